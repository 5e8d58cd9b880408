pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import MazeStudy

// "Restart in 3D" while a study's results are on hand asks first, since the
// restart keeps the panes but not the study; Cancel keeps the window open.
Item {
    id: root

    width: 800
    height: 600

    Component {
        id: needsComponent

        NeedsOpenGL {
            width: root.width
            height: root.height
            theme: MazeTheme {}
        }
    }

    TestCase {
        name: "NeedsOpenGL"
        when: windowShown

        function cleanup() {
            RestartRequest.studyAtStake = false;
        }

        function test_restartAsksWhileAStudyIsOnHand() {
            RestartRequest.studyAtStake = true;
            const needs = createTemporaryObject(needsComponent, root);
            const restart = findChild(needs, "restartButton");
            mouseClick(restart);
            const confirmation = findChild(needs, "restartConfirmation");
            verify(confirmation);
            tryVerify(() => confirmation.opened);
            const cancel = findChild(confirmation.footer, "keepStudy");
            mouseClick(cancel);
            tryVerify(() => !confirmation.visible);
            verify(root.Window.window.visible, "Cancel keeps the window");
        }
    }
}

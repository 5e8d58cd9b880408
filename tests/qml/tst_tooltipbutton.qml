pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// A button's tip goes when the pointer leaves it, and also when the button
// is disabled or hidden under the pointer (Run to end disables the stepping
// buttons, a mode switch hides a page): Qt keeps `hovered` then, and the tip
// stayed on screen until the pointer came back (#43, item 8).
Item {
    id: root

    width: 400
    height: 300

    Component {
        id: buttonComponent

        ToolTipButton {
            x: 20
            y: 20
            text: "Step"
            tip: "Step: one move"
            hoverEnabled: true
        }
    }

    TestCase {
        name: "ToolTipButton"
        when: windowShown

        function hoveredButton() {
            const button = createTemporaryObject(buttonComponent, root);
            mouseMove(button, button.width / 2, button.height / 2);
            tryVerify(() => button.ToolTip.toolTip.visible, 3000, "the tip shows on hover");
            return button;
        }

        function test_tipGoesWhenThePointerLeaves() {
            const button = hoveredButton();
            mouseMove(root, root.width - 5, root.height - 5);
            tryVerify(() => !button.ToolTip.toolTip.visible);
        }

        function test_tipGoesWhenTheButtonIsDisabled() {
            const button = hoveredButton();
            button.enabled = false;
            tryVerify(() => !button.ToolTip.toolTip.visible);
        }

        function test_tipGoesWhenTheButtonIsHidden() {
            const button = hoveredButton();
            button.visible = false;
            tryVerify(() => !button.ToolTip.toolTip.visible);
        }
    }
}

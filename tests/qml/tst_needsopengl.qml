pragma ComponentBehavior: Bound

import QtCore
import QtQuick
import QtTest
import MazeStudy

// "Restart in 3D" asks first while a restart would lose something: a study's
// results, or a maze that is not its generator's own (edited or opened),
// since the new window makes each pane's maze again; Cancel keeps the window
// open, and without either it restarts at once.
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
    Component {
        id: comparisonComponent

        Comparison {}
    }
    Component {
        id: paneViewComponent

        PaneView {
            width: 400
            height: 600
            index: 1
        }
    }

    TestCase {
        name: "NeedsOpenGL"
        when: windowShown

        function cleanup() {
            RestartRequest.studyAtStake = false;
            RestartRequest.comparison = null;
        }

        // Clicks Restart, checks which losses the question names, and cancels.
        function askAndCancel(studyNamed, mazesNamed) {
            const needs = createTemporaryObject(needsComponent, root);
            mouseClick(findChild(needs, "restartButton"));
            const confirmation = findChild(needs, "restartConfirmation");
            verify(confirmation);
            tryVerify(() => confirmation.opened);
            compare(findChild(confirmation, "studyLost").visible, studyNamed);
            const mazes = findChild(confirmation, "mazesLost");
            compare(mazes.visible, mazesNamed.length > 0);
            for (const name of mazesNamed)
                verify(mazes.text.indexOf(name) >= 0, mazes.text);
            mouseClick(findChild(confirmation.footer, "cancelRestart"));
            tryVerify(() => !confirmation.visible);
            verify(root.Window.window.visible, "Cancel keeps the window");
        }

        function test_restartAsksWhileAStudyIsOnHand() {
            RestartRequest.studyAtStake = true;
            askAndCancel(true, []);
        }

        function test_restartAsksWhileAPaneShowsAnOpenedMaze() {
            const comparison = createTemporaryObject(comparisonComponent, root);
            RestartRequest.comparison = comparison;
            const pane = comparison.panes.at(1);
            pane.run();
            tryVerify(() => pane.finished && pane.hasMetrics, 20000);
            const board = createTemporaryObject(paneViewComponent, root, {
                pane: pane
            }).game;
            tryVerify(() => board.hasMaze);
            compare(RestartRequest.mazesAtStake(), [], "the generator's own maze is made again as it was");
            const file = StandardPaths.writableLocation(StandardPaths.TempLocation) + "/restart-kept.maze";
            verify(board.save(file), board.message);
            verify(board.open(file), board.message);
            tryVerify(() => RestartRequest.mazesAtStake().length === 1);
            compare(RestartRequest.mazesAtStake(), ["restart-kept.maze"]);
            askAndCancel(false, ["restart-kept.maze"]);
        }
    }
}

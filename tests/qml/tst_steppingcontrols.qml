pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import MazeStudy

// Stepping a pane by its buttons in its Step mode: ▶ starts stepping, ◀ goes
// back, the slider seeks, Over and Out move by calls, End runs to the end; the
// status and the narration lines follow, and the stack has one row per frame.
// Until stepping starts on an unfinished maze, the timeline's place shows how
// much of the maze is built. The pane's worker answers each command, so every
// check waits for the answer.
Item {
    id: root

    width: 420
    height: 700

    Component {
        id: paneComponent

        Item {
            id: box

            readonly property PaneModel model: PaneModel {}
            readonly property alias view: view

            width: 400
            height: 680

            PaneView {
                id: view

                anchors.fill: parent
                pane: box.model
                index: 0
            }
        }
    }

    TestCase {
        name: "SteppingControls"
        when: windowShown

        function child(item, name) {
            const found = findChild(item, name);
            verify(found, name);
            return found;
        }

        function test_buttonsStepTheTimeline() {
            const box = createTemporaryObject(paneComponent, root);
            box.model.generatorId = "backtracker";
            box.model.setSize(21, 21);
            const view = box.view;
            const stepper = view.stepper;
            verify(!stepper.active);
            const narration = child(view, "narrationLine");
            verify(!narration.visible);
            mouseClick(child(view, "modestepmode"));
            compare(view.mode, PaneView.Step);
            verify(!stepper.active);
            verify(narration.visible);
            compare(narration.text, "Stepping starts from the move the run has reached.");
            verify(child(view, "steppingBuildProgress").visible);
            verify(!child(view, "timeline").visible);

            for (let i = 0; i < 5; ++i)
                mouseClick(child(view, "stepInButton"));
            verify(stepper.active);
            tryCompare(stepper, "busy", false);
            compare(stepper.position, 5);
            verify(narration.text.length > 0);
            verify(narration.text !== "Stepping starts from the move the run has reached.");
            verify(child(view, "timeline").visible);
            verify(child(view, "statusLine").text.indexOf("5") >= 0);
            compare(stepper.callStack.count, stepper.depth);

            mouseClick(child(view, "backButton"));
            tryCompare(stepper, "position", 4);
            mouseClick(child(view, "stepInButton"));
            tryCompare(stepper, "position", 5);

            const depthBefore = stepper.depth;
            mouseClick(child(view, "stepOutButton"));
            tryCompare(stepper, "depth", depthBefore - 1);
            mouseClick(child(view, "stepOverButton"));
            tryVerify(() => stepper.position > 5);

            const slider = child(view, "timeline");
            compare(slider.to, stepper.totalMoves);
            compare(slider.value, stepper.position);
            stepper.seek(100);
            tryCompare(slider, "value", 100);
            // Dragged by hand, it seeks; afterwards it follows the stepper again.
            mouseDrag(slider, slider.width * 0.2, slider.height / 2, slider.width * 0.3, 0);
            tryVerify(() => !stepper.busy && stepper.position > 100);
            stepper.seek(60);
            tryCompare(slider, "value", 60);

            mouseClick(child(view, "runToEndButton"));
            tryVerify(() => stepper.atEnd);
            compare(stepper.position, stepper.totalMoves);
            compare(stepper.callStack.count, 0);
        }

        function test_gamesWaitWhileStepping() {
            const box = createTemporaryObject(paneComponent, root);
            box.model.setSize(21, 21);
            box.model.speed = -1; // instant
            box.model.run();
            tryCompare(box.model, "finished", true);
            const view = box.view;
            const play = child(view, "modeplay");
            tryVerify(() => play.enabled);
            mouseClick(play);
            compare(view.game.mode, GameBoard.Play);
            // Step mode ends the game; on a finished maze the timeline is there at once.
            mouseClick(child(view, "modestepmode"));
            compare(view.game.mode, GameBoard.Off);
            verify(child(view, "timeline").visible);
            verify(child(view, "narrationLine").text.indexOf("first move") > 0);
            // Back one move: the pane shows the stepping and the games wait.
            mouseClick(child(view, "backButton"));
            tryVerify(() => view.stepper.active && !view.stepper.busy);
            // The games' keys wait too: N does not start editing the stepped maze.
            verify(!child(view, "gameLayer").enabled);
            compare(view.game.mode, GameBoard.Off);
            verify(!play.enabled);
            verify(!child(view, "openMaze").enabled);
            // Run ends stepping: the maze is finished again and the games are back.
            mouseClick(child(view, "modegenerate"));
            verify(!view.stepper.active);
            // The pane still shows the stepped state until it runs: the games still wait.
            verify(!play.enabled);
            const runButton = child(view, "runButton");
            verify(runButton.enabled, "status " + box.model.status);
            mouseClick(runButton);
            tryVerify(() => !view.stepper.active && box.model.finished, 5000, "active " + view.stepper.active + " status " + box.model.status);
            tryVerify(() => play.enabled);
        }
    }
}

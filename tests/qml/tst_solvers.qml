pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// Solve's solver chosen from the keyboard, and a race of solvers on one
// pane's maze, as a user meets them in the window's panes.
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: viewComponent

        ComparisonView {
            comparison: Comparison {
                speed: 0
            }
            width: root.width
            height: root.height
        }
    }

    SignalSpy {
        id: startedSpy

        signalName: "started"
    }

    TestCase {
        name: "Solvers"
        when: windowShown

        // Two panes of small finished mazes: the backtracker's second.
        function finishedView() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            const comparison = view.comparison;
            while (comparison.panes.count > 2)
                comparison.removePane(comparison.panes.count - 1);
            comparison.panes.at(0).generatorId = "prim";
            comparison.panes.at(1).generatorId = "backtracker";
            verify(comparison.setSize(21, 25));
            tryVerify(() => comparison.allFinished, 20000);
            for (let i = 0; i < 2; ++i)
                tryVerify(() => (view.paneView(i) as PaneView).game.hasMaze, 5000);
            return view;
        }

        // Qt.Key_* are false positives of 6.4's qmllint, hence the directives.
        function test_chooseTheSolverByKeyboard() {
            const view = finishedView();
            const paneView = view.paneView(1) as PaneView;
            const game = paneView.game;
            paneView.choose(PaneView.Solve);
            const box = findChild(paneView, "solverBox");
            tryVerify(() => box.visible);
            compare(game.solve.solverId, "dfs");
            compare(box.currentText, "Depth-first walk");
            game.solve.finish();
            verify(game.solve.reachedExit);
            const dfsSteps = game.solve.steps;

            // Tab reaches it as any control; an arrow key chooses the next solver and walks it.
            box.forceActiveFocus();
            startedSpy.target = game.solve;
            startedSpy.clear();
            keyClick(Qt.Key_Down); // qmllint disable type
            compare(game.solve.solverId, "dfs-random");
            compare(paneView.pane.solverId, "dfs-random");
            compare(box.currentText, "Depth-first walk (random branch order)");
            verify(box.activeFocus);
            compare(startedSpy.count, 1);

            // The list, opened from the keyboard: up to Trémaux, Return takes it.
            keyClick(Qt.Key_Space); // qmllint disable type
            tryCompare(box.popup, "opened", true);
            keyClick(Qt.Key_Up); // qmllint disable type
            keyClick(Qt.Key_Up); // qmllint disable type
            keyClick(Qt.Key_Return); // qmllint disable type
            tryCompare(box.popup, "visible", false);
            compare(game.solve.solverId, "tremaux");
            game.solve.finish();
            verify(game.solve.reachedExit);
            // On a perfect maze Trémaux walks as the depth-first walk does (docs/solvers.md).
            compare(game.solve.steps, dfsSteps);
            verify(findChild(paneView, "gameInfo").text.indexOf("units visited") > 0);

            // A search has no walker: no dot.
            game.solve.solverId = "bfs";
            compare(box.currentText, "Breadth-first search");
            verify(!findChild(paneView, "solverDot").visible);
            game.solve.finish();
            verify(game.solve.reachedExit);
        }

        // The race: a pane's maze in three panes (one added), each with a
        // solver ticked, the edited maze it replaces named first; every pane
        // ends as its solver's whole walk does, and says its place.
        function test_raceSolversOnOneMaze() {
            const view = finishedView();
            const comparison = view.comparison;
            const source = view.paneView(1) as PaneView;
            const other = view.paneView(0) as PaneView;
            // An edit in the other pane: the race would replace it.
            other.choose(PaneView.Edit);
            const firstFloor = () => {
                for (let c = 0; c < 25; ++c) {
                    other.game.edit.beginStroke(11, c);
                    other.game.edit.endStroke();
                    if (other.game.edited)
                        return;
                }
            };
            firstFloor();
            tryVerify(() => other.game.edited);

            source.choose(PaneView.Solve);
            const raceButton = findChild(source, "raceButton");
            tryVerify(() => raceButton.visible);
            // Tab to the button and Space, as from the keyboard.
            raceButton.forceActiveFocus();
            keyClick(Qt.Key_Space); // qmllint disable type
            const dialog = view.raceDialog;
            tryCompare(dialog, "opened", true);
            const defaults = ["wall-follower-left", "pledge", "tremaux", "dead-end-filler", "bfs", "astar"];
            compare(dialog.chosen, defaults);
            // The keyboard starts on the first box: Space ticks the random mouse, again unticks it.
            const first = findChild(dialog.contentItem, "race-random-mouse");
            tryVerify(() => first.activeFocus);
            keyClick(Qt.Key_Space); // qmllint disable type
            compare(dialog.chosen.length, 7);
            verify(dialog.chosen.indexOf("random-mouse") === 0);
            keyClick(Qt.Key_Space); // qmllint disable type
            compare(dialog.chosen, defaults);
            for (const id of ["pledge", "tremaux", "astar"])
                mouseClick(findChild(dialog.contentItem, "race-" + id));
            compare(dialog.chosen, ["wall-follower-left", "dead-end-filler", "bfs"]);
            const lost = findChild(dialog.contentItem, "raceMazesLost");
            verify(lost.visible);
            verify(lost.text.indexOf("edited") > 0, lost.text);
            const start = findChild(dialog.footer, "startRace");
            compare(start.text, "Replace them and race");

            const maze = source.game.mazeText();
            mouseClick(start);
            tryCompare(dialog, "visible", false);
            compare(comparison.panes.count, 3);
            const racers = [source, other, view.paneView(2) as PaneView];
            const ids = ["wall-follower-left", "dead-end-filler", "bfs"];
            // Running, or finished already on so small a maze.
            tryVerify(() => dialog.race.state === SolverRace.Running || dialog.race.state === SolverRace.Finished, 20000);
            for (let i = 0; i < 3; ++i) {
                compare(racers[i].game.mazeText(), maze);
                compare(racers[i].game.solve.solverId, ids[i]);
                compare(racers[i].mode, PaneView.Solve);
            }
            tryCompare(dialog.race, "state", SolverRace.Finished, 20000);
            const steps = [];
            for (let i = 0; i < 3; ++i) {
                const solve = racers[i].game.solve;
                verify(solve.reachedExit, ids[i]);
                verify(solve.racePlace >= 1 && solve.raceSize === 3, ids[i]);
                verify(findChild(racers[i], "gameInfo").text.indexOf("Race: place " + solve.racePlace + " of 3") === 0);
                steps.push(solve.steps);
            }
            // The paced walk is the whole walk at once: the solver's own count.
            for (let i = 0; i < 3; ++i) {
                const solve = racers[i].game.solve;
                solve.restart();
                compare(solve.racePlace, 0);
                solve.finish();
                compare(solve.steps, steps[i], ids[i]);
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// The pane's modes, the games' pages and the games' keys on one pane, as a user meets them.
Item {
    id: root

    width: 640
    height: 760

    Component {
        id: paneComponent

        Item {
            id: box

            readonly property PaneModel model: PaneModel {}
            readonly property alias view: view

            width: 620
            height: 740

            PaneView {
                id: view

                anchors.fill: parent
                pane: box.model
                index: 0
            }
        }
    }

    TestCase {
        name: "GameControls"
        when: windowShown

        function finishedPane() {
            const box = createTemporaryObject(paneComponent, root);
            verify(box);
            box.model.generatorId = "backtracker";
            box.model.setSize(21, 21);
            box.model.seed = 4;
            box.model.speed = 0;
            box.model.run();
            tryVerify(() => box.model.finished && box.model.hasMetrics, 20000);
            tryVerify(() => box.view.game.hasMaze, 5000);
            return box;
        }

        // Play on a large maze: the flame of a few pixels would be lost, so the
        // view zooms in until a unit is readable and shows the flame.
        function test_playZoomsToTheFlame() {
            const box = createTemporaryObject(paneComponent, root);
            box.model.generatorId = "backtracker";
            box.model.setSize(201, 201);
            box.model.speed = 0;
            box.model.run();
            tryVerify(() => box.model.finished && box.view.game.hasMaze, 20000);
            const view = box.view.mazeView;
            verify(view.fitted);
            verify(view.zoom < 10, view.zoom);
            box.view.game.mode = GameBoard.Play;
            tryVerify(() => !view.fitted && view.zoom >= 10, 5000);
            const flame = view.unitRect(box.view.game.play.row, box.view.game.play.column);
            verify(flame.x >= 0 && flame.y >= 0 && flame.x + flame.width <= view.width && flame.y + flame.height <= view.height, JSON.stringify(flame));
        }

        // Narrower than a pane beside the stack panel at 1280 x 800: the
        // segments are icons, none is squeezed, and the play options stay
        // inside the pane; a wide pane names every mode.
        function test_narrowPaneCutsNoLabel() {
            const box = finishedPane();
            box.width = 240;
            const modes = findChild(box.view, "modeBar");
            tryVerify(() => !modes.showNames);
            for (const name of ["modegenerate", "modestepmode", "modesolve", "modetrace", "modeplay", "modeedit"]) {
                const segment = findChild(box.view, name);
                tryVerify(() => segment.width >= segment.implicitWidth, 1000, name + ": " + segment.width + " < " + segment.implicitWidth);
                const right = segment.mapToItem(modes, segment.width, 0).x;
                verify(right <= modes.width + 0.5, name + " ends at " + right + " of " + modes.width);
            }
            box.view.choose(PaneView.Play);
            const options = findChild(box.view, "gameOptions");
            tryVerify(() => options.visible && options.width > 0 && options.childrenRect.width <= options.width, 1000, options.childrenRect.width + " > " + options.width);
            box.width = 620;
            tryVerify(() => modes.showNames);
            compare(findChild(box.view, "modeedit").display, AbstractButton.TextBesideIcon);
        }

        function test_openFailureShowsTheReadersMessage() {
            const box = finishedPane();
            const game = box.view.game;
            const before = game.mazeText();
            verify(!game.open("file:///nonexistent-folder/missing.maze"));
            const message = findChild(box.view, "gameMessage");
            verify(message.visible);
            // Over the maze: nothing below it moves.
            verify(findChild(box.view, "gameMessageBar").parent === box.view.mazeView.parent);
            verify(message.text.indexOf("missing.maze") > 0, message.text);
            compare(game.mazeText(), before);
            compare(box.model.mazeLayer.rows, 21);
        }

        function test_playWithTheKeys() {
            const box = finishedPane();
            const game = box.view.game;
            const play = findChild(box.view, "modeplay");
            verify(play.enabled);
            mouseClick(play);
            compare(game.mode, GameBoard.Play);
            verify(findChild(box.view, "gameLayer").activeFocus);
            verify(findChild(box.view, "flame").visible);
            // The seed-4 maze: south from the start is floor, north is wall.
            keyClick(Qt.Key_W);
            compare(game.play.moves, 0);
            keyClick(Qt.Key_S);
            compare(game.play.moves, 1);
            compare(game.play.row, 2);
            keyClick(Qt.Key_Up);
            compare(game.play.row, 1);
            verify(findChild(box.view, "gameInfo").text.indexOf("2 moves") === 0);
            // Play stays chosen until another mode is: Generate switches the game off.
            mouseClick(play);
            compare(game.mode, GameBoard.Play);
            mouseClick(findChild(box.view, "modegenerate"));
            compare(game.mode, GameBoard.Off);
            compare(box.view.mode, PaneView.Generate);
        }

        // A game waits while the pane makes a new maze, and the pane shows Generate's controls meanwhile.
        function test_gameWaitsForTheNextMaze() {
            const box = finishedPane();
            box.view.choose(PaneView.Play);
            compare(box.view.mode, PaneView.Play);
            box.model.reset();
            compare(box.view.game.mode, GameBoard.Play);
            compare(box.view.mode, PaneView.Generate);
            verify(findChild(box.view, "runButton").visible);
            box.model.run();
            tryVerify(() => box.view.game.hasMaze, 20000);
            compare(box.view.mode, PaneView.Play);
        }

        function test_editKeysAndUndo() {
            const box = finishedPane();
            const game = box.view.game;
            mouseClick(findChild(box.view, "modeedit"));
            compare(game.mode, GameBoard.Edit);
            keyClick(Qt.Key_M);
            compare(game.edit.tool, EditGame.Destroy);
            keyClick(Qt.Key_M);
            compare(game.mode, GameBoard.Off);
            keyClick(Qt.Key_N);
            compare(game.mode, GameBoard.Edit);
            compare(game.edit.tool, EditGame.Build);
            const before = game.mazeText();
            const view = findChild(box.view, "mazeView");
            const unit = view.unitRect(1, 3);
            const layer = findChild(box.view, "gameLayer");
            const from = layer.mapFromItem(view, unit.x + unit.width / 2, unit.y + unit.height / 2);
            mouseClick(layer, from.x, from.y);
            verify(game.edit.canUndo);
            verify(game.mazeText() !== before);
            compare(box.model.mazeLayer.stateAt(1, 3), MazeLayer.Wall);
            verify(findChild(box.view, "gameInfo").text.indexOf("Walls") === 0);
            // The pane's status says its maze is not the generator's own any more.
            const status = findChild(box.view, "statusLine");
            verify(status.text.indexOf("Finished · edited") === 0, status.text);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(game.mazeText(), before);
            verify(status.text.indexOf("edited") < 0, status.text);
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier);
            verify(game.mazeText() !== before);
        }

        function test_solveAndTrace() {
            const box = finishedPane();
            const game = box.view.game;
            mouseClick(findChild(box.view, "modesolve"));
            compare(game.mode, GameBoard.Solve);
            verify(findChild(box.view, "solverDot").visible);
            tryVerify(() => game.solve.reachedExit, 20000);
            mouseClick(findChild(box.view, "modetrace"));
            compare(game.trace.length, 112);
            tryVerify(() => findChild(box.view, "gameInfo").text === "Shortest path: 112 steps", 5000);
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import MazeStudy

// A pane's 3D view driven as a user drives it: the 3D button, the keys that
// walk, turn, build, undo and light, the wheel that zooms. Needs OpenGL: the
// test runs on Xvfb's xcb platform (Mesa's software OpenGL).
Item {
    id: root

    width: 640
    height: 560

    Component {
        id: paneComponent

        Item {
            id: box

            readonly property PaneModel model: PaneModel {}
            readonly property alias view: view

            width: 620
            height: 540

            PaneView {
                id: view

                anchors.fill: parent
                pane: box.model
                index: 0
            }
        }
    }

    TestCase {
        name: "WorldView"
        when: windowShown

        // A finished 21x21 pane switched to 3D by its button, the keys on the 3D view.
        function worldPane() {
            const box = createTemporaryObject(paneComponent, root);
            verify(box);
            box.model.generatorId = "backtracker";
            box.model.setSize(21, 21);
            box.model.seed = 4;
            box.model.speed = 0;
            box.model.run();
            tryVerify(() => box.model.finished && box.view.game.hasMaze, 20000);
            const button = findChild(box.view, "view3dButton");
            verify(button.enabled);
            mouseClick(button);
            compare(box.view.game.mode, GameBoard.World);
            verify(box.model.view3D);
            const loader = findChild(box.view, "worldLoader");
            tryVerify(() => loader.status === Loader.Ready, 10000);
            verify(!findChild(box.view, "needsOpenGL"), "the test must run with OpenGL");
            tryVerify(() => loader.item.activeFocus);
            return {
                model: box.model,
                view: box.view,
                world: box.view.game.world,
                worldView: loader.item
            };
        }

        // Holds a key until the condition holds, as a user holds it.
        function hold(key, condition) {
            keyPress(key);
            tryVerify(condition, 10000);
            keyRelease(key);
        }

        function unitAt(world) {
            return Qt.point(Math.floor(world.playerX), Math.floor(world.playerZ));
        }

        function test_keysWalkAndTurn() {
            const pane = worldPane();
            const world = pane.world;
            const startX = world.playerX;
            const startZ = world.playerZ;
            const heading = world.heading;
            hold(Qt.Key_D, () => Math.abs(world.heading - heading) > 30);
            verify(!world.walking);
            const turned = world.heading;
            hold(Qt.Key_A, () => Math.abs(world.heading - turned) > 30);
            hold(Qt.Key_W, () => Math.hypot(world.playerX - startX, world.playerZ - startZ) > 0.5);
            verify(!world.walking);
            verify(world.walked > 0.5);
            // Held into the wall ahead, the walk stops short of it: the player stays on the floor.
            keyPress(Qt.Key_W);
            let last = -1;
            tryVerify(() => {
                const same = world.walked === last;
                last = world.walked;
                return same;
            }, 10000, "the walk never stopped");
            keyRelease(Qt.Key_W);
            const here = unitAt(world);
            const rows = pane.model.mazeText().split("\n").filter(line => line.length > 0 && !line.startsWith(";"));
            compare(rows[here.y].charAt(here.x), ".", "on a floor unit");
        }

        function test_buildUndoAndSee() {
            const pane = worldPane();
            const world = pane.world;
            const walls = findChild(pane.worldView, "walls");
            const built = findChild(pane.worldView, "built");
            verify(walls && built, "the blocks' models");
            // Columns of blocks drawn: a wall unit's block, a built-up unit's column.
            const columns = () => walls.instancing.blockCount() + built.instancing.blockCount();
            const start = columns();
            verify(start > 0);
            compare(built.instancing.blockCount(), 0);
            const before = grabImage(pane.worldView);
            keyClick(Qt.Key_N);
            compare(world.tool, WorldGame.Build);
            verify(findChild(pane.worldView, "aimedBlock").visible);
            const height = world.aimedHeight;
            keyClick(Qt.Key_Return);
            compare(world.aimedHeight, height + 1);
            compare(columns(), start + 1);
            // The new block is drawn: the view's picture changes.
            tryVerify(() => !grabImage(pane.worldView).equals(before), 5000, "the view did not change");
            keyClick(Qt.Key_Return);
            compare(world.aimedHeight, height + 2);
            compare(built.instancing.blockCount(), 1);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(world.aimedHeight, height);
            compare(columns(), start);
            keyClick(Qt.Key_Y, Qt.ControlModifier);
            compare(columns(), start + 1);
            keyClick(Qt.Key_M);
            compare(world.tool, WorldGame.Destroy);
            keyClick(Qt.Key_Return);
            compare(world.aimedHeight, height);
            compare(columns(), start);
        }

        function test_lightZoomAndRespawn() {
            const pane = worldPane();
            const world = pane.world;
            verify(!world.fullLight);
            verify(!findChild(pane.worldView, "daylight").visible);
            keyClick(Qt.Key_L);
            verify(world.fullLight);
            verify(findChild(pane.worldView, "daylight").visible);
            verify(findChild(pane.view, "fullLightBox").checked);
            const distance = world.cameraDistance;
            mouseWheel(pane.worldView, 100, 100, 0, 120);
            verify(world.cameraDistance < distance);
            mouseWheel(pane.worldView, 100, 100, 0, -240);
            verify(world.cameraDistance > distance);
            const seed = pane.model.seed;
            keyClick(Qt.Key_Space);
            tryVerify(() => pane.model.seed !== seed && pane.model.finished && pane.view.game.hasMaze, 20000);
            // Back in 3D on the new maze (the pane showed it being made), the keys on the view.
            tryCompare(pane.view.game, "mode", GameBoard.World);
            const loader = findChild(pane.view, "worldLoader");
            tryVerify(() => loader.status === Loader.Ready && loader.item.activeFocus, 10000);
            verify(world.walked === 0);
        }
    }
}

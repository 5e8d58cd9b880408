pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// The toolbar and the panes together, as in the window: panes that wrap,
// adding and removing panes, the size dialog's checks, the seed field and
// the keyboard.
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: pageComponent

        Column {
            id: page

            required property int speed
            // The window's height, or a short one (the charts open).
            property real pageHeight: root.height
            readonly property Comparison comparison: Comparison {
                speed: page.speed
            }
            readonly property alias toolBar: toolBar
            readonly property alias view: view

            width: root.width
            height: pageHeight

            MainToolBar {
                id: toolBar

                width: page.width
                comparison: page.comparison
                onSizeDialogRequested: view.openSizeDialog()
                onStepAllRequested: LockStep.stepAll(view.steppers)
            }
            ComparisonView {
                id: view

                width: page.width
                height: page.height - toolBar.height
                comparison: page.comparison
            }
        }
    }

    TestCase {
        id: test

        name: "ComparisonView"
        when: windowShown

        function makePage(speed) {
            const page = createTemporaryObject(pageComponent, root, {
                speed: speed
            });
            verify(page);
            waitForRendering(page.view, 100);
            return page;
        }

        // Qt.Key_* are false positives of 6.4's qmllint, hence the directives.
        function typeText(field, text) {
            field.forceActiveFocus();
            field.selectAll();
            keyClick(Qt.Key_Delete); // qmllint disable type
            for (let i = 0; i < text.length; ++i)
                keyClick(text[i]);
        }

        // Short panes (the charts open at 1280 x 800) give the maze the room
        // of the mode pages they do not show; tall ones keep every page's
        // height, so that a switch of mode moves nothing (#43, item 8).
        function test_shortPanesGiveTheMazeTheRoom() {
            // Made at each height, not resized: a live halving of the window's
            // height under five panes is left to the window (see the note).
            const tall = makePage(0);
            const tallPane = tall.view.paneView(0);
            const step = findChild(tallPane, "stepPage");
            verify(!tallPane.compactPages);
            fuzzyCompare(findChild(tallPane, "modePages").height, step.implicitHeight, 1);

            const page = createTemporaryObject(pageComponent, root, {
                speed: 0,
                pageHeight: 380
            });
            page.comparison.runAll();
            tryVerify(() => page.comparison.allFinished, 20000);
            const paneView = page.view.paneView(0);
            const pages = findChild(paneView, "modePages");
            const generate = findChild(paneView, "generatePage");
            tryVerify(() => paneView.compactPages);
            const games = findChild(paneView, "gameControls");
            const world = findChild(paneView, "worldControls");
            const others = Math.max(generate.implicitHeight, games.implicitHeight, world.implicitHeight);
            verify(others < step.implicitHeight - 40, "Step's timeline and narration");
            tryVerify(() => Math.abs(pages.height - others) <= 1, 2000, "pages " + pages.height);
            verify(paneView.height <= 380);
            // The tall controls' height comes once the layout has settled.
            tryVerify(() => paneView.tallControlsHeight > 0);
            const maze = findChild(paneView, "mazeView");
            tryVerify(() => maze.height >= paneView.height - paneView.tallControlsHeight + step.implicitHeight - others - 1,
                5000, "the maze takes the room Step's page would: " + maze.height);
            // The other modes keep the mode bar where it was: no click lands elsewhere.
            const modeBar = findChild(paneView, "modeBar");
            const barY = modeBar.mapToItem(null, 0, 0).y;
            paneView.choose(PaneView.Edit);
            tryVerify(() => paneView.mode === PaneView.Edit);
            compare(modeBar.mapToItem(null, 0, 0).y, barY);
        }

        // Beside the stack panel at 1280 x 800 a pane is too narrow for the
        // timeline beside the pause controls: it takes a row of its own,
        // the pane's whole width (#43, item 8).
        function test_narrowPanesGiveTheTimelineARow() {
            const page = makePage(0);
            page.comparison.showStack = true;
            const paneView = page.view.paneView(0);
            paneView.choose(PaneView.Step);
            const controls = findChild(paneView, "steppingControls");
            tryVerify(() => controls.visible && controls.width > 0 && controls.width < 380, 2000, "width " + controls.width);
            const timeline = findChild(controls, "timeline");
            fuzzyCompare(timeline.width, controls.width, 1);
            page.comparison.showStack = false;
            page.comparison.removePane(4);
            page.comparison.removePane(3);
            tryVerify(() => controls.width >= 380, 2000, "width " + controls.width);
            tryVerify(() => timeline.width < controls.width - 100, 2000, "beside the pause controls: " + timeline.width);
        }

        // The flame game's size is the comparison's: every pane and the toolbar say 61 × 61.
        function test_playSizeIsEveryPanes() {
            const page = makePage(0);
            page.comparison.runAll();
            tryVerify(() => page.comparison.allFinished, 20000);
            const first = page.view.paneView(0);
            first.game.mode = GameBoard.Play;
            mouseClick(findChild(first, "playSize"));
            compare(page.comparison.rows, 61);
            compare(page.comparison.cols, 61);
            for (let i = 0; i < page.comparison.panes.count; ++i)
                compare(page.view.paneView(i).pane.rows, 61);
            verify(findChild(page.toolBar, "sizeBox").displayText.indexOf("61") === 0);
            tryVerify(() => page.comparison.allFinished, 20000);
            compare(first.game.mode, GameBoard.Play);
        }

        function test_panesSideBySideThenWrap() {
            const page = makePage(0);
            compare(page.comparison.panes.count, 4);
            const first = page.view.paneView(0);
            const last = page.view.paneView(3);
            compare(first.y, last.y);
            verify(last.x > first.x + first.width - 1);
            verify(last.x + last.width <= page.width);
            // Narrow: two columns, so the last pane goes below the first.
            page.width = 700;
            tryVerify(() => page.view.paneView(2).y > page.view.paneView(0).y + 10);
            verify(page.view.paneView(1).x + page.view.paneView(1).width <= 700);
        }

        function test_addAndRemovePanes() {
            const page = makePage(0);
            mouseClick(findChild(page.toolBar, "addPane"));
            const item = findChild(Overlay.overlay, "add-automaton");
            verify(item, "the Add pane menu lists the automaton");
            tryVerify(() => item.visible && item.width > 0);
            mouseClick(item);
            compare(page.comparison.panes.count, 5);
            compare(page.comparison.panes.at(4).generatorId, "automaton");
            tryVerify(() => page.view.paneView(4) !== null);
            // Once laid out: five panes, none narrower than the least width, none over another.
            const laidOut = () => {
                for (let i = 0; i < 5; ++i) {
                    const a = page.view.paneView(i);
                    if (a.width < page.view.paneMinimumWidth - 1)
                        return false;
                    for (let j = i + 1; j < 5; ++j) {
                        const b = page.view.paneView(j);
                        if (!(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y))
                            return false;
                    }
                }
                return true;
            };
            tryVerify(laidOut);
            // Too low for the panes' controls: they scroll instead of piling up.
            page.width = 900;
            page.height = 450;
            tryVerify(laidOut);
            const scroller = findChild(page.view, "paneScroller");
            verify(scroller.interactive, "the panes scroll");
            const menuButton = findChild(page.view.paneView(0), "paneMenu");
            mouseClick(menuButton);
            tryCompare(menuButton.menu, "opened", true);
            mouseClick(findChild(Overlay.overlay, "removePane"));
            compare(page.comparison.panes.count, 4);
            compare(page.comparison.panes.at(0).generatorId, "rotating-dfs");
        }

        function test_seedVsBaselinesInOneClick() {
            const page = makePage(0);
            mouseClick(findChild(page.toolBar, "addPane"));
            tryCompare(findChild(page.toolBar, "addMenu"), "opened", true);
            const item = findChild(Overlay.overlay, "showSeedVsBaselines");
            verify(item, "the Add pane menu offers the seed vs baselines set");
            const first = findChild(Overlay.overlay, "add-backtracker");
            tryVerify(() => item.mapToItem(null, 0, item.height).y <= first.mapToItem(null, 0, 0).y, 5000,
                "the sets sit above the list of generators");
            mouseClick(item);
            const ids = [];
            for (let i = 0; i < page.comparison.panes.count; ++i)
                ids.push(page.comparison.panes.at(i).generatorId);
            compare(ids, ["automaton", "binary-tree", "wilson", "backtracker"]);
            tryVerify(() => page.view.paneView(3) !== null && page.view.paneView(3).pane.generatorId === "backtracker");
        }

        // The shape box by keyboard: Down picks the disc for every pane;
        // a size too small for the ring says so under the toolbar, and a
        // size that fits takes the message away.
        function test_shapeByKeyboard() {
            const page = makePage(0);
            page.comparison.addPane("binary-tree");
            const box = findChild(page.toolBar, "shapeBox");
            box.forceActiveFocus(Qt.TabFocusReason);
            keyClick(Qt.Key_Down); // qmllint disable type
            compare(page.comparison.mask.index, 1);
            compare(box.displayText, page.comparison.mask.names[1]);
            page.comparison.runAll();
            tryCompare(page.view.paneView(0).pane, "status", PaneModel.Finished, 20000);
            // The automaton grows its walls inside the disc; the binary tree
            // cannot carve a shape, and its pane says so.
            const automaton = page.view.paneView(3).pane;
            compare(automaton.generatorId, "automaton");
            tryCompare(automaton, "status", PaneModel.Finished, 20000);
            const binaryTree = page.view.paneView(4).pane;
            compare(binaryTree.generatorId, "binary-tree");
            compare(binaryTree.status, PaneModel.Failed);
            verify(binaryTree.errorString.indexOf("north or east") > 0, binaryTree.errorString);
            const bar = findChild(page.toolBar, "maskProblem");
            verify(!bar.visible);
            keyClick(Qt.Key_Down); // qmllint disable type
            compare(page.comparison.mask.index, 2);
            verify(page.comparison.setSize(3, 3));
            tryVerify(() => bar.visible);
            verify(findChild(bar, "maskProblemText").text.indexOf("3 × 3") > 0);
            verify(page.comparison.setSize(21, 21));
            tryVerify(() => !bar.visible);
            keyClick(Qt.Key_Up); // qmllint disable type
            keyClick(Qt.Key_Up); // qmllint disable type
            compare(page.comparison.mask.index, 0);
        }

        // The Add pane menu without a mouse: Space or Return on its button
        // and Ctrl+N open it with the focus on its first item, Up and Down
        // move through the items, Return adds the chosen one, Esc adds none.
        function test_addMenuByKeyboard() {
            const page = makePage(0);
            const button = findChild(page.toolBar, "addPane");
            const menu = findChild(page.toolBar, "addMenu");
            const focused = name => findChild(Overlay.overlay, name).activeFocus;
            button.forceActiveFocus(Qt.TabFocusReason);
            keyClick(Qt.Key_Space); // qmllint disable type
            tryCompare(menu, "opened", true);
            verify(focused("showSeeds"), "the first item has the focus");
            verify(findChild(Overlay.overlay, "showSeeds").highlighted, "the focused item shows it");
            const first = findChild(Overlay.overlay, "showSeeds");
            verify(first.mapToItem(root, first.width, 0).x <= root.width, "the menu stays in the window");
            keyClick(Qt.Key_Down); // qmllint disable type
            verify(focused("showSeedVsBaselines"));
            keyClick(Qt.Key_Down); // qmllint disable type
            verify(focused("add-backtracker"), "the separator is skipped");
            keyClick(Qt.Key_Up); // qmllint disable type
            verify(focused("showSeedVsBaselines"));
            keyClick(Qt.Key_Down); // qmllint disable type
            for (let i = 0; i < 30 && !focused("add-wilson"); ++i)
                keyClick(Qt.Key_Down); // qmllint disable type
            verify(focused("add-wilson"));
            keyClick(Qt.Key_Return); // qmllint disable type
            compare(page.comparison.panes.count, 5);
            compare(page.comparison.panes.at(4).generatorId, "wilson");
            tryCompare(menu, "visible", false);

            // Return on the button opens it too; Esc closes it and adds nothing.
            button.forceActiveFocus(Qt.TabFocusReason);
            keyClick(Qt.Key_Return); // qmllint disable type
            tryCompare(menu, "opened", true);
            verify(focused("showSeeds"));
            keyClick(Qt.Key_Escape); // qmllint disable type
            tryCompare(menu, "visible", false);
            compare(page.comparison.panes.count, 5);

            // Ctrl+N asks which generator: the same menu, nothing added yet.
            page.view.forceActiveFocus();
            keyClick(Qt.Key_N, Qt.ControlModifier); // qmllint disable type
            tryCompare(menu, "opened", true);
            compare(page.comparison.panes.count, 5);
            verify(focused("showSeeds"));
            keyClick(Qt.Key_Down); // qmllint disable type
            keyClick(Qt.Key_Return); // qmllint disable type
            tryCompare(menu, "visible", false);
            const ids = [];
            for (let i = 0; i < page.comparison.panes.count; ++i)
                ids.push(page.comparison.panes.at(i).generatorId);
            compare(ids, ["automaton", "binary-tree", "wilson", "backtracker"]);
        }

        // A set of panes replaces every pane: where one holds the user's work
        // (here a lab script), it asks first, and Cancel keeps it (#43, item 9).
        function test_replacingWorkAsksFirst() {
            const page = makePage(0);
            page.comparison.panes.at(0).generatorId = "lab";
            const menu = findChild(page.toolBar, "addMenu");
            const dialog = findChild(page.toolBar, "replacePanesDialog");
            for (const answer of ["keepPanes", "replacePanes"]) {
                menu.open();
                tryCompare(menu, "opened", true);
                mouseClick(findChild(Overlay.overlay, "showSeedVsBaselines"));
                tryCompare(dialog, "opened", true);
                compare(page.comparison.panes.at(0).generatorId, "lab");
                mouseClick(findChild(dialog.footer, answer));
                tryCompare(dialog, "visible", false);
            }
            const ids = [];
            for (let i = 0; i < page.comparison.panes.count; ++i)
                ids.push(page.comparison.panes.at(i).generatorId);
            compare(ids, ["automaton", "binary-tree", "wilson", "backtracker"]);
            // Without work in the panes it does not ask.
            menu.open();
            tryCompare(menu, "opened", true);
            mouseClick(findChild(Overlay.overlay, "showSeeds"));
            verify(!dialog.visible);
            compare(page.comparison.panes.at(0).generatorId, "backtracker");
        }

        function test_sizeDialogExplainsAndRefuses() {
            const page = makePage(0);
            keyClick(Qt.Key_Escape); // qmllint disable type
            const dialog = page.view.sizeDialog;
            tryCompare(dialog, "opened", true);
            const rows = findChild(dialog.contentItem, "rowsField");
            const rowsProblem = findChild(dialog.contentItem, "rowsProblem");
            const apply = findChild(dialog.footer, "applySize");
            verify(rows && rowsProblem && apply);
            compare(rows.text, "41");
            verify(!rowsProblem.visible);
            verify(apply.enabled);

            typeText(rows, "2003");
            verify(rowsProblem.visible);
            verify(rowsProblem.text.indexOf("2001") >= 0, rowsProblem.text);
            verify(!apply.enabled);
            typeText(rows, "4l");
            verify(rowsProblem.text.indexOf("digits") >= 0, rowsProblem.text);
            typeText(rows, "40");
            verify(rowsProblem.text.indexOf("odd") >= 0, rowsProblem.text);
            verify(!apply.enabled);
            // Refused: pressing Enter changes nothing.
            keyClick(Qt.Key_Return); // qmllint disable type
            compare(page.comparison.rows, 41);
            verify(dialog.opened);

            typeText(rows, "21");
            verify(!rowsProblem.visible);
            typeText(findChild(dialog.contentItem, "colsField"), "31");
            verify(apply.enabled);
            mouseClick(apply);
            compare(page.comparison.rows, 21);
            compare(page.comparison.cols, 31);
            tryCompare(dialog, "visible", false);
            compare(page.comparison.panes.at(0).rows, 21);
        }

        function test_seedField() {
            const page = makePage(0);
            const seed = findChild(page.toolBar, "seedField");
            typeText(seed, "12x");
            verify(seed.problem.length > 0);
            keyClick(Qt.Key_Return); // qmllint disable type
            compare(page.comparison.seed, 1);
            typeText(seed, "424242");
            keyClick(Qt.Key_Return); // qmllint disable type
            compare(page.comparison.seed, 424242);
            compare(page.comparison.panes.at(3).seed, 424242);
            // Whether the panes share the seed is in the menu.
            mouseClick(findChild(page.toolBar, "mainMenuButton"));
            const sameSeed = findChild(Overlay.overlay, "sameSeedItem");
            tryVerify(() => sameSeed.visible && sameSeed.width > 0);
            verify(sameSeed.checked);
            mouseClick(sameSeed);
            compare(page.comparison.sameSeed, false);
            compare(page.comparison.panes.at(3).seed, 424245);
        }

        function test_keyboard() {
            const page = makePage(1);
            page.view.forceActiveFocus();
            keyClick(Qt.Key_S); // qmllint disable type
            tryVerify(() => page.comparison.panes.at(0).moves === 1);
            keyClick(Qt.Key_R); // qmllint disable type
            verify(page.comparison.anyRunning);
            keyClick(Qt.Key_P); // qmllint disable type
            verify(!page.comparison.anyRunning);
            keyClick(Qt.Key_R, Qt.ShiftModifier); // qmllint disable type
            compare(page.comparison.panes.at(0).moves, 0);
            const before = page.comparison.seed;
            keyClick(Qt.Key_Space); // qmllint disable type
            verify(page.comparison.seed !== before);
            verify(page.comparison.anyRunning);
            const maze = findChild(page.view.paneView(0), "mazeView");
            keyClick(Qt.Key_Plus); // qmllint disable type
            verify(!maze.fitted);
            keyClick(Qt.Key_F); // qmllint disable type
            verify(maze.fitted);
        }

        // A finished pane's Step turns it to its Step page with the next Step
        // under the pointer: nothing moves, the stack panel shown or not, and
        // clicks in one place make a move each.
        function test_stepStaysUnderThePointer() {
            const page = makePage(0);
            page.comparison.runAll();
            tryVerify(() => page.comparison.allFinished, 20000);
            for (const withStack of [false, true]) {
                page.comparison.showStack = withStack;
                wait(100);
                const paneView = page.view.paneView(withStack ? 2 : 1);
                const stepper = paneView.stepper;
                const button = findChild(paneView, "stepButton");
                const before = button.mapToItem(root, 0, 0, button.width, button.height);
                const paneBefore = paneView.mapToItem(root, 0, 0, paneView.width, paneView.height);
                const x = before.x + before.width / 2;
                const y = before.y + before.height / 2;
                for (let move = 1; move <= 5; ++move) {
                    mouseClick(root, x, y);
                    tryVerify(() => stepper.active && !stepper.busy && stepper.position === move, 5000, "move " + move + " of clicks in one place");
                    compare(paneView.mode, PaneView.Step);
                    wait(20);
                    const step = findChild(paneView, "stepInButton");
                    const after = step.mapToItem(root, 0, 0, step.width, step.height);
                    const paneAfter = paneView.mapToItem(root, 0, 0, paneView.width, paneView.height);
                    for (const side of ["x", "y", "width", "height"]) {
                        fuzzyCompare(after[side], before[side], 0.5, "the Step button's " + side);
                        fuzzyCompare(paneAfter[side], paneBefore[side], 0.5, "the pane's " + side);
                    }
                }
                compare(page.comparison.showStack, withStack);
                // Back to Generate: the maze is finished again, its games ready.
                mouseClick(findChild(paneView, "modegenerate"));
                tryVerify(() => paneView.pane.finished && !stepper.active);
                verify(findChild(paneView, "modesolve").enabled);
            }
            // Step mode chosen in the mode bar opens the stack panel.
            page.comparison.showStack = false;
            mouseClick(findChild(page.view.paneView(0), "modestepmode"));
            verify(page.comparison.showStack);
            verify(findChild(page.view, "stackPanel").visible);
        }

        function test_toolbarCommands() {
            const page = makePage(1);
            mouseClick(findChild(page.toolBar, "stepAll"));
            tryVerify(() => page.comparison.panes.at(3).moves === 1);
            mouseClick(findChild(page.toolBar, "runAll"));
            verify(page.comparison.anyRunning);
            const pause = findChild(page.toolBar, "pauseAll");
            verify(pause.enabled);
            mouseClick(pause);
            verify(!page.comparison.anyRunning);
            mouseClick(findChild(page.toolBar, "resetAll"));
            compare(page.comparison.panes.at(3).moves, 0);
            const slider = findChild(page.toolBar, "speedSlider");
            slider.value = slider.to;
            slider.moved();
            compare(page.comparison.speed, -1);
            mouseClick(findChild(page.toolBar, "runAll"));
            tryVerify(() => page.comparison.allFinished, 20000);
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// Every save dialog of the window as a person uses it: a name of one's own
// typed into the dialog's field, Save clicked, and the file is there, with
// the message saying where it went; a name where nothing can be written is
// refused with the reason where the user looks, and no "Saved".
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: pageComponent

        Item {
            id: page

            readonly property Comparison comparison: Comparison {
                speed: 0
            }
            readonly property alias view: view
            readonly property alias charts: charts

            anchors.fill: parent

            ComparisonView {
                id: view

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: charts.top
                comparison: page.comparison
                onExportMazeRequested: index => charts.exportMaze(index)
            }
            ChartsPanel {
                id: charts

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                comparison: page.comparison
            }
        }
    }

    TestCase {
        id: test

        name: "SaveDialogs"
        when: windowShown

        function makePage() {
            const page = createTemporaryObject(pageComponent, root);
            verify(page);
            page.comparison.setSize(21, 21);
            page.comparison.runAll();
            tryVerify(() => page.comparison.allFinished, 20000);
            page.charts.exporter.lastFolder = testFiles.folderUrl;
            // A regular file where a folder should be: nothing can be written under it, even by root.
            verify(testFiles.write("blocker", "not a folder"));
            return page;
        }

        // The items under `item` (visual children first), depth first.
        function descendants(item, found) {
            const children = item.children ? item.children : [];
            for (let i = 0; i < children.length; ++i) {
                found.push(children[i]);
                descendants(children[i], found);
            }
            return found;
        }
        // The open file dialog's name field: Qt's own dialog, in the window's overlay.
        function nameField() {
            let field = null;
            tryVerify(() => {
                field = descendants(root.Overlay.overlay, []).find(item => item.objectName === "fileNameTextField" && item.visible);
                return field !== undefined && field.width > 0;
            }, 5000, "no file dialog with a name field is open");
            return field;
        }
        function isButton(item) {
            return typeof item.clicked === "function" && typeof item.toggle === "function";
        }
        function buttonIn(item, text) {
            const button = descendants(item, []).find(child => isButton(child) && child.text === text && child.visible);
            verify(button, "no button " + text);
            return button;
        }
        function popupOf(item) {
            let popup = item;
            while (popup.parent && popup.parent !== root.Overlay.overlay)
                popup = popup.parent;
            return popup;
        }
        // Types `name` into the open save dialog's field, as a person does.
        function typeName(name) {
            const field = nameField();
            mouseClick(field);
            verify(field.activeFocus);
            keyClick(Qt.Key_A, Qt.ControlModifier); // qmllint disable type
            keyClick(Qt.Key_Delete); // qmllint disable type
            for (const c of name)
                keyClick(c);
            compare(field.text, name);
            return field;
        }
        // Types `name` and clicks Save.
        function saveAs(name, accept) {
            const field = typeName(name);
            const dialog = popupOf(field);
            const save = buttonIn(dialog, accept === undefined ? qsTr("Save") : accept);
            tryVerify(() => save.enabled, 1000, "Save stays disabled after typing a name");
            mouseClick(save);
            tryVerify(() => !field.visible, 5000, "the dialog stays open");
        }
        function exportDialog(page) {
            return findChild(page.charts, "chartExportDialog");
        }
        // Export, then one of its menu's items; the export dialog opens.
        function chooseExport(page, item) {
            mouseClick(findChild(page.charts, "exportButton"));
            const menu = findChild(page.charts, "exportMenu");
            tryVerify(() => menu.opened);
            mouseClick(findChild(menu.contentItem, item));
            const dialog = exportDialog(page);
            tryVerify(() => dialog.opened);
            return dialog;
        }
        // The export dialog's chart, with its data in `format`, then its OK.
        function exportChartData(page, kind, format) {
            findChild(page.charts, "chartTabs").currentIndex = kind;
            const dialog = chooseExport(page, "exportChartData");
            if (format !== undefined)
                mouseClick(buttonIn(dialog.contentItem, format));
            mouseClick(buttonIn(dialog.footer, qsTr("OK")));
        }
        function statusText(page) {
            return findChild(page.charts, "statusLabel").text;
        }

        function test_chartsOneByOne() {
            const page = makePage();
            // A name with a space, one without a suffix (the format's is added), a picture.
            const names = ["dead ends.csv", "corridors", "bias.png"];
            for (let kind = 0; kind < 3; ++kind) {
                if (kind === 2) {
                    findChild(page.charts, "chartTabs").currentIndex = kind;
                    mouseClick(buttonIn(chooseExport(page, "exportChartPicture").footer, qsTr("OK")));
                } else {
                    exportChartData(page, kind, kind === 1 ? qsTr("JSON") : qsTr("CSV"));
                }
                saveAs(names[kind]);
                const written = kind === 1 ? "corridors.json" : names[kind];
                tryVerify(() => testFiles.size(written) > 0, 5000, written + " was not written");
                compare(statusText(page), qsTr("Saved %1").arg(testFiles.path(written)));
            }
            verify(testFiles.read("dead ends.csv").startsWith("series,generator,metric"));
            verify(JSON.parse(testFiles.read("corridors.json")).chart === "corridor-lengths");
        }

        function test_chartOverAnExistingFile() {
            const page = makePage();
            verify(testFiles.write("old.csv", "old"));
            exportChartData(page, ChartsModel.DeadEnds);
            saveAs("old.csv");
            tryVerify(() => testFiles.read("old.csv").startsWith("series,"));
            compare(statusText(page), qsTr("Saved %1").arg(testFiles.path("old.csv")));
        }

        function test_chartWhereNothingCanBeWritten() {
            const page = makePage();
            // A success first: its "Saved" must not stay.
            exportChartData(page, ChartsModel.DeadEnds);
            saveAs("first.csv");
            tryCompare(page.charts, "exportFailed", false);
            verify(statusText(page).startsWith(qsTr("Saved %1").arg("")));

            exportChartData(page, ChartsModel.DeadEnds);
            saveAs("blocker/chart.csv");
            const errorDialog = findChild(page.charts, "exportErrorDialog");
            tryVerify(() => errorDialog.opened, 5000, "the error dialog did not open");
            verify(page.charts.exportFailed);
            const status = statusText(page);
            verify(status.startsWith(qsTr("Export failed: %1").arg("")), status);
            verify(status.indexOf("blocker") >= 0, status);
            verify(status.indexOf(qsTr("Saved %1").arg("")) < 0, status);
            errorDialog.close();
        }

        // Export all: into the folder named in the field, made when it is not
        // there; a folder already there (not the first one inside the folder shown).
        function test_allChartsIntoAFolder() {
            const page = makePage();
            verify(testFiles.makeFolder("another"));
            mouseClick(buttonIn(chooseExport(page, "exportAll").footer, qsTr("OK")));
            saveAs("my charts", qsTr("Export here"));
            tryVerify(() => testFiles.size("my charts/dead-ends.png") > 0, 10000);
            for (const name of ["dead-ends.svg", "dead-ends.csv", "corridor-lengths.json", "edge-bias.png"])
                verify(testFiles.size("my charts/" + name) > 0, name);
            compare(testFiles.names("another"), []);
            compare(statusText(page), qsTr("Saved %1").arg(testFiles.path("my charts")));

            mouseClick(buttonIn(chooseExport(page, "exportAll").footer, qsTr("OK")));
            saveAs("another", qsTr("Export here"));
            tryVerify(() => testFiles.size("another/edge-bias.svg") > 0, 10000);
            compare(statusText(page), qsTr("Saved %1").arg(testFiles.path("another")));
        }

        function test_mazePictureAndMazeFile() {
            const page = makePage();
            // Export picture… from the pane's menu: the charts' export dialog, for the maze.
            const paneView = page.view.paneView(0);
            const menu = findChild(paneView, "paneMenu");
            mouseClick(menu);
            tryVerify(() => menu.menu.opened);
            mouseClick(findChild(menu.menu.contentItem, "exportMaze"));
            const dialog = exportDialog(page);
            tryVerify(() => dialog.opened);
            mouseClick(buttonIn(dialog.footer, qsTr("OK")));
            saveAs("my maze");
            tryVerify(() => testFiles.size("my maze.png") > 0, 5000);

            // Save maze…: a name without a suffix becomes a .maze file. The
            // dialog opens with the keys in its name field, the name offered
            // selected, so that typing replaces it and Return saves, from the
            // dialog's first opening on, without a click.
            mouseClick(menu);
            tryVerify(() => menu.menu.opened);
            mouseClick(findChild(menu.menu.contentItem, "saveMaze"));
            const first = nameField();
            tryVerify(() => first.activeFocus, 5000, "the name field has not the keys");
            compare(first.selectedText, first.text);
            for (const c of "mine")
                keyClick(c);
            compare(first.text, "mine");
            keyClick(Qt.Key_Return); // qmllint disable type
            tryVerify(() => !first.visible, 5000, "Return left the dialog open");
            tryVerify(() => testFiles.size("mine.maze") > 0, 5000);
            compare(testFiles.read("mine.maze"), paneView.game.mazeText());

            // And Save, clicked, on its next opening.
            mouseClick(menu);
            tryVerify(() => menu.menu.opened);
            mouseClick(findChild(menu.menu.contentItem, "saveMaze"));
            saveAs("by click");
            tryVerify(() => testFiles.size("by click.maze") > 0, 5000);

            // Each format is a filter: the name is offered without a suffix,
            // and the filter chosen with the keyboard gives the typed name its own.
            for (const format of [{
                    "filter": 1,
                    "file": "grid.npy",
                    "magic": "NUMPY"
                }, {
                    "filter": 3,
                    "file": "figure.svg",
                    "magic": "<?xml"
                }]) {
                mouseClick(menu);
                tryVerify(() => menu.menu.opened);
                mouseClick(findChild(menu.menu.contentItem, "saveMaze"));
                const field = nameField();
                compare(field.text, paneView.game.suggestedFileName().replace(".maze", ""));
                const filters = descendants(popupOf(field), []).find(item => item instanceof ComboBox && item.visible);
                verify(filters, "no filter box");
                compare(filters.count, 6);
                // The filter box shows the format last chosen, and that is the format written.
                compare(filters.currentIndex, format.filter === 1 ? 0 : 1);
                filters.forceActiveFocus();
                for (let i = filters.currentIndex; i < format.filter; ++i)
                    keyClick(Qt.Key_Down); // qmllint disable type
                compare(filters.currentIndex, format.filter);
                saveAs(format.file.replace(/\.[a-z]+$/, ""));
                tryVerify(() => testFiles.size(format.file) > 0, 5000, format.file + " not written");
                // NumPy's magic starts with a byte that is not text: its name follows it.
                verify(testFiles.read(format.file).substring(0, 8).indexOf(format.magic) >= 0, format.file);
            }

            // Where nothing can be written: the pane says why, over its maze.
            mouseClick(menu);
            tryVerify(() => menu.menu.opened);
            mouseClick(findChild(menu.menu.contentItem, "saveMaze"));
            saveAs("blocker/mine.maze");
            const message = findChild(paneView, "gameMessage");
            tryVerify(() => message.visible);
            verify(message.text.indexOf("blocker") >= 0, message.text);
        }

        // The 3D view's Export model…: the maze with a block built on it, as an
        // STL that ADMesh finds closed, or an OBJ; refused where nothing can be
        // written or for a name that is not a model's.
        function test_worldModel() {
            const page = makePage();
            const paneView = page.view.paneView(0);
            const game = paneView.game;
            mouseClick(findChild(paneView, "view3dButton"));
            compare(game.mode, GameBoard.World);
            const world = game.world;
            world.tool = WorldGame.Build;
            verify(world.apply());
            verify(world.apply());
            verify(game.mazeText().indexOf("; heights: ") >= 0, "no block was built");
            const button = findChild(paneView, "worldExportModel");
            verify(button.visible && button.enabled);
            // Laid out within its pane (the controls' flow wraps once the view is shown).
            tryVerify(() => {
                const at = button.mapToItem(paneView, 0, 0);
                return at.x >= 0 && at.x + button.width <= paneView.width && at.y + button.height <= paneView.height;
            }, 5000, "the Export model button lies outside its pane");

            mouseClick(button);
            saveAs("my model");
            tryVerify(() => testFiles.size("my model.stl") > 0, 10000);
            const report = testFiles.admesh("my model.stl");
            verify(report.length > 0, "admesh did not run");
            for (const line of ["Edges fixed", "Facets removed", "Facets added", "Facets reversed", "Backwards edges", "Normals fixed", "Degenerate facets"])
                verify(new RegExp(line + "\\s*:\\s*0\\n").test(report), line + " is not 0: " + report);
            verify(/Number of parts\s*:\s*1\s/.test(report), report);
            verify(/Total disconnected facets\s*:\s*0\s+0\n/.test(report), report);
            // Where it went, as a notice (#43, item 9).
            const saved = findChild(paneView, "gameMessage").text;
            verify(saved.startsWith("Saved ") && saved.endsWith("/my model.stl"), saved);
            verify(!game.messageIsProblem);

            mouseClick(button);
            saveAs("my model.obj");
            tryVerify(() => testFiles.size("my model.obj") > 0, 10000);
            verify(testFiles.read("my model.obj").startsWith("# MazeStudy maze model"));

            // Where nothing can be written, and a name that is not a model's: the reason over the view.
            const message = findChild(paneView, "gameMessage");
            for (const name of ["blocker/model.stl", "model.png"]) {
                mouseClick(button);
                saveAs(name);
                tryVerify(() => message.visible && message.text.length > 0, 5000);
                verify(message.text.indexOf(name.startsWith("blocker") ? "blocker" : "model.png") >= 0, message.text);
                compare(testFiles.size("model.png"), -1);
            }
        }

        function test_labScript() {
            const page = makePage();
            page.comparison.addPane("lab");
            const paneView = page.view.paneView(page.comparison.panes.count - 1);
            mouseClick(findChild(paneView, "scriptButton"));
            const editor = page.view.labEditor;
            tryVerify(() => editor.opened);
            const status = findChild(editor.contentItem, "fileStatus");
            mouseClick(findChild(editor.contentItem, "saveScript"));
            saveAs("my script");
            tryVerify(() => testFiles.size("my script.js") > 0, 5000);
            compare(testFiles.read("my script.js"), editor.script);
            tryCompare(status, "text", qsTr("Saved %1").arg(testFiles.path("my script.js")));

            // A path typed whole goes where it says, not into the folder shown.
            verify(testFiles.makeFolder("elsewhere"));
            mouseClick(findChild(editor.contentItem, "saveScript"));
            saveAs(testFiles.path("elsewhere/typed.js"));
            tryVerify(() => testFiles.size("elsewhere/typed.js") > 0, 5000);
            tryCompare(status, "text", qsTr("Saved %1").arg(testFiles.path("elsewhere/typed.js")));

            mouseClick(findChild(editor.contentItem, "saveScript"));
            saveAs("blocker/script.js");
            tryVerify(() => status.text.indexOf("blocker") >= 0, 5000, status.text);
            verify(status.text.indexOf(qsTr("Saved %1").arg("")) < 0, status.text);
            editor.close();
        }
    }
}

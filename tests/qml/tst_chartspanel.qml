pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import MazeStudy

// The charts area: a completed study opens it; once hidden it stays hidden
// whatever the panes do (new seed, new size), until the user shows it.
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: panelComponent

        ChartsPanel {
            width: root.width
            comparison: Comparison {
                speed: 0
            }
        }
    }

    SignalSpy {
        id: chartsChanged

        signalName: "chartsChanged"
    }
    SignalSpy {
        id: accepted

        signalName: "accepted"
    }

    // As in the window: Space and Return press the focused button.
    ControlKeys {
        window: root.Window.window
    }

    TestCase {
        name: "ChartsPanel"
        when: windowShown

        function test_hiddenChartsStayHidden() {
            const panel = createTemporaryObject(panelComponent, root);
            verify(panel);
            const comparison = panel.comparison;
            comparison.runAll();
            tryVerify(() => comparison.allFinished, 20000);
            verify(!panel.open);
            panel.study.runs = 3;
            verify(panel.study.start(comparison));
            tryVerify(() => !panel.study.running, 60000);
            verify(panel.open);

            mouseClick(findChild(panel, "chartsToggle"));
            verify(!panel.open);
            chartsChanged.target = panel.charts;
            comparison.regenerate();
            tryVerify(() => comparison.allFinished, 20000);
            // The charts are built again from the new mazes, and stay hidden.
            tryVerify(() => chartsChanged.count > 0, 20000);
            verify(!panel.open);
            chartsChanged.clear();
            verify(comparison.setSize(31, 31));
            tryVerify(() => comparison.allFinished, 20000);
            tryVerify(() => chartsChanged.count > 0, 20000);
            verify(!panel.open);

            mouseClick(findChild(panel, "chartsToggle"));
            verify(panel.open);
        }

        // Dragging the top edge sets the charts' height, which the comparison
        // keeps (and saves with the window); a double click goes back to the default.
        function test_draggedHeightIsKept() {
            const panel = createTemporaryObject(panelComponent, root);
            panel.open = true;
            waitForRendering(panel, 100);
            const before = panel.shownHeight;
            const handle = findChild(panel, "chartsResizeHandle");
            verify(handle);
            mousePress(handle, handle.width / 2, 2);
            mouseMove(handle, handle.width / 2, -60);
            mouseRelease(handle, handle.width / 2, -60);
            verify(panel.comparison.chartsHeight > before, panel.comparison.chartsHeight);
            compare(panel.shownHeight, panel.comparison.chartsHeight);
            mouseDoubleClickSequence(handle, handle.width / 2, 2);
            compare(panel.comparison.chartsHeight, -1);
            compare(panel.shownHeight, before);
        }

        // Seeds are whole numbers, however large (not 1.64409e+15).
        function test_studyTipShowsTheWholeSeed() {
            const panel = createTemporaryObject(panelComponent, root);
            panel.comparison.seed = 1644090000000000;
            const tip = findChild(panel, "runStudy").tip;
            verify(tip.indexOf("base seed 1644090000000000") >= 0, tip);
        }

        // A whole task without a mouse: a study (Ctrl+R), the chart tabs
        // (focused, they show a ring; the arrows switch them), Tab into the
        // Differences' headers (a ring too), Return and Space sort, then
        // Ctrl+E, the menu's Export all, and Return accepts its dialog.
        function test_studySortExportByKeyboard() {
            const panel = createTemporaryObject(panelComponent, root);
            const comparison = panel.comparison;
            comparison.addPane("wilson");
            comparison.addPane("backtracker");
            while (comparison.panes.rowCount() > 2)
                comparison.removePane(0);
            verify(comparison.setSize(21, 21));
            comparison.runAll();
            tryVerify(() => comparison.allFinished, 20000);
            panel.study.runs = 30;
            keyClick(Qt.Key_R, Qt.ControlModifier);
            verify(panel.study.running);
            tryVerify(() => !panel.study.running, 60000);
            verify(panel.open);
            waitForRendering(panel, 100);

            const tabs = findChild(panel, "chartTabs");
            tabs.itemAt(0).forceActiveFocus(Qt.TabFocusReason);
            verify(findChild(panel, "chartTabFocus0").visible, "the focused tab shows a ring");
            verify(!findChild(panel, "chartTabFocus1").visible);
            keyClick(Qt.Key_Right);
            compare(tabs.currentIndex, 1);
            verify(tabs.itemAt(1).activeFocus, "the focus goes with the current tab");
            verify(findChild(panel, "chartTabFocus1").visible);
            verify(!findChild(panel, "chartTabFocus0").visible);
            keyClick(Qt.Key_Left);
            compare(tabs.currentIndex, 0);
            for (let i = 0; i < panel.differencesTab; ++i)
                keyClick(Qt.Key_Right);
            verify(panel.showsDifferences);
            waitForRendering(panel, 100);

            keyClick(Qt.Key_Tab);
            const header = findChild(panel, "comparisonHeader0");
            verify(header.activeFocus, "Tab goes from the tabs to the table's first header");
            verify(findChild(panel, "comparisonHeaderFocus0").visible, "the focused header shows a ring");
            for (let i = 0; i < 3; ++i)
                keyClick(Qt.Key_Tab);
            verify(findChild(panel, "comparisonHeader3").activeFocus);
            const table = panel.differences;
            keyClick(Qt.Key_Return);
            compare(table.sortColumn, ComparisonTableModel.Certainty);
            compare(table.sortOrder, Qt.AscendingOrder);
            tryVerify(() => findChild(panel, "comparisonHeader3").activeFocus, 5000, "the header keeps the focus once sorted");
            verify(findChild(panel, "comparisonHeaderFocus3").visible, "and its ring");
            keyClick(Qt.Key_Space);
            compare(table.sortOrder, Qt.DescendingOrder);

            // Export all: the charts' items are off on the Differences' tab, so Down goes to it.
            const menu = findChild(panel, "exportMenu");
            keyClick(Qt.Key_E, Qt.ControlModifier);
            tryCompare(menu, "opened", true);
            keyClick(Qt.Key_Down);
            verify(findChild(panel, "exportAll").activeFocus);
            keyClick(Qt.Key_Return);
            const dialog = findChild(panel, "chartExportDialog");
            tryCompare(dialog, "opened", true);
            accepted.target = dialog;
            accepted.clear();
            keyClick(Qt.Key_Return);
            compare(accepted.count, 1, "Return accepts the dialog");
            const folders = findChild(panel, "exportFolderDialog");
            tryCompare(folders, "visible", true);
            folders.reject();
        }

        // The differences' tab: a study of two panes, its generators compared
        // a row a metric in words; a header's click sorts by its column, and
        // so do Space and Return on it.
        function test_differencesTableSorts() {
            const panel = createTemporaryObject(panelComponent, root);
            const comparison = panel.comparison;
            comparison.addPane("wilson");
            comparison.addPane("backtracker");
            while (comparison.panes.rowCount() > 2)
                comparison.removePane(0);
            verify(comparison.setSize(21, 21));
            comparison.runAll();
            tryVerify(() => comparison.allFinished, 20000);
            panel.study.runs = 30;
            verify(panel.study.start(comparison));
            tryVerify(() => !panel.study.running, 60000);
            mouseClick(findChild(panel, "chartTabs").itemAt(panel.differencesTab));
            verify(panel.showsDifferences);
            const table = panel.differences;
            verify(!table.empty);
            waitForRendering(panel, 100);

            const sortKey = Qt.UserRole + 1;
            const keys = column => {
                const found = [];
                for (let row = 0; row < table.rowCount(); ++row)
                    found.push(table.data(table.index(row, column), sortKey));
                return found;
            };
            mouseClick(findChild(panel, "comparisonHeader3"));
            compare(table.sortColumn, ComparisonTableModel.Certainty);
            compare(table.sortOrder, Qt.AscendingOrder);
            const p = keys(ComparisonTableModel.Certainty);
            for (let i = 1; i < p.length; ++i)
                verify(p[i - 1] <= p[i], p);
            mouseClick(findChild(panel, "comparisonHeader3"));
            compare(table.sortOrder, Qt.DescendingOrder);
            compare(keys(ComparisonTableModel.Certainty)[0], p[p.length - 1]);

            const metricHeader = findChild(panel, "comparisonHeader0");
            metricHeader.forceActiveFocus();
            keyClick(Qt.Key_Space);
            compare(table.sortColumn, ComparisonTableModel.Metric);
            compare(table.data(table.index(0, 0), Qt.DisplayRole), "Dead ends"); // first of the metrics from A
            let deadEnds = "";
            for (let row = 0; row < table.rowCount(); ++row) {
                if (table.data(table.index(row, 0), Qt.DisplayRole) === "Dead ends")
                    deadEnds = table.data(table.index(row, 1), Qt.DisplayRole);
            }
            verify(/^Dead ends with Wilson's algorithm are \d+(\.\d+)? points higher than with .+, 95% CI \d+(\.\d+)? to \d+(\.\d+)?; certain$/.test(deadEnds), deadEnds);
            keyClick(Qt.Key_Return);
            compare(table.sortOrder, Qt.DescendingOrder);
        }

        // A study of solvers by keyboard alone: the Solvers tab first says
        // how to fill it; the Solvers button opens their boxes, the first
        // focused; Tab and Space tick two, Escape closes; the study (Ctrl+R)
        // measures them, their chart fills the tab and the Differences
        // compare the generators by each solver's steps.
        function test_studyOfSolversByKeyboard() {
            const panel = createTemporaryObject(panelComponent, root);
            const comparison = panel.comparison;
            comparison.addPane("binary-tree");
            comparison.addPane("backtracker");
            while (comparison.panes.rowCount() > 2)
                comparison.removePane(0);
            verify(comparison.setSize(21, 21));
            comparison.runAll();
            tryVerify(() => comparison.allFinished, 20000);
            panel.open = true;
            panel.switchTab(ChartsModel.SolverSteps);
            const emptyText = findChild(panel, "chartEmptyText");
            verify(emptyText.visible);
            verify(emptyText.text.indexOf("tick them under Solvers") >= 0, emptyText.text);
            verify(!panel.chartShown, "no chart to export");

            const button = findChild(panel, "studySolvers");
            compare(button.text, "Solvers");
            button.forceActiveFocus(Qt.TabFocusReason);
            keyClick(Qt.Key_Space);
            const popup = findChild(panel, "studySolversPopup");
            tryCompare(popup, "opened", true);
            verify(findChild(popup.contentItem, "studySolver-random-mouse").activeFocus, "the first solver's box has the keys");
            keyClick(Qt.Key_Tab);
            verify(findChild(popup.contentItem, "studySolver-wall-follower-left").activeFocus);
            keyClick(Qt.Key_Space);
            keyClick(Qt.Key_Tab);
            keyClick(Qt.Key_Space);
            compare(panel.study.solvers, ["wall-follower-left", "wall-follower-right"]);
            compare(button.text, "Solvers (2)");
            verify(findChild(panel, "runStudy").tip.indexOf("each solved by 2 solvers") >= 0);
            keyClick(Qt.Key_Escape);
            tryCompare(popup, "visible", false);

            panel.study.runs = 20;
            keyClick(Qt.Key_R, Qt.ControlModifier);
            verify(panel.study.running);
            verify(!button.enabled, "the solvers wait while the study runs");
            tryVerify(() => !panel.study.running, 60000);
            verify(panel.charts.hasSolverSteps);
            compare(findChild(panel, "chartItem").kind, ChartsModel.SolverSteps);
            verify(!emptyText.visible);
            verify(panel.chartShown);

            const table = panel.differences;
            const solverRows = [];
            for (let row = 0; row < table.rowCount(); ++row) {
                const metric = table.data(table.index(row, 0), Qt.DisplayRole);
                if (metric.indexOf("Steps of ") === 0)
                    solverRows.push(metric);
            }
            compare(solverRows.sort(), ["Steps of Wall follower (left hand)", "Steps of Wall follower (right hand)"]);

            // None clears them for the next study; this one's chart stays.
            button.forceActiveFocus(Qt.TabFocusReason);
            keyClick(Qt.Key_Space);
            tryCompare(popup, "opened", true);
            findChild(popup.contentItem, "studySolversNone").clicked();
            compare(panel.study.solvers, []);
            verify(panel.charts.hasSolverSteps);
            keyClick(Qt.Key_Escape);
            tryCompare(popup, "visible", false);
        }
    }
}

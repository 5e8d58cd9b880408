pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// One pane as the user meets it: its buttons, status line, maze view and metrics.
Item {
    id: root

    width: 420
    height: 640

    // A pane's view with the model it shows, which lives as long as the view.
    Component {
        id: paneComponent

        Item {
            id: box

            readonly property PaneModel model: PaneModel {}
            readonly property alias view: view

            width: 400
            height: 620

            PaneView {
                id: view

                anchors.fill: parent
                pane: box.model
                index: 0
            }
        }
    }
    SignalSpy {
        id: removeSpy

        signalName: "removeRequested"
    }
    SignalSpy {
        id: settingsSpy

        signalName: "settingsRequested"
    }

    TestCase {
        name: "PaneView"
        when: windowShown

        function makePane(generatorId, speed) {
            const box = createTemporaryObject(paneComponent, root);
            verify(box);
            box.model.generatorId = generatorId;
            box.model.speed = speed;
            return {
                model: box.model,
                view: box.view
            };
        }

        function test_runButtonRunsToTheEnd() {
            const pane = makePane("backtracker", 0);
            const run = findChild(pane.view, "runButton");
            verify(run.enabled);
            compare(findChild(pane.view, "statusLine").text.indexOf("Ready"), 0);
            mouseClick(run);
            tryCompare(pane.model, "status", PaneModel.Finished, 20000);
            verify(!run.enabled);
            verify(!findChild(pane.view, "pauseButton").enabled);
            // A finished maze can be stepped again from its first move.
            verify(findChild(pane.view, "stepButton").enabled);
            tryVerify(() => pane.model.hasMetrics, 20000);
            const status = findChild(pane.view, "statusLine").text;
            verify(status.indexOf("Finished") === 0, status);
            verify(status.indexOf("depth 0") > 0, status);
            // The three headline metrics, as numbers.
            const metrics = findChild(pane.view, "metrics");
            let numbers = 0;
            for (let i = 0; i < metrics.children.length; ++i) {
                if (/^\d/.test(metrics.children[i].text))
                    ++numbers;
            }
            compare(numbers, 3);
            // Step on the finished maze: stepping starts at the first move.
            mouseClick(findChild(pane.view, "stepButton"));
            tryVerify(() => pane.view.stepper.active && !pane.view.stepper.busy, 20000);
            compare(pane.view.stepper.position, 1);
            compare(pane.view.mode, PaneView.Step);
            const stepping = findChild(pane.view, "statusLine").text;
            verify(stepping.indexOf("step 1 of") === 0, stepping);
        }

        function test_stepPauseAndReset() {
            const pane = makePane("rotating-dfs", 1);
            const step = findChild(pane.view, "stepButton");
            mouseClick(step);
            tryCompare(pane.model, "moves", 1);
            mouseClick(step);
            tryCompare(pane.model, "moves", 2);
            compare(pane.model.status, PaneModel.Paused);
            verify(findChild(pane.view, "statusLine").text.indexOf("Paused") === 0);
            // The start's cell is in the maze: the bar shows it, and hides once the maze is finished.
            const built = findChild(pane.view, "buildProgress");
            verify(built.visible);
            verify(pane.model.progress > 0 && pane.model.progress < 0.1, pane.model.progress);
            compare(built.value, pane.model.progress);
            mouseClick(findChild(pane.view, "runButton"));
            compare(pane.model.status, PaneModel.Running);
            const pause = findChild(pane.view, "pauseButton");
            verify(pause.enabled);
            mouseClick(pause);
            compare(pane.model.status, PaneModel.Paused);
            mouseClick(findChild(pane.view, "resetButton"));
            compare(pane.model.status, PaneModel.Ready);
            compare(pane.model.moves, 0);
        }

        function test_automatonShowsSweeps() {
            const pane = makePane("automaton", 0);
            mouseClick(findChild(pane.view, "runButton"));
            tryCompare(pane.model, "status", PaneModel.Finished, 20000);
            const status = findChild(pane.view, "statusLine").text;
            verify(status.indexOf("sweep " + pane.model.sweeps) > 0, status);
        }

        // The Life-like automaton's sweeps are generations, and the status says so.
        function test_lifeShowsGenerations() {
            const pane = makePane("life", 0);
            mouseClick(findChild(pane.view, "runButton"));
            tryCompare(pane.model, "status", PaneModel.Finished, 20000);
            const status = findChild(pane.view, "statusLine").text;
            verify(status.indexOf("generation " + pane.model.sweeps) > 0, status);
            verify(status.indexOf("sweep") < 0, status);
        }

        function test_mazeViewShowsThePane() {
            const pane = makePane("permutation-dfs", 0);
            const view = findChild(pane.view, "mazeView");
            compare(view.mazeLayer, pane.model.mazeLayer);
            compare(view.mazeLayer.rows, 41);
            compare(view.mazeLayer.cols, 51);
            verify(view.fitted);
            verify(view.zoom >= 1);
            verify(view.width > 0 && view.height > 0);
            // Whole maze inside the view.
            verify(view.originX >= 0 && view.originX + 51 * view.zoom <= view.width + 0.5);
            pane.view.mazeView.zoomIn();
            verify(!view.fitted);
            pane.view.mazeView.fit();
            verify(view.fitted);
            // The unit under a pixel, and back.
            const unit = view.unitAt(view.originX + 3.5 * view.zoom, view.originY + 2.5 * view.zoom);
            compare(unit.x, 3);
            compare(unit.y, 2);
        }

        function test_removeAndSettingsAsk() {
            const pane = makePane("backtracker", 1);
            removeSpy.target = pane.view;
            settingsSpy.target = pane.view;
            // Remove is in the pane's menu, with the file actions.
            const menuButton = findChild(pane.view, "paneMenu");
            mouseClick(menuButton);
            tryCompare(menuButton.menu, "opened", true);
            mouseClick(findChild(Overlay.overlay, "removePane"));
            compare(removeSpy.count, 1);
            tryCompare(menuButton.menu, "opened", false);
            mouseClick(findChild(pane.view, "paneSettings"));
            compare(settingsSpy.count, 1);
            pane.view.canRemove = false;
            mouseClick(menuButton);
            tryCompare(menuButton.menu, "opened", true);
            verify(!findChild(Overlay.overlay, "removePane").enabled);
            menuButton.menu.close();
        }

        function test_failedPaneSaysWhy() {
            const pane = makePane("backtracker", 0);
            pane.model.setSize(40, 40);
            compare(pane.model.status, PaneModel.Failed);
            verify(pane.model.errorString.indexOf("odd") >= 0, pane.model.errorString);
            verify(!findChild(pane.view, "runButton").enabled);
            compare(findChild(pane.view, "statusLine").text, "Cannot generate");
            // Nothing is being built: no empty progress bar.
            verify(!findChild(pane.view, "buildProgress").visible);
            // The figures' headings sit just above their dashes, all at one height.
            const items = Array.from(findChild(pane.view, "metrics").children);
            const dashes = items.filter(item => item.text === "–");
            compare(dashes.length, 3);
            for (const heading of items.filter(item => item.text === "Dead ends" || item.text === "Horizontal")) {
                const gap = dashes[0].y - (heading.y + heading.height);
                verify(gap >= 0 && gap < 4, heading.text + " ends " + gap + " px above the figures");
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import MazeStudy

// The comparison window: the toolbar over the panes.
ApplicationWindow {
    id: window

    required property Comparison comparison
    required property LanguageSwitcher languages
    readonly property bool dark: palette.window.hslLightness < 0.5

    // The controls follow the application's palette (the desktop's, or the
    // one --theme sets): 6.4's Fusion style would otherwise keep its own.
    palette.window: system.window
    palette.base: system.base
    palette.alternateBase: system.alternateBase
    palette.button: system.button
    palette.highlight: system.highlight
    palette.highlightedText: system.highlightedText
    palette.light: system.light
    palette.midlight: system.midlight
    palette.mid: system.mid
    palette.dark: system.dark
    palette.shadow: system.shadow
    palette.placeholderText: system.placeholderText
    // Text roles per group, so that disabled controls look disabled.
    palette.active.text: system.text
    palette.inactive.text: system.text
    palette.disabled.text: systemDisabled.text
    palette.active.windowText: system.windowText
    palette.inactive.windowText: system.windowText
    palette.disabled.windowText: systemDisabled.windowText
    palette.active.buttonText: system.buttonText
    palette.inactive.buttonText: system.buttonText
    palette.disabled.buttonText: systemDisabled.buttonText
    width: 1280
    height: 800
    minimumWidth: 480
    minimumHeight: 400
    visible: true
    title: qsTr("MazeStudy")

    Component.onCompleted: {
        RestartRequest.comparison = comparison;
        const geometry = comparison.windowGeometry;
        if (geometry.width > 0 && geometry.height > 0) {
            x = geometry.x;
            y = geometry.y;
            width = geometry.width;
            height = geometry.height;
        }
    }
    onClosing: comparison.windowGeometry = Qt.rect(x, y, width, height)

    // A restart for the 3D view would lose a study's results: it asks first.
    readonly property bool studyAtStake: footer.study.running || footer.study.done > 0
    onStudyAtStakeChanged: RestartRequest.studyAtStake = studyAtStake

    SystemPalette {
        id: system

        colorGroup: SystemPalette.Active
    }
    SystemPalette {
        id: systemDisabled

        colorGroup: SystemPalette.Disabled
    }

    header: MainToolBar {
        comparison: window.comparison
        languages: window.languages
        shortcutsEnabled: view.shortcutsEnabled
        onSizeDialogRequested: view.openSizeDialog()
        onChartsToggleRequested: footer.open = !footer.open
        onStepAllRequested: LockStep.stepAll(view.steppers)
    }

    // The charts area: its bar is always there, the charts open above it.
    footer: ChartsPanel {
        id: footer

        comparison: window.comparison
        // What the panes leave with their controls whole, up to 45% of the window, so that the
        // mazes above keep some room (at 1280 x 800 a maze had 80 pixels); a chart keeps room for
        // whole axis titles and boxes that look like boxes, and the panes scroll. Dragging the edge sets it.
        openHeight: Math.max(240, Math.min(window.height * 0.45, window.height - window.header.height - footer.barHeight - view.minimumHeight))
        maximumOpenHeight: window.height - 300
        shortcutsEnabled: view.shortcutsEnabled
    }

    ComparisonView {
        id: view

        anchors.fill: parent
        comparison: window.comparison
        dark: window.dark
        onExportMazeRequested: index => footer.exportMaze(index)
        onExportAnimationRequested: index => footer.exportAnimation(index)
    }

    Shortcut {
        sequence: "Ctrl+Q"
        onActivated: window.close()
    }
    Shortcut {
        sequence: "C"
        enabled: view.shortcutsEnabled
        onActivated: footer.open = !footer.open
    }

    // `mazestudy --screenshot FILE --show SCENE` (scripts/screenshots.sh): once
    // the panes have finished, the window is put in the scene, and the
    // picture is taken when sceneReady holds.
    readonly property bool sceneReady: {
        if (scene === "stepping")
            return view.steppers.every(stepper => !stepper.busy && stepper.position === 60);
        if (scene === "charts")
            return !footer.study.running && !footer.charts.empty && !footer.chartDrawing;
        if (scene === "solver-study")
            return !footer.study.running && footer.charts.hasSolverSteps && !footer.chartDrawing;
        if (scene === "differences")
            return !footer.study.running && !footer.differences.empty;
        if (scene === "race")
            return view.raceDialog.race.state === SolverRace.Finished;
        return true;
    }
    property string scene

    function showScene(name) {
        scene = name;
        if (name === "stepping") {
            comparison.showStack = true;
            LockStep.seekAll(view.steppers, 60);
        } else if (name === "charts") {
            footer.open = true;
            footer.study.start(comparison);
        } else if (name === "solver-study") {
            footer.showSolvers(view.raceDialog.solvers.raceDefaults());
            footer.study.start(comparison);
        } else if (name === "differences") {
            footer.showDifferences();
            footer.study.start(comparison);
        } else if (name === "play") {
            view.paneView(0).game.mode = GameBoard.Play;
        } else if (name === "solve") {
            view.paneView(0).game.mode = GameBoard.Solve;
            view.paneView(0).game.solve.finish();
        } else if (name === "race") {
            view.raceDialog.openFor(0);
            view.raceDialog.close();
            view.raceDialog.startRace();
        } else if (name === "trace") {
            view.paneView(0).game.mode = GameBoard.Trace;
            view.paneView(0).game.trace.finish();
        } else if (name === "edit") {
            view.paneView(0).game.mode = GameBoard.Edit;
        } else if (name === "lab") {
            view.labEditor.openFor(view.paneView(0).pane, 0, view.paneView(0));
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The panes side by side, one per generator, wrapping into rows when the
// space is narrow; the size dialog, the pane settings and the keyboard. The
// pane commands act on the current pane: the one last clicked or given the
// keyboard's focus, or chosen with Alt+1 to Alt+8.
Item {
    id: view

    required property Comparison comparison
    property bool dark: false
    readonly property bool shortcutsEnabled: !sizeDialog.visible && !paneSettings.visible && !labEditor.visible && !raceDialog.visible
    // No pane is laid out narrower than this: its controls need the room.
    readonly property int paneMinimumWidth: 230
    // The panes get less than roomyPaneHeight each (PaneView.compactPages).
    // Decided after the layout has settled, never during it: the panes'
    // heights follow from it, and the columns from theirs, and a grid whose
    // columns change while Qt 6.4 arranges it reads items it has freed.
    property bool compactPanes: false
    readonly property int roomyPaneHeight: 560
    function updateCompactPanes() {
        const rows = Math.ceil(panes.count / Math.max(1, grid.columns));
        compactPanes = (scroller.height - (rows - 1) * grid.rowSpacing) / rows < roomyPaneHeight;
    }
    onHeightChanged: Qt.callLater(updateCompactPanes)
    Component.onCompleted: Qt.callLater(updateCompactPanes)
    // The least height that shows every pane's controls whole (and a small maze).
    readonly property real minimumHeight: grid.implicitHeight + scroller.anchors.topMargin + scroller.anchors.bottomMargin

    // The columns that give the mazes the most room: each pane's maze gets
    // what its share of the width and height leaves beside its controls.
    function bestColumns(count, width, height, spacing) {
        const first = panes.count > 0 ? panes.itemAt(0) as PaneView : null;
        const controlsHeight = first ? first.tallControlsHeight : 400;
        let best = 1;
        let bestSide = -1;
        for (let columns = 1; columns <= Math.max(1, count); ++columns) {
            const paneWidth = (width - (columns - 1) * spacing) / columns;
            if (columns > 1 && paneWidth < paneMinimumWidth)
                break;
            const rows = Math.ceil(count / columns);
            const paneHeight = (height - (rows - 1) * spacing) / rows;
            const side = Math.min(paneWidth - 20, paneHeight - controlsHeight);
            if (side > bestSide) {
                best = columns;
                bestSide = side;
            }
        }
        return best;
    }
    // A pane's file menu asked to export its maze as a picture (the charts' export dialog does it).
    signal exportMazeRequested(int index)
    // ... or its run as an animation (the charts bar's animation export does it).
    signal exportAnimationRequested(int index)

    readonly property alias sizeDialog: sizeDialog
    readonly property alias paneSettings: paneSettings
    readonly property alias labEditor: labEditor
    readonly property alias raceDialog: raceDialog

    function openSizeDialog() {
        sizeDialog.openFor();
    }

    // The pane's view at this index, or null.
    function paneView(index) {
        return panes.itemAt(index);
    }

    property int currentIndex: 0
    readonly property PaneView currentPane: {
        paneViews;
        const pane = panes.itemAt(Math.min(currentIndex, panes.count - 1)) as PaneView;
        return pane;
    }
    // A pane takes the keyboard's focus (a click on its maze or a button, Tab): it becomes the current one.
    readonly property Item focusItem: Window.activeFocusItem
    onFocusItemChanged: {
        for (let item = focusItem; item; item = item.parent) {
            const pane = item as PaneView;
            if (pane) {
                currentIndex = pane.index;
                return;
            }
        }
    }

    // Every pane's stepper, in pane order: what LockStep steps together.
    // Collected again whenever the Repeater adds or removes a pane's view.
    property int paneViews: 0
    readonly property var steppers: {
        paneViews;
        const list = [];
        for (let i = 0; i < panes.count; ++i) {
            const pane = panes.itemAt(i);
            if (pane)
                list.push(pane.stepper);
        }
        return list;
    }

    // Every pane's title as tall as the tallest, so that the mazes line up
    // when one generator's name takes two lines.
    readonly property real titleHeight: {
        let tallest = 0;
        for (let i = 0; i < panes.count; ++i) {
            const pane = panes.itemAt(i);
            if (pane)
                tallest = Math.max(tallest, pane.titleImplicitHeight);
        }
        return tallest;
    }

    // The first pane being stepped, -1 for none: the stack panel shows while there is one.
    readonly property int steppingIndex: {
        for (let i = 0; i < panes.count; ++i) {
            const pane = panes.itemAt(i);
            if (pane && pane.stepper.active)
                return i;
        }
        return -1;
    }

    // The same zoom on every pane's maze: zoomAll(maze => maze.fit()).
    function zoomAll(zoom) {
        for (let i = 0; i < panes.count; ++i) {
            const pane = panes.itemAt(i) as PaneView;
            if (pane)
                zoom(pane.mazeView);
        }
    }

    // Panes never shrink below their controls: when the rows do not fit, they scroll.
    Flickable {
        id: scroller

        objectName: "paneScroller"
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: stackPanel.visible ? stackPanel.left : parent.right
        anchors.margins: 6
        contentWidth: width
        contentHeight: grid.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentHeight > height
        // In the margin beside the panes, so showing it never narrows them.
        ScrollBar.vertical: ScrollBar {
            parent: view
            anchors.top: scroller.top
            anchors.bottom: scroller.bottom
            anchors.left: scroller.right
            width: 6
            policy: scroller.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        GridLayout {
            id: grid

            width: scroller.width
            height: Math.max(scroller.height, implicitHeight)
            rowSpacing: 6
            columnSpacing: 6
            columns: view.bestColumns(panes.count, width, scroller.height, columnSpacing)
            onColumnsChanged: Qt.callLater(view.updateCompactPanes)

            Repeater {
                id: panes

                model: view.comparison.panes
                onItemAdded: {
                    ++view.paneViews;
                    Qt.callLater(view.updateCompactPanes);
                }
                onItemRemoved: {
                    ++view.paneViews;
                    Qt.callLater(view.updateCompactPanes);
                }

                delegate: PaneView {
                    id: paneView

                    objectName: "pane" + paneView.index
                    dark: view.dark
                    labClassic: view.comparison.labClassic
                    showValues: view.comparison.showValues
                    dotPicture: view.comparison.dotPicture
                    canRemove: view.comparison.panes.count > 1
                    current: paneView.index === Math.min(view.currentIndex, panes.count - 1)
                    showCurrent: panes.count > 1
                    // Equal preferred sizes, so the panes share the space equally.
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: view.paneMinimumWidth
                    Layout.preferredHeight: 100
                    Layout.minimumHeight: paneView.implicitHeight
                    Layout.minimumWidth: 0
                    titleHeight: view.titleHeight
                    compactPages: view.compactPanes
                    onRemoveRequested: view.comparison.removePane(paneView.index)
                    onSettingsRequested: view.paneSettings.openFor(paneView.pane, paneView.index)
                    onScriptRequested: labEditor.openFor(paneView.pane, paneView.index, paneView)
                    onStepModeChosen: view.comparison.showStack = true
                    onCurrentRequested: view.currentIndex = paneView.index
                    onExportRequested: view.exportMazeRequested(paneView.index)
                    onAnimationRequested: view.exportAnimationRequested(paneView.index)
                    onRaceRequested: raceDialog.openFor(paneView.index)
                    onPlaySizeRequested: {
                        view.comparison.setSize(paneView.game.playSide, paneView.game.playSide);
                        view.comparison.runAll();
                    }
                }
            }
        }
    }

    // The selected pane's call stack, and stepping all panes in lock-step.
    StackPanel {
        id: stackPanel

        objectName: "stackPanel"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: 6
        width: Math.min(320, Math.max(220, view.width * 0.22))
        comparison: view.comparison
        paneViewAt: index => panes.count > index ? panes.itemAt(index) : null
        steppers: view.steppers
        steppingIndex: view.steppingIndex
        // Its room kept while it is shown, so that the first step moves no pane.
        visible: view.comparison.showStack
    }

    SizeDialog {
        id: sizeDialog

        comparison: view.comparison
    }

    LabEditor {
        id: labEditor

        objectName: "labEditor"
        dark: view.dark
        reservedRight: stackPanel.visible ? stackPanel.width + 2 * stackPanel.anchors.margins : 0
    }

    RaceDialog {
        id: raceDialog

        comparison: view.comparison
        paneViews: panes
    }

    PaneSettingsPopup {
        id: paneSettings

        generators: view.comparison.generators
    }

    // Space presses a focused button; it makes new mazes only while no control has the focus.
    ControlKeys {
        window: view.Window.window
    }

    Shortcut {
        sequences: ["Space", "F5"]
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.regenerate()
    }
    Shortcut {
        sequence: "Esc"
        enabled: view.shortcutsEnabled
        onActivated: sizeDialog.openFor()
    }
    Shortcut {
        sequence: "R"
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.runAll()
    }
    Shortcut {
        sequence: "P"
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.pauseAll()
    }
    Shortcut {
        sequence: "S"
        enabled: view.shortcutsEnabled
        onActivated: LockStep.stepAll(view.steppers)
    }
    Shortcut {
        sequence: "Shift+R"
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.resetAll()
    }
    Shortcut {
        sequences: ["+", "="]
        enabled: view.shortcutsEnabled
        onActivated: view.zoomAll(maze => maze.zoomIn())
    }
    Shortcut {
        sequence: "-"
        enabled: view.shortcutsEnabled
        onActivated: view.zoomAll(maze => maze.zoomOut())
    }
    Shortcut {
        sequence: "F"
        enabled: view.shortcutsEnabled
        onActivated: view.zoomAll(maze => maze.fit())
    }
    Shortcut {
        sequence: "K"
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.showStack = !view.comparison.showStack
    }

    // Stepping the current pane, with a debugger's keys.
    Shortcut {
        sequence: "F11"
        enabled: view.shortcutsEnabled && view.currentPane !== null
        onActivated: view.currentPane.step()
    }
    Shortcut {
        sequence: "Shift+F11"
        enabled: view.shortcutsEnabled && view.currentPane !== null && view.currentPane.stepper.canGoBack
        onActivated: view.currentPane.stepper.stepBack()
    }
    Shortcut {
        sequence: "F10"
        enabled: view.shortcutsEnabled && view.currentPane !== null && !view.currentPane.stepper.atEnd
        onActivated: view.currentPane.stepper.stepOver()
    }
    Shortcut {
        sequence: "F12"
        enabled: view.shortcutsEnabled && view.currentPane !== null && !view.currentPane.stepper.atEnd
        onActivated: view.currentPane.stepper.stepOut()
    }
}

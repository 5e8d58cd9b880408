pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import MazeStudy

// The panes side by side, one per generator, wrapping into rows when the
// space is narrow; the size dialog, the pane settings and the keyboard.
Item {
    id: view

    required property Comparison comparison
    property bool dark: false
    readonly property bool shortcutsEnabled: !sizeDialog.visible && !paneSettings.visible
    // Panes at least this wide side by side; fewer a row below it.
    readonly property int paneMinimumWidth: 300
    readonly property alias sizeDialog: sizeDialog
    readonly property alias paneSettings: paneSettings

    function openSizeDialog() {
        sizeDialog.openFor();
    }

    // The pane's view at this index, or null.
    function paneView(index) {
        return panes.itemAt(index);
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

    function zoomAll(how) {
        for (let i = 0; i < panes.count; ++i) {
            const pane = panes.itemAt(i);
            if (pane)
                pane.zoom(how);
        }
    }

    GridLayout {
        id: grid

        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: stackPanel.visible ? stackPanel.left : parent.right
        anchors.margins: 6
        rowSpacing: 6
        columnSpacing: 6
        columns: Math.max(1, Math.min(panes.count, Math.floor((width + columnSpacing) / (view.paneMinimumWidth + columnSpacing))))

        Repeater {
            id: panes

            model: view.comparison.panes

            delegate: PaneView {
                id: paneView

                objectName: "pane" + paneView.index
                dark: view.dark
                canRemove: view.comparison.panes.count > 1
                // Equal preferred sizes, so the panes share the space equally.
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: view.paneMinimumWidth
                Layout.preferredHeight: 100
                Layout.minimumWidth: 0
                onRemoveRequested: view.comparison.removePane(paneView.index)
                onSettingsRequested: view.paneSettings.openFor(paneView.pane)
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
        steppingIndex: view.steppingIndex
        visible: view.steppingIndex >= 0
    }

    SizeDialog {
        id: sizeDialog

        comparison: view.comparison
    }

    PaneSettingsPopup {
        id: paneSettings

        generators: view.comparison.generators
    }

    Shortcut {
        sequence: "Space"
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
        onActivated: view.comparison.stepAll()
    }
    Shortcut {
        sequence: "Shift+R"
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.resetAll()
    }
    Shortcut {
        sequences: ["+", "="]
        enabled: view.shortcutsEnabled
        onActivated: view.zoomAll("in")
    }
    Shortcut {
        sequence: "-"
        enabled: view.shortcutsEnabled
        onActivated: view.zoomAll("out")
    }
    Shortcut {
        sequence: "F"
        enabled: view.shortcutsEnabled
        onActivated: view.zoomAll("fit")
    }
    Shortcut {
        sequence: "Ctrl+N"
        enabled: view.shortcutsEnabled
        onActivated: view.comparison.addPane()
    }
}

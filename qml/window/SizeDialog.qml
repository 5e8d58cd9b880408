pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The maze size for every pane: presets, or rows and columns typed in, each
// checked as it is typed (digits, the window's cap, odd sides for the DFS
// family) with the reason shown under the field.
Dialog {
    id: dialog

    required property Comparison comparison
    readonly property string rowsProblem: comparison.sideProblem(rowsField.text, true)
    readonly property string colsProblem: comparison.sideProblem(colsField.text, false)
    readonly property bool acceptable: rowsProblem.length === 0 && colsProblem.length === 0

    function openFor() {
        rowsField.text = comparison.rows;
        colsField.text = comparison.cols;
        open();
        rowsField.forceActiveFocus();
        rowsField.selectAll();
    }

    function apply() {
        if (acceptable && comparison.setSizeText(rowsField.text, colsField.text))
            close();
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(460, parent ? parent.width - 40 : 460)
    modal: true
    title: qsTr("Maze size")
    closePolicy: Popup.CloseOnEscape

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            text: qsTr("Presets")
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4

            Repeater {
                model: dialog.comparison.sizePresets

                Button {
                    required property string modelData
                    required property int index

                    text: modelData
                    flat: true
                    highlighted: index === dialog.comparison.sizePresetIndex
                    onClicked: {
                        dialog.comparison.applySizePreset(index);
                        dialog.close();
                    }
                }
            }
        }

        Label {
            text: qsTr("Custom size")
            font.bold: true
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8

            Label {
                text: qsTr("Rows")
            }
            TextField {
                id: rowsField

                objectName: "rowsField"
                Layout.fillWidth: true
                Accessible.name: qsTr("Rows")
                onAccepted: dialog.apply()
            }
            Item {
                width: 1
                height: 1
                visible: dialog.rowsProblem.length > 0
            }
            Label {
                objectName: "rowsProblem"
                Layout.fillWidth: true
                visible: text.length > 0
                text: dialog.rowsProblem
                wrapMode: Text.Wrap
                color: theme.problem
            }
            Label {
                text: qsTr("Columns")
            }
            TextField {
                id: colsField

                objectName: "colsField"
                Layout.fillWidth: true
                Accessible.name: qsTr("Columns")
                onAccepted: dialog.apply()
            }
            Item {
                width: 1
                height: 1
                visible: dialog.colsProblem.length > 0
            }
            Label {
                objectName: "colsProblem"
                Layout.fillWidth: true
                visible: text.length > 0
                text: dialog.colsProblem
                wrapMode: Text.Wrap
                color: theme.problem
            }
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("From %1 to %2 units a side in the window; the DFS generators need odd sides.").arg(dialog.comparison.minSide).arg(dialog.comparison.maxSide)
            wrapMode: Text.Wrap
            opacity: 0.75
        }
    }

    footer: RowLayout {
        spacing: 8

        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "applySize"
            Layout.bottomMargin: 12
            text: qsTr("Apply")
            enabled: dialog.acceptable
            onClicked: dialog.apply()
        }
        Button {
            Layout.rightMargin: 12
            Layout.bottomMargin: 12
            text: qsTr("Cancel")
            onClicked: dialog.close()
        }
    }

    MazeTheme {
        id: theme

        dark: dialog.palette.window.hslLightness < 0.5
    }
}

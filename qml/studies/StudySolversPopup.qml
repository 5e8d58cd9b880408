pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The solvers a study from the window includes: each one ticked solves every
// maze of every generator, and the study measures it as `mazestudy-cli study
// --solvers` does. A popup above the charts' bar that stays open while the
// boxes are ticked; Escape or a click outside closes it.
Popup {
    id: popup

    required property StudyController study
    required property SolverListModel solvers

    objectName: "studySolversPopup"
    focus: true
    padding: 12
    // As wide as the boxes, whatever the words above them: a width that
    // followed the wrapped text would change the height, which moves the
    // popup, which lays it out again.
    width: solverGrid.implicitWidth + leftPadding + rightPadding
    // Inside the window, moved rather than squeezed where there is no room above the bar.
    margins: 6
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent
    // The keyboard starts on the first solver's box.
    onOpened: (solverBoxes.itemAt(0) as CheckBox).forceActiveFocus(Qt.TabFocusReason) // qmllint disable type

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            Layout.fillWidth: true
            Layout.preferredWidth: solverGrid.implicitWidth
            wrapMode: Text.Wrap
            text: qsTr("Each solver ticked solves every maze of the study. The study measures its steps, the cells it visits, its memory and how often it reaches the exit, and compares the generators by its steps.")
        }
        GridLayout {
            id: solverGrid

            Layout.fillWidth: true
            columns: 2
            columnSpacing: 12
            rowSpacing: 0

            Repeater {
                id: solverBoxes

                model: popup.solvers

                delegate: CheckBox {
                    required property string solverId
                    required property string name
                    required property string summary

                    objectName: "studySolver-" + solverId
                    Layout.fillWidth: true
                    text: name
                    checked: popup.study.solvers.indexOf(solverId) >= 0 // qmllint disable type
                    onToggled: popup.study.setSolverChosen(solverId, checked)
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: summary
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Button {
                objectName: "studySolversNone"
                text: qsTr("None")
                enabled: popup.study.solvers.length > 0
                onClicked: popup.study.solvers = []
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "studySolversClose"
                text: qsTr("Close")
                onClicked: popup.close()
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// Stepping one pane through its recursion: back one move, step over the next
// child call, step out of the current one, run to the end, pause at a stack
// depth or when a clicked unit is reached, and the timeline slider over
// [0, all moves]. While stepping has not started on a maze that is not
// finished, the timeline's place shows how much of the maze is built.
ColumnLayout {
    id: controls

    required property PaneStepper stepper
    // Clicks on this view choose the unit to pause at, while pickingUnit.
    property MazeView mazeView: null
    property bool pickingUnit: false
    // The maze is not finished and stepping has not started: no timeline yet, its progress instead.
    property bool showProgress: false

    spacing: 2

    // Connections is built into QtQml, whose qmltypes 6.4's Debian packages lack.
    Connections { // qmllint disable import type
        target: controls.mazeView // qmllint disable type

        function onUnitClicked(row: int, col: int, button: int, modifiers: int) {
            if (!controls.pickingUnit)
                return;
            controls.pickingUnit = false;
            controls.stepper.runToUnit(row, col);
        }
    }

    RowLayout {
        objectName: "steppingButtons"
        Layout.fillWidth: true
        // As the Generate page's row, button for button (GenerateControls).
        spacing: 4

        ToolTipButton {
            objectName: "backButton"
            iconName: "back"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Back")
            enabled: controls.stepper.canGoBack
            tip: qsTr("Back: undo one move")
            shortcut: qsTr("Shift+F11")
            onClicked: controls.stepper.stepBack()
        }
        ToolTipButton {
            objectName: "stepInButton"
            iconName: "step"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Step")
            enabled: !controls.stepper.atEnd
            tip: qsTr("Step: one move, with the stepping colours, arrows, stack and narration")
            shortcut: "F11"
            onClicked: controls.stepper.stepForward()
        }
        ToolTipButton {
            objectName: "stepOverButton"
            iconName: "stepover"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Step over")
            enabled: !controls.stepper.atEnd
            tip: qsTr("Step over: finish the next child call entirely")
            shortcut: "F10"
            onClicked: controls.stepper.stepOver()
        }
        ToolTipButton {
            objectName: "stepOutButton"
            iconName: "stepout"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Step out")
            enabled: !controls.stepper.atEnd
            tip: qsTr("Step out: run until the current call returns (the automata: to the end of the sweep or generation)")
            shortcut: "F12"
            onClicked: controls.stepper.stepOut()
        }
        ToolTipButton {
            objectName: "runToEndButton"
            iconName: "end"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Run to end")
            enabled: !controls.stepper.atEnd
            tip: qsTr("Run to the end")
            onClicked: controls.stepper.runToEnd()
        }
    }

    // The timeline beside the pause controls, or in a narrow pane (beside
    // the stack panel at 1280 x 800) on a row of its own above them: a
    // timeline of thousands of moves in 60 pixels cannot be scrubbed.
    GridLayout {
        // Narrower than this, the timeline takes a row of its own.
        readonly property int wideWidth: 380

        objectName: "timelineRow"
        Layout.fillWidth: true
        columns: controls.width < wideWidth ? 1 : 2
        columnSpacing: 4
        rowSpacing: 2

        // The timeline, or until there is one, the maze's progress, in one
        // place: whatever the pause controls leave of the row.
        Item {
            Layout.fillWidth: true
            Layout.minimumWidth: 40
            Layout.preferredWidth: 40
            implicitHeight: Math.max(timeline.implicitHeight, progress.implicitHeight)

            Slider {
                id: timeline

                objectName: "timeline"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                visible: !controls.showProgress
                from: 0
                to: controls.stepper.active ? Math.max(1, controls.stepper.totalMoves) : Math.max(1, controls.stepper.position) // qmllint disable type
                stepSize: 1
                value: controls.stepper.position // qmllint disable type
                Accessible.name: qsTr("Timeline")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Scrub to any move")
                onMoved: controls.stepper.seek(Math.round(value))
            }
            BuildProgress {
                id: progress

                objectName: "steppingBuildProgress"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                visible: controls.showProgress
                pane: controls.stepper.pane
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight // qmllint disable type
            spacing: 4

            SpinBox {
                id: depthBox

                objectName: "pauseDepth"
                Layout.preferredWidth: 70
                from: 1
                to: 1000000
                value: 5
                editable: true
                visible: controls.stepper.usesCalls
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The stack depth to pause at")
            }
            ToolTipButton {
                objectName: "runToDepthButton"
                text: qsTr("Depth")
                compact: true
                visible: controls.stepper.usesCalls
                enabled: !controls.stepper.atEnd
                tip: qsTr("Run until the stack is this deep")
                onClicked: controls.stepper.runToDepth(depthBox.value)
            }
            ToolTipButton {
                objectName: "runToUnitButton"
                text: qsTr("Cell")
                compact: true
                checkable: true
                checked: controls.pickingUnit
                enabled: !controls.stepper.atEnd
                tip: qsTr("Click a unit of the maze: run until a move reaches it")
                Accessible.name: qsTr("Run to a unit")
                onToggled: controls.pickingUnit = checked
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// A pane's Generate page: back and step where the Step page has them (so
// that a click on Step, which turns a finished pane to its Step page, finds
// the next Step under the pointer), run, pause and reset; and while the maze
// is being built, how much of it is.
ColumnLayout {
    id: controls

    required property PaneModel pane
    required property PaneStepper stepper

    // What Step does: the pane's own step, or on a finished maze stepping from its first move.
    function step() {
        if (pane.finished)
            stepper.stepForward();
        else
            pane.step();
    }

    spacing: 4

    RowLayout {
        objectName: "generateButtons"
        Layout.fillWidth: true
        // As the Step page's row (SteppingControls): equal buttons, equal gaps.
        spacing: 4

        ToolTipButton {
            objectName: "generateBackButton"
            iconName: "back"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Back")
            enabled: controls.pane.status !== PaneModel.Failed && controls.stepper.canGoBack
            tip: qsTr("Pause and step back one move")
            shortcut: qsTr("Shift+F11")
            onClicked: controls.stepper.stepBack()
        }
        ToolTipButton {
            objectName: "stepButton"
            iconName: "step"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Step")
            enabled: controls.pane.status !== PaneModel.Failed
            tip: controls.pane.finished ? qsTr("Step through this maze from its first move") : qsTr("Pause and do one move")
            shortcut: "F11"
            onClicked: controls.step()
        }
        ToolTipButton {
            objectName: "runButton"
            iconName: "run"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Run")
            enabled: controls.pane.status === PaneModel.Ready || controls.pane.status === PaneModel.Paused
            tip: qsTr("Run this pane's generator at the chosen speed")
            onClicked: controls.pane.run()
        }
        ToolTipButton {
            objectName: "pauseButton"
            iconName: "pause"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Pause")
            enabled: controls.pane.running
            tip: qsTr("Pause this pane")
            onClicked: controls.pane.pause()
        }
        ToolTipButton {
            objectName: "resetButton"
            iconName: "reset"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: qsTr("Reset")
            tip: qsTr("Back to the start of this maze, paused")
            onClicked: controls.pane.reset()
        }
    }
    BuildProgress {
        objectName: "buildProgress"
        Layout.fillWidth: true
        // A pane that cannot make its maze has nothing to show here.
        visible: !controls.pane.finished && controls.pane.status !== PaneModel.Failed
        pane: controls.pane
    }
}

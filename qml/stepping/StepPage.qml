pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// Step mode's page under a pane's mode bar: the stepping controls and the
// narration of the move shown.
ColumnLayout {
    id: page

    required property PaneStepper stepper
    required property MazeView mazeView
    // The pane's maze is made: stepping starts from its first move.
    required property bool finished

    spacing: 4

    SteppingControls {
        objectName: "steppingControls"
        Layout.fillWidth: true
        stepper: page.stepper
        mazeView: page.mazeView
        showProgress: !page.stepper.active && !page.finished
    }
    // Four lines, never more or fewer: a narration that took
    // what it needed moved the maze and the Step button under
    // the pointer. A longer one is cut, and whole in the tooltip.
    Label {
        objectName: "narrationLine"
        Layout.fillWidth: true
        Layout.preferredHeight: 4 * narrationMetrics.lineSpacing
        Layout.maximumHeight: Layout.preferredHeight
        maximumLineCount: 4
        elide: Text.ElideRight
        ToolTip.visible: truncated && narrationHover.hovered
        ToolTip.delay: 500
        ToolTip.text: text
        text: {
            if (page.stepper.active)
                return page.stepper.narration;
            if (page.finished)
                return qsTr("Step, step over and step out start at the first move; drag the timeline to start at any other.");
            return qsTr("Stepping starts from the move the run has reached.");
        }
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignTop
        font.pixelSize: 12

        FontMetrics {
            id: narrationMetrics

            font.pixelSize: 12
        }
        HoverHandler {
            id: narrationHover
        }
    }
}

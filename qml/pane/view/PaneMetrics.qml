pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// A pane's headline metrics once its maze is done: the dead-end share, the
// mean corridor length and the horizontal share, each explained on hover.
GridLayout {
    id: metrics

    required property PaneModel pane

    columns: 3
    rowSpacing: 0
    columnSpacing: 6

    // Headings made once: a Repeater over their words made them anew when the
    // dead-end heading changed, and a heading made during a layout pass could
    // stay drawn at the grid's corner until the next one (seen at 1920x1080).
    // Three lines tall each (a German heading in a quarter of 1280 px takes
    // three), the words at the bottom just above the figure: a GridLayout
    // does not feed a wrapping label's width back into its height, so a
    // heading laid out once at a narrow width kept that height and stood far
    // above its figure (a pane that failed before its first maze).
    FontMetrics {
        id: headingMetrics
        font.pixelSize: 11
    }
    component Heading: Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        Layout.preferredHeight: maximumLineCount * Math.ceil(headingMetrics.lineSpacing)
        Layout.maximumHeight: Layout.preferredHeight
        font.pixelSize: 11
        opacity: 0.75
        wrapMode: Text.Wrap
        maximumLineCount: 3
        elide: Text.ElideRight
        verticalAlignment: Text.AlignBottom
    }

    // The dead-end share says what it is a share of: cells where the maze has
    // them, else floor units (an automaton's maze), never one read as the other,
    // and neither until the maze is measured.
    Heading {
        text: !metrics.pane.hasMetrics ? qsTr("Dead ends") : metrics.pane.deadEndShareOfCells ? qsTr("Dead ends, of cells") : qsTr("Dead ends, of floor")
    }
    Heading {
        text: qsTr("Mean corridor (steps)")
    }
    Heading {
        text: qsTr("Horizontal")
    }
    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        text: metrics.pane.deadEndShareText
        elide: Text.ElideRight
        ToolTip.visible: deadEndHover.hovered
        ToolTip.delay: 500
        ToolTip.text: metrics.pane.deadEndShareOfCells ? qsTr("Share of cells that are dead ends") : qsTr("Share of floor units that are dead ends")

        HoverHandler {
            id: deadEndHover
        }
    }
    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        text: metrics.pane.meanCorridorLengthText
        elide: Text.ElideRight
        ToolTip.visible: corridorHover.hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Mean corridor length: passages cut at every unit without exactly two floor neighbours")

        HoverHandler {
            id: corridorHover
        }
    }
    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        text: metrics.pane.horizontalShareText
        elide: Text.ElideRight
        ToolTip.visible: horizontalHover.hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Share of floor-to-floor steps that run horizontally; 50 % is unbiased")

        HoverHandler {
            id: horizontalHover
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import MazeStudy

// A pane's zoom buttons over its maze: in, out, and the whole maze.
Row {
    id: buttons

    required property MazeView view

    spacing: 2

    ToolTipButton {
        text: "+"
        compact: true
        tip: qsTr("Zoom in (or turn the wheel over the maze)")
        shortcut: "+"
        Accessible.name: qsTr("Zoom in")
        onClicked: buttons.view.zoomIn()
    }
    ToolTipButton {
        text: "−"
        compact: true
        tip: qsTr("Zoom out")
        shortcut: "-"
        Accessible.name: qsTr("Zoom out")
        onClicked: buttons.view.zoomOut()
    }
    ToolTipButton {
        text: qsTr("Fit")
        enabled: !buttons.view.fitted
        tip: qsTr("Show the whole maze; drag to pan when zoomed in")
        shortcut: "F"
        onClicked: buttons.view.fit()
    }
}

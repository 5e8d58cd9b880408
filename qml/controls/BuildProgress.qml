pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import MazeStudy

// How much of a pane's maze is built (PaneModel::progress), while it runs
// and once it has: a generator that cannot tell how far it has to go (the
// automaton) shows a moving bar until it finishes.
ProgressBar {
    id: bar

    required property PaneModel pane

    from: 0
    to: 1
    value: pane.progress < 0 ? 0 : pane.progress
    indeterminate: pane.progress < 0 && pane.running
    Accessible.name: qsTr("Maze built")
    hoverEnabled: true
    ToolTip.visible: hovered
    ToolTip.delay: 500
    ToolTip.text: pane.progress < 0 ? qsTr("This generator cannot tell ahead how far it has to go") : qsTr("%1 % of the maze built").arg(Math.round(pane.progress * 100))
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// A pane's mode as one segmented control, a segment an entry of the pane's
// table of modes (PaneView.modes): generate, step, solve, trace, play and
// edit. Icons with their names when the pane has room for every name,
// else the chosen mode's name beside its icon and the others' icons alone,
// else icons alone; the tooltips say what each mode does. Ctrl+1 to Ctrl+6
// choose a mode of the current pane (shortcutsEnabled). Its implicit width
// is the icons alone whatever it shows, so that naming the modes never
// changes the pane's implicit size (and with it the pane's width, and the
// names again).
Item {
    id: bar

    // PaneView.modes: the bar's modes in order, each with its mode, icon, name and tip.
    required property var modes
    // PaneView.Mode
    required property int mode
    // The games need a finished maze.
    required property bool gamesReady
    property bool shortcutsEnabled: false

    signal chosen(int mode)

    // The widest segment with its name beside its icon; every segment with its icon alone.
    readonly property real widestNamed: {
        let widest = 0;
        for (let i = 0; i < segments.count; ++i) {
            const segment = segments.itemAt(i) as ToolTipButton;
            if (segment)
                widest = Math.max(widest, segment.namedWidth);
        }
        return widest;
    }
    readonly property real iconOnlyWidth: segments.count > 0 && segments.itemAt(0) ? Math.max(segments.itemAt(0).implicitHeight, 32) : 32
    // Every name, each segment as wide as the widest.
    readonly property bool showNames: modes.length * widestNamed <= width
    readonly property bool showChosenName: (modes.length - 1) * iconOnlyWidth + widestNamed <= width

    implicitWidth: modes.length * iconOnlyWidth
    implicitHeight: row.implicitHeight

    RowLayout {
        id: row

        anchors.fill: parent
        spacing: 0

        Repeater {
            id: segments

            model: bar.modes

            ToolTipButton {
                id: segment

                required property var modelData
                required property int index
                readonly property bool isGame: modelData.mode >= PaneView.Solve
                // Its width with the name beside the icon, whichever it shows now.
                readonly property real namedWidth: Math.ceil(leftPadding + rightPadding + icon.width + spacing + nameMetrics.advanceWidth(text)) + 1

                objectName: "mode" + modelData.icon
                // With every name, equal segments across the pane; else each as wide as it shows.
                Layout.fillWidth: bar.showNames
                Layout.preferredWidth: bar.showNames ? 1 : -1
                iconName: modelData.icon
                textBesideIcon: bar.showNames || (checked && bar.showChosenName)
                text: modelData.name
                leftPadding: 8
                rightPadding: 8
                spacing: 4
                checked: bar.mode === modelData.mode
                enabled: !isGame || bar.gamesReady
                tip: modelData.tip
                shortcut: qsTr("Ctrl+%1").arg(index + 1)
                onClicked: bar.chosen(modelData.mode)

                FontMetrics {
                    id: nameMetrics

                    font: segment.font
                }
                Shortcut {
                    sequence: "Ctrl+" + (segment.index + 1)
                    enabled: bar.shortcutsEnabled && segment.enabled
                    onActivated: bar.chosen(segment.modelData.mode)
                }
            }
        }

        // Takes what the segments leave when they do not fill the row.
        Item {
            Layout.fillWidth: !bar.showNames
        }
    }
}

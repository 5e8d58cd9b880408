pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The call stack of one pane, deepest call on top: the call, its direction
// order, the direction it is trying now and those it is done with. Selecting
// a row outlines its unit in the pane's maze. Above it, stepping every pane
// at once, in lock-step by move count. Shown while Comparison.showStack, a
// pane stepped or not, so that its coming never moves the panes.
Frame {
    id: panel

    required property Comparison comparison
    // The pane view per index (ComparisonView.paneView).
    property var paneViewAt: function (index) {
        return null;
    }
    property int paneIndex: 0
    // The first pane being stepped: shown when the chosen one is not.
    property int steppingIndex: -1
    // Every pane's stepper, in pane order, for stepping them together.
    property var steppers: []
    readonly property int shownIndex: {
        const chosen = paneViewAt(Math.min(paneIndex, comparison.panes.count - 1));
        return chosen && chosen.stepper.active ? Math.min(paneIndex, comparison.panes.count - 1) : Math.max(0, steppingIndex);
    }
    readonly property PaneStepper stepper: {
        const view = paneViewAt(shownIndex);
        return view ? view.stepper : null;
    }

    padding: 6

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        RowLayout {
            Layout.fillWidth: true

            Label {
                Layout.fillWidth: true
                text: qsTr("All panes")
                font.bold: true
            }
            ToolTipButton {
                objectName: "closeStack"
                text: "✕"
                compact: true
                flat: true
                tip: qsTr("Close this panel; Step mode or the menu opens it again")
                shortcut: "K"
                Accessible.name: qsTr("Close the call stack panel")
                onClicked: panel.comparison.showStack = false
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 2

            ToolTipButton {
                objectName: "backAll"
                Layout.fillWidth: true
                text: qsTr("Back all")
                tip: qsTr("Every stepped pane one move back")
                onClicked: LockStep.backAll(panel.steppers)
            }
            ToolTipButton {
                objectName: "stepAllLockStep"
                Layout.fillWidth: true
                text: qsTr("Step all")
                tip: qsTr("Every pane to the move after the furthest one, in lock-step")
                onClicked: LockStep.stepAll(panel.steppers)
            }
            ToolTipButton {
                objectName: "endAll"
                Layout.fillWidth: true
                text: qsTr("All to end")
                tip: qsTr("Every pane to its end")
                Accessible.name: qsTr("All to the end")
                onClicked: LockStep.runAllToEnd(panel.steppers)
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 2

            SpinBox {
                id: seekBox

                objectName: "seekAllMove"
                Layout.fillWidth: true
                from: 0
                to: 2000000000
                editable: true
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("A move number for every pane")
            }
            ToolTipButton {
                objectName: "seekAll"
                text: qsTr("Seek all")
                tip: qsTr("Every pane to this move (or its last)")
                onClicked: LockStep.seekAll(panel.steppers, seekBox.value)
            }
        }

        MenuSeparator {
            Layout.fillWidth: true
        }

        // Which pane's calls: one button a pane, and its generator's name in full.
        RowLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                Layout.rightMargin: 4
                text: !panel.stepper || panel.stepper.usesCalls ? qsTr("Call stack of") : qsTr("State of")
                font.bold: true
            }
            Repeater {
                objectName: "stackPane"
                model: panel.comparison.panes

                ToolTipButton {
                    required property int index
                    // The pane's generator name (PaneListModel's display role); a
                    // button's own `display` is its layout.
                    required property var model

                    text: index + 1
                    compact: true
                    checkable: true
                    checked: index === panel.shownIndex
                    tip: model.display
                    onClicked: panel.paneIndex = index
                }
            }
            Item {
                Layout.fillWidth: true
            }
        }
        Label {
            objectName: "stackPaneName"
            Layout.fillWidth: true
            text: {
                const view = panel.paneViewAt(panel.shownIndex);
                return view ? view.pane.generatorName : "";
            }
            wrapMode: Text.Wrap
        }
        Label {
            objectName: "stackSummary"
            Layout.fillWidth: true
            text: panel.stepper ? panel.stepper.stackSummary : qsTr("Step a pane to see its calls.")
            wrapMode: Text.Wrap
            font.pixelSize: 11
            opacity: 0.8
        }

        ListView {
            objectName: "workingSet"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.stepper !== null && !panel.stepper.usesCalls
            clip: true
            model: panel.stepper ? panel.stepper.workingSet : null
            ScrollBar.vertical: ScrollBar {
                id: workingSetScroll
            }

            delegate: ItemDelegate {
                id: item

                required property int index
                required property string place
                required property string tag

                // Beside the scroll bar, not under it.
                width: ListView.view.width - (workingSetScroll.size < 1 ? workingSetScroll.width : 0)
                padding: 4
                text: item.tag.length > 0 ? qsTr("%1 · %2").arg(item.place).arg(item.tag) : item.place
                font.family: "monospace"
                font.bold: item.index === 0
            }
        }

        ListView {
            id: list

            objectName: "callStack"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !panel.stepper || panel.stepper.usesCalls
            clip: true
            // Delegates are not reused: the model becomes another pane's stack
            // while this pane is not stepped, and Qt 6.4 hands delegates pooled
            // before such a change back with the rows they showed then, which
            // no later change of the model reaches (#43).
            model: panel.stepper ? panel.stepper.callStack : null
            currentIndex: panel.stepper ? panel.stepper.selectedFrame : -1
            ScrollBar.vertical: ScrollBar {
                id: callStackScroll
            }

            delegate: ItemDelegate {
                id: row

                required property int index
                required property string call
                required property string order
                required property string trying
                required property string done
                required property bool isTop

                width: list.width - (callStackScroll.size < 1 ? callStackScroll.width : 0)
                height: 58
                highlighted: ListView.isCurrentItem
                padding: 4
                onClicked: panel.stepper.selectedFrame = row.highlighted ? -1 : row.index

                contentItem: Column {
                    spacing: 1

                    Label {
                        width: parent.width
                        text: row.trying.length > 0 ? (row.isTop ? qsTr("%1 → next %2") : qsTr("%1 → waiting on %2")).arg(row.call).arg(row.trying) : row.call
                        font.bold: row.isTop
                        font.family: "monospace"
                        elide: Text.ElideRight
                    }
                    Label {
                        width: parent.width
                        text: row.order
                        font.pixelSize: 11
                        elide: Text.ElideRight
                    }
                    Label {
                        width: parent.width
                        text: row.done.length > 0 ? qsTr("done: %1").arg(row.done) : qsTr("done: none yet")
                        font.pixelSize: 11
                        opacity: 0.75
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }
}

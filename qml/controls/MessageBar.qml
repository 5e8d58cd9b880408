pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A message over the top edge of a pane's maze, so that nothing below it
// moves: a file's error, a lab script's problem. An action may go with it.
Pane {
    id: bar

    property string text
    property color textColor
    property string actionText
    property string actionTip
    property bool dismissible: true
    property string textObjectName: "messageText"

    signal dismissed
    signal actionTriggered

    padding: 4
    visible: text.length > 0

    RowLayout {
        anchors.fill: parent

        Label {
            objectName: bar.textObjectName
            Layout.fillWidth: true
            text: bar.text
            wrapMode: Text.Wrap
            maximumLineCount: 4
            elide: Text.ElideRight
            color: bar.textColor
        }
        ToolTipButton {
            objectName: "messageAction"
            visible: bar.actionText.length > 0
            text: bar.actionText
            compact: true
            tip: bar.actionTip
            onClicked: bar.actionTriggered()
        }
        ToolTipButton {
            visible: bar.dismissible
            text: "✕"
            compact: true
            flat: true
            tip: qsTr("Dismiss")
            onClicked: bar.dismissed()
        }
    }
}

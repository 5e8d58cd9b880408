pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import MazeStudy

// In place of a pane's 3D view when the window draws with Qt Quick's
// software renderer: why there is no 3D, and a restart that brings it.
Rectangle {
    id: root

    required property MazeTheme theme

    objectName: "needsOpenGL"
    color: theme.background

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - 24, 460)
        spacing: 8

        Label {
            width: parent.width
            text: qsTr("The 3D view draws with OpenGL. This window started with Qt Quick's software renderer, which is quicker for the 2D panes when OpenGL is itself drawn in software. MazeStudy starts with OpenGL whenever a pane was left in 3D.")
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
        }
        Button {
            objectName: "restartButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Restart in 3D")
            onClicked: {
                confirmation.mazes = RestartRequest.mazesAtStake();
                if (RestartRequest.studyAtStake || confirmation.mazes.length > 0)
                    confirmation.open();
                else
                    root.restart();
            }
        }
    }

    function restart() {
        RestartRequest.request();
        root.Window.window.close();
    }

    // The window keeps its panes across the restart, but not a study's
    // results, and it makes each pane's maze again from its generator.
    Dialog {
        id: confirmation

        property var mazes: []

        objectName: "restartConfirmation"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(480, parent ? parent.width - 40 : 480)
        modal: true
        title: qsTr("Restart in 3D?")

        Column {
            width: parent.width
            spacing: 8

            Label {
                objectName: "studyLost"
                width: parent.width
                visible: RestartRequest.studyAtStake
                text: qsTr("The study's results are not kept across a restart: export them first (Charts, Export all into a folder) if you need them.")
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "mazesLost"
                width: parent.width
                visible: confirmation.mazes.length > 0
                // Each name quoted: a name may hold a comma ("…, edited").
                text: qsTr("After the restart each pane shows its generator's maze again, so these are lost: %1. Save them first (the pane's menu, Save maze…) if you need them.").arg(confirmation.mazes.map(name => qsTr("“%1”").arg(name)).join(", "))
                wrapMode: Text.Wrap
            }
        }

        footer: DialogButtonBox {
            Button {
                objectName: "restartAnyway"
                text: qsTr("Restart anyway")
                onClicked: {
                    confirmation.close();
                    root.restart();
                }
            }
            Button {
                objectName: "cancelRestart"
                text: qsTr("Cancel")
                onClicked: confirmation.close()
            }
        }
    }
}

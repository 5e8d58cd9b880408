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
            onClicked: RestartRequest.studyAtStake ? confirmation.open() : root.restart()
        }
    }

    function restart() {
        RestartRequest.request();
        root.Window.window.close();
    }

    // The window keeps its panes across the restart, but not a study's results.
    Dialog {
        id: confirmation

        objectName: "restartConfirmation"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(480, parent ? parent.width - 40 : 480)
        modal: true
        title: qsTr("Restart in 3D?")

        Label {
            width: parent.width
            text: qsTr("The study's results are not kept across a restart: export them first (Charts, Export all into a folder) if you need them.")
            wrapMode: Text.Wrap
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
                objectName: "keepStudy"
                text: qsTr("Cancel")
                onClicked: confirmation.close()
            }
        }
    }
}

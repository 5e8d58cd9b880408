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
                RestartRequest.request();
                root.Window.window.close();
            }
        }
    }
}

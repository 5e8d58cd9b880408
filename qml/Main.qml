import QtQuick
import QtQuick.Controls

ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: qsTr("MazeStudy")
}

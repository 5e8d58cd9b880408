pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import MazeStudy

// What a pane rarely needs, in a menu: open a .maze into the pane, save its
// maze (with its edits), export it as a picture, race solvers on it, remove
// the pane.
ToolTipButton {
    id: button

    required property GameSession game
    // The pane shows a stepped state: a file opened now would end it unseen.
    property bool stepping: false
    property bool canRemove: true
    readonly property alias menu: menu

    signal exportRequested
    signal animationRequested
    signal removeRequested
    signal raceRequested

    objectName: "paneMenu"
    iconName: "more"
    flat: true
    text: qsTr("Pane menu")
    tip: qsTr("Open, save or export this pane's maze or its run as an animation, race solvers on it, or remove the pane")
    onClicked: menu.open()

    Menu {
        id: menu

        y: button.height

        MenuItem {
            objectName: "openMaze"
            text: qsTr("Open maze…")
            enabled: !button.stepping
            onTriggered: openDialog.open()
        }
        MenuItem {
            objectName: "saveMaze"
            text: qsTr("Save maze…")
            enabled: button.game.hasMaze
            onTriggered: saveDialog.openWith(button.game.suggestedFileName())
        }
        MenuItem {
            objectName: "exportMaze"
            text: qsTr("Export picture…")
            enabled: button.game.hasMaze
            onTriggered: button.exportRequested()
        }
        MenuItem {
            objectName: "exportAnimation"
            text: qsTr("Export animation…")
            onTriggered: button.animationRequested()
        }
        MenuItem {
            objectName: "raceSolvers"
            text: qsTr("Race solvers on this maze…")
            enabled: button.game.hasMaze && !button.stepping
            onTriggered: button.raceRequested()
        }
        MenuSeparator {
        }
        MenuItem {
            objectName: "removePane"
            text: qsTr("Remove pane")
            enabled: button.canRemove
            onTriggered: button.removeRequested()
        }
    }

    OpenFileDialog {
        id: openDialog

        title: qsTr("Open a maze")
        nameFilters: [qsTr("Mazes (*.maze *.npy *.png)"), qsTr("MazeStudy mazes (*.maze)"), qsTr("NumPy arrays (*.npy)"), qsTr("Pictures, a pixel a unit (*.png)"), qsTr("All files (*)")]
        onAccepted: button.game.open(selectedFile)
    }
    SaveFileDialog {
        id: saveDialog

        objectName: "saveMazeDialog"
        title: qsTr("Save the maze")
        filterChoosesFormat: true
        nameFilters: [qsTr("MazeStudy mazes (*.maze)"), qsTr("NumPy arrays (*.npy)"), qsTr("Pictures, a pixel a unit (*.png)"), qsTr("Vector figures (*.svg)"), qsTr("3D models to print (*.stl)"), qsTr("3D models (*.obj)")]
        onChosen: file => button.game.save(file)
    }
}

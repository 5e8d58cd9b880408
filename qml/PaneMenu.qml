import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import MazeStudy

// What a pane rarely needs, in a menu: open a .maze into the pane, save its
// maze (with its edits), export it as a picture, remove the pane.
ToolTipButton {
    id: button

    required property GameSession game
    // The pane shows a stepped state: a file opened now would end it unseen.
    property bool stepping: false
    property bool canRemove: true
    readonly property alias menu: menu

    signal exportRequested
    signal removeRequested

    objectName: "paneMenu"
    iconName: "more"
    flat: true
    text: qsTr("Pane menu")
    tip: qsTr("Open, save or export this pane's maze, or remove the pane")
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
            onTriggered: {
                // A name in the field, or Qt 6.4's own dialog keeps Save disabled until Return.
                saveDialog.selectedFile = saveDialog.currentFolder + "/" + button.game.suggestedFileName();
                saveDialog.open();
            }
        }
        MenuItem {
            objectName: "exportMaze"
            text: qsTr("Export picture…")
            enabled: button.game.hasMaze
            onTriggered: button.exportRequested()
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

    FileDialog {
        id: openDialog

        title: qsTr("Open a maze")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Mazes (*.maze)"), qsTr("All files (*)")]
        onAccepted: {
            saveDialog.currentFolder = currentFolder;
            button.game.open(selectedFile);
        }
    }
    FileDialog {
        id: saveDialog

        title: qsTr("Save the maze")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        defaultSuffix: "maze"
        nameFilters: [qsTr("Mazes (*.maze)")]
        onAccepted: {
            openDialog.currentFolder = currentFolder;
            button.game.save(selectedFile);
        }
    }
}

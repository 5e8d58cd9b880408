pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The page of a pane in its 3D view: the tools (walk, build, destroy), the
// light, undo and redo, a new maze, the model to print, and what the walk says.
ColumnLayout {
    id: bar

    required property GameSession game
    readonly property WorldGame world: game.world
    // Whatever should take the keys after a button is pressed (the 3D view).
    property Item keyTarget: null

    function focusWorld() {
        if (keyTarget)
            keyTarget.forceActiveFocus();
    }

    spacing: 2

    Flow {
        objectName: "worldOptions"
        Layout.fillWidth: true
        spacing: 4

        Repeater {
            model: [
                {
                    tool: WorldGame.Walk,
                    name: qsTr("Walk"),
                    tip: qsTr("WASD or the arrows walk and turn; Q and E turn the camera, the wheel zooms"),
                    key: ""
                },
                {
                    tool: WorldGame.Build,
                    name: qsTr("Build"),
                    tip: qsTr("Return or a click puts a block on the outlined unit, up to %1 high").arg(bar.world.maxHeight),
                    key: "N"
                },
                {
                    tool: WorldGame.Destroy,
                    name: qsTr("Destroy"),
                    tip: qsTr("Return or a click takes the top block off the outlined unit"),
                    key: "M"
                }
            ]

            ToolTipButton {
                required property var modelData

                objectName: "tool" + modelData.tool
                text: modelData.name
                compact: true
                checkable: true
                checked: bar.world.tool === modelData.tool
                tip: modelData.tip
                shortcut: modelData.key
                onClicked: {
                    bar.world.tool = modelData.tool;
                    bar.focusWorld();
                }
            }
        }
        CheckBox {
            objectName: "fullLightBox"
            text: qsTr("Full light")
            checked: bar.world.fullLight
            onToggled: {
                bar.world.fullLight = checked;
                bar.focusWorld();
            }
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Daylight over the whole maze instead of the flame's (L)")
        }
        ToolTipButton {
            objectName: "worldUndo"
            text: qsTr("Undo")
            compact: true
            enabled: bar.game.edit.canUndo
            tip: qsTr("Undo the last block built or destroyed")
            shortcut: qsTr("Ctrl+Z")
            onClicked: {
                bar.game.edit.undo();
                bar.focusWorld();
            }
        }
        ToolTipButton {
            objectName: "worldRedo"
            text: qsTr("Redo")
            compact: true
            enabled: bar.game.edit.canRedo
            tip: qsTr("Redo what was undone last")
            shortcut: qsTr("Ctrl+Shift+Z")
            onClicked: {
                bar.game.edit.redo();
                bar.focusWorld();
            }
        }
        ToolTipButton {
            objectName: "worldNewMaze"
            text: qsTr("New maze")
            compact: true
            tip: qsTr("Respawn in a new maze of this size and generator")
            shortcut: qsTr("Space")
            onClicked: {
                bar.game.newMaze();
                bar.focusWorld();
            }
        }
        ToolTipButton {
            objectName: "worldExportModel"
            text: qsTr("Export model…")
            compact: true
            enabled: bar.game.hasMaze
            tip: qsTr("Save the maze and the blocks built on it as a 3D model to print (.stl or .obj)")
            onClicked: modelDialog.openWith(bar.game.suggestedFileName().replace(/\.maze$/, ".stl"))
        }
    }

    SaveFileDialog {
        id: modelDialog

        objectName: "exportModelDialog"
        title: qsTr("Export the 3D model")
        defaultSuffix: "stl"
        nameFilters: [qsTr("3D models (*.stl *.obj)")]
        onChosen: file => {
            bar.game.exportModel(file);
            bar.focusWorld();
        }
        onRejected: bar.focusWorld()
    }

    // Two lines kept, as the 2D games keep, so that the panes stay in line.
    Label {
        objectName: "worldInfo"
        Layout.fillWidth: true
        Layout.minimumHeight: 2 * infoMetrics.lineSpacing
        text: bar.game.infoText
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignTop
        font.bold: bar.world.atExit

        FontMetrics {
            id: infoMetrics
        }
    }
}

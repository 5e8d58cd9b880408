pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The page of a pane in a game's mode (PaneModeBar chooses it): what the
// game offers (the solver and a race, solve again, the whole path, the flame's light, the edit
// tools) and what it says (moves, time, the path's length, the edited
// maze's metrics, why the exit cannot be reached).
ColumnLayout {
    id: bar

    required property GameSession game
    // Whatever should take the keys after a button is pressed (the game layer).
    property Item keyTarget: null
    // The flame game's size for the whole comparison, so the toolbar says it too.
    signal playSizeRequested
    // Solve's race of solvers on this maze (RaceDialog).
    signal raceRequested

    function focusGame() {
        if (keyTarget)
            keyTarget.forceActiveFocus();
    }

    spacing: 2

    // What each game offers, wrapping in a narrow pane.
    Flow {
        objectName: "gameOptions"
        Layout.fillWidth: true
        visible: bar.game.mode !== GameBoard.Off && bar.game.hasMaze
        spacing: 4

        // Solve chooses its walk (the script's among them) there, Trace with the box.
        SolverChooser {
            visible: bar.game.mode === GameBoard.Solve
            width: Math.min(implicitWidth, parent.width)
            game: bar.game
            // The focus stays here, so the arrow keys choose again.
        }
        ToolTipButton {
            objectName: "raceButton"
            visible: bar.game.mode === GameBoard.Solve
            text: qsTr("Race…")
            compact: true
            tip: qsTr("Race solvers on this maze, each in a pane of its own")
            onClicked: bar.raceRequested()
        }
        CheckBox {
            objectName: "scriptWalksBox"
            visible: bar.game.mode === GameBoard.Trace && bar.game.hasScriptWalks
            text: qsTr("The script's own")
            checked: bar.game.scriptWalks
            // The focus stays here: Space toggles again, and does not reach
            // the game, where it would make new mazes.
            onToggled: bar.game.scriptWalks = checked
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Solve and Trace show the walks of the script's own solve() and trace(), not MazeStudy's")
        }
        ToolTipButton {
            visible: bar.game.mode === GameBoard.Solve
            text: qsTr("Again")
            compact: true
            tip: qsTr("Start the solver again from the start")
            onClicked: {
                bar.game.solve.restart();
                bar.focusGame();
            }
        }
        ToolTipButton {
            visible: bar.game.mode === GameBoard.Solve
            text: qsTr("Finish")
            compact: true
            enabled: !bar.game.solve.finished
            tip: qsTr("Let the solver walk to the end at once")
            onClicked: bar.game.solve.finish()
        }
        ToolTipButton {
            visible: bar.game.mode === GameBoard.Trace
            text: qsTr("Whole path")
            compact: true
            enabled: bar.game.trace.byScript ? bar.game.trace.dots < bar.game.trace.scriptDots
                                             : bar.game.trace.length >= 0 && bar.game.trace.dots <= bar.game.trace.length
            tip: qsTr("Draw the rest of the path at once")
            onClicked: bar.game.trace.finish()
        }
        // The label stays with its box when the row wraps.
        Row {
            visible: bar.game.mode === GameBoard.Play
            spacing: 4

            Label {
                height: radiusBox.height
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Light")
            }
            SpinBox {
                id: radiusBox

                objectName: "radiusBox"
                from: 1
                to: 30
                value: bar.game.play.radius
                editable: true
                onValueModified: {
                    bar.game.play.radius = value;
                    bar.focusGame();
                }
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("How far the flame's light reaches, in units")
                Accessible.name: qsTr("Light radius")
            }
        }
        CheckBox {
            objectName: "rememberBox"
            visible: bar.game.mode === GameBoard.Play
            text: qsTr("Remember")
            checked: bar.game.play.showRemembered
            onToggled: {
                bar.game.play.showRemembered = checked;
                bar.focusGame();
            }
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Keep what the flame has seen dimly visible")
        }
        ToolTipButton {
            objectName: "playSize"
            visible: bar.game.mode === GameBoard.Play
            text: qsTr("30 × 30 cells")
            compact: true
            tip: qsTr("The flame game's size: make every pane's maze 61 × 61 units")
            onClicked: {
                bar.playSizeRequested();
                bar.focusGame();
            }
        }
        ToolTipButton {
            objectName: "buildButton"
            visible: bar.game.mode === GameBoard.Edit
            text: qsTr("Build")
            compact: true
            checkable: true
            checked: bar.game.edit.tool === EditGame.Build
            tip: qsTr("Clicks and drags add walls")
            shortcut: "N"
            onClicked: {
                bar.game.edit.tool = EditGame.Build;
                bar.focusGame();
            }
        }
        ToolTipButton {
            objectName: "destroyButton"
            visible: bar.game.mode === GameBoard.Edit
            text: qsTr("Destroy")
            compact: true
            checkable: true
            checked: bar.game.edit.tool === EditGame.Destroy
            tip: qsTr("Clicks and drags remove walls")
            shortcut: "M"
            onClicked: {
                bar.game.edit.tool = EditGame.Destroy;
                bar.focusGame();
            }
        }
        ToolTipButton {
            objectName: "undoButton"
            visible: bar.game.mode === GameBoard.Edit
            text: qsTr("Undo")
            compact: true
            enabled: bar.game.edit.canUndo
            tip: qsTr("Undo the last stroke")
            shortcut: qsTr("Ctrl+Z")
            onClicked: {
                bar.game.edit.undo();
                bar.focusGame();
            }
        }
        ToolTipButton {
            objectName: "redoButton"
            visible: bar.game.mode === GameBoard.Edit
            text: qsTr("Redo")
            compact: true
            enabled: bar.game.edit.canRedo
            tip: qsTr("Redo the stroke undone last")
            shortcut: qsTr("Ctrl+Shift+Z")
            onClicked: {
                bar.game.edit.redo();
                bar.focusGame();
            }
        }
    }

    // Two lines kept whether or not there is something to say, so that the
    // panes' controls stay in line when one pane has a message.
    Label {
        objectName: "gameInfo"
        Layout.fillWidth: true
        Layout.minimumHeight: 2 * infoMetrics.lineSpacing
        text: bar.game.infoText
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignTop
        font.bold: bar.game.mode === GameBoard.Play && bar.game.play.atExit

        FontMetrics {
            id: infoMetrics
        }
    }
}

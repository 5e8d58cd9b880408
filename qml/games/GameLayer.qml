pragma ComponentBehavior: Bound

import QtQuick
import MazeStudy

// What the games draw over a pane's maze view beyond the overlay picture: the
// solver's dot, the blue flame, the edit cursor; and the games' keys and the
// edit mode's mouse. Lies over the MazeView with the same geometry. Keys
// reach it when it has focus: a click on the maze (PaneView) or a game's
// mode gives it.
Item {
    id: layer

    required property GameSession game
    required property MazeView view
    property bool dark: false
    property bool labClassic: false
    // A picture for the dot, as the lab's miner.gif: where the solver's dot or the flame would be.
    property url dotPicture

    // Bindings on the view's viewport, so the marks follow zoom and pan.
    function rectOf(row, column) {
        view.zoom;
        view.originX;
        view.originY;
        return view.unitRect(row, column);
    }

    // Pixels a unit needs for the flame and its light to read.
    readonly property real readableUnit: 10

    activeFocusOnTab: true
    Keys.onShortcutOverride: event => event.accepted = layer.game.handlesKey(event.key, event.modifiers)
    Keys.onPressed: event => {
        if (!layer.game.handlesKey(event.key, event.modifiers))
            return;
        event.accepted = true;
        // One unit a press; a held key repeats, so the flame glides.
        if (layer.game.pressKey(event.key, event.modifiers, event.isAutoRepeat) && !layer.view.fitted)
            layer.view.centerOn(layer.game.play.row, layer.game.play.column);
    }

    // A new game (a new maze, Play chosen) shows the flame: a flame of a few
    // pixels in a large maze is lost, so the view zooms in until a unit is
    // readable, and then follows it (Fit shows the whole maze again).
    readonly property bool freshFlame: game.mode === GameBoard.Play && game.play.moves === 0 && game.play.column >= 0
    onFreshFlameChanged: {
        if (!freshFlame)
            return;
        if (view.zoom < readableUnit)
            view.zoomBy(readableUnit / view.zoom, view.width / 2, view.height / 2);
        if (!view.fitted)
            view.centerOn(game.play.row, game.play.column);
    }

    // Focus frame, so the player sees which pane the keys go to.
    Rectangle {
        anchors.fill: parent
        color: "transparent"
        border.width: 2
        border.color: theme.current
        visible: layer.activeFocus && layer.game.mode !== GameBoard.Off
    }

    // The solver's dot.
    Rectangle {
        id: dot

        readonly property var unit: layer.rectOf(layer.game.solve.dotRow, layer.game.solve.dotColumn)
        readonly property real size: Math.max(5, unit.width * 0.8)

        objectName: "solverDot"
        visible: layer.game.mode === GameBoard.Solve && layer.game.solve.dotColumn >= 0 && !picture.visible
        x: unit.x + unit.width / 2 - size / 2
        y: unit.y + unit.height / 2 - size / 2
        width: size
        height: size
        radius: size / 2
        color: theme.solverDot
        border.color: theme.dotOutline
        border.width: size > 8 ? 1 : 0
    }

    // The user's picture for the dot, animated when it is a GIF.
    AnimatedImage {
        id: picture

        readonly property bool solving: layer.game.mode === GameBoard.Solve && layer.game.solve.dotColumn >= 0
        readonly property bool playing: layer.game.mode === GameBoard.Play && layer.game.play.column >= 0
        readonly property var unit: solving ? layer.rectOf(layer.game.solve.dotRow, layer.game.solve.dotColumn)
                                            : layer.rectOf(layer.game.play.row, layer.game.play.column)

        objectName: "dotPicture"
        visible: String(layer.dotPicture).length > 0 && status === Image.Ready && (solving || playing)
        source: layer.dotPicture
        x: unit.x
        y: unit.y
        width: Math.max(8, unit.width)
        height: Math.max(8, unit.height)
        fillMode: Image.PreserveAspectFit
        smooth: false
    }

    // The blue flame: a glow, a flame body and a bright core.
    Item {
        id: flame

        readonly property var unit: layer.rectOf(layer.game.play.row, layer.game.play.column)
        readonly property real size: Math.max(8, unit.width)

        objectName: "flame"
        visible: layer.game.mode === GameBoard.Play && layer.game.play.column >= 0 && !picture.visible
        x: unit.x + unit.width / 2 - size / 2
        y: unit.y + unit.height / 2 - size / 2
        width: size
        height: size

        Rectangle {
            anchors.centerIn: parent
            width: parent.size * 1.6
            height: width
            radius: width / 2
            color: theme.flameGlow
            opacity: 0.35
        }
        Rectangle {
            anchors.centerIn: parent
            width: parent.size * 0.8
            height: parent.size * 0.9
            radius: width / 2
            gradient: Gradient {
                GradientStop {
                    position: 0
                    color: theme.flameLight
                }
                GradientStop {
                    position: 0.6
                    color: theme.flameBody
                }
                GradientStop {
                    position: 1
                    color: theme.flameDeep
                }
            }
        }
        Rectangle {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: parent.size * 0.1
            width: parent.size * 0.3
            height: width
            radius: width / 2
            color: theme.flameCore
        }
    }

    // Edit mode: the unit under the mouse, and strokes painted by dragging.
    MouseArea {
        id: editMouse

        property var unit: Qt.point(-1, -1)

        objectName: "editMouse"
        anchors.fill: parent
        enabled: layer.game.mode === GameBoard.Edit
        visible: enabled
        hoverEnabled: true
        cursorShape: Qt.CrossCursor // qmllint disable type property
        onPositionChanged: mouse => {
            unit = layer.view.unitAt(mouse.x, mouse.y);
            if (pressed && unit.x >= 0)
                layer.game.edit.strokeTo(unit.y, unit.x);
        }
        onPressed: mouse => {
            layer.forceActiveFocus();
            unit = layer.view.unitAt(mouse.x, mouse.y);
            if (unit.x >= 0)
                layer.game.edit.beginStroke(unit.y, unit.x);
        }
        onReleased: layer.game.edit.endStroke()
        onCanceled: layer.game.edit.endStroke()
        onExited: unit = Qt.point(-1, -1)

        Rectangle {
            readonly property var cell: layer.rectOf(editMouse.unit.y, editMouse.unit.x)

            objectName: "editCursor"
            visible: editMouse.unit.x >= 0
            x: cell.x - 1
            y: cell.y - 1
            width: cell.width + 2
            height: cell.height + 2
            color: "transparent"
            border.width: 2
            border.color: layer.game.edit.tool === EditGame.Build ? theme.exit : theme.considered
        }
    }

    MazeTheme {
        id: theme

        dark: layer.dark
        labClassic: layer.labClassic
    }
}

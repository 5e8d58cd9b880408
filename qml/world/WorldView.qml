pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick3D
import MazeStudy

// A pane's maze in 3D, the automaton sandbox's world: the walls as blocks on
// a floor, the player seen from behind and above, seed 0's blue flame as the
// light (or full daylight), and the unit that building and destroying would
// change outlined. The blocks are two instanced cubes (BlockInstancing), so
// a maze of any size draws as its neighbourhood does. Keys reach the world
// while the view has the focus: a click on it gives it.
Item {
    id: root

    required property GameSession game
    required property MazeTheme theme
    readonly property WorldGame world: game.world
    // Scene units a maze unit (the cube model's own size).
    readonly property real unit: walls.unitSize
    // The camera looks down on the player at this angle (degrees).
    readonly property real cameraPitch: 55

    activeFocusOnTab: true
    Keys.onShortcutOverride: event => event.accepted = root.world.handlesKey(event.key, event.modifiers) || event.key === Qt.Key_Space || root.game.handlesKey(event.key, event.modifiers)
    Keys.onPressed: event => {
        if (root.world.handlesKey(event.key, event.modifiers)) {
            root.world.press(event.key, event.isAutoRepeat);
        } else if (event.key === Qt.Key_Space) {
            if (!event.isAutoRepeat)
                root.game.newMaze();
        } else if (root.game.handlesKey(event.key, event.modifiers)) {
            root.game.pressKey(event.key, event.modifiers, event.isAutoRepeat);
        } else {
            return;
        }
        event.accepted = true;
    }
    Keys.onReleased: event => {
        if (!event.isAutoRepeat)
            root.world.release(event.key);
    }
    onActiveFocusChanged: {
        if (!activeFocus)
            root.world.releaseAll();
    }

    // Held keys walk a little every frame.
    FrameAnimation {
        running: root.visible && root.world.walking
        onTriggered: root.world.tick(frameTime)
    }

    View3D {
        id: view

        objectName: "view3d"
        anchors.fill: parent
        camera: camera
        environment: SceneEnvironment {
            backgroundMode: SceneEnvironment.Color
            clearColor: root.world.fullLight ? "#a9c6e0" : "#020308"
        }

        // The camera's rig stands on the player and turns with it.
        Node {
            position: player.position
            eulerRotation.y: root.world.heading + root.world.cameraYaw

            PerspectiveCamera {
                id: camera

                readonly property real distance: root.world.cameraDistance * root.unit
                readonly property real pitch: root.cameraPitch * Math.PI / 180

                position: Qt.vector3d(0, 0.6 * root.unit + distance * Math.sin(pitch), -distance * Math.cos(pitch))
                eulerRotation: Qt.vector3d(-root.cameraPitch, 180, 0)
                fieldOfView: 60
                clipNear: 5
                // As far as the blocks go: the window's edge is never seen close.
                clipFar: (Math.max(root.world.window.width, root.world.window.height) + 16) * root.unit // qmllint disable type
            }
            // The sun turns with the camera, over its shoulder: the faces the camera sees are lit.
            DirectionalLight {
                objectName: "daylight"
                visible: root.world.fullLight
                eulerRotation: Qt.vector3d(-50, 210, 0)
                brightness: 1.1
                ambientColor: Qt.rgba(0.4, 0.4, 0.45, 1)
            }
        }


        Node {
            id: player

            objectName: "player"
            position: Qt.vector3d(root.world.playerX * root.unit, 0, root.world.playerZ * root.unit)
            eulerRotation.y: root.world.heading

            Model {
                source: "#Cylinder"
                castsShadows: false
                position.y: 27
                scale: Qt.vector3d(0.34, 0.54, 0.34)
                materials: PrincipledMaterial {
                    baseColor: "#d9d4c7"
                    roughness: 0.7
                }
            }
            Model {
                source: "#Sphere"
                castsShadows: false
                position.y: 66
                scale: Qt.vector3d(0.26, 0.26, 0.26)
                materials: PrincipledMaterial {
                    baseColor: "#f0d8b8"
                    roughness: 0.6
                }
            }
            // A visor on the face: which way the player looks.
            Model {
                source: "#Cube"
                castsShadows: false
                position: Qt.vector3d(0, 68, 11)
                scale: Qt.vector3d(0.16, 0.05, 0.05)
                materials: PrincipledMaterial {
                    baseColor: "#202833"
                }
            }
            // Seed 0's flame, carried above the head.
            Model {
                objectName: "flame3d"
                source: "#Sphere"
                castsShadows: false
                position.y: 96
                scale: Qt.vector3d(0.12, 0.16, 0.12)
                materials: PrincipledMaterial {
                    baseColor: root.theme.flameBody
                    emissiveFactor: Qt.vector3d(0.45, 0.7, 1)
                    lighting: PrincipledMaterial.NoLighting
                }
            }
            // Under the walls' tops, so that no light slips over a wall.
            PointLight {
                objectName: "flameLight"
                position.y: 85
                color: root.theme.flameLight
                brightness: root.world.fullLight ? 0.5 : 6
                // Most of its light within a few units, as the 2D flame's 6:
                // what is round a corner or far off stays dark.
                constantFade: 1
                linearFade: 0
                quadraticFade: root.world.fullLight ? 0.02 : 0.16
                castsShadow: !root.world.fullLight
                shadowMapQuality: Light.ShadowMapQualityLow
                shadowFilter: 0
                shadowFactor: 90
                shadowBias: 2
                shadowMapFar: 12 * root.unit
            }
        }

        Model {
            objectName: "floor"
            readonly property rect area: root.world.window // qmllint disable type import

            source: "#Rectangle"
            eulerRotation.x: -90
            position: Qt.vector3d((area.x + area.width / 2) * root.unit, 0, (area.y + area.height / 2) * root.unit) // qmllint disable type
            scale: Qt.vector3d(area.width, area.height, 1) // qmllint disable type
            receivesShadows: false
            materials: PrincipledMaterial {
                baseColor: "#8a8478"
                roughness: 0.95
            }
        }

        Model {
            objectName: "walls"
            source: "#Cube"
            instancing: BlockInstancing {
                id: walls

                world: root.world
                kind: BlockInstancing.Walls
                color: "#9aa3ad"
            }
            receivesShadows: true
            castsShadows: true
            materials: PrincipledMaterial {
                baseColor: "white"
                roughness: 0.85
            }
        }

        Model {
            objectName: "built"
            source: "#Cube"
            instancing: BlockInstancing {
                world: root.world
                kind: BlockInstancing.Built
                color: "#c0703f"
            }
            receivesShadows: true
            castsShadows: true
            materials: PrincipledMaterial {
                baseColor: "white"
                roughness: 0.8
            }
        }

        // The exit: a glowing tile.
        Model {
            objectName: "exitTile"
            visible: root.world.exitColumn >= 0
            source: "#Cube"
            position: Qt.vector3d((root.world.exitColumn + 0.5) * root.unit, 1, (root.world.exitRow + 0.5) * root.unit)
            scale: Qt.vector3d(0.9, 0.02, 0.9)
            materials: PrincipledMaterial {
                baseColor: root.theme.exit
                emissiveFactor: Qt.vector3d(0.1, 0.6, 0.2)
            }
        }

        // The unit the tool changes: where the new block goes, or the block that goes.
        Model {
            objectName: "aimedBlock"
            readonly property int level: root.world.tool === WorldGame.Build ? root.world.aimedHeight : root.world.aimedHeight - 1

            visible: root.world.tool !== WorldGame.Walk && root.world.aimedColumn >= 0 && level >= 0
            source: "#Cube"
            position: Qt.vector3d((root.world.aimedColumn + 0.5) * root.unit, (level + 0.5) * root.unit, (root.world.aimedRow + 0.5) * root.unit)
            scale: Qt.vector3d(1.04, 1.04, 1.04)
            castsShadows: false
            receivesShadows: false
            materials: PrincipledMaterial {
                baseColor: root.world.tool === WorldGame.Build ? root.theme.exit : root.theme.considered
                emissiveFactor: root.world.tool === WorldGame.Build ? Qt.vector3d(0.1, 0.5, 0.2) : Qt.vector3d(0.6, 0.3, 0.05)
                opacity: 0.45
                lighting: PrincipledMaterial.NoLighting
            }
        }
    }

    // A click builds or destroys with the tool (and gives the view the
    // keys); a drag turns the camera around the player; the wheel zooms.
    MouseArea {
        property real lastX: 0
        property bool dragged: false

        anchors.fill: parent
        onPressed: mouse => {
            root.forceActiveFocus();
            lastX = mouse.x;
            dragged = false;
        }
        onPositionChanged: mouse => {
            if (Math.abs(mouse.x - lastX) > 3)
                dragged = true;
            if (dragged) {
                root.world.cameraYaw -= (mouse.x - lastX) * 0.4;
                lastX = mouse.x;
            }
        }
        onClicked: {
            if (!dragged)
                root.world.apply();
        }
        onWheel: wheel => root.world.zoom(wheel.angleDelta.y / 120)
    }

    // Focus frame, as the 2D games have: which pane the keys go to.
    Rectangle {
        anchors.fill: parent
        color: "transparent"
        border.width: 2
        border.color: root.theme.current
        visible: root.activeFocus
    }

    Label {
        objectName: "worldMessage"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: 8
        width: Math.min(implicitWidth, parent.width - 16)
        visible: text.length > 0
        text: root.world.atExit ? qsTr("Exit reached! Space: a new maze.") : root.world.message
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        padding: 6
        color: "white"
        font.bold: root.world.atExit
        background: Rectangle {
            color: "#cc1d2530"
            radius: 4
        }
    }
}

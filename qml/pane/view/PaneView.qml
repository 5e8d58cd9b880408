import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// One pane: the generator's name and its file menu, its maze, a status
// line, the pane's mode (PaneModeBar) with that mode's controls below it, and
// the headline metrics once the maze is done. Every mode's page takes the
// height of the tallest, so that panes in different modes stay in line,
// except in a short pane (compactPages), where the maze needs the room.
// Not `pragma ComponentBehavior: Bound`, unlike the other views: Qt 6.4's
// Loader refuses a bound component ("Cannot instantiate bound component
// outside its creation context"), and the 3D view is loaded.
Frame {
    id: root

    enum Mode {
        Generate,
        Step,
        Solve,
        Trace,
        Play,
        Edit,
        World
    }

    required property PaneModel pane
    required property int index
    property bool dark: false
    // The lab's display switches (Comparison).
    property bool labClassic: false
    property bool showValues: false
    property url dotPicture
    property bool canRemove: true
    // The pane the window's pane commands act on (ComparisonView.currentIndex),
    // outlined when there are others to tell it from.
    property bool current: false
    property bool showCurrent: false
    // The title's height: the tallest of the panes' titles (ComparisonView).
    property real titleHeight: 0
    readonly property real titleImplicitHeight: title.implicitHeight
    readonly property alias mazeView: view
    readonly property alias stepper: stepper
    readonly property alias game: game
    // The least height the maze keeps; the rest of implicitHeight is controls.
    readonly property int mazeMinimumHeight: 80
    // The window gives the pane little height (ComparisonView.compactPanes; modePages).
    property bool compactPages: false
    // The controls with the tallest page, for the window's columns (assigned later: see there).
    property real tallControlsHeight: 0
    onImplicitHeightChanged: Qt.callLater(() => {
        if (modePages) // a pane removed meanwhile has none
            root.tallControlsHeight = root.implicitHeight - root.mazeMinimumHeight
                + (root.compactPages ? modePages.implicitHeight - modePages.Layout.preferredHeight : 0);
    })

    signal removeRequested
    signal settingsRequested
    signal playSizeRequested
    signal exportRequested
    signal animationRequested
    signal scriptRequested
    // Race solvers on this pane's maze (its menu, Solve's Race button).
    signal raceRequested
    // Step mode chosen (the mode bar, Ctrl+2): the call stack panel opens.
    signal stepModeChosen
    // Alt+(its number): the pane commands are to act on this pane.
    signal currentRequested

    // Step mode chosen, the stepper not yet active (it starts with the first move asked for).
    property bool stepChosen: false
    // The pane's modes, one entry each in Mode's order: the mode bar shows
    // those `inBar` in this order (Ctrl+1 to Ctrl+6), `game` is what the game
    // board does in it, `page` the page of controls under the bar, and
    // `takesKeys` whether the maze takes the keyboard once it is chosen. The
    // 3D world is chosen by the title's 3D button.
    readonly property var modes: [
        {
            mode: PaneView.Generate,
            icon: "generate",
            name: qsTr("Generate"),
            tip: qsTr("Run, pause, step and reset the generator"),
            game: GameBoard.Off,
            page: generatePage,
            inBar: true,
            takesKeys: false
        },
        {
            mode: PaneView.Step,
            icon: "stepmode",
            name: qsTr("Step"),
            tip: qsTr("Step through the generator's moves: back, step over, step out, the timeline"),
            game: GameBoard.Off,
            page: stepPage,
            inBar: true,
            takesKeys: false
        },
        {
            mode: PaneView.Solve,
            icon: "solve",
            name: qsTr("Solve"),
            tip: qsTr("A solver of your choice walks to the exit at the pane's speed, showing what it knows of the maze"),
            game: GameBoard.Solve,
            page: gamePage,
            inBar: true,
            takesKeys: true
        },
        {
            mode: PaneView.Trace,
            icon: "trace",
            name: qsTr("Trace"),
            tip: qsTr("Draw the shortest path dot by dot, with its length"),
            game: GameBoard.Trace,
            page: gamePage,
            inBar: true,
            takesKeys: true
        },
        {
            mode: PaneView.Play,
            icon: "play",
            name: qsTr("Play"),
            tip: qsTr("Move the blue flame with WASD or the arrow keys; Space makes a new maze"),
            game: GameBoard.Play,
            page: gamePage,
            inBar: true,
            takesKeys: true
        },
        {
            mode: PaneView.Edit,
            icon: "edit",
            name: qsTr("Edit"),
            tip: qsTr("Click or drag to build (N) or destroy (M) walls; Ctrl+Z undoes, Ctrl+Shift+Z redoes"),
            game: GameBoard.Edit,
            page: gamePage,
            inBar: true,
            takesKeys: true
        },
        {
            mode: PaneView.World,
            icon: "",
            name: qsTr("3D"),
            tip: "",
            game: GameBoard.World,
            page: worldPage,
            inBar: false,
            takesKeys: false
        }
    ]
    readonly property int mode: {
        if (stepChosen || stepper.active)
            return PaneView.Step;
        // A game waits while the pane makes its maze: meanwhile the pane shows Generate's controls.
        if (!game.hasMaze || game.mode === GameBoard.Off)
            return PaneView.Generate;
        const playing = modes.find(entry => entry.game === game.mode);
        return playing ? playing.mode : PaneView.Generate;
    }
    // A stepped pane shows a state of the generator, not its maze: a game in progress ends.
    readonly property bool stepping: stepper.active
    onSteppingChanged: {
        if (stepping)
            game.mode = GameBoard.Off;
    }

    function choose(next) {
        stepChosen = next === PaneView.Step;
        if (next !== PaneView.Step)
            stepper.leave();
        else
            root.stepModeChosen();
        pane.view3D = next === PaneView.World;
        game.mode = modes[next].game;
        if (modes[next].takesKeys)
            gameLayer.forceActiveFocus();
    }
    // One move, as the page's Step button does (F11): on the Generate page
    // the pane's own step, or stepping from the first move of a finished maze.
    function step() {
        if (mode === PaneView.Step)
            stepper.stepForward();
        else
            generatePage.step();
    }
    // The 3D view is remembered with the pane: it comes back once the maze is made.
    Component.onCompleted: {
        if (pane.view3D)
            game.mode = GameBoard.World;
    }

    // The pane's status line: the stepper's while it is stepped (the pane says when it cannot generate).
    readonly property string statusText: pane.status !== PaneModel.Failed && stepper.active ? stepper.statusText : pane.statusText

    padding: 6
    Accessible.name: pane.generatorName
    // Fusion's frame, in the highlight's colour around the current pane.
    background: Rectangle {
        color: "transparent"
        border.width: root.current && root.showCurrent ? 2 : 1
        border.color: root.current && root.showCurrent ? root.palette.highlight : Qt.lighter(Qt.darker(root.palette.window, 1.4), 1.08)
    }

    MazeTheme {
        id: colors

        dark: root.dark
        labClassic: root.labClassic
    }

    Shortcut {
        sequence: "Alt+" + (root.index + 1)
        onActivated: root.currentRequested()
    }

    // Stepping through the recursion on a timeline of this pane's spec.
    PaneStepper {
        id: stepper

        pane: root.pane
    }

    // Solve, trace, play and edit on this pane's finished maze.
    GameSession {
        id: game

        pane: root.pane
        dark: root.dark
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            spacing: 2

            // The generator's colour, as in the charts (GeneratorPalette).
            Rectangle {
                objectName: "generatorColor"
                implicitWidth: 12
                implicitHeight: 12
                radius: 2
                color: GeneratorPalette.color(root.pane.generatorId)
            }
            Label {
                id: title

                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(root.titleHeight, implicitHeight)
                verticalAlignment: Text.AlignVCenter
                text: root.pane.title
                font.bold: true
                wrapMode: Text.Wrap
                // Three lines: beside the call stack panel a pane is narrow, and its buttons stay.
                maximumLineCount: 3
                elide: Text.ElideRight
                ToolTip.visible: nameHover.hovered
                ToolTip.delay: 500
                // The whole title first: a narrow pane cuts it short.
                ToolTip.text: root.pane.title + "\n" + root.pane.generatorSummary

                HoverHandler {
                    id: nameHover
                }
            }
            ToolTipButton {
                objectName: "scriptButton"
                visible: root.pane.isLab
                text: "{ }"
                compact: true
                flat: true
                tip: qsTr("Edit this pane's script: your own digout(y, x)")
                Accessible.name: qsTr("Script")
                onClicked: root.scriptRequested()
            }
            ToolTipButton {
                objectName: "view3dButton"
                text: qsTr("3D")
                compact: true
                flat: true
                checkable: true
                checked: root.pane.view3D
                // Kept while stepping, disabled, so that the title's lines and the maze below stay.
                enabled: root.game.hasMaze && root.pane.finished && !root.stepping
                tip: qsTr("Walk this maze in 3D and build on it; again for the 2D view")
                Accessible.name: qsTr("3D view")
                onClicked: root.choose(checked ? PaneView.World : PaneView.Generate)
            }
            ToolTipButton {
                objectName: "paneSettings"
                text: "⚙"
                compact: true
                flat: true
                tip: qsTr("Choose this pane's generator and its options")
                Accessible.name: qsTr("Generator and options")
                onClicked: root.settingsRequested()
            }
            PaneMenu {
                compact: true
                game: root.game
                stepping: root.stepping
                canRemove: root.canRemove
                onExportRequested: root.exportRequested()
                onAnimationRequested: root.animationRequested()
                onRemoveRequested: root.removeRequested()
                onRaceRequested: root.raceRequested()
            }
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: root.mazeMinimumHeight
            color: colors.background
            clip: true

            MazeView {
                id: view

                objectName: "mazeView"
                anchors.fill: parent
                visible: root.mode !== PaneView.World
                mazeLayer: root.pane.mazeLayer
                overlay: game.overlay
                wallColor: colors.wall
                floorColor: colors.floor
                visitedColor: colors.visited
                currentColor: colors.current
                consideredColor: colors.considered
                startColor: colors.start
                exitColor: colors.exit
                seedWallColor: colors.seedWall
                newWallColor: colors.newWall
                pathColor: colors.path
                outsideColor: colors.background
                Accessible.role: Accessible.Graphic
                // A click on the maze gives the games' keys to this pane.
                onUnitClicked: gameLayer.forceActiveFocus()
                Accessible.name: qsTr("Maze, %1 by %2 units").arg(root.pane.rows).arg(root.pane.cols)

                HoverHandler {
                    id: mazeAreaHover
                }
            }

            SteppingDecorations {
                objectName: "steppingDecorations"
                anchors.fill: view
                stepper: stepper
                view: view
                visible: stepper.active
                arrowColor: colors.arrow
                windowColor: colors.current
                selectionColor: colors.exit
            }

            UnitValues {
                objectName: "unitValues"
                anchors.fill: view
                // Values would light what Play's darkness hides.
                visible: root.showValues && root.mode !== PaneView.Play && root.mode !== PaneView.World
                view: view
                pane: root.pane
                wallTextColor: colors.floor
                floorTextColor: colors.wall
            }

            GameLayer {
                id: gameLayer

                objectName: "gameLayer"
                anchors.fill: view
                // The games' keys (N, M, undo) would reach into a stepped maze.
                enabled: root.mode !== PaneView.Step
                game: root.game
                view: root.mazeView
                dark: root.dark
                labClassic: root.labClassic
                dotPicture: root.dotPicture
                visible: root.mode !== PaneView.World
            }

            // Loaded only while shown: Quick 3D costs nothing in a pane that never uses it.
            Loader {
                id: worldLoader

                objectName: "worldLoader"
                anchors.fill: parent
                // Kept while the pane is in 3D, hidden while it makes its next maze: Qt Quick 3D
                // 6.4 can crash in its render thread when a View3D goes in the frame its lights changed.
                active: root.pane.view3D
                visible: root.mode === PaneView.World
                // Quick 3D draws through OpenGL, not with Qt Quick's software renderer.
                sourceComponent: GraphicsInfo.api === GraphicsInfo.Software ? needsOpenGL : world3D
                onLoaded: {
                    if (visible)
                        item.forceActiveFocus(); // qmllint disable type
                }
                onVisibleChanged: {
                    if (visible && item)
                        item.forceActiveFocus(); // qmllint disable type
                }

                Component {
                    id: world3D

                    WorldView {
                        game: root.game // qmllint disable unqualified
                        theme: colors // qmllint disable unqualified
                    }
                }
                Component {
                    id: needsOpenGL

                    NeedsOpenGL {
                        theme: colors // qmllint disable unqualified
                    }
                }
            }

            // A file's error (or the file being saved), or the lab script's
            // problem, over the maze's top edge so that nothing below moves.
            MessageBar {
                objectName: "gameMessageBar"
                textObjectName: "gameMessage"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                z: 1
                text: root.game.message
                textColor: root.game.messageIsProblem ? colors.problem : root.palette.windowText
                onDismissed: root.game.clearMessage()
            }
            MessageBar {
                objectName: "problemBar"
                textObjectName: "problemText"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                // Dismissed, a problem stays away until the pane has another.
                property string dismissedText

                z: 1
                visible: text.length > 0 && text !== dismissedText
                text: root.pane.problem
                textColor: colors.problem
                actionText: qsTr("Script…")
                actionTip: qsTr("Open the script, at the line the problem is on")
                onActionTriggered: root.scriptRequested()
                onDismissed: dismissedText = text
            }

            Label {
                anchors.fill: parent
                anchors.margins: 12
                visible: root.pane.status === PaneModel.Failed
                text: root.pane.errorString
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                color: colors.problem
            }

            Label {
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.margins: 4
                // QPoint is missing from 6.4's qmllint builtins; it reaches QML as a point.
                visible: view.hoveredUnit.x >= 0 // qmllint disable type
                text: qsTr("row %1, column %2").arg(view.hoveredUnit.y).arg(view.hoveredUnit.x) // qmllint disable type
                padding: 2
                font.pixelSize: 11
                background: Rectangle {
                    color: root.palette.base
                    opacity: 0.85
                    radius: 2
                }
            }

            // Shown while the pointer is over the maze's area, so they never
            // sit on the maze otherwise; +, − and F work from the keyboard at any time.
            ZoomButtons {
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: 4
                view: root.mazeView
                visible: mazeAreaHover.hovered
            }
        }

        Label {
            objectName: "statusLine"
            Layout.fillWidth: true
            text: root.statusText
            // One line, so that nothing below moves; in a narrow pane the whole of it in a tooltip.
            elide: Text.ElideRight
            ToolTip.visible: truncated && statusHover.hovered
            ToolTip.delay: 500
            ToolTip.text: text

            HoverHandler {
                id: statusHover
            }
        }

        PaneModeBar {
            objectName: "modeBar"
            Layout.fillWidth: true
            modes: root.modes.filter(entry => entry.inBar)
            mode: root.mode
            // A stepped pane shows a state of the generator, not its maze, and
            // keeps it after Generate is chosen until it runs or is reset.
            gamesReady: root.game.hasMaze && root.pane.finished && !root.stepping
            shortcutsEnabled: root.current
            onChosen: next => root.choose(next)
        }

        StackLayout {
            id: modePages

            objectName: "modePages"
            Layout.fillWidth: true
            Layout.fillHeight: false
            // The tallest page's height: a switch of mode moves nothing. In a short pane (the charts open at
            // 1280 x 800) Step's only while it shows: the maze gets its third; the others keep in line.
            Layout.preferredHeight: !root.compactPages ? -1 : children[currentIndex] === stepPage ? stepPage.implicitHeight
                : Math.max(generatePage.implicitHeight, gamePage.implicitHeight, worldPage.implicitHeight)
            // The chosen mode's page, by its place among the pages.
            currentIndex: {
                const page = root.modes[root.mode].page;
                for (let i = 0; i < children.length; ++i) {
                    if (children[i] === page)
                        return i;
                }
                return 0;
            }

            GenerateControls {
                id: generatePage

                objectName: "generatePage"
                pane: root.pane
                stepper: stepper
            }

            StepPage {
                id: stepPage

                objectName: "stepPage"
                stepper: stepper
                mazeView: view
                finished: root.pane.finished
            }

            GameControls {
                id: gamePage

                objectName: "gameControls"
                game: root.game
                keyTarget: gameLayer
                onPlaySizeRequested: root.playSizeRequested()
                onRaceRequested: root.raceRequested()
            }

            WorldControls {
                id: worldPage

                objectName: "worldControls"
                game: root.game
                keyTarget: worldLoader.item // qmllint disable type
            }
        }

        PaneMetrics {
            objectName: "metrics"
            Layout.fillWidth: true
            // A stopped script's maze is not measured as made: its problem is what to read.
            visible: !root.pane.scriptStopped
            pane: root.pane
        }
    }
}

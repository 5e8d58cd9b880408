pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import MazeStudy

// The window's menu, at the end of the toolbar: what is rare enough not to
// take a place in it. Settings: the language, which switches at once, and the
// mazedfs lab's display switches for every pane. Help: the keyboard shortcuts
// and what MazeStudy is.
ToolTipButton {
    id: button

    // None in tests of the toolbar alone: the language entries are left out.
    property LanguageSwitcher languages: null
    property Comparison comparison: null
    signal chartsToggleRequested

    objectName: "mainMenuButton"
    text: qsTr("Menu")
    iconName: "menu"
    tip: qsTr("Charts, the seed in every pane, language, keyboard shortcuts and about")
    ToolTip.visible: hovered && !menu.visible
    onClicked: menu.open()

    Menu {
        id: menu

        objectName: "mainMenu"
        y: button.height

        MenuItem {
            objectName: "chartsItem"
            text: qsTr("Show or hide the charts")
            onTriggered: button.chartsToggleRequested()
        }
        MenuItem {
            objectName: "sameSeedItem"
            text: qsTr("Same seed in every pane")
            checkable: true
            checked: button.comparison !== null && button.comparison.sameSeed
            enabled: button.comparison !== null
            onTriggered: button.comparison.sameSeed = checked
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Off: pane 1 gets the seed, pane 2 the seed + 1, and so on")
        }
        MenuItem {
            objectName: "stackItem"
            text: qsTr("Call stack panel")
            checkable: true
            checked: button.comparison !== null && button.comparison.showStack
            enabled: button.comparison !== null
            onTriggered: button.comparison.showStack = checked
        }
        MenuItem {
            objectName: "settingsItem"
            text: qsTr("Settings…")
            onTriggered: settings.open()
        }
        MenuSeparator {
        }
        MenuItem {
            objectName: "shortcutsItem"
            text: qsTr("Keyboard shortcuts")
            onTriggered: shortcuts.open()
        }
        MenuItem {
            objectName: "aboutItem"
            text: qsTr("About MazeStudy")
            onTriggered: about.open()
        }
    }

    CloseDialog {
        id: settings

        objectName: "settingsDialog"
        title: qsTr("Settings")

        GridLayout {
            columns: 2
            columnSpacing: 12

            Label {
                text: qsTr("Language")
            }
            ComboBox {
                objectName: "languageBox"
                enabled: button.languages !== null
                model: button.languages ? button.languages.names : []
                implicitContentWidthPolicy: ComboBox.WidestText
                currentIndex: button.languages ? button.languages.index : 0
                onActivated: index => button.languages.choose(button.languages.codes[index])
                Accessible.name: qsTr("Language")
            }
            Label {
                Layout.columnSpan: 2
                Layout.maximumWidth: 360
                text: qsTr("The window changes language at once and remembers the choice.")
                wrapMode: Text.Wrap
                opacity: 0.8
            }
            Label {
                Layout.columnSpan: 2
                Layout.topMargin: 8
                text: qsTr("The lab's display, in every pane")
                font.bold: true
            }
            CheckBox {
                objectName: "labClassicBox"
                Layout.columnSpan: 2
                enabled: button.comparison !== null
                text: qsTr("Classic lab colours: green walls, black path, red dot")
                checked: button.comparison ? button.comparison.labClassic : false
                onToggled: button.comparison.labClassic = checked
            }
            CheckBox {
                objectName: "showValuesBox"
                Layout.columnSpan: 2
                enabled: button.comparison !== null
                text: qsTr("Each unit's value on its block, once the blocks are big enough to read")
                checked: button.comparison ? button.comparison.showValues : false
                onToggled: button.comparison.showValues = checked
            }
            Label {
                text: qsTr("Dot")
            }
            RowLayout {
                Button {
                    objectName: "dotPictureButton"
                    enabled: button.comparison !== null
                    text: qsTr("Picture…")
                    onClicked: dotPictureDialog.open()
                }
                Button {
                    objectName: "plainDotButton"
                    enabled: button.comparison !== null && String(button.comparison.dotPicture).length > 0
                    text: qsTr("Plain dot")
                    onClicked: button.comparison.dotPicture = ""
                }
                Image {
                    Layout.preferredWidth: 24
                    Layout.preferredHeight: 24
                    fillMode: Image.PreserveAspectFit
                    // Decoded on a loader thread: a large picture never stalls the menu.
                    asynchronous: true
                    source: button.comparison ? button.comparison.dotPicture : ""
                }
            }
            Label {
                Layout.columnSpan: 2
                Layout.maximumWidth: 360
                text: qsTr("A PNG or an animated GIF, shown where the solve and play dots are, as the lab's miner.gif.")
                wrapMode: Text.Wrap
                opacity: 0.8
            }
        }
    }

    OpenFileDialog {
        id: dotPictureDialog

        title: qsTr("A picture for the dot")
        nameFilters: [qsTr("Pictures (*.png *.gif)")]
        onAccepted: button.comparison.dotPicture = selectedFile
    }

    Shortcut {
        sequence: "F1"
        onActivated: shortcuts.open()
    }

    CloseDialog {
        id: shortcuts

        objectName: "shortcutsDialog"
        title: qsTr("Keyboard shortcuts")

        GridLayout {
            columns: 2
            columnSpacing: 16
            rowSpacing: 4

            Repeater {
                model: [
                    qsTr("F5, Space"), qsTr("New seed: every pane makes a new maze (Space while no button or field has the focus)"),
                    qsTr("Tab, Shift+Tab"), qsTr("The next, the previous control"),
                    qsTr("Space, Return"), qsTr("Press the focused button"),
                    "R", qsTr("Run every pane"),
                    "P", qsTr("Pause every pane"),
                    "S", qsTr("Step every pane (in lock-step once a pane is stepped)"),
                    qsTr("Shift+R"), qsTr("Reset every pane"),
                    "Esc", qsTr("Size of every pane's maze"),
                    qsTr("Ctrl+N"), qsTr("Add a pane: choose its generator in a menu (arrows, Return)"),
                    qsTr("Alt+1 … Alt+8"), qsTr("The current pane, outlined: the one the keys below act on (a click or the focus in a pane makes it current too)"),
                    qsTr("Ctrl+1 … Ctrl+6"), qsTr("The current pane's mode: generate, step, solve, trace, play, edit"),
                    "F11", qsTr("Step the current pane: one move"),
                    qsTr("Shift+F11"), qsTr("Step the current pane back one move"),
                    "F10", qsTr("Step over: the current pane's next call, whole"),
                    "F12", qsTr("Step out of the current pane's call"),
                    "K", qsTr("Show or hide the call stack panel"),
                    "+  −  F", qsTr("Zoom in, zoom out, fit every pane's maze"),
                    "C", qsTr("Show or hide the charts"),
                    qsTr("Ctrl+R"), qsTr("Run a study of the panes' generators"),
                    qsTr("Ctrl+E"), qsTr("Export: a chart, every chart, a pane's maze, an animation"),
                    qsTr("W A S D, arrows"), qsTr("Play: move the flame"),
                    "N  M", qsTr("Edit: build walls, dig floor"),
                    qsTr("Ctrl+Z, Ctrl+Shift+Z"), qsTr("Edit: undo, redo"),
                    qsTr("W S, A D, Q E"), qsTr("3D: walk, turn, turn the camera"),
                    qsTr("N  M, Return"), qsTr("3D: build, destroy, on the outlined unit"),
                    "L", qsTr("3D: daylight on and off"),
                    qsTr("Ctrl+Return"), qsTr("Lab: run the script"),
                    "F1", qsTr("These shortcuts"),
                    qsTr("Ctrl+Q"), qsTr("Quit")
                ]

                Label {
                    required property int index
                    required property string modelData

                    Layout.maximumWidth: index % 2 === 0 ? -1 : 520
                    text: modelData
                    font.bold: index % 2 === 0
                    wrapMode: Text.Wrap
                }
            }
        }
    }

    CloseDialog {
        id: about

        objectName: "aboutDialog"
        width: Math.min(480, parent ? parent.width - 40 : 480)
        title: qsTr("About MazeStudy")

        Label {
            width: parent.width
            wrapMode: Text.Wrap
            text: qsTr("MazeStudy %1\n\nCompare maze generation algorithms side by side: step through them, measure what they make over one maze or thousands, and chart the results. The same generator, size, seed and options give the same maze everywhere.\n\nmazestudy-cli runs the same studies without a window.").arg(Qt.application.version)
        }
    }
}

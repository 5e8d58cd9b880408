pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// Size, shape, seed, the commands for every pane, the speed, and the menu
// (which holds whether the panes share the seed): one row
// at 1280 pixels in English and German. The groups wrap onto a second line
// when the window is narrower. (No busy indicator: the panes say they run,
// and one appearing would make the row jump.)
ToolBar {
    id: bar

    required property Comparison comparison
    // The language choice in the menu; none in tests of the toolbar alone.
    property LanguageSwitcher languages: null
    // Every group as tall as the tallest control, so that they line up when the toolbar wraps.
    readonly property real groupHeight: Math.max(sizeBox.implicitHeight, seedField.implicitHeight)
    readonly property color problemColor: theme.problem

    // Ctrl+N waits while a dialog has the keys, as the window's other keys do.
    property bool shortcutsEnabled: true

    signal sizeDialogRequested
    signal chartsToggleRequested
    // Step all: every pane, in lock-step once some pane is being stepped.
    signal stepAllRequested

    ColumnLayout {
        width: parent.width
        spacing: 0

        Flow {
            Layout.fillWidth: true
            spacing: 12

            RowLayout {
                height: bar.groupHeight
                spacing: 4

                Label {
                    text: qsTr("Size")
                }
                ComboBox {
                    id: sizeBox

                    objectName: "sizeBox"
                    implicitContentWidthPolicy: ComboBox.WidestText
                    model: {
                        const names = Array.from(bar.comparison.sizePresets);
                        names.push(qsTr("Custom…"));
                        return names;
                    }
                    currentIndex: bar.comparison.sizePresetIndex
                    displayText: qsTr("%1 × %2").arg(bar.comparison.rows).arg(bar.comparison.cols)
                    onActivated: index => {
                        if (index < bar.comparison.sizePresets.length)
                            bar.comparison.applySizePreset(index);
                        else
                            bar.sizeDialogRequested();
                        currentIndex = Qt.binding(() => bar.comparison.sizePresetIndex);
                    }
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Rows × columns of every pane's maze (Esc for a custom size)")
                    Accessible.name: qsTr("Maze size")
                }
            }

            RowLayout {
                height: bar.groupHeight
                spacing: 4

                Label {
                    text: qsTr("Shape")
                    color: bar.comparison.mask.problem.length > 0 ? bar.problemColor : palette.windowText
                }
                ComboBox {
                    id: shapeBox

                    objectName: "shapeBox"
                    implicitContentWidthPolicy: ComboBox.WidestText
                    model: {
                        const names = Array.from(bar.comparison.mask.names);
                        names.push(qsTr("Open a mask…"));
                        return names;
                    }
                    currentIndex: bar.comparison.mask.index
                    // The names change (a file opened, another language), which resets a
                    // ComboBox's index: the choice is said from the model, whatever it did.
                    displayText: bar.comparison.mask.names[bar.comparison.mask.index]
                    onActivated: index => {
                        if (index < bar.comparison.mask.names.length)
                            bar.comparison.mask.choose(index);
                        else
                            maskDialog.open();
                        currentIndex = Qt.binding(() => bar.comparison.mask.index);
                    }
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("The shape every pane's maze is carved in: generators that cannot carve one say so")
                    Accessible.name: qsTr("Maze shape")
                }
            }

            RowLayout {
                height: bar.groupHeight
                spacing: 4

                Label {
                    text: qsTr("Seed")
                }
                TextField {
                    id: seedField

                    readonly property string problem: bar.comparison.seedProblem(text)

                    objectName: "seedField"
                    implicitWidth: 130
                    // qint64 and QPoint are missing from 6.4's qmllint builtins; they reach QML as number and point.
                    text: bar.comparison.seed // qmllint disable type
                    selectByMouse: true
                    color: problem.length > 0 ? bar.problemColor : palette.text
                    onEditingFinished: {
                        if (problem.length === 0 && text !== String(bar.comparison.seed)) // qmllint disable type
                            bar.comparison.setSeedText(text);
                    }
                    ToolTip.visible: problem.length > 0 ? activeFocus : hovered
                    ToolTip.delay: problem.length > 0 ? 0 : 500
                    ToolTip.text: problem.length > 0 ? problem : qsTr("The seed every pane starts from; Enter applies it")
                    Accessible.name: qsTr("Seed")

                    // Connections is built into QtQml, whose qmltypes 6.4's Debian packages lack.
                    Connections { // qmllint disable import type
                        target: bar.comparison // qmllint disable type

                        function onSeedChanged() {
                            seedField.text = bar.comparison.seed; // qmllint disable type
                        }
                    }
                }
                ToolTipButton {
                    text: qsTr("New seed")
                    tip: qsTr("A new random seed; every pane makes its maze again")
                    shortcut: qsTr("F5 or Space")
                    onClicked: bar.comparison.regenerate()
                }
            }

            RowLayout {
                height: bar.groupHeight
                spacing: 4

                ToolTipButton {
                    objectName: "runAll"
                    iconName: "run"
                    text: qsTr("Run all")
                    tip: qsTr("Run every pane")
                    shortcut: "R"
                    onClicked: bar.comparison.runAll()
                }
                ToolTipButton {
                    objectName: "pauseAll"
                    iconName: "pause"
                    text: qsTr("Pause all")
                    enabled: bar.comparison.anyRunning
                    tip: qsTr("Pause every pane")
                    shortcut: "P"
                    onClicked: bar.comparison.pauseAll()
                }
                ToolTipButton {
                    objectName: "stepAll"
                    iconName: "step"
                    text: qsTr("Step all")
                    tip: qsTr("Pause every pane and do one move in each")
                    shortcut: "S"
                    onClicked: bar.stepAllRequested()
                }
                ToolTipButton {
                    objectName: "resetAll"
                    iconName: "reset"
                    text: qsTr("Reset all")
                    tip: qsTr("Every pane back to the start of its maze, paused")
                    shortcut: qsTr("Shift+R")
                    onClicked: bar.comparison.resetAll()
                }
            }

            RowLayout {
                height: bar.groupHeight
                spacing: 4

                Label {
                    text: qsTr("Speed")
                }
                Slider {
                    id: speedSlider

                    objectName: "speedSlider"
                    implicitWidth: 120
                    from: 0
                    to: bar.comparison.speeds.length - 1
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: bar.comparison.speedIndex
                    onMoved: bar.comparison.speedIndex = value
                    ToolTip.visible: hovered || pressed
                    ToolTip.delay: pressed ? 0 : 500
                    ToolTip.text: qsTr("From one step a second to as fast as possible; instant shows only the finished maze")
                    Accessible.name: qsTr("Speed")
                }
                Label {
                    // As wide as the widest speed, so the toolbar does not jump while sliding.
                    Layout.preferredWidth: speedMetrics.width
                    text: bar.comparison.speedLabel(bar.comparison.speed)

                    TextMetrics {
                        id: speedMetrics

                        text: bar.comparison.speedLabel(0)
                    }
                }
            }

            RowLayout {
                height: bar.groupHeight
                spacing: 4

                ToolTipButton {
                    id: addButton

                    objectName: "addPane"
                    text: qsTr("Add pane")
                    enabled: bar.comparison.panes.count < bar.comparison.maxPanes
                    tip: qsTr("Add a pane with a generator of your choice")
                    shortcut: qsTr("Ctrl+N")
                    onClicked: addMenu.open()

                    // A list rather than a Menu: 6.4's Menu cannot stack items a Repeater makes.
                    // So it does a menu's keys itself: the focus on the first item when it
                    // opens, Up and Down from item to item (Return presses the focused one, Esc closes).
                    Popup {
                        id: addMenu

                        // The items in order, the generators' as the list has made them.
                        function items() {
                            const list = [showSeeds, showSeedVsBaselines];
                            for (let i = 0; i < generatorList.count; ++i) {
                                const item = generatorList.itemAtIndex(i);
                                if (item)
                                    list.push(item);
                            }
                            return list;
                        }
                        function moveFocus(step) {
                            const list = items();
                            const at = list.findIndex(item => item.activeFocus);
                            list[Math.max(0, Math.min(list.length - 1, at + step))].forceActiveFocus(Qt.TabFocusReason); // qmllint disable type
                        }

                        objectName: "addMenu"
                        y: parent.height
                        width: 320
                        // Kept in the window: the button sits near its right edge, further in German.
                        margins: 0
                        padding: 2
                        focus: true
                        onOpened: showSeeds.forceActiveFocus(Qt.TabFocusReason) // qmllint disable type

                        // The popup's child rather than its contentItem: qmllint warns of ids in a deferred property.
                        Column {
                            width: addMenu.availableWidth
                            Keys.onUpPressed: addMenu.moveFocus(-1)
                            Keys.onDownPressed: addMenu.moveFocus(1)

                            ItemDelegate {
                                id: showSeeds

                                objectName: "showSeeds"
                                width: parent.width
                                text: qsTr("Compare: the seeds' four generators")
                                // An ItemDelegate takes no focus by default (so Return would not press
                                // it), and Fusion's shows none: the highlight is the focus.
                                focusPolicy: Qt.StrongFocus // qmllint disable type
                                highlighted: activeFocus
                                onClicked: {
                                    addMenu.close();
                                    bar.showSet(Comparison.Seeds);
                                }
                            }
                            ItemDelegate {
                                id: showSeedVsBaselines

                                objectName: "showSeedVsBaselines"
                                width: parent.width
                                text: qsTr("Compare: seed vs baselines")
                                focusPolicy: Qt.StrongFocus // qmllint disable type
                                highlighted: activeFocus
                                ToolTip.visible: hovered || activeFocus
                                ToolTip.delay: 500
                                ToolTip.text: qsTr("The automaton beside the binary tree its seed says it resembles, a uniform maze (Wilson) and the backtracker")
                                onClicked: {
                                    addMenu.close();
                                    bar.showSet(Comparison.SeedVsBaselines);
                                }
                            }
                            MenuSeparator {
                                width: parent.width
                            }
                            ListView {
                                id: generatorList

                                width: parent.width
                                implicitHeight: contentHeight
                                height: contentHeight
                                model: bar.comparison.generators
                                interactive: false

                                delegate: ItemDelegate {
                                    required property string name
                                    required property string generatorId

                                    objectName: "add-" + generatorId
                                    width: ListView.view.width
                                    text: name
                                    focusPolicy: Qt.StrongFocus // qmllint disable type
                                    highlighted: activeFocus
                                    onClicked: {
                                        bar.comparison.addPane(generatorId);
                                        addMenu.close();
                                    }
                                }
                            }
                        }
                    }
                }
                MainMenu {
                    comparison: bar.comparison
                    languages: bar.languages
                    onChartsToggleRequested: bar.chartsToggleRequested()
                }
            }
        }

        MessageBar {
            objectName: "maskProblem"
            textObjectName: "maskProblemText"
            Layout.fillWidth: true
            text: bar.comparison.mask.problem
            textColor: bar.problemColor
            dismissible: false
        }
    }

    OpenFileDialog {
        id: maskDialog

        objectName: "maskDialog"
        title: qsTr("Open a mask")
        nameFilters: [qsTr("Masks (*.png *.txt)"), qsTr("All files (*)")]
        onAccepted: bar.comparison.mask.openFile(selectedFile)
    }

    // A set of panes replaces every pane: where they hold the user's work
    // (a script, an edited maze, options), it asks first.
    function showSet(set) {
        if (bar.comparison.panesHoldWork()) {
            replaceDialog.set = set;
            replaceDialog.open();
        } else {
            bar.comparison.showComparisonSet(set);
        }
    }

    Dialog {
        id: replaceDialog

        property int set: Comparison.Seeds

        objectName: "replacePanesDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(480, parent ? parent.width - 40 : 480)
        modal: true
        focus: true
        title: qsTr("Replace every pane?")

        Label {
            width: parent.width
            wrapMode: Text.Wrap
            text: qsTr("The panes hold your own work: a lab script, an edited or opened maze, or options you set. Replacing them loses it; save a script or a maze first if you need it.")
        }
        footer: DialogButtonBox {
            Button {
                objectName: "replacePanes"
                text: qsTr("Replace the panes")
                onClicked: {
                    replaceDialog.close();
                    bar.comparison.showComparisonSet(replaceDialog.set);
                }
            }
            Button {
                objectName: "keepPanes"
                text: qsTr("Cancel")
                onClicked: replaceDialog.close()
            }
        }
    }

    // Ctrl+N asks which generator, as the button does, rather than adding one unasked.
    Shortcut {
        sequence: "Ctrl+N"
        enabled: bar.shortcutsEnabled && addButton.enabled
        onActivated: addMenu.open()
    }

    MazeTheme {
        id: theme

        dark: bar.palette.window.hslLightness < 0.5
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// A pane's generator and options, built from the engine's catalogue: a
// choice becomes a combo box, a range a spin box. Every change applies at
// once (the pane starts its maze again).
Popup {
    id: settings

    property PaneModel pane: null
    // The pane's place in the window, 0 for the first: the popup says which it edits.
    property int paneIndex: 0
    property GeneratorListModel generators
    readonly property string braidHelp: qsTr("After the generator, each dead end in turn opens a wall with this chance, to another dead end where it can: a maze with loops. 0 leaves the generator's maze as it is.")

    function openFor(model, index) {
        pane = model;
        paneIndex = index;
        open();
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(420, parent ? parent.width - 40 : 420)
    modal: true
    focus: true
    padding: 12
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    onClosed: pane = null

    // An option's help is a paragraph: wrapped at a readable width, not one
    // line running off the window.
    component HelpToolTip: ToolTip {
        x: parent ? (parent.width - width) / 2 : 0
        width: Math.min(implicitWidth, 440)
        delay: 400
    }

    ColumnLayout {
        width: parent.width
        spacing: 8

        Label {
            objectName: "settingsTitle"
            Layout.fillWidth: true
            text: qsTr("Pane %1: generator and options").arg(settings.paneIndex + 1)
            font.bold: true
            font.pixelSize: 15
            wrapMode: Text.Wrap
        }
        Label {
            text: qsTr("Generator")
            font.bold: true
        }
        ComboBox {
            objectName: "generatorBox"
            // The popup opens on the generator, not on the first box that takes typing.
            focus: true
            Layout.fillWidth: true
            model: settings.generators
            textRole: "name"
            valueRole: "generatorId"
            currentIndex: settings.pane && settings.generators ? settings.generators.indexOf(settings.pane.generatorId) : -1
            onActivated: settings.pane.generatorId = currentValue
            Accessible.name: qsTr("Generator")
        }
        Label {
            Layout.fillWidth: true
            text: settings.pane ? settings.pane.generatorSummary : ""
            wrapMode: Text.Wrap
            opacity: 0.8
        }
        Label {
            visible: options.count > 0
            text: qsTr("Options")
            font.bold: true
        }
        Label {
            visible: options.count === 0
            Layout.fillWidth: true
            text: qsTr("This generator has no options: its size and seed decide the maze.")
            wrapMode: Text.Wrap
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8

            Repeater {
                id: options

                model: settings.pane ? settings.pane.options : null

                delegate: RowLayout {
                    id: option

                    required property int index
                    required property string key
                    required property int kind
                    required property string pattern
                    required property string label
                    required property string help
                    required property var choices
                    required property var choiceLabels
                    required property real minimum
                    required property real maximum
                    required property string value

                    Layout.columnSpan: 2
                    Layout.fillWidth: true

                    Label {
                        Layout.preferredWidth: 150
                        Layout.alignment: Qt.AlignTop // qmllint disable type
                        topPadding: 6
                        text: option.label
                        elide: Text.ElideRight

                        HoverHandler {
                            id: optionHover
                        }
                        HelpToolTip {
                            visible: optionHover.hovered
                            text: option.help
                        }
                    }
                    ComboBox {
                        id: choiceBox

                        objectName: "choice-" + option.key
                        visible: option.kind === OptionListModel.Choice
                        Layout.fillWidth: true
                        model: option.choiceLabels
                        currentIndex: option.choices.indexOf(option.value)
                        onActivated: index => settings.pane.options.setValue(option.index, option.choices[index])
                        Accessible.name: option.label
                        Accessible.description: option.help

                        HelpToolTip {
                            visible: choiceBox.hovered
                            text: option.help
                        }
                    }
                    SpinBox {
                        id: numberBox

                        objectName: "whole-" + option.key
                        visible: option.kind === OptionListModel.Whole
                        Layout.fillWidth: true
                        from: option.minimum
                        to: Math.min(option.maximum, 999999)
                        value: option.kind === OptionListModel.Whole ? Number(option.value) : 0
                        editable: true
                        onValueModified: settings.pane.options.setValue(option.index, String(value))
                        Accessible.name: option.label
                        Accessible.description: option.help

                        HelpToolTip {
                            visible: numberBox.hovered
                            text: option.help
                        }
                    }
                    // A decimal in the window's language (0,5 in German), or
                    // text in the option's pattern; Return or leaving the box
                    // applies it, and a wrong one is refused: why shows
                    // below, with the typed text kept.
                    ColumnLayout {
                        visible: option.kind === OptionListModel.Decimal || option.kind === OptionListModel.Text
                        Layout.fillWidth: true
                        spacing: 2

                        TextField {
                            id: textBox

                            readonly property bool decimal: option.kind === OptionListModel.Decimal
                            // In the window's language (0,5 in German), or with a point as everywhere.
                            readonly property real number: {
                                try {
                                    return Number.fromLocaleString(Qt.locale(), text.trim());
                                } catch (error) {
                                    return /^[-+]?\d*\.?\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
                                }
                            }
                            // A text option's: what the engine finds wrong with it, in the window's language.
                            readonly property string problem: decimal || !settings.pane ? "" : settings.pane.options.textProblem(option.index, text)
                            readonly property bool fits: decimal ? !isNaN(number) && number >= option.minimum && number <= option.maximum : problem.length === 0

                            objectName: "text-" + option.key
                            Layout.fillWidth: true
                            text: decimal ? Number(option.value).toLocaleString(Qt.locale(), "g", 6) : option.value
                            placeholderText: option.pattern
                            color: fits ? palette.text : theme.problem
                            Accessible.name: option.label
                            Accessible.description: option.help
                            onEditingFinished: {
                                if (fits)
                                    settings.pane.options.setValue(option.index, decimal ? String(number) : text.trim());
                            }

                            HelpToolTip {
                                visible: textBox.hovered
                                text: option.help
                            }
                        }
                        Label {
                            objectName: "textProblem-" + option.key
                            Layout.fillWidth: true
                            visible: !textBox.fits
                            text: textBox.decimal ? qsTr("Type a number from %1 to %2.").arg(option.minimum.toLocaleString(Qt.locale(), "g", 6)).arg(option.maximum.toLocaleString(Qt.locale(), "g", 6)) : textBox.problem
                            color: theme.problem
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }

        // Braid follows any generator, so it sits below the generator's own options.
        RowLayout {
            Layout.fillWidth: true

            Label {
                Layout.preferredWidth: 150
                text: qsTr("Braid (% of dead ends)")
                elide: Text.ElideRight

                HoverHandler {
                    id: braidHover
                }
                HelpToolTip {
                    visible: braidHover.hovered
                    text: settings.braidHelp
                }
            }
            SpinBox {
                id: braidBox

                objectName: "braidBox"
                Layout.fillWidth: true
                from: 0
                to: 100
                stepSize: 5
                editable: true
                value: settings.pane ? Math.round(settings.pane.braid * 100) : 0
                onValueModified: settings.pane.braid = value / 100
                Accessible.name: qsTr("Braid (% of dead ends)")

                HelpToolTip {
                    visible: braidBox.hovered
                    text: settings.braidHelp
                }
            }
        }

        Label {
            objectName: "optionsProblem"
            Layout.fillWidth: true
            visible: settings.pane !== null && settings.pane.status === PaneModel.Failed
            text: settings.pane ? settings.pane.errorString : ""
            wrapMode: Text.Wrap
            color: theme.problem
        }

        Button {
            Layout.alignment: Qt.AlignRight // qmllint disable type
            text: qsTr("Close")
            onClicked: settings.close()
        }
    }

    MazeTheme {
        id: theme

        dark: settings.palette.window.hslLightness < 0.5
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The options of an animation of one pane's run or of every pane side by
// side, then the file dialog; the frames are drawn while the window goes on
// (AnimationExporter), the progress and Cancel in the charts bar.
Dialog {
    id: dialog

    required property AnimationExporter exporter
    readonly property int pane: exporter.pane
    // A pane's solve can be animated instead of its generator's run.
    readonly property bool offersSolve: pane >= 0 && exporter.solverName.length > 0
    readonly property bool solving: offersSolve && exporter.solve
    readonly property bool frameProblem: exporter.frameProblem

    signal reported(string message, bool failed)

    // Pane `index`, or every pane for -1.
    function openFor(index) {
        exporter.pane = index;
        if (!offersSolve)
            exporter.solve = false;
        open();
    }

    title: pane < 0 ? qsTr("Export an animation of every pane") : qsTr("Export an animation of pane %1").arg(pane + 1)
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Cancel | Dialog.Ok

    onAccepted: fileDialog.openWith(exporter.fileName())
    Component.onCompleted: standardButton(Dialog.Ok).enabled = Qt.binding(() => !dialog.frameProblem)

    ColumnLayout {
        spacing: 8
        focus: true
        Keys.onReturnPressed: if (!dialog.frameProblem) dialog.accept()
        Keys.onEnterPressed: if (!dialog.frameProblem) dialog.accept()

        Label {
            Layout.maximumWidth: 460
            wrapMode: Text.Wrap
            text: dialog.pane < 0 ? qsTr("Every pane's generator runs from the start on its seed, each in a tile under its name, as a GIF or, through ffmpeg, a video.") : dialog.solving ? qsTr("The pane's maze, as it shows it, solved by %1 from its start to its exit in Solve mode's colours, as a GIF or, through ffmpeg, a video.").arg(dialog.exporter.solverName) : qsTr("The pane's generator runs from the start on its seed, as the pane shows it, as a GIF or, through ffmpeg, a video.")
        }
        RowLayout {
            visible: dialog.offersSolve
            spacing: 8

            RadioButton {
                objectName: "animateRun"
                text: qsTr("The generator's run")
                checked: !dialog.exporter.solve
                onClicked: dialog.exporter.solve = false
            }
            RadioButton {
                objectName: "animateSolve"
                text: qsTr("The solve by %1").arg(dialog.exporter.solverName)
                checked: dialog.exporter.solve
                onClicked: dialog.exporter.solve = true
            }
        }

        GridLayout {
            columns: 2
            columnSpacing: 12

            Label {
                text: qsTr("Format")
            }
            RowLayout {
                Repeater {
                    model: [AnimationExporter.Gif, AnimationExporter.WebM, AnimationExporter.Mp4]

                    delegate: RadioButton {
                        required property int modelData

                        objectName: "animationFormat" + modelData
                        text: [qsTr("GIF"), qsTr("WebM"), qsTr("MP4")][modelData]
                        checked: dialog.exporter.format === modelData
                        onClicked: dialog.exporter.format = modelData
                    }
                }
            }
            Label {
                text: qsTr("Length in seconds")
            }
            SpinBox {
                objectName: "animationDuration"
                from: 1
                to: 3600
                editable: true
                value: dialog.exporter.duration
                onValueModified: dialog.exporter.duration = value
                Accessible.name: qsTr("Length in seconds")
            }
            Label {
                text: qsTr("Frames a second")
            }
            SpinBox {
                objectName: "animationFps"
                from: 1
                // Browsers slow GIF delays under 2/100 s.
                to: dialog.exporter.format === AnimationExporter.Gif ? 50 : 120
                editable: true
                value: dialog.exporter.fps
                onValueModified: dialog.exporter.fps = value
                Accessible.name: qsTr("Frames a second")
            }
            Label {
                text: qsTr("Pixels a unit")
            }
            SpinBox {
                objectName: "animationScale"
                from: 0
                to: 64
                editable: true
                value: dialog.exporter.scale
                textFromValue: (value, locale) => value === 0 ? qsTr("Fitted") : Number(value).toLocaleString(locale, "f", 0)
                valueFromText: (text, locale) => text === qsTr("Fitted") ? 0 : Number.fromLocaleString(locale, text)
                onValueModified: dialog.exporter.scale = value
                Accessible.name: qsTr("Pixels a unit")
            }
            Label {
                text: qsTr("Last frame held, seconds")
            }
            SpinBox {
                objectName: "animationHold"
                from: 0
                to: 600
                editable: true
                value: dialog.exporter.hold
                onValueModified: dialog.exporter.hold = value
                Accessible.name: qsTr("Last frame held, seconds")
            }
            Label {
                text: qsTr("Runs side by side")
                visible: dialog.pane < 0
            }
            ComboBox {
                objectName: "animationPace"
                visible: dialog.pane < 0
                Layout.preferredWidth: 300
                model: [qsTr("Each the same share of its work"), qsTr("Each the same number of moves")]
                currentIndex: dialog.exporter.sameMoves ? 1 : 0
                onActivated: index => dialog.exporter.sameMoves = index === 1
                Accessible.name: qsTr("Runs side by side")
            }
        }
        CheckBox {
            objectName: "animationLoop"
            text: qsTr("A GIF plays again and again")
            enabled: dialog.exporter.format === AnimationExporter.Gif
            checked: dialog.exporter.loop
            onToggled: dialog.exporter.loop = checked
        }
        CheckBox {
            objectName: "animationPlain"
            text: qsTr("Black and white, as the PNG export (no call stack or current unit)")
            enabled: !dialog.solving
            checked: dialog.exporter.plain
            onToggled: dialog.exporter.plain = checked
        }
        Label {
            objectName: "animationFrames"
            Layout.maximumWidth: 460
            wrapMode: Text.Wrap
            text: dialog.exporter.frameText
            color: dialog.frameProblem ? theme.problem : palette.windowText
        }
    }

    MazeTheme {
        id: theme

        dark: dialog.palette.window.hslLightness < 0.5
    }

    SaveFileDialog {
        id: fileDialog

        objectName: "animationFileDialog"
        title: qsTr("Save the animation")
        filterChoosesFormat: true
        nameFilters: [[qsTr("GIF animations (*.gif)"), qsTr("WebM videos (*.webm)"), qsTr("MP4 videos (*.mp4)")][dialog.exporter.format]]
        onChosen: file => dialog.exporter.start(file)
    }
}

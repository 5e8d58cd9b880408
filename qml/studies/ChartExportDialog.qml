pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// What to export and at what size, then the file or folder dialog, which
// opens in the folder last written to. The writing is ChartExporter's.
Dialog {
    id: dialog

    required property ChartExporter exporter
    required property Comparison comparison

    // The chart shown, every chart and maze into a folder, or one pane's maze.
    enum Target {
        Chart,
        All,
        Maze
    }

    property int target: ChartExportDialog.Chart
    property int chartKind: ChartsModel.DeadEnds
    property int pane: 0
    property int format: ChartExporter.Png
    readonly property bool picture: format === ChartExporter.Png || format === ChartExporter.Svg
    readonly property var chartNames: [qsTr("Dead ends"), qsTr("Corridor lengths"), qsTr("Edge bias")]

    // What the export did, for the status line: "Saved …", or why it failed.
    signal reported(string message, bool failed)

    function openFor(kind, initialFormat) {
        target = ChartExportDialog.Chart;
        chartKind = kind;
        format = initialFormat;
        open();
    }
    function openForAll() {
        target = ChartExportDialog.All;
        format = ChartExporter.Png;
        open();
    }
    function openForMaze(index) {
        target = ChartExportDialog.Maze;
        pane = index;
        format = ChartExporter.Png;
        open();
    }
    function fileName() {
        return target === ChartExportDialog.Maze ? exporter.mazeFileName(pane, format) : exporter.chartFileName(chartKind, format);
    }
    // "SVG pictures (*.svg)": what the file dialog lists first.
    function formatFilter() {
        return [qsTr("PNG pictures (*.png)"), qsTr("SVG pictures (*.svg)"), qsTr("CSV tables (*.csv)"), qsTr("JSON data (*.json)"), qsTr("Mazes (*.maze)")][format];
    }
    // The error dialog, for other exports' failures too (the animations').
    function showError(error) {
        errorDialog.text = error;
        errorDialog.open();
    }
    // Every attempt replaces the last one's message, so a "Saved" never stays after a failure.
    function report(error, where) {
        if (error.length > 0) {
            dialog.reported(qsTr("Export failed: %1").arg(error), true);
            errorDialog.text = error;
            errorDialog.open();
        } else {
            dialog.reported(qsTr("Saved %1").arg(where), false);
        }
    }

    title: target === ChartExportDialog.All ? qsTr("Export all") : target === ChartExportDialog.Maze ? qsTr("Export a maze") : qsTr("Export the %1 chart").arg(chartNames[chartKind])
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Cancel | Dialog.Ok

    onAccepted: {
        const files = target === ChartExportDialog.All ? folderDialog : fileDialog;
        files.folder = exporter.lastFolder;
        files.openWith(target === ChartExportDialog.All ? qsTr("charts") : fileName());
    }

    // Return accepts, as a desktop dialog's default button would (Qt 6.4's
    // Dialog has none): the dialog takes the focus when it opens, and Return
    // in a size field, which its field does not keep, comes here too.
    ColumnLayout {
        spacing: 8
        focus: true
        Keys.onReturnPressed: dialog.accept()
        Keys.onEnterPressed: dialog.accept()

        Label {
            visible: dialog.target === ChartExportDialog.All
            Layout.maximumWidth: 420
            wrapMode: Text.Wrap
            text: qsTr("Every chart as PNG and SVG with its data as CSV and JSON, the study's heat maps as PNG and CSV, and the study's own CSV (one row a maze) and summary, into the folder you name, which is made if it is not there. Files of the same names in it are replaced.")
        }

        RowLayout {
            visible: dialog.target !== ChartExportDialog.All
            spacing: 8

            Label {
                text: qsTr("Format")
            }
            Repeater {
                model: dialog.target === ChartExportDialog.Maze ? [ChartExporter.Png, ChartExporter.Svg, ChartExporter.MazeText] : [ChartExporter.Png, ChartExporter.Svg, ChartExporter.Csv, ChartExporter.Json]

                delegate: RadioButton {
                    required property int modelData

                    text: [qsTr("PNG"), qsTr("SVG"), qsTr("CSV"), qsTr("JSON"), qsTr(".maze")][modelData]
                    checked: dialog.format === modelData // qmllint disable unqualified
                    onClicked: dialog.format = modelData // qmllint disable unqualified
                }
            }
        }

        RowLayout {
            visible: dialog.target !== ChartExportDialog.Maze
            enabled: dialog.picture
            spacing: 8

            Label {
                text: qsTr("Chart size in pixels")
            }
            SpinBox {
                id: widthBox

                objectName: "exportWidth"
                from: 320
                to: 8000
                stepSize: 100
                editable: true
                value: dialog.exporter.defaultWidth
                Accessible.name: qsTr("Width in pixels")
            }
            Label {
                text: "×"
            }
            SpinBox {
                id: heightBox

                objectName: "exportHeight"
                from: 200
                to: 8000
                stepSize: 100
                editable: true
                value: dialog.exporter.defaultHeight
                Accessible.name: qsTr("Height in pixels")
            }
        }
    }

    SaveFileDialog {
        id: fileDialog

        objectName: "exportFileDialog"
        nameFilters: [dialog.formatFilter(), qsTr("All files (*)")]
        defaultSuffix: ["png", "svg", "csv", "json", "maze"][dialog.format]
        onChosen: file => {
            const error = dialog.target === ChartExportDialog.Maze ? dialog.exporter.exportMaze(dialog.pane, dialog.format, file) : dialog.exporter.exportChart(dialog.chartKind, dialog.format, file, widthBox.value, heightBox.value);
            dialog.report(error, LocalFiles.pathOf(file));
        }
    }

    // A folder by its name, as a file is named: Qt 6.4's folder dialog would
    // take the first folder inside the one shown, and none in a folder without any.
    SaveFileDialog {
        id: folderDialog

        objectName: "exportFolderDialog"
        title: qsTr("Export all into a folder")
        acceptLabel: qsTr("Export here")
        onChosen: folder => {
            const error = dialog.exporter.exportAll(folder, widthBox.value, heightBox.value);
            dialog.report(error, LocalFiles.pathOf(folder));
        }
    }

    // In the window's overlay (CloseDialog), not inside this dialog, which is closed by the time it opens.
    CloseDialog {
        id: errorDialog

        property alias text: errorLabel.text

        objectName: "exportErrorDialog"
        width: Math.min(480, parent ? parent.width - 40 : 480)
        title: qsTr("Export failed")

        Label {
            id: errorLabel

            width: parent.width
            wrapMode: Text.Wrap
        }
    }
}

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
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

    signal exported(string message)

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
    function report(error, where) {
        if (error.length > 0) {
            errorDialog.text = error;
            errorDialog.open();
        } else {
            dialog.exported(qsTr("Saved %1").arg(where));
        }
    }

    title: target === ChartExportDialog.All ? qsTr("Export all") : target === ChartExportDialog.Maze ? qsTr("Export a maze") : qsTr("Export the %1 chart").arg(chartNames[chartKind])
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Cancel | Dialog.Ok

    onAccepted: {
        if (target === ChartExportDialog.All) {
            folderDialog.currentFolder = exporter.lastFolder;
            // Preselected, so that Open takes the folder last written to.
            folderDialog.selectedFolder = exporter.lastFolder;
            folderDialog.open();
        } else {
            fileDialog.currentFolder = exporter.lastFolder;
            fileDialog.selectedFile = exporter.lastFolder + "/" + fileName();
            fileDialog.open();
        }
    }

    ColumnLayout {
        spacing: 8

        Label {
            visible: dialog.target === ChartExportDialog.All
            Layout.maximumWidth: 420
            wrapMode: Text.Wrap
            text: qsTr("Every chart as PNG and SVG with its data as CSV and JSON, the study's heat maps as PNG and CSV, and the study's own CSV (one row a maze) and summary, into a folder you choose. Files of the same names there are replaced.")
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

    FileDialog {
        id: fileDialog

        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        nameFilters: [dialog.formatFilter(), qsTr("All files (*)")]
        defaultSuffix: ["png", "svg", "csv", "json", "maze"][dialog.format]
        onAccepted: {
            const error = dialog.target === ChartExportDialog.Maze ? dialog.exporter.exportMaze(dialog.pane, dialog.format, selectedFile) : dialog.exporter.exportChart(dialog.chartKind, dialog.format, selectedFile, widthBox.value, heightBox.value);
            dialog.report(error, decodeURIComponent(selectedFile.toString().replace(/^file:\/\//, "")));
        }
    }

    FolderDialog {
        id: folderDialog

        acceptLabel: qsTr("Export here")
        onAccepted: {
            const error = dialog.exporter.exportAll(selectedFolder, widthBox.value, heightBox.value);
            dialog.report(error, decodeURIComponent(selectedFolder.toString().replace(/^file:\/\//, "")));
        }
    }

    Dialog {
        id: errorDialog

        property alias text: errorLabel.text

        title: qsTr("Export failed")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Ok

        Label {
            id: errorLabel

            width: Math.min(implicitWidth, 480)
            wrapMode: Text.Wrap
        }
    }
}

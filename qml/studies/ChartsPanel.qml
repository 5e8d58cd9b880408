pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// The charts area, the window's footer: a bar that is always there (show or
// hide the charts, mazes on screen or the study, the study's controls and
// progress, export), and above it, when open, one chart at a time, large,
// with the study's heat maps beside the edge-bias chart. Every number comes
// from the C++ models (ChartsModel, StudyController); this file only lays
// them out.
Pane {
    id: panel

    required property Comparison comparison
    // How tall the charts are when open, until the user drags the top edge.
    property real openHeight: 420
    property real maximumOpenHeight: 800
    readonly property real minimumOpenHeight: 200
    // The bar's height: what the charts area takes while they are hidden.
    readonly property real barHeight: bar.implicitHeight + topPadding + bottomPadding
    // What the user chose by dragging, -1 for the default.
    // As the user dragged it, remembered with the window (Comparison); until then openHeight.
    readonly property real shownHeight: clampedHeight(comparison.chartsHeight > 0 ? comparison.chartsHeight : openHeight)
    property bool open: false
    // The keys (C in the window, Ctrl+R, Ctrl+E here) wait while a dialog has them.
    property bool shortcutsEnabled: true
    property string exportMessage
    property bool exportFailed: false
    // The study's news replaces the last export's message.
    readonly property string studyStatus: study.statusText
    onStudyStatusChanged: {
        exportMessage = "";
        exportFailed = false;
    }

    readonly property ChartsModel charts: chartsModel
    readonly property ChartExporter exporter: exporter
    readonly property StudyController study: chartsModel.study
    readonly property var chartNames: [qsTr("Dead ends"), qsTr("Corridor lengths"), qsTr("Edge bias"), qsTr("Solvers")]
    readonly property bool showsSolvers: chartTabs.currentIndex === ChartsModel.SolverSteps
    // The tab after the charts: the study's generators compared.
    readonly property int differencesTab: chartNames.length
    readonly property bool showsDifferences: chartTabs.currentIndex === differencesTab
    readonly property ComparisonTableModel differences: chartsModel.differences
    // The tab shows a chart that has numbers, for This chart's exports.
    // The chart on screen is not yet the one of the numbers and size shown, for screenshots to wait on.
    readonly property bool chartDrawing: chartItem.drawing
    readonly property bool chartShown: !chartsModel.empty && !showsDifferences && (!showsSolvers || chartsModel.hasSolverSteps)

    function clampedHeight(height) {
        return Math.max(minimumOpenHeight, Math.min(height, maximumOpenHeight));
    }
    function exportChart(format) {
        exportDialog.openFor(chartTabs.currentIndex, format);
    }
    function exportMaze(index) {
        exportDialog.openForMaze(index);
    }
    // Pane `index`'s run as an animation, or every pane's side by side for -1; one at a time.
    function exportAnimation(index) {
        if (animations.busy) {
            exportMessage = qsTr("An animation is being exported: wait for it, or cancel it.");
            exportFailed = true;
        } else {
            animationDialog.openFor(index);
        }
    }
    // The tab at this index, if there is one, with the keyboard's focus.
    function switchTab(index) {
        if (index < 0 || index >= chartTabs.count)
            return;
        // The focus first: given after the index, it came with no reason (the tab bar's own), which hides the ring.
        chartTabs.itemAt(index).forceActiveFocus(Qt.TabFocusReason); // qmllint disable type
        chartTabs.currentIndex = index;
    }
    // The solvers' tab, these solvers chosen for the next study.
    function showSolvers(solvers) {
        study.solvers = solvers;
        open = true;
        chartTabs.currentIndex = ChartsModel.SolverSteps;
    }
    function showDifferences() {
        open = true;
        chartTabs.currentIndex = differencesTab;
    }

    padding: 6
    implicitHeight: bar.implicitHeight + (open ? shownHeight : 0) + topPadding + bottomPadding

    // Dragging the top edge shares the height between the panes and the charts.
    MouseArea {
        id: resizeHandle

        property real pressedAt: 0
        property real heightAtPress: 0

        objectName: "chartsResizeHandle"
        visible: panel.open
        z: 1
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: -panel.topPadding
        height: 8
        cursorShape: Qt.SizeVerCursor // qmllint disable type property
        onPressed: mouse => {
            pressedAt = mapToGlobal(0, mouse.y).y;
            heightAtPress = panel.shownHeight;
        }
        onPositionChanged: mouse => {
            if (pressed)
                panel.comparison.chartsHeight = Math.round(panel.clampedHeight(heightAtPress - (mapToGlobal(0, mouse.y).y - pressedAt)));
        }
        onDoubleClicked: panel.comparison.chartsHeight = -1

        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            width: 48
            height: 3
            radius: 1.5
            color: panel.palette.mid
        }
    }

    // A study the user started shows its charts when it completes; nothing
    // else opens the charts, so that Hide charts lasts.
    ChartsModel {
        id: chartsModel

        comparison: panel.comparison
        Component.onCompleted: study.finished.connect(complete => {
            if (complete)
                panel.open = true;
        })
    }

    ChartExporter {
        id: exporter

        model: chartsModel
    }
    AnimationExporter {
        id: animations

        comparison: panel.comparison
        // The last export's message would stand beside the progress.
        onBusyChanged: {
            if (busy)
                panel.exportMessage = "";
        }
        onFinished: (outcome, message) => {
            panel.exportMessage = message;
            panel.exportFailed = outcome === AnimationExporter.Failed;
            if (panel.exportFailed)
                exportDialog.showError(message);
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Item {
            visible: panel.open
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                anchors.fill: parent
                spacing: 4

                TabBar {
                    id: chartTabs

                    objectName: "chartTabs"
                    Layout.fillWidth: true

                    Repeater {
                        model: panel.chartNames.concat([qsTr("Differences")])

                        // Left and Right switch the tabs and take the focus along, as a
                        // desktop's tabs do; Fusion's tabs show no keyboard focus, hence the ring.
                        delegate: TabButton {
                            id: chartTab

                            required property string modelData
                            required property int index

                            objectName: "chartTab" + index
                            text: modelData
                            Keys.onLeftPressed: panel.switchTab(index - 1)
                            Keys.onRightPressed: panel.switchTab(index + 1)

                            Rectangle {
                                objectName: "chartTabFocus" + chartTab.index
                                anchors.fill: parent
                                anchors.margins: 2
                                radius: 2
                                color: "transparent"
                                border.color: chartTab.palette.highlight
                                border.width: 2
                                visible: chartTab.visualFocus
                            }
                        }
                    }
                }

                ComparisonTable {
                    id: comparisonTable

                    objectName: "comparisonTablePage"
                    visible: panel.showsDifferences
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    differences: chartsModel.differences
                }

                RowLayout {
                    visible: !panel.showsDifferences
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 6

                    ChartItem {
                        id: chartItem

                        objectName: "chartItem"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 3
                        model: chartsModel
                        // A tab bar has no current tab (-1) while it is built; Kind has no -1, nor the differences' tab.
                        kind: Math.min(Math.max(0, chartTabs.currentIndex), panel.differencesTab - 1)
                        Accessible.role: Accessible.Chart
                        Accessible.name: panel.chartNames[chartItem.kind]

                        Label {
                            objectName: "chartEmptyText"
                            anchors.centerIn: parent
                            width: Math.min(implicitWidth, parent.width - 24)
                            wrapMode: Text.Wrap
                            horizontalAlignment: Text.AlignHCenter
                            visible: chartsModel.empty || panel.showsSolvers && !chartsModel.hasSolverSteps
                            text: panel.showsSolvers && !chartsModel.hasSolverSteps ? qsTr("Solvers are measured in a study: tick them under Solvers below, then run the study.") : chartsModel.source === ChartsModel.Study ? qsTr("Run a study to see its charts here.") : qsTr("The charts appear as the panes finish their mazes.")
                            color: "#404040"
                        }
                    }

                    HeatMapGrid {
                        visible: chartTabs.currentIndex === ChartsModel.EdgeBias && chartsModel.heatMapCount > 0
                        Layout.fillHeight: true
                        Layout.fillWidth: true
                        Layout.preferredWidth: 2
                        model: chartsModel
                    }
                }
            }
        }

        RowLayout {
            id: bar

            Layout.fillWidth: true
            spacing: 8

            ToolTipButton {
                objectName: "chartsToggle"
                text: panel.open ? qsTr("Hide charts") : qsTr("Charts")
                checkable: true
                checked: panel.open
                tip: panel.open ? qsTr("Hide the charts; the study's results are kept") : qsTr("Charts of the finished mazes or of the last study")
                shortcut: "C"
                onToggled: panel.open = checked
            }

            RowLayout {
                spacing: 0

                Button {
                    objectName: "showMazes"
                    text: qsTr("Mazes on screen")
                    checkable: true
                    autoExclusive: true
                    checked: chartsModel.source === ChartsModel.Mazes
                    onClicked: chartsModel.source = ChartsModel.Mazes
                }
                Button {
                    objectName: "showStudy"
                    text: qsTr("Study")
                    checkable: true
                    autoExclusive: true
                    enabled: chartsModel.hasStudy
                    checked: chartsModel.source === ChartsModel.Study
                    onClicked: chartsModel.source = ChartsModel.Study
                }
            }

            ToolSeparator {
            }

            Label {
                text: qsTr("Mazes per generator")
            }
            SpinBox {
                id: runsBox

                objectName: "runsBox"
                from: panel.study.minRuns
                to: panel.study.maxRuns
                editable: true
                value: panel.study.runs
                stepSize: 100
                enabled: !panel.study.running
                onValueModified: panel.study.runs = value
                Accessible.name: qsTr("Mazes per generator")
            }
            ToolTipButton {
                id: solversButton

                objectName: "studySolvers"
                text: panel.study.solvers.length > 0 ? qsTr("Solvers (%1)").arg(panel.study.solvers.length) : qsTr("Solvers")
                enabled: !panel.study.running
                tip: qsTr("Solvers that solve every maze of the study, measured beside the generators")
                onClicked: solversPopup.open()

                StudySolversPopup {
                    id: solversPopup

                    study: panel.study
                    solvers: panel.comparison.solvers
                    // Above the button: the bar sits at the window's foot.
                    y: -height - 4
                }
            }
            ToolTipButton {
                objectName: "runStudy"
                text: qsTr("Run study")
                visible: !panel.study.running
                tip: (panel.study.solvers.length > 0 ? qsTr("%1 mazes per generator of the panes, at %2 × %3 with base seed %4, each solved by %5 solvers, on every core").arg(panel.study.runs).arg(panel.comparison.rows).arg(panel.comparison.cols).arg(String(panel.comparison.seed)).arg(panel.study.solvers.length) : qsTr("%1 mazes per generator of the panes, at %2 × %3 with base seed %4, on every core").arg(panel.study.runs).arg(panel.comparison.rows).arg(panel.comparison.cols).arg(String(panel.comparison.seed))) // qmllint disable type
                shortcut: qsTr("Ctrl+R")
                onClicked: panel.study.start(panel.comparison)
            }
            ProgressBar {
                objectName: "studyProgress"
                visible: panel.study.running
                value: panel.study.progress
                Layout.preferredWidth: 160
                Accessible.name: qsTr("Study progress")
            }
            Label {
                visible: panel.study.running
                text: panel.study.progressText
            }
            Button {
                objectName: "cancelStudy"
                visible: panel.study.running
                text: qsTr("Cancel")
                onClicked: panel.study.cancel()
            }
            ProgressBar {
                objectName: "animationProgress"
                visible: animations.busy
                value: animations.progress
                Layout.preferredWidth: 160
                Accessible.name: qsTr("Animation export progress")
            }
            Label {
                visible: animations.busy
                text: animations.progressText
            }
            Button {
                objectName: "cancelAnimation"
                visible: animations.busy
                text: qsTr("Cancel export")
                onClicked: animations.cancel()
            }
            Label {
                id: statusLabel

                objectName: "statusLabel"
                Layout.fillWidth: true
                elide: Text.ElideRight
                // What the last export did, until the study has news.
                text: panel.exportMessage.length > 0 ? panel.exportMessage : panel.study.statusText
                color: panel.exportFailed ? theme.problem : palette.windowText
            }

            ToolTipButton {
                id: exportButton

                objectName: "exportButton"
                text: qsTr("Export")
                tip: qsTr("A chart as a picture or its data, every chart into a folder, a pane's maze, or the panes' runs as an animation")
                shortcut: qsTr("Ctrl+E")
                onClicked: exportMenu.open()

                Menu {
                    id: exportMenu

                    objectName: "exportMenu"
                    // Above the button, flush with its right edge: it sits in the window's corner.
                    // As wide as its German items ("Das Labyrinth eines Bereichs (PNG, SVG, .maze)").
                    x: exportButton.width - width
                    y: -height
                    width: 400

                    MenuItem {
                        objectName: "exportChartPicture"
                        text: qsTr("This chart as a picture (PNG, SVG)…")
                        enabled: panel.chartShown
                        onTriggered: {
                            panel.open = true;
                            panel.exportChart(ChartExporter.Png);
                        }
                    }
                    MenuItem {
                        objectName: "exportChartData"
                        text: qsTr("This chart's data (CSV, JSON)…")
                        enabled: panel.chartShown
                        onTriggered: {
                            panel.open = true;
                            panel.exportChart(ChartExporter.Csv);
                        }
                    }
                    MenuItem {
                        objectName: "exportAll"
                        text: qsTr("Export all into a folder…")
                        enabled: !chartsModel.empty
                        onTriggered: exportDialog.openForAll()
                    }
                    MenuSeparator {
                    }
                    MenuItem {
                        objectName: "exportComparisonAnimation"
                        text: qsTr("Every pane's run as an animation (GIF, WebM, MP4)…")
                        enabled: !animations.busy
                        onTriggered: panel.exportAnimation(-1)
                    }
                    Menu {
                        title: qsTr("A pane's run as an animation")
                        width: 320
                        enabled: !animations.busy

                        Repeater {
                            model: panel.comparison.panes

                            delegate: MenuItem {
                                required property PaneModel pane
                                required property int index

                                text: qsTr("%1. %2").arg(index + 1).arg(pane.generatorName)
                                onTriggered: panel.exportAnimation(index) // qmllint disable unqualified
                            }
                        }
                    }
                    Menu {
                        title: qsTr("A pane's maze (PNG, SVG, .maze)")
                        width: 320

                        Repeater {
                            model: panel.comparison.panes

                            delegate: MenuItem {
                                required property PaneModel pane
                                required property int index

                                text: qsTr("%1. %2").arg(index + 1).arg(pane.generatorName)
                                enabled: pane.finished
                                onTriggered: exportDialog.openForMaze(index) // qmllint disable unqualified
                            }
                        }
                    }
                }
            }
        }
    }

    Shortcut {
        sequence: "Ctrl+R"
        enabled: panel.shortcutsEnabled && !panel.study.running
        onActivated: panel.study.start(panel.comparison)
    }
    Shortcut {
        sequence: "Ctrl+E"
        enabled: panel.shortcutsEnabled && exportButton.enabled
        onActivated: exportMenu.open()
    }

    AnimationExportDialog {
        id: animationDialog

        objectName: "animationExportDialog"
        exporter: animations
    }
    ChartExportDialog {
        id: exportDialog

        objectName: "chartExportDialog"
        exporter: exporter
        comparison: panel.comparison
        onReported: (message, failed) => {
            panel.exportMessage = message;
            panel.exportFailed = failed;
        }
    }

    MazeTheme {
        id: theme

        dark: panel.palette.window.hslLightness < 0.5
    }
}

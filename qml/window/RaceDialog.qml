pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MazeStudy

// Race solvers on one pane's maze: the solvers ticked here each walk it in a
// pane of their own (the panes there are, and more added up to the number of
// solvers), starting together at the pane's speed. Where the race would
// replace a pane's own work (an edited or opened maze), the dialog says
// which before it starts.
Dialog {
    id: dialog

    required property Comparison comparison
    // The panes' views (ComparisonView's Repeater).
    required property Repeater paneViews
    readonly property alias race: race
    // The pane whose maze is raced.
    property int sourceIndex: 0
    // The ticked solvers' ids, in the catalogue's order.
    property var chosen: []
    readonly property int maxRacers: comparison.maxPanes
    // The views that race, the source first, for `count` solvers.
    function racerViews(count) {
        const views = [paneViews.itemAt(sourceIndex)];
        for (let i = 0; i < paneViews.count && views.length < count; ++i) {
            if (i !== sourceIndex)
                views.push(paneViews.itemAt(i));
        }
        return views;
    }
    readonly property var mazesAtStake: {
        chosen;
        if (!visible)
            return [];
        return race.mazesAtStake(racerViews(chosen.length).map(view => (view as PaneView).game));
    }

    function openFor(index) {
        sourceIndex = index;
        chosen = Array.from(solvers.raceDefaults());
        open();
    }
    function setChosen(id, on) {
        const ids = [];
        for (let row = 0; row < solvers.count; ++row) {
            const rowId = solvers.idAt(row);
            if (rowId === id ? on : chosen.indexOf(rowId) >= 0)
                ids.push(rowId);
        }
        chosen = ids;
    }
    function startRace() {
        const ids = chosen.slice();
        while (comparison.panes.count < ids.length && comparison.panes.count < comparison.maxPanes)
            comparison.addPane();
        const views = racerViews(ids.length);
        // Each pane leaves stepping or 3D for Solve; the keys end in the raced pane.
        for (let i = views.length - 1; i >= 0; --i)
            (views[i] as PaneView).choose(PaneView.Solve);
        race.start(views.map(view => (view as PaneView).game), ids);
    }

    objectName: "raceDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(560, parent ? parent.width - 40 : 560)
    modal: true
    focus: true
    title: qsTr("Race solvers on this maze")

    // The keyboard starts on the first solver's box, not on the buttons.
    onOpened: (solverBoxes.itemAt(0) as CheckBox).forceActiveFocus(Qt.TabFocusReason) // qmllint disable type

    SolverRace {
        id: race
    }
    readonly property SolverListModel solvers: comparison.solvers

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Each solver ticked walks this maze in a pane of its own, all starting together at the pane's speed; panes are added as needed. When all have finished, each pane says its place by steps.")
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 12
            rowSpacing: 0

            Repeater {
                id: solverBoxes

                model: dialog.solvers

                delegate: CheckBox {
                    required property string solverId
                    required property string name
                    required property string summary

                    objectName: "race-" + solverId
                    Layout.fillWidth: true
                    text: name
                    checked: dialog.chosen.indexOf(solverId) >= 0
                    onToggled: dialog.setChosen(solverId, checked)
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: summary
                }
            }
        }
        Label {
            objectName: "raceTooMany"
            Layout.fillWidth: true
            visible: dialog.chosen.length > dialog.maxRacers
            wrapMode: Text.Wrap
            text: qsTr("At most %1 panes: tick at most %1 solvers.").arg(dialog.maxRacers)
        }
        Label {
            objectName: "raceMazesLost"
            Layout.fillWidth: true
            visible: dialog.mazesAtStake.length > 0
            wrapMode: Text.Wrap
            // Each name quoted: a name may hold a comma ("…, edited").
            text: qsTr("The race replaces these panes' mazes, which are not their generators' own: %1. Save them first (the pane's menu, Save maze…) if you need them.").arg(dialog.mazesAtStake.map(name => qsTr("“%1”").arg(name)).join(", "))
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "startRace"
            text: dialog.mazesAtStake.length > 0 ? qsTr("Replace them and race") : qsTr("Start the race")
            enabled: dialog.chosen.length >= 1 && dialog.chosen.length <= dialog.maxRacers
            onClicked: {
                dialog.close();
                dialog.startRace();
            }
        }
        Button {
            objectName: "cancelRace"
            text: qsTr("Cancel")
            onClicked: dialog.close()
        }
    }
}

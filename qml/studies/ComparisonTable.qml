import QtQuick
import QtQuick.Controls
import MazeStudy

// Is the difference real? The last study's generators compared pair by pair
// for the headline metrics, a sentence a row (ComparisonTableModel words
// them); a click on a column's header, or Space or Return on it (Tab reaches
// the headers), sorts by it, and again the other way round.
Item {
    id: table

    required property ComparisonTableModel differences
    // The sentence takes what the other columns leave.
    readonly property var fixedWidths: [240, 0, 200, 240]
    // The column last sorted by: its header keeps the keyboard's focus, if
    // the keyboard sorted, when the sorted rows are laid out anew.
    property int sortedColumn: -1
    property bool activeFocusOnSort: false

    function sortBy(column, byKeyboard) {
        sortedColumn = column;
        activeFocusOnSort = byKeyboard;
        table.differences.sortBy(column);
    }
    function keepsFocus(column) {
        return column === sortedColumn && activeFocusOnSort && focusInHeaders(table.Window.activeFocusItem);
    }
    // The focus on a header (the one the sort replaces) or nowhere: the new
    // header may take it. Not when it has moved on, to a menu or a dialog,
    // whatever the header view lays out anew meanwhile.
    function focusInHeaders(item) {
        if (!item || !item.parent)
            return true;
        for (let above = item; above; above = above.parent) {
            if (above === header)
                return true;
        }
        return false;
    }

    function columnWidth(column) {
        if (column !== ComparisonTableModel.Finding)
            return fixedWidths[column];
        const others = fixedWidths[0] + fixedWidths[2] + fixedWidths[3] + 3 * view.columnSpacing + 16;
        return Math.max(320, view.width - others);
    }

    HorizontalHeaderView {
        id: header

        objectName: "comparisonHeader"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        syncView: view
        clip: true
        visible: !table.differences.empty

        // An item around the button: a button's own `display` is how it shows its icon.
        delegate: Item {
            id: headerCell

            required property string display
            required property int column

            function keepFocus() {
                if (table.keepsFocus(headerCell.column)) // qmllint disable unqualified
                    headerButton.forceActiveFocus(Qt.TabFocusReason); // the keyboard's focus: its ring stays
            }
            function sort(byKeyboard) {
                table.sortBy(headerCell.column, byKeyboard); // qmllint disable unqualified
            }

            implicitWidth: table.columnWidth(headerCell.column) // qmllint disable unqualified
            implicitHeight: headerButton.implicitHeight
            Component.onCompleted: keepFocus()
            TableView.onReused: keepFocus()

            ItemDelegate {
                id: headerButton

                objectName: "comparisonHeader" + headerCell.column
                anchors.fill: parent
                text: headerCell.display
                font.bold: true
                // An ItemDelegate takes no focus by default: Tab would pass the headers by.
                focusPolicy: Qt.StrongFocus // qmllint disable type
                Accessible.name: qsTr("Sort by %1").arg(headerCell.display)
                Keys.onReturnPressed: headerCell.sort(true)
                Keys.onSpacePressed: headerCell.sort(true)
                onClicked: headerCell.sort(false)

                // Fusion's ItemDelegate shows no keyboard focus.
                Rectangle {
                    objectName: "comparisonHeaderFocus" + headerCell.column
                    anchors.fill: parent
                    anchors.margins: 2
                    radius: 2
                    color: "transparent"
                    border.color: headerButton.palette.highlight
                    border.width: 2
                    visible: headerButton.visualFocus
                }
            }
        }
    }

    TableView {
        id: view

        objectName: "comparisonTable"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: header.bottom
        anchors.bottom: leftOutNote.visible ? leftOutNote.top : parent.bottom
        clip: true
        columnSpacing: 1
        rowSpacing: 1
        boundsBehavior: Flickable.StopAtBounds
        model: table.differences
        columnWidthProvider: column => table.columnWidth(column)
        onWidthChanged: forceLayout()
        ScrollBar.vertical: ScrollBar {
        }

        // A cell wraps its words at its column's width and is as tall as they are.
        delegate: Rectangle {
            id: cell

            required property string display
            required property int column
            required property int row

            implicitWidth: table.columnWidth(cell.column) // qmllint disable unqualified
            implicitHeight: cellLabel.implicitHeight
            color: cell.row % 2 ? cellLabel.palette.alternateBase : cellLabel.palette.base

            Label {
                id: cellLabel

                width: cell.implicitWidth
                text: cell.display
                wrapMode: Text.WordWrap
                padding: 6
            }
        }
    }

    // Which generators a metric's rows leave out, and why, under the rows.
    Label {
        id: leftOutNote

        objectName: "leftOutNote"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        // Its own height, never set: a wrapped label's set height fed back
        // into its layout (a binding loop on height).
        visible: text.length > 0 && !table.differences.empty
        text: table.differences.leftOut
        wrapMode: Text.Wrap
        padding: 6
        opacity: 0.8
    }

    Label {
        anchors.centerIn: parent
        visible: table.differences.empty
        text: qsTr("Run a study of two panes or more to see here how their generators differ.")
        color: "#404040"
    }
}

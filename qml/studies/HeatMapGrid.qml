pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import MazeStudy

// A study's heat maps, two a row: the share of its mazes in which each unit
// was floor, one map per generator.
GridLayout {
    id: grid

    required property ChartsModel model

    columns: 2
    rowSpacing: 4
    columnSpacing: 4

    Repeater {
        model: grid.model.heatMapCount

        delegate: HeatMapItem {
            required property int index

            objectName: "heatMap" + index
            Layout.fillWidth: true
            Layout.fillHeight: true
            model: grid.model // qmllint disable unqualified
            heatMapIndex: index
            Accessible.name: grid.model.heatMapLabel(index) // qmllint disable unqualified
        }
    }
}

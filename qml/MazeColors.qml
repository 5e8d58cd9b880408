import QtQuick

// The maze's colours, one set for light and one for dark themes. Wall and
// floor differ most; the stack (visited), the current unit, start and exit
// keep apart from both and from each other in either set.
QtObject {
    property bool dark: false

    readonly property color background: dark ? "#181a1f" : "#e4e6ea"
    readonly property color wall: dark ? "#8c96ab" : "#2b2f3a"
    readonly property color floor: dark ? "#1c1e23" : "#f7f5f0"
    readonly property color visited: dark ? "#8e3b3b" : "#f4a6a0"
    readonly property color current: dark ? "#4d9bff" : "#1f6fe5"
    readonly property color considered: dark ? "#4cc46a" : "#36a852"
    readonly property color start: dark ? "#2ed3c6" : "#11998e"
    readonly property color exit: dark ? "#ffc23d" : "#e08e00"
    readonly property color seedWall: dark ? "#c08cf0" : "#9b59d0"
    readonly property color newWall: dark ? "#5f7bb8" : "#6a7ba0"
    readonly property color path: dark ? "#ff6fa8" : "#d6306f"
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A button that explains itself on hover (and names its shortcut there).
Button {
    id: button

    property string tip
    property string shortcut
    // An icon from icons/ shows instead of the text, which stays the button's
    // accessible name; the tip says the rest. With textBesideIcon, both show.
    property string iconName
    property bool textBesideIcon: false
    // As narrow as its text allows, for one-glyph buttons (icon buttons are).
    property bool compact: false

    implicitWidth: compact || (iconName.length > 0 && !textBesideIcon) ? Math.max(implicitHeight, implicitContentWidth + leftPadding + rightPadding) : Math.max(implicitBackgroundWidth + leftInset + rightInset, implicitContentWidth + leftPadding + rightPadding)

    display: iconName.length === 0 ? AbstractButton.TextOnly : textBesideIcon ? AbstractButton.TextBesideIcon : AbstractButton.IconOnly
    icon.source: iconName.length > 0 ? Qt.resolvedUrl("icons/" + iconName + ".svg") : ""
    icon.color: palette.buttonText
    icon.width: 16
    icon.height: 16
    Accessible.name: text
    // Not while disabled: Qt keeps `hovered` when a button under the pointer is
    // disabled (Run to end disables the stepping buttons), and the tip stayed.
    ToolTip.visible: hovered && enabled && tip.length > 0
    ToolTip.delay: 500
    ToolTip.text: shortcut.length > 0 ? qsTr("%1 (%2)").arg(tip).arg(shortcut) : tip
    Accessible.description: tip
}

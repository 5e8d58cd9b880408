pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A modal dialog over the window with one Close button, worded in the
// window's language (a standard button keeps the words it was made with).
Dialog {
    id: dialog

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true

    footer: DialogButtonBox {
        Button {
            objectName: "closeButton"
            text: qsTr("Close")
            onClicked: dialog.close()
        }
    }
}

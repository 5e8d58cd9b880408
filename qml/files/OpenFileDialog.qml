pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Dialogs
import MazeStudy

// A file dialog to open a file, in the folder any dialog last opened or
// saved in (LocalFiles.lastFolder), and remembering where this one opened.
FileDialog {
    fileMode: FileDialog.OpenFile
    onVisibleChanged: {
        if (visible)
            currentFolder = LocalFiles.lastFolder;
    }
    onAccepted: LocalFiles.remember(selectedFile)
}

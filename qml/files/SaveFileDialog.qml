import QtQuick
import QtQuick.Dialogs
import MazeStudy

// A file dialog to save into, opened with a name already in its field. Qt
// 6.4's own dialog keeps Save disabled until something is selected, and gives
// a typed name back without a scheme; chosen() has the file as a file: URL,
// with defaultSuffix added to a name typed without one.
FileDialog {
    id: dialog

    // Where it opens: the folder last saved into (the home folder at first).
    property url folder

    signal chosen(url file)

    // Opens in `folder` with `name` selected, so that Save takes it as it is.
    function openWith(name) {
        selectedFile = LocalFiles.fileIn(folder, name);
        open();
    }

    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save")
    onAccepted: {
        const file = LocalFiles.savedFile(selectedFile, defaultSuffix);
        folder = LocalFiles.folderOf(file);
        dialog.chosen(file);
    }
}

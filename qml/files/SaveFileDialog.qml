pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Dialogs
import MazeStudy

// A file dialog to save into, opened with a name already in its field. Qt
// 6.4's own dialog keeps Save disabled until something is selected, ignores
// the keyboard in the name field (FileDialogKeys gives it the keys and Return), and gives a typed
// name back without a scheme; chosen() has the file as a file: URL,
// with the chosen filter's suffix (or defaultSuffix) added to a name typed
// without one.
FileDialog {
    id: dialog

    // Where it opens: the folder any dialog last opened or saved in (the home folder at first).
    property url folder: LocalFiles.lastFolder

    // Each name filter is a format: the name is offered without its suffix,
    // and the filter chosen is the defaultSuffix (which Qt's dialog itself
    // gives a name typed without one), so that the format chosen is the
    // format written.
    property bool filterChoosesFormat: false

    signal chosen(url file)

    // Opens in `folder` with `name` selected, so that Save takes it as it is.
    function openWith(name) {
        let offered = name;
        if (filterChoosesFormat) {
            // The format the filter box shows, which stays as last chosen.
            offered = name.replace(/\.[^./]*$/, "");
            defaultSuffix = suffixOf(selectedNameFilter.index);
        }
        selectedFile = LocalFiles.fileIn(folder, offered);
        open();
        FileDialogKeys.takeKeys(dialog);
    }

    // The first extension that name filter `index` lists: "npy" of "NumPy arrays (*.npy)".
    function suffixOf(index) {
        const match = /\*\.(\w+)/.exec(nameFilters[index]);
        return match ? match[1] : "";
    }

    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save")
    onAccepted: {
        const file = LocalFiles.savedFile(selectedFile, defaultSuffix);
        LocalFiles.remember(file);
        dialog.chosen(file);
    }
    // A filter chosen in the dialog sets the suffix that Qt's dialog gives a bare name.
    Component.onCompleted: selectedNameFilter.indexChanged.connect(() => {
        if (filterChoosesFormat)
            defaultSuffix = suffixOf(selectedNameFilter.index);
    })
}

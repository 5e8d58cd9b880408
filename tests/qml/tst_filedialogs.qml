pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import MazeStudy

// Every file dialog opens where the user last opened or saved a file, in
// whichever dialog (#43, item 9), not in the home folder each time.
Item {
    id: root

    width: 800
    height: 600

    Component {
        id: openComponent

        OpenFileDialog {}
    }
    Component {
        id: saveComponent

        SaveFileDialog {}
    }

    TestCase {
        name: "FileDialogs"
        when: windowShown

        function test_dialogsOpenInTheLastFolder() {
            const saving = createTemporaryObject(saveComponent, root);
            const opening = createTemporaryObject(openComponent, root);
            // A maze saved into /tmp: the next dialog of any kind opens there.
            LocalFiles.remember("file:///tmp/saved.maze");
            compare(LocalFiles.lastFolder, "file:///tmp");
            compare(saving.folder, "file:///tmp");
            opening.open();
            tryVerify(() => opening.visible);
            compare(opening.currentFolder, "file:///tmp");
            opening.close();
            // A folder itself (Export all's) is the place.
            LocalFiles.remember("file:///usr/share");
            compare(saving.folder, "file:///usr/share");
            opening.open();
            tryVerify(() => opening.visible);
            compare(opening.currentFolder, "file:///usr/share");
            opening.close();
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import MazeStudy

// The pane's settings: picking a generator or an option's choice with the
// mouse and keys changes the pane's spec (the combo boxes' handlers reach the
// pane, not the combo box's own drop-down, which is also called `popup`).
Item {
    id: root

    width: 800
    height: 600

    Component {
        id: settingsComponent

        PaneSettingsPopup {
            generators: GeneratorListModel {}
        }
    }

    Component {
        id: paneComponent

        PaneModel {}
    }

    TestCase {
        name: "PaneSettingsPopup"
        when: windowShown

        function choose(box, steps) {
            // The options' rows are laid out when the layouts polish, after the model fills them.
            waitForItemPolished(box.parent.parent);
            waitForItemPolished(box.parent.parent.parent);
            mouseClick(box);
            tryVerify(() => box.popup.opened);
            for (let i = 0; i < steps; ++i)
                keyClick(Qt.Key_Down);
            keyClick(Qt.Key_Return);
            tryVerify(() => !box.popup.visible);
        }

        function test_choicesReachThePane() {
            const pane = createTemporaryObject(paneComponent, root);
            pane.generatorId = "kruskal";
            const settings = createTemporaryObject(settingsComponent, root);
            settings.openFor(pane, 0);
            tryVerify(() => settings.opened);


            const order = findChild(settings.contentItem, "choice-order");
            verify(order);
            tryVerify(() => order.visible);
            compare(order.currentText, "Keyed (version 2)");
            choose(order, 1);
            compare(pane.options.value("order"), "shuffled");
            compare(order.currentText, "Shuffled list (version 1)");

            const generator = findChild(settings.contentItem, "generatorBox");
            const growingTree = settings.generators.indexOf("growing-tree");
            choose(generator, growingTree - generator.currentIndex);
            compare(pane.generatorId, "growing-tree");
            verify(findChild(settings.contentItem, "choice-pick"));
        }

        // Braid is typed as a percentage of dead ends and kept across a change of generator.
        function test_braidReachesThePane() {
            const pane = createTemporaryObject(paneComponent, root);
            pane.generatorId = "wilson";
            const settings = createTemporaryObject(settingsComponent, root);
            settings.openFor(pane, 0);
            tryVerify(() => settings.opened);
            const braid = findChild(settings.contentItem, "braidBox");
            verify(braid);
            compare(braid.value, 0);
            braid.forceActiveFocus();
            keyClick(Qt.Key_A, Qt.ControlModifier);
            keyClick(Qt.Key_4);
            keyClick(Qt.Key_0);
            keyClick(Qt.Key_Return);
            compare(pane.braid, 0.4);
            keyClick(Qt.Key_Up);
            compare(pane.braid, 0.45);
            pane.generatorId = "kruskal";
            compare(pane.braid, 0.45);
            compare(braid.value, 45);
            verify(pane.statusText.indexOf("braided 45 %") >= 0, pane.statusText);
        }
    }
}

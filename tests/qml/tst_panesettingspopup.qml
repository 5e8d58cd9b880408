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

        function typeInto(field, text) {
            field.forceActiveFocus();
            keyClick(Qt.Key_A, Qt.ControlModifier);
            for (const character of text)
                keyClick(character);
            keyClick(Qt.Key_Return);
        }

        // Life's options each have their editor: a decimal for the soup's
        // density, text for the rule (Mazectric can be chosen), a whole
        // number for the generations; a wrong value says why where it is
        // typed, keeps the text and changes nothing (#43, item 2).
        function test_everyOptionCanBeTyped() {
            const pane = createTemporaryObject(paneComponent, root);
            pane.generatorId = "life";
            const settings = createTemporaryObject(settingsComponent, root);
            settings.openFor(pane, 0);
            tryVerify(() => settings.opened);
            const density = findChild(settings.contentItem, "text-density");
            verify(density);
            tryVerify(() => density.visible);
            compare(density.text, "0.5");
            typeInto(density, "0.3");
            compare(pane.options.value("density"), "0.3");
            const problem = findChild(settings.contentItem, "textProblem-density");
            verify(!problem.visible);
            typeInto(density, "2");
            verify(problem.visible);
            compare(problem.text, "Type a number from 0 to 1.");
            compare(density.text, "2");
            compare(pane.options.value("density"), "0.3");

            const rule = findChild(settings.contentItem, "text-rule");
            compare(rule.text, "B3/S12345");
            typeInto(rule, "B3/S1234");
            compare(pane.options.value("rule"), "B3/S1234");
            verify(pane.optionsText.indexOf("Rule: B3/S1234") >= 0, pane.optionsText);
            // A rule the engine cannot read is refused where it is typed, as
            // a density out of range is, in the window's words, not applied.
            const ruleProblem = findChild(settings.contentItem, "textProblem-rule");
            verify(!ruleProblem.visible);
            typeInto(rule, "B9");
            verify(ruleProblem.visible);
            compare(ruleProblem.text, "“B9” is not a value for Rule: type it as " + rule.placeholderText + ".");
            compare(rule.text, "B9");
            compare(pane.options.value("rule"), "B3/S1234");
            verify(!findChild(settings.contentItem, "optionsProblem").visible);
            typeInto(rule, "B3/S123");
            verify(!ruleProblem.visible);
            compare(pane.options.value("rule"), "B3/S123");

            const generations = findChild(settings.contentItem, "whole-generations");
            verify(generations.visible);
            compare(generations.value, 1000);
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import MazeStudy

// The lab as a student meets it: a lab pane, its script typed into the
// editor and run, then a mistake, which the editor and the pane point out.
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: viewComponent

        ComparisonView {
            width: root.width
            height: root.height
            comparison: Comparison {
                speed: 0
            }
        }
    }

    TestCase {
        name: "LabEditor"
        when: windowShown

        function typeText(text) {
            for (const c of text) {
                if (c === "\n")
                    keyClick(Qt.Key_Return);
                else
                    keyClick(c);
            }
        }

        // While its pane steps, the editor marks the line whose call made the
        // move shown, and scrolls it into sight (#43, item 7).
        function test_steppingMarksTheLine() {
            const view = createTemporaryObject(viewComponent, root);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const paneView = view.paneView(view.comparison.panes.count - 1);
            const pane = paneView.pane;
            pane.labScript = "function digout(y, x) {\n    M[y][x] = 1;\n    drawblock(y, x);\n    if (x > 1) {\n"
                + "        M[y][x - 1] = 1;\n        drawblock(y, x - 1);\n        digout(y, x - 2);\n    }\n}\n";
            pane.run();
            tryVerify(() => pane.finished && pane.hasMetrics, 10000);
            mouseClick(findChild(paneView, "scriptButton"));
            const editor = view.labEditor;
            tryVerify(() => editor.opened);
            const mark = findChild(editor.contentItem, "stepLineMark");
            verify(!mark.visible, "no mark before stepping");
            const stepper = paneView.stepper;
            // The lab's own call, then drawblock on line 3, the one on line 6, digout's call on line 7.
            for (const line of [0, 3, 6, 7, 3]) {
                stepper.stepForward();
                tryVerify(() => stepper.active && !stepper.busy);
                compare(editor.stepLine, line);
                compare(mark.visible, line > 0);
                if (line > 0) {
                    const text = findChild(editor.contentItem, "scriptText");
                    const start = text.text.split("\n").slice(0, line - 1).join("\n").length + 1;
                    fuzzyCompare(mark.y, text.positionToRectangle(start).y, 2);
                }
            }
        }

        function test_typeAScriptAndRunIt() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const paneView = view.paneView(view.comparison.panes.count - 1);
            const pane = paneView.pane;
            compare(pane.generatorId, "lab");
            const scriptButton = findChild(paneView, "scriptButton");
            verify(scriptButton.visible);
            mouseClick(scriptButton);
            const editor = view.labEditor;
            tryVerify(() => editor.opened);
            const text = findChild(editor.contentItem, "scriptText");
            verify(text.text.indexOf("function digout") >= 0); // the template
            text.forceActiveFocus();
            text.selectAll();
            keyClick(Qt.Key_Delete);
            // A corridor along the bottom row, drawn as it is dug.
            typeText("function digout(y, x) {\nM[y][x] = 1;\ndrawblock(y, x);\nif (x > 1) {\nM[y][x - 1] = 1;\n"
                     + "drawblock(y, x - 1);\ndigout(y, x - 2);\n}\n}\n");
            compare(text.lineCount, 10);
            mouseClick(findChild(editor.contentItem, "runScript"));
            tryVerify(() => pane.finished && pane.hasMetrics, 10000);
            compare(pane.problem, "");
            compare(pane.labScript, text.text);
            // digout(9, 9) dug the row to (9, 1): 5 calls and their returns, 9 drawblocks, the exit.
            compare(pane.moves, 5 + 5 + 9 + 1);
            verify(!findChild(paneView, "problemBar").visible);
            verify(!pane.scriptStopped);
            verify(findChild(paneView, "metrics").visible);

            // A mistake on line 3, a parenthesis left open: the editor marks it, the pane says it, the window goes on.
            text.forceActiveFocus();
            text.cursorPosition = text.text.indexOf("drawblock(y, x);") + "drawblock(y, x".length;
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Backspace);
            keyClick(Qt.Key_Return, Qt.ControlModifier); // Run script
            tryVerify(() => pane.finished && pane.problem.length > 0, 10000);
            compare(pane.problemLine, 3);
            verify(pane.problem.startsWith("line 3: SyntaxError"), pane.problem);
            // A failure looks like one: no figures, and the status says the script stopped.
            verify(pane.scriptStopped);
            verify(pane.statusText.startsWith("Script stopped"), pane.statusText);
            verify(!findChild(paneView, "metrics").visible);
            const problem = findChild(editor.contentItem, "scriptProblem");
            tryVerify(() => problem.visible);
            compare(findChild(problem, "messageText").text, pane.problem);
            tryVerify(() => findChild(paneView, "problemBar").visible);
            // Go to line: the cursor is on line 3.
            mouseClick(findChild(problem, "messageAction"));
            compare(text.text.substring(0, text.cursorPosition).split("\n").length, 3);
            // The window's one-key shortcuts stay out of the editor's way.
            verify(!view.shortcutsEnabled);
            editor.close();
            tryVerify(() => view.shortcutsEnabled);
        }

        // Java by the keyboard alone: the language box starts from the Java
        // template, one Undo brings the script back, and the Java runs in the
        // pane, its calls on the stack with the lines they came from.
        function test_chooseJavaAndRunIt() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const paneView = view.paneView(view.comparison.panes.count - 1);
            const pane = paneView.pane;
            mouseClick(findChild(paneView, "scriptButton"));
            const editor = view.labEditor;
            tryVerify(() => editor.opened);
            const text = findChild(editor.contentItem, "scriptText");
            const language = findChild(editor.contentItem, "scriptLanguage");
            const javaScript = text.text;
            compare(language.currentIndex, 0);
            verify(!editor.java);
            language.forceActiveFocus();
            keyClick(Qt.Key_Down);
            tryVerify(() => editor.java);
            compare(language.currentIndex, 1);
            verify(text.text.indexOf("public class studentcode extends mazedfs") >= 0, text.text);
            verify(text.activeFocus);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(text.text, javaScript);
            verify(!editor.java);
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier);
            verify(editor.java);
            // A typo in `extends mazedfs` is still Java: javac says what is wrong.
            text.text = text.text.replace("extends mazedfs", "extend mazedfs");
            verify(editor.java);
            text.text = text.text.replace("extend mazedfs", "extends mazedfs");
            keyClick(Qt.Key_Return, Qt.ControlModifier); // Run script
            tryVerify(() => pane.finished && pane.hasMetrics, 60000);
            compare(pane.problem, "");
            compare(pane.labScript, text.text);
        }

        // A script typed and not run stays when the editor closes and opens
        // again for the same pane (#43, item 7): closing loses nothing.
        function test_closingKeepsTheScriptAsTyped() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const paneView = view.paneView(view.comparison.panes.count - 1);
            const scriptButton = findChild(paneView, "scriptButton");
            mouseClick(scriptButton);
            const editor = view.labEditor;
            tryVerify(() => editor.opened);
            const text = findChild(editor.contentItem, "scriptText");
            text.text = "function digout(y, x) {\n  M[y][x] = 1; // kept\n}\n";
            keyClick(Qt.Key_Escape);
            tryVerify(() => !editor.opened);
            mouseClick(scriptButton);
            tryVerify(() => editor.opened);
            verify(text.text.indexOf("// kept") >= 0, text.text);
            verify(paneView.pane.labScript.indexOf("// kept") < 0);
        }

        // Check grades the editor's script as lab check does: the template
        // digs a perfect maze but has no solve() or trace() of its own.
        function test_checkGradesTheScript() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const paneView = view.paneView(view.comparison.panes.count - 1);
            mouseClick(findChild(paneView, "scriptButton"));
            const editor = view.labEditor;
            tryVerify(() => editor.opened);
            const results = findChild(editor.contentItem, "checkResults");
            verify(!results.visible);
            mouseClick(findChild(editor.contentItem, "checkScript"));
            verify(results.visible);
            const texts = () => {
                let all = [];
                const walk = item => {
                    if (item.text !== undefined && item.visible)
                        all.push(item.text);
                    for (let i = 0; i < item.children.length; ++i)
                        walk(item.children[i]);
                };
                walk(results.contentItem);
                return all.join("\n");
            };
            tryVerify(() => texts().indexOf("Fails a check on 5 mazes of 11 × 11") >= 0, 60000, texts());
            verify(texts().indexOf("✓ digout makes a perfect maze: 5 of 5") >= 0, texts());
            verify(texts().indexOf("✗ solve() reaches the exit: 0 of 5 · seed 1: there is no solve()") >= 0, texts());
        }

        // In a script of twenty lines with a mistake on the last, every number
        // stands beside its line, the red one beside the faulty line.
        // The editor leaves its own pane in sight: on the left when the pane is
        // on the right, and the other way round.
        function test_editorLeavesItsPaneInSight() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const editor = view.labEditor;
            const last = view.comparison.panes.count - 1;
            verify(last >= 1);
            for (const index of [last, 0]) {
                view.comparison.panes.at(index).generatorId = "lab";
                const paneView = view.paneView(index);
                const button = findChild(paneView, "scriptButton");
                tryVerify(() => button.visible && button.width > 0);
                waitForRendering(paneView);
                mouseClick(button);
                tryVerify(() => editor.opened);
                const left = paneView.mapToItem(null, 0, 0).x;
                const right = left + paneView.width;
                verify(editor.x + editor.width <= left || editor.x >= right,
                    "pane " + index + " at " + left + ".." + right + ", editor at " + editor.x + ".." + (editor.x + editor.width));
                editor.close();
                tryVerify(() => !editor.visible);
            }
            // With the stack panel open, the editor stops short of it too (#43, item 7).
            view.comparison.showStack = true;
            const stack = findChild(view, "stackPanel");
            tryVerify(() => stack.visible && stack.width > 0);
            const first = view.paneView(0);
            mouseClick(findChild(first, "scriptButton"));
            tryVerify(() => editor.opened);
            const stackLeft = stack.mapToItem(null, 0, 0).x;
            verify(editor.x + editor.width <= stackLeft,
                "editor at " + editor.x + ".." + (editor.x + editor.width) + ", stack panel from " + stackLeft);
            const paneRight = first.mapToItem(null, 0, 0).x + first.width;
            verify(editor.x >= paneRight || editor.x + editor.width <= first.mapToItem(null, 0, 0).x);
            editor.close();
            view.comparison.showStack = false;
        }

        function test_lineNumbersStayBesideTheirLines() {
            const view = createTemporaryObject(viewComponent, root);
            verify(view);
            view.comparison.setSize(11, 11);
            view.comparison.addPane("lab");
            const paneView = view.paneView(view.comparison.panes.count - 1);
            const pane = paneView.pane;
            let script = "function digout(y, x) {\n";
            for (let line = 2; line < 19; ++line)
                script += "    M[y][x] = 1; // line " + line + "\n";
            script += "}\n";
            script += "var broken = (1;";
            pane.labScript = script;
            pane.run();
            tryVerify(() => pane.finished && pane.problemLine > 0, 10000);
            compare(pane.problemLine, 20);
            mouseClick(findChild(paneView, "scriptButton"));
            const editor = view.labEditor;
            tryVerify(() => editor.opened);
            const text = findChild(editor.contentItem, "scriptText");
            compare(text.lineCount, 20);
            const numbers = findChild(editor.contentItem, "lineNumbers");
            const labels = Array.from(numbers.children);
            wait(50);
            let start = 0;
            for (let line = 1; line <= 20; ++line) {
                const number = labels.find(child => child.text === String(line));
                verify(number, "no number " + line);
                const lineTop = text.mapToItem(numbers, 0, text.positionToRectangle(start).y).y;
                fuzzyCompare(number.y, lineTop, 1, "line " + line + "'s number");
                start = text.text.indexOf("\n", start) + 1;
            }
            verify(!labels.some(child => child.text === "21"));
            editor.close();
        }
    }
}

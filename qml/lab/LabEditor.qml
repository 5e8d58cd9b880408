pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import MazeStudy

// The lab: a lab pane's own digout(y, x) in JavaScript, or the mazedfs lab's
// studentcode.java in its own Java, as the lab's students write it. Run applies the script to the pane and runs it; the pane
// steps, measures and plays its maze like any other. A problem shows here with
// its line marked, and over the pane's maze. On the side of the window away
// from its pane, so that the maze stays in sight while the script changes.
Dialog {
    id: editor

    property PaneModel pane: null
    // The pane's stepping: the line that made the move shown is marked.
    property PaneStepper stepper: null
    readonly property int stepLine: stepper && stepper.active ? stepper.scriptLine : 0
    property int paneIndex: 0
    property bool dark: false
    // The script as typed, kept when the editor closes unrun.
    readonly property alias script: textArea.text
    // The lab runs a script that declares a class extending mazedfs as Java.
    readonly property bool java: LabScriptFiles.isJava(textArea.text)
    // Where the script was last saved, until the next save or open.
    property string savedTo
    // The editor's side: the left half of the window when its pane is in the right half.
    property bool onLeft: false

    // `paneItem`, the pane's view, says which side the editor must leave free.
    function openFor(model, index, paneItem) {
        // The same pane's script as typed, run or not, stays: closing the
        // editor loses nothing (#43, item 7); another pane's is its own.
        if (pane !== model) {
            checker.clear();
            textArea.text = model.labScript;
        }
        pane = model;
        stepper = paneItem ? paneItem.stepper : null;
        paneIndex = index;
        onLeft = paneItem !== undefined && paneItem !== null && parent !== null
            && paneItem.mapToItem(null, paneItem.width / 2, 0).x > parent.width / 2;
        open();
        goToLine(model.problemLine);
    }
    function runScript() {
        if (!editor.pane)
            return;
        // The same script again: the pane starts again and replays its run
        // (a new time limit, or any change to the script, runs it afresh).
        if (editor.pane.labScript === textArea.text)
            editor.pane.reset();
        else
            editor.pane.labScript = textArea.text;
        if (editor.pane.status === PaneModel.Ready)
            editor.pane.run();
    }
    // The template of a language, as one edit that Undo takes back.
    function startFrom(template) {
        checker.clear();
        LabScriptFiles.startFrom(textArea.textDocument, template);
        textArea.forceActiveFocus();
    }
    // Scrolls the line into sight, leaving the cursor where it is.
    onStepLineChanged: {
        if (stepLine <= 0)
            return;
        const flickable = scroller.contentItem as Flickable;
        const top = textArea.topPadding + (stepLine - 1) * lineNumbers.lineHeight;
        if (top < flickable.contentY || top + lineNumbers.lineHeight > flickable.contentY + flickable.height)
            flickable.contentY = Math.max(0, top - flickable.height / 3);
    }
    function goToLine(line) {
        let position = 0;
        line = Math.max(1, line);
        for (let i = 1; i < line; ++i) {
            const next = textArea.text.indexOf("\n", position);
            if (next < 0)
                break;
            position = next + 1;
        }
        textArea.cursorPosition = position;
        textArea.forceActiveFocus();
    }

    // Room at the window's right edge that another panel keeps (the stack
    // panel): the editor stays out of it, as it stays off its pane.
    property real reservedRight: 0

    parent: Overlay.overlay
    x: !parent || onLeft ? 8 : parent.width - reservedRight - width - 8
    y: 8
    width: parent ? Math.min(720, (parent.width - reservedRight) * 0.55) : 600
    height: parent ? parent.height - 16 : 600
    modal: false
    focus: true
    closePolicy: Popup.CloseOnEscape
    title: qsTr("Pane %1: your own generator").arg(paneIndex + 1)
    padding: 8

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Flow {
            Layout.fillWidth: true
            spacing: 4

            ToolTipButton {
                objectName: "runScript"
                iconName: "run"
                textBesideIcon: true
                text: qsTr("Run script")
                tip: qsTr("Apply this script to the pane and run it")
                shortcut: "Ctrl+Return"
                enabled: editor.pane !== null
                onClicked: editor.runScript()
            }
            ToolTipButton {
                objectName: "checkScript"
                text: qsTr("Check")
                tip: qsTr("Grade this script as mazestudy-cli lab check does, on %1 mazes of the pane's size from its seed: digout, the exit, solve() and trace()").arg(checker.runs)
                enabled: editor.pane !== null && !checker.running
                onClicked: checker.check(textArea.text, editor.pane.rows, editor.pane.cols, editor.pane.seed) // qmllint disable type
            }
            ToolTipButton {
                text: qsTr("Open…")
                tip: qsTr("Open a .js or .java file")
                onClicked: openDialog.open()
            }
            ToolTipButton {
                objectName: "saveScript"
                text: qsTr("Save…")
                tip: editor.java ? qsTr("Save this script as a .java file") : qsTr("Save this script as a .js file")
                onClicked: saveDialog.openWith(LabScriptFiles.fileNameFor(textArea.text))
            }
            ToolTipButton {
                objectName: "templateButton"
                text: qsTr("Template")
                tip: qsTr("Start again from the lab's template (Undo brings your script back)")
                onClicked: editor.startFrom(LabScriptFiles.templateText(editor.java))
            }
            // The script's language, as the lab reads it; choosing the other
            // starts from its template.
            ComboBox {
                objectName: "scriptLanguage"
                model: [qsTr("JavaScript"), qsTr("Java")]
                currentIndex: editor.java ? 1 : 0
                Accessible.name: qsTr("Language")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The script's language: Java for a studentcode.java whose class extends mazedfs, as in the mazedfs assignment; choosing the other language starts from its template (Undo brings your script back)")
                onActivated: index => {
                    if ((index === 1) !== editor.java)
                        editor.startFrom(LabScriptFiles.templateText(index === 1));
                }
            }
            ToolTipButton {
                text: qsTr("Close")
                tip: qsTr("Close the editor; the pane keeps the script it last ran")
                onClicked: editor.close()
            }
        }
        Label {
            Layout.fillWidth: true
            text: editor.java ? qsTr("Java, as in the mazedfs assignment: a class that extends mazedfs and overrides digout(int y, int x). M[y][x]: 0 wall, 1 floor · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · Math.random(), new Random(): both from the pane's seed. The lab calls digout(mheight - 2, mwidth - 2), digs the exit, then calls solve() and trace(), whose drawdot(y, x) the pane's Solve and Trace show.") : qsTr("M[y][x]: 0 wall, 1 floor · mwidth, mheight · SOUTH, EAST, NORTH, WEST · drawblock(y, x) · delay(ms) · drawMessage(text) · random(). The lab calls digout(mheight - 2, mwidth - 2), digs the exit, then calls solve() and trace() where the script has them, whose drawdot(y, x) the pane's Solve and Trace show.")
            wrapMode: Text.Wrap
            font.pixelSize: 12
            opacity: 0.8
        }

        ScrollView {
            id: scroller

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true

            Row {
                spacing: 6

                // One number a line of the script: the editor does not wrap.
                Column {
                    id: lineNumbers

                    // The height of a line as the editor lays it out, which
                    // is not the font's line spacing: a number a line at that
                    // spacing drifts a line in twenty.
                    readonly property real lineHeight: textArea.lineCount > 0 ? textArea.contentHeight / textArea.lineCount : textMetrics.lineSpacing

                    objectName: "lineNumbers"
                    topPadding: textArea.topPadding

                    Repeater {
                        model: textArea.lineCount

                        Label {
                            required property int index

                            width: lineWidth.advanceWidth + 4
                            height: lineNumbers.lineHeight
                            horizontalAlignment: Text.AlignRight
                            text: index + 1
                            font.family: textArea.font.family
                            font.pixelSize: textArea.font.pixelSize
                            font.bold: index + 1 === editor.stepLine
                            color: index + 1 === editor.pane?.problemLine ? colors.problem : editor.palette.placeholderText
                        }
                    }
                }
                TextArea {
                    id: textArea

                    objectName: "scriptText"
                    font.family: "monospace"
                    font.pixelSize: 13
                    wrapMode: TextEdit.NoWrap
                    selectByMouse: true
                    persistentSelection: true
                    tabStopDistance: 4 * textMetrics.averageCharacterWidth
                    Accessible.name: qsTr("Script")
                    Keys.onTabPressed: insert(cursorPosition, "    ")

                    // The line whose call made the move the pane shows, while it steps.
                    Rectangle {
                        objectName: "stepLineMark"
                        visible: editor.stepLine > 0
                        x: 0
                        y: textArea.topPadding + (editor.stepLine - 1) * lineNumbers.lineHeight
                        width: Math.max(textArea.width, scroller.width)
                        height: lineNumbers.lineHeight
                        color: editor.palette.highlight
                        opacity: 0.25
                    }
                    // The editor takes Return for itself, before any Shortcut sees it.
                    Keys.onReturnPressed: event => {
                        if (event.modifiers & Qt.ControlModifier)
                            editor.runScript();
                        else
                            event.accepted = false;
                    }
                }
            }
        }

        FontMetrics {
            id: textMetrics

            font: textArea.font
        }
        TextMetrics {
            id: lineWidth

            font: textArea.font
            text: String(Math.max(99, textArea.lineCount))
        }
        MazeTheme {
            id: colors

            dark: editor.dark
        }
        ScriptHighlighter {
            textDocument: textArea.textDocument
            java: editor.java
            problemLine: editor.pane ? editor.pane.problemLine : 0
            dark: editor.dark
        }

        MessageBar {
            objectName: "scriptProblem"
            Layout.fillWidth: true
            text: editor.pane ? editor.pane.problem : ""
            textColor: colors.problem
            actionText: editor.pane && editor.pane.problemLine > 0 ? qsTr("Go to line %1").arg(editor.pane.problemLine) : ""
            actionTip: qsTr("Put the cursor on the line the problem is on")
            dismissible: false
            onActionTriggered: editor.goToLine(editor.pane.problemLine)
        }
        // The last Check's verdicts, until the next Check or another pane's script.
        Frame {
            objectName: "checkResults"
            Layout.fillWidth: true
            visible: checker.running || checker.hasResult
            padding: 6

            ColumnLayout {
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: 2

                Label {
                    Layout.fillWidth: true
                    font.bold: true
                    wrapMode: Text.Wrap
                    text: checker.running ? qsTr("Checking %1…").arg(checker.scope) : checker.passed ? qsTr("Passes every check on %1").arg(checker.scope) : qsTr("Fails a check on %1").arg(checker.scope)
                }
                Repeater {
                    model: checker.results

                    delegate: Label {
                        required property var modelData

                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: (modelData.check ? (modelData.passed ? "✓ " : "✗ ") : "") + modelData.name + (modelData.detail.length > 0 ? ": " + modelData.detail : "")
                        color: modelData.check && !modelData.passed ? colors.problem : editor.palette.windowText
                    }
                }
            }
        }
        // What the last open or save did: why it failed, or where the script went.
        Label {
            objectName: "fileStatus"
            Layout.fillWidth: true
            visible: text.length > 0
            text: LabScriptFiles.errorString.length > 0 ? LabScriptFiles.errorString : editor.savedTo.length > 0 ? qsTr("Saved %1").arg(editor.savedTo) : ""
            wrapMode: Text.Wrap
            color: LabScriptFiles.errorString.length > 0 ? colors.problem : editor.palette.windowText
        }
    }

    LabChecker {
        id: checker
    }
    Shortcut {
        sequence: "Ctrl+Return"
        enabled: editor.opened
        onActivated: editor.runScript()
    }

    OpenFileDialog {
        id: openDialog

        title: qsTr("Open a script")
        nameFilters: [qsTr("Scripts (*.js *.java)"), qsTr("All files (*)")]
        onAccepted: {
            editor.savedTo = "";
            const script = LabScriptFiles.read(selectedFile);
            if (LabScriptFiles.errorString.length === 0) {
                // The last Check was of the script this one replaces.
                checker.clear();
                textArea.text = script;
            }
        }
    }
    SaveFileDialog {
        id: saveDialog

        objectName: "saveScriptDialog"
        title: qsTr("Save the script")
        defaultSuffix: editor.java ? "java" : "js"
        nameFilters: editor.java ? [qsTr("Java (*.java)")] : [qsTr("Scripts (*.js)")]
        onChosen: file => editor.savedTo = LabScriptFiles.write(file, textArea.text) ? LocalFiles.pathOf(file) : ""
    }
}

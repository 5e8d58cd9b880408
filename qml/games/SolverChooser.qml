pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import MazeStudy

// Which solver walks in Solve: the catalogue's by name, and first, on a maze
// that has one, the lab script's own solve(). The choice is the pane's,
// remembered with the window; the script's walk is the board's switch, as
// Trace's checkbox is.
ComboBox {
    id: chooser

    required property GameSession game

    objectName: "solverBox"
    readonly property SolverListModel solvers: game.solve.solvers

    model: solvers
    textRole: "name"
    valueRole: "solverId"
    // As wide as the chosen name, so that Again and Finish share its row
    // where they fit (the widest name would push them to a row of their own).
    implicitWidth: Math.max(implicitBackgroundWidth, Math.ceil(chosenName.advanceWidth) + leftPadding + rightPadding + 16)
    // The script's walk while it is shown, else the pane's solver (again
    // when the script's row comes or goes).
    currentIndex: {
        chooser.solvers.count;
        return game.solve.byScript ? chooser.solvers.indexOf(chooser.solvers.scriptId) : chooser.solvers.indexOf(game.solve.solverId);
    }
    onActivated: index => {
        const id = chooser.solvers.idAt(index);
        // The script's walk is the board's switch (Trace's box): only a lab maze has it.
        if (chooser.game.solve.hasScriptSolve)
            chooser.game.scriptWalks = id === chooser.solvers.scriptId;
        if (id !== chooser.solvers.scriptId)
            chooser.game.solve.solverId = id;
    }
    ToolTip.visible: hovered && !popup.visible
    ToolTip.delay: 500
    ToolTip.text: qsTr("The solver that walks: %1").arg(solvers.summaryAt(currentIndex))
    Accessible.name: qsTr("Solver")

    TextMetrics {
        id: chosenName

        font: chooser.font
        text: chooser.displayText
    }
}

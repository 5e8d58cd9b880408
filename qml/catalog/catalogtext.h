#pragma once

#include "mazespec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The user-visible text of the engine's catalogues (generator and solver
// names, option labels and help, choice names) and of spec problems, translated. The engine
// stays plain C++ with English for the CLI; the window shows these instead.
class CatalogText {
    Q_DECLARE_TR_FUNCTIONS(CatalogText)

public:
    // The window's cap on rows and columns: a 2001 x 2001 maze still pans,
    // zooms and animates smoothly in four panes at once (the CLI goes to MaxSide).
    static constexpr int WindowMaxSide = 2001;
    // Seeds the window accepts: what a QML number holds exactly (2^53 - 1).
    static constexpr qint64 MaxSeed = 9007199254740991;

    static QString generatorName(const QString &id);
    static QString generatorSummary(const QString &id);
    // The solver catalogue's (core/solvers/solvercatalog.h), as the generators'.
    static QString solverName(const QString &id);
    static QString solverSummary(const QString &id);
    static QString optionLabel(const QString &key);
    static QString optionHelp(const QString &key);
    static QString choiceLabel(const QString &key, const QString &value);

    // What is wrong with one side of a size as typed ("" when it is fine).
    // `oddOnlyNames` are the generators in use that need odd sides.
    static QString sideProblem(const QString &text, bool isRows, const QStringList &oddOnlyNames);
    static QString seedProblem(const QString &text);
    // What is wrong with a whole spec for the window ("" when nothing).
    static QString specProblem(const mazestudy::MazeSpec &spec);
};

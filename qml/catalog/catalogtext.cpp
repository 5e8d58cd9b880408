#include "catalogtext.h"

#include "generatorcatalog.h"
#include "solvercatalog.h"

#include <cstdlib>
#include <stdexcept>

namespace {
struct Entry {
    const char *key;
    const char *text;
};

const Entry optionLabels[] = {
    {"update", QT_TRANSLATE_NOOP("CatalogText", "Update mode")},
    {"seed-wall-count", QT_TRANSLATE_NOOP("CatalogText", "Seed walls")},
    {"more-than", QT_TRANSLATE_NOOP("CatalogText", "Walls more than")},
    {"fewer-than", QT_TRANSLATE_NOOP("CatalogText", "Walls fewer than")},
    {"scan", QT_TRANSLATE_NOOP("CatalogText", "Scan order")},
    {"border", QT_TRANSLATE_NOOP("CatalogText", "Past the border")},
    {"bias", QT_TRANSLATE_NOOP("CatalogText", "Carves toward")},
    {"pick", QT_TRANSLATE_NOOP("CatalogText", "Cell taken from the list")},
    {"order", QT_TRANSLATE_NOOP("CatalogText", "Order of the walls")},
    {"walk", QT_TRANSLATE_NOOP("CatalogText", "How the walk is kept")},
    {"list", QT_TRANSLATE_NOOP("CatalogText", "Random pick from the list")},
    {"draws", QT_TRANSLATE_NOOP("CatalogText", "Direction draws")},
    {"variant", QT_TRANSLATE_NOOP("CatalogText", "Variant")},
    {"rule", QT_TRANSLATE_NOOP("CatalogText", "Rule")},
    {"density", QT_TRANSLATE_NOOP("CatalogText", "Soup density")},
    {"region", QT_TRANSLATE_NOOP("CatalogText", "Soup region")},
    {"generations", QT_TRANSLATE_NOOP("CatalogText", "Generations at most")},
    {"shifts", QT_TRANSLATE_NOOP("CatalogText", "Shifts per cell")},
    {"time-limit", QT_TRANSLATE_NOOP("CatalogText", "Time limit (s)")},
};

const Entry optionHelps[] = {
    {"update",
        QT_TRANSLATE_NOOP("CatalogText",
            "In place (the default, as the seed's code does): a unit sees the walls added earlier in the same sweep. "
            "Previous sweep: every unit sees the grid as the last sweep left it.")},
    {"seed-wall-count",
        QT_TRANSLATE_NOOP("CatalogText", "Random walls placed on the open grid before the first sweep.")},
    {"more-than",
        QT_TRANSLATE_NOOP(
            "CatalogText", "A floor unit becomes wall when its 3x3 window holds more than this many walls...")},
    {"fewer-than", QT_TRANSLATE_NOOP("CatalogText", "...and fewer than this many.")},
    {"scan", QT_TRANSLATE_NOOP("CatalogText", "The order in which a sweep visits the units.")},
    {"border",
        QT_TRANSLATE_NOOP("CatalogText",
            "What the 3x3 window sees past the border: clamp repeats the edge unit, as the seed's code does.")},
    {"bias",
        QT_TRANSLATE_NOOP("CatalogText",
            "The two ways every cell may carve; the cells along two edges have only one of them, "
            "so those edges become long corridors.")},
    {"pick",
        QT_TRANSLATE_NOOP("CatalogText",
            "Which cell of the active list grows next: the newest (a depth-first search), a random one "
            "(like Prim), the oldest, or newest:P, the newest with chance P from 0 to 1, else a random one.")},
    {"order",
        QT_TRANSLATE_NOOP("CatalogText",
            "How the random order of the walls is drawn. Keyed (version 2): each wall's key is a hash of its "
            "place and the seed, so no list of walls is kept and the largest mazes fit in memory. Shuffled "
            "(version 1, before December 2026): a shuffled list of the walls, as mazes saved then were made.")},
    {"walk",
        QT_TRANSLATE_NOOP("CatalogText",
            "Exits (version 2, Wilson's own form): each cell remembers only the way the walk last left it, so a "
            "loop is erased by overwriting. List (version 1, before December 2026): the walk as a list, a loop "
            "erased cell by cell, as mazes saved then were made. Both are uniform.")},
    {"list",
        QT_TRANSLATE_NOOP("CatalogText",
            "How newest:P finds a random cell. Tombstones (version 2): a random place in the list, again while it "
            "holds a cell that left. Counted (version 1, before December 2026): the k-th cell through a count "
            "tree, as mazes saved then were made.")},
    {"draws",
        QT_TRANSLATE_NOOP("CatalogText",
            "Bits (version 2): two bits of a random number a step, one number for 32 steps. Below (version 1, "
            "before December 2026): a random number a step, as mazes saved then were made. The same walk.")},
    {"variant",
        QT_TRANSLATE_NOOP("CatalogText",
            "Which Prim. Cell: a random frontier cell joins a random neighbour in the maze (Pullen's modified "
            "Prim). Edge: a random edge out of the maze (Pullen's simplified). True: the lightest edge out of the "
            "maze by random weights drawn once, the minimum spanning tree. Cell weights: every cell a random "
            "weight, the lightest active cell carves to its lightest unvisited neighbour (Buck's True Prim's).")},
    {"rule",
        QT_TRANSLATE_NOOP("CatalogText",
            "The neighbour counts (0 to 8, of the eight around a unit) at which a unit is born (B) and survives "
            "(S): B3/S12345 is Maze, B3/S1234 Mazectric.")},
    {"density", QT_TRANSLATE_NOOP("CatalogText", "The share of live units in the starting soup, from 0 to 1.")},
    {"region",
        QT_TRANSLATE_NOOP("CatalogText", "The soup's rectangle, centred, as a share of each side, from 0 to 1.")},
    {"generations", QT_TRANSLATE_NOOP("CatalogText", "The most generations it runs when the pattern never settles.")},
    {"shifts",
        QT_TRANSLATE_NOOP("CatalogText",
            "How many times the origin moves, per cell of the maze: from about 50 on, its dead ends are those of "
            "a uniform spanning tree.")},
    {"time-limit", QT_TRANSLATE_NOOP("CatalogText", "Seconds a script may run before it is stopped.")},
};

const Entry choiceLabels[] = {
    {"update=in-place", QT_TRANSLATE_NOOP("CatalogText", "In place")},
    {"update=previous-sweep", QT_TRANSLATE_NOOP("CatalogText", "From the previous sweep")},
    {"scan=rows", QT_TRANSLATE_NOOP("CatalogText", "Rows, top first")},
    {"scan=columns", QT_TRANSLATE_NOOP("CatalogText", "Columns, left first")},
    {"scan=rows-reversed", QT_TRANSLATE_NOOP("CatalogText", "Rows, bottom first")},
    {"scan=columns-reversed", QT_TRANSLATE_NOOP("CatalogText", "Columns, right first")},
    {"border=clamp", QT_TRANSLATE_NOOP("CatalogText", "Clamp to the edge")},
    {"border=wall", QT_TRANSLATE_NOOP("CatalogText", "Wall")},
    {"border=floor", QT_TRANSLATE_NOOP("CatalogText", "Floor")},
    {"bias=ne", QT_TRANSLATE_NOOP("CatalogText", "North or east")},
    {"bias=nw", QT_TRANSLATE_NOOP("CatalogText", "North or west")},
    {"bias=se", QT_TRANSLATE_NOOP("CatalogText", "South or east")},
    {"bias=sw", QT_TRANSLATE_NOOP("CatalogText", "South or west")},
    {"pick=newest", QT_TRANSLATE_NOOP("CatalogText", "Newest (depth-first)")},
    {"pick=random", QT_TRANSLATE_NOOP("CatalogText", "Random (like Prim)")},
    {"pick=oldest", QT_TRANSLATE_NOOP("CatalogText", "Oldest")},
    {"pick=newest:0.5", QT_TRANSLATE_NOOP("CatalogText", "Newest or random, half and half")},
    {"order=keyed", QT_TRANSLATE_NOOP("CatalogText", "Keyed (version 2)")},
    {"order=shuffled", QT_TRANSLATE_NOOP("CatalogText", "Shuffled list (version 1)")},
    {"walk=exits", QT_TRANSLATE_NOOP("CatalogText", "Last exits (version 2)")},
    {"walk=list", QT_TRANSLATE_NOOP("CatalogText", "Walk list (version 1)")},
    {"list=tombstones", QT_TRANSLATE_NOOP("CatalogText", "Tombstones (version 2)")},
    {"list=counted", QT_TRANSLATE_NOOP("CatalogText", "Count tree (version 1)")},
    {"draws=bits", QT_TRANSLATE_NOOP("CatalogText", "Two bits a step (version 2)")},
    {"draws=below", QT_TRANSLATE_NOOP("CatalogText", "A number a step (version 1)")},
    {"variant=cell", QT_TRANSLATE_NOOP("CatalogText", "Cell (modified Prim)")},
    {"variant=edge", QT_TRANSLATE_NOOP("CatalogText", "Edge (simplified Prim)")},
    {"variant=true", QT_TRANSLATE_NOOP("CatalogText", "True Prim (lightest edge)")},
    {"variant=cell-weights", QT_TRANSLATE_NOOP("CatalogText", "Cell weights (Buck's)")},
};

template<size_t N> QString lookUp(const Entry (&entries)[N], const QString &key, const QString &fallback)
{
    for (const Entry &entry : entries) {
        if (key == QLatin1String(entry.key))
            return CatalogText::tr(entry.text);
    }
    return fallback;
}
} // namespace

// The catalogue marks its names and summaries for lupdate in this context.
QString CatalogText::generatorName(const QString &id)
{
    const auto *info = mazestudy::findGenerator(id.toStdString());
    return info ? tr(info->name.c_str()) : id;
}

QString CatalogText::generatorSummary(const QString &id)
{
    const auto *info = mazestudy::findGenerator(id.toStdString());
    return info ? tr(info->summary.c_str()) : QString();
}

QString CatalogText::solverName(const QString &id)
{
    const auto *info = mazestudy::findSolver(id.toStdString());
    return info ? tr(info->name.c_str()) : id;
}

QString CatalogText::solverSummary(const QString &id)
{
    const auto *info = mazestudy::findSolver(id.toStdString());
    return info ? tr(info->summary.c_str()) : QString();
}

QString CatalogText::optionLabel(const QString &key)
{
    return lookUp(optionLabels, key, key);
}

QString CatalogText::optionHelp(const QString &key)
{
    return lookUp(optionHelps, key, QString());
}

QString CatalogText::choiceLabel(const QString &key, const QString &value)
{
    return lookUp(choiceLabels, key + QLatin1Char('=') + value, value);
}

QString CatalogText::sideProblem(const QString &text, bool isRows, const QStringList &oddOnlyNames)
{
    const QString trimmed = text.trimmed();
    const QString side = isRows ? tr("Rows") : tr("Columns");
    if (trimmed.isEmpty())
        return tr("%1: type a whole number from %2 to %3.").arg(side).arg(mazestudy::MinSide).arg(WindowMaxSide);
    bool ok = false;
    const qlonglong value = trimmed.toLongLong(&ok);
    if (!ok)
        return tr("%1: \"%2\" is not a whole number; use digits only.").arg(side, trimmed);
    if (value < mazestudy::MinSide)
        return tr("%1: at least %2 units.").arg(side).arg(mazestudy::MinSide);
    if (value > WindowMaxSide)
        return tr("%1: at most %2. The window caps mazes at %2 x %2 so that they stay smooth; "
                  "mazestudy-cli generates up to %3 x %3.")
            .arg(side)
            .arg(WindowMaxSide)
            .arg(mazestudy::MaxSide);
    if (value % 2 == 0 && !oddOnlyNames.isEmpty())
        return tr("%1: must be odd for %2 (cells sit at odd units, walls between them). Try %3 or %4.")
            .arg(side, oddOnlyNames.join(QLatin1String(", ")))
            .arg(value - 1)
            .arg(value + 1);
    return {};
}

QString CatalogText::seedProblem(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("Type a seed: a whole number from 0 to %1.").arg(MaxSeed);
    for (const QChar c : trimmed) {
        if (!c.isDigit())
            return tr("A seed is a whole number from 0 to %1; \"%2\" is not.").arg(MaxSeed).arg(trimmed);
    }
    bool ok = false;
    const qulonglong value = trimmed.toULongLong(&ok);
    if (!ok || value > qulonglong(MaxSeed))
        return tr("A seed goes up to %1 here (the largest whole number QML holds exactly).").arg(MaxSeed);
    return {};
}

QString CatalogText::specProblem(const mazestudy::MazeSpec &spec)
{
    const auto *info = mazestudy::findGenerator(spec.generator);
    if (!info)
        return tr("Unknown generator \"%1\".").arg(QString::fromStdString(spec.generator));
    const QStringList oddOnly
        = info->oddSizesOnly ? QStringList {generatorName(QString::fromStdString(info->id))} : QStringList {};
    QString problem = sideProblem(QString::number(spec.rows), true, oddOnly);
    if (problem.isEmpty())
        problem = sideProblem(QString::number(spec.cols), false, oddOnly);
    if (!problem.isEmpty())
        return problem;
    if (spec.mask && info->maskUse == mazestudy::MaskUse::None) {
        return tr("%1 cannot carve this shape: %2.")
            .arg(generatorName(QString::fromStdString(info->id)), tr(mazestudy::maskRefusalReason(*info).c_str()));
    }
    mazestudy::MazeSpec checked = spec;
    try {
        mazestudy::validateSpec(checked);
    } catch (const std::invalid_argument &error) {
        // The one rule between options the dialog's controls cannot keep
        // (AutomatonGenerator::ruleFromOptions), in the user's words.
        const auto fewerThan = checked.options.find("fewer-than");
        const auto moreThan = checked.options.find("more-than");
        if (fewerThan != checked.options.end() && moreThan != checked.options.end()
            && std::atoi(fewerThan->second.c_str()) <= std::atoi(moreThan->second.c_str()) + 1)
            return tr("“%1” must be at least “%2” + 2: otherwise no count of walls passes the rule.")
                .arg(optionLabel(QStringLiteral("fewer-than")), optionLabel(QStringLiteral("more-than")));
        // Anything else names options by their labels, not their keys.
        QString problem = QString::fromStdString(error.what());
        for (const mazestudy::OptionInfo &option : info->options) {
            const QString key = QString::fromStdString(option.key);
            problem.replace(QStringLiteral("option ") + key, QStringLiteral("“%1”").arg(optionLabel(key)));
        }
        return tr("These options do not work together: %1.").arg(problem);
    }
    return {};
}

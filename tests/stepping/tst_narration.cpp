#include "catalogids.h"
#include "generatorcatalog.h"
#include "narration.h"
#include "narrationchecks.h"
#include "specof.h"
#include "timeline.h"

#include <QtTest>

#include <set>

using namespace mazestudy;

namespace {
NarrationArg plain(const char *text)
{
    return {NarrationArg::Type::Plain, text, {}};
}

NarrationArg direction(Direction d)
{
    return {NarrationArg::Type::Direction, {}, {d}};
}
} // namespace

class TestNarration : public QObject {
    Q_OBJECT
private slots:
    // The issue's own example line.
    void digoutCarveReadsAsTheIssueSays()
    {
        const Narration narration {catalogids::narrationKind("digout-carve"),
            {plain("digout(5, 7)"), direction(Direction::North), plain("(3, 7)")}, -1};
        QCOMPARE(narrationText(narration),
            std::string("digout(5, 7): north is wall two steps away; digging through to (3, 7)"));
    }

    void pluralsFollowTheCount()
    {
        Narration narration {catalogids::narrationKind("check-becomes-wall"), {plain("3"), plain("(5, 7)")}, 1};
        QCOMPARE(narrationText(narration), std::string("sweep 3: (5, 7) sees 1 wall in its window; it becomes wall"));
        narration.count = 2;
        QCOMPARE(narrationText(narration), std::string("sweep 3: (5, 7) sees 2 walls in its window; it becomes wall"));
    }

    // Every narration of every move of whole runs fills exactly the
    // placeholders of its template, and says what the move did.
    void everyMoveFillsItsTemplate()
    {
        MazeSpec previous = specOf("automaton", 12, 14, 3);
        previous.options["update"] = "previous-sweep";
        for (const MazeSpec &spec : {specOf("backtracker", 9, 11, 1), specOf("rotating-dfs", 9, 11, 1),
                 specOf("permutation-dfs", 9, 11, 1), specOf("automaton", 12, 14, 3), previous}) {
            auto generator = makeGenerator(spec);
            std::optional<Move> last;
            std::set<const NarrationKind *> kinds;
            for (;;) {
                const Narration narration = narrate(*generator, last);
                kinds.insert(narration.kind);
                QVERIFY2(catalogids::narrates(spec.generator, narration.kind), narrationKindName(narration.kind));
                const std::string text = narrationText(narration);
                const std::string problem = narrationchecks::problem(narration);
                QVERIFY2(problem.empty(), problem.c_str());
                if (last && last->kind->role == MoveRole::Call)
                    QVERIFY2(text.find(directionName(last->direction)) != std::string::npos, text.c_str());
                if (generator->finished())
                    break;
                last = generator->step();
            }
            // The DFS family's runs show each of their call's kinds of move.
            if (spec.generator == "rotating-dfs" || spec.generator == "permutation-dfs") {
                for (const NarrationKind *kind : findGenerator(spec.generator)->narrations)
                    QVERIFY2(kinds.count(kind), narrationKindName(kind));
            }
            if (spec.options.count("update") && spec.options.at("update") == "previous-sweep")
                QVERIFY(kinds.count(catalogids::narrationKind("check-becomes-wall-at-sweep-end")));
        }
    }

    // The words of a few real moves, by generator.
    void realMoves()
    {
        Timeline digout(specOf("rotating-dfs", 11, 11, 1));
        QCOMPARE(narrationText(digout.narration()), std::string("nothing yet: the first move calls digout(9, 9)"));
        digout.stepForward();
        const FrameDescription first = digout.frame(0);
        QCOMPARE(narrationText(digout.narration()),
            "digout(9, 9): the first call digs (9, 9) and will try " + narrationArgText(digout.narration().args[2]));
        QCOMPARE(orderText(CallStyle::DigoutRotating, first),
            "first " + std::string(directionName(first.order[0])) + ", then rotate: " + directionLetters(first.order));
        digout.seek(digout.totalMoves());
        QCOMPARE(narrationText(digout.narration()),
            std::string("digout is done; digging the exit units (10, 9) and (9, 10)"));

        // The backtracker names cells, as the flame game does: unit (9, 9) is cell (4, 4).
        Timeline visit(specOf("backtracker", 9, 9, 2));
        QCOMPARE(narrationText(visit.narration()), std::string("nothing yet: the first move calls visit(3, 3)"));
        visit.runUntil([](const Generator &, const Move &move) { return move.kind->role == MoveRole::Call; });
        const Move carve = *visit.lastMove();
        QCOMPARE(narrationText(visit.narration()),
            callText(CallStyle::Visit, carve.at) + ": the " + directionName(carve.direction) + " neighbour "
                + placeText(CallStyle::Visit, carve.target) + " is unvisited; removing the wall and visiting it");
        QCOMPARE(visit.frame(visit.depth() - 1).call, callText(CallStyle::Visit, carve.target));
        visit.runToEnd();
        QCOMPARE(narrationText(visit.narration()),
            std::string("visit(3, 3): no neighbour left to take up; the first call returns, every cell visited"));

        Timeline automaton(specOf("automaton", 10, 10, 4));
        QCOMPARE(narrationText(automaton.narration()),
            std::string("nothing yet: 2 seed walls to place on the open grid, then the sweeps"));
        automaton.stepForward();
        const Point wall = automaton.lastMove()->at;
        QCOMPARE(narrationText(automaton.narration()), "seed wall 1 of 2 at " + placeText(CallStyle::Sweeps, wall));
        automaton.runToEnd();
        QCOMPARE(narrationText(automaton.narration()),
            "sweep " + std::to_string(automaton.lastMove()->sweep) + " adds no wall: the automaton is done");
    }

    void placesAndCalls()
    {
        QCOMPARE(callText(CallStyle::DigoutPermutation, {5, 7}), std::string("digout(5, 7)"));
        QCOMPARE(callText(CallStyle::Visit, {5, 7}), std::string("visit(2, 3)"));
        QCOMPARE(placeText(CallStyle::Sweeps, {0, 4}), std::string("(0, 4)"));
        QCOMPARE(directionLetters({Direction::West, Direction::South, Direction::East, Direction::North}),
            std::string("W S E N"));
        FrameDescription frame;
        frame.order = {Direction::North, Direction::West};
        QCOMPARE(orderText(CallStyle::Visit, frame), std::string("shuffled unvisited: N W"));
        QCOMPARE(orderText(CallStyle::DigoutPermutation, frame), std::string("permutation: N W"));
        frame.order.clear();
        QCOMPARE(orderText(CallStyle::Visit, frame), std::string("shuffled unvisited: none"));
    }

    // Every generator lists the kinds it narrates; their names, which JSON
    // readers see, and their templates are each one kind's.
    void kindNamesAreDistinct()
    {
        std::set<std::string> names;
        std::set<std::string> texts;
        const std::vector<const NarrationKind *> kinds = catalogids::narrationKinds();
        for (const NarrationKind *kind : kinds) {
            names.insert(kind->name);
            texts.insert(kind->text);
        }
        QCOMPARE(names.size(), kinds.size());
        QCOMPARE(texts.size(), kinds.size());
        for (const GeneratorInfo &info : generatorCatalog())
            QVERIFY2(!info.narrations.empty(), info.id.c_str());
    }
};

QTEST_APPLESS_MAIN(TestNarration)
#include "tst_narration.moc"

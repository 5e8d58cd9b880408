#include "generatorcatalog.h"
#include "specof.h"
#include "timeline.h"

#include <QtTest>

#include <algorithm>

using namespace mazestudy;

namespace {

// Small keyframe budgets, so that short runs already thin their keyframes.
Timeline::Budget tinyBudget()
{
    Timeline::Budget budget;
    budget.minSpacing = 8;
    budget.maxKeyframes = 3;
    return budget;
}

bool sameMove(const std::optional<Move> &a, const std::optional<Move> &b)
{
    if (!a || !b)
        return !a && !b;
    return a->kind == b->kind && a->at == b->at && a->target == b->target && a->direction == b->direction
        && a->reason == b->reason && a->wallCount == b->wallCount && a->becameWall == b->becameWall
        && a->sweep == b->sweep && a->wallsAdded == b->wallsAdded;
}

// Everything the stepping views show at one move, taken from a plain
// generator stepped forwards, with the arrows kept the obvious way: a cell's
// arrow turns to each direction it carves in.
struct Snapshot {
    Grid grid;
    std::vector<FrameDescription> frames;
    std::optional<Move> last;
    Narration narration;
    int sweeps = 0;
    bool finished = false;
    std::vector<int8_t> arrows; // per unit: -1, or the direction
};

std::vector<Snapshot> referenceRun(const MazeSpec &spec)
{
    std::vector<Snapshot> run;
    auto generator = makeGenerator(spec);
    const bool calls = callStyleOf(spec.generator) != CallStyle::Sweeps;
    std::vector<int8_t> arrows(generator->grid().unitCount(), -1);
    std::optional<Move> last;
    for (;;) {
        Snapshot snapshot;
        snapshot.grid = generator->grid();
        for (size_t i = 0; i < callDepth(*generator); ++i)
            snapshot.frames.push_back(describeFrame(*generator, i));
        snapshot.last = last;
        snapshot.narration = narrate(*generator, last);
        snapshot.sweeps = sweepCount(*generator);
        snapshot.finished = generator->finished();
        snapshot.arrows = arrows;
        run.push_back(std::move(snapshot));
        if (generator->finished())
            break;
        last = generator->step();
        if (calls && last->kind->role == MoveRole::Call)
            arrows[generator->grid().index(last->at.row, last->at.col)] = int8_t(last->direction);
    }
    return run;
}

// Compares the timeline's view at its position with the reference; an empty
// string means equal.
QString differences(const Timeline &timeline, const std::vector<Snapshot> &reference)
{
    const uint64_t k = timeline.position();
    if (k >= reference.size())
        return QString("position %1 past the reference's end").arg(k);
    const Snapshot &expected = reference[size_t(k)];
    const QString at = QString("at move %1: ").arg(k);
    if (timeline.state().grid() != expected.grid)
        return at + "grid";
    if (timeline.depth() != expected.frames.size())
        return at + QString("depth %1, expected %2").arg(timeline.depth()).arg(expected.frames.size());
    for (size_t i = 0; i < expected.frames.size(); ++i) {
        if (timeline.frame(i) != expected.frames[i])
            return at + QString("frame %1").arg(i);
    }
    if (!sameMove(timeline.lastMove(), expected.last))
        return at + "last move";
    if (timeline.narration() != expected.narration)
        return at + "narration " + QString::fromStdString(narrationText(timeline.narration()));
    if (sweepCount(timeline.state()) != expected.sweeps || timeline.atEnd() != expected.finished)
        return at + "sweeps or finished";
    const Grid &grid = expected.grid;
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            const auto arrow = timeline.arrow({r, c});
            const int8_t want = expected.arrows[grid.index(r, c)];
            if ((arrow ? int8_t(*arrow) : int8_t(-1)) != want)
                return at + QString("arrow at (%1, %2)").arg(r).arg(c);
        }
    }
    return {};
}

// The seeds' generators: step over and out, and the memory bound, are
// written for their calls and sweeps; tst_panestepper steps every generator.
const std::vector<std::string> seedGenerators = seedGeneratorIds();

void addGeneratorRows()
{
    QTest::addColumn<QString>("generator");
    for (const std::string &generator : seedGenerators)
        QTest::newRow(generator.c_str()) << QString::fromStdString(generator);
}

// The spec of a row of exactBothWays_data().
MazeSpec fetchedSpec()
{
    QFETCH(QString, generator);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, seed);
    QFETCH(QString, update);
    MazeSpec spec = specOf(generator.toStdString(), rows, cols, uint64_t(seed));
    if (!update.isEmpty())
        spec.options["update"] = update.toStdString();
    return spec;
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT
private slots:
    void exactBothWays_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("seed");
        QTest::addColumn<QString>("update");
        const QList<QPair<int, int>> sizes = {{3, 3}, {5, 9}, {11, 11}, {21, 31}};
        for (const std::string &generator : seedGenerators) {
            for (const auto &[rows, cols] : sizes) {
                for (int seed : {1, 2, 77})
                    QTest::addRow("%s %dx%d seed %d", generator.c_str(), rows, cols, seed)
                        << QString::fromStdString(generator) << rows << cols << seed << QString();
            }
        }
        QTest::addRow("automaton previous-sweep 20x24") << "automaton" << 20 << 24 << 5 << "previous-sweep";
    }

    // Forwards one move at a time, then back one at a time to move 0: every
    // position equals the plain generator's state after that many moves,
    // and so do its frames, last move, narration and arrows.
    void exactBothWays()
    {
        const MazeSpec spec = fetchedSpec();
        const auto reference = referenceRun(spec);
        Timeline timeline(spec, tinyBudget());
        QVERIFY2(differences(timeline, reference).isEmpty(), qPrintable(differences(timeline, reference)));
        while (timeline.stepForward())
            QVERIFY2(differences(timeline, reference).isEmpty(), qPrintable(differences(timeline, reference)));
        QCOMPARE(timeline.position() + 1, uint64_t(reference.size()));
        QCOMPARE(timeline.totalMoves(), timeline.position());
        QVERIFY(!timeline.stepForward());
        while (timeline.stepBack())
            QVERIFY2(differences(timeline, reference).isEmpty(), qPrintable(differences(timeline, reference)));
        QCOMPARE(timeline.position(), uint64_t(0));
        QVERIFY(!timeline.stepBack());
    }

    // Scrubbing: seek to moves in a scrambled order, from a timeline that has
    // explored nothing and from one that has; the end is always the full run.
    void scrubbing_data() { exactBothWays_data(); }
    void scrubbing()
    {
        const MazeSpec spec = fetchedSpec();
        const auto reference = referenceRun(spec);
        const uint64_t total = reference.size() - 1;
        auto full = makeGenerator(spec);
        full->run();

        // Fresh: the first seek lands beyond what has been explored.
        Timeline fresh(spec, tinyBudget());
        fresh.seek(total / 2);
        QVERIFY2(differences(fresh, reference).isEmpty(), qPrintable(differences(fresh, reference)));
        QCOMPARE(fresh.knownTotal(), std::optional<uint64_t>(total));

        Timeline timeline(spec, tinyBudget());
        uint64_t k = spec.seed;
        for (int i = 0; i < 60; ++i) {
            k = (k * 7919 + 13) % (total + 1);
            timeline.seek(k);
            QCOMPARE(timeline.position(), k);
            QVERIFY2(differences(timeline, reference).isEmpty(), qPrintable(differences(timeline, reference)));
            timeline.seek(total);
            QCOMPARE(timeline.state().grid(), full->grid());
            QVERIFY(timeline.atEnd());
            timeline.seek(k);
            QVERIFY2(differences(timeline, reference).isEmpty(), qPrintable(differences(timeline, reference)));
        }
        timeline.seek(0);
        QVERIFY2(differences(timeline, reference).isEmpty(), qPrintable(differences(timeline, reference)));
        timeline.runToEnd();
        QCOMPARE(timeline.state().grid(), full->grid());
        QCOMPARE(timeline.position(), total);
    }

    void seekPastTheEndSaysTheTotal()
    {
        Timeline timeline(specOf("rotating-dfs", 7, 7, 1));
        const uint64_t total = timeline.totalMoves();
        timeline.seek(3);
        try {
            timeline.seek(total + 1);
            QFAIL("accepted");
        } catch (const std::out_of_range &error) {
            QVERIFY2(QString(error.what()).contains(QString("has %1 moves").arg(total)), error.what());
        }
        QCOMPARE(timeline.position(), uint64_t(3));
    }

    void rejectsBadSpec()
    {
        QVERIFY_EXCEPTION_THROWN(Timeline(specOf("backtracker", 20, 21, 1)), std::invalid_argument);
    }

    // Step over / out checked against the depths of a plain run.
    void stepOverAndOut_data() { addGeneratorRows(); }

    void stepOverAndOut()
    {
        QFETCH(QString, generator);
        const MazeSpec spec = specOf(generator.toStdString(), 13, 15, 4);
        const auto reference = referenceRun(spec);
        const uint64_t total = reference.size() - 1;
        const auto depthAt = [&](uint64_t k) { return reference[size_t(k)].frames.size(); };
        const bool sweeps = generator == "automaton";
        Timeline timeline(spec, tinyBudget());
        for (uint64_t p = 0; p < total; ++p) {
            // Over: one move, unless it made a call; then to that call's return.
            timeline.seek(p);
            QCOMPARE(timeline.stepOver(), Timeline::Stop::Condition);
            uint64_t expected = p + 1;
            if (depthAt(p + 1) > depthAt(p)) {
                while (depthAt(expected) != depthAt(p))
                    ++expected;
                QVERIFY(timeline.lastMove()->kind->role == MoveRole::Return);
            }
            QCOMPARE(timeline.position(), expected);

            // Out: to the first move at which the stack is one shallower; the
            // automaton to the end of the sweep.
            timeline.seek(p);
            const Timeline::Stop stop = timeline.stepOut();
            expected = p + 1;
            if (sweeps) {
                while (reference[size_t(expected)].last->kind->role != MoveRole::SweepEnd)
                    ++expected;
            } else if (depthAt(p) > 0) {
                while (depthAt(expected) != depthAt(p) - 1)
                    ++expected;
                QCOMPARE(timeline.lastMove()->at, reference[size_t(p)].frames.back().unit);
            }
            QCOMPARE(timeline.position(), expected);
            QCOMPARE(stop, Timeline::Stop::Condition);
        }
        QCOMPARE(timeline.stepOver(), Timeline::Stop::End);
        QCOMPARE(timeline.stepOut(), Timeline::Stop::End);
    }

    // A row-by-row generator (GeneratorInfo::buildsRowByRow) steps out to the
    // end of its row; braid's stage after it has no rows, and steps out to
    // the next wall it opens.
    void stepOutOfRowsThenOfBraid()
    {
        for (const char *id : {"eller", "sidewinder"}) {
            MazeSpec spec = specOf(id, 15, 15, 4);
            spec.braid = 1;
            Timeline timeline(spec);
            int rows = 0;
            Timeline::Stop stop = timeline.stepOut();
            while (stop == Timeline::Stop::Condition && timeline.lastMove()->kind->role == MoveRole::RowEnd) {
                ++rows;
                stop = timeline.stepOut();
            }
            QCOMPARE(rows, 7);
            QCOMPARE(stop, Timeline::Stop::Condition);
            QVERIFY(!timeline.lastMove()->changed.isEmpty());
            QVERIFY(!timeline.atEnd());
        }
    }

    void stepOverAtTheStartRunsTheOutermostCall()
    {
        Timeline timeline(specOf("permutation-dfs", 11, 11, 3));
        timeline.stepOver();
        QCOMPARE(timeline.depth(), size_t(0));
        QVERIFY(timeline.lastMove()->kind->role == MoveRole::Return);
        QCOMPARE(timeline.position() + 1, timeline.totalMoves()); // only the exit is left to dig
    }

    void pauseAtDepthAndCell()
    {
        const MazeSpec spec = specOf("backtracker", 21, 21, 8);
        const auto reference = referenceRun(spec);
        Timeline timeline(spec);
        // Every time the stack is 6 deep, in order, and never at a move where it is not.
        std::vector<uint64_t> expected;
        for (size_t k = 1; k < reference.size(); ++k) {
            if (reference[k].frames.size() == 6)
                expected.push_back(k);
        }
        QVERIFY(expected.size() > 2);
        for (uint64_t k : expected) {
            QCOMPARE(timeline.runToDepth(6), Timeline::Stop::Condition);
            QCOMPARE(timeline.position(), k);
        }
        QCOMPARE(timeline.runToDepth(6), Timeline::Stop::End);
        QVERIFY(timeline.atEnd());

        // A cell: stops on the move that enters it, with the cell on top.
        timeline.seek(0);
        QCOMPARE(timeline.runToUnit({5, 7}), Timeline::Stop::Condition);
        QCOMPARE(*timeline.currentUnit(), (Point {5, 7}));
        QCOMPARE(timeline.frame(timeline.depth() - 1).unit, (Point {5, 7}));
        const uint64_t entered = timeline.position();
        for (uint64_t k = 1; k < entered; ++k)
            QVERIFY(!reference[size_t(k)].grid.isFloor(5, 7));
        // A unit no move reaches: runs to the end.
        timeline.seek(0);
        QCOMPARE(timeline.runToUnit({0, 0}), Timeline::Stop::End);

        // A limit stops a run in slices.
        timeline.seek(10);
        QCOMPARE(timeline.runToUnit({0, 0}, 25), Timeline::Stop::Limit);
        QCOMPARE(timeline.position(), uint64_t(35));
    }

    // Units between cells and the exit units are reached by the move that digs them.
    void pauseAtDugUnits()
    {
        const MazeSpec spec = specOf("rotating-dfs", 11, 11, 2);
        Timeline timeline(spec);
        QCOMPARE(timeline.runToUnit({10, 9}), Timeline::Stop::Condition);
        QVERIFY(timeline.lastMove()->kind->role == MoveRole::Pair);
        QCOMPARE(timeline.position(), timeline.totalMoves());
        timeline.seek(0);
        QCOMPARE(timeline.runToUnit({9, 10}), Timeline::Stop::Condition);
        QVERIFY(timeline.atEnd());
        const Grid full = timeline.state().grid();
        for (int c = 2; c < 10; c += 2) {
            if (!full.isFloor(5, c))
                continue;
            timeline.seek(0);
            QCOMPARE(timeline.runToUnit({5, c}), Timeline::Stop::Condition);
            QVERIFY(timeline.lastMove()->kind->role == MoveRole::Call);
            QVERIFY(timeline.state().grid().isFloor(5, c));
            timeline.stepBack();
            QVERIFY(!timeline.state().grid().isFloor(5, c));
        }
    }

    void automatonPausesAtCheckedUnit()
    {
        Timeline timeline(specOf("automaton", 15, 17, 2));
        QCOMPARE(timeline.runToUnit({7, 8}), Timeline::Stop::Condition);
        QCOMPARE(*timeline.currentUnit(), (Point {7, 8}));
        QVERIFY(
            timeline.lastMove()->kind->role == MoveRole::Window || timeline.lastMove()->kind->role == MoveRole::Unit);
        QCOMPARE(timeline.depth(), size_t(0));
        QVERIFY(!timeline.arrow({7, 8}));
    }

    // The green cells: the top frame's directions still to come, inside the grid.
    void consideredNeighbours()
    {
        Timeline timeline(specOf("rotating-dfs", 11, 11, 6));
        QVERIFY(timeline.considered().empty());
        timeline.stepForward(); // the first call, at (9, 9): two of its four directions leave the grid
        QCOMPARE(timeline.considered().size(), size_t(2));
        for (Point p : timeline.considered())
            QVERIFY(p == (Point {7, 9}) || p == (Point {9, 7}));
        while (timeline.lastMove()->kind->role != MoveRole::Plain)
            timeline.stepForward();
        const FrameDescription top = timeline.frame(timeline.depth() - 1);
        size_t inside = 0;
        for (size_t i = size_t(top.done); i < top.order.size(); ++i) {
            const Direction d = top.order[i];
            inside += timeline.state().grid().contains(top.unit.row + 2 * rowStep(d), top.unit.col + 2 * colStep(d));
        }
        QCOMPARE(timeline.considered().size(), inside);
    }

    // A 1001 x 1001 maze: the keyframes stay within the budget, however the
    // timeline is moved, and the entry index costs 4 bytes a cell.
    void memoryIsBounded_data() { addGeneratorRows(); }

    void memoryIsBounded()
    {
        QFETCH(QString, generator);
        const MazeSpec spec = specOf(generator.toStdString(), 1001, 1001, 1);
        Timeline timeline(spec);
        const Timeline::Budget budget;
        const uint64_t total = timeline.totalMoves();
        QVERIFY(total > 500000);
        const auto check = [&] {
            const Timeline::Memory memory = timeline.memory();
            QVERIFY(memory.keyframes >= 1);
            QVERIFY(memory.keyframes <= budget.maxKeyframes);
            QVERIFY(memory.keyframeBytes <= budget.maxKeyframeBytes);
            // Evenly spaced: a seek never steps more than `spacing` moves.
            QVERIFY(memory.spacing * (memory.keyframes + 1) >= total / 2);
            QCOMPARE(memory.entryBytes, generator == "automaton" ? size_t(0) : size_t(500 * 500 * 4));
            QVERIFY(memory.currentBytes >= 1001 * 1001);
        };
        check();
        const Timeline::Memory explored = timeline.memory();
        for (uint64_t k : {total, total / 3, uint64_t(0), total - 1, total / 2}) {
            timeline.seek(k);
            check();
            QCOMPARE(timeline.memory().keyframes, explored.keyframes);
            QCOMPARE(timeline.memory().keyframeBytes, explored.keyframeBytes);
        }
    }

    // What the budget counts: a DFS state grows with its stack.
    void memoryBytesCountsTheStack()
    {
        auto generator = makeGenerator(specOf("rotating-dfs", 101, 101, 1));
        const size_t empty = generator->memoryBytes();
        QVERIFY(empty >= 101 * 101);
        while (generator->callStack()->depth() < 100)
            generator->step();
        QVERIFY(generator->memoryBytes() >= empty + 100 * 2); // two bytes a call at least
        auto automaton = makeGenerator(specOf("automaton", 101, 101, 1));
        QVERIFY(automaton->memoryBytes() >= 101 * 101 + 2 * 101 * 101 / 8);
    }
};

QTEST_APPLESS_MAIN(TestTimeline)
#include "tst_timeline.moc"

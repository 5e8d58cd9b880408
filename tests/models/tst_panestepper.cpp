// Stepping a pane through its recursion: after steps, back, seek, step over,
// step out and runs to a depth or a unit, the pane's stepper shows the same
// position, depth, frames, narration and layer as a core Timeline driven the
// same way, whether the commands are answered one by one or queued; all panes
// move in lock-step by move count; running the pane goes on from the stepped
// move; the call-stack model passes QAbstractItemModelTester and follows
// stacks of hundreds of thousands of frames by difference.

#include "callstackmodel.h"
#include "framedescription.h"
#include "generatorcatalog.h"
#include "lockstep.h"
#include "mazelayer.h"
#include "modelchecks.h"
#include "narrationtext.h"
#include "panemodel.h"
#include "panestepper.h"
#include "timeline.h"
#include "workingsetmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace mazestudy;
using namespace modelchecks;

namespace {
std::unique_ptr<PaneModel> paneFor(const MazeSpec &spec)
{
    auto pane = std::make_unique<PaneModel>();
    pane->setSpec(spec);
    return pane;
}

// The worker has answered every command sent (a long jump takes a while).
bool settled(const PaneStepper &stepper)
{
    return QTest::qWaitFor([&] { return !stepper.busy(); }, 60000);
}

// Every unit but the markers shows the grid's wall or floor.
int wallMismatches(const MazeLayer &layer, const Grid &grid)
{
    int count = 0;
    for (size_t i = 0; i < grid.unitCount(); ++i) {
        const uint8_t state = layer.data()[i];
        if (state == MazeLayer::Current || state == MazeLayer::Considered)
            continue;
        count += MazeLayer::isWallState(state) != (grid.data()[i] == Grid::Wall);
    }
    return count;
}

// Everything the window shows of a stepping pane equals the engine's timeline.
void compare(const PaneStepper &stepper, Timeline &reference, const char *where)
{
    const QByteArray at = QByteArray(where) + " at move " + QByteArray::number(qint64(reference.position()));
    QVERIFY2(settled(stepper), at);
    QVERIFY2(stepper.active(), at);
    QCOMPARE(stepper.position(), qint64(reference.position()));
    QCOMPARE(stepper.totalMoves(), qint64(reference.totalMoves()));
    QCOMPARE(stepper.depth(), int(reference.depth()));
    QCOMPARE(stepper.canGoBack(), reference.position() > 0);
    QCOMPARE(stepper.atEnd(), reference.atEnd());
    QCOMPARE(stepper.narration(), NarrationText::translate(reference.narration()));
    // Untranslated, the line is the engine's English one.
    QCOMPARE(stepper.narration(), QString::fromStdString(narrationText(reference.narration())));

    const CallStackModel &stack = *stepper.callStack();
    QCOMPARE(stack.rowCount(), int(reference.depth()));
    for (int row : {0, 1, stack.rowCount() / 2, stack.rowCount() - 1}) {
        if (row < 0 || row >= stack.rowCount())
            continue;
        const FrameDescription frame = reference.frame(reference.depth() - 1 - size_t(row));
        const QModelIndex index = stack.index(row);
        QCOMPARE(index.data(CallStackModel::CallRole).toString(), QString::fromStdString(frame.call));
        QCOMPARE(index.data(CallStackModel::OrderRole).toString(),
            QString::fromStdString(orderText(reference.style(), frame)));
        QCOMPARE(index.data(CallStackModel::RowRole).toInt(), frame.unit.row);
        QCOMPARE(index.data(CallStackModel::ColumnRole).toInt(), frame.unit.col);
        QCOMPARE(index.data(CallStackModel::TopRole).toBool(), row == 0);
        const auto trying = frame.trying ? frame.trying : frame.next;
        QCOMPARE(index.data(CallStackModel::TryingRole).toString(),
            trying ? QString::fromLatin1(directionName(*trying)) : QString());
        QCOMPARE(index.data(CallStackModel::DoneRole).toString().count(QLatin1Char(',')), std::max(0, frame.done - 1));
    }

    // A classic generator's working set, as the engine gives it, newest first.
    const WorkingSetModel &workingSet = *stepper.workingSet();
    const WorkingSet expectedSet = reference.state().workingSet(Timeline::MarkedCells);
    QCOMPARE(workingSet.rowCount(), int(expectedSet.items.size()));
    QCOMPARE(workingSet.title().isEmpty(), expectedSet.kind == nullptr);
    for (int row : {0, workingSet.rowCount() - 1}) {
        if (row < 0 || row >= workingSet.rowCount())
            continue;
        const Rect area = expectedSet.items[size_t(row)].area;
        const QModelIndex index = workingSet.index(row);
        QCOMPARE(index.data(WorkingSetModel::PlaceRole).toString(), WorkingSetModel::areaText(area));
        QCOMPARE(index.data(WorkingSetModel::RowRole).toInt(), area.top);
        QCOMPARE(index.data(WorkingSetModel::ColumnRole).toInt(), area.left);
    }

    // The layer: the current unit in blue, every considered neighbour green,
    // every entered cell red, grid walls as walls.
    const MazeLayer &layer = *stepper.pane()->mazeLayer();
    const Grid &referenceGrid = reference.state().grid();
    QCOMPARE(layer.rows(), referenceGrid.rows());
    QVERIFY2(wallMismatches(layer, referenceGrid) == 0, at);
    if (!reference.atEnd() && reference.style() != CallStyle::Sweeps) {
        int entered = 0;
        for (int row = 1; row < referenceGrid.rows(); row += 2) {
            for (int col = 1; col < referenceGrid.cols(); col += 2)
                entered += referenceGrid.data()[referenceGrid.index(row, col)] == Grid::Floor;
        }
        // The current unit is blue instead, when it is in the maze (Wilson's walker is not).
        const auto current = reference.currentUnit();
        const bool currentEntered
            = current && referenceGrid.data()[referenceGrid.index(current->row, current->col)] == Grid::Floor;
        QCOMPARE(countState(layer, MazeLayer::Visited) + (currentEntered ? 1 : 0), entered);
    }
    if (!reference.atEnd()) {
        if (const auto current = reference.currentUnit())
            QCOMPARE(layer.stateAt(current->row, current->col), int(MazeLayer::Current));
        const Grid &grid = reference.state().grid();
        for (const Point p : reference.considered()) {
            // Neighbours already visited stay red; the unvisited ones are green
            // (but the current unit, which a walk's cells include, is blue).
            if (grid.data()[grid.index(p.row, p.col)] == Grid::Wall && p != reference.currentUnit())
                QCOMPARE(layer.stateAt(p.row, p.col), int(MazeLayer::Considered));
        }
    }
    QCOMPARE(stepper.currentUnit(),
        reference.atEnd() || !reference.currentUnit()
            ? QPoint(-1, -1)
            : QPoint(reference.currentUnit()->col, reference.currentUnit()->row));
    // The arrows are the timeline's, cell for cell.
    const SteppingFrame *answer = stepper.answer();
    QVERIFY2(answer, at);
    if (answer->arrows) {
        const std::vector<uint8_t> &arrows = *answer->arrows;
        for (size_t i = 0; i < arrows.size(); ++i) {
            const Point cell {int(i / size_t(answer->arrowCols)) * 2 + 1, int(i % size_t(answer->arrowCols)) * 2 + 1};
            const std::optional<Direction> expected = reference.arrow(cell);
            QCOMPARE(arrows[i], uint8_t(expected ? 1 + int(*expected) : 0));
        }
    } else {
        QVERIFY2(reference.atEnd() || reference.style() == CallStyle::Sweeps, at);
    }
}
} // namespace

class TestPaneStepper : public QObject {
    Q_OBJECT

private slots:
    void matchesTheTimeline_data();
    void matchesTheTimeline();
    void queuedCommandsArriveInOrder();
    void startsWhereThePaneRunReached();
    void runGoesOnFromTheSteppedMove();
    void steppingStartsOnAFinishedMaze();
    void resetAndSpecChangeDropTheTimeline();
    void aNewStepperTakesOverMidStep();
    void lockStepByMoveCount();
    void backAllMovesOnlyTheSteppedPanes();
    void leavingSteppingFinishesAFinishedMaze();
    void callStackUnderTheTester();
    void deepStacksStayCheap();
    void matchesCliReplay();
};

void TestPaneStepper::matchesTheTimeline_data()
{
    QTest::addColumn<QString>("generator");
    for (const GeneratorInfo &info : generatorCatalog())
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
}

void TestPaneStepper::matchesTheTimeline()
{
    QFETCH(QString, generator);
    const MazeSpec mazeSpec = spec(generator.toLatin1().constData(), 21, 21, 7);
    auto pane = paneFor(mazeSpec);
    PaneStepper stepper;
    stepper.setPane(pane.get());
    QSignalSpy changed(&stepper, &PaneStepper::changed);
    QAbstractItemModelTester tester(stepper.callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester workingSetTester(
        stepper.workingSet(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    Timeline reference(mazeSpec);
    const uint64_t total = reference.totalMoves();

    // Forward one move at a time.
    for (int i = 0; i < 40; ++i) {
        stepper.stepForward();
        reference.stepForward();
        compare(stepper, reference, "step");
    }
    // One change when a command goes out, one when it is answered.
    QCOMPARE(changed.count(), 80);
    // Back.
    for (int i = 0; i < 7; ++i) {
        stepper.stepBack();
        reference.stepBack();
        compare(stepper, reference, "back");
    }
    // Seek both ways, the ends included, and past the end (clamped).
    for (const uint64_t k : {total / 2, uint64_t(3), total, uint64_t(0), total / 3, total - 1}) {
        stepper.seek(qint64(k));
        reference.seek(k);
        compare(stepper, reference, "seek");
    }
    stepper.seek(qint64(total) + 100);
    reference.seek(total);
    compare(stepper, reference, "seek past the end");
    stepper.seek(qint64(total / 4));
    reference.seek(total / 4);
    // Step over and out, and the pauses.
    for (int i = 0; i < 5; ++i) {
        stepper.stepOver();
        reference.stepOver();
        compare(stepper, reference, "step over");
        stepper.stepOut();
        reference.stepOut();
        compare(stepper, reference, "step out");
    }
    stepper.seek(0);
    reference.seek(0);
    stepper.runToDepth(6);
    reference.runToDepth(6);
    compare(stepper, reference, "run to depth");
    stepper.runToUnit(9, 9);
    reference.runToUnit(Point {9, 9});
    compare(stepper, reference, "run to unit");
    // Reached forwards, backwards and by seeking: the same state at k.
    const uint64_t k = reference.position();
    stepper.runToEnd();
    reference.runToEnd();
    compare(stepper, reference, "run to end");
    QVERIFY(stepper.atEnd());
    QCOMPARE(mismatches(*pane->mazeLayer(), reference.state().grid()), 0);
    stepper.seek(qint64(k));
    reference.seek(k);
    compare(stepper, reference, "back to k");
}

void TestPaneStepper::queuedCommandsArriveInOrder()
{
    // Clicks faster than the worker answers: each is applied in turn.
    const MazeSpec mazeSpec = spec("permutation-dfs", 31, 31, 2);
    auto pane = paneFor(mazeSpec);
    PaneStepper stepper;
    stepper.setPane(pane.get());
    Timeline reference(mazeSpec);
    for (int i = 0; i < 25; ++i) {
        stepper.stepForward();
        reference.stepForward();
    }
    QCOMPARE(stepper.expectedPosition(), 25);
    stepper.stepOver();
    reference.stepOver();
    stepper.stepBack();
    reference.stepBack();
    stepper.runToDepth(3);
    reference.runToDepth(3);
    compare(stepper, reference, "after queued commands");

    // A slider drag: seeks asked for while the worker is busy replace each
    // other, and the last one is where it ends.
    QSignalSpy answers(pane.get(), &PaneModel::stepped);
    for (int k = 1; k <= 100; ++k)
        stepper.seek(k * 3);
    QCOMPARE(stepper.expectedPosition(), 300);
    reference.seek(300);
    compare(stepper, reference, "after a drag");
    QCOMPARE(answers.count(), 2);
    // A step after a deferred seek goes after it.
    stepper.seek(10);
    stepper.seek(20);
    stepper.stepForward();
    reference.seek(21);
    compare(stepper, reference, "a step after a drag");
}

void TestPaneStepper::startsWhereThePaneRunReached()
{
    const MazeSpec mazeSpec = spec("backtracker", 21, 21, 3);
    auto pane = paneFor(mazeSpec);
    pane->step();
    pane->step();
    pane->step();
    QVERIFY(QTest::qWaitFor([&] { return pane->moves() == 3; }, 10000));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    stepper.stepForward();
    Timeline reference(mazeSpec);
    reference.seek(4);
    compare(stepper, reference, "after the pane's own steps");
}

void TestPaneStepper::runGoesOnFromTheSteppedMove()
{
    for (const char *generator : {"backtracker", "automaton"}) {
        const MazeSpec mazeSpec = spec(generator, 41, 41, 6);
        auto pane = paneFor(mazeSpec);
        PaneStepper stepper;
        stepper.setPane(pane.get());
        stepper.seek(300);
        stepper.stepBack();
        QVERIFY(settled(stepper));
        QCOMPARE(stepper.position(), 299);
        // Run: the worker goes on from move 299 to the same maze as a run from the start.
        QSignalSpy metrics(pane.get(), &PaneModel::metricsChanged);
        pane->run();
        QVERIFY(!stepper.active());
        QVERIFY(metrics.wait(30000));
        QVERIFY(pane->finished());
        Timeline reference(mazeSpec);
        reference.runToEnd();
        QCOMPARE(pane->moves(), qint64(reference.position()));
        QCOMPARE(mismatches(*pane->mazeLayer(), reference.state().grid()), 0);
        QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::Visited), 0);
        QCOMPARE(pane->metrics()->deadEndUnits, measureGenerator(reference.state()).deadEndUnits);
        // Stepping again starts from the finished run's end.
        stepper.stepBack();
        reference.stepBack();
        compare(stepper, reference, "back from the end after a run");
    }
}

// A finished maze (every pane after launch) can be stepped at once: forward,
// step over and step out start again at the first move; back goes back from
// the end.
void TestPaneStepper::steppingStartsOnAFinishedMaze()
{
    const MazeSpec mazeSpec = spec("backtracker", 21, 21, 4);
    const std::function<void(PaneStepper &)> commands[] = {
        [](PaneStepper &stepper) { stepper.stepForward(); },
        [](PaneStepper &stepper) { stepper.stepOver(); },
        [](PaneStepper &stepper) { stepper.stepOut(); },
    };
    const std::function<void(Timeline &)> references[] = {
        [](Timeline &reference) { reference.stepForward(); },
        [](Timeline &reference) { reference.stepOver(); },
        [](Timeline &reference) { reference.stepOut(); },
    };
    for (size_t i = 0; i < std::size(commands); ++i) {
        auto pane = paneFor(mazeSpec);
        QSignalSpy metrics(pane.get(), &PaneModel::metricsChanged);
        pane->run();
        QVERIFY(metrics.wait(30000));
        QVERIFY(pane->finished());
        PaneStepper stepper;
        stepper.setPane(pane.get());
        QVERIFY(!stepper.active());
        QVERIFY(stepper.statusText().isEmpty());
        QCOMPARE(stepper.stackSummary(), QStringLiteral("Step a pane to see its calls."));
        QVERIFY(!stepper.atEnd());
        commands[i](stepper);
        QVERIFY(settled(stepper));
        QVERIFY(stepper.active());
        // The pane's status line while stepped, built by the stepper.
        QCOMPARE(stepper.statusText(),
            QStringLiteral("step %1 of %2 · depth %3")
                .arg(stepper.position())
                .arg(stepper.totalMoves())
                .arg(stepper.depth()));
        QCOMPARE(stepper.stackSummary(), QStringLiteral("frames: %1, deepest on top").arg(stepper.depth()));
        Timeline reference(mazeSpec);
        references[i](reference);
        QVERIFY(reference.position() > 0); // out of the outermost call is the end
        compare(stepper, reference, "from a finished maze");
        // The pane's built share follows the stepped state, not the finished maze.
        QCOMPARE(pane->progress(), reference.state().progress());
    }
}

void TestPaneStepper::resetAndSpecChangeDropTheTimeline()
{
    auto pane = paneFor(spec("backtracker", 21, 21, 3));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    stepper.seek(50);
    QVERIFY(stepper.active());
    QVERIFY(settled(stepper));
    QCOMPARE(stepper.callStack()->rowCount(), stepper.depth());
    pane->reset();
    QVERIFY(!stepper.active());
    QCOMPARE(stepper.callStack()->rowCount(), 0);
    QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::Visited), 0);
    stepper.seek(50);
    QVERIFY(stepper.active());
    pane->setSeed(4);
    QVERIFY(!stepper.active());
    QCOMPARE(stepper.answer(), nullptr);
    // The answer to the seek sent before the reset is dropped with its run:
    // the worker answers in order, so it came before this step's.
    stepper.stepForward();
    QVERIFY(settled(stepper));
    QCOMPARE(stepper.position(), 1);
    QCOMPARE(pane->moves(), 1);
}

void TestPaneStepper::aNewStepperTakesOverMidStep()
{
    // A pane view made again (its stepper new) while the worker still holds
    // the stepped state: the new stepper gets the whole stack, not a difference.
    const MazeSpec mazeSpec = spec("rotating-dfs", 31, 31, 4);
    auto pane = paneFor(mazeSpec);
    auto first = std::make_unique<PaneStepper>();
    first->setPane(pane.get());
    first->seek(200);
    QVERIFY(settled(*first));
    first.reset();
    PaneStepper second;
    second.setPane(pane.get());
    second.stepForward();
    Timeline reference(mazeSpec);
    reference.seek(201);
    compare(second, reference, "a new stepper");
}

void TestPaneStepper::lockStepByMoveCount()
{
    auto a = paneFor(spec("backtracker", 21, 21, 1));
    auto b = paneFor(spec("automaton", 21, 21, 1));
    auto c = paneFor(spec("rotating-dfs", 11, 11, 1));
    PaneStepper sa, sb, sc;
    sa.setPane(a.get());
    sb.setPane(b.get());
    sc.setPane(c.get());
    const std::vector<PaneStepper *> panes {&sa, &sb, &sc};
    // While no pane is being stepped, step all is each pane's own step.
    for (PaneStepper *s : panes)
        s->pane()->reset();
    LockStep::stepAll(panes);
    for (PaneStepper *s : panes) {
        QVERIFY(QTest::qWaitFor([s] { return s->pane()->moves() == 1; }));
        QVERIFY(!s->active());
    }
    const auto allSettled = [&] { return settled(sa) && settled(sb) && settled(sc); };
    sb.seek(10); // one pane ahead: the others catch up
    LockStep::stepAll(panes);
    QVERIFY(allSettled());
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min<qint64>(11, s->totalMoves()));
    // Queued faster than answered, and answered one by one: the same lock-step.
    for (int i = 0; i < 15; ++i)
        LockStep::stepAll(panes);
    for (int i = 0; i < 15; ++i) {
        LockStep::stepAll(panes);
        QVERIFY(allSettled());
    }
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min<qint64>(41, s->totalMoves()));
    LockStep::backAll(panes);
    QVERIFY(allSettled());
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min<qint64>(40, s->totalMoves()));
    const qint64 shortest = std::min({sa.totalMoves(), sb.totalMoves(), sc.totalMoves()});
    LockStep::seekAll(panes, shortest + 5);
    QVERIFY(allSettled());
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min(shortest + 5, s->totalMoves()));
    // Each equals its own timeline at that move.
    Timeline reference(spec("automaton", 21, 21, 1));
    reference.seek(uint64_t(sb.position()));
    compare(sb, reference, "lock-step");
}

// Back all with two panes stepped to different moves and one finished: each
// stepped pane goes back one move, none forward (the old back all took every
// pane to the furthest move - 1, and a finished pane, pulled into stepping at
// its last move, was the furthest); the finished pane is left as it is.
void TestPaneStepper::backAllMovesOnlyTheSteppedPanes()
{
    auto a = paneFor(spec("backtracker", 21, 21, 1));
    auto b = paneFor(spec("rotating-dfs", 21, 21, 1));
    auto c = paneFor(spec("automaton", 21, 21, 1));
    for (PaneModel *pane : {a.get(), b.get(), c.get()}) {
        QSignalSpy metrics(pane, &PaneModel::metricsChanged);
        pane->run();
        QVERIFY(metrics.wait(30000));
    }
    PaneStepper sa, sb, sc;
    sa.setPane(a.get());
    sb.setPane(b.get());
    sc.setPane(c.get());
    sa.seek(10);
    sc.seek(3);
    QVERIFY(settled(sa) && settled(sc));
    LockStep::backAll(std::vector<PaneStepper *> {&sa, &sb, &sc});
    QVERIFY(settled(sa) && settled(sc));
    QCOMPARE(sa.position(), 9);
    QCOMPARE(sc.position(), 2);
    QVERIFY(!sb.active());
    QVERIFY(b->finished());
}

// Another mode chosen after stepping a finished maze: the pane is finished
// again, its maze whole and its games ready, without Run; a pane stepped
// before its maze was finished stays paused where it was stepped to.
void TestPaneStepper::leavingSteppingFinishesAFinishedMaze()
{
    const MazeSpec mazeSpec = spec("backtracker", 21, 21, 2);
    auto pane = paneFor(mazeSpec);
    QSignalSpy metrics(pane.get(), &PaneModel::metricsChanged);
    pane->run();
    QVERIFY(metrics.wait(30000));
    const QString maze = pane->mazeText();
    PaneStepper stepper;
    stepper.setPane(pane.get());
    stepper.seek(40);
    QVERIFY(settled(stepper));
    QCOMPARE(pane->status(), PaneModel::Paused);
    stepper.leave();
    QVERIFY(!stepper.active());
    QVERIFY(QTest::qWaitFor([&] { return pane->finished(); }));
    QCOMPARE(pane->mazeText(), maze);
    QVERIFY(pane->hasMetrics());
    Timeline reference(mazeSpec);
    reference.runToEnd();
    QCOMPARE(mismatches(*pane->mazeLayer(), reference.state().grid()), 0);
    QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::Visited), 0);

    auto unfinished = paneFor(mazeSpec);
    PaneStepper early;
    early.setPane(unfinished.get());
    early.seek(40);
    QVERIFY(settled(early));
    early.leave();
    QTest::qWait(50);
    QVERIFY(!unfinished->finished());
    QCOMPARE(unfinished->moves(), 40);
}

void TestPaneStepper::callStackUnderTheTester()
{
    auto pane = paneFor(spec("permutation-dfs", 41, 41, 5));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    QAbstractItemModelTester tester(stepper.callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(stepper.callStack(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(stepper.callStack(), &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(stepper.callStack(), &QAbstractItemModel::modelReset);
    stepper.stepForward();
    QVERIFY(settled(stepper));
    for (int i = 0; i < 300; ++i)
        stepper.stepForward();
    for (int i = 0; i < 100; ++i)
        stepper.stepBack();
    stepper.seek(17);
    QVERIFY(settled(stepper));
    stepper.seek(stepper.totalMoves() / 2);
    stepper.stepOut();
    stepper.stepOver();
    QVERIFY(settled(stepper));
    QCOMPARE(stepper.callStack()->rowCount(), stepper.depth());
    // Depth changes went out as row inserts and removals, not resets.
    QCOMPARE(reset.count(), 0);
    QVERIFY(inserted.count() > 0);
    QVERIFY(removed.count() > 0);
    stepper.setSelectedFrame(0);
    const QModelIndex top = stepper.callStack()->index(0);
    QCOMPARE(stepper.selectedUnit(),
        QPoint(top.data(CallStackModel::ColumnRole).toInt(), top.data(CallStackModel::RowRole).toInt()));
    stepper.setSelectedFrame(100000);
    QCOMPARE(stepper.selectedFrame(), -1);
}

void TestPaneStepper::deepStacksStayCheap()
{
    // The lab's rotating DFS on 1001 x 1001 units: its stack grows past
    // 170 000 frames. The model follows it by difference.
    const MazeSpec mazeSpec = spec("rotating-dfs", 1001, 1001, 1);
    auto pane = paneFor(mazeSpec);
    PaneStepper stepper;
    stepper.setPane(pane.get());
    constexpr int Deep = 150000;
    stepper.runToDepth(Deep);
    QVERIFY(settled(stepper));
    QCOMPARE(stepper.depth(), Deep);
    QCOMPARE(stepper.callStack()->rowCount(), Deep);
    QSignalSpy reset(stepper.callStack(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(stepper.callStack(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(stepper.callStack(), &QAbstractItemModel::rowsRemoved);
    for (int i = 0; i < 50; ++i)
        stepper.stepForward();
    for (int i = 0; i < 30; ++i)
        stepper.stepBack();
    QVERIFY(settled(stepper));
    QCOMPARE(reset.count(), 0);
    // Each step moved the top only: at most one row in or out a step.
    for (const QSignalSpy *spy : {&inserted, &removed}) {
        for (const QList<QVariant> &rows : *spy)
            QCOMPARE(rows.at(2).toInt() - rows.at(1).toInt(), 0);
    }
    Timeline reference(mazeSpec);
    reference.runToDepth(Deep);
    reference.seek(reference.position() + 20);
    QCOMPARE(stepper.position(), qint64(reference.position()));
    QCOMPARE(stepper.callStack()->rowCount(), int(reference.depth()));
    // Rows are described on demand: the top, the middle and the bottom.
    for (const int row : {0, Deep / 2, stepper.callStack()->rowCount() - 1}) {
        const FrameDescription frame = reference.frame(reference.depth() - 1 - size_t(row));
        const QModelIndex index = stepper.callStack()->index(row);
        QCOMPARE(index.data(CallStackModel::CallRole).toString(), QString::fromStdString(frame.call));
        QCOMPARE(index.data(CallStackModel::OrderRole).toString(),
            QString::fromStdString(orderText(reference.style(), frame)));
    }
}

void TestPaneStepper::matchesCliReplay()
{
    // mazestudy-cli replay --at k prints the same position, depth, frames and narration.
    auto pane = paneFor(spec("rotating-dfs", 21, 21, 9));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    for (const int k : {0, 1, 57, 200}) {
        stepper.seek(k);
        QVERIFY(settled(stepper));
        QProcess cli;
        cli.start(QStringLiteral(MAZESTUDY_CLI),
            {"replay", "--generator", "rotating-dfs", "--size", "21x21", "--seed", "9", "--at", QString::number(k),
                "--format", "json"});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject replay = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(replay.value("moves").toInteger(), stepper.position());
        QCOMPARE(replay.value("total_moves").toInteger(), stepper.totalMoves());
        QCOMPARE(replay.value("depth").toInt(), stepper.depth());
        QCOMPARE(replay.value("narration").toObject().value("text").toString(), stepper.narration());
        const QJsonArray frames = replay.value("frames").toArray(); // deepest first, as the panel's rows
        QCOMPARE(frames.size(), stepper.callStack()->rowCount());
        for (int row = 0; row < frames.size(); ++row) {
            const QModelIndex index = stepper.callStack()->index(row);
            QCOMPARE(frames[row].toObject().value("call").toString(), index.data(CallStackModel::CallRole).toString());
            QCOMPARE(frames[row].toObject().value("order_text").toString(),
                index.data(CallStackModel::OrderRole).toString());
        }
    }
}

QTEST_MAIN(TestPaneStepper)
#include "tst_panestepper.moc"

#include "paneworker.h"

#include "backgroundpriority.h"

#include "mazelayer.h"
#include "steppingsession.h"

#include <algorithm>
#include <cstring>
#include <ctime>

using namespace mazestudy;

namespace {
// Moves between two looks at the clock and the cancel flag: about 0.1 ms of work.
constexpr uint64_t ChunkMoves = 4096;
// The instant speed publishes nothing until done, so its slices can be longer.
constexpr int InstantSliceMs = 50;

// CPU time of the calling thread: what the machine cost, whatever else ran on the cores.
double threadMilliseconds()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}
} // namespace

PaneWorker::PaneWorker(std::shared_ptr<PaneChannel> channel, QObject *parent)
    : QObject(parent)
    , m_channel(std::move(channel))
    , m_timer(this)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PaneWorker::tick);
    m_clock.start();
}

PaneWorker::~PaneWorker() = default;

bool PaneWorker::cancelled() const
{
    return m_channel->generation.load(std::memory_order_relaxed) != m_generation;
}

void PaneWorker::start(std::shared_ptr<Generator> generator, uint64_t generation)
{
    stopTicking();
    m_running = false;
    m_session.reset();
    m_generation = generation;
    adopt(std::move(generator));
    m_busyMilliseconds = 0;
}

void PaneWorker::adopt(std::shared_ptr<Generator> generator)
{
    m_generator = std::move(generator);
    const Grid &grid = m_generator->grid();
    m_states.emplace(*m_generator);
    m_changed.reset(grid.rows(), grid.cols());
}

void PaneWorker::leaveStepping()
{
    if (!m_session)
        return;
    adopt(m_session->state().clone());
    m_session.reset();
    // The layer shows the stepping colours: every block is sent again.
    m_changed.include(Rect {0, 0, m_generator->grid().rows() - 1, m_generator->grid().cols() - 1});
}

void PaneWorker::stepping(const SteppingCommand &command, uint64_t ticket)
{
    if (!m_generator || cancelled())
        return;
    m_running = false;
    stopTicking();
    const double began = threadMilliseconds();
    auto frame = std::make_shared<PaneFrame>();
    frame->generation = m_generation;
    try {
        if (!m_session)
            m_session = std::make_unique<SteppingSession>(m_generator->spec(), m_generator->moves());
        m_session->apply(command);
        m_session->answer(*frame, ticket);
    } catch (const std::exception &error) {
        // The history of a huge maze may not fit: say so rather than end the program.
        m_session.reset();
        *frame = PaneFrame();
        frame->generation = m_generation;
        frame->stopped = true;
        frame->failure = error.what();
    }
    m_busyMilliseconds += threadMilliseconds() - began;
    frame->busyMilliseconds = m_busyMilliseconds;
    m_channel->framesInFlight.fetch_add(1);
    emit published(frame);
}

void PaneWorker::setSpeed(int movesPerSecond)
{
    m_speed = movesPerSecond;
    if (m_running)
        restartTicking();
}

void PaneWorker::run()
{
    if (!m_generator || cancelled())
        return;
    if (m_session) {
        leaveStepping();
        if (m_generator->finished()) {
            publish(true);
            publishMetrics();
            return;
        }
    }
    if (m_generator->finished())
        return;
    m_running = true;
    restartTicking();
    tick();
}

void PaneWorker::pause()
{
    if (!m_generator || cancelled() || m_session)
        return;
    m_running = false;
    stopTicking();
    publish(true);
}

bool PaneWorker::advanceStopped(uint64_t moves)
{
    if (!m_generator || cancelled())
        return false;
    m_running = false;
    stopTicking();
    leaveStepping();
    if (!m_generator->finished())
        advance(moves, 0);
    return true;
}

void PaneWorker::step()
{
    if (!advanceStopped(1))
        return;
    publish(true);
    if (m_generator->finished())
        publishMetrics();
}

void PaneWorker::finish()
{
    // The model kept the maze's metrics: the same maze needs no measuring again.
    if (advanceStopped(UINT64_MAX) && !cancelled())
        publish(true);
}

void PaneWorker::lowerPriority()
{
    lowerThisThreadsPriority();
}

void PaneWorker::stopTicking()
{
    m_timer.stop();
}

void PaneWorker::restartTicking()
{
    // Slow speeds wake up once a move; fast ones once a frame, doing what the
    // clock says is due; the maximum speed whenever the event loop is idle.
    int interval = 0;
    if (m_speed > 0)
        interval = m_speed * PublishIntervalMs <= 1000 ? 1000 / m_speed : PublishIntervalMs;
    m_rateClock.start();
    m_rateMoves = 0;
    m_timer.start(interval);
}

void PaneWorker::tick()
{
    if (!m_running || !m_generator || cancelled()) {
        m_running = false;
        stopTicking();
        return;
    }
    if (m_speed > 0) {
        // Due: what the rate allows since it started, plus the first move at once.
        const uint64_t allowed = uint64_t(double(m_speed) * double(m_rateClock.nsecsElapsed()) / 1e9) + 1;
        uint64_t due = allowed > m_rateMoves ? allowed - m_rateMoves : 0;
        // After a stall, go on at the rate instead of catching up in a burst.
        const uint64_t burst = uint64_t(m_speed) / 10 + 1;
        if (due > burst) {
            due = burst;
            m_rateClock.start();
            m_rateMoves = 0;
        }
        m_rateMoves += due;
        advance(due, m_clock.nsecsElapsed() + qint64(SliceMs) * 1000000);
    } else {
        const int slice = m_speed == InstantSpeed ? InstantSliceMs : SliceMs;
        advance(UINT64_MAX, m_clock.nsecsElapsed() + qint64(slice) * 1000000);
    }
    if (cancelled()) {
        m_running = false;
        stopTicking();
        return;
    }
    if (m_generator->finished()) {
        m_running = false;
        stopTicking();
        publish(true);
        publishMetrics();
        return;
    }
    const bool due = m_clock.nsecsElapsed() - m_lastPublishNs >= qint64(PublishIntervalMs) * 1000000;
    if (m_speed != InstantSpeed && due && m_channel->framesInFlight.load() == 0)
        publish(false);
}

void PaneWorker::advance(uint64_t moves, qint64 deadlineNs)
{
    const double began = threadMilliseconds();
    Generator &generator = *m_generator;
    uint64_t done = 0;
    while (done < moves && !generator.finished()) {
        const uint64_t chunk = std::min(moves - done, ChunkMoves);
        for (uint64_t i = 0; i < chunk && !generator.finished(); ++i) {
            m_states->noteMove(generator.step());
        }
        done += chunk;
        if (cancelled() || (deadlineNs > 0 && m_clock.nsecsElapsed() >= deadlineNs))
            break;
    }
    m_busyMilliseconds += threadMilliseconds() - began;
}

void PaneWorker::publish(bool stopped)
{
    auto frame = std::make_shared<PaneFrame>();
    frame->generation = m_generation;
    m_states->refresh(*m_generator, [this](Point p) { m_changed.include(p); });
    const int cols = m_generator->grid().cols();
    size_t units = 0;
    for (const uint32_t block : m_changed.blocks())
        units += size_t(m_changed.rect(block).width()) * size_t(m_changed.rect(block).height());
    frame->regions.reserve(m_changed.blocks().size());
    frame->states.resize(units);
    uint8_t *out = frame->states.data();
    for (const uint32_t block : m_changed.blocks()) {
        const QRect region = m_changed.rect(block);
        frame->regions.push_back(region);
        for (int row = 0; row < region.height(); ++row, out += region.width()) {
            std::memcpy(out, m_states->states().data() + size_t(region.y() + row) * size_t(cols) + size_t(region.x()),
                size_t(region.width()));
        }
    }
    m_changed.clear();
    frame->moves = m_generator->moves();
    frame->depth = int(callDepth(*m_generator));
    frame->sweeps = sweepCount(*m_generator);
    frame->progress = m_generator->progress();
    if (m_states->current() >= 0) {
        const Point p = m_generator->grid().point(size_t(m_states->current()));
        frame->current = QPoint(p.col, p.row);
    }
    frame->finished = m_generator->finished();
    frame->stopped = stopped;
    frame->busyMilliseconds = m_busyMilliseconds;
    if (frame->finished)
        frame->maze = std::make_shared<Maze>(mazeFromGenerator(*m_generator));
    m_lastPublishNs = m_clock.nsecsElapsed();
    m_channel->framesInFlight.fetch_add(1);
    emit published(frame);
}

void PaneWorker::publishMetrics()
{
    if (cancelled())
        return;
    auto frame = std::make_shared<PaneFrame>();
    frame->generation = m_generation;
    frame->moves = m_generator->moves();
    frame->sweeps = sweepCount(*m_generator);
    frame->progress = m_generator->progress();
    frame->finished = true;
    frame->stopped = true;
    frame->busyMilliseconds = m_busyMilliseconds;
    frame->metrics = measureGenerator(*m_generator);
    m_channel->framesInFlight.fetch_add(1);
    emit published(frame);
}

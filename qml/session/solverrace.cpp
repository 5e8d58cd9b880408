#include "solverrace.h"

#include "gamesession.h"
#include "mazefile.h"
#include "panemodel.h"
#include "solvegame.h"
#include "solvercatalog.h"

#include <algorithm>
#include <optional>

struct SolverRace::Racer {
    QPointer<GameSession> session;
    QString solverId;
    bool hasMaze = false; // the race's maze is on its board
    bool left = false; // started another walk, or its pane is gone
    // The pane's speed while it makes its own maze at once, to give back.
    std::optional<int> speedToRestore;
};

SolverRace::SolverRace(QObject *parent)
    : QObject(parent)
{
}

SolverRace::~SolverRace()
{
    cancel();
}

QList<GameSession *> SolverRace::sessionsOf(const QVariantList &racers)
{
    QList<GameSession *> sessions;
    for (const QVariant &racer : racers)
        sessions << qobject_cast<GameSession *>(racer.value<QObject *>());
    return sessions;
}

QStringList SolverRace::mazesAtStake(const QVariantList &racers)
{
    QStringList names;
    const QList<GameSession *> sessions = sessionsOf(racers);
    for (qsizetype i = 1; i < sessions.size(); ++i) {
        const PaneModel *pane = sessions[i] ? sessions[i]->pane() : nullptr;
        if (pane && pane->edited())
            names << pane->ownMazeName();
    }
    return names;
}

bool SolverRace::start(const QVariantList &racers, const QStringList &solverIds)
{
    const QList<GameSession *> sessions = sessionsOf(racers);
    const qsizetype count = std::min(sessions.size(), solverIds.size());
    if (count == 0 || !sessions[0] || !sessions[0]->hasMaze() || !sessions[0]->pane())
        return false;
    for (qsizetype i = 0; i < count; ++i) {
        if (!sessions[i] || !sessions[i]->pane() || !mazestudy::findSolver(solverIds[i].toStdString()))
            return false;
    }
    cancel();
    m_maze = sessions[0]->sharedMaze();
    const PaneModel *source = sessions[0]->pane();
    m_mazeName = source->ownMazeName().isEmpty() ? source->title() : source->ownMazeName();
    for (qsizetype i = 0; i < count; ++i) {
        GameSession *session = sessions[i];
        m_racers.push_back({session, solverIds[i], i == 0, false, std::nullopt});
        // Held until every racer has the maze and its solver.
        session->solve()->setHeld(true);
        // A lab maze's own solve() would walk instead of the solver.
        if (session->hasScriptWalks())
            session->setScriptWalks(false);
        session->pane()->setSolverId(solverIds[i]);
        session->setMode(GameSession::Solve);
        // From the start, whatever it walked before.
        if (session->hasMaze())
            session->solve()->start();
        // Queued: a racer's maze given in prepare() replaces its board's again.
        connect(session, &GameBoard::mazeReplaced, this, &SolverRace::prepare, Qt::QueuedConnection);
        connect(session->pane(), &PaneModel::statusChanged, this, &SolverRace::prepare, Qt::QueuedConnection);
        connect(session->solve(), &Game::changed, this, &SolverRace::check);
        connect(session->solve(), &SolveGame::started, this, [this, session] {
            // A walk of its own once the race runs: it leaves the race.
            if (m_state != Running)
                return;
            for (Racer &racer : m_racers) {
                if (racer.session == session)
                    racer.left = true;
            }
            session->solve()->setHeld(false);
            check();
        });
    }
    setState(Preparing);
    prepare();
    return true;
}

void SolverRace::prepare()
{
    if (m_state != Preparing)
        return;
    bool allReady = true;
    for (Racer &racer : m_racers) {
        GameSession *session = racer.session;
        if (!session || !session->pane()) {
            racer.left = true;
            continue;
        }
        PaneModel *pane = session->pane();
        if (!racer.hasMaze && pane->status() == PaneModel::Failed) {
            racer.left = true; // its generator cannot make a maze of this size
            continue;
        }
        if (!racer.hasMaze) {
            if (session->hasMaze() && pane->finished()) {
                if (racer.speedToRestore) {
                    pane->setSpeed(*racer.speedToRestore);
                    racer.speedToRestore.reset();
                }
                racer.hasMaze = true;
                session->openMaze(*m_maze, m_mazeName);
            } else if (!pane->running() || pane->speed() >= 0) {
                // Its own maze at once, for the race's to replace.
                if (!racer.speedToRestore)
                    racer.speedToRestore = pane->speed();
                pane->setSpeed(-1);
                pane->run();
            }
        }
        allReady = allReady && racer.hasMaze && session->mode() == GameSession::Solve && session->solve()->ready();
    }
    if (allReady)
        run();
}

void SolverRace::run()
{
    setState(Running);
    for (Racer &racer : m_racers) {
        if (racer.session)
            racer.session->solve()->setHeld(false);
    }
    emit started();
    check();
}

void SolverRace::check()
{
    if (m_state == Preparing) {
        // A solver made on the games' pool comes back later.
        bool allMade = true;
        for (const Racer &racer : m_racers)
            allMade = allMade && (racer.left || (racer.session && racer.hasMaze && racer.session->solve()->ready()));
        if (allMade)
            QMetaObject::invokeMethod(this, &SolverRace::prepare, Qt::QueuedConnection);
        return;
    }
    if (m_state != Running)
        return;
    bool allDone = true;
    bool anyRacing = false;
    for (Racer &racer : m_racers) {
        racer.left = racer.left || !racer.session;
        anyRacing = anyRacing || !racer.left;
        allDone = allDone && (racer.left || racer.session->solve()->finished());
    }
    if (!anyRacing) {
        cancel();
        return;
    }
    if (allDone)
        place();
}

void SolverRace::place()
{
    disconnectRacers();
    std::vector<const Racer *> racing;
    for (const Racer &racer : m_racers) {
        if (!racer.left)
            racing.push_back(&racer);
    }
    const int size = int(racing.size());
    for (const Racer *racer : racing) {
        const SolveGame *solve = racer->session->solve();
        int place = 0;
        if (solve->reachedExit()) {
            // Fewer steps, a better place; the same steps share one.
            place = 1 + int(std::count_if(racing.begin(), racing.end(), [solve](const Racer *other) {
                const SolveGame *them = other->session->solve();
                return them->reachedExit() && them->steps() < solve->steps();
            }));
        }
        racer->session->solve()->setRacePlace(place, size);
    }
    setState(Finished);
    emit finished();
}

void SolverRace::cancel()
{
    disconnectRacers();
    for (Racer &racer : m_racers) {
        if (!racer.session)
            continue;
        racer.session->solve()->setHeld(false);
        if (racer.speedToRestore && racer.session->pane())
            racer.session->pane()->setSpeed(*racer.speedToRestore);
    }
    m_racers.clear();
    m_maze.reset();
    setState(Idle);
}

void SolverRace::disconnectRacers()
{
    for (const Racer &racer : m_racers) {
        if (!racer.session)
            continue;
        disconnect(racer.session, nullptr, this, nullptr);
        disconnect(racer.session->solve(), nullptr, this, nullptr);
        if (racer.session->pane())
            disconnect(racer.session->pane(), nullptr, this, nullptr);
    }
}

void SolverRace::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged();
}

#pragma once

#include "game.h"
#include "lineofsight.h"
#include "player.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

// Play: the sandbox's flame, moved one unit a key press from the start to
// the exit, lighting what it can see within `radius` units and, with
// `showRemembered`, keeping what it saw dimly visible; the rest is dark.
class PlayGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's play game")
    // The flame's unit, -1 without one (no start, or the start is a wall).
    Q_PROPERTY(int row READ row NOTIFY changed)
    Q_PROPERTY(int column READ column NOTIFY changed)
    Q_PROPERTY(int moves READ moves NOTIFY changed)
    Q_PROPERTY(bool atExit READ atExit NOTIFY changed)
    Q_PROPERTY(double elapsedSeconds READ elapsedSeconds NOTIFY elapsedChanged)
    Q_PROPERTY(double radius READ radius WRITE setRadius NOTIFY radiusChanged)
    Q_PROPERTY(bool showRemembered READ showRemembered WRITE setShowRemembered NOTIFY showRememberedChanged)

public:
    explicit PlayGame(GameBoard *board);
    ~PlayGame() override;

    int row() const;
    int column() const;
    int moves() const { return m_player ? int(m_player->moves()) : 0; }
    bool atExit() const { return m_player && m_player->atExit(); }
    double elapsedSeconds() const;
    double radius() const { return m_radius; }
    void setRadius(double radius);
    bool showRemembered() const { return m_showRemembered; }
    void setShowRemembered(bool show);
    const mazestudy::LineOfSight &lineOfSight() const { return m_sight; }

    void start() override;
    void stop() override;
    // One unit (dRow, dCol) with |dRow| + |dCol| == 1; false when refused.
    Q_INVOKABLE bool move(int dRow, int dCol);

signals:
    void elapsedChanged();
    void radiusChanged();
    void showRememberedChanged();
    // The flame reached the exit.
    void won();

private:
    bool placed() const;
    void relight();
    void paintLight(const mazestudy::Rect &area);
    void paintAllLight();

    std::shared_ptr<mazestudy::Player> m_player; // null while it is being made
    mazestudy::LineOfSight m_sight;
    double m_radius = 6;
    bool m_showRemembered = true;
    QElapsedTimer m_clock;
    qint64 m_finalMilliseconds = -1;
    QTimer m_elapsedTimer;
};

#pragma once

#include "mazepalette.h"

#include <QColor>
#include <QObject>
#include <QtQml/qqmlregistration.h>

// The maze palette (qml/charts/mazepalette.h) for QML, light or dark, or the
// lab's classic look: what the panes, the games' layer and the error texts
// colour themselves with.
class MazeTheme : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)
    // The mazedfs lab's own look: green walls, black path, a red dot.
    Q_PROPERTY(bool labClassic READ labClassic WRITE setLabClassic NOTIFY labClassicChanged)
    Q_PROPERTY(QColor background READ background NOTIFY colorsChanged)
    Q_PROPERTY(QColor wall READ wall NOTIFY colorsChanged)
    Q_PROPERTY(QColor floor READ floor NOTIFY colorsChanged)
    Q_PROPERTY(QColor visited READ visited NOTIFY colorsChanged)
    Q_PROPERTY(QColor current READ current NOTIFY colorsChanged)
    Q_PROPERTY(QColor considered READ considered NOTIFY colorsChanged)
    Q_PROPERTY(QColor start READ start NOTIFY colorsChanged)
    Q_PROPERTY(QColor exit READ exit NOTIFY colorsChanged)
    Q_PROPERTY(QColor seedWall READ seedWall NOTIFY colorsChanged)
    Q_PROPERTY(QColor newWall READ newWall NOTIFY colorsChanged)
    Q_PROPERTY(QColor path READ path NOTIFY colorsChanged)
    Q_PROPERTY(QColor retreat READ retreat NOTIFY colorsChanged)
    Q_PROPERTY(QColor solverDot READ solverDot NOTIFY colorsChanged)
    Q_PROPERTY(QColor dotOutline READ dotOutline NOTIFY colorsChanged)
    Q_PROPERTY(QColor flameGlow READ flameGlow NOTIFY colorsChanged)
    Q_PROPERTY(QColor flameLight READ flameLight NOTIFY colorsChanged)
    Q_PROPERTY(QColor flameBody READ flameBody NOTIFY colorsChanged)
    Q_PROPERTY(QColor flameDeep READ flameDeep NOTIFY colorsChanged)
    Q_PROPERTY(QColor flameCore READ flameCore NOTIFY colorsChanged)
    Q_PROPERTY(QColor problem READ problem NOTIFY colorsChanged)
    Q_PROPERTY(QColor arrow READ arrow NOTIFY colorsChanged)

public:
    explicit MazeTheme(QObject *parent = nullptr);

    bool dark() const { return m_dark; }
    void setDark(bool dark);
    bool labClassic() const { return m_labClassic; }
    void setLabClassic(bool labClassic);

    QColor background() const { return color(mazestudy::charts::MazeRole::Background); }
    QColor wall() const { return color(mazestudy::charts::MazeRole::Wall); }
    QColor floor() const { return color(mazestudy::charts::MazeRole::Floor); }
    QColor visited() const { return color(mazestudy::charts::MazeRole::Visited); }
    QColor current() const { return color(mazestudy::charts::MazeRole::Current); }
    QColor considered() const { return color(mazestudy::charts::MazeRole::Considered); }
    QColor start() const { return color(mazestudy::charts::MazeRole::Start); }
    QColor exit() const { return color(mazestudy::charts::MazeRole::Exit); }
    QColor seedWall() const { return color(mazestudy::charts::MazeRole::SeedWall); }
    QColor newWall() const { return color(mazestudy::charts::MazeRole::NewWall); }
    QColor path() const { return color(mazestudy::charts::MazeRole::Path); }
    QColor retreat() const { return color(mazestudy::charts::MazeRole::Retreat); }
    QColor solverDot() const { return color(mazestudy::charts::MazeRole::SolverDot); }
    QColor dotOutline() const { return color(mazestudy::charts::MazeRole::DotOutline); }
    QColor flameGlow() const { return color(mazestudy::charts::MazeRole::FlameGlow); }
    QColor flameLight() const { return color(mazestudy::charts::MazeRole::FlameLight); }
    QColor flameBody() const { return color(mazestudy::charts::MazeRole::FlameBody); }
    QColor flameDeep() const { return color(mazestudy::charts::MazeRole::FlameDeep); }
    QColor flameCore() const { return color(mazestudy::charts::MazeRole::FlameCore); }
    QColor problem() const { return color(mazestudy::charts::MazeRole::Problem); }
    QColor arrow() const { return color(mazestudy::charts::MazeRole::Arrow); }

signals:
    void darkChanged();
    void labClassicChanged();
    void colorsChanged();

private:
    QColor color(mazestudy::charts::MazeRole role) const;

    bool m_dark = false;
    bool m_labClassic = false;
};

#pragma once

#include "blocktable.h"
#include "game.h"
#include "walker.h"

#include <QList>
#include <QRect>
#include <QtQml/qqmlregistration.h>

// The automaton sandbox's third-person world on a pane's finished maze: a
// player walking among the maze's walls as blocks, with seed 0's blue flame
// as the light, building walls higher (N) and taking blocks off (M).
//
// Held keys walk and turn: the view calls tick() every frame while
// `walking`, with the seconds since the last one. The blocks are a window of
// the maze around the player (BlockTable), moved on when the player nears
// its edge, so a maze of any size walks as lightly as a small one. Edits go
// through the board's editor: one history with the 2D editor, the pane's 2D
// view and metrics follow, and the heights are saved with the maze.
class WorldGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's 3D world")
    // Where the player stands, in units (x along the columns, z along the rows).
    Q_PROPERTY(double playerX READ playerX NOTIFY moved)
    Q_PROPERTY(double playerZ READ playerZ NOTIFY moved)
    // Degrees; 0 faces down the rows (south), turning left makes it grow.
    Q_PROPERTY(double heading READ heading NOTIFY moved)
    // The unit in front of the player that building and destroying change.
    Q_PROPERTY(int aimedRow READ aimedRow NOTIFY moved)
    Q_PROPERTY(int aimedColumn READ aimedColumn NOTIFY moved)
    Q_PROPERTY(int aimedHeight READ aimedHeight NOTIFY moved)
    Q_PROPERTY(bool atExit READ atExit NOTIFY moved)
    Q_PROPERTY(double walked READ walked NOTIFY moved)
    Q_PROPERTY(bool walking READ walking NOTIFY walkingChanged)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY changed)
    Q_PROPERTY(bool fullLight READ fullLight WRITE setFullLight NOTIFY changed)
    // The camera behind the player: its distance in units, and how far it is
    // turned around the player (degrees, 0 right behind).
    Q_PROPERTY(double cameraDistance READ cameraDistance WRITE setCameraDistance NOTIFY cameraChanged)
    Q_PROPERTY(double cameraYaw READ cameraYaw WRITE setCameraYaw NOTIFY cameraChanged)
    // The units the blocks are drawn for (x: first column, y: first row).
    Q_PROPERTY(QRect window READ window NOTIFY blocksReset)
    Q_PROPERTY(int exitRow READ exitRow NOTIFY blocksReset)
    Q_PROPERTY(int exitColumn READ exitColumn NOTIFY blocksReset)
    Q_PROPERTY(int startRow READ startRow NOTIFY blocksReset)
    Q_PROPERTY(int startColumn READ startColumn NOTIFY blocksReset)
    Q_PROPERTY(int maxHeight READ maxHeight CONSTANT)
    // Why the last build or destroy was refused (translated), or "".
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

public:
    enum Tool { Walk, Build, Destroy };
    Q_ENUM(Tool)

    // Units a second and degrees a second.
    static constexpr double WalkSpeed = 3.5;
    static constexpr double TurnSpeed = 140;
    static constexpr double OrbitSpeed = 90;
    static constexpr double MinCameraDistance = 1.5;
    static constexpr double MaxCameraDistance = 24;
    // The blocks' window reaches this far from the player (2 x radius + 1
    // units a side) and moves on once the player has gone a quarter of it.
    // By the flame, what lies further is dark and every block costs its
    // share of the six shadow passes; by daylight the camera, zoomed out,
    // sees about 45 units away.
    static constexpr int FlameWindowRadius = 24;
    static constexpr int DaylightWindowRadius = 64;

    explicit WorldGame(GameBoard *board);

    double playerX() const { return m_walker.x(); }
    double playerZ() const { return m_walker.z(); }
    double heading() const;
    int aimedRow() const { return m_placed ? m_walker.aimedUnit().row : -1; }
    int aimedColumn() const { return m_placed ? m_walker.aimedUnit().col : -1; }
    int aimedHeight() const;
    bool atExit() const;
    double walked() const { return m_walked; }
    bool walking() const { return m_held != 0; }
    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    // The pane's: remembered with it.
    bool fullLight() const;
    void setFullLight(bool full);
    double cameraDistance() const { return m_cameraDistance; }
    void setCameraDistance(double distance);
    double cameraYaw() const { return m_cameraYaw; }
    void setCameraYaw(double degrees);
    QRect window() const;
    int exitRow() const;
    int exitColumn() const;
    int startRow() const;
    int startColumn() const;
    QString message() const { return m_message; }
    int maxHeight() const { return mazestudy::MaxUnitHeight; }
    const mazestudy::BlockTable &blocks() const { return m_blocks; }

    void start() override;
    void stop() override;

    // Keys: whether the world takes the key, and pressing and letting go of
    // it. W A S D and the arrows walk and turn, Q and E turn the camera
    // around the player, N and M toggle building and destroying, Return
    // builds or destroys, L switches full light, + and - zoom.
    Q_INVOKABLE bool handlesKey(int key, int modifiers) const;
    Q_INVOKABLE void press(int key, bool autoRepeat);
    Q_INVOKABLE void release(int key);
    // Lets go of every key (the view lost the focus).
    Q_INVOKABLE void releaseAll();
    // One frame: walks and turns by what is held for that long (at most 0.1 s).
    Q_INVOKABLE void tick(double seconds);
    // Builds or destroys on the aimed unit with the tool; false when refused
    // (`message` says why) or when walking.
    Q_INVOKABLE bool apply();
    // Wheel notches: positive comes nearer.
    Q_INVOKABLE void zoom(double notches);
    // Puts the player on a floor unit, facing south (benchmarks and tests); false on a wall.
    bool placeAt(mazestudy::Point unit);

signals:
    void moved();
    void walkingChanged();
    void cameraChanged();
    void messageChanged();
    void won();
    // Every entry of the tables changed, or only these of one kind.
    void blocksReset();
    void blocksChanged(int kind, const QList<int> &changedEntries);

private:
    enum Held { Forward = 1, Back = 2, Left = 4, Right = 8, OrbitLeft = 16, OrbitRight = 32 };
    static int heldOf(int key);
    void respawn();
    int windowRadius() const;
    void resetBlocks();
    void blocksEdited(const mazestudy::Rect &changed);
    void setMessage(const QString &message);

    mazestudy::Walker m_walker;
    mazestudy::BlockTable m_blocks;
    // The unit the blocks' window was made around.
    mazestudy::Point m_windowCentre;
    bool m_placed = false;
    bool m_won = false;
    double m_walked = 0;
    int m_held = 0;
    Tool m_tool = Walk;
    double m_cameraDistance = 4;
    double m_cameraYaw = 0;
    QString m_message;
};

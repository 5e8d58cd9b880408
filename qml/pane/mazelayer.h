#pragma once

#include "mask.h"
#include "runstates.h"

#include <QObject>
#include <QRect>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <vector>

// What a maze view shows of each unit: one byte a unit, row-major, on the GUI
// thread. A pane's worker computes these states and its model applies them
// here by dirty region; a MazeView maps them to colours. Other features write
// their own states (a traced path, an edited wall) through setState().
class MazeLayer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A MazeLayer belongs to a pane model")
    Q_PROPERTY(int rows READ rows NOTIFY sizeChanged)
    Q_PROPERTY(int cols READ cols NOTIFY sizeChanged)

public:
    // The values a unit can hold: the engine's (RunStates, which a pane's
    // worker keeps), so that a grid's own bytes (0 wall, 1 floor) are valid too.
    enum State : uint8_t {
        Wall = mazestudy::WallState, // wall, placed before this sweep (or a DFS maze's uncarved rock)
        Floor = mazestudy::FloorState, // floor the generator is done with
        Visited = mazestudy::VisitedState, // on the current DFS call stack: visited, not yet returned from
        Current = mazestudy::CurrentState, // the unit being worked on
        Considered = mazestudy::ConsideredState, // a neighbour the current call is looking at (stepping)
        Start = mazestudy::StartState,
        Exit = mazestudy::ExitState,
        SeedWall = mazestudy::SeedWallState, // the automaton's seed walls
        NewWall = mazestudy::NewWallState, // a wall the automaton added in the sweep in progress
        Path = mazestudy::PathState, // a traced route (games)
        StateCount = mazestudy::UnitStateCount
    };
    Q_ENUM(State)

    explicit MazeLayer(QObject *parent = nullptr);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    const uint8_t *data() const { return m_states.data(); }
    bool contains(int row, int col) const { return row >= 0 && row < m_rows && col >= 0 && col < m_cols; }

    // Replaces the whole layer (new size or new maze); emits sizeChanged when
    // the size differs, then changed() for everything.
    void reset(int rows, int cols, const uint8_t *states);
    // The maze's mask, whose outside a view leaves blank; null for none.
    void setMask(mazestudy::SharedMask mask);
    // The mask when it fits the layer's size (the cells of rows x cols
    // units, (rows - 1) / 2 by (cols - 1) / 2), else null: a layer reset to
    // another maze drops it.
    const mazestudy::Mask *fittedMask() const;
    // Copies a region (x = column, y = row) from `states`, row-major, width x height.
    void apply(const QRect &region, const uint8_t *states);

    Q_INVOKABLE int stateAt(int row, int col) const;
    Q_INVOKABLE void setState(int row, int col, int state);
    // True for the states that stand for wall units.
    static bool isWallState(uint8_t state) { return mazestudy::isWallState(state); }

signals:
    void sizeChanged();
    // Units whose state changed, x = column, y = row.
    void changed(const QRect &region);

private:
    int m_rows = 0;
    int m_cols = 0;
    std::vector<uint8_t> m_states;
    mazestudy::SharedMask m_mask;
};

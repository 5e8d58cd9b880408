#pragma once

#include <QColor>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/qquick3dinstancing.h>

class WorldGame;
Q_MOC_INCLUDE("worldgame.h")

// One kind of the world's blocks (BlockTable) as the instance table of one
// Model of a 100-unit cube: a block a table entry, placed on its unit,
// stretched to its height. A changed unit rewrites only its entry; moving
// the window or a new maze writes the whole table.
class BlockInstancing : public QQuick3DInstancing {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(WorldGame *world READ world WRITE setWorld NOTIFY worldChanged)
    Q_PROPERTY(Kind kind READ kind WRITE setKind NOTIFY kindChanged)
    // The blocks' colour (the material's base colour is multiplied by it).
    Q_PROPERTY(QColor color READ color WRITE setColor NOTIFY colorChanged)
    // Scene units a maze unit: the cube's own size.
    Q_PROPERTY(float unitSize READ unitSize CONSTANT)

public:
    enum Kind { Walls, Built };
    Q_ENUM(Kind)
    static constexpr float UnitSize = 100;

    explicit BlockInstancing(QQuick3DObject *parent = nullptr);

    WorldGame *world() const { return m_world; }
    void setWorld(WorldGame *world);
    Kind kind() const { return m_kind; }
    void setKind(Kind kind);
    QColor color() const { return m_color; }
    void setColor(const QColor &color);
    float unitSize() const { return UnitSize; }

    // The entries as they stand (for tests): one a slot of the kind's table,
    // an emptied slot kept (as a cube of no size) for the next block.
    Q_INVOKABLE int entryCount() const { return int(m_entries.size() / sizeof(InstanceTableEntry)); }
    // The entries that draw a block.
    Q_INVOKABLE int blockCount() const;
    InstanceTableEntry entry(int slot) const;

signals:
    void worldChanged();
    void kindChanged();
    void colorChanged();

protected:
    QByteArray getInstanceBuffer(int *instanceCount) override;

private:
    void rebuild();
    void patch(int kind, const QList<int> &changedEntries);
    InstanceTableEntry entryOf(int slot) const;

    QPointer<WorldGame> m_world;
    Kind m_kind = Walls;
    QColor m_color = Qt::gray;
    QByteArray m_entries;
};

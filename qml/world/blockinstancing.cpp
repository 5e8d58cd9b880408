#include "blockinstancing.h"

#include "worldgame.h"

#include <cstring>

using namespace mazestudy;

BlockInstancing::BlockInstancing(QQuick3DObject *parent)
    : QQuick3DInstancing(parent)
{
}

void BlockInstancing::setWorld(WorldGame *world)
{
    if (m_world == world)
        return;
    if (m_world)
        disconnect(m_world, nullptr, this, nullptr);
    m_world = world;
    if (m_world) {
        connect(m_world, &WorldGame::blocksReset, this, &BlockInstancing::rebuild);
        connect(m_world, &WorldGame::blocksChanged, this, &BlockInstancing::patch);
    }
    rebuild();
    emit worldChanged();
}

void BlockInstancing::setKind(Kind kind)
{
    if (m_kind == kind)
        return;
    m_kind = kind;
    rebuild();
    emit kindChanged();
}

void BlockInstancing::setColor(const QColor &color)
{
    if (m_color == color)
        return;
    m_color = color;
    rebuild();
    emit colorChanged();
}

QQuick3DInstancing::InstanceTableEntry BlockInstancing::entry(int slot) const
{
    InstanceTableEntry entry;
    std::memcpy(&entry, m_entries.constData() + size_t(slot) * sizeof(InstanceTableEntry), sizeof entry);
    return entry;
}

int BlockInstancing::blockCount() const
{
    return m_world ? int(m_world->blocks().blockCount(BlockTable::Kind(m_kind))) : 0;
}

QQuick3DInstancing::InstanceTableEntry BlockInstancing::entryOf(int slot) const
{
    const Block &block = m_world->blocks().blocks(BlockTable::Kind(m_kind))[size_t(slot)];
    // An empty slot is a cube of no size: drawn as nothing until a block takes it.
    const float height = float(block.height);
    const QVector3D position((float(block.col) + 0.5f) * UnitSize, (float(block.base) + height / 2) * UnitSize,
        (float(block.row) + 0.5f) * UnitSize);
    const QVector3D scale = block.height > 0 ? QVector3D(1, height, 1) : QVector3D(0, 0, 0);
    return calculateTableEntry(position, scale, QVector3D(), m_color);
}

void BlockInstancing::rebuild()
{
    const int count = m_world ? int(m_world->blocks().blocks(BlockTable::Kind(m_kind)).size()) : 0;
    m_entries.resize(qsizetype(count) * qsizetype(sizeof(InstanceTableEntry)));
    auto *entries = reinterpret_cast<InstanceTableEntry *>(m_entries.data());
    for (int slot = 0; slot < count; ++slot)
        entries[slot] = entryOf(slot);
    markDirty();
}

void BlockInstancing::patch(int kind, const QList<int> &changedEntries)
{
    if (kind != m_kind || !m_world)
        return;
    const int count = int(m_world->blocks().blocks(BlockTable::Kind(m_kind)).size());
    if (count != entryCount())
        m_entries.resize(qsizetype(count) * qsizetype(sizeof(InstanceTableEntry)));
    auto *entries = reinterpret_cast<InstanceTableEntry *>(m_entries.data());
    for (const int slot : changedEntries)
        entries[slot] = entryOf(slot);
    markDirty();
}

QByteArray BlockInstancing::getInstanceBuffer(int *instanceCount)
{
    if (instanceCount)
        *instanceCount = entryCount();
    return m_entries;
}

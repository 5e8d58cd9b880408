#include "kruskalsweep.h"

#include "grid.h"

#include <algorithm>
#include <cmath>

namespace mazestudy {

namespace {
// Cells a band holds: its union-find, walls and scratch stay within a few
// megabytes, about what the cache keeps.
constexpr uint32_t BandCells = 1u << 15;
constexpr uint8_t Kept = 1, Walked = 2;
constexpr uint32_t Passed = UINT32_MAX; // a node the small tree does not keep
} // namespace

KruskalSweep::KruskalSweep(const WallKeys &keys, double topShare)
    : m_keys(keys)
    , m_cellRows(keys.cellRows())
    , m_cellCols(keys.cellCols())
    , m_topShare(topShare)
{
}

// Union-find with path halving, the root of the smaller number linked under
// the other's: no sizes to read, and any linking gives the same tree.
inline bool KruskalSweep::join(uint32_t a, uint32_t b)
{
    uint32_t *parent = m_sets.data();
    while (parent[a] != a) {
        parent[a] = parent[parent[a]];
        a = parent[a];
    }
    while (parent[b] != b) {
        parent[b] = parent[parent[b]];
        b = parent[b];
    }
    if (a == b)
        return false;
    parent[std::min(a, b)] = std::max(a, b);
    return true;
}

KruskalSweep::Result KruskalSweep::carve(uint8_t *units)
{
    Result result;
    if (m_cellRows == 0 || m_cellCols == 0)
        return result;
    const uint32_t bandRows = std::max<uint32_t>(1, BandCells / m_cellCols);
    m_edges.clear();
    m_topKeys.clear();
    m_takenTopKeys.clear();
    m_keysBelowTop = 0;
    m_treeNodes = 0;
    // Stepping stops at the tree's largest key. Every cell has a wall of the
    // tree, so that key is at least the largest over cells of their four
    // walls' smallest, which is below 1 - 2 / cells^(1/4) of the key range
    // about once in e^16 mazes: the keys above are kept aside, to find it and
    // count the walls before it without reading every wall again.
    const double topShare
        = m_topShare >= 0.0 ? m_topShare : std::min(1.0, 2.0 / std::pow(double(m_cellRows) * m_cellCols, 0.25));
    m_topFrom = topShare > 0.0 ? uint64_t(std::ldexp(1.0 - topShare, 64)) : UINT64_MAX;
    for (uint32_t top = 0; top < m_cellRows; top += bandRows) {
        const uint32_t rows = std::min(bandRows, m_cellRows - top);
        const uint32_t firstCell = m_treeNodes;
        const uint32_t nodes = firstCell + rows * m_cellCols;
        addBand(units, top, rows, firstCell);
        sortEdges();
        m_sets.resize(nodes);
        for (uint32_t node = 0; node < nodes; ++node)
            m_sets[node] = node;
        // A wall of the band taken is opened; an edge of the small tree
        // rejected closes its path's wall of the largest key. Either is
        // already so in the other case, so the grid says which it was.
        m_taken.resize(m_edges.size());
        size_t taken = 0;
        for (const Edge &edge : m_edges) {
            const bool joins = join(edge.a, edge.b);
            units[WallKeys::wallOf(edge.key)] = joins ? Grid::Floor : Grid::Wall;
            m_taken[taken] = edge;
            taken += joins;
            if (joins && edge.key >= m_topFrom)
                m_takenTopKeys.push_back(edge.key);
        }
        m_taken.resize(taken);
        if (top + rows < m_cellRows)
            keepPathsToLastRow(nodes, nodes - m_cellCols);
    }
    // A wall the tree has was taken when its band was swept (a later band
    // may close it again): the largest is among the top keys taken then.
    for (const uint64_t key : m_takenTopKeys) {
        if (units[WallKeys::wallOf(key)] == Grid::Floor)
            result.lastKey = std::max(result.lastKey, key);
    }
    if (result.lastKey != 0) {
        result.tried = m_keysBelowTop
            + uint64_t(std::count_if(
                m_topKeys.begin(), m_topKeys.end(), [&result](uint64_t key) { return key <= result.lastKey; }));
        return result;
    }
    // Not among them (about once in e^16 mazes, or a single cell): every wall again.
    m_keys.forEachWall([&](uint32_t wall) {
        if (units[wall] == Grid::Floor)
            result.lastKey = std::max(result.lastKey, m_keys.key(wall));
    });
    m_keys.forEachWall(
        [&](uint32_t wall) { result.tried += m_keys.key(wall) <= result.lastKey && result.lastKey != 0; });
    return result;
}

void KruskalSweep::addBand(uint8_t *units, uint32_t top, uint32_t rows, uint32_t firstCell)
{
    // m_edges holds the small tree, its nodes 0 .. cols-1 the row above the band.
    const uint32_t cols = m_cellCols;
    const size_t tree = m_edges.size();
    m_edges.resize(tree + size_t(rows) * (cols - 1) + size_t(top == 0 ? rows - 1 : rows) * cols);
    Edge *out = m_edges.data() + tree;
    const auto add = [this, &out](uint32_t wall, uint32_t a, uint32_t b) {
        const uint64_t key = m_keys.key(wall);
        *out++ = {key, a, b};
        if (key >= m_topFrom)
            m_topKeys.push_back(key);
        else
            ++m_keysBelowTop;
    };
    for (uint32_t r = 0; r < rows; ++r) {
        const uint32_t row = top + r;
        const uint32_t first = firstCell + r * cols;
        for (uint32_t col = 0; col < cols; ++col)
            units[m_keys.eastWall(row, col) - 1] = Grid::Floor; // the cell
        for (uint32_t col = 0; col + 1 < cols; ++col)
            add(m_keys.eastWall(row, col), first + col, first + col + 1);
        if (row == 0)
            continue;
        const uint32_t above = r == 0 ? 0 : first - cols;
        for (uint32_t col = 0; col < cols; ++col)
            add(m_keys.southWall(row - 1, col), above + col, first + col);
    }
}

void KruskalSweep::sortEdges()
{
    // Least significant digit first on the hash (the key's top 32 bits), 11
    // bits a pass: the order is stable, so equal hashes, once in a few
    // million walls, are put in wall order afterwards.
    // One pass counts all three digits.
    m_scratch.resize(m_edges.size());
    uint32_t counts[3][2048] = {};
    for (const Edge &edge : m_edges) {
        ++counts[0][(edge.key >> 32) & 2047];
        ++counts[1][(edge.key >> 43) & 2047];
        ++counts[2][edge.key >> 54];
    }
    for (int digit = 0; digit < 3; ++digit) {
        uint32_t start = 0;
        for (uint32_t &count : counts[digit]) {
            const uint32_t here = count;
            count = start;
            start += here;
        }
        const int shift = 32 + 11 * digit;
        for (const Edge &edge : m_edges)
            m_scratch[counts[digit][(edge.key >> shift) & 2047]++] = edge;
        m_edges.swap(m_scratch);
    }
    for (size_t i = 1; i < m_edges.size(); ++i) {
        if (m_edges[i].key >> 32 == m_edges[i - 1].key >> 32) {
            size_t end = i + 1;
            while (end < m_edges.size() && m_edges[end].key >> 32 == m_edges[i].key >> 32)
                ++end;
            std::sort(m_edges.begin() + std::ptrdiff_t(i - 1), m_edges.begin() + std::ptrdiff_t(end),
                [](const Edge &x, const Edge &y) { return x.key < y.key; });
            i = end;
        }
    }
}

void KruskalSweep::keepPathsToLastRow(uint32_t nodes, uint32_t firstTerminal)
{
    // m_taken is a spanning tree of the nodes. A node's degree and the XOR of
    // its edges' numbers: a leaf's edge is the XOR, and a node on a path,
    // entered by one edge, leaves by the XOR of the other.
    m_degree.assign(nodes, 0);
    m_edgesXor.assign(nodes, 0);
    for (uint32_t e = 0; e < m_taken.size(); ++e) {
        const Edge &edge = m_taken[e];
        ++m_degree[edge.a];
        ++m_degree[edge.b];
        m_edgesXor[edge.a] ^= e;
        m_edgesXor[edge.b] ^= e;
    }
    // The other end of edge e from a node, from four bytes an edge rather than sixteen.
    m_ends.resize(m_taken.size());
    for (uint32_t e = 0; e < m_taken.size(); ++e)
        m_ends[e] = m_taken[e].a ^ m_taken[e].b;
    const auto other = [this](uint32_t e, uint32_t node) { return m_ends[e] ^ node; };
    m_edgeState.assign(m_taken.size(), Kept);
    // Prune the branches that reach no cell of the last row: their walls are
    // final, no later wall can close a cycle through them.
    m_stack.clear();
    for (uint32_t node = 0; node < firstTerminal; ++node) {
        if (m_degree[node] == 1)
            m_stack.push_back(node);
    }
    while (!m_stack.empty()) {
        const uint32_t leaf = m_stack.back();
        m_stack.pop_back();
        const uint32_t e = m_edgesXor[leaf];
        m_edgeState[e] = 0;
        m_degree[leaf] = 0;
        const uint32_t next = other(e, leaf);
        m_edgesXor[next] ^= e;
        if (--m_degree[next] == 1 && next < firstTerminal)
            m_stack.push_back(next);
    }
    // The nodes the small tree keeps: the last row's cells, then where paths
    // branch (three ways or more); a cell on a path between them is passed.
    uint32_t kept = m_cellCols;
    m_newId.resize(nodes);
    for (uint32_t node = 0; node < nodes; ++node)
        m_newId[node] = node >= firstTerminal ? node - firstTerminal : m_degree[node] >= 3 ? kept++ : Passed;
    m_edges.clear();
    for (uint32_t first = 0; first < m_taken.size(); ++first) {
        if (m_edgeState[first] != Kept)
            continue;
        const Edge &edge = m_taken[first];
        uint32_t start = edge.a;
        if (m_newId[start] == Passed) {
            start = edge.b;
            if (m_newId[start] == Passed)
                continue; // the middle of a path: walked from one of its ends
        }
        uint64_t largest = edge.key;
        uint32_t e = first;
        uint32_t at = other(e, start);
        m_edgeState[e] |= Walked;
        while (m_newId[at] == Passed) {
            e = m_edgesXor[at] ^ e;
            m_edgeState[e] |= Walked;
            largest = std::max(largest, m_taken[e].key);
            at = other(e, at);
        }
        m_edges.push_back({largest, m_newId[start], m_newId[at]});
    }
    m_treeNodes = kept;
}

} // namespace mazestudy

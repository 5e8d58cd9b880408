#pragma once

#include "wallkeys.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazestudy {

// Kruskal's maze for walls tried in key order is the minimum spanning tree of
// the cells under the keys (distinct keys: one tree). Trying the walls one by
// one reads two random cells' sets a wall, hundreds of megabytes at random at
// 16001 x 16001; this builds the same tree a band of rows at a time, reading
// memory in order:
//
// The tree of the rows so far is all that matters of them, and of it only
// the paths between cells of the last row, which later walls can close into
// cycles. Those paths are kept as a small tree on the last row's cells (and
// the cells where paths branch), each of its edges standing for a path and
// carrying the path's largest key. A band's walls and that tree go through
// Kruskal together: a wall it takes is opened, and an edge of the small tree
// it rejects closes the wall of its path's largest key, the one wall of the
// cycle the maze gives up. Then the small tree is rebuilt on the band's last
// row. Every wall is read once; a band's work fits in the cache.
class KruskalSweep {
public:
    // topShare: the share of the largest keys set aside to find where
    // stepping stops (below 0: chosen for the grid; 0 reads every wall again).
    explicit KruskalSweep(const WallKeys &keys, double topShare = -1.0);
    // What stepping the same walls would have ended with.
    struct Result {
        uint64_t lastKey = 0; // the largest key of the tree, the wall stepping stops at; 0 for one cell
        uint64_t tried = 0; // walls with keys up to it: those stepping tries
    };
    // Digs the cells and opens the tree's walls in `units`, a grid of
    // 2 * cellRows + 1 by 2 * cellCols + 1 units, all of them wall.
    Result carve(uint8_t *units);

private:
    struct Edge {
        uint64_t key; // of the wall it is, or for an edge of the small tree the largest on its path
        uint32_t a, b; // nodes
    };
    // Digs the band's cells and adds its walls to m_edges, tallying their keys.
    void addBand(uint8_t *units, uint32_t top, uint32_t rows, uint32_t firstCell);
    void sortEdges();
    // Joins the sets of nodes a and b; false if they were one set already.
    bool join(uint32_t a, uint32_t b);
    void keepPathsToLastRow(uint32_t nodes, uint32_t firstTerminal);

    const WallKeys &m_keys;
    uint32_t m_cellRows;
    uint32_t m_cellCols;
    std::vector<Edge> m_edges; // the small tree, then the band's walls
    std::vector<Edge> m_scratch;
    std::vector<Edge> m_taken;
    std::vector<uint32_t> m_sets; // a band's union-find: each node's parent, a root its own
    double m_topShare;
    uint64_t m_topFrom = 0;
    std::vector<uint64_t> m_topKeys; // the keys from m_topFrom up
    std::vector<uint64_t> m_takenTopKeys; // those of them taken when their band was swept
    uint64_t m_keysBelowTop = 0;
    uint32_t m_treeNodes = 0; // the last row's cells (nodes 0 .. cols-1), then the branch cells
    // For rebuilding the small tree: each node's edges of m_taken left, and
    // the XOR of their numbers; each edge's state; the nodes' new numbers.
    std::vector<uint8_t> m_degree;
    std::vector<uint32_t> m_edgesXor;
    std::vector<uint32_t> m_ends; // each edge's two nodes XORed
    std::vector<uint8_t> m_edgeState;
    std::vector<uint32_t> m_newId;
    std::vector<uint32_t> m_stack;
};

} // namespace mazestudy

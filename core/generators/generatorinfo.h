#pragma once

#include "generator.h"

#include <memory>
#include <string>
#include <vector>

namespace mazestudy {

struct OptionInfo {
    std::string key;
    std::string defaultValue;
    std::string values; // what it accepts, for help text: "in-place|previous-sweep", "0..8"
    std::string help;
    // false: the window sets it by other means (the lab's script, from its
    // editor), so the pane's settings do not list it.
    bool typed = true;
    // What a stored maze without the option means, when it is not the
    // default: the option came with a new version of the generator, and
    // files written before it hold the old one (kruskal's order=shuffled).
    std::string legacyValue = {};
};

// Where a generator comes from: the three seed documents the product grew
// from, the classic algorithms a study calibrates against, or the lab, where
// the user writes it (registered by the programs, which run it with Qt).
enum class GeneratorOrigin : uint8_t { Seed, Classic, Lab };

// How the stepping views name a generator's calls, after its seed: the
// mazedfs lab's digout(y, x) on units, the flame game's visit(r, c) on its
// grid of cells, and the automaton, which makes no calls and sweeps instead.
// The classic generators make no calls either: their moves name units "(r, c)"
// and their state is a working set (Generator::workingSet).
// The lab: the user's own digout, a script whose calls the stack shows as they
// happened, without an order of directions to show.
enum class CallStyle : uint8_t { Visit, DigoutRotating, DigoutPermutation, Sweeps, Classic, Lab };

// What a generator does with a mask (MazeSpec::mask): carves exactly its
// cells (the generators on a graph of cells), or runs inside it with its
// outside kept wall (the automata, which work on units); or takes none.
enum class MaskUse : uint8_t { None, Carves, WallsOutside };

// What the catalogue says of a generator. Each generator fills in its own, by
// field name, in its own folder (a static info() beside its class), and the
// catalogue lists those functions once.
struct GeneratorInfo {
    std::string id;
    std::string name;
    std::string summary;
    bool oddSizesOnly = false; // a maze of cells at odd units, as the DFS family: it has the cell view
    std::vector<OptionInfo> options;
    // With None, why not, for the catalogue and the refusal.
    MaskUse maskUse = MaskUse::None;
    std::string whyNoMask;
    uint32_t colour = 0; // 0xRRGGBB, the generator's colour in panes and charts
    // Builds the step machine from a validated spec.
    std::unique_ptr<Generator> (*make)(MazeSpec spec) = nullptr;
    // Throws std::invalid_argument, naming the option, for a bad option value.
    void (*checkOptions)(const MazeSpec &spec) = nullptr;
    GeneratorOrigin origin = GeneratorOrigin::Classic;
    CallStyle callStyle = CallStyle::Classic;
    // Builds the maze a row at a time (Eller, sidewinder): stepping out of
    // the work in hand runs to the end of the row. A fact about the
    // algorithm, not about a generator's state.
    bool buildsRowByRow = false;
    // A Sweeps generator whose sweeps are whole generations (the Life-like
    // automaton), which the window counts as such.
    bool sweepsAreGenerations = false;
    // Turns options as typed into their canonical form before they are
    // checked: the lab's script=FILE.js becomes the script's digest.
    // Throws std::invalid_argument as checkOptions does.
    void (*prepareOptions)(MazeSpec &spec) = nullptr;
    // Every kind of move it narrates (its own, and the ones it shares).
    std::vector<const NarrationKind *> narrations;
};

// GeneratorInfo::make for a generator built from its spec alone.
template<class T> std::unique_ptr<Generator> makeOf(MazeSpec spec)
{
    return std::make_unique<T>(std::move(spec));
}

} // namespace mazestudy

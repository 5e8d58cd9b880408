#pragma once

#include "maskshapes.h"
#include "mazespec.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazestudy::cli {

// A mistake on the command line: printed on stderr, exit status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The arguments after the verb. Options take "--key value" or "--key=value";
// each lookup consumes what it finds, so leftovers can be reported.
class Arguments {
public:
    explicit Arguments(std::vector<std::string> words);

    bool flag(const std::string &name);
    std::optional<std::string> value(const std::string &name);
    std::vector<std::string> values(const std::string &name);
    // value(), refusing an empty one, which names nothing to write: "--json
    // needs a file name" (`what`: "a file name", "a folder name").
    std::optional<std::string> pathValue(const std::string &name, const char *what = "a file name");
    std::optional<std::string> positional();
    // Throws UsageError naming the first argument nobody asked for.
    void expectNoMore() const;

private:
    std::vector<std::string> m_words;
};

// A file a verb reads or writes. An input is named by what it is ("the
// partial a.json to merge"); an output by its option ("--json"), if any.
struct NamedFile {
    std::string path;
    std::string name;
};

// Refuses (UsageError), before anything is read or written, an output that
// is one of the inputs, by device and inode, so through links too: it would
// replace what the verb reads. An output that does not exist yet is none.
void refuseOutputsOverInputs(const std::vector<NamedFile> &inputs, const std::vector<NamedFile> &outputs);
// Refuses (UsageError) two outputs that are one file, through a link or a
// path spelled twice: only the one written last would be left.
void refuseOutputsOnOneFile(const std::vector<NamedFile> &outputs);

// Every --option KEY=VALUE; a key given twice is refused, as a repeated --seed is.
std::map<std::string, std::string> parseOptions(Arguments &arguments);
// The files that options make the verb read: the lab's script=FILE.js.
std::vector<NamedFile> optionInputs(const std::map<std::string, std::string> &options);
// --generator, --size RxC, --seed N and --option KEY=VALUE, validated; the
// files the options name go to *inputs.
// --mask: a mask file, read (readMaskFile()), or a built-in shape's name
// (disc, ring, diamond, triangle, heart), drawn anew over each maze's cells
// as the window draws it. A name wins over a file of that name: ./disc is
// the file.
struct MaskArgument {
    SharedMask file;
    std::optional<MaskShape> shape;

    explicit operator bool() const { return file || shape; }
    // The mask of a maze of rows x cols units: the shape drawn over its
    // cells, or the file's mask as read, which validateSpec() stretches.
    // Throws UsageError for a shape the size cannot hold.
    SharedMask forMaze(int rows, int cols) const;
};
// Nothing without --mask; a file joins `inputs`.
MaskArgument parseMask(Arguments &arguments, std::vector<NamedFile> *inputs);
// --size's rows and columns; left out beside a mask file, its cells one to
// one (a 20x30 mask, a 41x61 maze); else rows and cols stay as they are. A
// shape has no size of its own: without --size it is a UsageError.
void sizeOrMaskSize(const std::optional<std::string> &size, const MaskArgument &mask, int &rows, int &cols);
MazeSpec specFromArguments(Arguments &arguments, std::vector<NamedFile> *inputs = nullptr);
void parseSize(const std::string &text, int &rows, int &cols);
uint64_t parseSeed(const std::string &text);
// --braid P, the share of dead ends removed after generation; 0 without it.
double parseBraid(Arguments &arguments);
// --generators all|ID,ID,...: every generator but the lab's (with a mask,
// every one of those that carves masks), or the ids named, each once.
std::vector<std::string> generatorIds(const std::string &list, bool masked);
// Each --option goes to the generators that have it; one that none of them
// has is a mistake.
void applyOptions(const std::map<std::string, std::string> &options, std::vector<MazeSpec> &specs);

// --memory-budget SIZE ("16G", "800M"), else half of this machine's memory.
uint64_t memoryBudget(Arguments &arguments);
// Refuses, before any work, a request whose estimated peak memory is over
// the budget (MemoryBudgetError: exit 1), saying how to get under it.
void requireMemory(uint64_t estimate, uint64_t budget, const std::string &what, const std::string &smaller);
// The same for working on the maze in `file` (a .maze, .npy or .png), from its size.
void requireMemoryForFile(
    const std::string &file, uint64_t budget, const std::string &what, const std::string &smaller);

} // namespace mazestudy::cli

#pragma once

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
    std::optional<std::string> positional();
    // Throws UsageError naming the first argument nobody asked for.
    void expectNoMore() const;

private:
    std::vector<std::string> m_words;
};

// Every --option KEY=VALUE; a key given twice is refused, as a repeated --seed is.
std::map<std::string, std::string> parseOptions(Arguments &arguments);
// --generator, --size RxC, --seed N and --option KEY=VALUE, validated.
MazeSpec specFromArguments(Arguments &arguments);
void parseSize(const std::string &text, int &rows, int &cols);
uint64_t parseSeed(const std::string &text);
// --braid P, the share of dead ends removed after generation; 0 without it.
double parseBraid(Arguments &arguments);

// --memory-budget SIZE ("16G", "800M"), else half of this machine's memory.
uint64_t memoryBudget(Arguments &arguments);
// Refuses, before any work, a request whose estimated peak memory is over
// the budget (MemoryBudgetError: exit 1), saying how to get under it.
void requireMemory(uint64_t estimate, uint64_t budget, const std::string &what, const std::string &smaller);
// The same for working on the maze in `file` (a .maze, .npy or .png), from its size.
void requireMemoryForFile(
    const std::string &file, uint64_t budget, const std::string &what, const std::string &smaller);

} // namespace mazestudy::cli

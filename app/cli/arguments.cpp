#include "arguments.h"

#include "generatorcatalog.h"
#include "maskfile.h"
#include "mazefileformats.h"
#include "memorybudget.h"
#include "options.h"
#include "pngreader.h"
#include "regularfile.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace mazestudy::cli {

Arguments::Arguments(std::vector<std::string> words)
    : m_words(std::move(words))
{
}

bool Arguments::flag(const std::string &name)
{
    for (auto it = m_words.begin(); it != m_words.end(); ++it) {
        if (*it == name) {
            m_words.erase(it);
            return true;
        }
    }
    return false;
}

std::optional<std::string> Arguments::value(const std::string &name)
{
    std::vector<std::string> found = values(name);
    if (found.size() > 1)
        throw UsageError(name + " is given more than once");
    if (found.empty())
        return std::nullopt;
    return found.front();
}

std::vector<std::string> Arguments::values(const std::string &name)
{
    std::vector<std::string> found;
    for (size_t i = 0; i < m_words.size();) {
        const std::string &word = m_words[i];
        if (word == name) {
            if (i + 1 == m_words.size())
                throw UsageError(name + " needs a value");
            found.push_back(m_words[i + 1]);
            m_words.erase(m_words.begin() + long(i), m_words.begin() + long(i) + 2);
        } else if (word.compare(0, name.size() + 1, name + "=") == 0) {
            found.push_back(word.substr(name.size() + 1));
            m_words.erase(m_words.begin() + long(i));
        } else {
            ++i;
        }
    }
    return found;
}

std::optional<std::string> Arguments::pathValue(const std::string &name, const char *what)
{
    auto found = value(name);
    if (found && found->empty())
        throw UsageError(name + " needs " + what);
    return found;
}

std::optional<std::string> Arguments::positional()
{
    for (auto it = m_words.begin(); it != m_words.end(); ++it) {
        if (it->empty() || (*it)[0] != '-' || *it == "-") {
            std::string word = *it;
            m_words.erase(it);
            return word;
        }
    }
    return std::nullopt;
}

void Arguments::expectNoMore() const
{
    if (!m_words.empty())
        throw UsageError("unexpected argument \"" + m_words.front() + "\"");
}

void parseSize(const std::string &text, int &rows, int &cols)
{
    const auto x = text.find_first_of("xX");
    long long r = 0;
    long long c = 0;
    if (x == std::string::npos || !parseInteger(text.substr(0, x), r) || !parseInteger(text.substr(x + 1), c))
        throw UsageError("--size takes ROWSxCOLS, for example 41x51, not \"" + text + "\"");
    if (r < MinSide || c < MinSide || r > MaxSide || c > MaxSide)
        throw UsageError("size " + text + " is out of range: rows and columns must be from " + std::to_string(MinSide)
            + " to " + std::to_string(MaxSide));
    rows = int(r);
    cols = int(c);
}

uint64_t parseSeed(const std::string &text)
{
    uint64_t seed = 0;
    if (!parseUnsigned(text, seed))
        throw UsageError("--seed takes a whole number from 0 to 18446744073709551615, not \"" + text + "\"");
    return seed;
}

uint64_t memoryBudget(Arguments &arguments)
{
    const auto text = arguments.value("--memory-budget");
    if (!text) {
        const char *fromEnvironment = std::getenv("MAZESTUDY_MEMORY_BUDGET");
        if (fromEnvironment && !parseByteSize(fromEnvironment))
            throw UsageError("MAZESTUDY_MEMORY_BUDGET takes a size such as 800M or 16G, not \""
                + std::string(fromEnvironment) + "\"");
        return defaultMemoryBudget();
    }
    const auto bytes = parseByteSize(*text);
    if (!bytes)
        throw UsageError("--memory-budget takes a size such as 800M or 16G, not \"" + *text + "\"");
    // Lab scripts, whose needs no estimate knows, are held to it as they run.
    setProcessMemoryBudget(*bytes);
    return *bytes;
}

void requireMemory(uint64_t estimate, uint64_t budget, const std::string &what, const std::string &smaller)
{
    requireWithinBudget(estimate, budget, what,
        smaller + ", or raise the budget with --memory-budget (by default half of this machine's memory)");
}

void requireMemoryForFile(const std::string &file, uint64_t budget, const std::string &what, const std::string &smaller)
{
    // A unit is a byte of the file, or a little more with the line ends
    // (.npy: a byte or more a unit after its header).
    std::error_code sizeError;
    const auto bytes = std::filesystem::file_size(file, sizeError);
    if (sizeError)
        return;
    if (mazeFileFormat(file) != MazeFileFormat::Png) {
        requireMemory(FixedBytes + bytes * WorkingBytesPerUnit, budget, what, smaller);
        return;
    }
    // A .png's units are at most its pixels, as its header declares them,
    // each decoded to a byte first; the file is held twice, as read and as
    // the chunks handed to libpng.
    std::ifstream in(file, std::ios::binary);
    const uint64_t pixels = pngDeclaredPixels(in);
    requireMemory(FixedBytes + 2 * bytes + pixels * (1 + WorkingBytesPerUnit), budget, what, smaller);
}

std::map<std::string, std::string> parseOptions(Arguments &arguments)
{
    std::map<std::string, std::string> options;
    for (const std::string &option : arguments.values("--option")) {
        const auto equals = option.find('=');
        if (equals == std::string::npos || equals == 0)
            throw UsageError("--option takes KEY=VALUE, not \"" + option + "\"");
        const std::string key = option.substr(0, equals);
        if (!options.emplace(key, option.substr(equals + 1)).second)
            throw UsageError("--option " + key + " is given twice");
    }
    return options;
}

std::vector<NamedFile> optionInputs(const std::map<std::string, std::string> &options)
{
    const auto script = options.find("script");
    if (script == options.end() || isScriptDigest(script->second))
        return {};
    return {{script->second, "the lab script " + script->second}};
}

namespace {

std::string outputText(const NamedFile &output)
{
    return output.name.empty() ? output.path : output.name + " " + output.path;
}

} // namespace

void refuseOutputsOverInputs(const std::vector<NamedFile> &inputs, const std::vector<NamedFile> &outputs)
{
    for (const NamedFile &output : outputs) {
        const auto target = fileIdentity(output.path);
        for (const NamedFile &input : inputs) {
            if (target && target == fileIdentity(input.path))
                throw UsageError(
                    "the output " + outputText(output) + " is " + input.name + "; choose another file name");
        }
    }
}

void refuseOutputsOnOneFile(const std::vector<NamedFile> &outputs)
{
    std::vector<WriteTarget> targets;
    for (size_t i = 0; i < outputs.size(); ++i) {
        targets.push_back(writeTarget(outputs[i].path));
        for (size_t j = 0; j < i; ++j) {
            if (targets[j] == targets[i])
                throw UsageError(outputText(outputs[j]) + " and " + outputText(outputs[i])
                    + " are one file; give each output a name of its own");
        }
    }
}

double parseBraid(Arguments &arguments)
{
    const auto text = arguments.value("--braid");
    double braid = 0;
    if (text && !parseShare(*text, braid))
        throw UsageError(
            "--braid takes the share of dead ends to remove, from 0 to 1 (0.5: about half), not \"" + *text + "\"");
    return braid;
}

SharedMask MaskArgument::forMaze(int rows, int cols) const
{
    if (!shape)
        return file;
    try {
        return std::make_shared<const Mask>(shapedMask(*shape, (rows - 1) / 2, (cols - 1) / 2));
    } catch (const std::invalid_argument &error) {
        throw UsageError("--mask " + std::string(maskShapeId(*shape)) + " over " + std::to_string(rows) + "x"
            + std::to_string(cols) + ": " + error.what() + " (from 13x13 every shape holds)");
    }
}

MaskArgument parseMask(Arguments &arguments, std::vector<NamedFile> *inputs)
{
    const auto value = arguments.value("--mask");
    if (!value)
        return {};
    if (const std::optional<MaskShape> shape = maskShapeFromId(*value))
        return {nullptr, shape};
    if (inputs)
        inputs->push_back({*value, "the mask " + *value});
    return {std::make_shared<const Mask>(readMaskFile(*value)), std::nullopt};
}

void sizeOrMaskSize(const std::optional<std::string> &size, const MaskArgument &mask, int &rows, int &cols)
{
    if (size) {
        parseSize(*size, rows, cols);
    } else if (mask.shape) {
        throw UsageError("--mask " + std::string(maskShapeId(*mask.shape))
            + " is drawn over the maze's cells: give --size, for example --size 41x61");
    } else if (mask.file) {
        rows = 2 * mask.file->rows() + 1;
        cols = 2 * mask.file->cols() + 1;
    }
}

MazeSpec specFromArguments(Arguments &arguments, std::vector<NamedFile> *inputs)
{
    MazeSpec spec;
    const auto generator = arguments.value("--generator");
    if (!generator)
        throw UsageError("--generator is required (see `mazestudy-cli generators`)");
    spec.generator = *generator;
    const MaskArgument mask = parseMask(arguments, inputs);
    const auto size = arguments.value("--size");
    if (!size && !mask)
        throw UsageError("--size is required, for example --size 41x51");
    sizeOrMaskSize(size, mask, spec.rows, spec.cols);
    spec.mask = mask.forMaze(spec.rows, spec.cols);
    const auto seed = arguments.value("--seed");
    if (!seed)
        throw UsageError("--seed is required, for example --seed 1");
    spec.seed = parseSeed(*seed);
    spec.options = parseOptions(arguments);
    if (inputs) {
        for (NamedFile &input : optionInputs(spec.options))
            inputs->push_back(std::move(input));
    }
    spec.braid = parseBraid(arguments);
    try {
        validateSpec(spec);
    } catch (const std::invalid_argument &error) {
        throw UsageError(error.what());
    }
    return spec;
}

std::vector<std::string> generatorIds(const std::string &list, bool masked)
{
    std::vector<std::string> ids;
    if (list == "all") {
        for (const GeneratorInfo &info : generatorCatalog()) {
            // The lab needs a script of the user's.
            if (info.origin != GeneratorOrigin::Lab && (info.maskUse != MaskUse::None || !masked))
                ids.push_back(info.id);
        }
        return ids;
    }
    std::istringstream items(list);
    std::string id;
    std::set<std::string> seen;
    while (std::getline(items, id, ',')) {
        if (!seen.insert(id).second)
            throw UsageError("--generators names \"" + id + "\" twice");
        ids.push_back(id);
    }
    if (ids.empty())
        throw UsageError("--generators takes all or a list of ids such as backtracker,automaton");
    return ids;
}

void applyOptions(const std::map<std::string, std::string> &options, std::vector<MazeSpec> &specs)
{
    for (const auto &[key, value] : options) {
        bool used = false;
        for (MazeSpec &spec : specs) {
            const GeneratorInfo *info = findGenerator(spec.generator);
            if (!info)
                continue;
            for (const OptionInfo &option : info->options) {
                if (option.key == key) {
                    spec.options[key] = value;
                    used = true;
                }
            }
        }
        if (!used)
            throw UsageError("--option " + key + ": none of the generators given has that option");
    }
}

} // namespace mazestudy::cli

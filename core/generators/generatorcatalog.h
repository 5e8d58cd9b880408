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
};

struct GeneratorInfo {
    std::string id;
    std::string name;
    std::string summary;
    bool oddSizesOnly = false;
    std::vector<OptionInfo> options;
};

const std::vector<GeneratorInfo> &generatorCatalog();
const GeneratorInfo *findGenerator(const std::string &id);

// Checks generator, size, parity and options, and fills in every option's
// default. Throws std::invalid_argument with a message for the user.
void validateSpec(MazeSpec &spec);

// Validates the spec, then builds its step machine.
std::unique_ptr<Generator> makeGenerator(MazeSpec spec);

} // namespace mazestudy

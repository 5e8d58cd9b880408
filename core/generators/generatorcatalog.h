#pragma once

#include "generatorinfo.h"

#include <memory>
#include <string>
#include <vector>

namespace mazestudy {

const std::vector<GeneratorInfo> &generatorCatalog();
// Adds a generator the engine cannot build by itself (the lab's scripts run
// in Qt's JavaScript engine). Call it at start-up, before any lookup: the
// catalogue's entries must not move while pointers to them are held.
void registerGenerator(GeneratorInfo info);
const GeneratorInfo *findGenerator(const std::string &id);
// How reports name an origin: "seed", "classic" or "lab".
const char *originId(GeneratorOrigin origin);
// The catalogue's call style of a generator (Sweeps for one it does not know).
CallStyle callStyleOf(const std::string &generatorId);

// The generators a window opens with: the seeds' own, in catalogue order.
std::vector<std::string> seedGeneratorIds();
// The one-click comparison "seed vs baselines": the sandbox's automaton beside
// the binary tree its seed says it resembles, a uniform maze (Wilson) and the
// flame game's backtracker.
const std::vector<std::string> &seedVsBaselinesIds();

// Why a generator that takes no masks refuses one.
std::string maskRefusalReason(const GeneratorInfo &info);
// How reports name a MaskUse: "carves", "walls-outside" or "none".
const char *maskUseId(MaskUse use);
// What the catalogue says of a generator and masks, in a few words.
std::string maskUseText(const GeneratorInfo &info);

// Checks generator, size, parity, mask and options, fills in every option's
// default and stretches a mask smaller than the maze over its cells. Throws std::invalid_argument with a message for
// the user.
void validateSpec(MazeSpec &spec);

// A spec read back from a file: the options it leaves out that came with a
// later version of its generator get the value that means the version before
// (OptionInfo::legacyValue). Then validateSpec() fills in the defaults.
void fillLegacyOptions(MazeSpec &spec);

// Validates the spec, then builds its step machine.
std::unique_ptr<Generator> makeGenerator(MazeSpec spec);

} // namespace mazestudy

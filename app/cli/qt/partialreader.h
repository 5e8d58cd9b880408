#pragma once

#include "studypartial.h"
#include "studysweep.h"

#include <QByteArray>

#include <string>
#include <variant>

namespace mazestudy::cli {

// A study's partial, or a sweep's (`study --sizes ... --shard I/N`).
using PartialFile = std::variant<StudyPartial, SweepPartial>;

// Reads a partial that `mazestudy-cli study --shard` wrote. Throws
// StudyMergeError when the file is not JSON (truncated), not a partial, of
// another partial version, or missing what a partial holds, and
// std::runtime_error when it cannot be read. checkStudyPartial() or
// checkSweepPartial() then checks that what it holds adds up.
PartialFile readPartial(const std::string &path);
// The same from a partial's bytes, named `source` in messages: what the fuzz
// harness (tests/fuzz/fuzz_study_partial.cpp) reads.
PartialFile parsePartial(const QByteArray &bytes, const std::string &source);

} // namespace mazestudy::cli

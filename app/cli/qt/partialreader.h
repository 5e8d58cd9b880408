#pragma once

#include "studypartial.h"

#include <QByteArray>

#include <string>

namespace mazestudy::cli {

// Reads a partial that `mazestudy-cli study --shard` wrote. Throws
// StudyMergeError when the file is not JSON (truncated), not a partial, of
// another partial version, or missing what a partial holds, and
// std::runtime_error when it cannot be read. checkStudyPartial() then checks
// that what it holds adds up.
StudyPartial readStudyPartial(const std::string &path);
// The same from a partial's bytes, named `source` in messages: what the fuzz
// harness (tests/fuzz/fuzz_study_partial.cpp) reads.
StudyPartial parseStudyPartial(const QByteArray &bytes, const std::string &source);

} // namespace mazestudy::cli

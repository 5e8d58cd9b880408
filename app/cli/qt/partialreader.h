#pragma once

#include "studypartial.h"

#include <string>

namespace mazestudy::cli {

// Reads a partial that `mazestudy-cli study --shard` wrote. Throws
// StudyMergeError when the file is not JSON (truncated), not a partial, of
// another partial version, or missing what a partial holds, and
// std::runtime_error when it cannot be read. checkStudyPartial() then checks
// that what it holds adds up.
StudyPartial readStudyPartial(const std::string &path);

} // namespace mazestudy::cli

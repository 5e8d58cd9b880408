#pragma once

#include <string>

namespace mazestudy {

// Writes the whole content to a temporary file beside `path` and renames it
// into place, so a failure never leaves a half-written file. Returns false
// with a message for the user.
bool writeFileAtomically(const std::string &path, const std::string &content, std::string &error);

} // namespace mazestudy

#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace mazestudy {

// Writes the whole content to a temporary file beside `path` and renames it
// into place, so a failure never leaves a half-written file. Returns false
// with a message for the user.
bool writeFileAtomically(const std::string &path, const std::string &content, std::string &error);
// The same, with the content streamed by `write`. The file is created before
// `write` runs, so an unwritable path fails before any work done inside it.
bool writeFileAtomically(const std::string &path, const std::function<void(std::ostream &)> &write, std::string &error);

} // namespace mazestudy

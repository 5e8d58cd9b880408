#pragma once

#include <QString>

#include <optional>
#include <string>

// The lab's scripts, by digest: a spec names its script by the SHA-256 of its
// text (the `script` option), so that a .maze file, a study's JSON and the
// stepping history all say which script made a maze without carrying it.
// Shared by every thread of the process; a script once added stays.
namespace LabScripts {

// The largest script the lab takes (a digout is a page or two).
constexpr qsizetype MaxBytes = 1 << 20;

// Adds the script and returns its digest: 64 hex digits, the SHA-256 of its
// UTF-8 text.
std::string add(const QString &source);
// Adds the script in a .js file and returns its digest: the SHA-256 of the
// file's bytes as they are (a byte-order mark or invalid UTF-8 included), so
// that `sha256sum FILE.js` names the same script; throws as readFile() does.
std::string addFile(const QString &path);
std::optional<QString> source(const std::string &digest);
bool isDigest(const std::string &text);

// The script in a .js file, read as UTF-8; throws std::invalid_argument with
// a message naming the file when it cannot be read or is too big.
QString readFile(const QString &path);

} // namespace LabScripts

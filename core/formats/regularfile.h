#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace mazestudy {

// Inputs are read from regular files only: a FIFO without a writer blocks
// open() for ever and a device such as /dev/zero never ends, so both are
// refused by their kind before anything is opened or allocated.

// Which file a path names, links followed: two paths are one file when these agree.
struct FileIdentity {
    uint64_t device = 0;
    uint64_t inode = 0;
    friend bool operator==(FileIdentity a, FileIdentity b) { return a.device == b.device && a.inode == b.inode; }
    friend bool operator!=(FileIdentity a, FileIdentity b) { return !(a == b); }
};

// Why `path` cannot be read as a regular file ("it is a FIFO, not a file",
// or the system's cause), or empty when it can; `size` then holds its size.
std::string regularFileProblem(const std::string &path, uint64_t *size = nullptr);
// The size of the regular file at `path`. Throws std::runtime_error
// ("cannot read PATH: " and the problem).
uint64_t regularFileSize(const std::string &path);
// Empty when nothing is there (or it cannot be looked at).
std::optional<FileIdentity> fileIdentity(const std::string &path);

// The path a chain of symbolic links from `path` ends at: `path` itself when
// it is no link, and a name that does not exist yet when the last link
// dangles (the file a write through it creates). Sets `code` (ELOOP past 40
// links, or the system's cause) when the chain cannot be followed.
std::filesystem::path followLinks(const std::filesystem::path &path, std::error_code &code);

// The file a write to `path` lands on, links followed: the file there (by
// device and inode), or for one not made yet the absolute path its link
// chain ends at. Two outputs with equal targets are one file.
struct WriteTarget {
    std::optional<FileIdentity> file;
    std::filesystem::path path;
    friend bool operator==(const WriteTarget &a, const WriteTarget &b)
    {
        return a.file || b.file ? a.file == b.file : a.path == b.path;
    }
};
WriteTarget writeTarget(const std::string &path);

} // namespace mazestudy

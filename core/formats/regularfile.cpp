#include "regularfile.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace mazestudy {

namespace {

const char *kindName(mode_t mode)
{
    switch (mode & S_IFMT) {
    case S_IFDIR:
        return "a folder";
    case S_IFIFO:
        return "a FIFO";
    case S_IFCHR:
    case S_IFBLK:
        return "a device";
    case S_IFSOCK:
        return "a socket";
    default:
        return "not a regular file";
    }
}

} // namespace

std::string regularFileProblem(const std::string &path, uint64_t *size)
{
    struct stat info { };
    if (::stat(path.c_str(), &info) != 0)
        return std::strerror(errno);
    if (!S_ISREG(info.st_mode))
        return std::string("it is ") + kindName(info.st_mode) + ", not a file";
    if (size)
        *size = uint64_t(info.st_size);
    return {};
}

uint64_t regularFileSize(const std::string &path)
{
    if (path.empty())
        throw std::runtime_error("cannot read a file without a name: give a file name");
    uint64_t size = 0;
    const std::string problem = regularFileProblem(path, &size);
    if (!problem.empty())
        throw std::runtime_error("cannot read " + path + ": " + problem);
    return size;
}

std::optional<FileIdentity> fileIdentity(const std::string &path)
{
    struct stat info { };
    if (::stat(path.c_str(), &info) != 0)
        return std::nullopt;
    return FileIdentity {uint64_t(info.st_dev), uint64_t(info.st_ino)};
}

std::filesystem::path followLinks(const std::filesystem::path &path, std::error_code &code)
{
    std::filesystem::path target = path;
    struct stat info { };
    for (int hops = 0; ::lstat(target.c_str(), &info) == 0 && S_ISLNK(info.st_mode); ++hops) {
        if (hops == 40) {
            code = std::error_code(ELOOP, std::generic_category());
            break;
        }
        const std::filesystem::path link = std::filesystem::read_symlink(target, code);
        if (code)
            break;
        target = link.is_absolute() ? link : target.parent_path() / link;
    }
    return target;
}

WriteTarget writeTarget(const std::string &path)
{
    if (const auto file = fileIdentity(path))
        return {file, {}};
    std::error_code code;
    const std::filesystem::path target = followLinks(path, code);
    return {std::nullopt, std::filesystem::weakly_canonical(std::filesystem::absolute(target, code), code)};
}

} // namespace mazestudy

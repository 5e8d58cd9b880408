#include "atomicfilewriter.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace mazestudy {

AtomicFileWriter::~AtomicFileWriter()
{
    discard();
}

bool AtomicFileWriter::open(const std::string &path, std::string &error)
{
    namespace fs = std::filesystem;
    discard();
    std::error_code code;
    if (fs::is_directory(path, code)) {
        error = "cannot write " + path + ": it is a folder";
        return false;
    }
    m_path = path;
    m_out.open(temporaryPath(), std::ios::binary | std::ios::trunc);
    if (!m_out) {
        error = "cannot write " + path + ": " + std::strerror(errno);
        return false;
    }
    m_open = true;
    return true;
}

bool AtomicFileWriter::commit(std::string &error)
{
    m_out.flush();
    if (!m_out) {
        error = "cannot write " + m_path + ": " + std::strerror(errno);
        discard();
        return false;
    }
    m_out.close();
    std::error_code code;
    std::filesystem::rename(temporaryPath(), m_path, code);
    if (code) {
        error = "cannot write " + m_path + ": " + code.message();
        discard();
        return false;
    }
    m_open = false;
    return true;
}

void AtomicFileWriter::discard()
{
    if (!m_open)
        return;
    m_out.close();
    std::error_code code;
    std::filesystem::remove(temporaryPath(), code);
    m_open = false;
}

} // namespace mazestudy

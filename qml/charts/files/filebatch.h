#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <utility>
#include <vector>

namespace mazestudy::charts {

// Files that are written together or not at all ("Export all", --charts-dir):
// every file goes to a temporary file beside its name first, and only when
// all of them were written completely are they renamed into place. On any
// failure the temporary files, and any file of the batch already renamed,
// are removed, so a failed export leaves no partial set behind. Files of the
// same names from before are replaced only once every new file is ready.
class FileBatch {
    Q_DECLARE_TR_FUNCTIONS(FileBatch)

public:
    void add(const QString &fileName, QByteArray content);
    const std::vector<std::pair<QString, QByteArray>> &files() const { return m_files; }

    // Creates `folder` (and its parents) when missing. False with a message
    // for the user, having left nothing of the batch behind.
    bool write(const QString &folder, QString &error) const;
    // One file the same way: the old file stays until the new one is complete.
    static bool writeOne(const QString &path, QByteArray content, QString &error);

private:
    std::vector<std::pair<QString, QByteArray>> m_files;
};

} // namespace mazestudy::charts

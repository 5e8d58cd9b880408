#include "filebatch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace mazestudy::charts {

namespace {

QString partPath(const QString &path)
{
    return path + QStringLiteral(".part");
}

// All of `content`, unbuffered: QFile reports a write that a full disk cut
// short as "Unknown error", and only the write after it fails with the
// system's cause ("No space left on device"), so write until one fails.
bool writeWhole(QFile &file, const QByteArray &content)
{
    for (qsizetype at = 0; at < content.size();) {
        const qint64 written = file.write(content.constData() + at, content.size() - at);
        if (written <= 0)
            return false;
        at += qsizetype(written);
    }
    return true;
}

} // namespace

void FileBatch::add(const QString &fileName, QByteArray content)
{
    m_files.emplace_back(fileName, std::move(content));
}

bool FileBatch::writeOne(const QString &path, QByteArray content, QString &error)
{
    const QFileInfo info(path);
    FileBatch batch;
    batch.add(info.fileName(), std::move(content));
    return batch.write(info.absolutePath(), error);
}

bool FileBatch::write(const QString &folder, QString &error) const
{
    QDir dir(folder);
    const bool existed = dir.exists();
    if (!dir.mkpath(QStringLiteral("."))) {
        error = tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    std::vector<QString> paths;
    for (const auto &[name, content] : m_files)
        paths.push_back(dir.filePath(name));

    // A folder in the way of a file would only fail the rename in phase
    // two, after other files were replaced: refuse it before anything.
    for (const QString &path : paths) {
        if (QFileInfo(path).isDir()) {
            error = tr("Cannot write %1: a folder of that name is in the way.").arg(QDir::toNativeSeparators(path));
            if (!existed)
                dir.rmdir(dir.absolutePath());
            return false;
        }
    }

    // Phase one: every file complete under its temporary name.
    // A folder made for the batch goes too (rmdir only removes it empty).
    const auto removeParts = [&](size_t count) {
        for (size_t i = 0; i < count; ++i)
            QFile::remove(partPath(paths[i]));
        if (!existed)
            dir.rmdir(dir.absolutePath());
    };
    for (size_t i = 0; i < m_files.size(); ++i) {
        QFile file(partPath(paths[i]));
        const bool written = file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)
            && writeWhole(file, m_files[i].second);
        const QString reason = file.errorString();
        file.close();
        if (!written || file.error() != QFileDevice::NoError) {
            error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(paths[i]), reason);
            removeParts(i + 1);
            return false;
        }
    }
    // Phase two: into place. rename() replaces an old file of the same name
    // in one step (QFile::rename would refuse).
    for (size_t i = 0; i < m_files.size(); ++i) {
        if (std::rename(QFile::encodeName(partPath(paths[i])).constData(), QFile::encodeName(paths[i]).constData())
            != 0) {
            error = tr("Cannot write %1.").arg(QDir::toNativeSeparators(paths[i]));
            for (size_t done = 0; done < i; ++done)
                QFile::remove(paths[done]);
            for (size_t left = i; left < m_files.size(); ++left)
                QFile::remove(partPath(paths[left]));
            if (!existed)
                dir.rmdir(dir.absolutePath());
            return false;
        }
    }
    return true;
}

} // namespace mazestudy::charts

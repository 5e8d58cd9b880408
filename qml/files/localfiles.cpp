#include "localfiles.h"

#include <QDir>
#include <QFileInfo>

QString LocalFiles::path(const QUrl &file)
{
    if (file.isLocalFile())
        return file.toLocalFile();
    // Qt 6.4's dialog: the folder's path, a slash and the typed name, no
    // scheme; a typed path of its own ("/tmp/x.csv") starts at the doubled slash.
    if (file.scheme().isEmpty() && file.host().isEmpty() && QDir::isAbsolutePath(file.path())) {
        const QString joined = file.path();
        const qsizetype typed = joined.indexOf(QLatin1String("//"));
        return QDir::cleanPath(typed < 0 ? joined : joined.mid(typed + 1));
    }
    return {};
}

QUrl LocalFiles::savedFile(const QUrl &chosen, const QString &suffix) const
{
    QString local = path(chosen);
    if (local.isEmpty())
        return {};
    const QFileInfo info(local);
    // A folder keeps its name: writing over it is refused with a reason.
    if (!suffix.isEmpty() && info.suffix().isEmpty() && !info.isDir() && !local.endsWith(QLatin1Char('/')))
        local += QLatin1Char('.') + suffix;
    return QUrl::fromLocalFile(local);
}

QUrl LocalFiles::fileIn(const QUrl &folder, const QString &name) const
{
    QString local = path(folder);
    if (local.isEmpty() || !QFileInfo(local).isDir())
        local = QDir::homePath();
    return QUrl::fromLocalFile(QDir(local).filePath(name));
}

QUrl LocalFiles::folderOf(const QUrl &file) const
{
    const QString local = path(file);
    return local.isEmpty() ? QUrl() : QUrl::fromLocalFile(QFileInfo(local).absolutePath());
}

QUrl LocalFiles::lastFolder() const
{
    // A folder since removed is no place to open in.
    return QUrl::fromLocalFile(
        !m_lastFolder.isEmpty() && QFileInfo(m_lastFolder).isDir() ? m_lastFolder : QDir::homePath());
}

void LocalFiles::remember(const QUrl &file)
{
    const QString local = path(file);
    if (local.isEmpty())
        return;
    const QFileInfo info(local);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (folder == m_lastFolder)
        return;
    m_lastFolder = folder;
    emit lastFolderChanged();
}

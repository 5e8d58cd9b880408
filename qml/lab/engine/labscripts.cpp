#include "labscripts.h"

#include "options.h"
#include "regularfile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QMutex>

#include <stdexcept>

namespace {
QMutex mutex;
QHash<QByteArray, QString> &scripts()
{
    static QHash<QByteArray, QString> byDigest;
    return byDigest;
}
} // namespace

namespace LabScripts {

namespace {
std::string addWithDigestOf(const QByteArray &bytes, const QString &source)
{
    const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    QMutexLocker lock(&mutex);
    scripts().insert(digest, source);
    return digest.toStdString();
}

// A .js file's bytes, at most MaxBytes of them.
QByteArray readBytes(const QString &path)
{
    // A FIFO would block the read for ever, a device never end.
    const std::string problem = mazestudy::regularFileProblem(path.toStdString());
    if (!problem.empty())
        throw std::invalid_argument("cannot read the script " + path.toStdString() + ": " + problem);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw std::invalid_argument(
            "cannot read the script " + path.toStdString() + ": " + file.errorString().toStdString());
    // Read one byte past the limit: the size a file claims may not be what it holds.
    QByteArray bytes = file.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes)
        throw std::invalid_argument("the script " + path.toStdString() + " is over " + std::to_string(MaxBytes >> 10)
            + " KiB; a lab script is a page or two");
    return bytes;
}
} // namespace

std::string add(const QString &source)
{
    return addWithDigestOf(source.toUtf8(), source);
}

std::string addFile(const QString &path)
{
    const QByteArray bytes = readBytes(path);
    return addWithDigestOf(bytes, QString::fromUtf8(bytes));
}

std::optional<QString> source(const std::string &digest)
{
    QMutexLocker lock(&mutex);
    const auto found = scripts().constFind(QByteArray::fromStdString(digest));
    if (found == scripts().constEnd())
        return std::nullopt;
    return *found;
}

bool isDigest(const std::string &text)
{
    return mazestudy::isScriptDigest(text);
}

QString readFile(const QString &path)
{
    return QString::fromUtf8(readBytes(path));
}

} // namespace LabScripts

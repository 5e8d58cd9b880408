#include "labscripts.h"

#include "options.h"
#include "regularfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>

#include <stdexcept>

namespace {
QMutex mutex;
QHash<QByteArray, LabScript> &scripts()
{
    static QHash<QByteArray, LabScript> byDigest;
    return byDigest;
}
} // namespace

namespace LabScripts {

namespace {
std::string addWithDigestOf(const QByteArray &bytes, const LabScript &script)
{
    const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    QMutexLocker lock(&mutex);
    scripts().insert(digest, script);
    return digest.toStdString();
}

std::invalid_argument unreadable(const QString &path, const std::string &why)
{
    return std::invalid_argument("cannot read the script " + path.toStdString() + ": " + why);
}

// A script file's bytes, at most `cap` of them.
QByteArray readBytes(const QString &path, qsizetype cap = MaxBytes)
{
    // A FIFO would block the read for ever, a device never end.
    const std::string problem = mazestudy::regularFileProblem(path.toStdString());
    if (!problem.empty())
        throw unreadable(path, problem);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw unreadable(path, file.errorString().toStdString());
    // Read one byte past the limit: the size a file claims may not be what it holds.
    QByteArray bytes = file.read(cap + 1);
    if (bytes.size() > cap)
        throw std::invalid_argument("the script " + path.toStdString() + " is over " + std::to_string(cap >> 10)
            + " KiB; a lab script is a page or two");
    return bytes;
}

bool isJavaFile(const QString &path)
{
    return path.endsWith(QLatin1String(".java"), Qt::CaseInsensitive);
}

LabSourceFile javaFile(const QString &text)
{
    return {javaFileName(text), text};
}

// The public class a Java file declares, or empty.
QString publicClassOf(const QString &source)
{
    static const QRegularExpression publicClass(
        QStringLiteral("\\bpublic\\s+(?:(?:final|abstract|strictfp)\\s+)*class\\s+([A-Za-z_$][\\w$]*)"));
    const QRegularExpressionMatch match = publicClass.match(source);
    return match.hasMatch() ? match.captured(1) : QString();
}

// The other .java files in the folder of `path`, as the assignment's
// students keep a helper class beside studentcode.java. Two files of one
// public class (a copy saved under another name) are refused: both would be
// compiled as that class's file.
QList<LabSourceFile> companionsOf(const QString &path, const QString &mainName)
{
    const QFileInfo main(path);
    QList<LabSourceFile> files;
    QHash<QString, QString> fileOfName {{mainName, main.fileName()}};
    qsizetype bytes = main.size();
    const QFileInfoList found = main.dir().entryInfoList(
        {QStringLiteral("*.java")}, QDir::Files | QDir::Readable | QDir::CaseSensitive, QDir::Name);
    for (const QFileInfo &other : found) {
        if (other.canonicalFilePath() == main.canonicalFilePath())
            continue;
        if (files.size() == MaxCompanions)
            throw std::invalid_argument("the folder of " + path.toStdString() + " has more than "
                + std::to_string(MaxCompanions + 1) + " .java files; the lab compiles at most that many together");
        const QByteArray text = readBytes(other.filePath());
        bytes += text.size();
        if (bytes > MaxCompanionBytes)
            throw std::invalid_argument("the .java files of the folder of " + path.toStdString() + " are over "
                + std::to_string(MaxCompanionBytes >> 20) + " MiB together");
        const QString source = QString::fromUtf8(text);
        // A file without a public class (a helper class of the package)
        // compiles under its own name, as javac allows.
        files.append({publicClassOf(source).isEmpty() ? other.fileName() : javaFileName(source), source});
        const QString twin = fileOfName.value(files.back().name);
        if (!twin.isEmpty())
            throw std::invalid_argument("the folder of " + path.toStdString() + " has two files of public class "
                + files.back().name.chopped(5).toStdString() + ", " + twin.toStdString() + " and "
                + other.fileName().toStdString() + ": keep one, since javac compiles a public class from one file");
        fileOfName.insert(files.back().name, other.fileName());
    }
    return files;
}
} // namespace

std::string add(const QString &source)
{
    LabScript script;
    script.language = languageOf(source);
    script.main = script.language == LabLanguage::Java ? javaFile(source) : LabSourceFile {{}, source};
    return addWithDigestOf(source.toUtf8(), script);
}

std::string addFile(const QString &path)
{
    const QByteArray bytes = readBytes(path);
    LabScript script;
    const QString text = QString::fromUtf8(bytes);
    if (isJavaFile(path)) {
        script.language = LabLanguage::Java;
        script.main = javaFile(text);
        script.companions = companionsOf(path, script.main.name);
    } else {
        script.main = {{}, text};
    }
    // The files beside a studentcode.java are part of what runs: two
    // folders with one main file and other companions are two scripts.
    QByteArray digested = bytes;
    for (const LabSourceFile &companion : script.companions)
        digested += '\0' + companion.name.toUtf8() + '\0' + companion.text.toUtf8();
    return addWithDigestOf(digested, script);
}

std::optional<LabScript> script(const std::string &digest)
{
    QMutexLocker lock(&mutex);
    const auto found = scripts().constFind(QByteArray::fromStdString(digest));
    if (found == scripts().constEnd())
        return std::nullopt;
    return *found;
}

std::optional<QString> source(const std::string &digest)
{
    if (const auto found = script(digest))
        return found->main.text;
    return std::nullopt;
}

bool isDigest(const std::string &text)
{
    return mazestudy::isScriptDigest(text);
}

LabLanguage languageOf(const QString &source)
{
    static const QRegularExpression subclass(QStringLiteral("\\bclass\\s+\\w+\\s+extends\\s+mazedfs\\b"));
    static const QRegularExpression aClass(QStringLiteral("\\bclass\\s+[A-Za-z_$]"));
    static const QRegularExpression function(QStringLiteral("\\bfunction\\s+digout\\b"));
    // A typo in `extends mazedfs` keeps Java Java: javac then says what is wrong.
    const bool java
        = subclass.match(source).hasMatch() || (aClass.match(source).hasMatch() && !function.match(source).hasMatch());
    return java ? LabLanguage::Java : LabLanguage::JavaScript;
}

QString javaFileName(const QString &source)
{
    const QString name = publicClassOf(source);
    return (name.isEmpty() ? QStringLiteral("studentcode") : name) + QStringLiteral(".java");
}

QString readFile(const QString &path)
{
    return QString::fromUtf8(readBytes(path));
}

} // namespace LabScripts

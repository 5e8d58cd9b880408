// Runs the Qt Quick tests in qml/: every save dialog of the window, a name
// typed into it, and the file found on disk (or the error shown). Qt Charts
// draws the exported pictures, and it needs a QApplication, which
// QUICK_TEST_MAIN does not make; HOME is a fresh folder, where the dialogs
// open, so that nothing is written into the user's.

#include "labcatalog.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

// What the tests look at on disk.
class TestFiles : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString folder READ folder CONSTANT)
    Q_PROPERTY(QUrl folderUrl READ folderUrl CONSTANT)

public:
    explicit TestFiles(QString folder, QObject *parent = nullptr)
        : QObject(parent)
        , m_folder(std::move(folder))
    {
    }
    QString folder() const { return m_folder; }
    QUrl folderUrl() const { return QUrl::fromLocalFile(m_folder); }

    Q_INVOKABLE QString path(const QString &name) const { return QDir(m_folder).filePath(name); }
    // The file's size, -1 when there is no regular file of that name.
    Q_INVOKABLE qint64 size(const QString &name) const
    {
        const QFileInfo info(path(name));
        return info.isFile() ? info.size() : -1;
    }
    Q_INVOKABLE QString read(const QString &name) const
    {
        QFile file(path(name));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    Q_INVOKABLE bool write(const QString &name, const QString &text) const
    {
        QFile file(path(name));
        return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0;
    }
    Q_INVOKABLE bool makeFolder(const QString &name) const { return QDir(m_folder).mkpath(name); }
    // What ADMesh (Debian's admesh) reports of an STL file, "" when it cannot run.
    Q_INVOKABLE QString admesh(const QString &name) const
    {
        QProcess process;
        process.start(QStringLiteral("/usr/bin/admesh"), {path(name)});
        if (!process.waitForFinished(60000) || process.exitCode() != 0)
            return {};
        return QString::fromUtf8(process.readAllStandardOutput());
    }
    Q_INVOKABLE QStringList names(const QString &subfolder) const
    {
        return QDir(path(subfolder)).entryList(QDir::Files, QDir::Name);
    }

private:
    QString m_folder;
};

class Setup : public QObject {
    Q_OBJECT

public:
    explicit Setup(QString home)
        : m_home(std::move(home))
    {
    }

public slots:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerLabGenerator();
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine->rootContext()->setContextProperty(QStringLiteral("testFiles"), new TestFiles(m_home, engine));
    }

private:
    QString m_home;
};

int main(int argc, char **argv)
{
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    qputenv("HOME", QFile::encodeName(home.path()));
    QApplication app(argc, argv);
    Setup setup(home.path());
    return quick_test_main_with_setup(argc, argv, "mazestudy_savedialogs", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "tst_savedialogs.moc"

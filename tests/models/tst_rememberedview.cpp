// The remembered window geometry and dot picture are input (#32, rows 5 and
// 6): a geometry of a million pixels, a FIFO or a URL as the picture must
// not stall or bloat the start. The window opens at once, on the screen,
// with the default for what cannot be used.

#include "comparison.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "rememberedview.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <sys/stat.h>

#include <limits>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

namespace {

constexpr int IntMax = std::numeric_limits<int>::max();
constexpr int IntMin = std::numeric_limits<int>::min();

// A settings file as an editor or another program may leave it.
void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestRememberedView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void geometry_data()
    {
        QTest::addColumn<QVariant>("remembered");
        QTest::addColumn<QList<QRect>>("screens");
        QTest::addColumn<QRect>("expected");
        QTest::addColumn<bool>("noted");
        const QList<QRect> one {QRect(0, 0, 1600, 900)};
        const QList<QRect> two {QRect(0, 0, 1600, 900), QRect(1600, 0, 1280, 1024)};
        QTest::newRow("fits") << QVariant(QRect(10, 20, 1000, 700)) << one << QRect(10, 20, 1000, 700) << false;
        QTest::newRow("a million pixels")
            << QVariant(QRect(0, 0, 1000000, 1000000)) << one << QRect(0, 0, 1600, 900) << true;
        QTest::newRow("half off the right")
            << QVariant(QRect(1200, 100, 1000, 700)) << one << QRect(600, 100, 1000, 700) << true;
        QTest::newRow("on the second screen")
            << QVariant(QRect(1700, 50, 800, 600)) << two << QRect(1700, 50, 800, 600) << false;
        QTest::newRow("mostly on the second")
            << QVariant(QRect(1500, 50, 1000, 600)) << two << QRect(1600, 50, 1000, 600) << true;
        QTest::newRow("tiny") << QVariant(QRect(5, 5, 3, 2)) << one << QRect(5, 5, 480, 400) << true;
        QTest::newRow("off every screen") << QVariant(QRect(50000, 50000, 800, 600)) << one << QRect() << true;
        QTest::newRow("extreme corners") << QVariant(QRect(QPoint(IntMin, IntMin), QPoint(IntMax, IntMax))) << one
                                         << QRect(0, 0, 1600, 900) << true;
        QTest::newRow("extreme position")
            // By its corners: x + width would overflow an int, as no settings file can make it.
            << QVariant(QRect(QPoint(IntMax - 10, IntMax - 10), QPoint(IntMax, IntMax))) << one << QRect() << true;
        QTest::newRow("empty") << QVariant(QRect(10, 10, -5, 0)) << one << QRect() << true;
        QTest::newRow("not a rectangle") << QVariant(QStringLiteral("1280x800")) << one << QRect() << true;
        QTest::newRow("missing") << QVariant() << one << QRect() << false;
        QTest::newRow("no screen, sane") << QVariant(QRect(10, 20, 1000, 700)) << QList<QRect>()
                                         << QRect(10, 20, 1000, 700) << false;
        QTest::newRow("no screen, a million pixels")
            << QVariant(QRect(0, 0, 1000000, 1000000)) << QList<QRect>() << QRect() << true;
    }

    void geometry()
    {
        QFETCH(QVariant, remembered);
        QFETCH(QList<QRect>, screens);
        QFETCH(QRect, expected);
        QFETCH(bool, noted);
        const RememberedView view = checkRememberedView(remembered, {}, screens);
        QCOMPARE(view.geometry, expected);
        QCOMPARE(!view.notes.isEmpty(), noted);
    }

    void dotPicture()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString picture = dir.filePath(QStringLiteral("dot.png"));
        writeText(picture, QByteArray("\x89PNG\r\n\x1a\n", 8));
        // Sparse: the cap is on the size stat() reports, nothing is read.
        const QString large = dir.filePath(QStringLiteral("large.png"));
        {
            QFile file(large);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(RememberedView::MaxDotPictureBytes + 1));
        }
        const auto kept = [](const QUrl &url) { return checkRememberedView({}, url, {}).dotPicture; };
        QCOMPARE(kept(QUrl::fromLocalFile(picture)), QUrl::fromLocalFile(picture));
        QCOMPARE(kept(QUrl::fromLocalFile(fifo)), QUrl());
        QVERIFY(dotPictureProblem(QUrl::fromLocalFile(fifo)).contains(QStringLiteral("FIFO")));
        QCOMPARE(kept(QUrl(QStringLiteral("http://127.0.0.1:9/dot.png"))), QUrl());
        QVERIFY(dotPictureProblem(QUrl(QStringLiteral("http://127.0.0.1:9/dot.png")))
                    .contains(QStringLiteral("never fetched")));
        QCOMPARE(kept(QUrl(QStringLiteral("qrc:/qt/qml/MazeStudy/icons/flame.svg"))), QUrl());
        QCOMPARE(kept(QUrl::fromLocalFile(QStringLiteral("/dev/zero"))), QUrl());
        QCOMPARE(kept(QUrl::fromLocalFile(dir.path())), QUrl());
        QCOMPARE(kept(QUrl::fromLocalFile(large)), QUrl());
        QVERIFY(dotPictureProblem(QUrl::fromLocalFile(large)).contains(QStringLiteral("32 MiB")));
        QCOMPARE(kept(QUrl(QStringLiteral("file:dot.png"))), QUrl());
        QCOMPARE(kept(QUrl::fromLocalFile(dir.filePath(QStringLiteral("missing.png")))), QUrl());
        // A remembered value that is a string, as an edited file holds it.
        QCOMPARE(checkRememberedView({}, QUrl::fromLocalFile(picture).toString(), {}).dotPicture,
            QUrl::fromLocalFile(picture));
        // A huge value is named in the note, capped.
        const RememberedView noted = checkRememberedView({}, QString(1 << 20, QLatin1Char('x')), {});
        QCOMPARE(noted.notes.size(), 1);
        QVERIFY(noted.notes.first().size() < 1000);
    }

    // A picture chosen in the window is held to the same rule: it is read
    // again at every start.
    void chosenDotPicture()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString picture = dir.filePath(QStringLiteral("dot.png"));
        writeText(picture, QByteArray("\x89PNG\r\n\x1a\n", 8));
        Comparison comparison;
        QVERIFY(comparison.setProperty("dotPicture", QUrl::fromLocalFile(picture)));
        QCOMPARE(comparison.dotPicture(), QUrl::fromLocalFile(picture));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("it is a FIFO, not a file")));
        comparison.setProperty("dotPicture", QUrl::fromLocalFile(fifo));
        QCOMPARE(comparison.dotPicture(), QUrl::fromLocalFile(picture));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("never fetched")));
        comparison.setProperty("dotPicture", QUrl(QStringLiteral("http://127.0.0.1:9/dot.png")));
        QCOMPARE(comparison.dotPicture(), QUrl::fromLocalFile(picture));
        comparison.setProperty("dotPicture", QUrl());
        QCOMPARE(comparison.dotPicture(), QUrl());
    }

    // The whole start from a hostile settings file: the comparison reads it,
    // the real window opens with it, at once, on the screen.
    void hostileSettingsStartAtOnce_data()
    {
        QTest::addColumn<QByteArray>("picture");
        QTest::newRow("a FIFO") << QByteArray("FIFO");
        QTest::newRow("a URL") << QByteArray("http://127.0.0.1:9/dot.png");
    }

    void hostileSettingsStartAtOnce()
    {
        QFETCH(QByteArray, picture);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("dot.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QByteArray value = picture == "FIFO" ? QUrl::fromLocalFile(fifo).toEncoded() : picture;
        const QString file = dir.filePath(QStringLiteral("mazestudy.ini"));
        writeText(file, "[window]\ngeometry=@Rect(0 0 1000000 1000000)\n[view]\ndotPicture=" + value + "\n");

        QElapsedTimer started;
        started.start();
        Comparison comparison;
        comparison.setSettingsFile(file);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("window geometry .* does not fit")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("dot picture .* is not used")));
        comparison.loadSettings();
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY(screen.contains(comparison.windowGeometry()));
        QCOMPARE(comparison.property("dotPicture").toUrl(), QUrl());

        LanguageSwitcher languages;
        QQmlApplicationEngine engine;
        QQuickWindow *window = loadMainWindow(engine, &comparison, &languages);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->width() <= screen.width() && window->height() <= screen.height());
        // A bound far above the expected (well under a second): a blocked
        // open() or a gigabyte texture would take the test's whole timeout.
        QVERIFY2(started.elapsed() < 20000, qPrintable(QString::number(started.elapsed())));
        window->close();
    }

    // The program itself, with the user's settings file in a config folder
    // of the test's own: it notes both values on stderr at once, and its
    // window stays far from the 4.4 GB a million-pixel geometry took.
    void theProgramStartsAtOnce()
    {
        QTemporaryDir config;
        const QString fifo = config.filePath(QStringLiteral("dot.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(QDir(config.path()).mkpath(QStringLiteral("MazeStudy")));
        writeText(config.filePath(QStringLiteral("MazeStudy/mazestudy.conf")),
            "[window]\ngeometry=@Rect(0 0 1000000 1000000)\n[view]\ndotPicture=" + QUrl::fromLocalFile(fifo).toEncoded()
                + "\n");
        QProcess window;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        window.setProcessEnvironment(environment);
        QElapsedTimer started;
        started.start();
        window.start(QStringLiteral(MAZESTUDY_WINDOW), {});
        QVERIFY(window.waitForStarted());
        QByteArray err;
        // A bound far above the expected (well under a second).
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         err += window.readAllStandardError();
                         return err.contains("does not fit the screen") && err.contains("it is a FIFO, not a file");
                     },
                     20000),
            err.constData());
        QTest::qWait(1000);
        QCOMPARE(window.state(), QProcess::Running);
        QFile status(QStringLiteral("/proc/%1/status").arg(window.processId()));
        QVERIFY(status.open(QIODevice::ReadOnly));
        const QByteArray text = status.readAll();
        const qsizetype at = text.indexOf("VmRSS:");
        QVERIFY(at >= 0);
        const long residentKb = text.mid(at + 6, text.indexOf('\n', at) - at - 6).trimmed().split(' ').first().toLong();
        QVERIFY2(residentKb > 0 && residentKb < 1024 * 1024, qPrintable(QString::number(residentKb)));
        window.terminate();
        QVERIFY(window.waitForFinished(20000));
        QVERIFY2(started.elapsed() < 60000, qPrintable(QString::number(started.elapsed())));
    }
};

QTEST_MAIN(TestRememberedView)
#include "tst_rememberedview.moc"

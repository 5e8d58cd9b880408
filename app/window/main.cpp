// mazestudy: the comparison window. See docs/user-guide.md.

#include "comparison.h"
#include "labcatalog.h"
#include "labrunner.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "maskchoice.h"
#include "maskshapes.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "restartrequest.h"
#include "scenegraphbackend.h"
#include "screenshotter.h"
#include "uibenchmark.h"
#include "windowoptions.h"
#include "worldbenchmark.h"

#include <QApplication>
#include <QIcon>
#include <QPalette>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStyle>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <thread>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

namespace {
QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2d, 0x33);
    const QColor base(0x1f, 0x21, 0x26);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x84, 0x8c);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x44));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabled);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x38, 0x3b, 0x42));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::white);
    palette.setColor(QPalette::Light, QColor(0x48, 0x4b, 0x53));
    palette.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x4a));
    palette.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x38));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1d));
    palette.setColor(QPalette::Shadow, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xdb));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabled);
    return palette;
}

// The largest listed speed at or below the one asked for (max and instant as they are).
int listedSpeed(const Comparison &comparison, int speed)
{
    if (speed <= 0)
        return speed;
    int chosen = 1;
    for (int listed : comparison.speeds()) {
        if (listed > 0 && listed <= speed)
            chosen = listed;
    }
    return chosen;
}

bool hasDisplay()
{
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return true;
    std::fprintf(stderr,
        "mazestudy: there is no display to open the window on.\n"
        "  With a virtual one:  Xvfb :99 -screen 0 1920x1080x24 -nolisten tcp &  DISPLAY=:99 mazestudy\n"
        "  A picture of it:     QT_QPA_PLATFORM=offscreen mazestudy --screenshot shot.png\n"
        "  Without a window:    mazestudy-cli --help\n");
    return false;
}

void applyStyle(const WindowOptions &options)
{
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    if (options.theme == QLatin1String("dark"))
        QApplication::setPalette(darkPalette());
    else if (options.theme == QLatin1String("light"))
        QApplication::setPalette(QApplication::style() ? QApplication::style()->standardPalette() : QPalette());
}

// The panes the window opens with: those remembered, or those the command
// line names, or a benchmark's. False, with the message, for unknown ones.
bool choosePanes(Comparison &comparison, const WindowOptions &options)
{
    if (!options.generators.isEmpty()) {
        comparison.setGenerators(options.generators);
        if (comparison.panes()->rowCount() == options.generators.size())
            return true;
        std::fprintf(stderr, "mazestudy: %s\n",
            qPrintable(QCoreApplication::translate(
                "main", "--generators: unknown generator among \"%1\" (mazestudy-cli generators lists them)")
                           .arg(options.generators.join(QLatin1Char(',')))));
        return false;
    }
    if (options.benchmark && options.view3D) {
        comparison.setGenerators({QStringLiteral("backtracker")});
    } else if (options.benchmark) {
        comparison.setGenerators({});
        for (int i = 1; i < 4; ++i)
            comparison.addPane();
    }
    return true;
}

// The size, seed, shape, views, speed and geometry the command line asks for, over
// what was remembered. False, with the message, for a size out of range.
bool applyCommandLine(Comparison &comparison, WindowOptions &options)
{
    if (options.benchmark && !options.rows) {
        options.rows = 1001;
        options.cols = 1001;
    }
    if (options.rows && !comparison.setSize(*options.rows, *options.cols)) {
        std::fprintf(stderr, "mazestudy: --size: %s %s\n",
            qPrintable(comparison.sideProblem(QString::number(*options.rows), true)),
            qPrintable(comparison.sideProblem(QString::number(*options.cols), false)));
        return false;
    }
    if (options.seed)
        comparison.setSeed(*options.seed);
    if (!options.mask.isEmpty()) {
        const bool shape = mazestudy::maskShapeFromId(options.mask.toStdString()).has_value();
        if (!comparison.mask()->restore(shape ? options.mask : QStringLiteral("file"), options.mask)) {
            std::fprintf(stderr, "mazestudy: --mask: %s\n", qPrintable(comparison.mask()->problem()));
            return false;
        }
    }
    for (PaneModel *pane : comparison.panes()->panes()) {
        if (options.view3D)
            pane->setView3D(true);
        if (options.fullLight)
            pane->setFullLight(true);
    }
    if (options.speed)
        comparison.setSpeed(listedSpeed(comparison, *options.speed));
    else if (!options.remembers())
        comparison.setSpeed(0);
    if (options.windowSize.isValid())
        comparison.setWindowGeometry(QRect(QPoint(0, 0), options.windowSize));
    else if (!options.remembers())
        comparison.setWindowGeometry({});
    return true;
}

bool anyPaneIn3D(Comparison &comparison)
{
    const auto panes = comparison.panes()->panes();
    return std::any_of(panes.begin(), panes.end(), [](const PaneModel *pane) { return pane->view3D(); });
}

// What the window does once shown: a screenshot, a benchmark, or the panes
// run for a person. The 3D benchmark walks a 201 x 201 and a 1001 x 1001
// maze unless --size names one (`worldSizes`).
std::unique_ptr<QObject> startTask(QQuickWindow *window, Comparison &comparison, const WindowOptions &options,
    const std::vector<QSize> &worldSizes, const QString &backend)
{
    if (!options.screenshot.isEmpty()) {
        auto screenshotter = std::make_unique<Screenshotter>(window, &comparison, options.screenshot, options.scene);
        comparison.runAll();
        screenshotter->start();
        return screenshotter;
    }
    if (options.benchmark && options.view3D) {
        comparison.setSpeed(-1);
        auto benchmark = std::make_unique<WorldBenchmark>(window, &comparison, worldSizes, backend);
        benchmark->start();
        return benchmark;
    }
    if (options.benchmark) {
        auto benchmark
            = std::make_unique<UiBenchmark>(window, &comparison, options.rounds, backend, options.benchmarkMode);
        benchmark->start();
        return benchmark;
    }
    comparison.runAll();
    return nullptr;
}

} // namespace

int main(int argc, char *argv[])
{
    registerLabGenerator();
    // The panes' Solve and Trace modes show a script's own solve() and trace().
    setLabWalks(true);
    // Each lab script runs in a helper of its own with a share of the memory
    // budget: the panes (at most Comparison::MaxPanes, 8) or a study's
    // threads, and the lab editor's Check, may run scripts at once.
    setLabScriptShares(std::max(8u, std::thread::hardware_concurrency()) + 1);
    // An exported video's ffmpeg that has ended is a failed write for the
    // export to report, not the end of the window.
    std::signal(SIGPIPE, SIG_IGN);
    if (!hasDisplay())
        return 2;
    QApplication::setOrganizationName(QStringLiteral("MazeStudy"));
    QApplication::setApplicationName(QStringLiteral("mazestudy"));
    QApplication::setApplicationVersion(QStringLiteral(MAZESTUDY_VERSION));
    QApplication app(argc, argv);
    // The desktop entry's name, so that a shell matches the window to its menu entry and icon.
    QApplication::setDesktopFileName(QStringLiteral("io.github.mazestudy.MazeStudy"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.mazestudy.MazeStudy.svg")));

    // Before the command line is read, so that its messages are translated.
    LanguageSwitcher languages;
    const QString languageArgument = WindowCommandLine::languageArgument(app.arguments()).left(2).toLower();
    if (!languages.setLanguage(languageArgument))
        languages.setLanguage(QString());
    WindowOptions options;
    const auto outcome = WindowCommandLine::parse(app.arguments(), options);
    if (outcome != WindowCommandLine::Outcome::Run)
        return outcome == WindowCommandLine::Outcome::ExitOk ? 0 : 2;
    applyStyle(options);

    Comparison comparison;
    comparison.setSettingsFile(options.settingsFile);
    if (options.remembers()) {
        comparison.loadSettings();
        languages.rememberIn(options.settingsFile);
        if (languageArgument.isEmpty())
            languages.setLanguage(languages.rememberedLanguage());
    }
    std::vector<QSize> worldSizes {QSize(201, 201), QSize(1001, 1001)};
    if (options.rows)
        worldSizes = {QSize(*options.cols, *options.rows)};
    if (!choosePanes(comparison, options) || !applyCommandLine(comparison, options))
        return 2;
    const QString backend = SceneGraphBackend::choose(options.renderer, anyPaneIn3D(comparison));
    // Benchmark rounds start from the command; everything else starts at once.
    if (options.benchmark)
        comparison.resetAll();

    QQmlApplicationEngine engine;
    QQuickWindow *window = loadMainWindow(engine, &comparison, &languages);
    if (!window)
        return 1;
    const std::unique_ptr<QObject> task = startTask(window, comparison, options, worldSizes, backend);
    const int status = app.exec();
    if (options.remembers())
        comparison.saveSettings();
    if (RestartRequest::requested() && status == 0)
        QProcess::startDetached(QCoreApplication::applicationFilePath(), QCoreApplication::arguments().mid(1));
    return status;
}

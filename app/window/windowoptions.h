#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

// What `mazestudy` was asked to do on its command line.
struct WindowOptions {
    QString screenshot; // --screenshot FILE.png: finish every pane, save the window, exit
    QString scene; // --show panes|stepping|charts|play: what the screenshot shows
    bool view3D = false; // --view 3d: every pane in its 3D view
    bool fullLight = false; // --light full: the 3D view in daylight, not the flame's
    bool benchmark = false; // --benchmark-ui
    int rounds = 5; // --rounds N, for the benchmark
    QString benchmarkMode = QStringLiteral("generate"); // --mode generate|step|solve|trace|play, for the benchmark
    std::optional<int> rows; // --size RxC
    std::optional<int> cols;
    std::optional<qint64> seed; // --seed N
    QString mask; // --mask disc|ring|...|FILE: every pane's shape
    QStringList generators; // --generators a,b,...
    QSize windowSize; // --window WxH
    std::optional<int> speed; // --speed N|max|instant
    QString language; // --language de
    QString theme; // --theme light|dark
    QString settingsFile; // --settings FILE
    QString renderer = QStringLiteral("auto"); // --renderer auto|opengl|software

    // Screenshots and benchmarks neither read nor write the user's settings.
    bool remembers() const { return screenshot.isEmpty() && !benchmark; }
};

class WindowCommandLine {
    Q_DECLARE_TR_FUNCTIONS(WindowCommandLine)

public:
    enum class Outcome { Run, ExitOk, ExitError };

    // Parses the arguments; prints help, version or the error itself.
    static Outcome parse(const QStringList &arguments, WindowOptions &options);
    // The value of --language, looked up before translations are installed.
    static QString languageArgument(const QStringList &arguments);
};

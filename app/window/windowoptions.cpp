#include "windowoptions.h"

#include "catalogtext.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <cstdio>

namespace {
bool parseSize(const QString &text, int &first, int &second)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,6})\\s*[xX×]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return false;
    first = match.captured(1).toInt();
    second = match.captured(2).toInt();
    return true;
}

void print(FILE *stream, const QString &text)
{
    std::fputs(qPrintable(text), stream);
    std::fflush(stream);
}
} // namespace

QString WindowCommandLine::languageArgument(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--language") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--language=")))
            return arguments[i].mid(11);
    }
    return {};
}

WindowCommandLine::Outcome WindowCommandLine::parse(const QStringList &arguments, WindowOptions &options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("MazeStudy: compare maze generators side by side. Without options it opens the window as you left it."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        tr("Open the window, let every pane finish, save the window as a PNG and exit."), tr("file"));
    const QCommandLineOption show(QStringLiteral("show"),
        tr("What the screenshot shows: panes (the default), stepping (every pane at move 60, the call stack open), "
           "charts (a study's charts), solver-study (a study with the race's solvers, their chart), differences (a "
           "study's generators compared, in a table), play (the first "
           "pane's maze in Play), solve (the first pane solved), race (solvers raced on the first pane's maze, to "
           "the end), trace (the first pane's shortest path traced), edit (the first pane in Edit) or lab (the lab's "
           "script editor for the first pane)."),
        tr("scene"), QStringLiteral("panes"));
    const QCommandLineOption view(QStringLiteral("view"),
        tr("2d, or 3d: every pane walks its maze in 3D once it is made (with --benchmark-ui: time loading and walking "
           "the 3D view instead)."),
        tr("view"), QStringLiteral("2d"));
    const QCommandLineOption light(QStringLiteral("light"),
        tr("The 3D view's light: flame (the default, the player's blue flame) or full (daylight)."), tr("light"),
        QStringLiteral("flame"));
    const QCommandLineOption benchmark(QStringLiteral("benchmark-ui"),
        tr("Generate in four panes as fast as possible, print frame intervals and each pane's time to finish, "
           "compare with the engine's own run, and exit."));
    const QCommandLineOption rounds(
        QStringLiteral("rounds"), tr("Rounds of the benchmark, each with the next seed (default 5)."), tr("count"));
    const QCommandLineOption mode(QStringLiteral("mode"),
        tr("What the panes do in the benchmark: generate (the default), step (every pane stepped together, the "
           "next step as soon as every pane has answered), or solve, trace or play (the game started on each "
           "finished maze)."),
        tr("mode"), QStringLiteral("generate"));
    const QCommandLineOption size(
        QStringLiteral("size"), tr("Maze size, rows x columns, for example 101x101."), tr("rows x columns"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("The seed."), tr("number"));
    const QCommandLineOption mask(QStringLiteral("mask"),
        tr("The shape of every pane's maze: disc, ring, diamond, triangle, heart, or a mask file (text or PNG)."),
        tr("shape or file"));
    const QCommandLineOption generators(QStringLiteral("generators"),
        tr("One pane per generator id, comma-separated (see mazestudy-cli generators)."), tr("ids"));
    const QCommandLineOption window(
        QStringLiteral("window"), tr("Window size in pixels, for example 1280x800."), tr("width x height"));
    const QCommandLineOption speed(
        QStringLiteral("speed"), tr("Steps a second, or max, or instant (screenshots default to max)."), tr("speed"));
    const QCommandLineOption language(
        QStringLiteral("language"), tr("Language of the window, for example de or en."), tr("code"));
    const QCommandLineOption theme(QStringLiteral("theme"), tr("light or dark (default: the system's)."), tr("theme"));
    const QCommandLineOption settings(
        QStringLiteral("settings"), tr("Remember the window in this file instead of the user's settings."), tr("file"));
    const QCommandLineOption renderer(QStringLiteral("renderer"),
        tr("auto, opengl or software (auto: software when OpenGL is a software rasterizer)."), tr("renderer"));
    parser.addOptions({screenshot, show, view, light, benchmark, rounds, mode, size, seed, mask, generators, window,
        speed, language, theme, settings, renderer});

    const auto fail = [&parser](const QString &message) {
        print(stderr, QStringLiteral("mazestudy: %1\n%2").arg(message, parser.helpText()));
        return Outcome::ExitError;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        print(stdout, parser.helpText());
        return Outcome::ExitOk;
    }
    if (parser.isSet(version)) {
        print(stdout, QStringLiteral("mazestudy %1\n").arg(QCoreApplication::applicationVersion()));
        return Outcome::ExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));

    options.screenshot = parser.value(screenshot);
    options.mask = parser.value(mask);
    options.scene = parser.value(show);
    const QStringList scenes {QStringLiteral("panes"), QStringLiteral("stepping"), QStringLiteral("charts"),
        QStringLiteral("differences"), QStringLiteral("play"), QStringLiteral("solve"), QStringLiteral("trace"),
        QStringLiteral("edit"), QStringLiteral("lab"), QStringLiteral("race"), QStringLiteral("solver-study")};
    if (!scenes.contains(options.scene))
        return fail(tr(
            "--show takes panes, stepping, charts, solver-study, differences, play, solve, race, trace, edit or lab, "
            "not \"%1\"")
                        .arg(options.scene));
    if (parser.isSet(show) && options.screenshot.isEmpty())
        return fail(tr("--show goes with --screenshot"));
    const QString viewName = parser.value(view).toLower();
    if (viewName != QLatin1String("2d") && viewName != QLatin1String("3d"))
        return fail(tr("--view takes 2d or 3d, not \"%1\"").arg(parser.value(view)));
    options.view3D = viewName == QLatin1String("3d");
    const QString lightName = parser.value(light).toLower();
    if (lightName != QLatin1String("flame") && lightName != QLatin1String("full"))
        return fail(tr("--light takes flame or full, not \"%1\"").arg(parser.value(light)));
    options.fullLight = lightName == QLatin1String("full");
    options.benchmark = parser.isSet(benchmark);
    if (parser.isSet(rounds)) {
        bool ok = false;
        options.rounds = parser.value(rounds).toInt(&ok);
        if (!ok || options.rounds < 1 || options.rounds > 1000)
            return fail(tr("--rounds takes a whole number from 1 to 1000"));
    }
    options.benchmarkMode = parser.value(mode).toLower();
    const QStringList modes {QStringLiteral("generate"), QStringLiteral("step"), QStringLiteral("solve"),
        QStringLiteral("trace"), QStringLiteral("play")};
    if (!modes.contains(options.benchmarkMode))
        return fail(tr("--mode takes generate, step, solve, trace or play, not \"%1\"").arg(parser.value(mode)));
    if (parser.isSet(mode) && !options.benchmark)
        return fail(tr("--mode goes with --benchmark-ui"));
    if (parser.isSet(size)) {
        int rows = 0;
        int cols = 0;
        if (!parseSize(parser.value(size), rows, cols))
            return fail(tr("--size takes rows x columns, for example 101x101, not \"%1\"").arg(parser.value(size)));
        options.rows = rows;
        options.cols = cols;
    }
    if (parser.isSet(seed)) {
        const QString problem = CatalogText::seedProblem(parser.value(seed));
        if (!problem.isEmpty())
            return fail(problem);
        options.seed = parser.value(seed).trimmed().toLongLong();
    }
    if (parser.isSet(generators))
        options.generators = parser.value(generators).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(window)) {
        int width = 0;
        int height = 0;
        if (!parseSize(parser.value(window), width, height) || width < 200 || height < 200)
            return fail(
                tr("--window takes width x height in pixels, at least 200x200, not \"%1\"").arg(parser.value(window)));
        options.windowSize = QSize(width, height);
    }
    if (parser.isSet(speed)) {
        const QString value = parser.value(speed);
        bool ok = true;
        options.speed = value == QLatin1String("max") ? 0 : value == QLatin1String("instant") ? -1 : value.toInt(&ok);
        if (!ok || *options.speed < -1)
            return fail(tr("--speed takes steps a second, max or instant, not \"%1\"").arg(value));
    }
    options.language = parser.value(language);
    options.theme = parser.value(theme);
    if (!options.theme.isEmpty() && options.theme != QLatin1String("light") && options.theme != QLatin1String("dark"))
        return fail(tr("--theme takes light or dark, not \"%1\"").arg(options.theme));
    options.settingsFile = parser.value(settings);
    if (parser.isSet(renderer)) {
        options.renderer = parser.value(renderer);
        if (options.renderer != QLatin1String("auto") && options.renderer != QLatin1String("opengl")
            && options.renderer != QLatin1String("software"))
            return fail(tr("--renderer takes auto, opengl or software, not \"%1\"").arg(options.renderer));
    }
    if (!options.screenshot.isEmpty() && options.benchmark)
        return fail(tr("--screenshot and --benchmark-ui do not go together"));
    return Outcome::Run;
}

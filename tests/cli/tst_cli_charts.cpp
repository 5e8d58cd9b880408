// `mazestudy-cli study --charts-dir DIR`, run as a user would: without a
// display, it writes the window's charts of the study; its chart data equals
// what the charts library makes of the same study in this process; a folder
// it cannot write fails before the study and leaves nothing behind; a
// sweep's charts show how each metric grows.

#include "clirunner.h"

#include "../charts/chartchecks.h"
#include "chartdatawriter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace mazestudy;
using namespace mazestudy::charts;

namespace {

// As on a machine without a display: neither X11, Wayland nor a Qt platform set.
clirunner::Result runWithoutDisplay(const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QString::fromLatin1(name));
    return clirunner::runCli(arguments, environment);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliCharts : public QObject {
    Q_OBJECT

private slots:
    void writesTheChartsWithoutADisplay();
    void unwritableFolderFailsFirstAndLeavesNothing();
    void sweepChartsEachMetricsGrowth();
};

void TestCliCharts::writesTheChartsWithoutADisplay()
{
    QTemporaryDir dir;
    const QString charts = dir.filePath(QStringLiteral("study/charts"));
    const auto result = runWithoutDisplay({"study", "--generators", "all", "--size", "21x31", "--runs", "20", "--seed",
        "8", "--charts-dir", charts, "--json", dir.filePath("summary.json"), "--solvers", "wall-follower-left,bfs"});
    QCOMPARE(result.status, 0);
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));

    const ChartSet expected
        = chartchecks::runStudy(chartchecks::studyConfig(21, 31, 20, 8, chartchecks::chartSolvers)).charts;
    for (const ChartKind kind : AllChartKinds) {
        const QString name = charts + "/" + QString::fromStdString(ChartDataWriter::chartName(kind));
        QCOMPARE(readAll(name + ".csv").toStdString(), ChartDataWriter::csv(expected, kind));
        QCOMPARE(readAll(name + ".json").toStdString(), ChartDataWriter::json(expected, kind));
        QCOMPARE(QImage(name + ".png").size(), QSize(1600, 1000));
        QXmlStreamReader svg(readAll(name + ".svg"));
        while (!svg.atEnd())
            svg.readNext();
        QVERIFY2(!svg.hasError(), qPrintable(svg.errorString()));
    }
    for (const std::string &id : chartchecks::allGenerators())
        QVERIFY(!QImage(charts + QString("/heat-map-%1.png").arg(id.c_str())).isNull());
    // Sixteen chart files (PNG, SVG, CSV, JSON of four charts, the solvers' one
    // among them) and a PNG and CSV heat map per generator.
    QCOMPARE(QDir(charts).entryList(QDir::Files).size(), 16 + 2 * int(chartchecks::allGenerators().size()));
    QVERIFY(QFile::exists(dir.filePath("summary.json")));
}

void TestCliCharts::unwritableFolderFailsFirstAndLeavesNothing()
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const auto result = runWithoutDisplay({"study", "--generators", "all", "--size", "21x21", "--runs", "5", "--seed",
        "1", "--charts-dir", dir.filePath("file/charts"), "--csv", dir.filePath("study.csv")});
    QCOMPARE(result.status, 1);
    QVERIFY2(result.err.contains(QStringLiteral("--charts-dir")), qPrintable(result.err));
    QVERIFY(result.out.isEmpty());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList {QStringLiteral("file")});

    // A folder in the way of one chart: found only when writing, after the
    // study; then no chart and no other output is left.
    const QString charts = dir.filePath(QStringLiteral("charts"));
    QVERIFY(QDir().mkpath(charts + "/edge-bias.svg"));
    const auto late = runWithoutDisplay({"study", "--generators", "all", "--size", "21x21", "--runs", "5", "--seed",
        "1", "--charts-dir", charts, "--csv", dir.filePath("study.csv")});
    QCOMPARE(late.status, 1);
    QVERIFY2(late.err.contains(QStringLiteral("edge-bias.svg")), qPrintable(late.err));
    QCOMPARE(QDir(charts).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList {"edge-bias.svg"});
    QVERIFY(!QFile::exists(dir.filePath("study.csv")));
}

// A sweep's charts: a metric's means against the side on log axes, a line a
// generator named with the exponent the sweep's JSON fits; none for a
// metric no generator has at two sizes; merged shards draw the same charts.
void TestCliCharts::sweepChartsEachMetricsGrowth()
{
    QTemporaryDir dir;
    const QString charts = dir.filePath(QStringLiteral("growth"));
    const QStringList sweep {
        "study", "--generators", "binary-tree,wilson", "--sizes", "21x21,41x41,81x81", "--runs", "4", "--seed", "2"};
    const auto result = runWithoutDisplay(sweep + QStringList {"--charts-dir", charts});
    QCOMPARE(result.status, 0);
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    const QJsonObject json = QJsonDocument::fromJson(result.out).object();

    const QString path = charts + QStringLiteral("/growth-shortest-path");
    QCOMPARE(QImage(path + ".png").size(), QSize(1600, 1000));
    QXmlStreamReader svg(readAll(path + ".svg"));
    QString text;
    while (!svg.atEnd()) {
        if (svg.readNext() == QXmlStreamReader::Characters)
            text += svg.text().toString() + QLatin1Char('\n');
    }
    QVERIFY2(!svg.hasError(), qPrintable(svg.errorString()));
    QVERIFY2(text.contains(QStringLiteral("How shortest_path grows with the side")), qPrintable(text));
    int named = 0;
    for (const QJsonValue fit : json[QStringLiteral("fits")].toArray()) {
        const QJsonObject object = fit.toObject();
        if (object[QStringLiteral("metric")].toString() != QStringLiteral("shortest_path"))
            continue;
        const QString name = object[QStringLiteral("generator")].toString() == QStringLiteral("wilson")
            ? QStringLiteral("Wilson's algorithm")
            : QStringLiteral("Binary tree");
        const QString exponent = QString::number(object[QStringLiteral("exponent")].toDouble(), 'f', 3);
        QVERIFY2(text.contains(name + QStringLiteral(", exponent ") + exponent), qPrintable(text));
        ++named;
    }
    QCOMPARE(named, 2);
    // Both generators make perfect mazes: no loops at any size, so no chart of them.
    QVERIFY(!QFile::exists(charts + QStringLiteral("/growth-loops.png")));
    const QStringList files = QDir(charts).entryList(QDir::Files);
    QVERIFY(files.size() > 20);
    QCOMPARE(files.filter(QStringLiteral(".png")).size(), files.filter(QStringLiteral(".svg")).size());

    // Two shards merged draw the same pictures, byte for byte.
    QStringList partials;
    for (const QString shard : {QStringLiteral("1/2"), QStringLiteral("2/2")}) {
        partials << dir.filePath(QStringLiteral("part-%1.json").arg(shard.left(1)));
        QCOMPARE(runWithoutDisplay(sweep + QStringList {"--shard", shard, "--json", partials.last()}).status, 0);
    }
    const QString merged = dir.filePath(QStringLiteral("merged"));
    const auto merge = runWithoutDisplay(QStringList {"merge"} + partials + QStringList {"--charts-dir", merged});
    QCOMPARE(merge.status, 0);
    QCOMPARE(QDir(merged).entryList(QDir::Files), files);
    for (const QString &file : files)
        QVERIFY2(readAll(merged + "/" + file) == readAll(charts + "/" + file), qPrintable(file));
}

QTEST_MAIN(TestCliCharts)
#include "tst_cli_charts.moc"

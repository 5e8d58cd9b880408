// The exported files: PNGs at the size asked for, SVGs that are valid XML
// and render in another program (rsvg-convert), the pictures of heat maps
// and mazes, and writes that either complete or leave nothing behind.

#include "chartchecks.h"

#include "chartdatawriter.h"
#include "chartrenderer.h"
#include "chartsetexport.h"
#include "filebatch.h"
#include "heatmappainter.h"
#include "mazefile.h"
#include "mazepicture.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <unistd.h>

using namespace mazestudy;
using namespace mazestudy::charts;

namespace {

QImage pngImage(const QByteArray &bytes)
{
    QImage image;
    image.loadFromData(bytes, "PNG");
    return image;
}

// How many pixels have exactly this colour.
int pixelsOf(const QImage &image, QRgb color)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int count = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            count += (line[x] & 0xFFFFFF) == (color & 0xFFFFFF);
    }
    return count;
}

QString xmlError(const QByteArray &svg, QString &viewBox)
{
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("svg"))
            viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
    }
    return xml.hasError() ? xml.errorString() : QString();
}

// Every piece of text an SVG draws, in order, a space between pieces.
QString svgText(const QByteArray &svg)
{
    QXmlStreamReader xml(svg);
    QStringList pieces;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            pieces << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    return pieces.join(QLatin1Char(' '));
}

QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
}

} // namespace

class TestChartExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pngsHaveTheSizeAskedFor_data();
    void pngsHaveTheSizeAskedFor();
    void largePicturesScaleTheirText();
    void svgsAreValidAndRenderElsewhere();
    void picturesShowEveryLabelWhole_data();
    void picturesShowEveryLabelWhole();
    void exportAllWritesEveryFile();
    void unwritableFolderReportsAndLeavesNothing();
    void readOnlyFolderReportsAndLeavesNothing();
    void folderInTheWayKeepsTheOldFiles();
    void failedFileLeavesNoPartialFiles();
    void heatMapPictures();
    void mazePictures();

private:
    QString m_rsvg;
    chartchecks::StudyRun m_study;
};

void TestChartExport::initTestCase()
{
    m_rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    m_study = chartchecks::runStudy(chartchecks::studyConfig(21, 21, 12, 3, chartchecks::chartSolvers));
}

void TestChartExport::pngsHaveTheSizeAskedFor_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("kind");
    QTest::newRow("small dead ends") << QSize(640, 400) << int(ChartKind::DeadEnds);
    QTest::newRow("default corridor lengths") << ChartRenderer::DefaultSize << int(ChartKind::CorridorLengths);
    QTest::newRow("print edge bias") << QSize(3200, 2000) << int(ChartKind::EdgeBias);
    QTest::newRow("square") << QSize(1200, 1200) << int(ChartKind::DeadEnds);
}

void TestChartExport::pngsHaveTheSizeAskedFor()
{
    QFETCH(QSize, size);
    QFETCH(int, kind);
    const QImage image = pngImage(ChartSetExport::chartPng(m_study.charts, ChartKind(kind), size));
    QCOMPARE(image.size(), size);
    // The generators' colours are in it: the chart was drawn, not left white.
    for (const ChartGenerator &generator : m_study.charts.deadEnds.generators)
        QVERIFY2(pixelsOf(image, generator.color.rgb()) > 0, qPrintable(generator.label));
}

void TestChartExport::largePicturesScaleTheirText()
{
    // Laid out at 800 x 500 and enlarged: print-size pictures carry
    // proportionally larger text, not more of the same small text.
    QCOMPARE(ChartRenderer::layoutSize(QSize(1600, 1000)), QSizeF(800, 500));
    QCOMPARE(ChartRenderer::layoutSize(QSize(3200, 2000)), QSizeF(800, 500));
    QCOMPARE(ChartRenderer::layoutSize(QSize(640, 400)), QSizeF(640, 400));
    QCOMPARE(ChartRenderer::layoutSize(QSize(3000, 500)), QSizeF(3000, 500));
}

void TestChartExport::svgsAreValidAndRenderElsewhere()
{
    QTemporaryDir dir;
    for (const ChartKind kind : AllChartKinds) {
        const QByteArray svg = ChartSetExport::chartSvg(m_study.charts, kind, QSize(1600, 1000));
        QString viewBox;
        const QString error = xmlError(svg, viewBox);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(viewBox, QStringLiteral("0 0 800 500"));
        QVERIFY(svg.contains("<title>"));
        if (m_rsvg.isEmpty())
            continue;
        const QString in = dir.filePath(QStringLiteral("chart.svg"));
        const QString out = dir.filePath(QStringLiteral("chart.png"));
        QFile file(in);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(svg);
        file.close();
        QProcess rsvg;
        rsvg.start(m_rsvg, {QStringLiteral("-w"), QStringLiteral("1600"), QStringLiteral("-o"), out, in});
        QVERIFY(rsvg.waitForFinished(60000));
        QCOMPARE(rsvg.exitCode(), 0);
        QImage rendered(out);
        QCOMPARE(rendered.width(), 1600);
        // Every generator's colour is drawn, but in the solvers' chart of
        // those whose mazes (the automaton's, Life's) have no way to the exit.
        const auto &generators = m_study.charts.deadEnds.generators;
        for (size_t g = 0; g < generators.size(); ++g) {
            const auto &solved = m_study.charts.solverSteps.values[g];
            if (kind == ChartKind::SolverSteps
                && std::none_of(solved.begin(), solved.end(), [](const auto &value) { return value.count > 0; }))
                continue;
            QVERIFY2(pixelsOf(rendered, generators[g].color.rgb()) > 0, qPrintable(generators[g].label));
        }
    }
    if (m_rsvg.isEmpty())
        QSKIP("rsvg-convert (Debian's librsvg2-bin) is not installed: the SVGs were only checked as XML");
}

void TestChartExport::picturesShowEveryLabelWhole_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QSize>("size");
    // The default export and a print-size one, of a study of every generator.
    for (const QSize size : {ChartRenderer::DefaultSize, QSize(3200, 2000)}) {
        QTest::addRow("dead ends %dx%d", size.width(), size.height()) << int(ChartKind::DeadEnds) << size;
        QTest::addRow("corridor lengths %dx%d", size.width(), size.height()) << int(ChartKind::CorridorLengths) << size;
        QTest::addRow("edge bias %dx%d", size.width(), size.height()) << int(ChartKind::EdgeBias) << size;
    }
}

// Qt Charts cut an exported category label at a third of two categories'
// width ("dead-end cells / cells (DF..."), and a legend too long for its row
// cut every name: the pictures' text (an SVG keeps it as text) has every word
// of every label, axis title and generator's name, and nothing cut short.
void TestChartExport::picturesShowEveryLabelWhole()
{
    QFETCH(int, kind);
    QFETCH(QSize, size);
    const ChartSet &set = m_study.charts;
    const QString text = svgText(ChartSetExport::chartSvg(set, ChartKind(kind), size));
    QVERIFY2(!text.contains(QStringLiteral("...")) && !text.contains(QChar(0x2026)), qPrintable(text));
    QStringList labels;
    for (const ChartGenerator &generator : set.deadEnds.generators)
        labels << generator.label;
    if (ChartKind(kind) == ChartKind::CorridorLengths) {
        labels << set.corridorLengths.lengthAxisTitle;
    } else {
        const CategoryChartData &data = ChartKind(kind) == ChartKind::DeadEnds ? set.deadEnds : set.edgeBias;
        for (const ChartMeasure &measure : data.measures)
            labels << measure.label;
    }
    // Word by word: a label broken into lines is drawn as a piece of text a line.
    for (const QString &label : labels) {
        for (const QString &word : label.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            QVERIFY2(text.contains(word),
                qPrintable(label + QStringLiteral(": no ") + word + QStringLiteral(" in ") + text));
    }
    // The legend names the generators as their panes do.
    QVERIFY2(text.contains(QStringLiteral("Recursive")), qPrintable(text));
}

void TestChartExport::exportAllWritesEveryFile()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("new/charts"));
    FileBatch batch;
    ChartSetExport::addAll(batch, m_study.charts, QSize(1200, 750), QSize(600, 600));
    QString error;
    QVERIFY2(batch.write(folder, error), qPrintable(error));
    QStringList expected;
    for (const ChartKind kind : AllChartKinds) {
        const QString name = QString::fromStdString(ChartDataWriter::chartName(kind));
        expected << name + ".png" << name + ".svg" << name + ".csv" << name + ".json";
    }
    for (const std::string &id : chartchecks::allGenerators())
        expected << QString("heat-map-%1.png").arg(id.c_str()) << QString("heat-map-%1.csv").arg(id.c_str());
    expected.sort();
    QCOMPARE(entries(folder), expected);
    QFile csv(folder + "/edge-bias.csv");
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().toStdString(), ChartDataWriter::csv(m_study.charts.edgeBias));
    QCOMPARE(QImage(folder + "/dead-ends.png").size(), QSize(1200, 750));
    QCOMPARE(QImage(folder + "/heat-map-automaton.png").size(), QSize(600, 600));
}

void TestChartExport::unwritableFolderReportsAndLeavesNothing()
{
    QTemporaryDir dir;
    // A folder that cannot exist: its parent is a file.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    FileBatch batch;
    ChartSetExport::addAll(batch, m_study.charts, QSize(800, 500), QSize(400, 400));
    QString error;
    QVERIFY(!batch.write(dir.filePath(QStringLiteral("file/charts")), error));
    QVERIFY2(error.contains(QStringLiteral("file/charts")), qPrintable(error));
    QCOMPARE(entries(dir.path()), QStringList {QStringLiteral("file")});
}

void TestChartExport::readOnlyFolderReportsAndLeavesNothing()
{
    if (geteuid() == 0)
        QSKIP("running as root, who can write into a read-only folder");
    QTemporaryDir dir;
    FileBatch batch;
    ChartSetExport::addAll(batch, m_study.charts, QSize(800, 500), QSize(400, 400));
    QString error;
    const QString locked = dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkdir(locked));
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
    QVERIFY(!batch.write(locked, error));
    QVERIFY(!error.isEmpty());
    QVERIFY(entries(locked).isEmpty());
    QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestChartExport::folderInTheWayKeepsTheOldFiles()
{
    QTemporaryDir dir;
    QFile old(dir.filePath(QStringLiteral("dead-ends.png")));
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("the old picture");
    old.close();
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("edge-bias.json")));
    FileBatch batch;
    ChartSetExport::addAll(batch, m_study.charts, QSize(800, 500), QSize(400, 400));
    QString error;
    QVERIFY(!batch.write(dir.path(), error));
    QVERIFY2(error.contains(QStringLiteral("edge-bias.json")), qPrintable(error));
    QCOMPARE(entries(dir.path()), QStringList({"dead-ends.png", "edge-bias.json"}));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the old picture"));
}

void TestChartExport::failedFileLeavesNoPartialFiles()
{
    // The temporary file of the sixth file cannot be created: the five
    // before it were written completely, and must go too.
    QTemporaryDir dir;
    FileBatch batch;
    ChartSetExport::addAll(batch, m_study.charts, QSize(800, 500), QSize(400, 400));
    QVERIFY(batch.files().size() > 6);
    const QString blocked = batch.files()[5].first + ".part";
    QVERIFY(QDir(dir.path()).mkdir(blocked));
    QString error;
    QVERIFY(!batch.write(dir.path(), error));
    QVERIFY2(error.contains(batch.files()[5].first), qPrintable(error));
    QCOMPARE(entries(dir.path()), QStringList {blocked});

    // One file alone, the same way.
    QVERIFY(!FileBatch::writeOne(dir.filePath(blocked.chopped(5)), "x", error));
    QCOMPARE(entries(dir.path()), QStringList {blocked});
}

void TestChartExport::heatMapPictures()
{
    QCOMPARE(HeatMapPainter::shareColor(0.0), qRgb(0x44, 0x01, 0x54));
    QCOMPARE(HeatMapPainter::shareColor(1.0), qRgb(0xFD, 0xE7, 0x25));
    QCOMPARE(HeatMapPainter::shareColor(-3.0), HeatMapPainter::shareColor(0.0));
    const HeatMapData &data = m_study.charts.heatMaps.front();
    const HeatMap &map = *data.heatMap;
    const QImage image = HeatMapPainter::mapImage(map);
    QCOMPARE(image.size(), QSize(map.cols, map.rows));
    for (int row = 0; row < map.rows; ++row) {
        for (int col = 0; col < map.cols; ++col)
            QCOMPARE(image.pixel(col, row), HeatMapPainter::shareColor(map.floorShare(row, col)));
    }
    const QImage picture = pngImage(HeatMapPainter::png(data, QSize(900, 900)));
    QCOMPARE(picture.size(), QSize(900, 900));
    // The border of a backtracker maze is wall in every maze, cells are floor in every one.
    QVERIFY(pixelsOf(picture, HeatMapPainter::shareColor(0.0)) > 1000);
    QVERIFY(pixelsOf(picture, HeatMapPainter::shareColor(1.0)) > 1000);
}

void TestChartExport::mazePictures()
{
    auto generator = makeGenerator(specOf("permutation-dfs", 11, 15, 4));
    generator->run();
    const Maze maze = mazeFromGenerator(*generator);
    const int unit = MazePicture::unitPixels(maze.grid);
    QCOMPARE(unit, 16);
    const QImage png = pngImage(MazePicture::png(maze, unit));
    QCOMPARE(png.size(), QSize(15 * unit, 11 * unit));
    const auto colorAt = [&](const QImage &image, int row, int col) {
        return image.pixel(col * unit + unit / 2, row * unit + unit / 2) & 0xFFFFFF;
    };
    for (int row = 0; row < 11; ++row) {
        for (int col = 0; col < 15; ++col) {
            QRgb expected = maze.grid.at(row, col) == Grid::Floor ? MazePicture::FloorColor : MazePicture::WallColor;
            if (maze.start && *maze.start == Point {row, col})
                expected = MazePicture::StartColor;
            if (maze.exit && *maze.exit == Point {row, col})
                expected = MazePicture::ExitColor;
            QCOMPARE(colorAt(png, row, col), expected & 0xFFFFFF);
        }
    }
    const QByteArray svg = MazePicture::svg(maze, unit);
    QString viewBox;
    QCOMPARE(xmlError(svg, viewBox), QString());
    QCOMPARE(viewBox, QStringLiteral("0 0 15 11"));
    if (m_rsvg.isEmpty())
        QSKIP("rsvg-convert (Debian's librsvg2-bin) is not installed");
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("maze.svg")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(svg);
    file.close();
    QProcess rsvg;
    rsvg.start(m_rsvg, {QStringLiteral("-o"), dir.filePath(QStringLiteral("maze.png")), file.fileName()});
    QVERIFY(rsvg.waitForFinished(60000));
    QCOMPARE(rsvg.exitCode(), 0);
    const QImage rendered(dir.filePath(QStringLiteral("maze.png")));
    QCOMPARE(rendered.size(), png.size());
    for (int row = 0; row < 11; ++row) {
        for (int col = 0; col < 15; ++col)
            QCOMPARE(colorAt(rendered, row, col), colorAt(png, row, col));
    }
}

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"

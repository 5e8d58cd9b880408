#include "chartexporter.h"

#include "chartdatawriter.h"
#include "chartrenderer.h"
#include "chartsetexport.h"
#include "comparison.h"
#include "filebatch.h"
#include "heatmappainter.h"
#include "localfiles.h"
#include "mazepicture.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

using namespace mazestudy;

namespace {

const QString LastFolderKey = QStringLiteral("charts/lastFolder");

QString suffix(ChartExporter::Format format)
{
    switch (format) {
    case ChartExporter::Png:
        return QStringLiteral(".png");
    case ChartExporter::Svg:
        return QStringLiteral(".svg");
    case ChartExporter::Csv:
        return QStringLiteral(".csv");
    case ChartExporter::Json:
        return QStringLiteral(".json");
    case ChartExporter::MazeText:
        break;
    }
    return QStringLiteral(".maze");
}

QSize exportSize(int width, int height)
{
    // Qt Charts needs room for its title, axes and legend; beyond 8000 px a
    // picture is only memory.
    return QSize(std::clamp(width, 320, 8000), std::clamp(height, 200, 8000));
}

} // namespace

ChartExporter::ChartExporter(QObject *parent)
    : QObject(parent)
{
}

void ChartExporter::setModel(ChartsModel *model)
{
    if (model == m_model)
        return;
    m_model = model;
    emit modelChanged();
    emit lastFolderChanged();
}

std::unique_ptr<QSettings> ChartExporter::settings() const
{
    // The comparison's settings file when it has one (tests, screenshots).
    const QString file = m_model && m_model->comparison() ? m_model->comparison()->settingsFile() : QString();
    if (file.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(file, QSettings::IniFormat);
}

QUrl ChartExporter::lastFolder() const
{
    QString folder = settings()->value(LastFolderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    return QUrl::fromLocalFile(folder);
}

void ChartExporter::setLastFolder(const QUrl &folder)
{
    remember(LocalFiles::path(folder));
}

void ChartExporter::remember(const QString &folder)
{
    if (folder.isEmpty() || settings()->value(LastFolderKey).toString() == folder)
        return;
    settings()->setValue(LastFolderKey, folder);
    emit lastFolderChanged();
}

int ChartExporter::defaultWidth() const
{
    return charts::ChartRenderer::DefaultSize.width();
}

int ChartExporter::defaultHeight() const
{
    return charts::ChartRenderer::DefaultSize.height();
}

QString ChartExporter::chartFileName(ChartsModel::Kind kind, Format format) const
{
    return QString::fromStdString(charts::ChartDataWriter::chartName(ChartsModel::chartKind(kind))) + suffix(format);
}

const PaneModel *ChartExporter::pane(int index) const
{
    if (!m_model || !m_model->comparison() || index < 0)
        return nullptr;
    const auto &panes = m_model->comparison()->panes()->panes();
    return size_t(index) < panes.size() ? panes[size_t(index)] : nullptr;
}

QString ChartExporter::write(const QString &path, const QByteArray &content)
{
    QString error;
    if (!charts::FileBatch::writeOne(path, content, error))
        return error;
    remember(QFileInfo(path).absolutePath());
    return {};
}

QString ChartExporter::mazeFileName(int index, Format format) const
{
    const PaneModel *source = pane(index);
    if (!source)
        return QStringLiteral("maze") + suffix(format);
    return source->generatorId() + QLatin1Char('-') + source->sizeAndSeed() + suffix(format);
}

QString ChartExporter::exportChart(ChartsModel::Kind kind, Format format, const QUrl &file, int width, int height)
{
    if (!m_model)
        return tr("Nothing to export.");
    const QString path = LocalFiles::path(file);
    if (path.isEmpty())
        return tr("Choose a file on this computer.");
    const charts::ChartSet &set = m_model->shown();
    const charts::ChartKind chart = ChartsModel::chartKind(kind);
    if (!set.has(chart))
        return tr("Nothing to export: run a study with solvers for their chart.");
    QByteArray content;
    switch (format) {
    case Png:
        content = charts::ChartSetExport::chartPng(set, chart, exportSize(width, height));
        break;
    case Svg:
        content = charts::ChartSetExport::chartSvg(set, chart, exportSize(width, height));
        break;
    case Csv:
        content = QByteArray::fromStdString(charts::ChartDataWriter::csv(set, chart));
        break;
    case Json:
        content = QByteArray::fromStdString(charts::ChartDataWriter::json(set, chart));
        break;
    case MazeText:
        return tr("A chart has no .maze format.");
    }
    return write(path, content);
}

QString ChartExporter::exportMaze(int index, Format format, const QUrl &file)
{
    const PaneModel *source = pane(index);
    if (!source || !source->shownMaze())
        return tr("This pane has no finished maze yet.");
    const QString path = LocalFiles::path(file);
    if (path.isEmpty())
        return tr("Choose a file on this computer.");
    // With a game's edits, as the pane shows it.
    const Maze &maze = *source->shownMaze();
    const int unit = charts::MazePicture::unitPixels(maze.grid);
    QByteArray content;
    switch (format) {
    case Png:
        content = charts::MazePicture::png(maze, unit);
        break;
    case Svg:
        content = charts::MazePicture::svg(maze, unit);
        break;
    case MazeText:
        content = QByteArray::fromStdString(mazeToText(maze));
        break;
    case Csv:
    case Json:
        return tr("A maze is exported as PNG, SVG or .maze.");
    }
    return write(path, content);
}

QString ChartExporter::exportAll(const QUrl &folder, int width, int height)
{
    if (!m_model || m_model->empty())
        return tr("There are no charts yet: let the panes finish or run a study.");
    const QString path = LocalFiles::path(folder);
    if (path.isEmpty())
        return tr("Choose a folder on this computer.");
    charts::FileBatch batch;
    charts::ChartSetExport::addAll(
        batch, m_model->shown(), exportSize(width, height), charts::HeatMapPainter::DefaultSize);
    if (m_model->source() == ChartsModel::Study && m_model->studyOutcome()) {
        batch.add(QStringLiteral("study.csv"), QByteArray::fromStdString(m_model->studyOutcome()->csv));
        batch.add(QStringLiteral("study.json"), QByteArray::fromStdString(m_model->studyOutcome()->summaryJson));
    }
    QString error;
    if (!batch.write(path, error))
        return error;
    // Where the folder is: the dialog opens there next time and proposes the same name.
    remember(QFileInfo(path).absolutePath());
    return {};
}

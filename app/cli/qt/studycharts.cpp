#include "studycharts.h"

#include "chartbuilder.h"
#include "chartrenderer.h"
#include "chartsetbuilder.h"
#include "chartsetexport.h"
#include "filebatch.h"
#include "heatmappainter.h"
#include "metriccatalog.h"

#include <QApplication>
#include <QChart>
#include <QFileInfo>

#include <memory>
#include <stdexcept>

namespace mazestudy::cli {

StudyCharts::StudyCharts(std::string dir, const StudyConfig &config)
    : m_dir(std::move(dir))
    , m_config(config)
{
    // The nearest folder that exists must be a writable folder; nothing is
    // created until the charts are written.
    QFileInfo info(QString::fromStdString(m_dir));
    while (!info.exists() && info.absoluteFilePath() != info.absolutePath())
        info = QFileInfo(info.absolutePath());
    if (!info.isDir() || !info.isWritable())
        throw std::runtime_error("--charts-dir: cannot write into " + info.absoluteFilePath().toStdString());
}

namespace {
// main() made the QApplication that Qt Charts needs, seeing --charts-dir.
void expectApplication()
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        throw std::logic_error("--charts-dir needs the QApplication that main() makes for it");
}
} // namespace

void StudyCharts::write(const StudyResult &result) const
{
    expectApplication();
    const charts::ChartSet set = charts::ChartSetBuilder::fromStudy(m_config, result);
    charts::FileBatch batch;
    charts::ChartSetExport::addAll(batch, set, charts::ChartRenderer::DefaultSize, charts::HeatMapPainter::DefaultSize);
    QString error;
    if (!batch.write(QString::fromStdString(m_dir), error))
        throw std::runtime_error(error.toStdString());
}

void StudyCharts::writeSweep(const StudySweep &sweep) const
{
    expectApplication();
    charts::FileBatch batch;
    for (size_t metric = 0; metric < metricCatalog().size(); ++metric) {
        const charts::GrowthChartData data = charts::ChartSetBuilder::fromSweep(sweep, metric);
        if (!data.grows())
            continue;
        const std::unique_ptr<QChart> chart = charts::ChartBuilder::build(data, {});
        const QString name = QStringLiteral("growth-") + QString::fromStdString(data.metric).replace(u'_', u'-');
        const QSize size = charts::ChartRenderer::DefaultSize;
        batch.add(name + QStringLiteral(".png"), charts::ChartRenderer::toPng(*chart, size));
        batch.add(name + QStringLiteral(".svg"), charts::ChartRenderer::toSvg(*chart, size, data.title));
    }
    QString error;
    if (!batch.write(QString::fromStdString(m_dir), error))
        throw std::runtime_error(error.toStdString());
}

} // namespace mazestudy::cli

#include "studycharts.h"

#include "chartrenderer.h"
#include "chartsetbuilder.h"
#include "chartsetexport.h"
#include "filebatch.h"
#include "heatmappainter.h"

#include <QApplication>
#include <QFileInfo>

#include <cstdio>
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

// Qt's own remarks are not the CLI's business: the one about a missing
// XDG_RUNTIME_DIR appears on every headless run. Warnings and errors pass.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "mazestudy-cli: %s\n", qPrintable(message));
}

} // namespace

void StudyCharts::write(const StudyResult &result) const
{
    qInstallMessageHandler(quietMessages);
    // Qt Charts draws only under a QApplication; offscreen, so pictures
    // neither need a display nor depend on one's resolution.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "mazestudy-cli";
    static char *argv[] = {name, nullptr};
    std::unique_ptr<QApplication> application;
    if (!QCoreApplication::instance())
        application = std::make_unique<QApplication>(argc, argv);

    const charts::ChartSet set = charts::ChartSetBuilder::fromStudy(m_config, result);
    charts::FileBatch batch;
    charts::ChartSetExport::addAll(batch, set, charts::ChartRenderer::DefaultSize, charts::HeatMapPainter::DefaultSize);
    QString error;
    if (!batch.write(QString::fromStdString(m_dir), error))
        throw std::runtime_error(error.toStdString());
}

} // namespace mazestudy::cli

#include "animationexporter.h"

#include "animation.h"
#include "atomicfilewriter.h"
#include "catalogtext.h"
#include "generatorcatalog.h"
#include "localfiles.h"
#include "memorybudget.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QFileInfo>
#include <QLocale>

using namespace mazestudy;

namespace {

const char *extensionOf(AnimationExporter::Format format)
{
    switch (format) {
    case AnimationExporter::WebM:
        return ".webm";
    case AnimationExporter::Mp4:
        return ".mp4";
    case AnimationExporter::Gif:
        break;
    }
    return ".gif";
}

AnimationFormat animationFormat(AnimationExporter::Format format)
{
    return format == AnimationExporter::WebM ? AnimationFormat::WebM
        : format == AnimationExporter::Mp4   ? AnimationFormat::Mp4
                                             : AnimationFormat::Gif;
}

} // namespace

AnimationExporter::AnimationExporter(QObject *parent)
    : QObject(parent)
{
}

AnimationExporter::~AnimationExporter()
{
    m_cancel = true;
    if (m_worker.joinable())
        m_worker.join();
}

void AnimationExporter::setPane(int pane)
{
    m_pane = pane;
    emit optionsChanged();
}

AnimationRequest AnimationExporter::request() const
{
    AnimationRequest request;
    request.duration = m_duration;
    request.fps = m_fps;
    request.scale = m_scale;
    request.hold = m_hold;
    request.loops = m_loop ? 0 : 1;
    request.plain = m_plain;
    request.pace = m_sameMoves ? AnimationPace::Moves : AnimationPace::Share;
    return request;
}

bool AnimationExporter::collect(std::vector<MazeSpec> &specs, std::vector<std::string> &names) const
{
    if (!m_comparison)
        return false;
    const std::vector<PaneModel *> &panes = m_comparison->panes()->panes();
    for (size_t index = 0; index < panes.size(); ++index) {
        if (m_pane >= 0 && size_t(m_pane) != index)
            continue;
        specs.push_back(panes[index]->spec());
        names.push_back(panes[index]->generatorName().toStdString());
    }
    return !specs.empty();
}

bool AnimationExporter::planned(AnimationPlan &plan, QString &problem) const
{
    std::vector<MazeSpec> specs;
    std::vector<std::string> names;
    if (!collect(specs, names)) {
        problem = tr("There is no such pane.");
        return false;
    }
    for (const MazeSpec &spec : specs) {
        problem = CatalogText::specProblem(spec);
        if (!problem.isEmpty())
            return false;
    }
    const int rows = specs.front().rows;
    const int cols = specs.front().cols;
    try {
        plan = planFrames(request(), animationFormat(m_format), rows, cols, int(specs.size()));
    } catch (const AnimationTooLarge &) {
        problem
            = tr("Frames this large would pass %1 megapixels: choose fewer pixels a unit.").arg(MaxFramePixels >> 20);
        return false;
    } catch (const std::invalid_argument &error) {
        problem = QString::fromStdString(error.what());
        return false;
    }
    return true;
}

QString AnimationExporter::frameText() const
{
    AnimationPlan plan;
    QString problem;
    if (!planned(plan, problem))
        return problem;
    return tr("Frames of %1 × %2 pixels, %3 pixels a unit").arg(plan.width).arg(plan.height).arg(plan.scale);
}

bool AnimationExporter::frameProblem() const
{
    AnimationPlan plan;
    QString problem;
    return !planned(plan, problem);
}

QString AnimationExporter::fileName() const
{
    std::vector<MazeSpec> specs;
    std::vector<std::string> names;
    if (!collect(specs, names))
        return QStringLiteral("animation") + QLatin1String(extensionOf(m_format));
    const MazeSpec &spec = specs.front();
    return QStringLiteral("%1-%2x%3-seed-%4")
               .arg(m_pane < 0 ? QStringLiteral("comparison") : QString::fromStdString(spec.generator))
               .arg(spec.rows)
               .arg(spec.cols)
               .arg(quint64(spec.seed))
        + QLatin1String(extensionOf(m_format));
}

bool AnimationExporter::start(const QUrl &file)
{
    if (busy())
        return false;
    AnimationPlan plan;
    QString problem;
    std::vector<MazeSpec> specs;
    std::vector<std::string> names;
    if (!planned(plan, problem) || !collect(specs, names)) {
        emit finished(Failed, problem);
        return false;
    }
    // The format the file's name ends in, as the CLI reads it; the dialog's
    // filter adds the extension of the format chosen when it is left out.
    const QString path = LocalFiles::path(file);
    try {
        plan.format = animationFormatOf(path.toStdString());
    } catch (const std::invalid_argument &error) {
        emit finished(Failed, QString::fromStdString(error.what()));
        return false;
    }
    m_cancel = false;
    m_progress = 0;
    m_progressText = tr("Counting moves…");
    emit progressChanged();
    m_worker = std::thread(
        &AnimationExporter::render, this, std::move(specs), std::move(names), plan, request(), path.toStdString());
    emit busyChanged();
    return true;
}

void AnimationExporter::cancel()
{
    m_cancel = true;
}

void AnimationExporter::render(std::vector<MazeSpec> specs, std::vector<std::string> names, AnimationPlan plan,
    AnimationRequest request, std::string path)
{
    try {
        // Each run is made twice, one after the other: to count its moves, then beside the frames.
        std::vector<uint64_t> totals;
        std::vector<AnimationTile> tiles;
        for (size_t index = 0; index < specs.size() && !m_cancel; ++index) {
            totals.push_back(countMoves(specs[index]));
            tiles.push_back({generatorRun(makeGenerator(specs[index]), request.plain), names[index]});
        }
        if (m_cancel) {
            end(Cancelled, tr("Cancelled; no file written."));
            return;
        }
        try {
            planMoves(plan, request, totals, specs.front().rows, specs.front().cols);
        } catch (const AnimationTooLarge &) {
            end(Failed,
                tr("This animation would have %1 frames and be about %2 (at most %3 frames and %4): choose a "
                   "shorter duration, fewer frames a second or fewer pixels a unit.")
                    .arg(plan.frames)
                    .arg(QString::fromStdString(formatBytes(plan.estimatedBytes)))
                    .arg(MaxAnimationFrames)
                    .arg(QString::fromStdString(formatBytes(request.maxBytes))));
            return;
        }
        AtomicFileWriter file;
        std::string error;
        if (!file.open(path, error, &m_cancel)) {
            end(Failed, QString::fromStdString(error));
            return;
        }
        const bool gif = plan.format == AnimationFormat::Gif;
        const std::unique_ptr<AnimationSink> sink
            = makeAnimationSink(plan, request.plain, file.stream(), request.loops);
        uint64_t reported = 0;
        const bool rendered
            = renderAnimation(std::move(tiles), plan, request.plain, *sink, [&](uint64_t done, uint64_t frames) {
                  // About two hundred reports, whatever the frame count.
                  if (done == frames || (done - reported) * 200 >= frames) {
                      reported = done;
                      report(double(done) / double(frames), tr("Frame %1 of %2").arg(done).arg(frames));
                  }
                  return !m_cancel && !(gif && file.failed());
              });
        if (m_cancel) {
            end(Cancelled, tr("Cancelled; no file written."));
            return;
        }
        if (!rendered || !file.commit(error)) {
            end(Failed, QString::fromStdString(error.empty() ? "the animation stopped early" : error));
            return;
        }
        const auto bytes = uint64_t(QFileInfo(QString::fromStdString(path)).size());
        end(Saved,
            tr("Saved %1: %2 frames, %3")
                .arg(QString::fromStdString(path))
                .arg(plan.frames)
                .arg(QString::fromStdString(formatBytes(bytes))));
    } catch (const std::exception &error) {
        end(Failed, QString::fromStdString(error.what()));
    }
}

void AnimationExporter::report(double progress, const QString &text)
{
    QMetaObject::invokeMethod(
        this,
        [this, progress, text] {
            m_progress = progress;
            m_progressText = text;
            emit progressChanged();
        },
        Qt::QueuedConnection);
}

void AnimationExporter::end(Outcome outcome, const QString &message)
{
    QMetaObject::invokeMethod(
        this,
        [this, outcome, message] {
            m_worker.join();
            emit busyChanged();
            emit finished(outcome, message);
        },
        Qt::QueuedConnection);
}

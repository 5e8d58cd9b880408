#include "animationexporter.h"

#include "animation.h"
#include "catalogtext.h"
#include "generatorcatalog.h"
#include "localfiles.h"
#include "memorybudget.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "solvercatalog.h"

#include <QFileInfo>

using namespace mazestudy;

namespace {

static_assert(int(AnimationExporter::Gif) == int(AnimationFormat::Gif)
    && int(AnimationExporter::WebM) == int(AnimationFormat::WebM)
    && int(AnimationExporter::Mp4) == int(AnimationFormat::Mp4));

AnimationFormat animationFormat(AnimationExporter::Format format)
{
    return AnimationFormat(format);
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
    // The dialog's box shows a GIF's limit; a rate typed for a video stays till it is one again.
    request.fps = m_format == Gif ? std::min(m_fps, 50) : m_fps;
    request.scale = m_scale;
    request.hold = m_hold;
    request.loops = m_loop ? 0 : 1;
    request.plain = m_plain;
    request.pace = m_sameMoves ? AnimationPace::Moves : AnimationPace::Share;
    return request;
}

struct AnimationExporter::Source {
    std::vector<MazeSpec> specs;
    std::shared_ptr<const Maze> maze; // a solve's
    const SolverInfo *solver = nullptr;
    std::vector<std::string> names;
    int rows = 0;
    int cols = 0;
};

bool AnimationExporter::planned(Source &source, AnimationPlan &plan, QString &problem) const
{
    const std::vector<PaneModel *> *panes = m_comparison ? &m_comparison->panes()->panes() : nullptr;
    if (!panes || m_pane >= int(panes->size()) || panes->empty()) {
        problem = tr("There is no such pane.");
        return false;
    }
    if (m_solve && m_pane >= 0) {
        const PaneModel *pane = (*panes)[size_t(m_pane)];
        source.maze = pane->shownMaze();
        source.solver = findSolver(pane->solverId().toStdString());
        if (!source.maze || !source.solver) {
            problem = tr("The solve starts from the pane's finished maze, with a solver of Solve mode's list.");
            return false;
        }
        source.names.push_back(CatalogText::solverName(pane->solverId()).toStdString());
        source.rows = source.maze->grid.rows();
        source.cols = source.maze->grid.cols();
    } else {
        for (size_t index = 0; index < panes->size(); ++index) {
            if (m_pane >= 0 && size_t(m_pane) != index)
                continue;
            const PaneModel *pane = (*panes)[index];
            problem = CatalogText::specProblem(pane->spec());
            if (!problem.isEmpty())
                return false;
            source.specs.push_back(pane->spec());
            source.names.push_back(pane->generatorName().toStdString());
        }
        source.rows = source.specs.front().rows;
        source.cols = source.specs.front().cols;
    }
    try {
        plan = planFrames(request(), animationFormat(m_format), source.rows, source.cols,
            int(std::max<size_t>(1, source.specs.size())));
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
    Source source;
    AnimationPlan plan;
    QString problem;
    if (!planned(source, plan, problem))
        return problem;
    return tr("Frames of %1 × %2 pixels, %3 pixels a unit").arg(plan.width).arg(plan.height).arg(plan.scale);
}

bool AnimationExporter::frameProblem() const
{
    Source source;
    AnimationPlan plan;
    QString problem;
    return !planned(source, plan, problem);
}

QString AnimationExporter::solverName() const
{
    if (!m_comparison || m_pane < 0 || m_pane >= int(m_comparison->panes()->panes().size()))
        return {};
    const PaneModel *pane = m_comparison->panes()->panes()[size_t(m_pane)];
    return pane->shownMaze() && findSolver(pane->solverId().toStdString()) ? CatalogText::solverName(pane->solverId())
                                                                           : QString();
}

QString AnimationExporter::fileName() const
{
    const QString extension = QLatin1String(animationExtension(animationFormat(m_format)));
    if (!m_comparison || m_pane >= int(m_comparison->panes()->panes().size()))
        return QStringLiteral("animation") + extension;
    const PaneModel *pane = m_comparison->panes()->panes()[size_t(std::max(m_pane, 0))];
    const QString maze = pane->sizeAndSeed() + extension;
    if (m_pane < 0)
        return QStringLiteral("comparison-") + maze;
    const QString run = pane->generatorId() + QLatin1Char('-') + maze;
    return m_solve ? pane->solverId() + QStringLiteral("-solving-") + run : run;
}

bool AnimationExporter::start(const QUrl &file)
{
    if (busy()) {
        emit finished(Failed, tr("An animation is being exported: wait for it, or cancel it."));
        return false;
    }
    // The format the file's name ends in, as the CLI reads it (the dialog's
    // filter adds the extension of the format chosen when it is left out):
    // the frames are planned for it, a video's even sides and hold, a GIF's delays.
    const QString path = LocalFiles::path(file);
    try {
        const auto named = Format(animationFormatOf(path.toStdString()));
        if (named != m_format) {
            m_format = named;
            emit optionsChanged();
        }
    } catch (const std::invalid_argument &error) {
        emit finished(Failed, QString::fromStdString(error.what()));
        return false;
    }
    auto source = std::make_shared<Source>();
    AnimationPlan plan;
    QString problem;
    if (!planned(*source, plan, problem)) {
        emit finished(Failed, problem);
        return false;
    }
    m_cancel = false;
    m_progress = 0;
    m_progressText = tr("Counting moves…");
    emit progressChanged();
    AnimationRequest wanted = request();
    // A solve in black and white would show nothing of it.
    wanted.plain = wanted.plain && !source->solver;
    m_worker = std::thread(&AnimationExporter::render, this, std::move(source), plan, wanted, path.toStdString());
    emit busyChanged();
    return true;
}

void AnimationExporter::cancel()
{
    m_cancel = true;
}

void AnimationExporter::render(
    std::shared_ptr<Source> source, AnimationPlan plan, AnimationRequest request, std::string path)
{
    try {
        // Each run is made twice, one after the other: to count its moves, then beside the frames.
        std::vector<uint64_t> totals;
        std::vector<AnimationTile> tiles;
        if (source->solver) {
            // The window's solve is the CLI's: its default seed and step budget.
            SolverSetup setup;
            setup.start = source->maze->start;
            setup.exit = source->maze->exit;
            std::unique_ptr<Solver> solver
                = source->solver->make(std::shared_ptr<const Grid>(source->maze, &source->maze->grid), setup);
            totals.push_back(countSteps(*solver));
            tiles.push_back({solverRun(std::move(solver), !source->solver->constantMemory), source->names.front()});
        }
        for (size_t index = 0; index < source->specs.size() && !m_cancel; ++index) {
            totals.push_back(countMoves(source->specs[index]));
            tiles.push_back({generatorRun(makeGenerator(source->specs[index]), request.plain), source->names[index]});
        }
        if (m_cancel) {
            end(Cancelled, tr("Cancelled; no file written."));
            return;
        }
        try {
            planMoves(plan, request, totals, source->rows, source->cols);
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
        uint64_t reported = 0;
        std::string error;
        const AnimationOutcome outcome = writeAnimation(
            path, std::move(tiles), plan, request.plain, request.loops,
            [&](uint64_t done, uint64_t frames) {
                // About two hundred reports, whatever the frame count.
                if (done == frames || (done - reported) * 200 >= frames) {
                    reported = done;
                    report(double(done) / double(frames), tr("Frame %1 of %2").arg(done).arg(frames));
                }
                return !m_cancel;
            },
            error, &m_cancel);
        if (m_cancel || outcome == AnimationOutcome::Stopped) {
            end(Cancelled, tr("Cancelled; no file written."));
            return;
        }
        if (outcome == AnimationOutcome::Failed) {
            end(Failed, QString::fromStdString(error));
            return;
        }
        const auto bytes = uint64_t(QFileInfo(QString::fromStdString(path)).size());
        end(Saved,
            tr("Saved %1: %2 frames, %3")
                .arg(QString::fromStdString(path))
                .arg(plan.frames)
                .arg(QString::fromStdString(formatBytes(bytes))));
    } catch (const AnimationTooLarge &) {
        end(Failed,
            tr("The file passed %1 as it was written, so nothing was written: choose a shorter duration, fewer "
               "frames a second or fewer pixels a unit.")
                .arg(QString::fromStdString(formatBytes(request.maxBytes))));
    } catch (const std::exception &error) {
        end(Failed, QString::fromStdString(error.what()));
    } catch (...) {
        end(Failed, tr("The animation stopped on an unexpected error."));
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

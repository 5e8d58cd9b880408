#include "labchecker.h"

#include "labgrading.h"
#include "labscripts.h"
#include "verdictwords.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent>

#include <memory>

struct LabChecker::Outcome {
    LabGrade grade;
    LabBaseline baseline;
};

LabChecker::LabChecker(QObject *parent)
    : QObject(parent)
{
}

LabChecker::~LabChecker() = default;

void LabChecker::check(const QString &script, int rows, int cols, qint64 seed)
{
    LabGradeSettings settings;
    settings.rows = rows;
    settings.cols = cols;
    settings.runs = Runs;
    settings.seed = uint64_t(seed);
    const std::string digest = LabScripts::add(script);
    const quint64 serial = ++m_serial;
    m_running = true;
    m_results.clear();
    m_scope = tr("%1 mazes of %2 × %3 from seed %4").arg(Runs).arg(rows).arg(cols).arg(QLocale().toString(seed));
    emit changed();
    // The outcome goes through a shared box: the pool thread may finish
    // after this checker is gone (the window closed mid-check).
    auto outcome = std::make_shared<Outcome>();
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, outcome, serial] {
        watcher->deleteLater();
        if (serial != m_serial)
            return;
        m_running = false;
        show(*outcome);
    });
    watcher->setFuture(QtConcurrent::run([outcome, digest, settings] {
        outcome->grade = gradeLabScript(digest, settings);
        outcome->baseline = permutationBaseline(settings);
    }));
}

void LabChecker::clear()
{
    ++m_serial;
    m_running = false;
    m_results.clear();
    emit changed();
}

void LabChecker::show(const Outcome &outcome)
{
    const LabGrade &grade = outcome.grade;
    const QLocale locale;
    const auto row = [this](const QString &name, bool check, bool passed, const QString &detail) {
        m_results.append(QVariantMap {{QStringLiteral("name"), name}, {QStringLiteral("check"), check},
            {QStringLiteral("passed"), passed}, {QStringLiteral("detail"), detail}});
    };
    const auto tally = [&](const LabTally &tally) {
        const QString count = tr("%1 of %2").arg(tally.passed).arg(tally.tried);
        if (tally.firstFailure.empty())
            return count;
        return count + QStringLiteral(" · ")
            + tr("seed %1: %2").arg(locale.toString(tally.firstFailureSeed), verdictWords(tally.firstVerdict));
    };
    const auto percent = [&](double share) { return locale.toString(share * 100, 'f', 1) + QStringLiteral(" %"); };
    m_passed = grade.pass();
    m_results.clear();
    row(tr("Compiles"), true, grade.compiles, QString::fromStdString(grade.compileProblem));
    if (grade.compiles) {
        row(tr("digout makes a perfect maze"), true, grade.digout.pass(), tally(grade.digout));
        row(tr("The exit is dug"), true, grade.exit.pass(), tally(grade.exit));
        row(tr("solve() reaches the exit"), true, grade.solve.pass(), tally(grade.solve));
        row(tr("trace() marks a shortest path"), true, grade.trace.pass(), tally(grade.trace));
        row(tr("Dead ends"), false, false,
            tr("%1 of cells (permutation DFS: %2)")
                .arg(percent(grade.deadEndShare), percent(outcome.baseline.deadEndShare)));
        row(tr("Horizontal passages"), false, false,
            tr("%1 (permutation DFS: %2)")
                .arg(percent(grade.horizontalShare), percent(outcome.baseline.horizontalShare)));
    }
    emit changed();
}

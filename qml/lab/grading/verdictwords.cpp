#include "verdictwords.h"

#include <QCoreApplication>

using mazestudy::Fault;

namespace {

// The verdicts' translation context.
struct LabVerdict {
    Q_DECLARE_TR_FUNCTIONS(LabVerdict)
};

QString place(mazestudy::Point p)
{
    return QStringLiteral("(%1, %2)").arg(p.row).arg(p.col);
}

} // namespace

QString verdictWords(const mazestudy::Verdict &verdict)
{
    const auto &u = verdict.units;
    const auto n = [&](size_t i) { return QString::number(verdict.counts[i]); };
    const QString walk = QString::fromStdString(verdict.walk);
    switch (verdict.fault) {
    case Fault::None:
        return {};
    case Fault::NoDot:
        return LabVerdict::tr("%1 draws no dot (drawdot)").arg(walk);
    case Fault::StartsElsewhere:
        return LabVerdict::tr("the dot starts at %1, not at (1, 1)").arg(place(u[0]));
    case Fault::DotOnWall:
        return LabVerdict::tr("the dot is drawn on the wall at %1").arg(place(u[0]));
    case Fault::Jumps:
        return LabVerdict::tr("the dot jumps from %1 to %2").arg(place(u[0]), place(u[1]));
    case Fault::StopsEarly:
        return LabVerdict::tr("the dot stops at %1, before the exit %2").arg(place(u[0]), place(u[1]));
    case Fault::NoPath:
        return LabVerdict::tr("the maze has no path from (1, 1) to the exit to trace");
    case Fault::MissesExit:
        return LabVerdict::tr("the path does not reach the exit %1").arg(place(u[0]));
    case Fault::PathOnWall:
        return LabVerdict::tr("the path marks the wall at %1").arg(place(u[0]));
    case Fault::OffPath:
        return LabVerdict::tr("the path marks %1, which is not on a shortest path from (1, 1) to %2")
            .arg(place(u[0]), place(u[1]));
    case Fault::NotOnePath:
        return LabVerdict::tr("the path marks both %1 and %2, %3 steps from (1, 1): it is not one path")
            .arg(place(u[0]), place(u[1]), n(0));
    case Fault::LeavesOut:
        return LabVerdict::tr(
            "the path has %1 units; the shortest from (1, 1) to %2 has %3: it leaves out the unit %4 steps "
            "from (1, 1)")
            .arg(n(0), place(u[0]), n(1), n(2));
    case Fault::Broken:
        return LabVerdict::tr("the path is broken between %1 and %2").arg(place(u[0]), place(u[1]));
    case Fault::NotWritten:
        return LabVerdict::tr("there is no %1() of the student's").arg(walk);
    case Fault::NotCalled:
        return LabVerdict::tr("%1() was never called: does the code override setup()?").arg(walk);
    case Fault::Stopped:
        return verdict.walk == "digout"
            ? LabVerdict::tr("digout stopped: %1").arg(QString::fromStdString(verdict.text))
            : LabVerdict::tr("%1() stopped: %2").arg(walk, QString::fromStdString(verdict.text));
    case Fault::NotPerfect:
        return LabVerdict::tr("not a perfect maze: %1 cell(s) undug, %2 loop(s), %3 part(s) of floor")
            .arg(n(0), n(1), n(2));
    case Fault::ExitNotDug:
        return LabVerdict::tr("digout left its start %1 wall, so no exit is dug").arg(place(u[0]));
    }
    return {};
}

#pragma once

#include "chartdata.h"
#include "comparison.h"
#include "studyoutcome.h"

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

class StudyController;
class ComparisonTableModel;
Q_MOC_INCLUDE("studycontroller.h")
Q_MOC_INCLUDE("comparisontablemodel.h")

// The numbers of the charts area, for ChartItem and HeatMapItem to draw and
// ChartExporter to write: either the finished mazes on screen (rebuilt when
// a pane finishes, changes or goes) or the last completed study. Every
// number comes from the core metrics through charts::ChartSetBuilder; QML
// only chooses what to show.
class ChartsModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Comparison *comparison READ comparison WRITE setComparison NOTIFY comparisonChanged)
    Q_PROPERTY(StudyController *study READ study CONSTANT)
    // The last study's generators compared, for the charts area's table.
    Q_PROPERTY(ComparisonTableModel *differences READ differences CONSTANT)
    Q_PROPERTY(Source source READ source WRITE setSource NOTIFY sourceChanged)
    Q_PROPERTY(bool hasMazes READ hasMazes NOTIFY chartsChanged)
    Q_PROPERTY(bool hasStudy READ hasStudy NOTIFY chartsChanged)
    Q_PROPERTY(bool empty READ empty NOTIFY chartsChanged)
    Q_PROPERTY(QString context READ context NOTIFY chartsChanged)
    Q_PROPERTY(int heatMapCount READ heatMapCount NOTIFY chartsChanged)
    // Whether the charts shown hold the solvers' steps: a study's, with solvers.
    Q_PROPERTY(bool hasSolverSteps READ hasSolverSteps NOTIFY chartsChanged)

public:
    enum Kind { DeadEnds, CorridorLengths, EdgeBias, SolverSteps };
    Q_ENUM(Kind)
    enum Source { Mazes, Study };
    Q_ENUM(Source)

    explicit ChartsModel(QObject *parent = nullptr);
    ~ChartsModel() override;

    Comparison *comparison() const { return m_comparison; }
    void setComparison(Comparison *comparison);
    StudyController *study() const { return m_study; }
    ComparisonTableModel *differences() const { return m_differences; }
    Source source() const { return m_source; }
    void setSource(Source source);

    bool hasMazes() const { return !m_mazes.isEmpty(); }
    bool hasStudy() const { return m_studyOutcome != nullptr; }
    bool empty() const { return shown().isEmpty(); }
    QString context() const { return shown().context; }
    int heatMapCount() const { return int(shown().heatMaps.size()); }
    bool hasSolverSteps() const { return shown().has(mazestudy::charts::ChartKind::SolverSteps); }

    // What the charts show now.
    const mazestudy::charts::ChartSet &shown() const;
    const mazestudy::charts::ChartSet &mazes() const { return m_mazes; }
    std::shared_ptr<const StudyOutcome> studyOutcome() const { return m_studyOutcome; }
    static mazestudy::charts::ChartKind chartKind(Kind kind);

    Q_INVOKABLE QString heatMapLabel(int index) const;

signals:
    void comparisonChanged();
    void sourceChanged();
    void chartsChanged();

private:
    void watchPanes();
    void rebuildMazes();
    void onStudyFinished(bool complete);

    QPointer<Comparison> m_comparison;
    StudyController *m_study = nullptr;
    ComparisonTableModel *m_differences = nullptr;
    Source m_source = Mazes;
    mazestudy::charts::ChartSet m_mazes;
    std::shared_ptr<const StudyOutcome> m_studyOutcome;
    // Panes finish close together; one rebuild for all of them.
    QTimer m_rebuild;
    QList<QMetaObject::Connection> m_paneConnections;
};

#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The solver catalogue as a list for Solve's chooser and the race's dialog:
// id and translated name and summary, and whether a race takes the solver
// unless told otherwise. With `scriptSolve` a first row stands for the lab
// script's own solve() (id ScriptId), the walk of a maze that has one.
class SolverListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool scriptSolve READ scriptSolve WRITE setScriptSolve NOTIFY scriptSolveChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY scriptSolveChanged)
    Q_PROPERTY(QString scriptId READ scriptId CONSTANT)

public:
    enum Role { IdRole = Qt::UserRole + 1, NameRole, SummaryRole, RacesRole };
    Q_ENUM(Role)

    static constexpr const char *ScriptId = "script";

    explicit SolverListModel(QObject *parent = nullptr);

    bool scriptSolve() const { return m_scriptSolve; }
    void setScriptSolve(bool shown);
    QString scriptId() const { return QString::fromLatin1(ScriptId); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE int indexOf(const QString &id) const;
    Q_INVOKABLE QString idAt(int row) const;
    Q_INVOKABLE QString summaryAt(int row) const;
    // The solvers a race takes unless told otherwise: the two kinds of
    // walker, the marks, a filler and the two searches for a shortest path.
    Q_INVOKABLE static QStringList raceDefaults();

signals:
    void scriptSolveChanged();

private:
    bool m_scriptSolve = false;
};

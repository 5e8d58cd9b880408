#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

struct LabGrade;
struct LabBaseline;

// The lab editor's Check: grades the script as mazestudy-cli lab check does
// (labgrading.h), over a few seeds from the pane's seed at the pane's size,
// on a pool thread, and lists each check with its verdict for the editor.
class LabChecker : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY changed)
    Q_PROPERTY(bool passed READ passed NOTIFY changed)
    // Each row as {name, check, passed, detail}, in lab check's order,
    // translated: the checks (check true) and then the figures beside the
    // permutation DFS's (check false).
    Q_PROPERTY(QVariantList results READ results NOTIFY changed)
    // What was checked: "5 mazes of 41 × 51 from seed 1".
    Q_PROPERTY(QString scope READ scope NOTIFY changed)
    // How many mazes a check runs.
    Q_PROPERTY(int runs READ runs CONSTANT)

public:
    explicit LabChecker(QObject *parent = nullptr);
    ~LabChecker() override;

    static constexpr int Runs = 5;
    int runs() const { return Runs; }

    bool running() const { return m_running; }
    bool hasResult() const { return !m_results.isEmpty(); }
    bool passed() const { return m_passed; }
    QVariantList results() const { return m_results; }
    QString scope() const { return m_scope; }

    // Grades `script` (JavaScript or Java, as the lab reads it); a check
    // asked for while one runs replaces it, and its result is dropped.
    Q_INVOKABLE void check(const QString &script, int rows, int cols, qint64 seed);
    Q_INVOKABLE void clear();

signals:
    void changed();

private:
    struct Outcome;
    void show(const Outcome &outcome);

    quint64 m_serial = 0;
    bool m_running = false;
    bool m_passed = false;
    QVariantList m_results;
    QString m_scope;
};

#pragma once

#include "studycolumns.h"
#include "studycomparison.h"
#include "studyoutcome.h"

#include <QAbstractTableModel>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

// Is the difference real? The last study's generators compared pair by pair
// for the window's headline metrics and each studied solver's steps, a row
// each, in words a reader without statistics takes in ("Dead ends with
// Wilson's algorithm are 19.3 points higher than with the backtracker, 95% CI
// 19.1 to 19.5; certain"), from the same reading of each comparison as `mazestudy-cli study --format text`
// (readComparison). Sorted by a column, clicking its header again reverses
// the order; by default the largest differences first.
class ComparisonTableModel : public QAbstractTableModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A ComparisonTableModel belongs to a ChartsModel")
    Q_PROPERTY(int sortColumn READ sortColumn NOTIFY sortChanged)
    Q_PROPERTY(Qt::SortOrder sortOrder READ sortOrder NOTIFY sortChanged)
    Q_PROPERTY(bool empty READ empty NOTIFY emptyChanged)
    // The generators a headline metric's rows leave out, because its mazes
    // have no such figure (the automaton's have no cells), in words; empty
    // when every row has every generator.
    Q_PROPERTY(QString leftOut READ leftOut NOTIFY leftOutChanged)

public:
    enum Column { Metric, Finding, Size, Certainty, ColumnCount };
    Q_ENUM(Column)
    // How a difference is said: in percentage points (a share), in steps, or as a plain count.
    enum class Unit { Points, Steps, Count };
    // What a column sorts by, for tests and for QML: a string or a number.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ComparisonTableModel(QObject *parent = nullptr);

    // The study whose comparisons the table shows (ChartsModel's last one);
    // null for none.
    void setOutcome(std::shared_ptr<const StudyOutcome> outcome);
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    bool empty() const { return m_rows.empty(); }
    QString leftOut() const { return m_leftOut; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // A header's click: by that column, or the other way round if it already is.
    Q_INVOKABLE void sortBy(int column);

signals:
    void sortChanged();
    void emptyChanged();
    void leftOutChanged();

private:
    // A column of the study the table compares, as the table words it.
    struct Headline {
        QString label; // a plural that takes "are"
        Unit unit;
    };
    // The headline a column of the study is; none for the columns the table leaves to the exports.
    std::optional<Headline> headline(size_t column) const;
    QString leftOutText() const;

    struct Row {
        Headline headline;
        mazestudy::ComparisonReading reading;
        double pHolm = 1;
    };

    void rebuild();
    QString text(const Row &row, int column) const;
    QVariant sortKey(const Row &row, int column) const;
    QString generatorName(size_t index) const;
    static QString certaintyWord(mazestudy::Certainty certainty);
    void sortRows();

    std::shared_ptr<const StudyOutcome> m_outcome;
    std::vector<mazestudy::StudyColumn> m_columns; // the study's
    std::vector<Row> m_rows;
    QString m_leftOut;
    int m_sortColumn = Size;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
};

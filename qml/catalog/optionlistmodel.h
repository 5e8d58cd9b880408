#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <string>

namespace mazestudy {
struct GeneratorInfo;
}

// One pane's generator options, built from the engine's catalogue, each with
// the editor its kind needs: a choice ("a|b|c") a list of values with
// translated labels, a range ("min..max") a whole number or, where its
// default has a decimal point, a decimal, with its bounds; anything else
// (life's rule, "B.../S...") text in that pattern, which the engine checks.
// Editing a value emits edited(); the pane model decides whether it applies.
class OptionListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OptionListModel belongs to a pane model")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Kind { Choice, Whole, Decimal, Text };
    Q_ENUM(Kind)

    enum Role {
        KeyRole = Qt::UserRole + 1,
        KindRole,
        PatternRole, // what a text option takes, as the engine's help writes it
        LabelRole,
        HelpRole,
        ChoicesRole, // the values, as the engine spells them
        ChoiceLabelsRole, // translated, same order
        MinimumRole, // a range's bounds (doubles)
        MaximumRole,
        ValueRole,
        DefaultValueRole,
    };
    Q_ENUM(Role)

    explicit OptionListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows this generator's options (none for nullptr) with these values.
    void setGenerator(const mazestudy::GeneratorInfo *info, const std::map<std::string, std::string> &values);
    void setValues(const std::map<std::string, std::string> &values);

    // Asks for a new value; the owner applies it through setValues().
    Q_INVOKABLE void setValue(int row, const QString &value);
    Q_INVOKABLE QString value(const QString &key) const;
    // Why a text option (life's rule) cannot take `text`, in the window's
    // language, or "" when it can: the engine reads it as it would, and the
    // window refuses it where it is typed, as it refuses a number out of range.
    Q_INVOKABLE QString textProblem(int row, const QString &text) const;
    // "Label: value" for each option not at its default, in the window's
    // language, joined by " · "; empty when every option is at its default.
    QString changedText() const;

signals:
    void countChanged();
    void edited(const QString &key, const QString &value);

private:
    struct Option {
        QString key;
        Kind kind = Text;
        QString pattern;
        QStringList choices;
        double minimum = 0;
        double maximum = 0;
        QString defaultValue;
        QString value;
    };
    std::vector<Option> m_options;
    std::string m_generatorId;
};

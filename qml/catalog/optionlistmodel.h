#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <string>

namespace mazestudy {
struct GeneratorInfo;
}

// One pane's generator options, built from the engine's catalogue: a choice
// ("a|b|c") becomes a list of values with translated labels, a range
// ("min..max") a number with its bounds. Editing a value emits edited(); the
// pane model decides whether it applies.
class OptionListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("OptionListModel belongs to a pane model")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LabelRole,
        HelpRole,
        IsChoiceRole,
        ChoicesRole, // the values, as the engine spells them
        ChoiceLabelsRole, // translated, same order
        MinimumRole,
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

signals:
    void countChanged();
    void edited(const QString &key, const QString &value);

private:
    struct Option {
        QString key;
        bool isChoice = false;
        QStringList choices;
        int minimum = 0;
        int maximum = 0;
        QString defaultValue;
        QString value;
    };
    std::vector<Option> m_options;
};

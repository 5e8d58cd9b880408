#include "optionlistmodel.h"

#include "catalogtext.h"
#include "generatorcatalog.h"
#include "languagechangewatcher.h"

#include <QLocale>

#include <stdexcept>

OptionListModel::OptionListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    LanguageChangeWatcher::refreshRows(this);
}

int OptionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

QVariant OptionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Option &option = m_options[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return CatalogText::optionLabel(option.key);
    case KeyRole:
        return option.key;
    case KindRole:
        return option.kind;
    case PatternRole:
        return option.pattern;
    case HelpRole:
        return CatalogText::optionHelp(option.key);
    case ChoicesRole:
        return option.choices;
    case ChoiceLabelsRole: {
        QStringList labels;
        for (const QString &choice : option.choices)
            labels << CatalogText::choiceLabel(option.key, choice);
        return labels;
    }
    case MinimumRole:
        return option.minimum;
    case MaximumRole:
        return option.maximum;
    case ValueRole:
        return option.value;
    case DefaultValueRole:
        return option.defaultValue;
    default:
        return {};
    }
}

QHash<int, QByteArray> OptionListModel::roleNames() const
{
    return {{KeyRole, "key"}, {KindRole, "kind"}, {PatternRole, "pattern"}, {LabelRole, "label"}, {HelpRole, "help"},
        {ChoicesRole, "choices"}, {ChoiceLabelsRole, "choiceLabels"}, {MinimumRole, "minimum"},
        {MaximumRole, "maximum"}, {ValueRole, "value"}, {DefaultValueRole, "defaultValue"}};
}

void OptionListModel::setGenerator(
    const mazestudy::GeneratorInfo *info, const std::map<std::string, std::string> &values)
{
    const int oldCount = int(m_options.size());
    beginResetModel();
    m_options.clear();
    m_generatorId = info ? info->id : std::string();
    if (info) {
        for (const mazestudy::OptionInfo &source : info->options) {
            if (!source.typed)
                continue;
            Option option;
            option.key = QString::fromStdString(source.key);
            option.defaultValue = QString::fromStdString(source.defaultValue);
            option.value = option.defaultValue;
            const QString accepted = QString::fromStdString(source.values);
            const int range = accepted.indexOf(QLatin1String(".."));
            bool low = false;
            bool high = false;
            if (range >= 0) {
                option.minimum = accepted.left(range).toDouble(&low);
                option.maximum = accepted.mid(range + 2).toDouble(&high);
            }
            if (low && high) {
                option.kind = option.defaultValue.contains(QLatin1Char('.')) ? Decimal : Whole;
            } else if (!accepted.contains(QLatin1Char('|'))) {
                option.pattern = accepted;
            } else {
                option.kind = Choice;
                // A pattern such as newest:P is for typing (the CLI); the list
                // offers the named choices, and a typed value the spec already has.
                for (const QString &choice : accepted.split(QLatin1Char('|'))) {
                    if (!choice.endsWith(QLatin1String(":P")))
                        option.choices << choice;
                }
            }
            const auto given = values.find(source.key);
            if (given != values.end())
                option.value = QString::fromStdString(given->second);
            if (option.kind == Choice && !option.choices.contains(option.value))
                option.choices << option.value;
            m_options.push_back(option);
        }
    }
    endResetModel();
    if (oldCount != int(m_options.size()))
        emit countChanged();
}

void OptionListModel::setValues(const std::map<std::string, std::string> &values)
{
    for (size_t row = 0; row < m_options.size(); ++row) {
        Option &option = m_options[row];
        const auto given = values.find(option.key.toStdString());
        const QString value = given != values.end() ? QString::fromStdString(given->second) : option.defaultValue;
        if (value == option.value)
            continue;
        option.value = value;
        const QModelIndex changed = index(int(row));
        emit dataChanged(changed, changed, {ValueRole});
    }
}

QString OptionListModel::textProblem(int row, const QString &text) const
{
    if (row < 0 || size_t(row) >= m_options.size() || m_options[size_t(row)].kind != Text)
        return {};
    const Option &option = m_options[size_t(row)];
    // The engine's own reading, on a maze too small to cost anything; its
    // words are English, so the window says it in its own.
    mazestudy::MazeSpec spec;
    spec.generator = m_generatorId;
    spec.rows = 11;
    spec.cols = 11;
    spec.options[option.key.toStdString()] = text.trimmed().toStdString();
    try {
        mazestudy::makeGenerator(spec);
        return {};
    } catch (const std::invalid_argument &) {
        return tr("“%1” is not a value for %2: type it as %3.")
            .arg(text.trimmed(), CatalogText::optionLabel(option.key), option.pattern);
    }
}

void OptionListModel::setValue(int row, const QString &value)
{
    if (row < 0 || size_t(row) >= m_options.size() || m_options[size_t(row)].value == value)
        return;
    emit edited(m_options[size_t(row)].key, value);
}

QString OptionListModel::value(const QString &key) const
{
    for (const Option &option : m_options) {
        if (option.key == key)
            return option.value;
    }
    return {};
}

QString OptionListModel::changedText() const
{
    QStringList changed;
    const QLocale locale;
    for (const Option &option : m_options) {
        if (option.value == option.defaultValue)
            continue;
        const QString shown = option.kind == Choice ? CatalogText::choiceLabel(option.key, option.value)
            : option.kind == Decimal                ? locale.toString(option.value.toDouble(), 'g', 6)
                                                    : option.value;
        changed << QStringLiteral("%1: %2").arg(CatalogText::optionLabel(option.key), shown);
    }
    return changed.join(QStringLiteral(" · "));
}

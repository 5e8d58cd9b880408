#include "languagechangewatcher.h"

#include <QCoreApplication>
#include <QEvent>

LanguageChangeWatcher::LanguageChangeWatcher(std::function<void()> changed, QObject *parent)
    : QObject(parent)
    , m_changed(std::move(changed))
{
    if (QCoreApplication *application = QCoreApplication::instance())
        application->installEventFilter(this);
}

bool LanguageChangeWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        m_changed();
    return false;
}

void LanguageChangeWatcher::refreshRows(QAbstractListModel *model, std::function<void()> alsoChanged)
{
    new LanguageChangeWatcher(
        [model, alsoChanged] {
            if (const int rows = model->rowCount())
                emit model->dataChanged(model->index(0), model->index(rows - 1));
            if (alsoChanged)
                alsoChanged();
        },
        model);
}

#include "languagechangewatcher.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>

namespace {

// The one filter on the application: it sees every event the application
// delivers, and passes on only the language changes sent to the application.
class ApplicationLanguage : public QObject {
    Q_OBJECT

public:
    static ApplicationLanguage *instance()
    {
        static QPointer<ApplicationLanguage> current;
        QCoreApplication *application = QCoreApplication::instance();
        if (!current && application) {
            current = new ApplicationLanguage(application);
            application->installEventFilter(current);
        }
        return current;
    }

signals:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
            emit changed();
        return false;
    }

private:
    using QObject::QObject;
};

} // namespace

LanguageChangeWatcher::LanguageChangeWatcher(std::function<void()> changed, QObject *parent)
    : QObject(parent)
{
    if (ApplicationLanguage *language = ApplicationLanguage::instance())
        connect(language, &ApplicationLanguage::changed, this, std::move(changed));
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

#include "languagechangewatcher.moc"

#include "languageswitcher.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>

namespace {

const QString LanguageKey = QStringLiteral("window/language");

std::unique_ptr<QSettings> openSettings(const QString &file)
{
    return file.isEmpty() ? std::make_unique<QSettings>() : std::make_unique<QSettings>(file, QSettings::IniFormat);
}

// Loads `catalogue` for the locale's UI languages in order (LANGUAGE, then
// LANG for the system's), or returns null when none has a translation.
QTranslator *loadTranslator(const QLocale &locale, const QString &catalogue, const QString &folder, QObject *parent)
{
    auto *translator = new QTranslator(parent);
    if (translator->load(locale, catalogue, QStringLiteral("_"), folder))
        return translator;
    delete translator;
    return nullptr;
}

} // namespace

LanguageSwitcher::LanguageSwitcher(QObject *parent)
    : QObject(parent)
{
}

QStringList LanguageSwitcher::codes() const
{
    return {QString(), QStringLiteral("en"), QStringLiteral("de")};
}

QStringList LanguageSwitcher::names() const
{
    QStringList names;
    for (const QString &code : codes())
        names << displayName(code);
    return names;
}

bool LanguageSwitcher::setLanguage(const QString &language)
{
    if (!codes().contains(language))
        return false;
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QTranslator *translator = loadTranslator(locale, QStringLiteral("mazestudy"), QStringLiteral(":/i18n"), this);
    // Qt's own texts (the file dialogs' buttons): Debian's qt6-translations-l10n.
    QTranslator *qtTranslator
        = loadTranslator(locale, QStringLiteral("qt"), QLibraryInfo::path(QLibraryInfo::TranslationsPath), this);
    m_shown = translator ? QLocale(translator->language()).name().left(2) : QStringLiteral("en");
    // Numbers in the language of the text (LANGUAGE=de under LANG=C would
    // otherwise print "1,456 Schritte", which reads as 1.456), set before
    // anything is worded again.
    QLocale::setDefault(language.isEmpty() && !translator ? QLocale::system() : QLocale(m_shown));
    for (QTranslator *old : {m_translator, m_qtTranslator}) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    }
    m_translator = translator;
    m_qtTranslator = qtTranslator;
    if (m_qtTranslator)
        QCoreApplication::installTranslator(m_qtTranslator);
    if (m_translator)
        QCoreApplication::installTranslator(m_translator);
    m_language = language;
    // Once more with everything in place: a switch to English installs no
    // translator, and the removals announced the change while the old one was still in.
    QEvent changed(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &changed);
    if (m_engine)
        m_engine->retranslate();
    emit languageChanged();
    return true;
}

bool LanguageSwitcher::choose(const QString &language)
{
    if (!setLanguage(language))
        return false;
    if (m_remembers)
        openSettings(m_settingsFile)->setValue(LanguageKey, language);
    return true;
}

QString LanguageSwitcher::displayName(const QString &code) const
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    const QString systems = QLocale::system().uiLanguages().value(0).startsWith(QLatin1String("de"))
        ? QStringLiteral("Deutsch")
        : QStringLiteral("English");
    return tr("System (%1)").arg(systems);
}

void LanguageSwitcher::rememberIn(const QString &settingsFile)
{
    m_remembers = true;
    m_settingsFile = settingsFile;
}

QString LanguageSwitcher::rememberedLanguage() const
{
    if (!m_remembers)
        return {};
    const QString language = openSettings(m_settingsFile)->value(LanguageKey).toString();
    return codes().contains(language) ? language : QString();
}

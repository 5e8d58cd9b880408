#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QTranslator;

// The window's language, switched while it runs: the system's, English or
// German. A switch swaps the application's translators (MazeStudy's and Qt's
// own), sets the default locale for numbers, retranslates the QML engine and
// is remembered in the settings file; models that build texts in C++ follow
// through their LanguageChangeWatcher.
class LanguageSwitcher : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the LanguageSwitcher")
    // "" for the system's language, else a language code of codes().
    Q_PROPERTY(QString language READ language NOTIFY languageChanged)
    Q_PROPERTY(QStringList codes READ codes CONSTANT)
    // Each code's displayName(), in the order of codes(), for a choice list.
    Q_PROPERTY(QStringList names READ names NOTIFY languageChanged)
    // language's place in codes(), for a choice list.
    Q_PROPERTY(int index READ index NOTIFY languageChanged)
    // The language the window shows now ("en" or "de"): the system's resolved.
    Q_PROPERTY(QString shown READ shown NOTIFY languageChanged)

public:
    explicit LanguageSwitcher(QObject *parent = nullptr);

    QString language() const { return m_language; }
    // Installs the translators; false for a code not in codes().
    bool setLanguage(const QString &language);
    // The user's choice in the window: switches, and remembers it when the
    // window remembers its state.
    Q_INVOKABLE bool choose(const QString &language);
    QStringList codes() const;
    int index() const { return int(codes().indexOf(m_language)); }
    QStringList names() const;
    QString shown() const { return m_shown; }
    // The language's own name ("Deutsch"); for "" the system's, as "System (English)".
    Q_INVOKABLE QString displayName(const QString &code) const;

    // The engine to retranslate on a switch.
    void setEngine(QQmlEngine *engine) { m_engine = engine; }
    // Where choices are remembered: as Comparison's settings file (empty: the
    // user's settings); nowhere until this is called.
    void rememberIn(const QString &settingsFile);
    // The language remembered there ("" when none is).
    QString rememberedLanguage() const;

signals:
    void languageChanged();

private:
    bool m_remembers = false;
    QString m_settingsFile;
    QString m_language;
    QString m_shown;
    QQmlEngine *m_engine = nullptr;
    QTranslator *m_translator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
};

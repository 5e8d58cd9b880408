#pragma once

#include <QObject>
#include <QQuickTextDocument>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

// The lab editor's files: the starting templates, and scripts read from and
// written to .js and .java files (written whole or not at all).
class LabScriptFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)

public:
    using QObject::QObject;

    Q_INVOKABLE QString templateText(bool java = false) const;
    // Replaces the editor's whole text with `text` as one edit, which one
    // Undo takes back (TextArea's remove and insert would be two).
    Q_INVOKABLE void startFrom(QQuickTextDocument *document, const QString &text) const;
    // Whether the lab runs this script as Java: it declares a class that
    // extends mazedfs (LabScripts::languageOf).
    Q_INVOKABLE bool isJava(const QString &script) const;
    // The file name a save offers: digout.js, or the Java class's own.
    Q_INVOKABLE QString fileNameFor(const QString &script) const;
    // The script, or a null string with errorString saying why.
    Q_INVOKABLE QString read(const QUrl &file);
    Q_INVOKABLE bool write(const QUrl &file, const QString &script);
    QString errorString() const { return m_errorString; }

signals:
    void errorStringChanged();

private:
    void setErrorString(const QString &text);

    QString m_errorString;
};

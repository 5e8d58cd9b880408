#pragma once

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

// The lab editor's files: the starting template, and scripts read from and
// written to .js files (written whole or not at all).
class LabScriptFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)

public:
    using QObject::QObject;

    Q_INVOKABLE QString templateText() const;
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

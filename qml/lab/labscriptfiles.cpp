#include "labscriptfiles.h"

#include "atomicfile.h"
#include "labscripts.h"
#include "localfiles.h"

#include <QFile>
#include <QTextCursor>
#include <QTextDocument>

#include <stdexcept>

QString LabScriptFiles::templateText(bool java) const
{
    QFile file(java ? QStringLiteral(":/lab/template.java") : QStringLiteral(":/lab/template.js"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void LabScriptFiles::startFrom(QQuickTextDocument *document, const QString &text) const
{
    if (!document)
        return;
    QTextCursor cursor(document->textDocument());
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
    cursor.endEditBlock();
}

bool LabScriptFiles::isJava(const QString &script) const
{
    return LabScripts::languageOf(script) == LabLanguage::Java;
}

QString LabScriptFiles::fileNameFor(const QString &script) const
{
    return isJava(script) ? LabScripts::javaFileName(script) : QStringLiteral("digout.js");
}

QString LabScriptFiles::read(const QUrl &file)
{
    try {
        const QString script = LabScripts::readFile(LocalFiles::path(file));
        setErrorString({});
        return script;
    } catch (const std::exception &error) {
        setErrorString(tr("Cannot open the script: %1").arg(QString::fromStdString(error.what())));
        return {};
    }
}

bool LabScriptFiles::write(const QUrl &file, const QString &script)
{
    std::string error;
    if (!mazestudy::writeFileAtomically(LocalFiles::path(file).toStdString(), script.toStdString(), error)) {
        setErrorString(tr("Cannot save the script: %1").arg(QString::fromStdString(error)));
        return false;
    }
    setErrorString({});
    return true;
}

void LabScriptFiles::setErrorString(const QString &text)
{
    if (text == m_errorString)
        return;
    m_errorString = text;
    emit errorStringChanged();
}

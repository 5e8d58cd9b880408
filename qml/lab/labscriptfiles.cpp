#include "labscriptfiles.h"

#include "atomicfile.h"
#include "labscripts.h"
#include "localfiles.h"

#include <QFile>

#include <stdexcept>

QString LabScriptFiles::templateText() const
{
    QFile file(QStringLiteral(":/lab/template.js"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
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

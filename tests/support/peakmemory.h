#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>

// This process's peak resident memory so far (VmHWM of /proc/self/status),
// in kB; -1 where it cannot be read.
inline long peakResidentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return -1;
}

#include "mazetheme.h"

MazeTheme::MazeTheme(QObject *parent)
    : QObject(parent)
{
}

void MazeTheme::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    emit darkChanged();
}

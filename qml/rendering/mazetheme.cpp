#include "mazetheme.h"

using mazestudy::charts::MazeRole;

MazeTheme::MazeTheme(QObject *parent)
    : QObject(parent)
{
    connect(this, &MazeTheme::darkChanged, this, &MazeTheme::colorsChanged);
    connect(this, &MazeTheme::labClassicChanged, this, &MazeTheme::colorsChanged);
}

void MazeTheme::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    emit darkChanged();
}

void MazeTheme::setLabClassic(bool labClassic)
{
    if (labClassic == m_labClassic)
        return;
    m_labClassic = labClassic;
    emit labClassicChanged();
}

// The lab's classic look is Java's Color.green, black and Color.red on the
// dark set, whose other colours are made to stand out on a dark floor.
QColor MazeTheme::color(MazeRole role) const
{
    if (m_labClassic) {
        switch (role) {
        case MazeRole::Wall:
            return QColor(0x00, 0xff, 0x00);
        case MazeRole::Floor:
        case MazeRole::Background:
            return QColor(0x00, 0x00, 0x00);
        case MazeRole::SolverDot:
            return QColor(0xff, 0x00, 0x00);
        default:
            return mazestudy::charts::mazeColor(role, true);
        }
    }
    return mazestudy::charts::mazeColor(role, m_dark);
}

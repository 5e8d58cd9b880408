#pragma once

#include "mazecolours.h"

#include <QColor>

namespace mazestudy::charts {

using mazestudy::mazeRgb;
using mazestudy::MazeRole;

inline QColor mazeColor(MazeRole role, bool dark = false, int alpha = 255)
{
    QColor color(mazeRgb(role, dark));
    color.setAlpha(alpha);
    return color;
}

} // namespace mazestudy::charts

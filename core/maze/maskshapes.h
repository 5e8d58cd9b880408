#pragma once

#include "mask.h"

#include <optional>
#include <string>

namespace mazestudy {

// The shapes a mask can be drawn in without a file, each as large as the
// maze's cells allow: the window's shape chooser offers them.
enum class MaskShape { Disc, Ring, Diamond, Triangle, Heart };
constexpr MaskShape MaskShapes[]
    = {MaskShape::Disc, MaskShape::Ring, MaskShape::Diamond, MaskShape::Triangle, MaskShape::Heart};

// "disc", "ring", ...: the name kept in settings.
const char *maskShapeId(MaskShape shape);
std::optional<MaskShape> maskShapeFromId(const std::string &id);

// The shape over rows x cols cells, a cell inside when its centre is.
// Throws std::invalid_argument (Mask::make's message) when the cells are too
// few for it: a disc of one cell, a ring of 4x4 cells, which falls apart
// (from 6 cells a side a ring always holds).
Mask shapedMask(MaskShape shape, int rows, int cols);

} // namespace mazestudy

#pragma once

#include "mask.h"

#include <string>

namespace mazestudy {

// A mask from a file: a PNG (dark pixels outside, light inside, a pixel a
// cell or K when every K x K block is one colour, as readPng() reads a maze)
// or a text mask (maskFromText()). Throws std::runtime_error naming the file.
Mask readMaskFile(const std::string &path);

} // namespace mazestudy

#pragma once

#include "study.h"

#include <string>
#include <vector>

namespace mazestudy {

// One study of the same generators at each of several sizes, and how each
// metric's mean grows with the side: a power law fitted on logarithms.
struct StudySweep {
    std::vector<StudyConfig> configs; // one a size, smallest first
    std::vector<StudyResult> results; // parallel to configs
};

// The side a size stands for: the geometric mean of rows and columns, so
// that a square maze's side is its side.
double sweepSide(int rows, int cols);

// The sweep as JSON: `sizes`, `means` (a list a size of each generator's
// metrics: mean and its 95% interval) and `fits`: for every generator and
// metric whose mean is positive at every size, the exponent with its 95%
// interval, the prefactor and R^2.
std::string studySweepToJson(const StudySweep &sweep);
// The same fits in words, one line a generator and metric.
std::string studySweepToText(const StudySweep &sweep);

} // namespace mazestudy

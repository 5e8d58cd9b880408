#pragma once

#include "study.h"
#include "studysweep.h"

#include <string>

namespace mazestudy::cli {

// `mazestudy-cli study --charts-dir DIR`: the charts the window shows for a
// study (PNG and SVG, their data as CSV and JSON, the heat maps), drawn by
// the same code without a window, under the QApplication that main() makes
// when it sees --charts-dir (on the offscreen platform unless QT_QPA_PLATFORM
// says otherwise), so a plain study neither needs a display nor pays for
// Qt Widgets.
class StudyCharts {
public:
    // Throws std::runtime_error before the study when DIR cannot be made or
    // written to.
    StudyCharts(std::string dir, const StudyConfig &config);

    // Draws and writes every file into DIR, all or none; throws
    // std::runtime_error naming what could not be written.
    void write(const StudyResult &result) const;
    // A sweep's charts instead (study --sizes, or merge of its partials):
    // growth-METRIC.png and .svg for every metric some generator has at two
    // sizes or more, its means against the side on log axes.
    void writeSweep(const StudySweep &sweep) const;

private:
    std::string m_dir;
    StudyConfig m_config;
};

} // namespace mazestudy::cli

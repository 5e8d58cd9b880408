#pragma once

#include <cstdint>
#include <iosfwd>

namespace mazestudy::cli {

// "[#######.............]  35%  1400/4000 mazes" on one line, redrawn when
// the percentage moves, for a terminal.
class ProgressBar {
public:
    explicit ProgressBar(std::ostream &terminal)
        : m_terminal(terminal)
    {
    }

    void show(uint64_t done, uint64_t total);

private:
    std::ostream &m_terminal;
    int m_percent = -1;
};

} // namespace mazestudy::cli

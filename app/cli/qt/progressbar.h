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
    // Ends the bar's line when it is drawn and unfinished, so that a message
    // after it begins a line of its own.
    void endLine();

private:
    std::ostream &m_terminal;
    int m_percent = -1;
    bool m_lineOpen = false;
};

} // namespace mazestudy::cli

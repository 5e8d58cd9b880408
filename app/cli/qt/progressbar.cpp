#include "progressbar.h"

#include <ostream>
#include <string>

namespace mazestudy::cli {

void ProgressBar::show(uint64_t done, uint64_t total)
{
    const int percent = total ? int(done * 100 / total) : 100;
    if (percent == m_percent)
        return;
    m_percent = percent;
    constexpr int width = 20;
    const int filled = percent * width / 100;
    const std::string number = std::to_string(percent);
    m_terminal << "\r[" << std::string(size_t(filled), '#') << std::string(size_t(width - filled), '.') << "] "
               << std::string(3 - number.size(), ' ') << number << "%  " << done << "/" << total << " mazes"
               << std::flush;
    m_lineOpen = true;
    if (done == total)
        endLine();
}

void ProgressBar::endLine()
{
    if (m_lineOpen)
        m_terminal << "\n";
    m_lineOpen = false;
}

} // namespace mazestudy::cli

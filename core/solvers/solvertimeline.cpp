#include "solvertimeline.h"

#include <algorithm>

namespace mazestudy {

SolverTimeline::SolverTimeline(std::unique_ptr<Solver> start, uint64_t spacing, size_t maxKeyframes)
    : m_state(std::move(start))
    , m_spacing(std::max<uint64_t>(spacing, 1))
    , m_maxKeyframes(std::max<size_t>(maxKeyframes, 2))
{
    m_keyframes.push_back(m_state->clone());
}

SolverStep SolverTimeline::forward()
{
    const SolverStep step = m_state->step();
    m_last = step;
    ++m_position;
    // A keyframe where the run goes past the last one for the first time.
    if (m_position % m_spacing == 0 && m_position / m_spacing == m_keyframes.size()) {
        m_keyframes.push_back(m_state->clone());
        if (m_keyframes.size() > m_maxKeyframes) {
            for (size_t i = 1; 2 * i < m_keyframes.size(); ++i)
                m_keyframes[i] = std::move(m_keyframes[2 * i]);
            m_keyframes.resize((m_keyframes.size() + 1) / 2);
            m_spacing *= 2;
        }
    }
    return step;
}

void SolverTimeline::back()
{
    const uint64_t target = m_position - 1;
    // From a keyframe before the target, so that the step leading to it is replayed and known.
    const size_t keyframe = target == 0 ? 0 : std::min<size_t>((target - 1) / m_spacing, m_keyframes.size() - 1);
    m_state = m_keyframes[keyframe]->clone();
    m_position = keyframe * m_spacing;
    m_last.reset();
    while (m_position < target)
        forward();
}

} // namespace mazestudy

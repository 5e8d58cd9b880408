#include "callstyle.h"

namespace mazestudy {

const NarrationKind CallNarration::NotStarted {
    "not-started", QT_TRANSLATE_NOOP("Narration", "nothing yet: the first move calls %1")};
const NarrationKind CallNarration::OpenExit {
    "open-exit", QT_TRANSLATE_NOOP("Narration", "digout is done; digging the exit units %1 and %2")};

std::string placeText(CallStyle style, Point unit)
{
    return placeText(unit, style == CallStyle::Visit);
}

std::string callText(CallStyle style, Point unit)
{
    switch (style) {
    case CallStyle::Visit:
        return "visit" + placeText(style, unit);
    case CallStyle::DigoutRotating:
    case CallStyle::DigoutPermutation:
    case CallStyle::Lab:
        return "digout" + placeText(style, unit);
    case CallStyle::Sweeps:
    case CallStyle::Classic:
        break;
    }
    return {};
}

char directionLetter(Direction d)
{
    static const char letters[] = {'S', 'E', 'N', 'W'};
    return letters[int(d) & 3];
}

std::string directionLetters(const std::vector<Direction> &directions)
{
    std::string text;
    for (Direction d : directions) {
        if (!text.empty())
            text += ' ';
        text += directionLetter(d);
    }
    return text;
}

std::string directionNames(const std::vector<Direction> &directions)
{
    if (directions.empty())
        return "none";
    std::string text;
    for (Direction d : directions)
        text += (text.empty() ? "" : ", ") + std::string(directionName(d));
    return text;
}

} // namespace mazestudy

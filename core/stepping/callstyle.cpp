#include "callstyle.h"

#include "generatorcatalog.h"

namespace mazestudy {

CallStyle callStyleOf(const std::string &generatorId)
{
    const GeneratorInfo *info = findGenerator(generatorId);
    return info ? info->callStyle : CallStyle::Sweeps;
}

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

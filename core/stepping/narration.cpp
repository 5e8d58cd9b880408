#include "narration.h"

#include "callstyle.h"

namespace mazestudy {

Narration narrate(const Generator &state, const std::optional<Move> &last)
{
    Narration narration;
    if (last)
        state.narrate(*last, narration);
    else
        state.narrateStart(narration);
    return narration;
}

const char *narrationTemplate(const NarrationKind *kind)
{
    return kind ? kind->text : "";
}

const char *narrationKindName(const NarrationKind *kind)
{
    return kind ? kind->name : "";
}

std::string narrationArgText(const NarrationArg &arg)
{
    switch (arg.type) {
    case NarrationArg::Type::Plain:
        return arg.plain;
    case NarrationArg::Type::Direction:
        return arg.directions.empty() ? std::string() : directionName(arg.directions.front());
    case NarrationArg::Type::Directions:
        return directionNames(arg.directions);
    }
    return {};
}

std::string narrationText(const Narration &narration)
{
    const std::string pattern = narrationTemplate(narration.kind);
    std::string text;
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        const char following = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (c == '%' && following == 'n') {
            text += std::to_string(narration.count);
            ++i;
        } else if (c == '%' && following >= '1' && following <= '9') {
            const size_t index = size_t(following - '1');
            if (index < narration.args.size())
                text += narrationArgText(narration.args[index]);
            ++i;
        } else if (pattern.compare(i, 3, "(s)") == 0) {
            // English plural, as Qt's numerus form gives it: "1 wall", "2 walls".
            if (narration.count != 1)
                text += 's';
            i += 2;
        } else {
            text += c;
        }
    }
    return text;
}

} // namespace mazestudy

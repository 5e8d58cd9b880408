#include "movenarration.h"

namespace mazestudy {

NarrationArgs::NarrationArgs(Narration &narration, bool cellPlaces)
    : m_narration(narration)
    , m_cellPlaces(cellPlaces)
{
}

NarrationArgs &NarrationArgs::kind(const NarrationKind &kind, int count)
{
    m_narration.kind = &kind;
    m_narration.count = count;
    return *this;
}

NarrationArgs &NarrationArgs::plain(std::string text)
{
    m_narration.args.push_back({NarrationArg::Type::Plain, std::move(text), {}});
    return *this;
}

NarrationArgs &NarrationArgs::number(long long value)
{
    return plain(std::to_string(value));
}

NarrationArgs &NarrationArgs::place(Point unit)
{
    return plain(placeText(unit, m_cellPlaces));
}

NarrationArgs &NarrationArgs::direction(Direction d)
{
    m_narration.args.push_back({NarrationArg::Type::Direction, {}, {d}});
    return *this;
}

NarrationArgs &NarrationArgs::directions(std::vector<Direction> list)
{
    m_narration.args.push_back({NarrationArg::Type::Directions, {}, std::move(list)});
    return *this;
}

std::string placeText(Point unit, bool cell)
{
    if (cell)
        unit = {(unit.row - 1) / 2, (unit.col - 1) / 2};
    return "(" + std::to_string(unit.row) + ", " + std::to_string(unit.col) + ")";
}

} // namespace mazestudy

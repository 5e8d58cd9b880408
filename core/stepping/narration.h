#pragma once

#include "generator.h"
#include "move.h"
#include "movenarration.h"

#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

// The narration of `last`, the move that led to `state` (empty: no move yet).
// It reads only the state after the move and the move itself, so it is the
// same however that state was reached: forwards, backwards or by replay.
Narration narrate(const Generator &state, const std::optional<Move> &last);

// English template with %1.. and Qt's %n plural marker ("%n wall(s)"); empty
// for no kind.
const char *narrationTemplate(const NarrationKind *kind);
// A stable name for JSON: "digout-carve".
const char *narrationKindName(const NarrationKind *kind);
// The argument in English: its plain text, "north", or "north, west".
std::string narrationArgText(const NarrationArg &arg);
// The whole line in English.
std::string narrationText(const Narration &narration);

} // namespace mazestudy

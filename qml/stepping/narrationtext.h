#pragma once

#include "direction.h"
#include "narration.h"

#include <QString>

// The engine's narration and direction words in the window's language:
// templates through QCoreApplication::translate("Narration", ...), the
// direction words and the call-stack panel's one-letter directions.
namespace NarrationText {
QString translate(const mazestudy::Narration &narration);
QString directionWord(mazestudy::Direction direction);
QString directionLetter(mazestudy::Direction direction);
} // namespace NarrationText

#pragma once

#include "labcheck.h"

#include <QString>

// A lab check verdict (labcheck.h) in the window's language: what
// verdictText() says in English for the CLI. The script's own problem
// (a compiler's or an engine's words) stays as the script's tools said it.
QString verdictWords(const mazestudy::Verdict &verdict);

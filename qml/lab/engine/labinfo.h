#pragma once

#include "generatorcatalog.h"

// The lab's entry in the engine's catalogue without what runs a script: its
// id, texts and options. Plain C++, so that mazestudy-cli, which links no Qt,
// lists the lab as mazestudy-cli-qt and the window do.
mazestudy::GeneratorInfo labGeneratorInfo();

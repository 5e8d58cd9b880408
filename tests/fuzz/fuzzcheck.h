#pragma once

#include <cstdio>
#include <cstdlib>

// A broken promise found by a harness: printed and aborted, so libFuzzer
// saves the input and the corpus replay under ctest fails on it.
#define FUZZ_REQUIRE(condition)                                                                                        \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            std::fprintf(stderr, "%s:%d: broken promise: %s\n", __FILE__, __LINE__, #condition);                       \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (false)

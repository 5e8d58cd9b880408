#!/usr/bin/env bash
# The sanitizer builds that CI runs after the tests: every test under
# AddressSanitizer and UndefinedBehaviorSanitizer (the models' and QML tests
# included, offscreen), then the tests that run threads under
# ThreadSanitizer; every report is fatal. Qt and the system libraries are not
# instrumented; what they leak at exit is suppressed by name in
# scripts/lsan.supp, each entry with its reason.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh" >/dev/null
build_dir=${MAZESTUDY_ASAN_BUILD_DIR:-$here/build-asan}

# -O1 -g1: the sanitizers' reports keep their file and line (line tables are
# all they read), and the build, CI's longest step, takes much less time than
# with -O2 and whole debug information.
if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZESTUDY_BENCH=OFF -DMAZESTUDY_PYTHON=OFF \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
        -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
        -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
fi
cmake --build "$build_dir" --parallel "$(nproc)"

# Whole stacks for every allocation (fast_unwind_on_malloc=0): Qt is built
# without frame pointers, and the suppressions need to see past its frames.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1:fast_unwind_on_malloc=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=suppressions=$here/scripts/lsan.supp:print_suppressions=0
# The tests that look at every language and window size look at a sample
# (tst_windowtext): the sanitizers look for memory errors, the plain build's
# run of test.sh for the words and the room.
export MAZESTUDY_SANITIZED=1
# tst_worldview is left out: it draws through Mesa's llvmpipe on Xvfb, whose
# uninstrumented JIT and driver allocations are not MazeStudy's; the 3D
# world's own code (walk, build, block tables, instancing) runs under the
# sanitizers in tst_worldgame.
cd "$build_dir"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 1200 --parallel "$(nproc)" -E '^tst_worldview$' "$@"
cd "$here"

# ThreadSanitizer on every test that runs threads: the study's worker pool
# (core), the panes' workers, stepping, the window's study and its cancel,
# chart export, and the stress test that changes and tears down all of them
# mid-work. Qt is not instrumented: TSan sees its pthread calls through its
# interceptors but not the fences in Qt's headers (GCC's -Wtsan says so;
# -Wno-tsan keeps that warning from failing the build). die_after_fork=0:
# QProcess forks a multi-threaded test to start the CLI, and the child execs at once.
tsan_dir=${MAZESTUDY_TSAN_BUILD_DIR:-$here/build-tsan}
if [ ! -f "$tsan_dir/build.ninja" ]; then
    cmake -S "$here" -B "$tsan_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZESTUDY_BENCH=OFF -DMAZESTUDY_PYTHON=OFF \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS="-fsanitize=thread -Wno-tsan" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" >/dev/null
fi
threaded_tests=(metrics/tst_study models/tst_panemodel models/tst_panestepper models/tst_comparison models/tst_stress
    charts/tst_chartmodels charts/tst_animationexport)
cmake --build "$tsan_dir" --parallel "$(nproc)" --target "${threaded_tests[@]#*/}"
for test in "${threaded_tests[@]}"; do
    echo "tsan: $test"
    TSAN_OPTIONS="halt_on_error=1 die_after_fork=0 suppressions=$here/scripts/tsan.supp" QT_QPA_PLATFORM=offscreen \
        "$tsan_dir/tests/$test" -silent
done

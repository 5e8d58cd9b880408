#!/usr/bin/env bash
# Builds the fuzz harnesses of tests/fuzz with clang as libFuzzer programs
# (AddressSanitizer and UndefinedBehaviorSanitizer on) and runs each from its
# seed corpus with its dictionary.
#
#   scripts/fuzz.sh               CI: a fixed number of runs per harness
#   scripts/fuzz.sh --minutes 10  the long run: ten minutes per harness
#
# A broken promise or a sanitizer report stops the run; libFuzzer writes the
# input as crash-* in build-fuzz/findings/HARNESS/. Fix the cause, then copy
# that input into tests/fuzz/corpus/HARNESS/, where ctest replays it in every
# build from then on.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh" >/dev/null
build_dir=${MAZESTUDY_FUZZ_BUILD_DIR:-$here/build-fuzz}

limit=(-runs="${MAZESTUDY_FUZZ_RUNS:-300000}")
if [ "${1:-}" = "--minutes" ]; then
    limit=(-max_total_time=$((${2:?--minutes needs a number} * 60)))
fi

if [ ! -f "$build_dir/build.ninja" ]; then
    CC=clang-14 CXX=clang++-14 cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DMAZESTUDY_FUZZ=ON -DMAZESTUDY_PYTHON=OFF \
        -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
        -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
fi
harnesses=(maze_reader maze_metrics cli_arguments study_partial remembered_view npy_reader png_reader maze_mesh)
cmake --build "$build_dir" --parallel "$(nproc)" --target "${harnesses[@]/#/fuzz_}"

declare -A dictionary=([maze_reader]=maze_format [maze_metrics]=maze_format [cli_arguments]=cli_arguments
    [study_partial]=study_partial [remembered_view]=remembered_view [npy_reader]=npy_format
    [png_reader]=png_format [maze_mesh]=maze_mesh)
# A harness whose every input costs more runs a share of the runs, about as
# long as the others: a whole mesh each (a twentieth), Qt's settings parser
# and the window's checks each (a quarter).
declare -A share=([maze_mesh]=20 [remembered_view]=4)
for harness in "${harnesses[@]}"; do
    runs=("${limit[@]}")
    if [[ ${runs[0]} == -runs=* && -n ${share[$harness]:-} ]]; then
        runs=(-runs=$((${runs[0]#-runs=} / ${share[$harness]})))
    fi
    # New inputs go to a scratch corpus; the tree's corpus stays as committed.
    work="$build_dir/corpus/$harness"
    findings="$build_dir/findings/$harness"
    mkdir -p "$work" "$findings"
    echo "fuzz: $harness (${runs[*]})"
    started=$(date +%s)
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        "$build_dir/tests/fuzz/fuzz_$harness" "${runs[@]}" -max_len=8192 -rss_limit_mb=2048 -malloc_limit_mb=512 \
        -timeout=10 -print_final_stats=1 -dict="$here/tests/fuzz/${dictionary[$harness]}.dict" \
        -artifact_prefix="$findings/" "$work" "$here/tests/fuzz/corpus/$harness" 2>"$findings/log.txt" || {
        tail -n 60 "$findings/log.txt"
        exit 1
    }
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$findings/log.txt" | tr '\n' ' '
    echo "($(($(date +%s) - started)) s)"
done

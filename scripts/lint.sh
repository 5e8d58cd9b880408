#!/usr/bin/env bash
# The habits that keep the tree as it is: every C++ file formatted by
# .clang-format, every .qml file clean under qmllint (false positives of
# Qt 6.4's qmllint are silenced line by line, never by category), and the
# rooms within their limits (at most 20 source files a folder, 600 lines a
# file, no include cycle between two modules or between rooms). Needs a
# configured build (scripts/setup.sh makes one).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${MAZESTUDY_BUILD_DIR:-$here/build}
cd "$here"
status=0

unformatted=$(git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run 2>&1 | grep -o '^[^:]*:[0-9]*' | sort -u || true)
if [ -n "$unformatted" ]; then
    echo "lint: not formatted by .clang-format (run clang-format -i on them):"
    echo "$unformatted" | sed 's/^/  /'
    status=1
fi

if ! qmllint_output=$(cmake --build "$build_dir" --target mazestudyqml_qmllint 2>&1); then
    echo "lint: qmllint warns:"
    echo "$qmllint_output" | grep -A2 '^Warning' | sed 's/^/  /'
    status=1
fi

# A silenced line names what it silences: a bare directive would hide every
# check on that line, the real mistakes with the false positive.
if bare=$(grep -rn --include='*.qml' -E 'qmllint disable[[:space:]]*$' qml tests); then
    echo "lint: a qmllint directive without a category (name it: type, property, unqualified, ...):"
    echo "$bare" | sed 's/^/  /'
    status=1
fi

# Product folders only: tests and benchmarks follow the code they exercise.
while read -r folder; do
    count=$(find "$folder" -maxdepth 1 -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.qml' \) | wc -l)
    if [ "$count" -gt 20 ]; then
        echo "lint: $folder holds $count source files; split it into rooms (at most 20)"
        status=1
    fi
done < <(find core qml app -type d)
while read -r lines file; do
    [ "$file" = total ] && continue
    if [ "$lines" -gt 600 ]; then
        echo "lint: $file has $lines lines (at most 600)"
        status=1
    fi
done < <(git ls-files 'core/*' 'qml/*' 'app/*' | grep -E '\.(cpp|h|qml)$' | xargs wc -l)

if ! cycles=$(python3 scripts/include_cycles.py); then
    echo "lint: include cycles (docs/architecture.md: arrows point one way):"
    echo "$cycles" | sed 's/^/  /'
    status=1
fi

[ "$status" = 0 ] && echo "lint: clean"
exit "$status"

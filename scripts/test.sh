#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through ctest.
# Arguments go to ctest (for example -R tst_automaton).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh"
build_dir=${MAZESTUDY_BUILD_DIR:-$here/build}
cd "$build_dir"
# On every core: the tests keep to their own files, folders and displays.
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 --parallel "$(nproc)" "$@"

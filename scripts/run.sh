#!/usr/bin/env bash
# Quick start: installs what is missing, builds, and opens the MazeStudy window.
# Arguments go to the window (for example --screenshot out.png).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh"
build_dir=${MAZESTUDY_BUILD_DIR:-$here/build}

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    cat >&2 <<MSG
run.sh: there is no display to open the window on.
  With a virtual one:  Xvfb :99 -screen 0 1920x1080x24 -nolisten tcp &  DISPLAY=:99 scripts/run.sh
  A picture of it:     QT_QPA_PLATFORM=offscreen $build_dir/bin/mazestudy --screenshot shot.png
  Without a window:    $build_dir/bin/mazestudy-cli --help
MSG
    exit 2
fi
exec "$build_dir/bin/mazestudy" "$@"

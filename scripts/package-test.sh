#!/usr/bin/env bash
# Installs MazeStudy as a user would and checks that it runs from there:
#   1. cmake --install into a temporary prefix: the files of a desktop
#      application (validated), both programs' --version, the installed CLI,
#      and the installed window's --screenshot with the build tree moved away;
#   2. cpack -G DEB, then (as root) apt install ./mazestudy_*.deb, the menu
#      entry's command, and apt remove leaving none of its files.
# Both times the Python module, where it is built, imports in a fresh
# environment and makes the CLI's maze.
# CI runs it after scripts/test.sh, which has built build/.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh" >/dev/null
build_dir=${MAZESTUDY_BUILD_DIR:-$here/build}
version=$(sed -n 's/^project(MazeStudy VERSION \([0-9.]*\).*/\1/p' "$here/CMakeLists.txt")
app_id=io.github.mazestudy.MazeStudy
work=$(mktemp -d)
parked=""
cleanup() {
    [ -n "$parked" ] && mv "$parked" "$build_dir"
    rm -rf "$work"
}
trap cleanup EXIT
fail() {
    echo "package-test: $*" >&2
    exit 1
}
check_version() { # PROGRAM OUTPUT
    [ "$2" = "$1 $version" ] || fail "$1 --version printed \"$2\", not \"$1 $version\""
}
# A window screenshot of a 41 x 51 maze per pane, offscreen, must be a PNG.
# The Python module, where the build has it, from a fresh environment that
# knows only PYTHONPATH (if given): it is the installed one, its maze the
# installed CLI's, its study runs.
python_module=$(sed -n 's/^MAZESTUDY_PYTHON:BOOL=//p' "$build_dir/CMakeCache.txt")
python_dir=$(sed -n 's/^MAZESTUDY_PYTHON_INSTALL_DIR:STRING=//p' "$build_dir/CMakeCache.txt")
check_python() { # INSTALL-ROOT CLI-MAZE [PYTHONPATH]
    [ "$python_module" = ON ] || return 0
    echo "package-test: the Python module from $1"
    (cd / && env -i PATH=/usr/bin:/bin PYTHONDONTWRITEBYTECODE=1 ${3:+PYTHONPATH="$3"} /usr/bin/python3 -c '
import sys, numpy, mazestudy
assert mazestudy.__file__.startswith(sys.argv[1]), mazestudy.__file__
assert numpy.array_equal(mazestudy.generate("wilson", rows=21, cols=21, seed=3), mazestudy.load(sys.argv[2]))
assert mazestudy.study("wilson", size=21, runs=2, seed=3).json["runs"] == 2
' "$1/$python_dir/mazestudy/" "$2") || fail "the Python module installed in $1 does not work"
}
check_screenshot() { # WINDOW-PROGRAM
    QT_QPA_PLATFORM=offscreen "$1" --size 41x51 --settings "$work/settings.ini" --screenshot "$work/shot.png" \
        >/dev/null 2>&1 || fail "$1 --screenshot failed"
    [ "$(head -c 8 "$work/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$1 wrote no PNG"
    rm -f "$work/shot.png"
}

# 1. Into a prefix.
prefix="$work/prefix"
cmake --install "$build_dir" --prefix "$prefix" >/dev/null
for file in bin/mazestudy bin/mazestudy-cli libexec/mazestudy/mazestudy-cli-qt libexec/mazestudy/mazestudy-labrun \
    share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml \
    share/icons/hicolor/scalable/apps/$app_id.svg share/icons/hicolor/48x48/apps/$app_id.png \
    share/man/man1/mazestudy-cli.1 share/bash-completion/completions/mazestudy-cli share/mazestudy/mazestudy-lab.jar; do
    [ -f "$prefix/$file" ] || fail "cmake --install left out $file"
done
desktop-file-validate "$prefix/share/applications/$app_id.desktop" || fail "the desktop entry is not valid"
appstreamcli validate --no-net --no-color "$prefix/share/metainfo/$app_id.metainfo.xml" >/dev/null ||
    fail "the AppStream metainfo is not valid"
man -l "$prefix/share/man/man1/mazestudy-cli.1" 2>&1 >/dev/null | grep . && fail "the man page has errors"
grep -q "MazeStudy $version" "$prefix/share/man/man1/mazestudy-cli.1" || fail "the man page names another version"

parked="$build_dir.parked-by-package-test"
mv "$build_dir" "$parked"
check_version mazestudy-cli "$("$prefix/bin/mazestudy-cli" --version)"
check_version mazestudy "$(QT_QPA_PLATFORM=offscreen "$prefix/bin/mazestudy" --version 2>/dev/null)"
"$prefix/bin/mazestudy-cli" generate --generator wilson --size 21x21 --seed 3 --out "$work/w.maze"
"$prefix/bin/mazestudy-cli" metrics "$work/w.maze" --format text | grep -q "dead" || fail "the installed CLI measured nothing"
# A study is mazestudy-cli-qt's: found from the installed mazestudy-cli.
"$prefix/bin/mazestudy-cli" study --generators wilson --size 21x21 --runs 2 --seed 3 | grep -q '"runs": 2' ||
    fail "the installed CLI ran no study"
# A lab script runs in mazestudy-labrun, found beside the installed mazestudy-cli-qt.
printf 'function digout(y, x) {\n  drawblock(y, x, 1);\n}\n' >"$work/dig.js"
"$prefix/bin/mazestudy-cli" generate --generator lab --option script="$work/dig.js" --size 5x5 --seed 3 \
    --out "$work/lab.maze" || fail "the installed CLI ran no lab script"
# A studentcode.java runs in a JVM with the runner found in the installed share/mazestudy.
cp "$here/qml/lab/engine/template.java" "$work/studentcode.java"
"$prefix/bin/mazestudy-cli" generate --generator lab --option script="$work/studentcode.java" --size 21x21 --seed 3 \
    --out "$work/java.maze" || fail "the installed CLI ran no Java"
check_python "$prefix" "$work/w.maze" "$prefix/$python_dir"
check_screenshot "$prefix/bin/mazestudy"
mv "$parked" "$build_dir"
parked=""
echo "package-test: cmake --install: every file in place and valid; both programs run from the prefix"

# 2. The Debian package.
(cd "$build_dir" && cpack -G DEB >/dev/null 2>&1) || fail "cpack -G DEB failed"
deb="$build_dir/mazestudy_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || fail "cpack made no $deb"
dpkg-deb -f "$deb" Depends | grep -q "qml6-module-qtquick-controls" || fail "the package does not declare the QML modules"
if [ "$(id -u)" != 0 ]; then
    echo "package-test: not root; $deb built but not installed"
    exit 0
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
installed=$(dpkg -L mazestudy)
check_version mazestudy-cli "$(/usr/bin/mazestudy-cli --version)"
/usr/bin/mazestudy-cli study --generators wilson --size 21x21 --runs 2 --seed 3 | grep -q '"runs": 2' ||
    fail "the packaged CLI ran no study"
/usr/bin/mazestudy-cli generate --generator lab --option script="$work/dig.js" --size 5x5 --seed 3 \
    --out "$work/lab2.maze" || fail "the packaged CLI ran no lab script"
/usr/bin/mazestudy-cli generate --generator lab --option script="$work/studentcode.java" --size 21x21 --seed 3 \
    --out "$work/java2.maze" || fail "the packaged CLI ran no Java"
cmp -s "$work/java.maze" "$work/java2.maze" || fail "the packaged CLI's Java made another maze"
check_python /usr "$work/w.maze"
# Start it as the menu does: the desktop entry's Exec line.
command=$(sed -n 's/^Exec=//p' "/usr/share/applications/$app_id.desktop")
check_screenshot "$(command -v "$command")"
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq mazestudy >/dev/null
for path in $installed; do
    [ -f "$path" ] && fail "apt remove left $path behind"
done
echo "package-test: $(basename "$deb"): installed with apt, started from its menu entry, removed cleanly"

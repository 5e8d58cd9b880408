#!/usr/bin/env bash
# Regenerates every screenshot in docs/screenshots/ from the built programs,
# offscreen (no display needed): the window with `--screenshot --show SCENE`
# at 1280x800 and 1920x1080 in English and German, and the charts as the CLI
# draws them. Look at the pictures before committing them.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$here/scripts/setup.sh" >/dev/null
bin=${MAZESTUDY_BUILD_DIR:-$here/build}/bin
out=$here/docs/screenshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

shoot() { # NAME ARGUMENTS...
    local name=$1
    shift
    QT_QPA_PLATFORM=offscreen "$bin/mazestudy" --settings "$work/settings.ini" --screenshot "$out/$name.png" "$@" \
        >/dev/null 2>"$work/err" || {
        cat "$work/err" >&2
        exit 1
    }
    echo "screenshots: $name.png"
}

# The 3D view draws with OpenGL, which the offscreen platform lacks: on a
# virtual X display with Mesa's software OpenGL instead.
shoot3d() { # NAME ARGUMENTS...
    local name=$1
    shift
    QT_QPA_PLATFORM=xcb QSG_RHI_BACKEND=opengl xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" \
        "$bin/mazestudy" --settings "$work/settings.ini" --screenshot "$out/$name.png" --view 3d "$@" \
        >/dev/null 2>"$work/err" || {
        cat "$work/err" >&2
        exit 1
    }
    echo "screenshots: $name.png"
}

seed_vs_baselines=automaton,binary-tree,wilson,backtracker
shoot window-1280 --window 1280x800 --language en
shoot window-de-1280 --window 1280x800 --language de
shoot window-1920 --window 1920x1080 --language en
shoot window-dark-1920 --window 1920x1080 --language en --theme dark --size 101x101
shoot seed-vs-baselines-1280 --window 1280x800 --language en --size 101x101 --seed 7 --generators $seed_vs_baselines
shoot seed-vs-baselines-de-1920 --window 1920x1080 --language de --size 101x101 --seed 7 \
    --generators $seed_vs_baselines
shoot shapes-1280 --window 1280x800 --language en --size 61x61 --mask heart \
    --generators backtracker,wilson,prim,binary-tree
shoot shapes-de-1920 --window 1920x1080 --language de --size 61x61 --mask "$here/docs/masks/letter-a.txt" \
    --generators backtracker,wilson,prim,binary-tree
shoot stepping-21x21 --window 1920x1080 --language en --size 21x21 --show stepping
shoot stepping-de-1280 --window 1280x800 --language de --size 21x21 --show stepping
shoot charts-study-1280 --window 1280x800 --language en --size 101x101 --show charts
shoot charts-study-de-1920 --window 1920x1080 --language de --size 101x101 --show charts
shoot differences-de-1280 --window 1280x800 --language de --size 41x41 --seed 7 --generators wilson,backtracker,kruskal \
    --show differences
shoot solver-study-1920 --window 1920x1080 --language en --size 41x41 --generators backtracker,binary-tree,wilson \
    --show solver-study
shoot solver-study-de-1280 --window 1280x800 --language de --size 41x41 --generators backtracker,binary-tree,wilson \
    --show solver-study
shoot games-1920 --window 1920x1080 --language en --size 41x41 --seed 7 --show play
shoot games-de-1280 --window 1280x800 --language de --size 41x41 --seed 7 --show play
shoot solve-1280 --window 1280x800 --language en --size 41x41 --seed 7 --show solve
shoot race-1920 --window 1920x1080 --language en --size 41x41 --seed 7 --generators backtracker --show race
shoot race-de-1280 --window 1280x800 --language de --size 41x41 --seed 7 --generators backtracker --show race
shoot trace-de-1920 --window 1920x1080 --language de --size 41x41 --seed 7 --show trace
shoot edit-1280 --window 1280x800 --language en --size 41x41 --seed 7 --show edit
shoot lab-1280 --window 1280x800 --language en --size 31x41 --seed 7 --generators lab,permutation-dfs --show lab
shoot lab-de-1920 --window 1920x1080 --language de --size 31x41 --seed 7 --generators lab,permutation-dfs,wilson \
    --show lab
shoot game-flame --window 900x700 --language en --size 61x61 --generators backtracker --show play
shoot3d world-1280 --window 1280x800 --language en --size 41x41 --seed 3 --generators backtracker,automaton
shoot3d world-daylight-1920 --window 1920x1080 --language en --size 41x41 --seed 3 --light full \
    --generators backtracker,automaton,wilson
shoot3d world-de-1920 --window 1920x1080 --language de --size 41x41 --seed 3 --generators backtracker,automaton
shoot3d world-daylight-de-1280 --window 1280x800 --language de --size 41x41 --seed 3 --light full \
    --generators backtracker,automaton

# The charts as PNG, as `mazestudy-cli study --charts-dir` draws them.
"$bin/mazestudy-cli" study --generators all --size 101x101 --runs 200 --seed 1 --json "$work/study.json" \
    --charts-dir "$work/charts"
for chart in dead-ends corridor-lengths edge-bias heat-map-automaton heat-map-backtracker; do
    cp "$work/charts/$chart.png" "$out/chart-$chart.png"
    echo "screenshots: chart-$chart.png"
done

# A size sweep's growth chart, as `mazestudy-cli study --sizes ... --charts-dir` draws it.
"$bin/mazestudy-cli" study --generators wilson,aldous-broder,binary-tree --sizes 41x41,81x81,161x161,321x321 \
    --runs 50 --seed 1 --json "$work/sweep.json" --charts-dir "$work/growth"
cp "$work/growth/growth-shortest-path.png" "$out/chart-growth-shortest-path.png"
echo "screenshots: chart-growth-shortest-path.png"

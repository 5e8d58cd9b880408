#!/usr/bin/env bash
# Time and size of animations (#46): each case's whole `mazestudy-cli animate`
# process, beside `generate` of the same maze (what the animation adds to
# making it), in R rounds that interleave the cases so that load on the machine
# hits them alike. Prints each one's median wall seconds, peak resident memory
# (GNU time: the larger of animate's and its ffmpeg's), the file's size and
# animate's own estimate of it, as Markdown.
#
#   bench/animate.sh [BUILD-DIR] [--rounds R]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$here/build}
[ $# -gt 0 ] && shift
rounds=3
while [ $# -gt 0 ]; do
    case $1 in
    --rounds) rounds=$2 ;;
    *) echo "animate.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift 2
done
cli=$build/bin/mazestudy-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name|generate or animate arguments (the output file is added)
cases=(
    "backtracker 101, generate .maze|generate --generator backtracker --size 101x101 --seed 1|maze"
    "backtracker 101, GIF (default: 10 s, 25 fps)|animate --generator backtracker --size 101x101 --seed 1|gif"
    "backtracker 101, MP4|animate --generator backtracker --size 101x101 --seed 1|mp4"
    "backtracker 101, WebM|animate --generator backtracker --size 101x101 --seed 1|webm"
    "backtracker 101, GIF, 1 move a frame (7401 frames) at scale 4|animate --generator backtracker --size 101x101 --seed 1 --moves-per-frame 1 --scale 4|gif"
    "wilson 1001, generate .maze|generate --generator wilson --size 1001x1001 --seed 1|maze"
    "wilson 1001, GIF at scale 1, 200 frames|animate --generator wilson --size 1001x1001 --seed 1 --scale 1 --duration 8|gif"
    "wilson 1001, MP4 at scale 1, 200 frames|animate --generator wilson --size 1001x1001 --seed 1 --scale 1 --duration 8|mp4"
    "automaton 401, GIF at scale 1|animate --generator automaton --size 401x401 --seed 1 --scale 1|gif"
    "4 generators side by side 101, GIF|animate --generators backtracker,wilson,kruskal,prim --size 101x101 --seed 1|gif"
    "4 generators side by side 101, MP4|animate --generators backtracker,wilson,kruskal,prim --size 101x101 --seed 1|mp4"
    "bfs solving backtracker 101, GIF|animate --solver bfs $work/solve.maze|gif"
)
"$cli" generate --generator backtracker --size 101x101 --seed 1 --out "$work/solve.maze"

declare -A seconds peak
for ((round = 0; round < rounds; ++round)); do
    for entry in "${cases[@]}"; do
        IFS='|' read -r name arguments extension <<<"$entry"
        out=$work/out.$extension
        # shellcheck disable=SC2086 # the arguments are words
        /usr/bin/time -f "%e %M" -o "$work/time" "$cli" $arguments --out "$out" >"$work/said" 2>/dev/null
        read -r wall kilobytes <"$work/time"
        seconds[$name]+="$wall "
        peak[$name]=$kilobytes
        size=$(stat -c %s "$out")
        estimate=$(sed -n 's/.*(estimated \(.*\))$/\1/p' "$work/said")
        echo "$size|${estimate:--}" >"$work/size-${name//[^a-z0-9]/_}"
    done
done

median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "| case | median s | peak MB | file | animate's estimate |"
echo "|---|---:|---:|---:|---:|"
for entry in "${cases[@]}"; do
    IFS='|' read -r name _ _ <<<"$entry"
    IFS='|' read -r size estimate <"$work/size-${name//[^a-z0-9]/_}"
    printf '| %s | %s | %.0f | %s | %s |\n' "$name" "$(median <<<"${seconds[$name]}")" \
        "$(echo "${peak[$name]} / 1024" | bc -l)" "$(numfmt --to=iec --suffix=B "$size")" "$estimate"
done

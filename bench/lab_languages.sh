#!/usr/bin/env bash
# The lab's languages side by side (#42): a study of N runs of one digout
# written draw for draw in Java (tests/lab/java/easier/studentcode.java, run by
# the system's JDK, one JVM a thread) and in JavaScript (tests/lab/java/easier.js,
# a helper process a run), beside the built-in permutation DFS, in turn, R
# rounds. Prints each one's median seconds, runs/s and peak resident memory
# (the study and its helpers, GNU time's maximum of the children) as Markdown.
#
#   bench/lab_languages.sh [BUILD-DIR] [--runs N] [--size RxC] [--threads T] [--rounds R]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$here/build}
[ $# -gt 0 ] && shift
runs=1000 size=41x51 threads=2 rounds=3
while [ $# -gt 0 ]; do
    case $1 in
    --runs) runs=$2 ;;
    --size) size=$2 ;;
    --threads) threads=$2 ;;
    --rounds) rounds=$2 ;;
    *) echo "lab_languages.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift 2
done
cli=$build/bin/mazestudy-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A arguments=(
    [java]="--generators lab --option script=$here/tests/lab/java/easier/studentcode.java"
    [javascript]="--generators lab --option script=$here/tests/lab/java/easier.js"
    [permutation-dfs]="--generators permutation-dfs"
)
order=(java javascript permutation-dfs)
declare -A seconds memory
for ((round = 0; round < rounds; ++round)); do
    for name in "${order[@]}"; do
        # shellcheck disable=SC2086 # the arguments are words
        /usr/bin/time -f "%e %M" -o "$work/time" "$cli" study ${arguments[$name]} --size "$size" \
            --runs "$runs" --seed 1 --threads "$threads" --json "$work/$name.json"
        read -r elapsed kilobytes <"$work/time"
        seconds[$name]+="$elapsed "
        memory[$name]+="$kilobytes "
    done
done

median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
echo "$runs runs of $size on $threads thread(s), $rounds rounds in turn, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| digout | median s | runs/s | peak MB | every round's s |"
echo "|---|---:|---:|---:|---|"
for name in "${order[@]}"; do
    s=$(echo "${seconds[$name]}" | median)
    mb=$(echo "${memory[$name]}" | median)
    printf '| %s | %.2f | %.0f | %.0f | %s|\n' "$name" "$s" "$(echo "$runs / $s" | bc -l)" \
        "$(echo "$mb / 1024" | bc -l)" "${seconds[$name]}"
done

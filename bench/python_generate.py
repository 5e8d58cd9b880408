#!/usr/bin/python3
"""What the Python module adds to the engine's own time: generate() of a
4001 x 4001 maze from Python beside bench_generators' in-process run() of the
same generator, size and seeds (makeGenerator(spec)->run(), allocation
included), in alternating rounds so that load on the machine hits both alike.
Also checks that the array is the engine's buffer (no copy) and times what a
copy of it would add. Prints a table of medians; say how loaded the machine
was when quoting it.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_generate.py \\
        [--size 4001] [--runs 5] [--rounds 2] [--generators backtracker,wilson,kruskal] \\
        [--bench build/bin/bench_generators]
"""

import argparse
import re
import statistics
import subprocess
import time

import numpy as np

import mazestudy


def engine_medians(bench, size, runs, generators):
    """bench_generators' medians (ms) of its first table, by generator."""
    printed = subprocess.run(
        [bench, "--size", f"{size}x{size}", "--runs", str(runs), "--generators", ",".join(generators)],
        check=True, capture_output=True, text=True).stdout
    table = printed.split("\n\n")[1]
    return {m.group(1): float(m.group(2)) for m in re.finditer(r"^\| ([\w-]+) \| (\d+) \|", table, re.M)}


def python_times(generator, size, runs):
    """generate()'s wall times (ms) for seeds 1..runs, and a copy's."""
    times, copies = [], []
    for seed in range(1, runs + 1):
        start = time.perf_counter()
        grid = mazestudy.generate(generator, rows=size, cols=size, seed=seed)
        times.append((time.perf_counter() - start) * 1000)
        assert not grid.flags.owndata and grid.base is not None, "generate() copied the engine's buffer"
        start = time.perf_counter()
        copy = np.array(grid)
        copies.append((time.perf_counter() - start) * 1000)
        del grid, copy
    return times, copies


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=4001)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--generators", default="backtracker,wilson,kruskal")
    parser.add_argument("--bench", default="build/bin/bench_generators")
    arguments = parser.parse_args()
    generators = arguments.generators.split(",")
    engine = {g: [] for g in generators}
    python = {g: [] for g in generators}
    copies = {g: [] for g in generators}
    for _ in range(arguments.rounds):
        for generator, median in engine_medians(arguments.bench, arguments.size, arguments.runs, generators).items():
            if generator in engine:
                engine[generator].append(median)
        for generator in generators:
            times, copied = python_times(generator, arguments.size, arguments.runs)
            python[generator] += times
            copies[generator] += copied
    print(f"{arguments.size}x{arguments.size} units, {arguments.rounds} rounds of {arguments.runs} seeds; "
          "engine: bench_generators' median a round, in its own process\n")
    print("| generator | engine run() ms | Python generate() ms | Python / engine | a copy would add ms |")
    print("|---|---:|---:|---:|---:|")
    for generator in generators:
        ours = statistics.median(engine[generator])
        theirs = statistics.median(python[generator])
        print(f"| {generator} | {ours:.0f} | {theirs:.0f} | {theirs / ours:.2f} | "
              f"{statistics.median(copies[generator]):.1f} |")


if __name__ == "__main__":
    main()

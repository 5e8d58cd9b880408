#!/usr/bin/python3
"""The .npy format checked by NumPy itself (Debian's python3-numpy): every
.npy that `generate --out` writes loads with numpy.load to the grid of the
.maze of the same spec (1 = wall, 0 = floor, as mazelib keeps it), and .npy
files that NumPy writes (C and Fortran order, uint8, bool, int64, big-endian
int16) are measured by `metrics` exactly as the .maze of the same grid;
values other than 0/1 and float arrays are refused with the cause.

usage: numpy_interop.py MAZESTUDY-CLI WORK-DIR"""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy

from interop import cli_and_work, generated, runner

cli, work = cli_and_work()
run = runner(cli)
failures = []


def maze_grid(path):
    rows = [line for line in path.read_text().splitlines() if not line.startswith(";")]
    return numpy.array([[1 if c == "#" else 0 for c in row] for row in rows], dtype=numpy.uint8)


def hand_drawn(grid, path):
    """The .maze a user would draw of `grid`: its size, and start and exit at
    the first and last floor units in reading order, as a .npy reads."""
    floor = numpy.argwhere(grid == 0)
    lines = [f"; rows: {grid.shape[0]}", f"; cols: {grid.shape[1]}"]
    lines += [f"; start: {floor[0][0]},{floor[0][1]}", f"; exit: {floor[-1][0]},{floor[-1][1]}"]
    lines += ["".join("#" if v else "." for v in row) for row in grid]
    path.write_text("\n".join(lines) + "\n")


specs = [("backtracker", "21x31", "1"), ("automaton", "30x40", "2"), ("kruskal", "41x41", "3"),
         ("wilson", "15x99", "4"), ("rotating-dfs", "7x5", "5")]
for generator, size, base, _ in generated(run, work, specs, ".NPY"):
    loaded = numpy.load(f"{base}.NPY")
    expected = maze_grid(Path(f"{base}.maze"))
    if loaded.dtype != numpy.uint8 or loaded.shape != expected.shape or not numpy.array_equal(loaded, expected):
        failures.append(f"{generator} {size}: numpy.load gives {loaded.dtype} {loaded.shape}, not the .maze's grid")

    hand_drawn(expected, work / "drawn.maze")
    reference = json.loads(run("metrics", str(work / "drawn.maze")).stdout)
    variants = {
        "uint8-C": expected,
        "uint8-F": numpy.asfortranarray(expected),
        "bool": expected.astype(bool),
        "int64": expected.astype(numpy.int64),
        "int16-big-endian-F": numpy.asfortranarray(expected.astype(">i2")),
    }
    for name, array in variants.items():
        path = work / f"numpy-{name}.npy"
        numpy.save(path, array)
        measured = json.loads(run("metrics", str(path)).stdout)
        if measured != reference:
            failures.append(f"{generator} {size}: metrics of NumPy's {name} .npy differ from the .maze's")

odd = numpy.zeros((4, 5), dtype=numpy.uint8)
odd[2, 3] = 7
numpy.save(work / "seven.npy", numpy.asfortranarray(odd))
numpy.save(work / "float.npy", odd.astype(numpy.float64))
numpy.save(work / "cube.npy", numpy.zeros((3, 3, 3), dtype=numpy.uint8))
for name, message in [("seven", "the value at [2, 3] is 7"), ("float", "the array's type is '<f8'"),
                      ("cube", "a maze is a 2-D array")]:
    result = run("metrics", str(work / f"{name}.npy"), ok=False)
    if result.returncode == 0 or message not in result.stderr or f"{name}.npy" not in result.stderr:
        failures.append(f"{name}.npy: expected a refusal naming the file and {message!r}, got {result.stderr!r}")

# Only a regular file is read, as for .maze: a FIFO would block for ever.
fifo = work / "fifo.npy"
if fifo.exists():
    fifo.unlink()
os.mkfifo(fifo)
result = subprocess.run([cli, "metrics", str(fifo)], capture_output=True, text=True, timeout=60)
if result.returncode != 1 or "it is a FIFO, not a file" not in result.stderr:
    failures.append(f"a FIFO named .npy: expected a refusal, got {result.stderr!r}")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)

#!/usr/bin/python3
"""Before re-pinning outputs (tests/cli/tst_cli_study_digests.cpp): runs an old
and a new mazestudy-cli on the same requests and checks that the new one only
adds. Every key, value, CSV column, long-CSV line and text line the old one
writes must come out of the new one as the same text, in the same order;
the new one may add keys, columns and lines (and raise `schema_version` and
`partial_version`). Heat maps must be byte for byte the same.

With --ci-tolerance T, an object's ci95_low and ci95_high may each move by up
to T times the old interval's half width (a more exact t quantile, say).

usage: compare-outputs.py [--ci-tolerance T] OLD-CLI NEW-CLI WORK-DIR"""
import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

arguments = sys.argv[1:]
ci_tolerance = None
if arguments[:1] == ["--ci-tolerance"]:
    ci_tolerance, arguments = float(arguments[1]), arguments[2:]
old_cli, new_cli, work = arguments[0], arguments[1], Path(arguments[2])
moved = []  # the largest move of an interval's end, in half widths
here = Path(__file__).resolve().parent.parent
problems = []
compared = 0
VERSIONS = {"schema_version", "partial_version"}


def load(text):
    # Numbers as their text and objects as lists of pairs, so that both are compared as written.
    return json.loads(text, object_pairs_hook=lambda pairs: ("object", pairs), parse_float=str, parse_int=str)


def same_json(old, new, path):
    if isinstance(old, tuple):
        if not isinstance(new, tuple):
            return f"{path} is no longer an object"
        kept = [(key, value) for key, value in new[1] if key in dict(old[1])]
        if [key for key, _ in kept] != [key for key, _ in old[1]]:
            return f"{path}: keys missing or reordered"
        ends = dict(old[1])
        for (key, a), (_, b) in zip(old[1], kept):
            if key in VERSIONS:
                continue
            if ci_tolerance is not None and key in ("ci95_low", "ci95_high") and a != b:
                if "null" in (a, b) or not isinstance(a, str) or not isinstance(b, str):
                    return f"{path}.{key}: {a} became {b}"
                half = (float(ends["ci95_high"]) - float(ends["ci95_low"])) / 2
                move = abs(float(b) - float(a)) / half if half > 0 else float("inf")
                moved.append(move)
                if move > ci_tolerance:
                    return f"{path}.{key}: {a} became {b}, {move:.2g} half widths"
                continue
            problem = same_json(a, b, f"{path}.{key}")
            if problem:
                return problem
        return None
    if isinstance(old, list):
        if not isinstance(new, list):
            return f"{path} is no longer a list"
        if path.endswith(".metrics") or path.endswith(".rows"):
            # A partial's metric names and CSV rows: the new ones extend the old.
            for a, b in zip(old, new):
                if b.split(",")[: len(a.split(","))] != a.split(","):
                    return f"{path}: {a[:40]}... changed"
            return None if len(old) == len(new) or path.endswith(".metrics") else f"{path}: length changed"
        if len(old) != len(new):
            return f"{path}: length changed"
        for i, (a, b) in enumerate(zip(old, new)):
            problem = same_json(a, b, f"{path}[{i}]")
            if problem:
                return problem
        return None
    return None if old == new else f"{path}: {old} became {new}"


def compare(old, new, kind, what):
    global compared
    compared += 1
    if kind == "bytes":
        problem = None if old == new else "bytes differ"
    elif kind == "json":
        problem = same_json(load(old.decode()), load(new.decode()), "$")
    elif kind == "wide":
        a, b = list(csv.DictReader(io.StringIO(old.decode()))), list(csv.DictReader(io.StringIO(new.decode())))
        columns = list(a[0].keys()) if a else []
        problem = None if len(a) == len(b) and list(b[0].keys())[: len(columns)] == columns and all(
            {c: y[c] for c in columns} == x for x, y in zip(a, b)) else "an old column or row changed"
    elif kind == "long":
        a = old.decode().splitlines()
        names = {line.split(",")[3] for line in a[1:]}
        b = [line for n, line in enumerate(new.decode().splitlines()) if n == 0 or line.split(",")[3] in names]
        problem = None if a == b else "an old line changed"
    else:  # text: one line a metric, its name first, padded to the longest name
        a = [" ".join(line.split()) for line in old.decode().splitlines()]
        names = {line.split(" ")[0] for line in a}
        b = [" ".join(line.split()) for line in new.decode().splitlines() if line.split(" ")[0] in names]
        problem = None if a == b else "an old line changed"
    if problem:
        problems.append(f"{what}: {problem}")


def both(name, arguments, stdout_kind=None, files=()):
    folders = []
    for tag, cli in (("old", old_cli), ("new", new_cli)):
        folder = work / tag / name
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        out = subprocess.run([cli, *arguments], cwd=folder, capture_output=True, check=True).stdout
        (folder / "stdout").write_bytes(out)
        folders.append(folder)
    for file, kind in ([("stdout", stdout_kind)] if stdout_kind else []) + list(files):
        compare((folders[0] / file).read_bytes(), (folders[1] / file).read_bytes(), kind, f"{name} {file}")


for maze in sorted((here / "tests/data/metrics").glob("*.maze")):
    both(f"metrics-{maze.stem}", ["metrics", str(maze)], "json")
    both(f"metrics-text-{maze.stem}", ["metrics", "--format", "text", str(maze)], "text")
generators = [g["id"] for g in json.loads(subprocess.run([new_cli, "generators", "--format", "json"],
              capture_output=True, check=True).stdout)["generators"] if g["id"] != "lab"]
for generator in generators:
    for size in ("21x31", "101x101"):
        spec = ["--generator", generator, "--size", size, "--seed", "3"]
        both(f"metrics-{generator}-{size}", ["metrics", *spec], "json")
        both(f"metrics-text-{generator}-{size}", ["metrics", "--format", "text", *spec], "text")
# The pinned studies of tst_cli_study_digests, then every generator in both CSV layouts and a shard.
both("pinned-1", ["study", "--generators", "backtracker,rotating-dfs", "--size", "21x31", "--runs", "200", "--seed",
                  "7", "--json", "study.json", "--csv", "study.csv"], files=[("study.json", "json"),
                                                                          ("study.csv", "wide")])
both("pinned-2", ["study", "--generators", "automaton", "--size", "21x31", "--runs", "100", "--seed", "12345",
                  "--option", "update=previous-sweep", "--json", "study.json", "--csv", "study.csv", "--heatmap-dir",
                  "heat"], files=[("study.json", "json"), ("study.csv", "wide"), ("heat/automaton.csv", "bytes"),
                                  ("heat/automaton.png", "bytes")])
both("pinned-3", ["study", "--generators", "permutation-dfs,automaton,growing-tree", "--size", "25x25", "--runs", "50",
                  "--seed", "18446744073709551615", "--csv-layout", "long", "--json", "study.json", "--csv",
                  "study.csv", "--heatmap-dir", "heat"],
     files=[("study.json", "json"), ("study.csv", "long")]
     + [(f"heat/{g}.{e}", "bytes") for g in ("automaton", "growing-tree", "permutation-dfs") for e in ("csv", "png")])
everything = ["study", "--generators", "all", "--size", "15x15", "--runs", "30", "--seed", "2"]
both("all-wide", [*everything, "--json", "s.json", "--csv", "w.csv"], files=[("s.json", "json"), ("w.csv", "wide")])
both("all-long", [*everything, "--json", "s.json", "--csv", "l.csv", "--csv-layout", "long"],
     files=[("s.json", "json"), ("l.csv", "long")])
both("all-shard", [*everything, "--shard", "2/3", "--json", "p.json"], files=[("p.json", "json")])

for problem in problems[:40]:
    print(problem)
if moved:
    print(f"compare-outputs: {len(moved)} interval ends moved, by {max(moved):.2g} half widths at most")
print(f"compare-outputs: {compared} outputs compared, {len(problems)} with a changed old field")
sys.exit(1 if problems else 0)

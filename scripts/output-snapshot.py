#!/usr/bin/python3
"""Before and after a refactoring that must not change what MazeStudy makes:
writes what a mazestudy-cli says about every generator and every value of its
options (the catalogue, mazes, replays at several positions in JSON and text,
metrics, a study's JSON and both CSV layouts, braided mazes) into one folder,
a file a request. Run it with the old and the new program and compare the two
folders with `diff -r`: any difference is a changed output.

usage: output-snapshot.py CLI DIR"""
import json
import subprocess
import sys
from pathlib import Path

cli, out = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
requests = 0


def record(name, arguments, files=()):
    global requests
    requests += 1
    work = out / "work"
    work.mkdir(exist_ok=True)
    done = subprocess.run([cli, *arguments], cwd=work, capture_output=True)
    (out / f"{name}.out").write_bytes(done.stdout + done.stderr + f"\nexit {done.returncode}\n".encode())
    for file in files:
        made = work / file
        (out / f"{name}.{file.replace('/', '_')}").write_bytes(made.read_bytes() if made.exists() else b"absent\n")
        made.unlink(missing_ok=True)
    return done.stdout + done.stderr


record("generators-json", ["generators", "--format", "json"])
record("generators-text", ["generators"])
catalogue = json.loads(subprocess.run([cli, "generators", "--format", "json"], capture_output=True,
                                      check=True).stdout)["generators"]
for generator in catalogue:
    if generator["id"] == "lab":
        continue  # a script of the user's: tests/lab pins its recordings
    # Each option's listed values in turn, the others at their defaults; ranges ("0..1") and
    # patterns ("B.../S...") are left to the generator's own tests.
    variants = [[]] + [["--option", f"{option['key']}={value}"] for option in generator["options"]
                       for value in option["values"].split("|") if value.isascii() and "." not in value]
    for number, option in enumerate(variants):
        name = f"{generator['id']}-{number}"
        spec = ["--generator", generator["id"], "--size", "21x31", "--seed", "5", *option]
        for position in (0, 1, 7, 60, 500):
            record(f"{name}-replay-{position}", ["replay", *spec, "--at", str(position), "--format", "json"])
        refusal = record(f"{name}-replay-past", ["replay", *spec, "--at", "99999999"]).decode()
        if "moves, so" in refusal:
            end = refusal.split(" moves, so")[0].split()[-1]
            record(f"{name}-replay-end", ["replay", *spec, "--at", end, "--format", "json"])
        record(f"{name}-replay-text", ["replay", *spec, "--at", "60"])
        record(f"{name}-generate", ["generate", *spec, "--out", "maze.maze"], ["maze.maze"])
        record(f"{name}-metrics", ["metrics", *spec])
        record(f"{name}-braid", ["metrics", *spec, "--braid", "0.5", "--format", "text"])
everything = ["study", "--generators", "all", "--size", "15x15", "--runs", "12", "--seed", "2"]
record("study-wide", [*everything, "--json", "study.json", "--csv", "study.csv", "--comparisons-csv", "pairs.csv"],
       ["study.json", "study.csv", "pairs.csv"])
record("study-text", [*everything, "--format", "text"])
record("study-long", [*everything, "--csv-layout", "long", "--csv", "study.csv"], ["study.csv"])
record("sweep", ["study", "--generators", "backtracker,wilson,automaton", "--sizes", "11x11,21x21,41x41", "--runs",
                 "6", "--seed", "3", "--json", "sweep.json", "--csv", "sweep.csv", "--fits-csv", "fits.csv"],
       ["sweep.json", "sweep.csv", "fits.csv"])
print(f"{requests} requests written to {out}")

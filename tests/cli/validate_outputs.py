#!/usr/bin/python3
"""Every JSON output of mazestudy-cli, made for real, against its schema in
docs/schemas/, with every key in snake_case (the generators' option names
under "options" excepted: they are --option's words; and a study's solver
metrics, SOLVER.figure, whose SOLVER is --solvers' word); and the study's CSV in
both layouts read as a table reader would.

usage: validate_outputs.py MAZESTUDY-CLI SCHEMA-DIR WORK-DIR"""
import csv
import json
import re
import subprocess
import sys
from pathlib import Path

from jsonschema import Draft202012Validator

cli, schemas, work = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
work.mkdir(parents=True, exist_ok=True)
failures = []
# Each schema by its $id, so that one may refer to another (a sweep's partial to the study partial).
every_schema = [json.loads(path.read_text()) for path in sorted(schemas.glob("*.schema.json"))]
try:
    from referencing import Registry, Resource

    registry = Registry().with_resources((schema["$id"], Resource.from_contents(schema)) for schema in every_schema)

    def validator_for(schema):
        return Draft202012Validator(schema, registry=registry)
except ImportError:  # jsonschema before 4.18 (Debian 12's 4.10)
    from jsonschema import RefResolver

    store = {schema["$id"]: schema for schema in every_schema}

    def validator_for(schema):
        return Draft202012Validator(schema, resolver=RefResolver.from_schema(schema, store=store))


def run(*arguments):
    return subprocess.run([cli, *arguments], check=True, capture_output=True, text=True).stdout


def snake_case_keys(value, path="$"):
    if isinstance(value, dict):
        for key, child in value.items():
            solver_metric = re.fullmatch(r"[a-z0-9-]+\.[a-z0-9_]+", key) and path.endswith((".metrics", ".distributions", ".values"))
            if not re.fullmatch(r"[a-z0-9_]+", key) and not path.endswith(".options") and not solver_metric:
                failures.append(f"{path}: key {key!r} is not snake_case")
            snake_case_keys(child, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            snake_case_keys(item, f"{path}[]")


def check(schema_name, text, what):
    document = json.loads(text)
    validator = validator_for(json.loads((schemas / f"{schema_name}.schema.json").read_text()))
    for error in validator.iter_errors(document):
        failures.append(f"{what}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    snake_case_keys(document)
    return document


check("generators", run("generators", "--format", "json"), "generators")
solver_ids = [solver["id"] for solver in check("solvers", run("solvers", "--format", "json"), "solvers")["solvers"]]
for generator, size in [("backtracker", "21x21"), ("automaton", "20x31"), ("kruskal", "21x31"),
                        ("recursive-division", "11x11"), ("rotating-dfs", "11x13")]:
    check("metrics", run("metrics", "--generator", generator, "--size", size, "--seed", "5"), f"metrics {generator}")
    maze = work / f"{generator}.maze"
    run("generate", "--generator", generator, "--size", size, "--seed", "5", "--out", str(maze))
    check("metrics", run("metrics", str(maze)), f"metrics of {maze.name}")
    for solver in solver_ids:
        check("solve", run("solve", "--solver", solver, "--step-budget", "100000", "--format", "json", str(maze)),
              f"solve {maze.name} with {solver}")
        replay = ["replay", "--solver", solver, "--step-budget", "100000", "--format", "json", str(maze), "--at"]
        total = check("solver-replay", run(*replay, "0"), f"replay {solver} on {maze.name} at 0")["total_steps"]
        check("solver-replay", run(*replay, str(min(3, total))), f"replay {solver} on {maze.name} at 3")
    total = check("replay", run("replay", "--generator", generator, "--size", size, "--seed", "5", "--at", "0",
                                "--format", "json"), f"replay {generator} at 0")
    end = json.loads(run("replay", "--generator", generator, "--size", size, "--seed", "5", "--at", "0",
                         "--format", "json"))["total_moves"]
    for at in (1, end // 2, end):
        check("replay", run("replay", "--generator", generator, "--size", size, "--seed", "5", "--at", str(at),
                            "--format", "json"), f"replay {generator} at {at}")
# A mask's line in every maze object: metrics, replay, a study and its partial.
ring = work / "ring.txt"
ring.write_text("XX...XX\nX.....X\n..XXX..\n..XXX..\nX.....X\nXX...XX\n")
masked = ["--generator", "wilson", "--mask", str(ring), "--seed", "5"]
check("metrics", run("metrics", *masked), "metrics of a masked maze")
check("replay", run("replay", *masked, "--at", "7", "--format", "json"), "replay of a masked maze")
masked_study = ["study", "--generators", "backtracker,wilson", "--mask", str(ring), "--runs", "3", "--seed", "2"]
if check("study", run(*masked_study), "masked study")["generators"][0]["maze"].get("mask") != "1 6x7 2 3 3 5 1 2 3 4 3 2 1 5 3 3 2":
    failures.append("a masked study's maze object lacks its mask's runs")
check("study-partial", run(*masked_study, "--shard", "1/2"), "masked study partial")
drawn = work / "drawn.maze"
drawn.write_text("; rows: 3\n; cols: 4\n; start: 1,1\n####\n#..#\n####\n")
check("metrics", run("metrics", str(drawn)), "metrics of a drawn maze")

charts = work / "charts"
study = ["study", "--generators", "all", "--size", "15x15", "--runs", "4", "--seed", "2", "--threads", "2"]
check("study", run(*study), "study without solvers")
# From here on every solver solves every maze too: its metrics go through
# the same summaries, partials, merge, charts and CSV layouts.
study += ["--solvers", ",".join(solver_ids), "--step-budget", "1000000"]
run(*study, "--json", str(work / "study.json"), "--csv", str(work / "wide.csv"), "--charts-dir", str(charts))
check("study", (work / "study.json").read_text(), "study")
if not (charts / "solver-steps.json").exists():
    failures.append("--charts-dir with --solvers wrote no solver-steps chart")
for chart in sorted(charts.glob("*.json")):
    check("chart-data", chart.read_text(), f"chart {chart.name}")
if not list(charts.glob("*.json")):
    failures.append("--charts-dir wrote no chart data")

# A shard's partial result, and the summary merge makes of three.
parts = [work / f"part{i}.json" for i in (1, 2, 3)]
for i, part in enumerate(parts, 1):
    run(*study, "--shard", f"{i}/3", "--json", str(part))
check("study-partial", parts[1].read_text(), "study partial")
if run("merge", *map(str, parts)) != (work / "study.json").read_text():
    failures.append("merge's summary differs from the study's")

# A sweep's partial, and the sweep merge makes of two.
sweep = ["study", "--generators", "backtracker,wilson", "--sizes", "9x9,15x15", "--runs", "4", "--seed", "2"]
sweep_parts = [work / f"sweep-part{i}.json" for i in (1, 2)]
for i, part in enumerate(sweep_parts, 1):
    run(*sweep, "--shard", f"{i}/2", "--json", str(part))
check("sweep-partial", sweep_parts[0].read_text(), "sweep partial")
check("sweep", run(*sweep), "sweep")
check("sweep", run(*sweep[:4], "9x9,15x15,21x21", *sweep[5:]), "sweep of three sizes")
if run("merge", *map(str, reversed(sweep_parts))) != run(*sweep):
    failures.append("merge's sweep differs from the sweep's")
# A partial whose second size studies the generators in another order is not
# one sweep: its fits would pair one generator's means with another's.
tampered = json.loads(sweep_parts[0].read_text())
tampered["studies"][1]["generators"].reverse()
swapped = work / "sweep-swapped.json"
swapped.write_text(json.dumps(tampered))
refusal = subprocess.run([cli, "merge", str(swapped), str(sweep_parts[1])], capture_output=True, text=True)
if refusal.returncode != 1 or "is not the same study as its first size's" not in refusal.stderr:
    failures.append(f"a sweep partial with its generators swapped at one size: exit {refusal.returncode}, "
                    f"{refusal.stderr.strip()!r}")

# The two CSV layouts hold the same numbers.
run(*study, "--json", str(work / "study2.json"), "--csv", str(work / "long.csv"), "--csv-layout", "long")
with open(work / "wide.csv", newline="") as wide_file, open(work / "long.csv", newline="") as long_file:
    wide = list(csv.DictReader(wide_file))
    long = list(csv.DictReader(long_file))
metrics = [name for name in wide[0] if name not in ("generator", "run", "seed")]
if len(long) != len(wide) * len(metrics):
    failures.append(f"long CSV has {len(long)} rows, not {len(wide)} mazes x {len(metrics)} metrics")
by_maze_and_metric = {(row["generator"], row["run"], row["metric"]): row["value"] for row in long}
for row in wide:
    for metric in metrics:
        if by_maze_and_metric.get((row["generator"], row["run"], metric)) != row[metric]:
            failures.append(f"long CSV differs from the wide one at {row['generator']} run {row['run']} {metric}")
            break

for failure in failures[:40]:
    print(failure)
print(f"validate_outputs: {len(failures)} problems")
sys.exit(1 if failures else 0)

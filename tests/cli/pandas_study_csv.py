#!/usr/bin/python3
"""The pandas examples of docs/file-formats.md run by pandas itself (Debian's
python3-pandas): each code block is taken from the markdown, so the docs
cannot drift from what is tested, and run where the study left its CSV.
Study CSV: the median dead_end_cell_share per generator of `study
--csv-layout long`'s rows.csv must equal the median the study's --json
reports. Sweep CSV: the means of a sweep's means.csv and the exponent of its
fits.csv must equal the sweep's --json.

usage: pandas_study_csv.py MAZESTUDY-CLI DOCS-DIR WORK-DIR"""
import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

cli, docs, work = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]), Path(sys.argv[3]).resolve()
work.mkdir(parents=True, exist_ok=True)
markdown = (docs / "file-formats.md").read_text()


def example(heading):
    """The first indented block of the section that imports pandas, as code."""
    section = markdown.split(f"\n## {heading}", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"\n((?:    import pandas as pd\n)(?:    .+\n)+)", section)
    if not block:
        raise SystemExit(f"docs/file-formats.md, {heading}: no pandas example found")
    return "\n".join(line[4:] for line in block.group(1).splitlines())


code = example("Study CSV")
if 'dtype={"seed": "uint64"}' not in code or "rows.csv" not in code:
    raise SystemExit(f"the Study CSV pandas example no longer reads rows.csv with uint64 seeds:\n{code}")

subprocess.run([cli, "study", "--generators", "backtracker,wilson,kruskal", "--size", "21x21", "--runs", "25",
                "--seed", "3", "--csv-layout", "long", "--csv", "rows.csv", "--json", "study.json"],
               cwd=work, check=True)

# Runs the example as a reader would paste it, the last line's value being its figure.
*statements, figure = code.rstrip().splitlines()
os.chdir(work)
scope = {}
exec("\n".join(statements), scope)
medians = eval(figure, scope)

study = json.loads((work / "study.json").read_text())
expected = {g["maze"]["generator"]: g["metrics"]["dead_end_cell_share"]["median"] for g in study["generators"]}
failures = []
if sorted(medians.index) != sorted(expected):
    failures.append(f"pandas gives generators {sorted(medians.index)}, the study {sorted(expected)}")
for generator, median in expected.items():
    got = float(medians.get(generator, math.nan))
    if not math.isclose(got, median, rel_tol=1e-12, abs_tol=0):
        failures.append(f"{generator}: pandas median {got!r}, study --json median {median!r}")
if str(scope["long"].seed.dtype) != "uint64":
    failures.append(f"seeds read as {scope['long'].seed.dtype}, not uint64")

# The sweep's example: its last two lines are its figures, a metric's means
# by side and generator, and one fit's exponent.
sweep_code = example("Sweep CSV")
subprocess.run([cli, "study", "--generators", "backtracker,wilson", "--sizes", "21x21,41x41,81x81", "--runs", "20",
                "--seed", "1", "--csv", "means.csv", "--fits-csv", "fits.csv", "--json", "sweep.json"],
               cwd=work, check=True)
*statements, means_figure, exponent_figure = sweep_code.rstrip().splitlines()
scope = {}
exec("\n".join(statements), scope)
by_side = eval(means_figure, scope)
exponent = float(eval(exponent_figure, scope))
sweep = json.loads((work / "sweep.json").read_text())
for size, size_means in zip(sweep["sizes"], sweep["means"]):
    for generator in size_means:
        expected_mean = generator["shortest_path"]["mean"]
        got = float(by_side.loc[size["side"], generator["generator"]])
        if got != expected_mean:
            failures.append(f"{generator['generator']} at side {size['side']}: pandas mean {got!r}, json {expected_mean!r}")
fit = next(f for f in sweep["fits"] if f["generator"] == "wilson" and f["metric"] == "shortest_path")
if exponent != fit["exponent"]:
    failures.append(f"wilson shortest_path: pandas exponent {exponent!r}, json {fit['exponent']!r}")
metric_count = len(sweep["means"][0][0]) - 2  # its keys besides "generator" and "mazes"
if len(scope["means"]) != len(sweep["sizes"]) * len(sweep["means"][0]) * metric_count:
    failures.append(f"means.csv has {len(scope['means'])} rows, not one a generator, size and metric")
if failures:
    raise SystemExit("\n".join(failures))
print(f"pandas medians equal the study's: {dict(medians)}")
print(f"pandas sweep means and exponent equal the sweep's json: wilson exponent {exponent}")

#!/usr/bin/python3
"""The pandas example of docs/file-formats.md (Study CSV) run by pandas itself
(Debian's python3-pandas): the code block is taken from the markdown, so the
docs cannot drift from what is tested, and run where `study --csv-layout long`
left rows.csv. Its figure, the median dead_end_cell_share per generator, must
equal the median the study's --json reports for each generator.

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
section = markdown.split("\n## Study CSV", 1)[1].split("\n## ", 1)[0]
# The first indented block that imports pandas is the example for rows.csv.
block = re.search(r"\n((?:    import pandas as pd\n)(?:    .+\n)+)", section)
if not block:
    raise SystemExit("docs/file-formats.md, Study CSV: no pandas example found")
code = "\n".join(line[4:] for line in block.group(1).splitlines())
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
if failures:
    raise SystemExit("\n".join(failures))
print(f"pandas medians equal the study's: {dict(medians)}")

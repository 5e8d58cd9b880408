#!/usr/bin/python3
"""The local GNU parallel recipe of docs/cli.md ("Sharded studies on many
machines") run as the docs print it, by Debian's `parallel`: the commands are
taken from the markdown, so the docs cannot drift from what is tested, and run
by the shell in an empty folder with mazestudy-cli on PATH. The merge must
equal the unsharded study of the same arguments byte for byte (JSON and CSV).

usage: shard_parallel.py MAZESTUDY-CLI DOCS-DIR WORK-DIR"""
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

cli, docs, work = Path(sys.argv[1]).resolve(), Path(sys.argv[2]), Path(sys.argv[3]).resolve()
shutil.rmtree(work, ignore_errors=True)
work.mkdir(parents=True)

markdown = (docs / "cli.md").read_text()
section = markdown.split("\n## Sharded studies on many machines", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"\n((?:    .*\n)+)", section)
local = [b for b in blocks if "parallel -j" in b]
if len(local) != 1:
    raise SystemExit(f"docs/cli.md: expected one local GNU parallel recipe, found {len(local)}")
# A command is a `$ ` line and the lines its backslashes continue.
commands = re.findall(r"\$ ((?:.*\\\n)*.*)", "\n".join(line[4:] for line in local[0].splitlines()))

environment = dict(os.environ, PATH=f"{cli.parent}{os.pathsep}{os.environ['PATH']}")
for command in commands:
    result = subprocess.run(["/bin/sh", "-c", command], cwd=work, env=environment, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"`{command}` failed ({result.returncode}): {result.stderr}")

# The unsharded study: the recipe's study arguments without the shard and its partial.
shard_command = next(c for c in commands if "parallel" in c)
words = shlex.split(shard_command.replace("\\\n", " "))
study = words[words.index("study") + 1:]
for option in ("--shard", "--json"):
    at = study.index(option)
    del study[at:at + 2]
merge = shlex.split(next(c for c in commands if " merge " in f" {c} "))
outputs = {merge[i + 1]: merge[i] for i in range(len(merge) - 1) if merge[i] in ("--json", "--csv")}
subprocess.run([str(cli), "study", *study, *[w for name, option in outputs.items()
                                             for w in (option, f"whole-{name}")]], cwd=work, check=True)

parts = sorted((work / "parts").glob("part-*.json"))
failures = [] if len(parts) > 1 else [f"the recipe left {len(parts)} partials"]
for name in outputs:
    merged, whole = (work / name).read_bytes(), (work / f"whole-{name}").read_bytes()
    if merged != whole:
        failures.append(f"{name}: the merge of {len(parts)} partials differs from the unsharded study")
if failures:
    raise SystemExit("\n".join(failures))
print(f"merge of {len(parts)} partials equals the unsharded study: {', '.join(outputs)}")

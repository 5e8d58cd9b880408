#!/usr/bin/python3
"""The .png format checked by ImageMagick (Debian's imagemagick): `identify`
reports every picture `generate --out x.png [--scale K]` writes at the size
it states, black walls and white floor; a picture ImageMagick makes of a
known grid (from a PBM, scaled by 3, in gray, RGB and a palette) is measured
by `metrics` exactly as the .maze of that grid; `metrics` of a generated
PNG equals `metrics` of the same grid drawn as a .maze; a grey picture and an
out-of-range --scale are refused with the cause.

usage: png_imagemagick.py MAZESTUDY-CLI WORK-DIR"""
import json
import subprocess
import sys
from pathlib import Path

from interop import cli_and_work, runner

cli, work = cli_and_work()
run = runner(cli)
failures = []
CONVERT, IDENTIFY = "/usr/bin/convert", "/usr/bin/identify"


def magick(*arguments):
    return subprocess.run(list(arguments), check=True, capture_output=True, encoding="utf-8", errors="replace").stdout


def maze_grid(path):
    return [[1 if c == "#" else 0 for c in line] for line in path.read_text().splitlines()
            if not line.startswith(";")]


def hand_drawn(grid, path):
    """The .maze of `grid` with the start and exit a picture reads with:
    the first and last floor units in reading order."""
    floor = [(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v == 0]
    lines = [f"; rows: {len(grid)}", f"; cols: {len(grid[0])}", f"; start: {floor[0][0]},{floor[0][1]}",
             f"; exit: {floor[-1][0]},{floor[-1][1]}"]
    lines += ["".join("#" if v else "." for v in row) for row in grid]
    path.write_text("\n".join(lines) + "\n")


def metrics(path):
    return json.loads(run("metrics", str(path)).stdout)


for generator, size, seed, scale in [("backtracker", "21x31", "1", 1), ("automaton", "30x40", "2", 3),
                                      ("kruskal", "41x25", "3", 4)]:
    base = work / f"{generator}-{size}"
    spec = ["--generator", generator, "--size", size, "--seed", seed]
    run("generate", *spec, "--out", f"{base}.maze")
    run("generate", *spec, "--out", f"{base}.png", "--scale", str(scale))
    rows, cols = map(int, size.split("x"))
    stated = magick(IDENTIFY, "-format", "%m %w %h", f"{base}.png")
    if stated != f"PNG {cols * scale} {rows * scale}":
        failures.append(f"{generator}: identify says {stated!r}, not a {cols * scale}x{rows * scale} PNG")
    # ImageMagick's own reading, pixel by pixel, against the .maze's grid.
    raw = subprocess.run([CONVERT, f"{base}.png", "-depth", "8", "gray:-"], check=True, capture_output=True).stdout
    grid = maze_grid(Path(f"{base}.maze"))
    seen = [[0 if raw[(r * scale) * cols * scale + c * scale] == 255 else 1 for c in range(cols)] for r in range(rows)]
    if seen != grid:
        failures.append(f"{generator}: ImageMagick's pixels of the PNG are not the .maze's grid")
    hand_drawn(grid, work / "drawn.maze")
    if metrics(f"{base}.png") != metrics(work / "drawn.maze"):
        failures.append(f"{generator}: metrics of the PNG differ from the .maze's")

# A known grid as a PBM (1 = black = wall), made into PNGs by ImageMagick.
known = [[1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0, 0, 1, 0, 0, 0, 0, 1], [1, 1, 0, 1, 0, 1, 1, 0, 1],
         [1, 0, 0, 0, 0, 1, 0, 0, 1], [1, 0, 1, 1, 1, 1, 0, 1, 1], [1, 0, 0, 0, 0, 0, 0, 0, 0],
         [1, 1, 1, 1, 1, 1, 1, 1, 1]]
pbm = work / "known.pbm"
pbm.write_text(f"P1\n{len(known[0])} {len(known)}\n" + "\n".join(" ".join(map(str, row)) for row in known) + "\n")
hand_drawn(known, work / "known.maze")
reference = metrics(work / "known.maze")
for name, options in [("gray", ["-type", "Grayscale"]), ("rgb", ["-type", "TrueColor"]),
                      ("palette", ["-type", "Palette"])]:
    picture = work / f"known-{name}.png"
    magick(CONVERT, str(pbm), "-scale", "300%", *options, f"PNG24:{picture}" if name == "rgb" else str(picture))
    if magick(IDENTIFY, "-format", "%w %h", str(picture)) != "27 21":
        failures.append(f"{name}: ImageMagick did not scale the grid by 3")
    if metrics(picture) != reference:
        failures.append(f"{name}: metrics of ImageMagick's PNG differ from the known grid's")

magick(CONVERT, "-size", "6x4", "xc:white", "-fill", "gray50", "-draw", "point 4,1", str(work / "grey.png"))
refusals = [(["metrics", str(work / "grey.png")], "pixel x 4, y 1 is grey"),
            (["generate", "--generator", "kruskal", "--size", "21x21", "--seed", "1", "--out",
              str(work / "s.png"), "--scale", "65"], "--scale takes 1 to 64"),
            (["generate", "--generator", "kruskal", "--size", "20001x20001", "--seed", "1", "--out",
              str(work / "s.png"), "--scale", "2"], "40002x40002 picture"),
            (["generate", "--generator", "kruskal", "--size", "21x21", "--seed", "1", "--out",
              str(work / "s.maze"), "--scale", "2"], "--scale is for a picture")]
for arguments, message in refusals:
    result = run(*arguments, ok=False)
    if result.returncode == 0 or message not in result.stderr:
        failures.append(f"{' '.join(arguments[:1])}: expected a refusal with {message!r}, got {result.stderr!r}")
if (work / "s.png").exists() or (work / "s.maze").exists():
    failures.append("a refused generate left a file behind")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)

#!/usr/bin/python3
"""The .svg figure checked by librsvg (Debian's librsvg2-bin, `rsvg-convert`)
and ImageMagick: rendered at one pixel a unit, every pixel is dark where the
.maze of the same spec has a wall and light where it has floor (no grey from
a wall edge off the pixel grid); the walls are no more rectangles than the
grid has horizontal runs of wall (not a shape a unit); `--scale K` renders K
pixels a unit; `--show solution` draws a line along a shortest start-to-exit
path of the length `metrics` reports, in the palette's path colour; and .svg
options are refused elsewhere, as is reading an .svg.

usage: svg_rsvg.py MAZESTUDY-CLI WORK-DIR"""
import json
import re
import subprocess
from pathlib import Path

from interop import cli_and_work, generated, runner

RSVG, CONVERT = "/usr/bin/rsvg-convert", "/usr/bin/convert"
cli, work = cli_and_work()
run = runner(cli)
failures = []


def render(svg):
    """The SVG rendered by rsvg-convert at its own size, as gray levels a row."""
    png = svg.with_suffix(".render.png")
    subprocess.run([RSVG, "-o", str(png), str(svg)], check=True)
    size = subprocess.run([CONVERT, str(png), "-format", "%w %h", "info:"], capture_output=True, encoding="utf-8",
                          errors="replace", check=True)
    width, height = map(int, size.stdout.split())
    gray = subprocess.run([CONVERT, str(png), "-colorspace", "gray", "-depth", "8", "gray:-"], capture_output=True,
                          check=True).stdout
    return width, height, [gray[y * width:(y + 1) * width] for y in range(height)]


def read_maze(path):
    lines = path.read_text().splitlines()
    header = dict(line[2:].split(": ", 1) for line in lines if line.startswith("; "))
    grid = [row for row in lines if not row.startswith(";")]
    return grid, tuple(map(int, header["start"].split(","))), tuple(map(int, header["exit"].split(",")))


def find_key(value, key):
    if isinstance(value, dict):
        if key in value:
            return value[key]
        value = list(value.values())
    if isinstance(value, list):
        for item in value:
            found = find_key(item, key)
            if found is not None:
                return found
    return None


specs = [("backtracker", "21x31", "1"), ("automaton", "30x40", "2"), ("kruskal", "41x41", "3"),
         ("wilson", "15x99", "4"), ("prim", "61x45", "5")]
for generator, size, base, spec in generated(run, work, specs, ".SVG"):
    grid, start, exit_ = read_maze(Path(f"{base}.maze"))
    rows, cols = len(grid), len(grid[0])

    width, height, pixels = render(Path(f"{base}.SVG"))
    if (width, height) != (cols, rows):
        failures.append(f"{generator}: rendered {width}x{height}, not {cols}x{rows}")
        continue
    for r in range(rows):
        for c in range(cols):
            level, wall = pixels[r][c], grid[r][c] == "#"
            if not (level < 64 if wall else level > 192):
                failures.append(f"{generator}: pixel x {c}, y {r} is grey {level}, the maze has "
                                f"{'wall' if wall else 'floor'} there")
                break
        else:
            continue
        break

    svg = Path(f"{base}.SVG").read_text()
    shapes = len(re.findall(r"<(?:rect|path|polygon|polyline|circle|line)\b", svg))
    walls = re.search(r'<path[^>]* d="([^"]*)"', svg)
    subpaths = walls.group(1).count("M") if walls else 0
    runs = sum(len(re.findall(r"#+", row)) for row in grid)
    wall_units = sum(row.count("#") for row in grid)
    if shapes != 2 or subpaths > runs:
        failures.append(f"{generator}: {shapes} shapes and {subpaths} wall rectangles for {runs} runs of wall")
    print(f"{generator} {size}: {subpaths} wall rectangles for {runs} runs of wall, {wall_units} wall units")

    # The solution at 5 pixels a unit: a line along a shortest path, or an
    # error naming why when the maze has none (the automaton's may not).
    shortest = find_key(json.loads(run("metrics", f"{base}.maze").stdout), "shortest_path")
    solved = run("generate", *spec, "--out", f"{base}-solution.svg", "--scale", "5", "--show", "solution", ok=False)
    if shortest is None:
        if solved.returncode != 1 or "this maze has no path from its start to its exit" not in solved.stderr:
            failures.append(f"{generator}: --show solution without a path: exit {solved.returncode}, {solved.stderr!r}")
        if Path(f"{base}-solution.svg").exists():
            failures.append(f"{generator}: --show solution without a path left a file")
        continue
    if solved.returncode != 0:
        raise SystemExit(f"{generator}: --show solution failed: {solved.stderr}")
    figure = Path(f"{base}-solution.svg").read_text()
    points = re.search(r'<polyline[^>]* points="([^"]*)"', figure)
    if not points:
        failures.append(f"{generator}: --show solution drew no polyline")
        continue
    corners = [tuple(int(float(v) - 0.5) for v in point.split(","))[::-1] for point in points.group(1).split()]
    units = [corners[0]]
    for (r0, c0), (r1, c1) in zip(corners, corners[1:]):
        if r0 != r1 and c0 != c1:
            failures.append(f"{generator}: the solution goes diagonally from {r0},{c0} to {r1},{c1}")
            break
        steps = max(abs(r1 - r0), abs(c1 - c0))
        units += [(r0 + (r1 - r0) * k // steps, c0 + (c1 - c0) * k // steps) for k in range(1, steps + 1)]
    if units[0] != start or units[-1] != exit_ or len(units) - 1 != shortest or len(set(units)) != len(units):
        failures.append(f"{generator}: the solution runs {units[0]} to {units[-1]} in {len(units) - 1} steps, "
                        f"not {start} to {exit_} in {shortest}")
    if any(grid[r][c] == "#" for r, c in units):
        failures.append(f"{generator}: the solution crosses a wall")
    width, height, _ = render(Path(f"{base}-solution.svg"))
    png = Path(f"{base}-solution.render.png")
    rgb = subprocess.run([CONVERT, str(png), "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
    if (width, height) != (cols * 5, rows * 5):
        failures.append(f"{generator}: --scale 5 rendered {width}x{height}, not {cols * 5}x{rows * 5}")
    else:
        for r, c in units:
            at = ((r * 5 + 2) * width + c * 5 + 2) * 3
            red, green, blue = rgb[at:at + 3]
            if not (red > 160 and green < 100 and blue > 60):
                failures.append(f"{generator}: unit {r},{c} of the solution renders {red},{green},{blue}, "
                                "not the path colour #d6306f")
                break

base = work / "backtracker-21x31"
for arguments, message in [
        (["--out", f"{base}.png", "--show", "solution"], "--show is for a figure: give --out FILE.svg"),
        (["--out", f"{base}.svg", "--show", "walls"], "--show takes solution, not \"walls\""),
        (["--out", f"{base}.npy", "--scale", "2"], "--scale is for a picture: give --out FILE.png or FILE.svg")]:
    result = run("generate", "--generator", "backtracker", "--size", "21x31", "--seed", "1", *arguments, ok=False)
    if result.returncode != 2 or message not in result.stderr:
        failures.append(f"generate {' '.join(arguments)}: exit {result.returncode}, {result.stderr!r}")
result = run("metrics", f"{base}.SVG", ok=False)
if result.returncode == 0 or "an SVG is a figure MazeStudy writes, not reads" not in result.stderr:
    failures.append(f"metrics of an .svg: exit {result.returncode}, {result.stderr!r}")

if failures:
    raise SystemExit("\n".join(failures))

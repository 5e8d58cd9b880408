#!/usr/bin/python3
"""The printable model checked by ADMesh (Debian's admesh): for a cell maze,
an automaton's block maze, a braided maze and a .maze with walls built
higher (converted with `convert`), admesh finds the binary STL closed (every
facet connected, nothing to fix, remove, add or reverse, no normal to fix)
in one part, with the volume computed here from the maze: a column a unit
of plate + blocks x level, less the documented inset of each diagonal
contact's corners. The STL is checked here too (every edge met once by its
reverse, outward unit normals, the stated size), and the OBJ of the same
maze has exactly the STL's vertices and triangles. Model options are refused
for other formats, and a model is neither read nor made of a maze over the cap.

usage: stl_admesh.py MAZESTUDY-CLI WORK-DIR"""
import random
import re
import struct
import subprocess
from collections import Counter
from pathlib import Path

from interop import cli_and_work, runner

ADMESH = "/usr/bin/admesh"
PLATE = 1.0
cli, work = cli_and_work()
run = runner(cli)
failures = []


def read_maze(path):
    """The .maze's blocks a unit: 0 floor, 1 wall, its height where built."""
    lines = path.read_text().splitlines()
    grid = [row for row in lines if not row.startswith(";")]
    blocks = [[1 if ch == "#" else 0 for ch in row] for row in grid]
    for line in lines:
        if line.startswith("; heights: "):
            for item in line[len("; heights: "):].split():
                r, c, h = map(int, re.fullmatch(r"(\d+),(\d+):(\d+)", item).groups())
                blocks[r][c] = h
    return blocks


def diagonal_contacts(blocks):
    """Each crossing of unit lines where two diagonal units are both higher
    than the other two: (the pair's blocks, the lower pair's taller)."""
    found = []
    for y in range(1, len(blocks)):
        for x in range(1, len(blocks[0])):
            nw, ne, sw, se = blocks[y - 1][x - 1], blocks[y - 1][x], blocks[y][x - 1], blocks[y][x]
            if min(nw, se) > max(ne, sw):
                found.append(((nw, se), max(ne, sw)))
            elif min(ne, sw) > max(nw, se):
                found.append(((ne, sw), max(nw, se)))
    return found


def expected_volume(blocks, unit, level):
    """Each unit's column on the plate, less each inset corner: (unit / 100)^2
    from the corner's top down to the taller of the two units it does not touch."""
    volume = sum((PLATE + b * level) * unit * unit for row in blocks for b in row)
    for pair, low in diagonal_contacts(blocks):
        volume -= (unit / 100) ** 2 * level * sum(b - low for b in pair)
    return volume


def read_stl(path):
    data = path.read_bytes()
    count = struct.unpack_from("<I", data, 80)[0]
    if data[:5] == b"solid" or len(data) != 84 + 50 * count:
        raise SystemExit(f"{path}: not a binary STL of {count} triangles ({len(data)} bytes)")
    title = data[:80].rstrip(b"\0")
    if b"\0" in title or not title.isascii():
        raise SystemExit(f"{path}: the header is not an ASCII title padded with NULs: {data[:80]!r}")
    return [(struct.unpack_from("<3f", data, at), [struct.unpack_from("<3f", data, at + 12 + 12 * k) for k in range(3)])
            for at in range(84, len(data), 50)]


def read_obj(path):
    vertices, faces = [], []
    for line in path.read_text().splitlines():
        words = line.split()
        if words and words[0] == "v":
            # As the STL's 32-bit floats.
            vertices.append(struct.unpack("<3f", struct.pack("<3f", *map(float, words[1:]))))
        elif words and words[0] == "f":
            faces.append([int(w) - 1 for w in words[1:]])
    return vertices, faces


def admesh(path):
    # As bytes: admesh prints the STL's header as a C string, and a tool's
    # stray bytes must not fail the check.
    out = subprocess.run([ADMESH, str(path)], capture_output=True, check=True).stdout.decode("utf-8", "replace")
    stats = {}
    for name in ["Number of parts", "Degenerate facets", "Edges fixed", "Facets removed", "Facets added",
                 "Facets reversed", "Backwards edges", "Normals fixed"]:
        stats[name] = int(re.search(re.escape(name) + r"\s*:\s*(\d+)", out).group(1))
    stats["Total disconnected facets"] = tuple(
        map(int, re.search(r"Total disconnected facets\s*:\s*(\d+)\s+(\d+)", out).groups()))
    stats["Volume"] = float(re.search(r"Volume\s*:\s*([-\d.]+)", out).group(1))
    return stats


def check_model(name, maze, stl, obj, unit, level):
    blocks = read_maze(maze)
    rows, cols = len(blocks), len(blocks[0])
    expected = expected_volume(blocks, unit, level)
    triangles = read_stl(stl)

    edges = Counter()
    volume = 0.0
    for normal, (a, b, c) in triangles:
        for u, v in ((a, b), (b, c), (c, a)):
            edges[(u, v)] += 1
        cross = [(b[1] - a[1]) * (c[2] - a[2]) - (b[2] - a[2]) * (c[1] - a[1]),
                 (b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2]),
                 (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])]
        if abs(sum(n * n for n in normal) - 1) > 1e-6 or sum(n * x for n, x in zip(normal, cross)) <= 0:
            failures.append(f"{name}: facet {a} {b} {c} has normal {normal}, its corners say {cross}")
            break
        volume += (a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
                   + a[2] * (b[0] * c[1] - b[1] * c[0])) / 6
    open_edges = [e for e, n in edges.items() if n != 1 or edges.get((e[1], e[0])) != 1]
    if open_edges:
        failures.append(f"{name}: {len(open_edges)} edges not met once by their reverse, such as {open_edges[0]}")
    if abs(volume - expected) > 1e-6 * expected:
        failures.append(f"{name}: the triangles enclose {volume:.6f} mm3, the maze's columns {expected:.6f}")
    corners = [p for _, t in triangles for p in t]
    top = PLATE + max(max(row) for row in blocks) * level
    size = [max(p[k] for p in corners) - min(p[k] for p in corners) for k in range(3)]
    if any(abs(s - e) > 1e-4 for s, e in zip(size, (cols * unit, rows * unit, top))) or min(
            p[2] for p in corners) != 0:
        failures.append(f"{name}: {size} mm from z = 0, not {cols * unit} x {rows * unit} x {top}")

    stats = admesh(stl)
    fixes = {k: v for k, v in stats.items() if k not in ("Volume", "Number of parts") and v not in (0, (0, 0))}
    if fixes or stats["Number of parts"] != 1:
        failures.append(f"{name}: admesh says {stats}")
    # ADMesh sums the volume in single precision: a few parts in 100 000 off
    # on a large model; the sum above, in double precision, is held to 1e-6.
    if abs(stats["Volume"] - expected) > 1e-4 * expected:
        failures.append(f"{name}: admesh's volume {stats['Volume']}, expected {expected:.6f}")

    vertices, faces = read_obj(obj)
    from_obj = [[vertices[i] for i in face] for face in faces]
    if from_obj != [t for _, t in triangles]:
        failures.append(f"{name}: the OBJ's {len(faces)} faces are not the STL's {len(triangles)} triangles")
    if len(set(vertices)) != len(vertices) or len({i for f in faces for i in f}) != len(vertices):
        failures.append(f"{name}: the OBJ repeats a vertex or has one no face uses")
    contacts = diagonal_contacts(blocks)
    print(f"{name}: {len(triangles)} triangles, {len(vertices)} vertices, {len(contacts)} diagonal contacts, "
          f"{expected:.3f} mm3 (admesh {stats['Volume']:.3f}), STL {stl.stat().st_size} bytes, "
          f"OBJ {obj.stat().st_size} bytes")
    return contacts


specs = [("backtracker", "21x31", "1", []), ("automaton", "30x40", "2", []),
         ("kruskal", "25x25", "3", ["--braid", "0.5"])]
for generator, size, seed, extra in specs:
    base = work / f"{generator}-{size}"
    spec = ["--generator", generator, "--size", size, "--seed", seed, *extra]
    run("generate", *spec, "--out", f"{base}.maze")
    run("generate", *spec, "--out", f"{base}.stl")
    run("generate", *spec, "--out", f"{base}.obj")
    contacts = check_model(generator, Path(f"{base}.maze"), Path(f"{base}.stl"), Path(f"{base}.obj"), 2.0, 3.0)
    if generator == "automaton" and not contacts:
        failures.append("the automaton's maze has no diagonal contact: the inset is not tested")
    # The sizes stated on the command line.
    run("generate", *spec, "--out", f"{base}-big.stl", "--unit-mm", "3.5", "--wall-height", "6")
    run("generate", *spec, "--out", f"{base}-big.obj", "--unit-mm=3.5", "--wall-height=6")
    check_model(f"{generator} at 3.5 mm, 6 mm a level", Path(f"{base}.maze"), Path(f"{base}-big.stl"),
                Path(f"{base}-big.obj"), 3.5, 6.0)

# Walls built higher, as the 3D view saves them: a fifth of the walls of a
# cell maze at 2 to 8 blocks, then converted from the .maze.
source = work / "backtracker-21x31.maze"
lines = source.read_text().splitlines()
grid = [row for row in lines if not row.startswith(";")]
walls = [(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "#"]
chooser = random.Random(34)
built = sorted(chooser.sample(walls, len(walls) // 5))
heights = "; heights: " + " ".join(f"{r},{c}:{chooser.randint(2, 8)}" for r, c in built)
header_end = max(i for i, line in enumerate(lines) if line.startswith(";"))
built_maze = work / "built.maze"
built_maze.write_text("\n".join(lines[:header_end + 1] + [heights] + lines[header_end + 1:]) + "\n")
run("convert", str(built_maze), str(work / "built.stl"))
run("convert", str(built_maze), str(work / "built.obj"))
contacts = check_model("built blocks", built_maze, work / "built.stl", work / "built.obj", 2.0, 3.0)
if not any(low >= 1 for _, low in contacts):
    failures.append("the built maze has no diagonal contact above a wall: the inset over built blocks is not tested")
run("convert", "--unit-mm", "1", "--wall-height", "1.5", str(built_maze), str(work / "built-small.stl"))
run("convert", str(built_maze), str(work / "built-small.obj"), "--unit-mm", "1", "--wall-height", "1.5")
check_model("built blocks at 1 mm", built_maze, work / "built-small.stl", work / "built-small.obj", 1.0, 1.5)

# Refusals: exit 2 for a usage error, 1 for a file, and no file left behind.
spec = ["--generator", "backtracker", "--size", "21x31", "--seed", "1"]
for arguments, status, message, left in [
        (["generate", *spec, "--out", f"{work}/x.png", "--unit-mm", "2"], 2,
         "--unit-mm is for a 3D model: give --out FILE.stl or FILE.obj", "x.png"),
        (["generate", *spec, "--out", f"{work}/x.maze", "--wall-height", "2"], 2,
         "--wall-height is for a 3D model: give --out FILE.stl or FILE.obj", "x.maze"),
        (["generate", *spec, "--out", f"{work}/x.stl", "--unit-mm", "0"], 2,
         "--unit-mm takes millimetres from 0.1 to 100, such as 2 or 1.5, not \"0\"", "x.stl"),
        (["generate", *spec, "--out", f"{work}/x.obj", "--wall-height", "2,5"], 2,
         "--wall-height takes millimetres from 0.1 to 100, such as 2 or 1.5, not \"2,5\"", "x.obj"),
        (["generate", "--generator", "backtracker", "--size", "2001x2001", "--seed", "1", "--out",
          f"{work}/huge.stl"], 2, "a model is made of a maze of at most 4000000 units", "huge.stl"),
        # Its mesh counts against the memory budget: 187 MB for this one, once made under 100M.
        (["generate", "--generator", "backtracker", "--size", "1901x1901", "--seed", "1", "--out",
          f"{work}/budget.stl", "--memory-budget", "100M"], 1, "this model would need about", "budget.stl"),
        (["convert", str(built_maze), f"{work}/y.svg", "--unit-mm", "2"], 2,
         "--unit-mm is for a 3D model: convert to FILE.stl or FILE.obj", "y.svg"),
        (["convert", str(built_maze)], 2, "give the file to write after", None),
        (["convert", str(work / "built.stl"), f"{work}/z.maze"], 1,
         "a 3D model is what MazeStudy writes, not reads", "z.maze"),
        (["metrics", str(work / "built.obj")], 1, "a 3D model is what MazeStudy writes, not reads", None)]:
    result = run(*arguments, ok=False)
    if result.returncode != status or message not in result.stderr:
        failures.append(f"{' '.join(arguments)}: exit {result.returncode}, {result.stderr!r}")
    if left and (work / left).exists():
        failures.append(f"{' '.join(arguments)} left {left}")

# convert writes every other format as generate does.
run("convert", str(source), str(work / "copy.maze"))
if (work / "copy.maze").read_text() != source.read_text():
    failures.append("convert of a .maze to .maze changed it")

if failures:
    raise SystemExit("\n".join(failures))

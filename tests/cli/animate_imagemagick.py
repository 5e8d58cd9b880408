#!/usr/bin/python3
"""mazestudy-cli animate checked by programs it did not write: ImageMagick
reads each GIF with the frames, size, delays and loop asked, its first frame
is the replay's state at the first move shown and its last the PNG that
generate writes of the finished maze, pixel for pixel; the stepping colours
mark the current unit where the replay puts it; the same command twice gives
the same bytes; a 1001 x 1001 Wilson of 200 frames stays small; ffprobe reads
the WebM and MP4 with the frames, size and rate asked; several generators side
by side are each, in their tile, the replay at the move their pace gives and
generate's PNG at the end, under their names; a solver's last frame draws the
path solve finds where it finds it; and without ffmpeg a
video is refused with how to get it; bad requests and a 16001 x 16001 one are
refused up front, leaving no file.

usage: animate_imagemagick.py MAZESTUDY-CLI WORK-DIR"""
import json
import math
import os
import subprocess
import time

from interop import cli_and_work, runner

cli, work = cli_and_work()
run = runner(cli)
failures = []
CURRENT_RGB = (0x1F, 0x6F, 0xE5)  # the palette's Current (core/maze/mazecolours.h)


def tool(*arguments):
    return subprocess.run(list(arguments), check=True, capture_output=True).stdout


def frames_of(gif, width, height, channels="gray"):
    """Every frame as ImageMagick composes it, as bytes (one a pixel, or RGB)."""
    raw = tool("/usr/bin/convert", str(gif), "-coalesce", "-depth", "8", f"{channels}:-")
    size = width * height * (3 if channels == "rgb" else 1)
    return [raw[i:i + size] for i in range(0, len(raw), size)]


def scaled_grid(rows, scale):
    """A grid of '#' and '.' rows as gray pixels at `scale`: black wall, white floor."""
    pixels = bytearray()
    for row in rows:
        line = bytes(0 if unit == "#" else 255 for unit in row for _ in range(scale))
        pixels += line * scale
    return bytes(pixels)


def check(condition, message):
    if not condition:
        failures.append(message)


# A plain GIF: frames, size, delays, loop; first and last frames against the replay and the PNG.
spec = ["--generator", "backtracker", "--size", "21x31", "--seed", "3"]
total = json.loads(run("replay", *spec, "--at", "0", "--format", "json").stdout)["total_moves"]
gif = work / "plain.gif"
run("animate", *spec, "--out", str(gif), "--colours", "plain", "--moves-per-frame", "20", "--fps", "25",
    "--scale", "3", "--hold", "1.5", "--loops", "3", "--from", "40")
frames = math.ceil((total - 40) / 20) + 1
described = tool("/usr/bin/identify", "-format", "%W %H %T\n", str(gif)).decode().split("\n")[:-1]
check(len(described) == frames, f"identify reads {len(described)} frames, not {frames}")
check(all(line.startswith("93 63 ") for line in described), f"frames not 93 x 63: {set(described)}")
check(all(line.split()[2] == "4" for line in described[:-1]), "a frame's delay is not 4/100 s")
check(described[-1].split()[2] == "154", f"the last frame's delay is {described[-1]}, not 4 + 150")
# ImageMagick counts a GIF's plays, as the option does.
plays = {line for line in tool("/usr/bin/identify", "-verbose", str(gif)).decode().splitlines() if "Iterations" in line}
check(plays == {"  Iterations: 3"}, f"a GIF played 3 times reads as {plays}")
shown = frames_of(gif, 93, 63)
start = json.loads(run("replay", *spec, "--at", "40", "--format", "json").stdout)["grid"]
check(shown[0] == scaled_grid(start, 3), "the first frame is not the replay's grid at move 40")
run("generate", *spec, "--out", str(work / "finished.png"), "--scale", "3")
check(shown[-1] == tool("/usr/bin/convert", str(work / "finished.png"), "-depth", "8", "gray:-"),
      "the last frame is not generate's PNG of the finished maze")

# Stepping colours: frame k shows the state after move 30k, with the current unit where the replay has it.
colours = work / "stepping.gif"
run("animate", *spec, "--out", str(colours), "--moves-per-frame", "30", "--scale", "2")
rgb = frames_of(colours, 62, 42, "rgb")
for k in (1, 5):
    picture = json.loads(run("replay", *spec, "--at", str(30 * k), "--format", "json").stdout)
    row, col = picture["current"]
    at = ((row * 2) * 62 + col * 2) * 3
    check(tuple(rgb[k][at:at + 3]) == CURRENT_RGB, f"frame {k}: the current unit {row},{col} is not drawn current")

# The same bytes twice.
again = work / "again.gif"
run("animate", *spec, "--out", str(again), "--moves-per-frame", "30", "--scale", "2")
check(again.read_bytes() == colours.read_bytes(), "the same animation twice gave other bytes")

# Thousands of moves a frame at 1 pixel a unit stay small: only what changed is encoded.
wilson = work / "wilson.gif"
began = time.monotonic()
said = run("animate", "--generator", "wilson", "--size", "1001x1001", "--seed", "1", "--scale", "1",
           "--duration", "8", "--fps", "25", "--out", str(wilson)).stdout
check(said.startswith(f"{wilson}: 201 frames of 1001 x 1001 pixels, "), f"animate said {said!r}")
check(wilson.stat().st_size < 4 << 20, f"a 1001 x 1001 Wilson of 201 frames took {wilson.stat().st_size} bytes")
print(f"wilson 1001x1001, 201 frames: {wilson.stat().st_size} bytes in {time.monotonic() - began:.1f} s")

# Videos through ffmpeg, read back by ffprobe.
for extension, codec in (("mp4", "h264"), ("webm", "vp9")):
    video = work / f"run.{extension}"
    run("animate", *spec, "--out", str(video), "--moves-per-frame", "50", "--fps", "30", "--scale", "4",
        "--hold", "1")
    probe = json.loads(tool("/usr/bin/ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                            "-show_entries", "stream=codec_name,width,height,r_frame_rate,nb_read_frames",
                            "-of", "json", str(video)))["streams"][0]
    frames = math.ceil(total / 50) + 1 + 30
    expected = {"codec_name": codec, "width": 124, "height": 84, "r_frame_rate": "30/1",
                "nb_read_frames": str(frames)}
    check(probe == expected, f"ffprobe reads {probe}, not {expected}")
    again = work / f"again.{extension}"
    run("animate", *spec, "--out", str(again), "--moves-per-frame", "50", "--fps", "30", "--scale", "4",
        "--hold", "1")
    check(again.read_bytes() == video.read_bytes(), f"the same {extension} twice gave other bytes")
    again.unlink()

# Several generators side by side, plain: each tile's maze is its replay at the moves its pace gives, and
# the last frame is each generator's PNG; each tile has its name above it.
names = ["backtracker", "wilson", "kruskal"]
tiled_spec = ["--generators", ",".join(names), "--size", "21x31", "--seed", "3"]
totals = [json.loads(run("replay", "--generator", name, *tiled_spec[2:], "--at", "0", "--format", "json").stdout)
          ["total_moves"] for name in names]
longest = max(totals)
# Two tile columns, two rows; at 3 pixels a unit a maze is 93 x 63 and its name's band 14 pixels high.
width, height = 2 * 93 + 3 * 8, 2 * (14 + 63) + 3 * 8


def tile(frame, index, top_offset=14):
    """Tile `index`'s maze (or, with top_offset 0, its name's band) out of a gray frame."""
    left = 8 + (index % 2) * (93 + 8)
    top = 8 + (index // 2) * (14 + 63 + 8) + top_offset
    rows = 63 if top_offset else 14
    return b"".join(frame[(top + y) * width + left:(top + y) * width + left + 93] for y in range(rows))


for pace in ("share", "moves"):
    tiled = work / f"tiled-{pace}.gif"
    said = run("animate", *tiled_spec, "--out", str(tiled), "--colours", "plain", "--scale", "3",
               "--moves-per-frame", "100", "--pace", pace).stdout
    frames = math.ceil(longest / 100) + 1
    check(said.startswith(f"{tiled}: {frames} frames of {width} x {height} pixels, 100 moves a frame of the longest"),
          f"animate {pace} said {said!r}")
    shown = frames_of(tiled, width, height)
    check(len(shown) == frames, f"{pace}: {len(shown)} frames, not {frames}")
    for index, name in enumerate(names):
        single = ["--generator", name, *tiled_spec[2:]]
        run("generate", *single, "--out", str(work / "tile.png"), "--scale", "3")
        check(tile(shown[-1], index) == tool("/usr/bin/convert", str(work / "tile.png"), "-depth", "8", "gray:-"),
              f"{pace}: the last frame's {name} is not generate's PNG")
        k = frames // 2
        moves = min(totals[index], 100 * k) if pace == "moves" else totals[index] * 100 * k // longest
        grid = json.loads(run("replay", *single, "--at", str(moves), "--format", "json").stdout)["grid"]
        check(tile(shown[k], index) == scaled_grid(grid, 3), f"{pace}: frame {k}'s {name} is not at move {moves}")
        band = tile(shown[0], index, 0)
        check(band.count(255) > 40, f"{pace}: {name}'s tile has no name drawn above it")
    check(len({tile(shown[0], index, 0) for index in range(3)}) == 3, f"{pace}: two tiles have the same name")
    (work / "tile.png").unlink()

# A solver on a maze file, in its colours: the last frame draws the path solve finds in the traced routes'
# colour and the maze's walls where the file has them; frames and size as asked.
PATH_RGB, WALL_RGB = (0xD6, 0x30, 0x6F), (0x2B, 0x2F, 0x3A)
maze = work / "solved.maze"
run("generate", *spec, "--out", str(maze))
solve = json.loads(run("solve", "--solver", "bfs", str(maze), "--format", "json").stdout)
solved = work / "bfs.gif"
said = run("animate", "--solver", "bfs", str(maze), "--out", str(solved), "--scale", "1", "--moves-per-frame", "25",
           "--hold", "0").stdout
frames = math.ceil(solve["steps"] / 25) + 1
check(said.startswith(f"{solved}: {frames} frames of 31 x 21 pixels, 25 steps a frame (steps 0 to {solve['steps']}"),
      f"animate --solver said {said!r}")
rgb = frames_of(solved, 31, 21, "rgb")
check(len(rgb) == frames, f"the solver's animation has {len(rgb)} frames, not {frames}")
on_path = {tuple(unit) for unit in solve["path"]}
walls = json.loads(run("replay", *spec, "--at", str(total), "--format", "json").stdout)["grid"]
for row in range(21):
    for col in range(31):
        colour = tuple(rgb[-1][(row * 31 + col) * 3:(row * 31 + col) * 3 + 3])
        if (row, col) in on_path:
            check(colour == PATH_RGB, f"the path's unit {row},{col} is drawn {colour}")
        elif walls[row][col] == "#":
            check(colour == WALL_RGB, f"the wall {row},{col} is drawn {colour}")
        else:
            check(colour not in (PATH_RGB, WALL_RGB), f"the floor {row},{col} off the path is drawn {colour}")
# A middle frame: every unit as replay --solver pictures it at that step (o entered, + on the frontier, * held
# as the way, x ruled out, @ the walker), start and exit aside; BFS's layers leave the frontier whole.
SYMBOL_RGB = {"#": WALL_RGB, ".": (0xF7, 0xF5, 0xF0), "o": (0xF4, 0xA6, 0xA0), "+": (0x36, 0xA8, 0x52),
              "*": (0x1F, 0x6F, 0xE5), "x": (0x78, 0x78, 0x8C), "@": (0xE0, 0x50, 0x1B)}
for solver in ("bfs", "tremaux"):
    solved = work / f"{solver}.gif"
    run("animate", "--solver", solver, str(maze), "--out", str(solved), "--scale", "1", "--moves-per-frame", "25")
    rgb = frames_of(solved, 31, 21, "rgb")
    k = len(rgb) // 2
    picture = json.loads(run("replay", "--solver", solver, str(maze), "--at", str(25 * k), "--format", "json")
                         .stdout)["picture"]
    ends = {tuple(p) for p in (solve["path"][0], solve["path"][-1])}
    wrong = [(row, col) for row in range(21) for col in range(31) if (row, col) not in ends
             and tuple(rgb[k][(row * 31 + col) * 3:(row * 31 + col) * 3 + 3]) != SYMBOL_RGB[picture[row][col]]]
    check(not wrong, f"{solver}: frame {k} differs from replay --at {25 * k} at {wrong[:5]}")
    solved.unlink()
# --max-size holds as the file is written: a search's spread-out changes pass the estimate (41.2 KB here) and
# the limit, and the rendering stops with nothing written.
wide = work / "wide.maze"
run("generate", "--generator", "backtracker", "--size", "201x201", "--seed", "1", "--out", str(wide))
passed = run("animate", "--solver", "bfs", str(wide), "--scale", "1", "--max-size", "200K",
             "--out", str(work / "passed.gif"), ok=False)
check(passed.returncode == 1 and "passed --max-size 200.0 KB after" in passed.stderr
      and "nothing was written" in passed.stderr, f"past --max-size: {passed.returncode} {passed.stderr!r}")
wide.unlink()
plain_solver = run("animate", "--solver", "bfs", str(maze), "--out", str(work / "x.gif"), "--colours", "plain",
                   ok=False)
check(plain_solver.returncode == 2 and "needs its colours" in plain_solver.stderr,
      f"--solver --colours plain: {plain_solver.returncode} {plain_solver.stderr!r}")
for arguments, words in [
        (["--solver", "bfs", "--size", "21x31", str(maze)], "--size belongs to a generator's animation"),
        (["--solver", "bfs", str(maze), "--pace", "moves"], "--pace goes with --generators"),
        ([*spec, "--pace", "moves"], "--pace goes with --generators"),
        (["--generators", "wilson,prim", "--size", "21x31", "--seed", "1", "--from", "5"], "shown whole"),
        (["--generators", "wilson,prim", "--size", "21x31", "--seed", "1", "--pace", "even"],
         "--pace takes share or moves")]:
    refused = run("animate", *arguments, "--out", str(work / "x.gif"), ok=False)
    check(refused.returncode == 2 and words in refused.stderr, f"{arguments}: {refused.returncode} {refused.stderr!r}")

# Refusals: nothing written, the cause said.
no_ffmpeg = subprocess.run([cli, "animate", *spec, "--out", str(work / "none.mp4")], capture_output=True, text=True,
                           env=dict(os.environ, PATH=str(work / "empty-path")))
check(no_ffmpeg.returncode == 1 and "needs ffmpeg" in no_ffmpeg.stderr and "apt install ffmpeg" in no_ffmpeg.stderr,
      f"without ffmpeg: {no_ffmpeg.returncode} {no_ffmpeg.stderr!r}")
for arguments, status, words in [
        (["--out", "x.avi"], 2, ".gif, .webm or .mp4"),
        (["--out", "fast.gif", "--fps", "60"], 2, "1 to 50 frames a second for a GIF"),
        (["--out", "both.gif", "--duration", "3", "--moves-per-frame", "2"], 2, "not both"),
        (["--out", "late.gif", "--from", "100000"], 2, "past the run's end"),
        (["--out", "big.gif", "--moves-per-frame", "1", "--max-size", "100K"], 1, "more than --max-size 100.0 KB"),
        (["--out", "both.gif", "--generators", "wilson,prim"], 2, "not both")]:
    refused = run("animate", *spec, *arguments, ok=False)
    check(refused.returncode == status and words in refused.stderr,
          f"{arguments}: status {refused.returncode}, {refused.stderr!r}")
began = time.monotonic()
huge = run("animate", "--generator", "backtracker", "--size", "16001x16001", "--seed", "1", "--scale", "1",
           "--out", str(work / "huge.gif"), ok=False)
check(huge.returncode == 1 and "megapixels" in huge.stderr and "smaller" in huge.stderr,
      f"16001 x 16001: {huge.returncode} {huge.stderr!r}")
print(f"16001x16001 refused in {time.monotonic() - began:.2f} s: {huge.stderr.strip()}")
written = sorted(p.name for p in work.iterdir())
check(written == ["again.gif", "finished.png", "plain.gif", "run.mp4", "run.webm", "solved.maze",
                  "stepping.gif", "tiled-moves.gif", "tiled-share.gif", "wilson.gif"],
      f"files in the work folder: {written}")

for failure in failures:
    print("FAIL:", failure)
raise SystemExit(1 if failures else 0)

"""What the tests against other programs (numpy_interop, png_imagemagick,
svg_rsvg) share: their command line and mazestudy-cli run as a user would."""
import subprocess
import sys
from pathlib import Path


def cli_and_work():
    """MAZESTUDY-CLI and WORK-DIR from the command line, the folder made."""
    cli, work = sys.argv[1], Path(sys.argv[2])
    work.mkdir(parents=True, exist_ok=True)
    return cli, work


def runner(cli):
    """run(*arguments, ok=True): the CLI's result; when ok, a failure stops the test with its stderr."""
    def run(*arguments, ok=True):
        result = subprocess.run([cli, *arguments], capture_output=True, text=True)
        if ok and result.returncode != 0:
            raise SystemExit(f"{' '.join(arguments)} failed: {result.stderr}")
        return result
    return run


def generated(run, work, specs, extension, *options):
    """Each (generator, size, seed) of specs generated as a .maze and as a
    file of `extension` (with `options`): yields the generator, its size, the
    files' path without extension and the spec's arguments."""
    for generator, size, seed in specs:
        base = work / f"{generator}-{size}"
        spec = ["--generator", generator, "--size", size, "--seed", seed]
        run("generate", *spec, "--out", f"{base}.maze")
        run("generate", *spec, "--out", f"{base}{extension}", *options)
        yield generator, size, base, spec

"""MazeStudy from Python: its maze generators, metrics and files.

A maze is a 2-D NumPy array, 1 for wall and 0 for floor, the layout of
MazeStudy's .npy files and of mazelib's grids::

    import mazestudy
    grid = mazestudy.generate("wilson", rows=41, cols=51, seed=7)
    mazestudy.metrics(grid)["dead_end_cell_share"]
    mazestudy.save(grid, "wilson.png", scale=4)

The same generator, size, seed and options give the same maze as
``mazestudy-cli generate`` and the window, on every machine. docs/python.md
is the tour.
"""

from os import fspath

from . import _core

__all__ = ["generators", "generate", "metrics", "load", "save", "memory_budget", "set_memory_budget"]


def generators():
    """The generator catalogue, in the CLI's order.

    Each entry is a dict, as ``mazestudy-cli generators --format json``
    lists it: ``id`` (what generate() takes), ``name``, ``summary``,
    ``origin`` (seed, classic or lab), ``odd_sizes_only`` (a maze of cells at odd units: rows and
    cols must be odd) and ``options``, a list of dicts with ``key``,
    ``default``, ``values`` (what the option accepts) and ``help``.
    """
    return _core.generators()


def generate(generator, rows=41, cols=51, seed=1, braid=0.0, **options):
    """Make a maze: a uint8 array of shape (rows, cols), 1 for wall.

    ``generator`` is an id of generators(); ``options`` are its options by key
    (``generate("growing-tree", pick="newest")``), given as strings or
    numbers; ``braid`` removes that share of dead ends afterwards (0 to 1).
    The array owns the engine's buffer: no copy is made. Raises ValueError for
    an unknown generator, a bad size or option (with the CLI's message) and
    MemoryError for a maze over the memory budget.
    """
    return _core.generate(
        generator,
        rows=int(rows),
        cols=int(cols),
        seed=int(seed),
        braid=float(braid),
        options={str(key): _option_text(value) for key, value in options.items()},
    )


def metrics(grid):
    """Every metric of ``mazestudy-cli metrics`` of a maze, as a dict.

    ``grid`` is any 2-D array of 0 and 1 (1 = wall): uint8, bool, mazelib's
    int8, NumPy's int64. The maze starts and leaves at its first and last
    floor units in reading order, as a .npy file's does. Values are ints,
    floats, or None where the maze has no such figure; docs/metrics.md
    defines each. ``corridor_length_histogram`` lists how many corridors
    have each length in steps.
    """
    return _core.metrics(grid)


def load(path):
    """Read a maze file (.maze, .npy or .png) into an array, 1 for wall.

    Raises OSError when the file cannot be read and ValueError, naming the
    file and what is wrong, when it is not a maze.
    """
    path = fspath(path)
    with open(path, "rb"):
        pass  # a missing or unreadable file is Python's own OSError
    return _core.load(path)


def save(grid, path, scale=1):
    """Write a maze in the format its extension names.

    .maze (text), .npy, .png and .svg (``scale`` pixels a unit), .stl and
    .obj (a printable model). The file is written whole or not at all.
    Raises ValueError for a grid that is not a maze and OSError when the
    file cannot be written.
    """
    _core.save(grid, fspath(path), scale=int(scale))


def memory_budget():
    """The bytes a request may need, estimated before any work: by default
    half of this machine's memory, as for ``mazestudy-cli``."""
    return _core.memory_budget()


def set_memory_budget(bytes):
    """Refuse, with MemoryError before any work, what would need more than
    ``bytes`` (as ``mazestudy-cli --memory-budget``); 0 restores the default."""
    if int(bytes) < 0:
        raise ValueError(f"a memory budget is 0 (the default) or more bytes, not {bytes}")
    _core.set_memory_budget(int(bytes))


def _option_text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

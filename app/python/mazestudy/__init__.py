"""MazeStudy from Python: its maze generators, metrics and files.

A maze is a 2-D NumPy array, 1 for wall and 0 for floor, the layout of
MazeStudy's .npy files and of mazelib's grids::

    import mazestudy
    grid = mazestudy.generate("wilson", rows=41, cols=51, seed=7)
    mazestudy.metrics(grid)["dead_end_cell_share"]
    mazestudy.save(grid, "wilson.png", scale=4)

Step a generator move by move with Generator, and compare generators over
many mazes with study(), as pandas DataFrames where pandas is installed.
Give any of them ``mask=`` (a file, or an array of cells, such as
shaped_mask("disc", 20, 25)) for a maze in that shape.

The same generator, size, seed and options give the same maze as
``mazestudy-cli generate`` and the window, on every machine. docs/python.md
is the tour.
"""

import json as _json
import operator
from os import fsdecode, fspath

# NumPy first: the engine's arrays are NumPy's, and its one-time set-up must
# not happen inside a call that several threads may make at once.
import numpy as _numpy  # noqa: F401

from . import _core

__all__ = [
    "generators",
    "generate",
    "Generator",
    "load_mask",
    "shaped_mask",
    "MASK_SHAPES",
    "metrics",
    "study",
    "Study",
    "load",
    "save",
    "memory_budget",
    "set_memory_budget",
]


# The shapes shaped_mask() draws, as the window's Shape box offers them.
MASK_SHAPES = ("disc", "ring", "diamond", "triangle", "heart")


def generators():
    """The generator catalogue, in the CLI's order.

    Each entry is a dict, as ``mazestudy-cli generators --format json``
    lists it: ``id`` (what generate() takes), ``name``, ``summary``,
    ``origin`` (seed, classic or lab), ``odd_sizes_only`` (a maze of cells at odd units: rows and
    cols must be odd), ``mask_use`` ("carves": it carves exactly a mask's
    cells; "walls-outside": it runs inside the mask, its outside wall;
    "none": it refuses masks, and ``why_no_mask`` says why), ``carves_masks``
    (``mask_use == "carves"``) and ``options``, a list of dicts with ``key``,
    ``default``, ``values`` (what the option accepts) and ``help``.
    """
    return _core.generators()


def generate(generator, rows=None, cols=None, seed=1, braid=0.0, mask=None, **options):
    """Make a maze: a uint8 array of shape (rows, cols), 1 for wall.

    ``generator`` is an id of generators(); ``options`` are its options by key
    (``generate("growing-tree", pick="newest")``), given as strings or
    numbers; ``braid`` removes that share of dead ends afterwards (0 to 1).
    ``mask`` shapes the maze: a mask file's path (a text mask, X outside and
    . inside, or a PNG) or a 2-D array of cells, True (or 1) inside, such as
    shaped_mask() and load_mask() give; the maze has a cell for each of its
    cells when rows and cols are None, and stretches it over a larger size.
    Without a mask, rows and cols are 41 and 51 when None.
    The array owns the engine's buffer: no copy is made. Raises ValueError for
    an unknown generator, a bad size, option or mask (with the CLI's message)
    and MemoryError for a maze over the memory budget.
    """
    return _core.generate(**_maze_request(generator, rows, cols, seed, braid, mask, options))


def load_mask(path):
    """A mask file's cells as a 2-D bool array, True inside: a text mask (a
    line a row, X outside and . inside, as in Buck's Mazes for Programmers)
    or a PNG (dark pixels outside). Raises ValueError naming what is wrong
    (a mask of several parts, a file that is no mask, one that is missing)."""
    return _core.read_mask(fsdecode(path)).astype(bool)


def shaped_mask(shape, rows, cols):
    """A built-in shape over rows x cols cells, as a 2-D bool array, True
    inside: one of MASK_SHAPES, drawn as the window draws it (a cell is
    inside when its centre is). From 6 cells a side every shape is one
    piece; a smaller shape that falls apart or holds under two cells (a
    ring of 4 x 4 cells, any shape of one) raises ValueError saying why."""
    return _core.shaped_mask(
        str(shape), _count("rows", rows, 1, 10_000), _count("cols", cols, 1, 10_000)
    ).astype(bool)


class Generator:
    """A generator's step machine: the maze built one elementary move at a
    time, as the window's stepping shows it.

    Takes generate()'s arguments, ``mask`` included. ``step()`` makes one move; ``run()`` makes
    the rest; ``grid`` is the maze so far. Stepped to the end, the grid
    equals generate()'s, and move n equals ``mazestudy-cli replay --at n``'s
    ``last_move``::

        machine = mazestudy.Generator("backtracker", rows=11, cols=11, seed=3)
        while not machine.finished:
            move = machine.step()
    """

    def __init__(self, generator, rows=None, cols=None, seed=1, braid=0.0, mask=None, **options):
        self._machine = _core.Generator(**_maze_request(generator, rows, cols, seed, braid, mask, options))

    def step(self):
        """Make one move and say what it did, as a dict: ``kind`` (its name,
        such as "enter", "carve", "return"), the fields its kind reports with
        the replay's JSON keys (units as (row, col) tuples: ``at``,
        ``target``, ``units``, ``direction``, ``reason``, ...) and
        ``changed``: the units it changed as (top, left, bottom, right),
        inclusive, or None. Raises RuntimeError once finished."""
        return self._machine.step()

    def run(self):
        """Make every move left, at the engine's full speed (the GIL is
        released); the grid is then the finished maze."""
        self._machine.run()

    @property
    def grid(self):
        """The maze so far: a read-only uint8 view, 1 for wall, that follows
        the moves; take ``grid.copy()`` to keep a moment of it."""
        return self._machine.grid

    @property
    def finished(self):
        """Whether the maze is finished: no move is left."""
        return self._machine.finished

    @property
    def moves(self):
        """Moves made so far."""
        return self._machine.moves

    @property
    def progress(self):
        """How much of the maze is built, 0 to 1; -1 where the generator
        cannot tell (the automaton stops when a sweep changes nothing)."""
        return self._machine.progress

    @property
    def call_stack(self):
        """The calls of a generator that recurses (the DFS family), outermost
        first: dicts of ``depth``, ``unit``, ``call`` ("digout(5, 7)"),
        ``order`` (direction names), ``order_text``, ``done`` (directions
        finished), ``trying`` and ``next``. Empty for the others."""
        return self._machine.call_stack

    def working_set(self, max_items=100):
        """What the generator works on besides the grid (an active list, a
        walk, chambers, sets), or None where it has none: a dict of ``kind``,
        ``title``, ``size`` (all items), ``items`` (at most ``max_items``, the
        most relevant first; each an ``area`` (top, left, bottom, right) and a
        ``tag``, the set where sets matter) and ``focus``."""
        return self._machine.working_set(max_items=_count("max_items", max_items, 0, 2**32))

    @property
    def narration(self):
        """The last move in words, as the stepping view says it; before the
        first move, what it will do; empty after run()."""
        return self._machine.narration

    @property
    def start(self):
        """Where a player starts, (row, col), once known; else None."""
        return self._machine.start

    @property
    def exit(self):
        """Where the exit is, (row, col), once known; else None."""
        return self._machine.exit

    def __repr__(self):
        state = "finished" if self.finished else "stepping"
        rows, cols = self.grid.shape
        return f"<mazestudy.Generator {rows}x{cols}, {self.moves} moves, {state}>"


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


def study(
    generators,
    size=None,
    runs=1000,
    seed=1,
    threads=0,
    braid=0.0,
    solvers=(),
    step_budget=100_000_000,
    sizes=None,
    keep_rows=True,
    dataframes=None,
    progress=None,
    mask=None,
    **options,
):
    """Measure ``runs`` mazes of each generator, as ``mazestudy-cli study``.

    ``generators`` is a list of ids (or one id); ``size`` is (rows, cols) or
    a side, 101 x 101 when None; every generator sees the same seeds, made
    from ``seed``. ``mask`` shapes every maze as generate()'s does (None
    takes the mask's size), and every generator must take masks.
    ``options`` go to each generator that has them, as ``--option`` does;
    ``solvers`` (ids of the solver catalogue) solve every maze, each allowed
    ``step_budget`` steps. ``threads`` 0 uses every core; the figures do not
    depend on it. ``sizes=[(r, c), ...]`` (two or more) makes a sweep: the
    study at each size, and how each metric's mean grows with the side.

    ``progress(done, total)``, if given, is called from this thread a few
    times a second as mazes get done (each size of a sweep counts anew), to
    drive a progress bar; an exception it raises stops the study.

    Returns a Study: its tables are pandas DataFrames where pandas is
    installed (``dataframes=False`` asks for dicts of columns instead). A
    study keeps a row a maze unless ``keep_rows=False``. Raises ValueError
    for what the CLI refuses, MemoryError past the memory budget, and
    KeyboardInterrupt on Ctrl-C, which stops the study once the mazes
    under way are done (at once at 101 x 101; half a second at 8001 x 8001).
    """
    if isinstance(generators, str):
        generators = [generators]
    generators = [str(g) for g in generators]
    for g in generators:
        if generators.count(g) > 1:
            raise ValueError(f"generators names {g!r} twice")
    pandas = _use_pandas(dataframes)  # before the study: a missing pandas asked for says so at once
    request = _core.StudyRequest()
    request.generators = _generator_options(generators, options)
    cells = _mask_cells(mask)
    request.mask = cells
    if sizes is None:
        if size is None:
            size = (101, 101) if cells is None else (2 * cells.shape[0] + 1, 2 * cells.shape[1] + 1)
        request.sizes = [_size_pair(size)]
    else:
        request.sizes = [_size_pair(s) for s in sizes]
        if len(request.sizes) < 2:
            raise ValueError("sizes takes two sizes or more, such as [21, 41, 81], to fit how a metric grows")
        if len(set(request.sizes)) < len(request.sizes):
            raise ValueError("sizes names a size twice")
        if solvers:
            raise ValueError("solvers go with one size: a sweep measures the generators' metrics only")
    # The CLI's bounds (mazestudy-cli study --help).
    request.runs = _count("runs", runs, 1, 1_000_000_000)
    request.seed = _count("seed", seed, 0, 2**64 - 1)
    request.threads = _count("threads", threads, 0, 1024)
    request.braid = float(braid)
    request.solvers = [solvers] if isinstance(solvers, str) else [str(s) for s in solvers]
    request.step_budget = _count("step_budget", step_budget, 1, 2**53)
    request.keep_rows = bool(keep_rows)
    # Kept rows are copied into NumPy's arrays, and again into a DataFrame.
    request.row_copies = 3 if pandas is not None else 2
    request.progress = progress
    found = _core.study(request)
    return Study(_json.loads(found["json"]), found["sizes"], found["rows"], generators, sizes is not None, pandas)


class Study:
    """What study() found.

    ``json`` is the summary exactly as ``mazestudy-cli study --json`` writes
    it (a sweep's as ``study --sizes``). The tables, as DataFrames or dicts
    of columns:

    - ``rows``: a row a maze, the columns of ``study --csv`` (generator, run,
      seed, then every metric and solver figure; NaN where a maze has none);
      a sweep's rows start with the size's ``rows`` and ``cols``. None
      with ``keep_rows=False``.
    - ``summary``: a row a generator and metric: count, mean, sd, min, q1,
      median, q3, max and the mean's 95% interval (ci95_low, ci95_high).
    - ``comparisons``: a row a pair of generators and metric: the difference
      of means with its interval, Welch's and Mann-Whitney's tests (p values
      Holm-adjusted too) and effect sizes (docs/metrics.md).
    - a sweep's ``means`` (a row a size, generator and metric) and ``fits``
      (a row a generator and metric: the power law's exponent with its
      interval, prefactor and R^2); a sweep has no summary or comparisons.
    """

    def __init__(self, summary, sizes, rows, generators, sweep, pandas):
        self.json = summary
        self.sizes = [tuple(s) for s in sizes]
        self.rows = _rows_table(sizes, rows, generators, sweep, pandas)
        self.summary = self.comparisons = self.means = self.fits = None
        if sweep:
            self.means = _table(_sweep_means(summary), pandas)
            self.fits = _table(summary["fits"], pandas)
        else:
            self.summary = _table(_summary_records(summary), pandas)
            self.comparisons = _table(summary["comparisons"], pandas)

    def __repr__(self):
        if self.means is not None:
            return f"<mazestudy.Study: a sweep of {len(self.sizes)} sizes>"
        rows, cols = self.sizes[0]
        return f"<mazestudy.Study: {self.json['runs']} mazes of {rows}x{cols} a generator>"


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


def _maze_request(generator, rows, cols, seed, braid, mask, options):
    cells = _mask_cells(mask)
    return dict(
        generator=str(generator),
        rows=_count("rows", _side(rows, cells, 0, 41), 0, 2**31 - 1),
        cols=_count("cols", _side(cols, cells, 1, 51), 0, 2**31 - 1),
        seed=_count("seed", seed, 0, 2**64 - 1),
        braid=float(braid),
        options={str(key): _option_text(value) for key, value in options.items()},
        mask=cells,
    )


def _mask_cells(mask):
    """None, or the mask's cells as an array: a path is read here, so that
    the maze's size can follow the mask's."""
    if mask is None:
        return None
    if isinstance(mask, (str, bytes)) or hasattr(mask, "__fspath__"):
        return _core.read_mask(fsdecode(mask))
    cells = _numpy.asarray(mask)
    if cells.ndim != 2:
        raise ValueError(f"a mask is a 2-D array of cells (rows, cols); this one has {cells.ndim} dimensions")
    return cells


def _side(side, cells, axis, default):
    """A side as asked, or where None, the mask's (2 units a cell and one),
    or the default."""
    if side is not None:
        return side
    return default if cells is None else 2 * cells.shape[axis] + 1


def _generator_options(generators, options):
    """Each generator with the options it has, as ``study --option`` gives them."""
    known = {entry["id"]: {o["key"] for o in entry["options"]} for entry in _core.generators()}
    for key in options:
        if not any(key in known.get(g, ()) for g in generators):
            raise ValueError(f"option {key}: no generator of this study has that option")
    return [
        (g, {key: _option_text(value) for key, value in options.items() if key in known.get(g, ())})
        for g in generators
    ]


def _size_pair(size):
    try:
        side = operator.index(size)
        return (side, side)
    except TypeError:
        rows, cols = size
        return (operator.index(rows), operator.index(cols))


def _count(name, value, least, most):
    try:
        whole = operator.index(value)
    except TypeError:
        raise ValueError(f"{name} takes a whole number from {least} to {most}, not {value!r}") from None
    if not least <= whole <= most:
        raise ValueError(f"{name} takes a whole number from {least} to {most}, not {whole}")
    return whole


def _use_pandas(dataframes):
    if dataframes is False:
        return None
    try:
        import pandas
    except ImportError:
        if dataframes:
            raise
        return None
    return pandas


def _table(records, pandas):
    """Records as a DataFrame, or as a dict of columns."""
    if pandas is not None:
        return pandas.DataFrame.from_records(records)
    columns = {}
    for record in records:
        for key, value in record.items():
            columns.setdefault(key, []).append(value)
    return columns


def _summary_records(summary):
    return [
        {"generator": g["maze"]["generator"], "metric": metric, **figures}
        for g in summary["generators"]
        for metric, figures in g["metrics"].items()
    ]


def _sweep_means(summary):
    return [
        {"rows": size["rows"], "cols": size["cols"], "side": size["side"], "generator": g["generator"],
         "mazes": g["mazes"], "metric": metric, **figures}
        for size, generators in zip(summary["sizes"], summary["means"])
        for g in generators
        for metric, figures in g.items()
        if isinstance(figures, dict)
    ]


def _rows_table(sizes, rows, generators, sweep, pandas):
    if rows[0] is None:
        return None
    import numpy

    tables = []
    for (size_rows, size_cols), columns in zip(sizes, rows):
        codes = columns.pop("generator")
        count = len(codes)
        head = {}
        if sweep:
            head = {"rows": numpy.full(count, size_rows), "cols": numpy.full(count, size_cols)}
        if pandas is not None:
            names = pandas.Categorical.from_codes(codes, categories=generators)
        else:
            names = [generators[code] for code in codes]
        tables.append({**head, "generator": names, **columns})
    if pandas is not None:
        return pandas.concat([pandas.DataFrame(t) for t in tables], ignore_index=True)
    if len(tables) == 1:
        return tables[0]
    return {key: numpy.concatenate([numpy.asarray(t[key]) for t in tables]) if key != "generator"
            else [name for t in tables for name in t[key]] for key in tables[0]}


def _option_text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

"""Mazes in a shape from Python: the CLI's --mask mazes, from a file or an
array of cells; the automata inside the shape; clear errors for bad masks."""

import numpy as np
import pytest

import mazestudy


def units_touching(cells, rows, cols):
    """Whether each unit of a rows x cols maze over these cells touches one:
    the maze, against the outside that stays wall."""
    touching = np.zeros((rows, cols), dtype=bool)
    for r, c in zip(*np.nonzero(cells)):
        touching[2 * r : 2 * r + 3, 2 * c : 2 * c + 3] = True
    return touching


def write_text_mask(cells, path):
    path.write_text("".join("".join("." if inside else "X" for inside in row) + "\n" for row in cells))
    return path


def test_shapes_are_the_windows():
    assert mazestudy.MASK_SHAPES == ("disc", "ring", "diamond", "triangle", "heart")
    # Pinned counts (tst_masks pins the same at 20x25).
    counts = {"disc": 396, "ring": 298, "diamond": 248, "triangle": 250, "heart": 362}
    for shape, count in counts.items():
        cells = mazestudy.shaped_mask(shape, 20, 25)
        assert cells.dtype == bool and cells.shape == (20, 25)
        assert int(cells.sum()) == count, shape
    with pytest.raises(ValueError, match="no shape \"star\""):
        mazestudy.shaped_mask("star", 20, 20)
    with pytest.raises(ValueError, match="separate parts"):
        mazestudy.shaped_mask("ring", 4, 4)


def test_masked_mazes_equal_the_clis(cli, tmp_path):
    cells = mazestudy.shaped_mask("heart", 12, 15)
    mask_file = write_text_mask(cells, tmp_path / "heart.txt")
    for generator in ("backtracker", "wilson", "kruskal", "automaton", "life"):
        path = tmp_path / f"{generator}.npy"
        cli("generate", "--generator", generator, "--mask", mask_file, "--seed", 3, "--out", path)
        from_array = mazestudy.generate(generator, seed=3, mask=cells)
        from_file = mazestudy.generate(generator, seed=3, mask=mask_file)
        assert from_array.shape == (25, 31), generator
        assert np.array_equal(from_array, np.load(path)), generator
        assert np.array_equal(from_file, from_array), generator
        # Nothing outside the shape is carved.
        assert (from_array[~units_touching(cells, 25, 31)] == 1).all(), generator


def test_a_carver_carves_every_cell_and_nothing_else():
    cells = mazestudy.shaped_mask("ring", 10, 14)
    grid = mazestudy.generate("aldous-broder", seed=8, mask=cells)
    assert (grid[1::2, 1::2][cells] == 0).all()
    assert (grid[1::2, 1::2][~cells] == 1).all()
    assert mazestudy.metrics(grid)["loops"] == 0


def test_a_larger_size_stretches_the_mask(cli, tmp_path):
    cells = mazestudy.load_mask(write_text_mask([[0, 1, 0], [1, 1, 1], [0, 1, 0]], tmp_path / "plus.txt"))
    grid = mazestudy.generate("prim", rows=13, cols=13, seed=2, mask=cells)
    path = tmp_path / "prim.npy"
    cli("generate", "--generator", "prim", "--size", "13x13", "--mask", tmp_path / "plus.txt", "--seed", 2,
        "--out", path)
    assert np.array_equal(grid, np.load(path))
    assert int((grid[1::2, 1::2] == 0).sum()) == 20  # a 3x3 plus over 6x6 cells


def test_stepping_a_masked_maze_ends_as_generate():
    cells = mazestudy.shaped_mask("diamond", 9, 9)
    machine = mazestudy.Generator("hunt-and-kill", seed=5, mask=cells)
    while not machine.finished:
        machine.step()
    assert np.array_equal(machine.grid, mazestudy.generate("hunt-and-kill", seed=5, mask=cells))


def test_a_study_of_masked_mazes():
    cells = mazestudy.shaped_mask("disc", 10, 10)
    found = mazestudy.study(["wilson", "automaton"], runs=4, seed=2, mask=cells, dataframes=False)
    assert found.sizes == [(21, 21)]
    assert found.json["generators"][0]["maze"]["mask"].startswith("1 10x10 ")
    # The cell shares are of the mask's cells: every Wilson maze has that many.
    wilson = [cells_of for g, cells_of in zip(found.rows["generator"], found.rows["cells"]) if g == "wilson"]
    assert wilson == [int(cells.sum())] * 4
    with pytest.raises(ValueError, match="binary-tree cannot carve a mask"):
        mazestudy.study(["wilson", "binary-tree"], runs=2, mask=cells)


@pytest.mark.parametrize(
    "mask, message",
    [
        (np.zeros((3, 3), dtype=bool), "at least two"),
        (np.array([[1, 0, 1], [1, 0, 1]]), "2 separate parts"),
        (np.ones((2, 2, 2)), "2-D array"),
        (np.array([[1, 2]]), "a mask holds 1"),
        (np.array([["a", "b"]]), "integers or booleans"),
        (np.ones((10_001, 2), dtype=bool), "1 to 10000 rows"),
    ],
)
def test_bad_masks_say_what_is_wrong(mask, message):
    with pytest.raises(ValueError, match=message):
        mazestudy.generate("wilson", mask=mask)


def test_bad_mask_files_and_refusals(tmp_path):
    with pytest.raises(ValueError, match="missing.txt"):
        mazestudy.generate("wilson", mask=tmp_path / "missing.txt")
    with pytest.raises(ValueError, match="binary-tree cannot carve a mask"):
        mazestudy.generate("binary-tree", mask=mazestudy.shaped_mask("disc", 8, 8))
    with pytest.raises(ValueError, match="more than the maze's"):
        mazestudy.generate("wilson", rows=11, cols=11, mask=mazestudy.shaped_mask("disc", 8, 8))

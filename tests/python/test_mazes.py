"""Mazes from Python are the CLI's: the same arrays as its .npy files, the
same metrics, the same files written; and the array is the engine's own
buffer, not a copy."""

import numpy as np
import pytest

import mazestudy

SEEDS = (1, 2, 3)


def test_generators_are_the_cli_catalogue(cli):
    listed = cli("generators", "--format", "json", parse=True)["generators"]
    # The lab's scripts run in Qt's JavaScript engine, which the CLI has and the module has not.
    assert mazestudy.generators() == [entry for entry in listed if entry["origin"] != "lab"]


def test_arrays_equal_the_cli_npy_for_every_generator(cli, generator_ids, tmp_path):
    for generator in generator_ids:
        for seed in SEEDS:
            path = tmp_path / f"{generator}-{seed}.npy"
            cli("generate", "--generator", generator, "--size", "21x31", "--seed", seed, "--out", path)
            grid = mazestudy.generate(generator, rows=21, cols=31, seed=seed)
            assert grid.dtype == np.uint8 and grid.shape == (21, 31), generator
            assert np.array_equal(grid, np.load(path)), (generator, seed)


def test_options_and_braid_are_the_clis(cli, tmp_path):
    path = tmp_path / "tree.npy"
    cli("generate", "--generator", "growing-tree", "--option", "pick=newest", "--braid", "0.5",
        "--size", "31x31", "--seed", 4, "--out", path)
    grid = mazestudy.generate("growing-tree", rows=31, cols=31, seed=4, braid=0.5, pick="newest")
    assert np.array_equal(grid, np.load(path))
    assert not np.array_equal(grid, mazestudy.generate("growing-tree", rows=31, cols=31, seed=4))


def test_the_array_owns_the_engines_buffer():
    grid = mazestudy.generate("backtracker", rows=101, cols=101, seed=1)
    assert not grid.flags.owndata  # a view of the engine's buffer, kept alive by the array
    assert grid.base is not None
    assert grid.flags.c_contiguous


def test_metrics_equal_the_clis(cli, generator_ids, tmp_path):
    for generator in generator_ids:
        path = tmp_path / f"{generator}.npy"
        cli("generate", "--generator", generator, "--size", "21x31", "--seed", 5, "--out", path)
        expected = cli("metrics", path, parse=True)
        measured = mazestudy.metrics(np.load(path))
        histogram = measured.pop("corridor_length_histogram")
        assert measured == expected["metrics"], generator
        assert histogram == expected["corridor_length_histogram"], generator


def test_metrics_read_any_integer_or_bool_grid():
    grid = mazestudy.generate("wilson", rows=21, cols=21, seed=9)
    expected = mazestudy.metrics(grid)
    for dtype in (np.int8, np.int64, np.uint16, bool, np.dtype(">i4")):
        assert mazestudy.metrics(grid.astype(dtype)) == expected, dtype
    assert mazestudy.metrics(np.asfortranarray(grid)) == expected
    assert mazestudy.metrics(np.pad(grid, 1, constant_values=1)[1:-1, 1:-1]) == expected


def test_files_round_trip_and_equal_the_clis(cli, tmp_path):
    grid = mazestudy.generate("kruskal", rows=21, cols=31, seed=6)
    for extension in ("npy", "maze", "png", "svg"):
        ours = tmp_path / f"ours.{extension}"
        theirs = tmp_path / f"theirs.{extension}"
        mazestudy.save(grid, ours, scale=2)
        cli("convert", tmp_path / "ours.npy", theirs, *(["--scale", 2] if extension in ("png", "svg") else []))
        assert ours.read_bytes() == theirs.read_bytes(), extension
        if extension != "svg":
            assert np.array_equal(mazestudy.load(ours), grid), extension

"""Stepping from Python is the engine's stepping: move by move what
``mazestudy-cli replay`` says, and at the end what generate() makes."""

import gc
import weakref

import numpy as np
import pytest

import mazestudy


def as_json(value):
    """A move or frame as the replay's JSON has it: tuples are lists."""
    if isinstance(value, dict):
        return {key: as_json(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return [as_json(item) for item in value]
    return value


def grid_of_rows(rows):
    return np.array([[1 if unit == "#" else 0 for unit in row] for row in rows], dtype=np.uint8)


def replay(cli, generator, at, *arguments):
    return cli("replay", "--generator", generator, "--size", "15x21", "--seed", 2, "--at", at,
               "--format", "json", *arguments, parse=True)


def check_against_replay(cli, generator, *arguments, **options):
    machine = mazestudy.Generator(generator, rows=15, cols=21, seed=2, **options)
    total = replay(cli, generator, 0, *arguments)["total_moves"]
    # Sampled moves: each is a replay, a process of its own.
    checked = {1, 2, total // 5, total // 3, total // 2, total - 1, total}
    while not machine.finished:
        move = machine.step()
        if machine.moves in checked:
            state = replay(cli, generator, machine.moves, *arguments)
            assert as_json({k: v for k, v in move.items() if k != "changed"}) == state["last_move"], generator
            assert np.array_equal(machine.grid, grid_of_rows(state["grid"])), (generator, machine.moves)
            assert as_json(machine.call_stack[::-1]) == state["frames"], (generator, machine.moves)
            assert machine.narration == state["narration"]["text"], (generator, machine.moves)
    assert machine.moves == total, generator
    assert np.array_equal(machine.grid, mazestudy.generate(generator, rows=15, cols=21, seed=2, **options)), generator


def test_every_generator_steps_as_the_replay_and_ends_as_generate(cli, generator_ids):
    for generator in generator_ids:
        check_against_replay(cli, generator)


def test_options_and_braid_step_as_the_replay(cli):
    check_against_replay(cli, "growing-tree", "--option", "pick=oldest", "--braid", "0.5", pick="oldest", braid=0.5)


def test_run_after_steps_finishes_the_same_maze():
    machine = mazestudy.Generator("kruskal", rows=31, cols=31, seed=5)
    for _ in range(100):
        machine.step()
    machine.run()
    assert machine.finished and machine.progress == 1.0
    assert np.array_equal(machine.grid, mazestudy.generate("kruskal", rows=31, cols=31, seed=5))
    with pytest.raises(RuntimeError, match="finished"):
        machine.step()


def test_the_grid_is_a_read_only_view_that_outlives_the_machine():
    machine = mazestudy.Generator("backtracker", rows=11, cols=11, seed=1)
    grid = machine.grid
    assert not grid.flags.writeable and not grid.flags.owndata
    with pytest.raises(ValueError):
        grid[0, 0] = 0
    machine.run()
    assert np.array_equal(grid, mazestudy.generate("backtracker", rows=11, cols=11, seed=1))  # it followed
    engine = weakref.ref(machine._machine)
    assert grid.base is engine()  # the view holds the engine's machine, whose buffer it shows
    del machine
    gc.collect()
    assert engine() is not None
    del grid
    gc.collect()
    assert engine() is None


def test_call_stack_and_working_set_belong_to_their_families():
    dfs = mazestudy.Generator("backtracker", rows=11, cols=11, seed=1)
    for _ in range(5):
        dfs.step()
    stack = dfs.call_stack
    assert [frame["depth"] for frame in stack] == list(range(1, len(stack) + 1)) and len(stack) >= 2
    assert dfs.working_set() is None
    tree = mazestudy.Generator("growing-tree", rows=11, cols=11, seed=1)
    for _ in range(10):
        tree.step()
    listed = tree.working_set(max_items=2)
    assert tree.call_stack == [] and listed["kind"] == "active-list"
    assert len(listed["items"]) == 2 and listed["size"] >= 2


def test_bad_requests_raise_the_documented_exceptions():
    with pytest.raises(ValueError, match="no-such"):
        mazestudy.Generator("no-such", rows=11, cols=11)
    with pytest.raises(ValueError, match="out of range"):
        mazestudy.Generator("backtracker", rows=100001, cols=100001)

"""Bad requests raise the documented exceptions with the CLI's words, before
any work; nothing half-written is left behind."""

import numpy as np
import pytest

import mazestudy


def test_bad_requests_raise_value_errors():
    with pytest.raises(ValueError, match="no-such"):
        mazestudy.generate("no-such", rows=21, cols=21)
    with pytest.raises(ValueError, match="odd"):
        mazestudy.generate("backtracker", rows=20, cols=21)
    with pytest.raises(ValueError, match="bias"):
        mazestudy.generate("binary-tree", rows=21, cols=21, bias="up")
    with pytest.raises(ValueError, match="no-such-option"):
        mazestudy.generate("wilson", rows=21, cols=21, **{"no-such-option": 1})
    with pytest.raises(ValueError):
        mazestudy.generate("wilson", rows=100001, cols=100001)


def test_the_memory_budget_refuses_up_front():
    default = mazestudy.memory_budget()
    mazestudy.set_memory_budget(10_000_000)
    try:
        assert mazestudy.memory_budget() == 10_000_000
        # 20001 x 20001 is within the size cap; a budget below its estimate refuses it before any work.
        with pytest.raises(MemoryError, match="budget"):
            mazestudy.generate("backtracker", rows=20001, cols=20001)
        with pytest.raises(MemoryError, match="budget"):
            mazestudy.Generator("backtracker", rows=20001, cols=20001)
    finally:
        mazestudy.set_memory_budget(0)
    assert mazestudy.memory_budget() == default


def test_grids_that_are_not_mazes_raise_value_errors():
    with pytest.raises(ValueError, match="2-D"):
        mazestudy.metrics(np.zeros((3, 3, 3), np.uint8))
    bad = np.ones((5, 5), np.int64)
    bad[2, 3] = 256
    with pytest.raises(ValueError, match=r"\[2, 3\] is 256"):
        mazestudy.metrics(bad)
    with pytest.raises(ValueError, match="float"):
        mazestudy.metrics(np.ones((5, 5)))
    with pytest.raises(ValueError, match="0 x 5"):
        mazestudy.metrics(np.ones((0, 5), np.uint8))


def test_files_raise_os_and_value_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        mazestudy.load(tmp_path / "missing.npy")
    text = tmp_path / "notes.npy"
    text.write_text("not an array")
    with pytest.raises(ValueError, match="notes.npy"):
        mazestudy.load(text)
    grid = mazestudy.generate("wilson", rows=11, cols=11, seed=1)
    with pytest.raises(OSError):
        mazestudy.save(grid, tmp_path / "no" / "folder.npy")
    with pytest.raises(ValueError, match="scale"):
        mazestudy.save(grid, tmp_path / "big.png", scale=0)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.npy"]

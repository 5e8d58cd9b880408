"""Studies from Python are the CLI's studies: the same summary JSON, the
same rows as its CSV, as DataFrames or as plain columns."""

import io
import json
import os
import signal
import subprocess
import sys

import numpy as np
import pandas
import pytest

import mazestudy

GENERATORS = ["backtracker", "wilson", "kruskal"]
SOLVERS = ["bfs", "wall-follower-left"]


@pytest.fixture(scope="module")
def cli_study(cli, tmp_path_factory):
    folder = tmp_path_factory.mktemp("study")
    cli("study", "--generators", ",".join(GENERATORS), "--size", "21x31", "--runs", 20, "--seed", 5,
        "--solvers", ",".join(SOLVERS), "--threads", 2, "--json", folder / "s.json", "--csv", folder / "s.csv")
    with open(folder / "s.json", encoding="utf-8") as summary:
        return json.load(summary), (folder / "s.csv").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def found():
    return mazestudy.study(GENERATORS, size=(21, 31), runs=20, seed=5, solvers=SOLVERS, threads=1)


def test_the_summary_is_the_clis_json(cli_study, found):
    assert found.json == cli_study[0]


def test_the_rows_are_the_clis_csv(cli_study, found):
    expected = pandas.read_csv(io.StringIO(cli_study[1]), float_precision="round_trip")
    rows = found.rows.assign(generator=found.rows["generator"].astype(str))
    # A share that is 0 in every maze reads back from the CSV as integers.
    pandas.testing.assert_frame_equal(rows, expected, check_dtype=False)
    # Counts are integers where every maze has them (bfs solves every perfect maze), shares floats.
    assert found.rows["floor_units"].dtype == np.int64 and found.rows["other_cell_share"].dtype == np.float64
    assert found.rows["seed"].dtype == np.uint64 and found.rows["bfs.steps"].dtype == np.int64
    assert isinstance(found.rows["generator"].dtype, pandas.CategoricalDtype)


def test_summary_and_comparisons_tables_hold_the_json(found):
    summary = found.summary.set_index(["generator", "metric"])
    for entry in found.json["generators"]:
        for metric, figures in entry["metrics"].items():
            row = summary.loc[(entry["maze"]["generator"], metric)]
            for key, value in figures.items():
                assert (np.isnan(row[key]) if value is None else row[key] == value), (metric, key)
    assert len(found.comparisons) == len(found.json["comparisons"])
    assert list(found.comparisons.columns) == list(found.json["comparisons"][0])


def test_without_pandas_the_tables_are_dicts_of_columns(found):
    plain = mazestudy.study(GENERATORS, size=(21, 31), runs=20, seed=5, solvers=SOLVERS, dataframes=False)
    assert plain.json == found.json
    assert plain.rows["generator"] == list(found.rows["generator"].astype(str))
    for name in found.rows.columns[1:]:
        assert np.array_equal(plain.rows[name], found.rows[name].to_numpy(), equal_nan=True), name
    means = [np.nan if mean is None else mean for mean in plain.summary["mean"]]
    assert np.array_equal(means, found.summary["mean"], equal_nan=True)


def test_options_apply_as_the_clis(cli):
    expected = cli("study", "--generators", "growing-tree,backtracker", "--option", "pick=oldest", "--size", "15x15",
                   "--runs", 10, "--seed", 2, "--braid", "0.25", parse=True)
    found = mazestudy.study(["growing-tree", "backtracker"], size=15, runs=10, seed=2, braid=0.25, pick="oldest",
                            keep_rows=False)
    assert found.json == expected and found.rows is None


def test_a_sweep_is_the_clis(cli):
    expected = cli("study", "--generators", "backtracker,prim", "--sizes", "21x21,11x11,31x31", "--runs", 8,
                   "--seed", 3, parse=True)
    found = mazestudy.study(["backtracker", "prim"], sizes=[21, 11, 31], runs=8, seed=3)
    assert found.json == expected
    assert found.sizes == [(11, 11), (21, 21), (31, 31)]
    assert len(found.rows) == 3 * 2 * 8 and list(found.rows.columns[:3]) == ["rows", "cols", "generator"]
    assert set(found.means["side"]) == {11, 21, 31}
    assert len(found.fits) == len(expected["fits"])


def test_bad_studies_raise_the_clis_refusals():
    with pytest.raises(ValueError, match="no-such"):
        mazestudy.study(["no-such"], size=11, runs=2)
    with pytest.raises(ValueError, match="runs"):
        mazestudy.study(["backtracker"], size=11, runs=0)
    with pytest.raises(ValueError, match="no generator of this study has that option"):
        mazestudy.study(["backtracker"], size=11, runs=2, pick="newest")
    with pytest.raises(ValueError, match="solver"):
        mazestudy.study(["backtracker"], size=11, runs=2, solvers=["no-such"])


def test_the_clis_bounds_hold_before_any_work():
    for arguments, words in [
            (dict(generators=["wilson", "wilson"]), "twice"),
            (dict(runs=10**9 + 1), "runs takes a whole number from 1 to 1000000000"),
            (dict(threads=1025), "threads takes"),
            (dict(seed=-1), "seed takes"),
            (dict(seed=2**64), "seed takes"),
            (dict(step_budget=2**53 + 1), "step_budget takes"),
            (dict(runs=2.5), "runs takes")]:
        with pytest.raises(ValueError, match=words):
            mazestudy.study(**{"generators": ["backtracker"], "size": 11, "runs": 2, **arguments})


def test_progress_reaches_the_total():
    calls = []
    mazestudy.study(["kruskal"], size=21, runs=30, keep_rows=False, progress=lambda *call: calls.append(call))
    assert calls and calls[-1] == (30, 30)
    assert [done for done, _ in calls] == sorted({done for done, _ in calls})


FIRST_CALLS_FROM_THREADS = """
import threading, mazestudy
calls = [lambda: mazestudy.generate("backtracker", rows=21, cols=21),
         lambda: mazestudy.study(["backtracker"], size=11, runs=3, threads=1, dataframes=False),
         lambda: mazestudy.Generator("wilson", rows=11, cols=11).grid] * 2
threads = [threading.Thread(target=call) for call in calls]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print("done")
"""


def test_first_calls_from_several_threads_at_once_finish():
    # NumPy's set-up, done lazily on a first array, deadlocked threads that made their first arrays together.
    done = subprocess.run([sys.executable, "-c", FIRST_CALLS_FROM_THREADS], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout == "done\n", done.stderr


def test_the_memory_budget_refuses_a_study_up_front(small_budget):
    with pytest.raises(MemoryError, match="budget"):
        mazestudy.study(["backtracker"], size=101, runs=10**6)


def test_a_progress_callback_that_raises_stops_the_study():
    calls = []

    def stop(done, total):
        calls.append((done, total))
        raise RuntimeError("enough")

    with pytest.raises(RuntimeError, match="enough"):
        mazestudy.study(["backtracker"], size=101, runs=10**8, keep_rows=False, progress=stop)
    assert len(calls) == 1 and 0 < calls[0][0] < calls[0][1] == 10**8


STUDY_UNTIL_INTERRUPTED = """
import sys, mazestudy
try:
    mazestudy.study(["backtracker"], size=101, runs=10**8, keep_rows=False,
                    progress=lambda done, total: print("running", flush=True))
except KeyboardInterrupt:
    sys.exit(3)
"""


def test_ctrl_c_interrupts_a_study():
    # A study of 10^8 mazes runs for hours; SIGINT, once it is under way, ends it with KeyboardInterrupt.
    child = subprocess.Popen([sys.executable, "-c", STUDY_UNTIL_INTERRUPTED], stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ), preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert child.stdout.readline() == "running\n"
        child.send_signal(signal.SIGINT)
        assert child.wait(timeout=120) == 3
    finally:
        child.kill()
        child.stdout.close()

"""The CLI the module is compared with, and running it."""

import json
import os
import subprocess

import pytest

import mazestudy


@pytest.fixture(scope="session")
def cli():
    """Runs mazestudy-cli with the arguments; its stdout, or its JSON."""
    program = os.environ["MAZESTUDY_CLI"]

    def run(*arguments, parse=False):
        done = subprocess.run([program, *map(str, arguments)], check=True, capture_output=True, encoding="utf-8")
        return json.loads(done.stdout) if parse else done.stdout

    return run


@pytest.fixture(scope="session")
def generator_ids(cli):
    """Every generator the module runs: the catalogue's, but the lab's, whose scripts need Qt."""
    listed = cli("generators", "--format", "json", parse=True)["generators"]
    return [entry["id"] for entry in listed if entry["origin"] != "lab"]


@pytest.fixture
def small_budget():
    """A memory budget of 10 MB, below the estimate of a 20001 x 20001 maze, then the default again."""
    mazestudy.set_memory_budget(10_000_000)
    yield 10_000_000
    mazestudy.set_memory_budget(0)

"""The CLI the module is compared with, and running it."""

import json
import os
import subprocess

import pytest


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

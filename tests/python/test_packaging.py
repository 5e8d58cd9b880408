"""pyproject.toml builds what CMake installs: the version is CMakeLists.txt's,
and scikit-build-core installs the component the module's install rules name."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_builds_the_cmake_python_component():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["build-system"]["build-backend"] == "scikit_build_core.build"
    assert project["project"]["name"] == "mazestudy" and "numpy" in project["project"]["dependencies"]
    skbuild = project["tool"]["scikit-build"]
    rules = (ROOT / "app" / "python" / "CMakeLists.txt").read_text()
    for component in skbuild["install"]["components"]:
        assert rules.count(f"COMPONENT {component}") == 2  # the extension and the package's files
    version = skbuild["metadata"]["version"]
    cmake = (ROOT / version["input"]).read_text()
    found = re.search(version["regex"], cmake)
    assert found and found.group("value") == re.search(r"project\(MazeStudy VERSION ([0-9.]+)", cmake).group(1)
    assert "if(SKBUILD)" in cmake  # the module alone, without Qt

"""Every Python example of docs/python.md runs as written, in order, in one
namespace, in a fresh folder."""

import os
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "python.md"


def test_the_tours_examples_run(tmp_path, monkeypatch):
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)
    assert len(blocks) >= 2
    monkeypatch.chdir(tmp_path)
    namespace = {}
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), namespace)
    assert sorted(os.listdir(tmp_path)) == ["dead-ends.png", "prim.npy", "wilson-drawn.png", "wilson.png"]
    for picture in ("dead-ends.png", "wilson-drawn.png"):
        assert (tmp_path / picture).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", picture

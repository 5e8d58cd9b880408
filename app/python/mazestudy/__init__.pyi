# Type hints of the mazestudy package (docs/python.md).
from os import PathLike
from typing import Any, Union

import numpy as np
import numpy.typing as npt

_Path = Union[str, PathLike[str]]
_Grid = npt.NDArray[np.integer[Any]] | npt.NDArray[np.bool_]

def generators() -> list[dict[str, Any]]: ...
def generate(
    generator: str,
    rows: int = 41,
    cols: int = 51,
    seed: int = 1,
    braid: float = 0.0,
    **options: Union[str, int, float, bool],
) -> npt.NDArray[np.uint8]: ...
def metrics(grid: _Grid) -> dict[str, Union[int, float, None, list[int]]]: ...
def load(path: _Path) -> npt.NDArray[np.uint8]: ...
def save(grid: _Grid, path: _Path, scale: int = 1) -> None: ...
def memory_budget() -> int: ...
def set_memory_budget(bytes: int) -> None: ...

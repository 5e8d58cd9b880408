# Type hints of the mazestudy package (docs/python.md).
from os import PathLike
from typing import Any, Callable, Optional, Sequence, Union

import numpy as np
import numpy.typing as npt

_Path = Union[str, PathLike[str]]
_Grid = npt.NDArray[np.integer[Any]] | npt.NDArray[np.bool_]
# A mask file's path, or its cells: True (or 1) inside.
_Mask = Union[_Path, npt.NDArray[np.integer[Any]], npt.NDArray[np.bool_]]

def generators() -> list[dict[str, Any]]: ...
MASK_SHAPES: tuple[str, ...]

def generate(
    generator: str,
    rows: Optional[int] = None,
    cols: Optional[int] = None,
    seed: int = 1,
    braid: float = 0.0,
    mask: Optional[_Mask] = None,
    **options: Union[str, int, float, bool],
) -> npt.NDArray[np.uint8]: ...
def load_mask(path: _Path) -> npt.NDArray[np.bool_]: ...
def shaped_mask(shape: str, rows: int, cols: int) -> npt.NDArray[np.bool_]: ...
def metrics(grid: _Grid) -> dict[str, Union[int, float, None, list[int]]]: ...
def load(path: _Path) -> npt.NDArray[np.uint8]: ...
def save(grid: _Grid, path: _Path, scale: int = 1) -> None: ...
def memory_budget() -> int: ...
def set_memory_budget(bytes: int) -> None: ...

_Option = Union[str, int, float, bool]
_Unit = tuple[int, int]
_Area = tuple[int, int, int, int]
_Table = Any  # a pandas.DataFrame, or a dict of columns without pandas

class Generator:
    def __init__(
        self,
        generator: str,
        rows: Optional[int] = None,
        cols: Optional[int] = None,
        seed: int = 1,
        braid: float = 0.0,
        mask: Optional[_Mask] = None,
        **options: _Option,
    ) -> None: ...
    def step(self) -> dict[str, Any]: ...
    def run(self) -> None: ...
    @property
    def grid(self) -> npt.NDArray[np.uint8]: ...
    @property
    def finished(self) -> bool: ...
    @property
    def moves(self) -> int: ...
    @property
    def progress(self) -> float: ...
    @property
    def call_stack(self) -> list[dict[str, Any]]: ...
    def working_set(self, max_items: int = 100) -> Optional[dict[str, Any]]: ...
    @property
    def narration(self) -> str: ...
    @property
    def start(self) -> Optional[_Unit]: ...
    @property
    def exit(self) -> Optional[_Unit]: ...

class Study:
    json: dict[str, Any]
    sizes: list[tuple[int, int]]
    rows: Optional[_Table]
    summary: Optional[_Table]
    comparisons: Optional[_Table]
    means: Optional[_Table]
    fits: Optional[_Table]

def study(
    generators: Union[str, Sequence[str]],
    size: Union[int, tuple[int, int], None] = None,
    runs: int = 1000,
    seed: int = 1,
    threads: int = 0,
    braid: float = 0.0,
    solvers: Union[str, Sequence[str]] = (),
    step_budget: int = 100_000_000,
    sizes: Optional[Sequence[Union[int, tuple[int, int]]]] = None,
    keep_rows: bool = True,
    dataframes: Optional[bool] = None,
    progress: Optional[Callable[[int, int], object]] = None,
    mask: Optional[_Mask] = None,
    **options: _Option,
) -> Study: ...

"""The type stub says what the package has: every public function, with the
same parameters, names and defaults."""

import ast
import inspect
from pathlib import Path

import mazestudy


def test_the_stub_matches_the_package():
    stub = Path(mazestudy.__file__).with_suffix(".pyi")
    functions = {node.name: node for node in ast.parse(stub.read_text()).body if isinstance(node, ast.FunctionDef)}
    assert sorted(functions) == sorted(mazestudy.__all__)
    for name, node in functions.items():
        parameters = inspect.signature(getattr(mazestudy, name)).parameters
        stubbed = [a.arg for a in node.args.args] + ([node.args.kwarg.arg] if node.args.kwarg else [])
        assert stubbed == list(parameters), name
        defaults = [ast.literal_eval(d) for d in node.args.defaults]
        actual = [p.default for p in parameters.values() if p.default is not inspect.Parameter.empty]
        assert defaults == actual, name

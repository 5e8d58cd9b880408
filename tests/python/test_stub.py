"""The type stub says what the package has: every public function and
class, with the same members, parameters, names and defaults."""

import ast
import inspect
from pathlib import Path

import mazestudy


def check_signature(node, function, name):
    parameters = inspect.signature(function).parameters
    stubbed = [a.arg for a in node.args.args] + ([node.args.kwarg.arg] if node.args.kwarg else [])
    assert stubbed == list(parameters), name
    defaults = [ast.literal_eval(d) for d in node.args.defaults]
    actual = [p.default for p in parameters.values() if p.default is not inspect.Parameter.empty]
    assert defaults == actual, name


def test_the_stub_matches_the_package():
    stub = Path(mazestudy.__file__).with_suffix(".pyi")
    body = ast.parse(stub.read_text()).body
    functions = {node.name: node for node in body if isinstance(node, ast.FunctionDef)}
    classes = {node.name: node for node in body if isinstance(node, ast.ClassDef)}
    constants = {node.target.id for node in body if isinstance(node, ast.AnnAssign)}
    assert sorted([*functions, *classes, *constants]) == sorted(mazestudy.__all__)
    for name in constants:
        assert not callable(getattr(mazestudy, name)), name
    for name, node in functions.items():
        check_signature(node, getattr(mazestudy, name), name)
    for name, node in classes.items():
        cls = getattr(mazestudy, name)
        members = {m.name: m for m in node.body if isinstance(m, ast.FunctionDef)}
        fields = {m.target.id for m in node.body if isinstance(m, ast.AnnAssign)}
        public = {m for m in vars(cls) if not m.startswith("_")}
        assert public == {m for m in members if not m.startswith("_")}, name
        for member, member_node in members.items():
            if not isinstance(getattr(cls, member), property):
                check_signature(member_node, getattr(cls, member), f"{name}.{member}")
        if fields:
            assert fields == set(vars(mazestudy.study("backtracker", size=11, runs=2))), name

"""The README's protocol example and the engine's docstring examples run, as python-chess runs
its README: an example that drifts from the code fails here."""

import doctest
import importlib
import pkgutil
from pathlib import Path

import pygames

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_example_runs():
    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False)
    assert tried >= 8 and failures == 0


def engine_modules():
    """pygames and every module under it but `__main__` (importing it runs the command line)."""
    yield pygames
    for found in pkgutil.walk_packages(pygames.__path__, "pygames."):
        if not found.name.endswith(".__main__"):
            yield importlib.import_module(found.name)


def test_every_docstring_example_in_the_engine_runs():
    """Every `>>>` in a docstring under pygames/ runs here: an example nobody runs drifts."""
    failures, tried = 0, 0
    for module in engine_modules():
        result = doctest.testmod(module)
        failures, tried = failures + result.failed, tried + result.attempted
    assert tried >= 2 and failures == 0

"""The README's protocol example and the engine's docstring examples run, as python-chess runs
its README: an example that drifts from the code fails here."""

import doctest
from pathlib import Path

import pygames

ROOT = Path(__file__).resolve().parent.parent


def test_the_readme_example_runs():
    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False)
    assert tried >= 8 and failures == 0


def test_the_package_docstring_example_runs():
    failures, tried = doctest.testmod(pygames)
    assert tried >= 2 and failures == 0

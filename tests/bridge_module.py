"""The page's bridge, web/engine.py, loaded as a module under CPython: the code Pyodide runs."""

import importlib.util
import pathlib

PAGE_ENGINE = pathlib.Path(__file__).resolve().parent.parent / "web" / "engine.py"

_spec = importlib.util.spec_from_file_location("page_engine", PAGE_ENGINE)
bridge_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bridge_module)


def load_bridge():
    """A fresh Bridge, as a page that has just loaded has."""
    return bridge_module.Bridge()

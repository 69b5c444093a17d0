"""The bridge tests' page: a Bridge (pygames/bridge.py, as Pyodide runs it) and `call`, which
sends it a request as the page does, JSON in and JSON out."""

import json

import pytest

from pygames.bridge import Bridge


@pytest.fixture
def bridge():
    return Bridge()


@pytest.fixture
def call(bridge):
    def send(op, **args):
        return json.loads(bridge.call(json.dumps({"op": op, **args})))
    return send

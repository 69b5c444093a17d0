"""Run inside Pyodide by tools/build/stdlib.mjs: import every module of the engine and play every
game through the bridge as the page does (new games, every computer level to the end, views,
hints, the solver, undo, redo, seek, saves checked and opened, refusals and malformed
requests), then print the standard library modules that were imported. The shipped standard
library (tools/build/site.py) holds those and nothing else: traced, not guessed."""

import importlib
import io
import json
import pkgutil
import sys
import traceback

import pygames
from pygames.bridge import Bridge

# The lab is left out of the browser's zip; everything else is imported as the browser may.
for found in pkgutil.walk_packages(pygames.__path__, "pygames."):
    if not found.name.startswith("pygames.lab"):
        importlib.import_module(found.name)

bridge = Bridge()


async def ask(**request):
    return json.loads(await bridge.answer(json.dumps(request)))


async def play_to_end(game, players, level, seed, moves_cap):
    table = (await ask(op="new", game=game["id"], players=players, seed=seed, options=None))["table"]
    for _ in range(moves_cap):
        snap = await ask(op="view", table=table, seat=None)
        if snap["over"]:
            break
        seat = snap["to_play"][0]
        if game["hints"] and _ == 3:
            await ask(op="hint", table=table, seat=seat)
        await ask(op="why_not", table=table, seat=seat, intent={"kind": "nonsense", "card": "ZZ"})
        await ask(op="play_computer", table=table, seat=seat, level=level, viewer=seat)
    if game["solver"]:
        await ask(op="solution", table=table)
    save = (await ask(op="view", table=table, seat=0))["save"]
    await ask(op="check", save=save)
    await ask(op="undo", table=table, humans=[0])
    await ask(op="redo", table=table, humans=[0])
    await ask(op="seek", table=table, index=0)
    await ask(op="play", table=table, seat=0, move="not a move")
    await ask(op="close", table=table)
    reopened = (await ask(op="open", save=save))["table"]
    await ask(op="close", table=reopened)


async def main():
    games = (await ask(op="games"))["games"]
    for game in games:
        for number, level in enumerate(game["levels"]):
            players = game["min_players"] if game["max_players"] == 1 else max(game["min_players"], 2)
            # The first level plays a whole game; the searching ones a few moves each.
            await play_to_end(game, players, level, seed=number + 1, moves_cap=400 if number == 0 else 12)
        if game["grades"]:
            await ask(op="deal_grade", game=game["id"], seed=7, options=None)
            await ask(op="winnable_seed", game=game["id"], seed=7, options=None, grade=game["grades"][0])
    await ask(op="no-such-operation")
    await bridge.answer("{not json")
    await bridge.answer("[" * 100)
    try:  # the bridge's path for a bug: it prints the trace (traceback, linecache, tokenize)
        raise RuntimeError("the exercise's own error")
    except RuntimeError:
        traceback.print_exc(file=io.StringIO())


def stdlib_files():
    """The files of the standard library that the imported modules came from, relative to it,
    by their sources' names (a module compiled for the site, `x.pyc`, as `x.py`)."""
    root = next(path for path in sys.path if path.endswith(".zip") and "python3" in path) + "/"
    files = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or getattr(module, "__file__", None)
        if isinstance(origin, str) and origin.startswith(root):
            files.add(origin[len(root):].removesuffix("c"))
    return sorted(files)

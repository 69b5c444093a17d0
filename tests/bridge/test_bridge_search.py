"""A searching computer player in the bridge (pygames/bridge.py): it thinks in slices, requests are
answered between them, and its move is dropped when the table changes or the page cancels.

The searcher here is the tests' own: slow on purpose, its move a function of its generator
alone, as the protocol asks of every searcher (pygames/core/players.py)."""

import asyncio
from concurrent.futures import ThreadPoolExecutor
import json
import math
import time

import pytest

import pygames
from pygames import bridge as bridge_module
from pygames.bridge import Bridge

WORK_UNITS = 12


class SlowSearch:
    """Does WORK_UNITS units of work, at least one per slice and more while the slice lasts;
    each unit draws from the generator, and the last draw picks the move."""

    def __init__(self, legal_moves, rng, slices):
        self.legal_moves, self.rng, self.slices = legal_moves, rng, slices
        self.units_left = WORK_UNITS
        self.choice = None

    def advance(self, seconds):
        self.slices.append(seconds)
        deadline = time.perf_counter() + seconds
        while True:
            self.choice = self.rng.choice(self.legal_moves)
            self.units_left -= 1
            if not self.units_left:
                return self.choice
            if time.perf_counter() >= deadline:
                return None


class SlowSearcher:
    """The "hard" level in these tests; `slices` records every slice any of its searches got."""

    def __init__(self):
        self.slices = []

    def start(self, view, legal_moves, rng):
        return SlowSearch(legal_moves, rng, self.slices)


@pytest.fixture
def searcher(monkeypatch):
    """A SlowSearcher as Agnès's "hard" player, thinking one unit per slice."""
    agnes = pygames.get_game("agnes")
    slow = SlowSearcher()
    monkeypatch.setattr(agnes, "computer_levels", {**agnes.computer_levels, "hard": slow})
    monkeypatch.setattr(bridge_module, "SEARCH_SLICE_SECONDS", 0)
    return slow


def run(scenario):
    """Run `scenario(bridge, send)` under asyncio, as the worker's event loop runs the bridge;
    `send(op, **args)` is a request, answered by `Bridge.answer`. The loop runs in a thread of
    its own: a test process that drove Playwright before keeps a loop running in this one."""
    bridge = Bridge()

    async def send(op, **args):
        return json.loads(await bridge.answer(json.dumps({"op": op, **args})))
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, scenario(bridge, send)).result()


async def start_search(send, table):
    """Ask the hard player to move at `table` and let it think one slice; the pending answer."""
    thinking = asyncio.ensure_future(send("play_computer", table=table, seat=0, level="hard"))
    await asyncio.sleep(0)
    assert not thinking.done()
    return thinking


def moves_of(snapshot):
    return snapshot["save"]["moves"]


def test_a_sliced_search_plays_the_move_it_would_play_at_once(searcher, monkeypatch):
    async def scenario(bridge, send):
        table = (await send("new", game="agnes", players=1, seed=1234))["table"]
        return (await send("play_computer", table=table, seat=0, level="hard"))["move"]

    sliced = run(scenario)
    assert searcher.slices == [0] * WORK_UNITS
    monkeypatch.setattr(bridge_module, "SEARCH_SLICE_SECONDS", math.inf)
    searcher.slices.clear()
    at_once = run(scenario)
    assert searcher.slices == [math.inf] and at_once == sliced


def test_requests_are_answered_while_the_computer_thinks(searcher):
    async def scenario(bridge, send):
        table = (await send("new", game="agnes", players=1, seed=1234))["table"]
        thinking = await start_search(send, table)
        view = await send("view", table=table, seat=0)
        games = await send("games")
        assert not thinking.done()
        assert view["ok"] and moves_of(view) == [] and games["ok"]
        move = (await thinking)["move"]
        return move, await send("view", table=table, seat=0)

    move, after = run(scenario)
    assert moves_of(after) == [[0, move]] and len(searcher.slices) == WORK_UNITS


def test_cancel_drops_the_move_and_leaves_the_table_as_it_was(searcher):
    async def scenario(bridge, send):
        table = (await send("new", game="agnes", players=1, seed=1234))["table"]
        thinking = await start_search(send, table)
        assert await send("cancel_computer", table=table) == {"ok": True}
        return await thinking, await send("view", table=table, seat=0)

    answer, after = run(scenario)
    assert answer == {"ok": True, "cancelled": True}
    assert moves_of(after) == [] and len(searcher.slices) < WORK_UNITS


@pytest.mark.parametrize("change", ["play", "undo", "close"])
def test_a_change_of_the_table_drops_the_move(searcher, change):
    async def scenario(bridge, send):
        table = (await send("new", game="agnes", players=1, seed=1234))["table"]
        first, second = [move["text"] for move in (await send("view", table=table, seat=0))["legal"][:2]]
        await send("play", table=table, seat=0, move=first)
        thinking = await start_search(send, table)
        arguments = {"play": {"seat": 0, "move": second}, "undo": {"humans": [0]}, "close": {}}
        assert (await send(change, table=table, **arguments[change]))["ok"]
        return await thinking, bridge.tables.get(table), first, second

    answer, open_table, first, second = run(scenario)
    assert answer == {"ok": True, "cancelled": True}
    if change == "close":
        assert open_table is None
    else:
        played = [move for _, move in open_table.state.history]
        assert played == {"play": [first, second], "undo": []}[change]


def test_a_new_search_at_the_table_supersedes_the_one_under_way(searcher):
    async def scenario(bridge, send):
        table = (await send("new", game="agnes", players=1, seed=1234))["table"]
        first = await start_search(send, table)
        second = await start_search(send, table)
        return await first, await second

    first, second = run(scenario)
    assert first == {"ok": True, "cancelled": True} and second["ok"] and second["move"]


def test_cancel_without_a_search_changes_nothing():
    async def scenario(bridge, send):
        table = (await send("new", game="agnes", players=1, seed=1234))["table"]
        assert await send("cancel_computer", table=table) == {"ok": True}
        missing = await send("cancel_computer", table=table + 1)
        assert missing["error"] == "this game is no longer open"
        return await send("view", table=table, seat=0)

    assert moves_of(run(scenario)) == []

"""The engine's Web Worker in a real Chromium: the page works without cross-origin isolation,
the page's list of requests is the bridge's, requests are answered while a computer thinks,
and an engine that cannot start or stops working gives every request a reason to show.

Tests that need a computer player of their own, or a broken site, serve a copy of the build
changed here: nothing of the tests ships in the site."""

import shutil

import pytest

from tools.build.site import DIST, ENGINE, ENGINE_ZIP, read_xz_zip, write_xz_zip
from pygames.bridge import OPERATIONS
from tools.build.serve import start_server

from ..conftest import SITE_PREFIX, engine_ready

# Test-only computer players for Agnès, packed into a copy of the engine: "slow" thinks for
# seconds in whatever slices it is given; "crash" makes an error escape the worker.
TEST_PLAYERS = '''
import time

import js
import pygames


class SlowSearch:
    def __init__(self, legal_moves):
        self.legal_moves = legal_moves
        self.seconds_left = 3.0

    def advance(self, seconds):
        spent = min(seconds, self.seconds_left)
        end = time.monotonic() + spent
        while time.monotonic() < end:
            pass
        self.seconds_left -= spent
        return self.legal_moves[0] if self.seconds_left <= 0 else None


class SlowSearcher:
    def start(self, view, legal_moves, rng):
        return SlowSearch(legal_moves)


class CrashingSearcher:
    def start(self, view, legal_moves, rng):
        js.setTimeout(js.Function("throw new Error('a crash, for the test')"), 0)
        return SlowSearch(legal_moves)


agnes = pygames.get_game("agnes")
agnes.computer_levels = {**agnes.computer_levels, "slow": SlowSearcher(),
                         "crash": CrashingSearcher()}
'''

ASK = """async ([op, args]) => {
  const { engine } = await import("./js/engine/engine.js");
  try {
    return await engine[op](...args);
  } catch (error) {
    return `${error.name}: ${error.message}`;
  }
}"""

THINK_AND_ASK = """async () => {
  const { engine } = await import("./js/engine/engine.js");
  const { table } = await engine.new("agnes", 1, 1234, null);
  let decided = false;
  const thinking = engine.play_computer(table, 0, "slow").then((answer) => {
    decided = true;
    return answer;
  });
  const view = await engine.view(table, 0);
  const answeredWhileThinking = !decided;
  await engine.cancel_computer(table);
  return { answeredWhileThinking, seen: view.save.moves, thinking: await thinking,
           after: (await engine.view(table, 0)).save.moves };
}"""

CRASH = """async () => {
  const { engine } = await import("./js/engine/engine.js");
  const { table } = await engine.new("agnes", 1, 1234, null);
  const reason = (error) => `${error.name}: ${error.message}`;
  const pending = await engine.play_computer(table, 0, "crash").catch(reason);
  const later = await engine.view(table, 0).catch(reason);
  return { pending, later, engine: document.documentElement.dataset.engine };
}"""


@pytest.fixture
def serve_copy(tmp_path):
    """`serve_copy(change)`: serve a copy of the build after `change(folder)`; its URL."""
    servers = []

    def serve(change):
        site = tmp_path / f"site-{len(servers)}"
        shutil.copytree(DIST, site)
        change(site)
        servers.append(start_server(site, prefix=SITE_PREFIX))
        return f"http://127.0.0.1:{servers[-1].server_port}{SITE_PREFIX}"

    yield serve
    for server in servers:
        server.shutdown()


def with_bridge(site, tail, extra=()):
    """The copy's engine with `tail` added to the bridge's source, which takes the place of its
    bytecode in the zip, and the `extra` (name, text) modules beside it."""
    path = site / ENGINE_ZIP
    kept = {name: data for name, data in read_xz_zip(path).items() if name != "pygames/bridge.pyc"}
    bridge = (ENGINE / "bridge.py").read_text() + tail
    write_xz_zip(path, [*kept.items(), ("pygames/bridge.py", bridge.encode()),
                        *((name, text.encode()) for name, text in extra)])


def add_test_players(site):
    """Pack TEST_PLAYERS into the copy's engine, imported by the bridge as it starts."""
    with_bridge(site, "\nimport test_players  # noqa: E402, F401\n", [("test_players.py", TEST_PLAYERS)])




def test_the_page_works_without_cross_origin_isolation(page, open_site):
    responses = []
    page.on("response", lambda response: responses.append(response))
    open_site()
    assert page.evaluate("crossOriginIsolated") is False
    assert page.evaluate(ASK, ["games", []])["games"]
    isolation = {"cross-origin-opener-policy", "cross-origin-embedder-policy"}
    assert responses and not [response.url for response in responses
                              if isolation & set(response.headers)]


def test_the_page_lists_every_request_of_the_bridge_with_its_arguments(open_site):
    listed = open_site().evaluate("""async () =>
      (await import("./js/engine/engine.js")).OPERATIONS""")
    assert listed == {op: list(arguments) for op, arguments in OPERATIONS.items()}


def test_requests_are_answered_while_a_computer_thinks(page, serve_copy):
    page.goto(serve_copy(add_test_players))
    engine_ready(page)
    result = page.evaluate(THINK_AND_ASK)
    assert result == {"answeredWhileThinking": True, "seen": [],
                      "thinking": {"ok": True, "cancelled": True}, "after": []}


def test_an_engine_that_stops_working_refuses_every_request_with_a_reason(page, serve_copy):
    page.goto(serve_copy(add_test_players))
    engine_ready(page)
    stopped = "EngineError: the card games stopped working; reload the page (every game is saved)"
    assert page.evaluate(CRASH) == {"pending": stopped, "later": stopped, "engine": "failed"}


def remove_engine(site):
    (site / ENGINE_ZIP).unlink()


def damage_engine(site):
    (site / ENGINE_ZIP).write_bytes(b"PK\x03\x04 not a zip at all")


def remove_interpreter(site):
    (site / "runtime" / "pyodide" / "pyodide.mjs").unlink()


@pytest.mark.parametrize("damage, detail", [
    (remove_engine, "the engine could not be downloaded: HTTP 404"),
    (damage_engine, "the engine's files are damaged"),
    (remove_interpreter, "the Python interpreter could not be loaded"),
])
def test_an_engine_that_cannot_start_says_why_in_the_page(page, serve_copy, damage, detail):
    page.goto(serve_copy(damage))
    page.wait_for_selector("html[data-engine='failed']", state="attached", timeout=90_000)
    reason = f"the card games could not start ({detail}); reload the page to try again"
    shown = page.locator(".engine-progress .engine-failed")
    assert shown.text_content() == reason[0].upper() + reason[1:] + "."
    assert page.evaluate(ASK, ["view", [1, 0]]) == f"EngineError: {reason}"
    assert page.evaluate(ASK, ["games", []]) == f"EngineError: {reason}"

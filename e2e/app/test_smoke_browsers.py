"""The smoke suite, in every browser engine a player may have: Firefox and WebKit (Safari's
engine, which every iPhone browser uses), through tools/browsers/drivers.py's small driver interface
(Marionette and WebKitWebDriver over Debian's browsers here, Playwright's browsers elsewhere).
Chromium has the whole e2e suite; CARDTABLE_SMOKE_ENGINES=chromium,firefox,webkit adds it here.

One browser per engine, kept for the module, its steps in order as a player would go: the
lobby and a ready engine whose loading bar moved, a move in every game, a computer's move, a
reload that starts from the engine's snapshot and continues, the stored snapshot damaged and
the page still starting (and keeping a new one), the site offline after that visit, French.
A step that fails leaves the next ones to fail too: read the first failure.
"""

import json
import os

import pytest

import pygames
from tools.browsers.drivers import open_driver
from tools.browsers.install import system_driven
from tools.build.site import DIST
from tools.build.serve import make_server

from ..conftest import ARTIFACTS, KEEP_ROOMS_HOME, MARK_TUTORIALS_SEEN, SITE_PREFIX, playwright_if_needed
from ..game_facts import GAMES, MOVE_TIMEOUT_S
from ..support import SAVE_PREFIX

ENGINES = [name for name in os.environ.get("CARDTABLE_SMOKE_ENGINES", "firefox,webkit").split(",")
           if name]
# A cold start in WebKit takes 10-40 s on a busy 2-core machine.
READY_TIMEOUT_S = 150

ENGINE_STATE = "() => document.documentElement.dataset.engine"
START_KIND = "() => document.documentElement.dataset.engineStart"
SAVED_MOVES = """([key]) => {
  const record = localStorage.getItem(key);
  return record === null ? 0 : JSON.parse(record).save.moves.length;
}"""
SAVED_SAVE = "([key]) => JSON.parse(localStorage.getItem(key)).save"
# The loading bars' values, noted every 50 ms until the engine is ready (a page's first script
# is too late for the start of a load, so this one is run at once after navigating).
WATCH_PROGRESS = """() => {
  window.smokeProgress = [];
  const note = () => {
    const bar = document.querySelector(".engine-progress progress");
    if (bar) window.smokeProgress.push(bar.value);
    if (document.documentElement.dataset.engine === "loading") setTimeout(note, 50);
  };
  note();
}"""
# Damage the stored snapshot in place: same key, bytes that are no gzip.
DAMAGE_SNAPSHOT = """async () => {
  const cache = await caches.open("engine-snapshot");
  const keys = await cache.keys();
  for (const request of keys) await cache.put(request, new Response("not a snapshot at all"));
  return keys.map((request) => request.url);
}"""
FR = json.loads((DIST / "i18n" / "fr.json").read_text()) if (DIST / "i18n").exists() else {}

pytestmark = pytest.mark.skipif(not (DIST / "index.html").exists(), reason="run `make build`")


class Site:
    """The built site on a loopback port of its own, which can go away (offline) and come back
    at the same address (the same origin, so the same storage and service worker)."""

    def __init__(self):
        self.server = make_server(DIST, prefix=SITE_PREFIX)
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}{SITE_PREFIX}"
        self._serve()

    def _serve(self):
        import threading
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def start(self):
        self.server = make_server(DIST, port=self.port, prefix=SITE_PREFIX)
        self._serve()


# One test process takes all of an engine's tests (make test runs pytest-xdist with
# --dist loadgroup): one browser session per engine.
@pytest.fixture(scope="module", params=[pytest.param(engine, marks=pytest.mark.xdist_group(engine))
                                        for engine in ENGINES])
def smoke(request):
    """(driver, site) for one engine, for the whole module: one browser session each."""
    engine = request.param
    if engine != "chromium" and not system_driven(engine) and os.geteuid() == 0:
        pytest.fail(f"{engine} is not installed: run `python3 -m tools.browsers.install`")
    site = Site()
    driver = open_driver(engine, playwright=playwright_if_needed(request, engine))
    yield driver, site
    driver.close()
    site.stop()


def shot(driver, name):
    ARTIFACTS.mkdir(exist_ok=True)
    driver.screenshot(ARTIFACTS / f"smoke-{driver.engine}-{name}.png")


def wait_ready(driver, start=None):
    """Wait until the engine is ready (not failed), started from the snapshot or afresh as
    `start` says, if given."""
    state = driver.wait_for(f"() => ({ENGINE_STATE})() !== 'loading' && ({ENGINE_STATE})()",
                            timeout=READY_TIMEOUT_S, what="ready")
    failure = driver.evaluate(
        "() => document.querySelector('.engine-failed')?.textContent ?? null")
    assert state == "ready", f"the engine {state}: {failure}"
    if start:
        assert driver.evaluate(START_KIND) == start


def saved_moves(driver, route):
    return driver.evaluate(SAVED_MOVES, [SAVE_PREFIX + route])


def wait_for_more_moves(driver, route, than):
    """Wait until the save of `route` holds more than `than` moves; how many it holds."""
    return driver.wait_for(f"(args) => ({SAVED_MOVES})(args) > {than} && ({SAVED_MOVES})(args)",
                           [SAVE_PREFIX + route], MOVE_TIMEOUT_S, what=f"a move saved in {route}")


def wait_for_player_move(driver, route, after):
    """Wait until the save of `route` holds a move of seat 0 (the player) after its first
    `after` moves."""
    driver.wait_for("""([key, after]) => {
      const record = localStorage.getItem(key);
      return record !== null && JSON.parse(record).save.moves.slice(after).some(([seat]) => seat === 0);
    }""", [SAVE_PREFIX + route, after], MOVE_TIMEOUT_S, what=f"the player's move saved in {route}")


def go_to(driver, site, route):
    """Show `route` in the open page (a new fragment: the page does not reload), as a
    returning player would: the tutorials' first-time offer counts as answered."""
    if not str(driver.evaluate("() => location.href")).startswith(site.url):
        driver.open(site.url)
    driver.evaluate(MARK_TUTORIALS_SEEN)
    driver.open(site.url + "#" + route)


def test_the_lobby_opens_and_the_engine_becomes_ready_with_a_moving_bar(smoke):
    driver, site = smoke
    driver.open(site.url)
    driver.evaluate(WATCH_PROGRESS)
    shot(driver, "loading")
    wait_ready(driver, start="fresh")
    driver.wait_for_selector("button[data-game]")
    games = driver.evaluate("() => [...document.querySelectorAll('button[data-game]')]"
                            ".map((b) => b.dataset.game)")
    assert sorted(games) == sorted(pygames.GAMES)
    seen = driver.evaluate("() => window.smokeProgress")
    assert len(set(seen)) >= 3 and seen == sorted(seen), f"the loading bar showed {seen}"
    # Marks made in one task can share a time, and WebKit then lists them in any order.
    marks = driver.evaluate("() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])")
    steps = ["engine:worker", "engine:interpreter", "engine:files", "engine:ready"]
    assert sorted(name for name, _ in marks) == sorted(steps), marks
    times = dict(marks)
    assert [times[step] for step in steps] == sorted(times[step] for step in steps), marks
    shot(driver, "lobby")


# The steps after it play on in two of its deals: Agnès's (a reload, a damaged snapshot,
# French) and Agony Aunt's, which the computers start (offline too).
AGNES, AGONY_AUNT = GAMES["agnes"], GAMES["agony-aunt"]


@pytest.mark.parametrize("route", [facts.smoke_route for facts in GAMES.values()])
def test_a_move_is_played_in_every_game(smoke, route):
    driver, site = smoke
    go_to(driver, site, route)
    wait_ready(driver)
    driver.wait_for_selector(".board-root")
    before = saved_moves(driver, route)
    GAMES[route.split("/")[0]].play_by_clicks(driver)
    wait_for_player_move(driver, route, before)
    save = driver.evaluate(SAVED_SAVE, [SAVE_PREFIX + route])
    assert pygames.replay(save).history  # the browser's moves replay in CPython
    shot(driver, route.split("/")[0])


def test_the_computers_move(smoke):
    """Agony Aunt's deal 4242 starts with the three computer seats; after the player's card
    the computers go on with the trick."""
    driver, site = smoke
    route = AGONY_AUNT.smoke_route
    go_to(driver, site, route)
    wait_ready(driver)
    played = wait_for_more_moves(driver, route, 4)
    seats = [seat for seat, _ in pygames.replay(driver.evaluate(SAVED_SAVE, [SAVE_PREFIX + route])).history]
    assert {1, 2, 3} <= set(seats[:played]), seats


def test_a_reload_starts_from_the_snapshot_and_continues(smoke):
    driver, site = smoke
    driver.wait_for("() => document.documentElement.dataset.engineSnapshot === 'stored'",
                    timeout=READY_TIMEOUT_S, what="a snapshot stored")
    route = AGNES.smoke_route
    go_to(driver, site, route)
    wait_ready(driver)
    before = saved_moves(driver, route)
    assert before >= 1
    driver.reload()
    wait_ready(driver, start="snapshot")
    assert saved_moves(driver, route) == before
    AGNES.play_by_clicks(driver)
    wait_for_player_move(driver, route, before)


def test_a_damaged_snapshot_gives_a_fresh_start_that_keeps_a_new_one(smoke):
    driver, site = smoke
    assert driver.evaluate(DAMAGE_SNAPSHOT), "a snapshot was stored"
    driver.reload()
    wait_ready(driver, start="fresh")
    route = AGNES.smoke_route
    before = saved_moves(driver, route)
    AGNES.play_by_clicks(driver)
    wait_for_player_move(driver, route, before)
    driver.wait_for("() => document.documentElement.dataset.engineSnapshot === 'stored'",
                    timeout=READY_TIMEOUT_S, what="a new snapshot stored")
    driver.reload()
    wait_ready(driver, start="snapshot")


def test_a_room_link_opens_its_join_screen_or_says_what_is_missing(smoke):
    """Where the browser has WebRTC, a friend's link opens the room's join screen (playing in
    a room is e2e/rooms/test_rooms_browsers.py's, beside a relay); where it has none, as
    Debian's WebKitGTK, the page says why in so many words instead of waiting forever."""
    driver, site = smoke
    driver.open(site.url)
    driver.evaluate(f"() => {{ {KEEP_ROOMS_HOME} }}")
    driver.open(site.url + "#room/abcdefgh12/secretsecret12/" + "A" * 87)
    if driver.evaluate("() => typeof RTCPeerConnection") == "function":
        driver.wait_for_selector(".room-status")
        assert driver.evaluate("() => document.querySelector('.room-status').textContent") \
            == "Looking for the room's host…"
    else:
        driver.wait_for_selector(".problem")
        assert driver.evaluate("() => document.querySelector('.problem p').textContent") \
            .startswith("Online rooms need WebRTC")
    shot(driver, "room-link")
    driver.open(site.url)


def test_the_site_works_offline_after_one_visit(smoke):
    driver, site = smoke
    driver.wait_for("() => navigator.serviceWorker.controller !== null", timeout=60,
                    what="controlled by the service worker")
    site.stop()
    try:
        route = AGONY_AUNT.smoke_route
        driver.reload()
        wait_ready(driver)
        assert driver.evaluate("async (url) => fetch(url).then(() => 'online', () => 'offline')",
                               "http://127.0.0.1:%d/outside-the-cache" % site.port) == "offline"
        go_to(driver, site, route)
        driver.wait_for_selector(".aa-hand .card.legal", timeout=MOVE_TIMEOUT_S)
        before = saved_moves(driver, route)
        AGONY_AUNT.play_by_clicks(driver)
        wait_for_player_move(driver, route, before)
    finally:
        site.start()


def test_a_french_browser_gets_french(smoke):
    driver, site = smoke
    driver.set_language("fr-FR")
    driver.open(site.url + "#agnes/7")
    driver.reload()  # the language is read as the page loads: a new fragment is not enough
    wait_ready(driver)
    assert driver.evaluate("() => document.documentElement.lang") == "fr"
    driver.wait_for_selector(".game-header .deal")
    assert driver.evaluate("() => document.querySelector('.game-header .deal').textContent") \
        == FR["shell.deal"].replace("{seed}", "7")
    AGNES.play_by_clicks(driver)
    wait_for_player_move(driver, "agnes/7", 0)
    shot(driver, "french")
    driver.open(site.url)
    driver.wait_for_selector(".lobby-header h1")
    title = "() => document.querySelector('.lobby-header h1').textContent"
    try:
        driver.wait_for(f"(french) => ({title})() === french", FR["lobby.title"], timeout=10)
    except Exception:
        assert driver.evaluate(title) == FR["lobby.title"]  # shows what the lobby says
        raise

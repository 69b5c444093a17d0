"""Opening an online room through the page, as players do: the host from the new-game dialog,
each friend from the room's link on a device (browser context) of their own."""

import functools
import json
import re

import pygames
from pygames.core import replay_states

ROOM_READY_MS = 30_000
# A page script, run before the page's modules, that makes a friend's device record every
# message it receives from the first (rooms/peer.js: `record`, `heard`).
RECORD_ALL = """Object.defineProperty(window, "cardtableRoom", { configurable: true,
  get() { return this.recordedRoom; }, set(room) { room.record = true; this.recordedRoom = room; } });"""


def open_host(room_context, site_url, game, seed, humans, level="normal", language="en", **options):
    """The host's page, its room made for `game` with `humans` human seats (the first the
    host's, the others friends'; the rest computers at `level`), and the room's link. The page
    deals a room a secret seed of its own; `seed` (None: that one) pins the deal on the host's
    device, as only the host can, so that a test plays a deal it knows."""
    page = room_context(language=language, **options).new_page()
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
    page.locator(f'button[data-options="{game}"]').click()  # the new-game dialog's options
    dialog = page.locator("dialog.new-game-dialog")
    dialog.wait_for()
    players = pygames.get_game(game).max_players
    for seat in range(1, players):
        boxes = dialog.locator(".seat").nth(seat).locator("select")
        boxes.first.select_option("human" if seat < humans else "computer")
        if seat >= humans:
            boxes.nth(1).select_option(level)
    dialog.locator("button.online").click()
    link = page.locator(".room-link")
    link.wait_for(timeout=ROOM_READY_MS)
    page.evaluate("window.cardtableRoom.record = true")
    if seed is not None:
        page.evaluate("seed => { window.cardtableRoom.room.settings.seed = seed; window.cardtableRoom.save(); }",
                      seed)
    return page, link.input_value()


def join(room_context, link, name, language="en", **options):
    """A friend's page at the room's link, at the first free seat under `name`."""
    page = room_context(language=language, **options).new_page()
    page.goto(link)
    page.locator(".room-name").wait_for()
    page.locator(".room-name").fill(name)
    take = page.locator(".room-seats button.primary").first
    take.wait_for(timeout=ROOM_READY_MS)
    take.click()
    page.wait_for_function("window.cardtableRoom.seat !== undefined", timeout=ROOM_READY_MS)
    return page


def start(host):
    host.wait_for_function("!document.querySelector('.room .primary[disabled]')", timeout=ROOM_READY_MS)
    host.locator(".room .dialog-buttons .primary").click()
    host.wait_for_function("window.cardtableRoom.room.route !== null", timeout=ROOM_READY_MS)


def wait_for_host_move(host, after):
    """Wait until the host's save of the room's game holds more than `after` moves."""
    route = host.evaluate("window.cardtableRoom.room.route")
    host.wait_for_function("([key, n]) => JSON.parse(localStorage.getItem(key)).save.moves.length > n",
                           arg=["cardtable/save/" + route, after], timeout=ROOM_READY_MS)


def host_save(host):
    """The engine's save of the room's game on the host."""
    route = host.evaluate("window.cardtableRoom.room.route")
    return host.evaluate("key => JSON.parse(localStorage.getItem(key)).save", "cardtable/save/" + route)


def sent_messages(host):
    """Every message the host sent: [{peer, seat, message}]."""
    return [{**entry, "message": json.loads(entry["text"])}
            for entry in host.evaluate("window.cardtableRoom.sent")]


def as_json(value):
    """`value` as JSON reads it back (tuples become lists), to compare with what was sent."""
    return json.loads(json.dumps(value))


@functools.lru_cache(maxsize=4)
def _states(save_text):
    """Every state of the game a save (as JSON text) describes, replayed once for all its
    snapshots."""
    return replay_states(json.loads(save_text))


def check_snapshot(entry, save):
    """A snapshot the host sent is exactly what the engine shows its seat at that move: its
    view, its legal moves and its events, replayed from the game's save by CPython."""
    message = entry["message"]
    seat = message["seat"]
    assert seat == entry["seat"], "a snapshot goes to the seat's own device"
    state = _states(json.dumps(save, sort_keys=True))[message["view"]["move_number"]]
    assert message["view"] == as_json(state.view(seat))
    assert message["events"] == as_json(state.events(seat))
    assert message["legal"] == (as_json(state.legal_move_data(seat)) if seat is not None else [])
    assert set(message) == {"t", "seat", "view", "legal", "events", "to_play", "over"}


def deal_free(texts, seed):
    """The messages (texts) hold nothing of the deal: no save, no end, no seed, no route naming it."""
    for text in texts:
        message = json.loads(text)
        assert "save" not in message and message.get("t") != "end"
        assert str(seed) not in text, "the seed"
        assert not re.search(rf"/{seed}\b", text), "a route naming the seed"

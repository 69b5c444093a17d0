"""Helpers shared by the end-to-end tests: saved games in the page's localStorage, finger
gestures, recorded flights and the page's own bridge."""

import time

from playwright.sync_api import Error, Page

import pygames
from pygames.bridge import Bridge

# Saved games as web/js/store/saves.js keeps them: one localStorage key per route.
SAVE_PREFIX = "cardtable/save/"
SAVE_VERSION = 1
# Long enough for a few computer moves (the game screen pauses 0.7 s before each).
HOLD_CHECK_MS = 2000


def pace_script(pace):
    """A page script that stores `pace` (web/js/store/settings.js) as the only setting."""
    return f"localStorage.setItem('cardtable/settings', JSON.stringify({{ pace: '{pace}' }}))"

# The move counts of the save of `route`, or of every save when `route` is null.
SAVED_MOVE_COUNTS = """([prefix, route]) => Object.keys(localStorage)
  .filter((key) => (route === null ? key.startsWith(prefix) : key === prefix + route))
  .map((key) => JSON.parse(localStorage.getItem(key)).save.moves.length)"""


def named_seats(*names, computers=()):
    """A record's seats, one per name: a person's, or the computer's for the indexes in
    `computers`."""
    return [{"name": name, "kind": "computer" if seat in computers else "human"}
            for seat, name in enumerate(names)]


def save_record(route, save, seats, title=None):
    """The record the page keeps for a game: `save` is State.to_json(); the title defaults to
    the game's own. It is dated long ago, so any play in the page is newer."""
    title = title or pygames.get_game(save["game"]).title
    return {"version": SAVE_VERSION, "game": save["game"], "title": title, "route": route,
            "seats": seats, "save": save, "updated": 1}


def store_save(page, route, save, seats, title=None):
    """Write a saved game for `route` into the page's localStorage."""
    page.evaluate("([key, record]) => localStorage.setItem(key, JSON.stringify(record))",
                  [SAVE_PREFIX + route, save_record(route, save, seats, title)])


def deal_route(game_id, seed, players):
    """The route that deals `seed` of `game_id` to `players`, who go unsaid when the fewest."""
    fewest = pygames.get_game(game_id).min_players
    return f"{game_id}/{seed}" + ("" if players == fewest else f"?players={players}")


def go_to(page, route):
    """Show `route` (e.g. "agnes/5") in the page already open."""
    page.goto(page.url.split("#")[0] + "#" + route)


def open_saved_game(page, route, save, seats):
    """Store a saved game for `route` and show it: the page replays it."""
    store_save(page, route, save, seats)
    go_to(page, route)


def saved_record(page, route):
    """The record the page saved for `route`, or None."""
    return page.evaluate("key => JSON.parse(localStorage.getItem(key))", SAVE_PREFIX + route)


def saved_save(page, route):
    """The engine's save (seed, options, moves) the page keeps for `route`."""
    return saved_record(page, route)["save"]


def saved_state(page, route):
    """The game as the page saved it for `route`, replayed by CPython."""
    return pygames.replay(saved_save(page, route))


def saved_moves(page, route=None):
    """How many moves the save of `route` holds (of the only save when no route is given);
    0 before the page has saved anything."""
    counts = page.evaluate(SAVED_MOVE_COUNTS, [SAVE_PREFIX, route])
    assert len(counts) <= 1, "several saved games: name the route"
    return counts[0] if counts else 0


def wait_for_moves(page, count, route=None, at_least=False):
    """Wait until the save of `route` (any save when no route is given) holds exactly `count`
    moves, or `count` or more with `at_least` (when computers may already have moved on)."""
    page.wait_for_function(
        f"([args, n, atLeast]) => ({SAVED_MOVE_COUNTS})(args)"
        ".some((moves) => (atLeast ? moves >= n : moves === n))",
        arg=[[SAVE_PREFIX, route], count, at_least])


def settle(page):
    """Wait until the page has handled the input sent so far and drawn what followed: two
    animation frames and a turn of its event loop."""
    page.evaluate("""() => new Promise((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))))""")


# Put in a page before it loads (the `recorded` fixture does): every call of Element.animate
# is kept in window.flights with the piece's motion key (null for none), its card code, its
# first and last keyframes and its box at that moment, which is its place after the move.
RECORD_FLIGHTS = """
window.flights = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const box = this.getBoundingClientRect();
  window.flights.push({ key: this.dataset.motion ?? null, card: this.dataset.card ?? null,
    first: frames[0], last: frames[frames.length - 1],
    box: { x: box.x, y: box.y, width: box.width, height: box.height } });
  return animate.call(this, frames, options);
};
"""


def flights_of(page, key):
    """The recorded flights of the piece with motion key `key`."""
    return [entry for entry in page.evaluate("window.flights") if entry["key"] == key]


def translation(frame):
    """A keyframe's translate as (dx, dy)."""
    return tuple(float(part.removesuffix("px")) for part in frame["translate"].split())


def ends(entry):
    """Where a recorded flight started and ended (x, y): its first keyframe moves the piece
    back from its place to where the flight starts."""
    dx, dy = translation(entry["first"])
    box = entry["box"]
    return {"start": (box["x"] + dx, box["y"] + dy), "end": (box["x"], box["y"])}


def flight(page, key):
    """The one recorded flight of `key`: where it started and where it ended (x, y)."""
    found = flights_of(page, key)
    assert len(found) == 1, f"{key} flew {len(found)} times"
    return ends(found[0])


def place(box):
    """The top-left corner (x, y) of a Playwright bounding box."""
    return (box["x"], box["y"])


def near(a, b, tolerance=2):
    """Whether two points are within `tolerance` pixels on each axis."""
    return all(abs(p - q) <= tolerance for p, q in zip(a, b))


# Every text the polite live region takes from now on, in window.said: a later move's sentence
# may replace one before a look at the region itself would read it.
LISTEN = """() => {
  window.said = [];
  new MutationObserver(() => {
    const text = document.querySelector('[aria-live="polite"]')?.textContent;
    if (text && text !== window.said.at(-1)) window.said.push(text);
  }).observe(document.body, { childList: true, characterData: true, subtree: true });
}"""


def listen(page):
    """Start keeping what the polite live region says (see `said`)."""
    page.evaluate(LISTEN)


def said(page, text, match="part"):
    """Wait until the live region has said, since `listen`, a sentence holding `text`
    (`match` "part"), starting with it ("start") or being it ("whole")."""
    page.wait_for_function("""([text, match]) => window.said.some((said) =>
      match === "whole" ? said === text : match === "start" ? said.startsWith(text) : said.includes(text))""",
                           arg=[text, match])


def landed(page):
    """Wait until every flight is over, so the pieces are at their places."""
    page.wait_for_function("document.getAnimations().length === 0")


def load_bridge():
    """The page's own Bridge, run by CPython: the expected positions and computer moves are
    then the ones the page itself makes."""
    return Bridge()


def finger_gesture(page, tracks):
    """Move fingers together (Chromium's own touch input, via CDP): `tracks` holds one list
    of (x, y) points per finger, all of the same length."""
    cdp = page.context.new_cdp_session(page)
    frames = [[{"x": x, "y": y, "id": finger} for finger, (x, y) in enumerate(points)]
              for points in zip(*tracks)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": frames[0]})
    for frame in frames[1:]:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": frame})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def touch_drag(page, start, goal, steps=8):
    """Drag one finger from `start` to `goal` ({"x", "y"} points) in `steps` moves."""
    track = [(start["x"] + (goal["x"] - start["x"]) * step / steps,
              start["y"] + (goal["y"] - start["y"]) * step / steps) for step in range(steps + 1)]
    finger_gesture(page, [track])


# The one wait before any read of a box or a style (box_of, style_of, read_settled): a page
# script of (element, timeoutMs) that resolves to null once the board has settled (no finite
# animation left on the page: flights, fades, transitions; then the element and every
# [data-motion] piece in the same place over two animation frames), or to why it has not.
# Infinite animations (a hint's pulse) move no box and are not waited for.
SETTLED = """async (el, timeoutMs) => {
  const until = performance.now() + timeoutMs;
  // The next frame; a timer too, so that a page that draws no frames cannot hang the read.
  const frame = () => new Promise((done) => { requestAnimationFrame(done); setTimeout(done, 250); });
  const running = () => document.getAnimations().filter((animation) =>
    animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
  const boxes = () => JSON.stringify([el, ...document.querySelectorAll("[data-motion]")].map((node) => {
    const box = node.getBoundingClientRect();
    return [box.x, box.y, box.width, box.height];
  }));
  let last = null;
  let still = 0;
  while (performance.now() < until) {
    const flying = running();
    if (flying.length) {
      await Promise.race([Promise.all(flying.map((animation) => animation.finished.catch(() => null))),
        new Promise((done) => setTimeout(done, until - performance.now()))]);
      last = null;
      still = 0;
      continue;
    }
    await frame();
    if (!el.isConnected) return "it was taken off the page by a redraw";
    const now = boxes();
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 2) return null;
  }
  return running().length ? `${running().length} animations still running` : "the board kept moving";
}"""
# What box_of reads once SETTLED allows it: the element's box, when it shows.
SETTLED_BOX = f"""async (el, timeoutMs) => {{
  const start = performance.now();
  let waited;
  while ((waited = await ({SETTLED})(el, timeoutMs - (performance.now() - start))) === null) {{
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && el.checkVisibility({{ visibilityProperty: true }})) {{
      return {{ read: {{ x: box.x, y: box.y, width: box.width, height: box.height }} }};
    }}
    if (performance.now() - start > timeoutMs) return {{ waited: "it is not visible" }};
  }}
  return {{ waited }};
}}"""
# What style_of reads once SETTLED allows it: the computed values of some CSS properties.
SETTLED_STYLE = f"""async (el, [timeoutMs, properties, pseudo]) => {{
  const waited = await ({SETTLED})(el, timeoutMs);
  if (waited !== null) return {{ waited }};
  const style = getComputedStyle(el, pseudo);
  return {{ read: properties.map((property) => style.getPropertyValue(property)) }};
}}"""
# What read_settled runs: the same wait, then `script` in the frame the board settled in.
SETTLED_SCRIPT = """async (el, [timeoutMs, arg]) => {{
  const waited = await ({settled})(el, timeoutMs);
  if (waited !== null) return {{ waited }};
  const styleOf = (node, pseudo = null) => getComputedStyle(node, pseudo);
  return {{ read: await ({script})(el, arg, styleOf) }};
}}"""
# How long a read waits for the board to settle: a loaded machine draws slowly.
SETTLE_TIMEOUT_S = 10.0


class NotSettled(AssertionError):
    """The board did not settle, or the element did not show, in the time a read waits: a
    test's failure, which a caller that tries again (a click on a board still redrawing) may
    catch without catching every other assertion."""


class Unreachable(AssertionError):
    """No point of an element reached a tap in the time a tap waits (tap_where_seen): a test's
    failure, which a caller that starts its move again (a room's test, whose board a host's
    position may cover meanwhile) may catch without catching every other assertion."""


def _read_settled_page(locator, script, arg, timeout_s):
    """Run a page `script` of (element, [timeoutMs, arg]) on what `locator` finds until it
    reads something: looked for again when a redraw took the element off the page."""
    deadline = time.monotonic() + timeout_s
    while True:
        left_ms = max(1.0, (deadline - time.monotonic()) * 1000)
        found = locator.evaluate(script, arg(left_ms), timeout=left_ms)
        if "read" in found:
            return found["read"]
        if time.monotonic() >= deadline:
            raise NotSettled(f"{locator} never settled: {found['waited']}")


def box_of(locator, moving=False, timeout_s=SETTLE_TIMEOUT_S):
    """The bounding box ({x, y, width, height}) of what `locator` finds, the one way the tests
    read a box: once the board has settled (SETTLED) and the element shows. A test that means
    to see the box as it is now (a flight in the air, a table that must not move as it loads)
    says `moving=True`."""
    if moving:
        deadline = time.monotonic() + timeout_s
        while (box := locator.bounding_box()) is None:  # detached for a moment by a redraw
            assert time.monotonic() < deadline, f"{locator} has no box"
            time.sleep(0.05)
        return box
    return _read_settled_page(locator, SETTLED_BOX, lambda left_ms: left_ms, timeout_s)


def style_of(locator, *properties, pseudo=None, timeout_s=SETTLE_TIMEOUT_S):
    """The computed values of CSS `properties` ("opacity", "background-image"...) of what
    `locator` finds (of its `pseudo` element, "::before", when given), the one way the tests
    read a style: once the board has settled (SETTLED). One value for one property, else a
    tuple in the order asked. The element need not show: hiding is itself a style."""
    assert properties, "name the properties to read"
    values = _read_settled_page(locator, SETTLED_STYLE,
                                lambda left_ms: [left_ms, list(properties), pseudo], timeout_s)
    return values[0] if len(values) == 1 else tuple(values)


def read_settled(target, script, arg=None, timeout_s=SETTLE_TIMEOUT_S):
    """What the page `script` returns, run on what the locator `target` finds (the page's root
    when `target` is a Page) once the board has settled (SETTLED), in that same frame: for a
    read of many boxes and styles at once. `script` is a function of (element, arg, styleOf),
    styleOf(node, pseudo) being the node's computed style."""
    locator = target.locator(":root") if isinstance(target, Page) else target
    return _read_settled_page(locator, SETTLED_SCRIPT.format(settled=SETTLED, script=script),
                              lambda left_ms: [left_ms, arg], timeout_s)


# A point of an element that a tap there would reach: the first of a grid over its box (left
# to right, top to bottom) where the page's topmost element is it or inside it.
REACHED_POINT = """(el) => {
  const box = el.getBoundingClientRect();
  for (let y = 4; y < box.height; y += 6) {
    for (let x = 4; x < box.width; x += 4) {
      const hit = document.elementFromPoint(box.left + x, box.top + y);
      if (hit && (hit === el || el.contains(hit))) return { x, y };
    }
  }
  return null;
}"""


def reached_point(locator, timeout_s=SETTLE_TIMEOUT_S):
    """Where on `locator`'s element a tap reaches it (a card half under its neighbours in a
    fan, a second row over the first): {x, y} from its top-left corner, once the board has
    settled; None when nothing of it can be reached."""
    return read_settled(locator, REACHED_POINT.replace("(el) =>", "(el, arg, styleOf) =>"), timeout_s=timeout_s)


def tap_where_seen(locator, timeout_s=SETTLE_TIMEOUT_S, before=None, force=True):
    """Click what `locator` finds at a point of it a tap reaches (reached_point), scrolled into
    view; looked for again while a redraw replaces it or something covers it (a computer's
    move, a picked card lit, a dialog), and Unreachable when, within `timeout_s`, no point of
    it can be reached. `before()` runs before each look (a room's test closes what
    covers the board). Forced by default: a card that is no legal move (aria-disabled) is
    tapped too, as a player may; `force=False` waits for it to be enabled."""
    deadline = time.monotonic() + timeout_s
    while True:
        if before is not None:
            before()
        try:
            locator.scroll_into_view_if_needed(timeout=3000)
            point = reached_point(locator, timeout_s=3)
            if point is not None:
                locator.click(position=point, force=force, timeout=3000)
                return
            if time.monotonic() > deadline:
                raise Unreachable(f"{locator} is hidden: no point of it reaches a tap")
        except (Error, NotSettled):
            if time.monotonic() > deadline:
                raise


def centre(box):
    """The centre point of a Playwright bounding box."""
    return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}


# What a player would see cut under the element `root` names (itself included): text cut by a
# box that hides its overflow (but for a cut that is meant: an ellipsis with the whole text in
# the element's title), and boxes that reach out of the window.
CLIPPED = """(_, root, styleOf) => {
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    && el.getBoundingClientRect().width > 1;
  const name = (el) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute("aria-label")
    || el.textContent).trim().slice(0, 40)}"`;
  const found = [];
  for (const el of [...document.querySelectorAll(root)].flatMap((top) => [top, ...top.querySelectorAll("*")])) {
    if (!shown(el) || el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > innerWidth + 0.5) found.push(`${name(el)} leaves the window`);
    const style = styleOf(el);
    const hides = (overflow) => !["visible", "auto", "scroll"].includes(overflow);
    const cut = (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
      || (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
    const meant = style.textOverflow === "ellipsis" && el.title.trim() === el.textContent.trim();
    if (cut && !meant) found.push(`${name(el)} is cut`);
  }
  return found;
}"""


def page_width(page):
    """How wide the page's content is (its root's scrollWidth) once the board has settled: wider
    than the window means the page scrolls sideways."""
    return read_settled(page, "(root) => root.scrollWidth")


def clipped(page, root):
    """What is cut or out of the window under the element the selector `root` names, once the
    page has drawn what it was doing (an empty list when nothing is)."""
    return read_settled(page, CLIPPED, root)


def header_tool(page, selector):
    """The game header's tool `selector` (".results-tool", ".settings-tool"...), in view: a
    phone keeps the tools used less behind "⋯", which is opened for it."""
    tool = page.locator(f".game-header {selector}")
    page.locator(".game-header .tools").wait_for()
    more = page.locator(".game-header .more-tools")
    if not tool.is_visible() and more.is_visible():
        more.click()
    tool.wait_for()
    return tool

"""The screen walk: every screen a player meets, in English and French, on a desktop
(1280×800) and a phone (360×740): the lobby with saves, statistics and today's deal, every
dialog (new game, settings, rules, the import's report), every game at its start, mid-game and
end (with its summary), a hint, and the replay. On each screen it looks for what a player
should never see:

- the words "null", "undefined", "NaN", "[object Object]" or a raw message key ("agnes.board.x");
- a page wider than the window;
- text cut by its box: an element whose text overflows a box that hides it, unless the cut is
  meant (an ellipsis, with the whole text in the element's title);
- anything from outside the board on top of a legal move's target.

Each screen's picture goes to e2e/artifacts/walk-<language>-<width>-<screen>.png for a person
to look at. One page per language and size is reused for every screen: the walk stays fast.
Positions come from the engine in CPython (pygames), stored as saves the page replays.
"""

import json
import random

import pytest

import pygames

from ..conftest import ARTIFACTS, engine_ready
from ..game_facts import GAMES
from ..support import SAVE_PREFIX, deal_route, go_to, header_tool, read_settled, save_record

from tools.build.catalogs import merged_catalogs

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}
LOCALES = {"en": "en-GB", "fr": "fr-FR"}
SEED = 11
MID_GAME_MOVES = 12
COMPUTER_WAIT_MS = 30_000

# What is wrong on the screen now, as sentences; `namespaces` are the first parts of every
# message key (a raw key on screen starts with one of them). A script for support.read_settled.
PROBLEMS = """(_, [namespaces, targets], styleOf) => {
  const problems = [];
  // Shown to the eye: text for screen readers only (a 1 px box) is not.
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    && el.getBoundingClientRect().width > 1;
  const label = (el) => `<${el.tagName.toLowerCase()}${el.className && typeof el.className === "string"
    ? "." + el.className.trim().split(/\\s+/).join(".") : ""}>`;
  const stray = /\\b(null|undefined|NaN)\\b|\\[object Object\\]/;
  const rawKey = new RegExp(`(^|[^\\\\w/.-])(${namespaces.join("|")})\\\\.[a-z0-9-]+(\\\\.[a-z0-9-]+)*`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const withText = new Set();
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent;
    const el = walker.currentNode.parentElement;
    if (!text.trim() || !el || !shown(el) || el.closest("script, style")) continue;
    withText.add(el);
    if (stray.test(text)) problems.push(`stray word in ${label(el)}: "${text.trim().slice(0, 80)}"`);
    if (rawKey.test(text)) problems.push(`message key in ${label(el)}: "${text.trim().slice(0, 80)}"`);
  }
  for (const input of document.querySelectorAll("input[placeholder]")) {
    if (shown(input) && stray.test(input.placeholder)) problems.push(`stray placeholder "${input.placeholder}"`);
  }
  if (document.documentElement.scrollWidth > innerWidth) {
    problems.push(`page ${document.documentElement.scrollWidth} px wide in a ${innerWidth} px window`);
  }
  for (const el of withText) {
    const style = styleOf(el);
    const clipsX = !["visible", "auto", "scroll"].includes(style.overflowX);
    const clipsY = !["visible", "auto", "scroll"].includes(style.overflowY);
    const cutX = clipsX && el.scrollWidth > el.clientWidth + 1;
    const cutY = clipsY && el.scrollHeight > el.clientHeight + 1;
    if (!cutX && !cutY) continue;
    const meant = style.textOverflow === "ellipsis" && el.title.trim() === el.textContent.trim();
    if (!meant) problems.push(`text cut in ${label(el)}: "${el.textContent.trim().slice(0, 60)}"`);
  }
  if (!document.querySelector("dialog[open]")) {
    for (const target of document.querySelectorAll(targets || ":not(*)")) {
      if (!shown(target)) continue;
      const box = target.getBoundingClientRect();
      for (const [fx, fy] of [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top && !target.contains(top) && !top.closest(".board-root")) {
          problems.push(`${label(top)} covers the target ${label(target)} "${target.textContent.trim().slice(0, 30)}"`);
          break;
        }
      }
    }
  }
  return problems;
}"""


def route_of(game_id):
    return deal_route(game_id, SEED, GAMES[game_id].table_players)


def positions(game_id):
    """(mid-game, end) saves of `game_id`: random legal moves from the same generator each
    run; Agnès is not given up mid-game, and ends by giving up."""
    game = pygames.get_game(game_id)
    state = game.new(GAMES[game_id].table_players, SEED)
    chooser = random.Random(SEED)
    mid = None
    while not state.is_over:
        seat = state.to_play[0]
        moves = [move for move in state.legal_moves(seat) if move != "resign"] or ["resign"]
        state = state.apply(seat, chooser.choice(moves))
        if mid is None and len(state.history) >= MID_GAME_MOVES and 0 in state.to_play:
            mid = state
            if game_id == "agnes":
                state = state.apply(0, "resign")
    return mid.to_json(), state.to_json()


def seats_of(players):
    """You at seat 1, easy computers elsewhere (they answer fast)."""
    return [{"name": "", "kind": "human"}] + [
        {"name": "", "kind": "computer", "level": "easy"} for _ in range(players - 1)]


def namespaces():
    keys = set().union(*(catalog.keys() for catalog in merged_catalogs().values()))
    return sorted({key.split(".")[0] for key in keys if "." in key})


class Walk:
    """One page walked through every screen; `problems` gathers what each screen shows wrong."""

    def __init__(self, page, name):
        self.page = page
        self.name = name
        self.namespaces = namespaces()
        self.problems = []

    def check(self, screen, game=None):
        targets = GAMES[game].legal_targets if game else None
        found = read_settled(self.page, PROBLEMS, [self.namespaces, targets])
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"walk-{self.name}-{screen}.png"), full_page=True)
        self.problems += [f"{screen}: {problem}" for problem in dict.fromkeys(found)]

    def close_dialog(self):
        self.page.keyboard.press("Escape")
        self.page.locator("dialog[open]").wait_for(state="detached")

    def wait_for_table(self):
        """Until the board is drawn and no computer is thinking."""
        self.page.wait_for_function("""() => document.querySelector('.board-root')?.children.length
          && !document.querySelector('.game-header .status')?.textContent""",
                                    timeout=COMPUTER_WAIT_MS)


def store(page, key, value):
    page.evaluate("([key, value]) => localStorage.setItem(key, JSON.stringify(value))", [key, value])


def prepare(page, saves):
    """Settings (the instant pace, so computers answer at once), saves and statistics."""
    store(page, "cardtable/settings", {"pace": "instant", "animations": False})
    for route, (save, seats) in saves.items():
        store(page, SAVE_PREFIX + route, save_record(route, save, seats))
    store(page, "cardtable/stats", {
        "agnes": {"solo": {"played": 3, "won": 0, "streak": 0, "bestStreak": 0, "bestScore": 21,
                           "totalScore": 40}},
        "agony-aunt": {"easy": {"played": 2, "won": 1, "streak": 1, "bestStreak": 1,
                                "bestScore": 12, "totalScore": 5}}})


def backup_file(save, route):
    record = save_record(route, save, seats_of(1))
    return json.dumps({"format": "cardtable-backup", "version": 1,
                       "exported": "2026-01-01T00:00:00Z", "saves": {route: record}}).encode()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("language", list(LOCALES))
def test_every_screen_shows_nothing_broken(new_context, site_url, language, size):
    context = new_context(locale=LOCALES[language], viewport=SIZES[size])
    page = context.new_page()
    walk = Walk(page, f"{language}-{SIZES[size]['width']}")
    ends, saves = {}, {}
    for game_id in pygames.GAMES:
        mid, end = positions(game_id)
        seats = seats_of(GAMES[game_id].table_players)
        ends[game_id] = end
        saves[f"mid/{game_id}"] = (mid, seats)
        saves[f"end/{game_id}"] = (end, seats)
    page.goto(site_url)
    engine_ready(page)
    # The lobby lists a game in progress and a finished one.
    prepare(page, {route_of("agnes"): saves["mid/agnes"],
                   route_of("agony-aunt"): saves["end/agony-aunt"]})
    page.reload()
    engine_ready(page)
    page.locator("button[data-game]").first.wait_for()
    page.locator(".daily-result[data-result]").wait_for(timeout=COMPUTER_WAIT_MS)
    page.locator("li.save .button").last.wait_for()
    walk.check("lobby")

    for game_id in pygames.GAMES:
        page.locator(f'button[data-options="{game_id}"]').click()
        page.locator("dialog.new-game-dialog").wait_for()
        walk.check(f"new-game-{game_id}")
        walk.close_dialog()
    page.locator(".lobby-tools .tool").click()
    page.locator("dialog.settings").wait_for()
    walk.check("settings")
    walk.close_dialog()
    page.locator('input[type="file"]').set_input_files({
        "name": "backup.json", "mimeType": "application/json",
        "buffer": backup_file(ends["agnes"], "agnes/12")})
    page.locator("dialog.ask").wait_for()
    walk.check("import-report")
    page.locator("dialog.ask button").last.click()

    for game_id in pygames.GAMES:
        route = route_of(game_id)
        for phase in ("start", "mid", "end"):
            page.evaluate("key => localStorage.removeItem(key)", SAVE_PREFIX + route)
            if phase != "start":
                save, seats = saves[f"{phase}/{game_id}"]
                store(page, SAVE_PREFIX + route, save_record(route, save, seats))
            go_to(page, "")  # by the lobby, so the game opens anew from its save
            page.locator(".lobby").wait_for()
            go_to(page, route)
            walk.wait_for_table()
            walk.check(f"{game_id}-{phase}", game_id)
            if phase == "start":
                header_tool(page, ".rules-tool").click()
                page.locator("dialog.rules .rules-text :is(h2, h3, p)").nth(1).wait_for()
                walk.check(f"{game_id}-rules")
                walk.close_dialog()
            if phase == "mid" and page.locator(".hint-button").is_visible():
                page.locator(".hint-button").click()
                page.locator(".hint-note").filter(has_text=" ").wait_for(timeout=COMPUTER_WAIT_MS)
                walk.check(f"{game_id}-hint", game_id)
            if phase == "end":
                header_tool(page, ".results-tool").click()
                page.locator("dialog.ending").wait_for()
                walk.check(f"{game_id}-summary")
                walk.close_dialog()

    go_to(page, f"replay/{route_of('agnes')}")
    page.locator('.replay-tools button:has(svg[data-icon="last"])').click()
    page.locator(".replay-position").filter(has_text=str(len(ends["agnes"]["moves"]))).wait_for()
    walk.check("replay")
    assert not walk.problems, "\n".join(walk.problems)

"""The review after a game (issue 35; web/js/screen/review.js): in each of the five games a
game is played to its end in the page (a save near the end, finished by the page's computers,
or an Agnès deal given up), the summary offers the review, the worker computes it with a bar
while the marks fill in, "Next mistake" shows the position before a mistake with the better
move ringed on the board and said in words, and the finished review is kept with the game:
seen again (here in French, after a change of language) it is not computed again.
Screenshots at 1280x800 and 360x740 in both languages go to e2e/artifacts/."""

import json

import pytest

import pygames
from pygames.bridge import Bridge
from pygames.core import Rng
from pygames.core.players import PLAYERS_SALT, play_out, player_named, random_player

from ..conftest import ARTIFACTS, engine_ready
from ..game_facts import GAMES
from ..support import deal_route, go_to, named_seats, store_save, wait_for_moves

WIDE, PHONE = {"width": 1280, "height": 800}, {"width": 360, "height": 740}
# Computing a whole review in the browser of a machine shared by other work: far above the
# few seconds it takes, far below a hung test.
REVIEW_TIMEOUT_MS = 240_000
# The ring of the better move: a board's own hint highlight, else kit/ring.js's.
RINGED = ".board-root .hinted, .board-root .ag-hinted, .board-root .ringed"
MISTAKE_MARKS = ("inaccuracy", "mistake", "blunder")
WORDS = {
    "en": {"review": "Review your moves", "next": "Next mistake",
           "better": "Better, ringed on the board", "accuracy": "Accuracy",
           "give_up": "Give up", "replay_review": "Review"},
    "fr": {"review": "Analyser vos coups", "next": "Erreur suivante",
           "better": "Mieux, entouré sur la table", "accuracy": "Précision",
           "give_up": "Abandonner", "replay_review": "Analyse"},
}


def near_end(game_id, players, seed):
    """(save, computer moves to the end): a game of a random player at seat 0 (so it makes
    mistakes) against normal computers, cut where only the computers' moves are left; the
    page's bridge (the same code, computer moves seeded from the position) checks that its
    computers, the first of those to play moving first as the page's do, end it alone."""
    game = pygames.get_game(game_id)
    normal = player_named(game, "normal")
    final = play_out(game.new(players, seed), [random_player] + [normal] * (players - 1),
                     Rng(seed ^ PLAYERS_SALT))
    moves = final.to_json()["moves"]
    cut = len(moves)
    while cut > 0 and moves[cut - 1][0] != 0:
        cut -= 1
    assert cut < len(moves), f"{game_id} {seed}: seat 0 makes the last move"
    save = {**final.to_json(), "moves": moves[:cut]}
    call = Bridge().call
    table = json.loads(call(json.dumps({"op": "open", "save": save})))["table"]
    played = 0
    while True:
        snap = json.loads(call(json.dumps({"op": "view", "table": table, "seat": None})))
        if snap["over"]:
            return save, played
        assert 0 not in snap["to_play"], f"{game_id} {seed}: seat 0 must move again at {cut + played}"
        answer = json.loads(call(json.dumps({"op": "play_computer", "table": table,
                                             "seat": snap["to_play"][0], "level": "normal",
                                             "viewer": None})))
        assert answer["ok"], answer
        played += 1


def agnes_played(seed, count):
    """An Agnès save after the deal and `count` moves chosen at random (never resigning)."""
    state = pygames.get_game("agnes").new(1, seed).apply(0, "deal")
    rng = Rng(seed)
    for _ in range(count):
        moves = [move for move in state.legal_moves(0) if move != "resign"]
        if not moves:
            break
        state = state.apply(0, moves[rng.below(len(moves))])
    return state.to_json()


def ended_in_the_page(page, game_id, language):
    """Play a game of `game_id` to its end in the page: the summary that ends it."""
    if game_id == "agnes":
        route, save = "agnes/4", agnes_played(4, 10)  # a winnable deal, lost by a blunder
        store_save(page, route, save, named_seats("Ana"))
        go_to(page, route)
        wait_for_moves(page, len(save["moves"]), route)
        page.get_by_role("button", name=WORDS[language]["give_up"]).click()
        page.locator("dialog.ask").get_by_role("button", name=WORDS[language]["give_up"]).click()
    else:
        players, seed = GAMES[game_id].review_lineup  # its last moves the computers'
        route = deal_route(game_id, seed, players)
        save, left = near_end(game_id, players, seed)
        names = ["Ana", "Bob", "Cleo", "Dan"][:players]
        seats = named_seats(*names, computers=range(1, players))
        for seat in seats[1:]:
            seat["level"] = "normal"
        store_save(page, route, save, seats)
        go_to(page, route)
        wait_for_moves(page, len(save["moves"]) + left, route)
    summary = page.locator("dialog.ending")
    summary.wait_for()
    return route, summary


def shoot(page, save_screenshot, name):
    """The whole page (save_screenshot) and what the window shows (<name>-window.png)."""
    save_screenshot(page, name)
    page.screenshot(path=str(ARTIFACTS / f"{name}-window.png"))


def ringed(page):
    """The pieces and places the board rings once the replay has drawn the position."""
    page.locator(RINGED).first.wait_for()
    return page.locator(RINGED).count()


def step_to_a_mistake(page, words, keyboard=False):
    """From the game's start, press "Next mistake" (once a mistake is marked; with the
    keyboard or a click) and check the better move is ringed on the board and said under the
    bar: the detail shown."""
    page.locator(".replay-tools .tool").first.click()  # the replay's first position
    page.locator(".replay-position").filter(has_text=" 0 ").wait_for()
    following = page.get_by_role("button", name=words["next"])
    page.wait_for_function("() => document.querySelector('.review-next')?.disabled === false",
                           timeout=REVIEW_TIMEOUT_MS, polling=100)
    if keyboard:
        following.focus()
        page.keyboard.press("Enter")
    else:
        following.click()
    detail = page.locator(".review-detail")
    marked = ", ".join(f".review-current.mark-{mark}" for mark in MISTAKE_MARKS)
    page.locator(marked).wait_for()
    assert words["better"] in detail.locator(".review-better").inner_text()
    assert detail.locator(".review-says").inner_text()  # what the better move would change
    assert ringed(page) >= 1
    current = page.locator(".review-moves li.current")
    assert current.count() == 1
    assert current.get_attribute("class").split()[0] in {f"mark-{m}" for m in MISTAKE_MARKS}
    return detail


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_s_review_rings_the_better_move_at_each_mistake(new_context, site_url, game_id,
                                                              save_screenshot):
    page = new_context(locale="en-GB", viewport=WIDE).new_page()
    page.goto(site_url)
    engine_ready(page)
    route, summary = ended_in_the_page(page, game_id, "en")
    summary.get_by_role("button", name=WORDS["en"]["review"]).click()
    page.wait_for_url(f"**#review/{route}")
    # The bar shows the worker's progress while the marks fill in.
    page.locator(".review-bar progress").wait_for(state="attached")
    step_to_a_mistake(page, WORDS["en"])
    shoot(page, save_screenshot, f"review-{game_id}-en-1280x800")
    page.locator(".review-accuracy").wait_for(timeout=REVIEW_TIMEOUT_MS)
    counts = page.locator(".review-counts li")
    assert counts.count() == 5
    numbers = page.locator(".review-moves li").evaluate_all(
        "(rows) => rows.map((row) => Number(row.dataset.number))")
    rows = len(numbers)  # one row a move: an entry told again (Agnès's first) took its place
    assert rows > 0 and numbers == sorted(set(numbers))
    if game_id == "agnes":  # the exact verdict: where the deal stopped being winnable
        assert "no longer after it" in page.locator(".review-exact").inner_text()
    kept = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))",
                         f"cardtable/review/{route}")
    assert kept["seat"] == 0 and [entry["number"] for entry in kept["entries"]] == numbers
    page.set_viewport_size(PHONE)
    step_to_a_mistake(page, WORDS["en"], keyboard=True)
    shoot(page, save_screenshot, f"review-{game_id}-en-360x740")

    # In French the kept review is shown at once: nothing is computed again.
    page.evaluate("() => import('./js/kit/i18n.js').then((i18n) => i18n.chooseLanguage('fr'))")
    page.locator(".review-accuracy").filter(has_text=WORDS["fr"]["accuracy"]).wait_for()
    assert page.locator(".review-bar progress").is_hidden()
    assert page.locator(".review-moves li").count() == rows
    step_to_a_mistake(page, WORDS["fr"])
    shoot(page, save_screenshot, f"review-{game_id}-fr-360x740")
    page.set_viewport_size(WIDE)
    step_to_a_mistake(page, WORDS["fr"], keyboard=True)
    shoot(page, save_screenshot, f"review-{game_id}-fr-1280x800")
    # A plain replay of the game offers its review, kept: shown at once.
    go_to(page, f"replay/{route}")
    page.get_by_role("link", name=WORDS["fr"]["replay_review"]).click()
    page.wait_for_url(f"**#review/{route}")
    page.locator(".review-accuracy").wait_for()
    assert page.locator(".review-moves li").count() == rows

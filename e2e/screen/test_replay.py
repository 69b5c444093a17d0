"""Replay of a finished game from its save: step forward and back, jump to the end; a game in
progress is never replayed (in pass-and-play it would show private cards). Replayed in French,
each game's board speaks of the player as "vous" in the right person, at every move of its
first tricks and turns ("À vous de jouer", never "On attend vous" or "Vous entame")."""


import pytest

import pygames
from pygames.core import Rng

from ..conftest import engine_ready
from ..game_facts import GAMES
from ..support import box_of, go_to, named_seats, store_save

from tests.core.test_words_for_you import misread

AGNES = pygames.get_game("agnes")


def finished_agnes(seed=77):
    """An Agnès game of two deals and a resignation: over, and short."""
    state = AGNES.new(1, seed)
    for move in ("deal", "deal", "resign"):
        state = state.apply(0, move)
    return state


def test_a_finished_game_replays_move_by_move(open_site):
    state = finished_agnes()
    page = open_site("")
    store_save(page, "agnes/77", state.to_json(), named_seats("Ada"))
    go_to(page, "replay/agnes/77")
    position = page.locator(".replay-position")
    position.filter(has_text="Move 0 of 3").wait_for()
    assert page.locator(".agnes .reserve-pile .card").count() == 0
    page.get_by_role("button", name="One move forward").click()
    position.filter(has_text="Move 1 of 3").wait_for()
    page.wait_for_function("document.querySelectorAll('.agnes .reserve-pile .card').length === 7")
    page.get_by_role("button", name="Last move").click()
    position.filter(has_text="Move 3 of 3").wait_for()
    page.wait_for_function("document.querySelectorAll('.agnes .reserve-pile .card').length === 14")
    page.get_by_role("button", name="One move back").click()
    position.filter(has_text="Move 2 of 3").wait_for()


def test_a_game_in_progress_is_not_replayed(open_site):
    state = AGNES.new(1, 78).apply(0, "deal")
    page = open_site("")
    store_save(page, "agnes/78", state.to_json(), named_seats("Ada"))
    go_to(page, "replay/agnes/78")
    page.get_by_text("only a finished game can be replayed").wait_for()


def test_every_replay_control_draws_its_icon_without_relying_on_a_font(open_site):
    """The replay's glyphs (⏮ ⏸ ⏭) are missing from many Linux fonts, which draw empty
    boxes: each control is an SVG icon that shows, and holds no text to draw."""
    page = open_site("")
    store_save(page, "agnes/77", finished_agnes().to_json(), named_seats("Ada"))
    go_to(page, "replay/agnes/77")
    page.locator(".replay-position").filter(has_text="Move 0 of 3").wait_for()
    controls = page.locator(".replay-tools button")
    assert controls.count() == 5
    for index in range(controls.count()):
        control = controls.nth(index)
        assert control.text_content().strip() == "", control.get_attribute("aria-label")
        drawn = box_of(control.locator("svg.icon"))
        assert drawn and drawn["width"] >= 12 and drawn["height"] >= 12
    page.get_by_role("button", name="Play").click()
    pause = page.get_by_role("button", name="Pause")
    assert pause.locator("svg.icon[data-icon='pause']").count() == 1


# The games whose boards say who does what (`sentences` in their rows), each replayed with its
# row's `table_players` (you at seat 0 among easy computers); how many of its first moves are
# looked at one by one.
SPOKEN = [game for game, facts in GAMES.items() if facts.sentences]
LOOKED_AT = 14


def finished(game_id, players, seed=5):
    """A whole game of `game_id` between easy computers, as CPython plays it."""
    game = pygames.get_game(game_id)
    state, rng = game.new(players, seed), Rng(seed)
    while not state.is_over:
        seat = state.to_play[0]
        move = game.computer_levels["easy"](state.view(seat), state.legal_moves(seat), rng)
        state = state.apply(seat, move)
    return state


@pytest.mark.parametrize("game_id", SPOKEN)
def test_a_french_replay_speaks_of_you_in_your_person(new_context, site_url, game_id):
    players = GAMES[game_id].table_players
    state = finished(game_id, players)
    context = new_context(locale="fr-FR")
    page = context.new_page()
    page.goto(site_url)
    engine_ready(page)
    route = f"{game_id}/5"
    store_save(page, route, state.to_json(),
               named_seats(*[""] * players, computers=tuple(range(1, players))))
    go_to(page, f"replay/{route}")
    position = page.locator(".replay-position")
    wrong = {}
    for move in range(LOOKED_AT + 1):
        position.filter(has_text=f"Coup {move} sur ").wait_for()
        page.wait_for_function("document.querySelector('.board-root').innerText.trim().length > 0")
        texts = page.locator(f".board-root :is({GAMES[game_id].sentences})").all_inner_texts()
        found = [wrong for text in texts for wrong in misread("fr", text)]
        if found:
            wrong[move] = found
        page.get_by_role("button", name="Un coup en avant").click()
    assert wrong == {}

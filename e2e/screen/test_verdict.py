"""The honest verdict on a lost Agnès game (issue 12), in a real Chromium: the summary asks
the solver, on request only, whether the deal could have been won, says that the answer uses
the real order of the stock, and shows the solver's way in a replay that is not stored."""

import pytest

import pygames
from pygames.agnes.solver import solve

from ..support import header_tool, named_seats, open_saved_game, page_width, SAVE_PREFIX

SEED = 5  # a deal the solver proves winnable


def lost_save(seed, moves=()):
    return {"format": 1, "game": "agnes", "players": 1, "seed": seed, "options": {},
            "moves": [[0, move] for move in (*moves, "resign")]}


def open_summary(page, seed, moves=()):
    route = f"agnes/{seed}"
    open_saved_game(page, route, lost_save(seed, moves), named_seats("Ana"))
    page.get_by_role("button", name="Results").click()
    return page.locator("dialog.ending")


def test_a_lost_deal_that_could_have_been_won_shows_the_solvers_way(open_site, save_screenshot):
    page = open_site()
    summary = open_summary(page, SEED, ["deal"])
    # The game is over: nothing to hint at.
    assert page.locator(".hint-button").is_hidden()
    summary.get_by_role("button", name="Could this deal have been won?").click()
    answer = summary.locator(".verdict-answer")
    answer.get_by_role("button", name="See how").wait_for(timeout=60_000)
    assert "could have been won" in answer.text_content()
    assert "real order of the stock" in answer.text_content()
    save_screenshot(page, "verdict-desktop")

    answer.get_by_role("button", name="See how").click()
    replay = page.locator("dialog.solver-replay")
    replay.locator(".agnes .card").first.wait_for()
    assert "knowing the order of the stock" in replay.locator("h1").text_content()
    note = replay.locator(".replay-note").text_content()
    assert "the solver plays the rest" in note or "solver's, from the deal's start" in note
    replay.get_by_role("button", name="Last move").click()
    replay.locator(".game-bar.won").wait_for()
    save_screenshot(page, "verdict-replay-desktop")

    replay.get_by_role("button", name="Close the replay").click()
    replay.wait_for(state="detached")
    # The solver's line was never stored: the only save is the lost game.
    saves = page.evaluate("(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix))",
                          SAVE_PREFIX)
    assert saves == [SAVE_PREFIX + f"agnes/{SEED}"]


def test_a_won_game_asks_nothing(open_site):
    page = open_site()
    line = solve(pygames.get_game("agnes").new(1, SEED).data).moves
    save = {**lost_save(SEED), "moves": [[0, move] for move in line]}
    open_saved_game(page, f"agnes/{SEED}", save, named_seats("Ana"))
    page.get_by_role("button", name="Results").click()
    summary = page.locator("dialog.ending")
    summary.get_by_role("heading", name="You won!").wait_for()
    assert summary.locator(".verdict").count() == 0


@pytest.mark.browser_context_args(locale="fr-FR", viewport={"width": 390, "height": 844})
def test_the_verdict_in_french_on_a_phone(open_site, save_screenshot):
    page = open_site()
    route = f"agnes/{SEED}"
    open_saved_game(page, route, lost_save(SEED), named_seats("Ana"))
    header_tool(page, ".results-tool").click()  # behind "⋯" on a phone
    summary = page.locator("dialog.ending")
    summary.get_by_role("button", name="Cette donne pouvait-elle être gagnée ?").click()
    answer = summary.locator(".verdict-answer")
    answer.get_by_role("button", name="Voir comment").wait_for(timeout=60_000)
    assert "l'ordre réel du talon" in answer.text_content()
    assert page_width(page) <= 390
    save_screenshot(page, "verdict-phone-fr")

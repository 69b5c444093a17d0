"""Agony Aunt by screen reader and in French: cards are buttons named in the reader's language
(the Joker with the card it plays as), each move's log lines are told to screen readers as
sentences; axe finds no serious violation in the states a hand goes through (your turn with a
refusal shown, a finished trick in sight, the hand's summary); a French player reads the
refusals and the log in French."""

import pytest

import pygames

from ...support import go_to, listen, open_saved_game, said, wait_for_moves
from ...app.test_accessibility import SIZES, serious_violations
from .test_agony_aunt_taps import ROUTE, SEATS, following_position, tap_held

AGONY_AUNT = pygames.get_game("agony-aunt")


def last_card_position():
    """Seed 2024 played on (each seat its first legal card) until you hold your last card."""
    state = AGONY_AUNT.new(4, 2024)
    while not (state.to_play == (0,) and len(state.view(0)["hand"]) == 1):
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state


def final_card_position():
    """Seed 2024 played on (each seat its first legal card) until your card ends the game."""
    state = AGONY_AUNT.new(4, 2024)
    while True:
        seat = state.to_play[0]
        after = state.apply(seat, state.legal_moves(seat)[0])
        if seat == 0 and after.is_over:
            return state
        state = after


def test_your_move_and_the_computers_are_told_as_sentences(open_site):
    page = open_site("#" + ROUTE)
    first = AGONY_AUNT.new(4, 2024).view(0)["hand"][0]
    assert first == "2C"
    listen(page)
    page.get_by_role("button", name="2 of clubs").click(position={"x": 8, "y": 30})
    said(page, "You lead the 2 of clubs.")


def test_the_joker_is_a_button_named_with_the_card_it_plays_as(open_site):
    seed = next(seed for seed in range(100)
                if "JOKER" in AGONY_AUNT.new(4, seed).view(0)["hand"])
    turned = AGONY_AUNT.new(4, seed).view(0)["turned_card"]
    page = open_site()
    open_saved_game(page, f"agony-aunt/{seed}", AGONY_AUNT.new(4, seed).to_json(), SEATS)
    joker = page.locator('.aa-fan .card[data-card="JOKER"]')
    joker.wait_for()
    suits = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
    assert joker.get_attribute("aria-label").startswith("Joker (as the ")
    assert joker.get_attribute("aria-label").endswith(f"of {suits[turned[1]]})")
    assert joker.get_attribute("role") == "button"


# The finished trick stays for the pace's linger (0.7 s at the tests' fast pace), a timer the
# table sets as the trick completes: held here until the test lets it run, so a loaded
# machine's look cannot miss the trick (screen/computer-seats.js linger).
HOLD_THE_LINGER = """(lingerMs) => {
  const realTimeout = window.setTimeout;
  window.releaseLinger = null;
  window.setTimeout = (callback, ms, ...rest) => {
    if (ms !== lingerMs || window.releaseLinger) return realTimeout(callback, ms, ...rest);
    window.releaseLinger = () => { window.setTimeout = realTimeout; realTimeout(callback, 0, ...rest); };
    return realTimeout(() => {}, 0);
  };
}"""
FAST_LINGER_MS = 700  # web/js/store/settings.js PACES.fast.lingerMs


def play_to_a_finished_trick(page):
    """Play the first legal card and wait for the trick to lie finished, its linger held."""
    page.evaluate(HOLD_THE_LINGER, FAST_LINGER_MS)
    page.locator(".aa-fan .card.legal").first.click(position={"x": 8, "y": 30})
    page.wait_for_selector(".aa-trick.finished")


@pytest.mark.parametrize("size", SIZES)
def test_no_serious_violation_through_a_hand(open_site, page, size):
    page.set_viewport_size(SIZES[size])
    page = open_site()
    state = following_position()
    open_saved_game(page, ROUTE, state.to_json(), SEATS)
    page.wait_for_selector(".aa-fan .card.legal")
    held = next(iter(state.view(0)["blocked"]))
    tap_held(page, page.locator(f'.aa-fan .card[data-card="{held}"]'))
    page.locator(".refusal").wait_for()
    assert serious_violations(page) == [], "your turn, a refusal shown"
    play_to_a_finished_trick(page)
    assert serious_violations(page) == [], "a finished trick in sight"
    page.evaluate("window.releaseLinger()")

    last = last_card_position()
    go_to(page, "")
    open_saved_game(page, ROUTE, last.to_json(), SEATS)
    page.wait_for_selector(".aa-fan .card.legal")
    page.locator(".aa-fan .card.legal").click(position={"x": 8, "y": 30})
    page.locator("dialog.aa-summary").wait_for()
    assert serious_violations(page) == [], "the hand's summary"


@pytest.mark.parametrize("size", SIZES)
def test_no_serious_violation_at_the_end_of_the_game(open_site, page, size, save_screenshot):
    page.set_viewport_size(SIZES[size])
    page = open_site()
    open_saved_game(page, ROUTE, final_card_position().to_json(), SEATS)
    page.wait_for_selector(".aa-fan .card.legal")
    page.locator(".aa-fan .card.legal").click(position={"x": 8, "y": 30})
    page.locator("dialog.ending").wait_for()
    assert serious_violations(page) == [], "the game's summary"
    save_screenshot(page, f"agony-aunt-end-{size}")
    page.locator("dialog.ending").get_by_role("button", name="Look at the table").click()
    page.locator(".aa-result-bar").wait_for()
    assert serious_violations(page) == [], "the finished table"


@pytest.mark.browser_context_args(locale="fr-FR")
def test_a_french_player_reads_cards_refusals_and_the_log_in_french(open_site):
    page = open_site()
    state = following_position()
    open_saved_game(page, ROUTE, state.to_json(), SEATS)
    page.wait_for_selector(".aa-fan .card.legal")
    assert page.get_by_role("button", name="Roi de pique").count() == 1
    tap_held(page, page.get_by_role("button", name="Roi de pique"))
    assert page.locator(".refusal").text_content() == (
        "Vous devez fournir à la couleur demandée (trèfle)\u00a0: vous en avez")
    assert page.locator(".aa-log-lines li").last.text_content() == (
        "Ordinateur 4 entame avec l'As de trèfle.")
    legal = page.locator(".aa-fan .card.legal").first
    name = legal.get_attribute("aria-label")
    legal.click(position={"x": 8, "y": 30})
    wait_for_moves(page, len(state.history) + 1, ROUTE, at_least=True)
    assert f"Vous jouez le {name}." in page.locator(".aa-log-lines").text_content()

"""Agnès by keyboard and screen reader, and in French: the arrow keys walk the table, Enter
picks up and puts down, Escape lets go, the focus stays on the table after every move; cards
are buttons named in the reader's language and moves are told to screen readers; axe finds
no serious violation in the states a game goes through; a French player reads no English."""

import pytest

from ...support import listen, said, wait_for_moves
from ...app.test_accessibility import SIZES, serious_violations
from ...app.test_languages import english_on_screen, english_patterns


def focused(page):
    """The code of the focused card, or what the focused spot is."""
    return page.evaluate("""() => {
      const spot = document.activeElement.closest('[data-spot]');
      return spot ? (spot.dataset.card ?? spot.getAttribute('aria-label')) : null;
    }""")


def press(page, key, times=1):
    for _ in range(times):
        page.keyboard.press(key)


def tab_to_the_table(page):
    for _ in range(20):
        page.keyboard.press("Tab")
        if focused(page):
            return
    pytest.fail("Tab never reached the table")


def test_a_turn_played_with_the_keyboard_alone(open_site):
    page = open_site("#agnes/1234")
    page.locator(".agnes .card").first.wait_for()
    listen(page)
    tab_to_the_table(page)
    assert focused(page) == "4S"
    press(page, "ArrowRight", 5)
    assert focused(page) == "KC"
    press(page, "Enter")
    assert page.get_by_role("button", name="King of clubs").get_attribute("aria-pressed") == "true"
    said(page, "Picked up: King of clubs. Choose where it goes.", "whole")
    press(page, "ArrowLeft", 4)
    assert focused(page) == "AD"
    press(page, "Enter")
    wait_for_moves(page, 1)
    assert focused(page) == "KC", "the focus follows the card it moved"
    said(page, "You move the King of clubs from column 6 onto the Ace of diamonds in column 2.", "whole")

    press(page, "ArrowRight", 2)
    assert focused(page) == "6S"
    press(page, "Enter")
    press(page, "Escape")
    assert page.get_by_role("button", name="6 of spades").get_attribute("aria-pressed") == "false"
    press(page, "Enter")
    press(page, "ArrowRight", 3)
    press(page, "Space")
    wait_for_moves(page, 2)
    assert focused(page) == "6S"

    press(page, "Home")
    press(page, "ArrowUp", 2)
    assert focused(page) == "Stock, 23 cards: deal"
    press(page, "Enter")
    wait_for_moves(page, 3)
    assert focused(page) == "Stock, 16 cards: deal"
    said(page, "You deal 7 cards from the stock to the reserve: ", "start")
    press(page, "ArrowDown")
    assert focused(page) == page.locator(".agnes .reserve-pile .card").first.get_attribute("data-card")


def test_enter_twice_sends_a_card_home_and_the_focus_stays_in_its_column(open_site):
    page = open_site("#agnes/2")
    page.locator(".agnes .card").first.wait_for()
    page.get_by_role("button", name="King of hearts").focus()
    press(page, "Enter", 2)
    wait_for_moves(page, 1)
    assert page.locator('.agnes .foundation [data-card="KH"]').count() == 1
    assert focused(page) is not None
    assert page.evaluate("document.activeElement.closest('.column') !== null")


@pytest.mark.parametrize("size", SIZES)
def test_no_serious_violation_through_a_game(open_site, page, size):
    page.set_viewport_size(SIZES[size])
    open_site("#agnes/1234")
    page.locator(".agnes .card").first.wait_for()
    page.get_by_role("button", name="5 of hearts").click(position={"x": 8, "y": 8})
    page.locator(".refusal").wait_for()
    assert serious_violations(page) == [], "a refusal shown"
    page.get_by_role("button", name="King of clubs").click(position={"x": 8, "y": 8})
    assert serious_violations(page) == [], "a card picked up, its places lit"
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1)
    page.locator(".agnes-log summary").click()
    assert serious_violations(page) == [], "after a deal, the log unfolded or folded"
    page.get_by_role("button", name="Give up").click()
    page.locator("dialog.ask").get_by_role("button", name="Give up").click()
    page.locator("dialog.ending").wait_for()
    assert serious_violations(page) == [], "the end of the game"


@pytest.mark.browser_context_args(locale="fr-FR")
def test_a_french_player_reads_the_table_its_cards_and_its_refusals_in_french(open_site):
    page = open_site("#agnes/1234")
    page.locator(".agnes .card").first.wait_for()
    assert page.get_by_role("button", name="Roi de trèfle").count() == 1
    page.get_by_role("button", name="5 de cœur").click(position={"x": 8, "y": 8})
    assert page.locator(".refusal").text_content() == (
        "Le 5 de cœur ne peut pas bouger\u00a0: les cartes posées dessus ne forment pas une séquence "
        "descendante en couleurs alternées")
    page.get_by_role("button", name="Roi de trèfle").click(position={"x": 8, "y": 8})
    page.get_by_role("button", name="As de carreau").click(position={"x": 8, "y": 8})
    wait_for_moves(page, 1)
    assert page.locator(".agnes-log li").last.text_content() == (
        "Vous déplacez le Roi de trèfle de la colonne 6 sur l'As de carreau en colonne 2.")
    assert page.locator(".game-bar .score").text_content() == "1/52 rangées"
    assert english_on_screen(page, english_patterns(page)) == []

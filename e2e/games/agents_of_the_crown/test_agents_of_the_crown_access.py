"""Agents of the Crown for every player: the hand and the challenges are in view whenever it
is the player's turn, at four screen sizes, after a reveal too; a pass and a commitment made
with the keyboard alone, the focus kept in the hand; every tap that cannot be used says why,
and the note goes with the next action; axe finds no serious violation through the states a
year goes through."""

import pytest

import pygames

from ...support import box_of, named_seats, open_saved_game, page_width, saved_save, wait_for_moves
from ...app.test_accessibility import SIZES, serious_violations

GAME = "agents-of-the-crown"
SEED = 3  # the human at seat 0 commits first in Spring
ACTING_SIZES = {"1280x800": (1280, 800), "1366x768": (1366, 768), "390x844": (390, 844),
                "360x740": (360, 740)}


def first_pass(page):
    cards = page.locator(".hand-card").evaluate_all("els => els.map((e) => e.dataset.card)")
    return (next(card for card in cards if card[0] in "TJQK"),
            next(card for card in cards if card[0] not in "TJQK"))


def pass_by_clicks(page):
    noble, common = first_pass(page)
    page.click(f'.hand-card[data-card="{noble}"]')
    page.click(f'.hand-card[data-card="{common}"]')
    page.locator(".controls .pass").click()
    page.locator(".crown .challenge").first.wait_for()


def your_turn(page):
    page.locator(".crown-main.committing").wait_for()


def in_view(page, locator):
    box = box_of(locator)
    size = page.viewport_size
    return (box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"]
            and box["y"] + box["height"] <= size["height"])


def acting_area_in_view(page):
    assert page_width(page) <= page.viewport_size["width"]
    assert page.evaluate("scrollY") == 0
    assert in_view(page, page.locator(".crown .hand")), "the hand"
    for index in range(page.locator(".crown .challenge").count()):
        assert in_view(page, page.locator(".crown .challenge").nth(index)), f"challenge {index}"


@pytest.mark.parametrize("size", ACTING_SIZES)
def test_the_hand_and_the_challenges_are_in_view_on_your_turn(open_site, page, size):
    width, height = ACTING_SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    assert in_view(page, page.locator(".crown .hand")), "the hand while passing"
    pass_by_clicks(page)
    page.evaluate("scrollTo(0, 0)")  # where Playwright's clicks may have scrolled, not the page
    your_turn(page)
    acting_area_in_view(page)
    page.locator(".hand-card").first.click()
    page.locator(".challenge .place:visible").first.click()
    page.evaluate("scrollTo(0, 0)")  # where Playwright's clicks may have scrolled, not the page
    # Spring's reveal steps through and folds; then Summer comes round to the player.
    page.locator("details.reveal:not(.stepping):not([open])").wait_for(timeout=60_000)
    your_turn(page)
    acting_area_in_view(page)


def focused(page):
    return page.evaluate("""() => {
      const el = document.activeElement;
      return el.dataset.card ?? el.dataset.focusKey ?? el.tagName;
    }""")


def tab_to_the_hand(page):
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('.hand-card')"):
            return
    pytest.fail("Tab never reached the hand")


def arrow_to(page, wanted):
    """Walk the hand with the arrow keys until a card `wanted` accepts is in focus."""
    page.keyboard.press("Home")
    for _ in range(10):
        if wanted(focused(page)):
            return focused(page)
        page.keyboard.press("ArrowRight")
    pytest.fail("no such card in the hand")


def test_a_pass_and_a_commitment_with_the_keyboard_alone(open_site, page):
    open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    tab_to_the_hand(page)
    assert page.locator('.hand-card[tabindex="0"]').count() == 1, "one card of the hand takes Tab"
    noble = arrow_to(page, lambda card: card[0] in "TJQK")
    page.keyboard.press("Enter")
    common = arrow_to(page, lambda card: card[0] not in "TJQK")
    page.keyboard.press(" ")
    assert page.locator(".hand-card.picked").count() == 2
    page.keyboard.press("Escape")
    assert page.locator(".hand-card.picked").count() == 0, "Escape puts the cards back"
    arrow_to(page, lambda card: card == noble)
    page.keyboard.press("Enter")
    arrow_to(page, lambda card: card == common)
    page.keyboard.press("Enter")
    for _ in range(10):
        page.keyboard.press("Shift+Tab")
        if focused(page) == "pass":
            break
    page.keyboard.press("Enter")
    wait_for_moves(page, 4)
    your_turn(page)
    assert page.evaluate("document.activeElement.matches('.hand-card')"), "the focus stays in the hand"

    played = focused(page)
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.matches('.challenge .place')")
    page.keyboard.press("ArrowRight")
    suit = page.evaluate("document.activeElement.dataset.suit")
    page.keyboard.press("Enter")
    wait_for_moves(page, 5, at_least=True)
    assert saved_save(page, f"{GAME}/{SEED}")["moves"][4] == [0, f"commit {played} down at {suit}"]
    # The card committed leaves the hand (waited for, as the page draws in its own time).
    page.locator(f'.hand-card[data-card="{played}"]').wait_for(state="detached")
    assert page.evaluate("document.activeElement.matches('.hand-card')"), "the focus is not lost"


def refusal(page):
    page.locator(".refusal").wait_for()
    return page.locator(".refusal").text_content()


def year_over_for_seat_one():
    """Year 1 scored, seat 0 (a computer) to deal: the human at seat 1 reads the scoring."""
    state = pygames.get_game(GAME).new(4, 11)
    while state.view(None)["phase"] != "deal":
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state


def test_every_tap_is_answered_and_the_answer_goes_with_the_next_action(open_site, page):
    open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    page.locator(".controls .pass").click(force=True)  # aria-disabled: it answers, not the browser
    assert refusal(page) == "Pick a Noble and a Common first"
    noble, _ = first_pass(page)
    page.click(f'.hand-card[data-card="{noble}"]')
    assert page.locator(".refusal").count() == 0, "the next action takes the note away"
    page.click(f'.hand-card[data-card="{noble}"]')
    pass_by_clicks(page)
    your_turn(page)
    page.locator(".crown .challenge").first.click()
    assert refusal(page) == "Pick a card in your hand first"
    page.locator(".hand-card").first.click()
    assert page.locator(".refusal").count() == 0

    state = year_over_for_seat_one()
    open_saved_game(page, f"{GAME}/11", state.to_json(),
                    named_seats("Computer 1", "Ben", "Computer 3", "Computer 4", computers=(0, 2, 3)))
    page.get_by_role("button", name="On to year 2").wait_for()
    page.locator(".hand-card").first.click(force=True)
    assert refusal(page) == "The year is over: its cards are only shown"


@pytest.mark.parametrize("size", SIZES)
def test_no_serious_violation_through_a_year(open_site, page, size):
    page.set_viewport_size(SIZES[size])
    open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    page.locator(".controls .pass").wait_for()  # drawn again as the board settles, on a slow machine
    page.locator(".controls .pass").click(force=True)
    page.locator(".refusal").wait_for()
    assert serious_violations(page) == [], "passing, a refusal shown"
    pass_by_clicks(page)
    your_turn(page)
    page.locator(".hand-card").first.click()
    assert serious_violations(page) == [], "a card picked, the challenges lit"
    page.locator(".challenge .place:visible").first.click()
    page.locator("details.reveal.stepping").wait_for()
    assert serious_violations(page) == [], "a reveal stepping through"
    page.locator("details.reveal:not(.stepping):not([open])").wait_for(timeout=60_000)
    page.locator("details.reveal summary").click()
    assert serious_violations(page) == [], "the reveal opened again"

    state = year_over_for_seat_one()
    open_saved_game(page, f"{GAME}/11", state.to_json(),
                    named_seats("Computer 1", "Ben", "Computer 3", "Computer 4", computers=(0, 2, 3)))
    page.locator(".year-summary").wait_for()
    assert serious_violations(page) == [], "the year's scoring"

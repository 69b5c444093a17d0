"""Cardcassonne by keyboard alone, an answer to every tap, and pieces that fly: a card placed
from the hand flies from the hand to its row, a computer's from its seat's box (and nothing
moves under reduced motion)."""

import pytest

from ...support import box_of, named_seats, saved_moves, saved_save, wait_for_moves
from .test_cardcassonne import bot_game, open_game, row

ROUTE = "cardcassonne/7"
SEATS = named_seats("Ana", "Computer 2", computers=(1,))
# In deal 7 of two players, after 4 moves seat 0 holds Y1, G1, G2, GA, GH and has placed its
# face-down card: every later card goes face up in its colour's row.
PLAYED = 4


def at_my_turn(open_site):
    state = bot_game(7, 2, moves=PLAYED)
    assert state.to_play == (0,) and state.view(0)["seats"][0]["face_down_done"]
    page = open_game(open_site, state, ROUTE, SEATS)
    page.locator(".cc-hand .cc-piece.movable").first.wait_for()
    return page


def test_a_turn_played_by_keyboard_alone(open_site):
    page = at_my_turn(open_site)
    page.locator(".cc-hand .cc-piece").first.focus()
    page.keyboard.press("ArrowRight")  # from Y1 to G1
    assert page.evaluate("document.activeElement.dataset.piece") == "G1"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.row") == "G", "focus goes to the lit row"
    assert page.locator(".cc-row.target").evaluate_all("els => els.map((e) => e.dataset.row)") == ["G"]
    page.keyboard.press("Enter")
    wait_for_moves(page, PLAYED + 1, ROUTE, at_least=True)
    assert saved_save(page, ROUTE)["moves"][PLAYED][1] == "play G1>G"
    assert page.evaluate("document.activeElement.closest('.cc-hand') !== null"), "focus stays in the hand"
    page.keyboard.press("Escape")  # nothing picked up: nothing happens, nothing breaks


def test_a_card_in_a_wrong_row_and_a_tap_out_of_turn_say_why(open_site):
    page = at_my_turn(open_site)
    page.locator('.cc-hand .cc-piece[data-piece="Y1"]').click()
    row(page, "B").click()
    note = page.locator(".refusal")
    note.wait_for()
    assert "the yellow 1 goes only in the cloister row" in note.text_content().lower()
    assert saved_moves(page, ROUTE) == PLAYED
    # The next action clears it: the picked-up card tapped again goes to its only row.
    page.locator('.cc-hand .cc-piece[data-piece="Y1"]').click()
    assert note.count() == 0
    wait_for_moves(page, PLAYED + 1, ROUTE, at_least=True)
    page.locator('.cc-hand .cc-piece[data-piece="G1"]').click()
    if saved_moves(page, ROUTE) == PLAYED + 1:  # the computer is still to play
        page.locator(".refusal").wait_for()
        assert "wait for your turn" in page.locator(".refusal").text_content().lower()
        # Its move is a new position: the refusal of the old one goes with it (a newcomer saw
        # it stay over the seat while the prompt said "Your turn").
        wait_for_moves(page, PLAYED + 2, ROUTE, at_least=True)
        page.locator(".refusal").wait_for(state="detached")


# Records, for each row entry drawn anew, where it is on the first frame after it appears.
WATCH_NEW_ROW_ENTRIES = """() => {
  window.newEntries = [];
  const seen = new Set([...document.querySelectorAll('.cc-row [data-motion]')].map((el) => el.dataset.motion));
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.cc-row [data-motion]')) {
      if (seen.has(el.dataset.motion)) continue;
      seen.add(el.dataset.motion);
      const box = el.getBoundingClientRect();
      window.newEntries.push({key: el.dataset.motion, left: box.left, top: box.top,
        moving: el.getAnimations().length > 0});
    }
  }).observe(document.body, {subtree: true, childList: true});
}"""


def flight_of_placed_card(page):
    """Pick G1 and put it in the field row; return the hand piece's box before, and the new row
    card's box and whether it was moving, as recorded when it appeared (a loaded machine may
    take longer than the flight to look later)."""
    hand = box_of(page.locator('.cc-hand .cc-piece[data-piece="G1"]'))
    page.evaluate(WATCH_NEW_ROW_ENTRIES)  # reads a board in motion
    page.locator('.cc-hand .cc-piece[data-piece="G1"]').click()
    row(page, "G").click()
    page.wait_for_function("() => window.newEntries.some((entry) => entry.key.startsWith('G:G1:'))")
    entries = page.evaluate("window.newEntries")
    return hand, next(entry for entry in entries if entry["key"].startswith("G:G1:"))


def test_a_placed_card_flies_from_the_hand_to_its_row(open_site):
    page = at_my_turn(open_site)
    page.evaluate("document.documentElement.style.scrollBehavior = 'auto'")
    hand, flight = flight_of_placed_card(page)
    assert flight["moving"], "the card is moving"
    assert flight["top"] > box_of(page.locator('.cc-row[data-row="G"]'))["y"] + 10, \
        "it starts below its row, on its way up from the hand"
    page.wait_for_function("""() => [...document.querySelectorAll('[data-motion]')]
      .every((el) => el.getAnimations().length === 0)""")
    row_box = box_of(page.locator('.cc-row[data-row="G"]'))
    landed = box_of(page.locator('.cc-row[data-row="G"] .cc-entry[data-motion]').last)
    assert row_box["y"] <= landed["y"] <= row_box["y"] + row_box["height"]
    assert hand["y"] > row_box["y"] + row_box["height"], "the hand lies below the rows"


def test_a_computers_card_flies_from_its_seats_box(open_site):
    page = at_my_turn(open_site)
    page.evaluate("document.documentElement.style.scrollBehavior = 'auto'")
    page.evaluate(WATCH_NEW_ROW_ENTRIES)  # reads a board in motion
    page.locator('.cc-hand .cc-piece[data-piece="G1"]').click()
    row(page, "G").click()
    wait_for_moves(page, PLAYED + 2, ROUTE, at_least=True)
    page.wait_for_function("() => window.newEntries.length >= 2")
    computer = box_of(page.locator('.cc-player[data-seat="1"]'))
    entries = page.evaluate("window.newEntries")
    theirs = [entry for entry in entries if not entry["key"].startswith("G:G1:")]
    assert theirs and theirs[0]["moving"], entries
    start = theirs[0]
    assert computer["x"] - 2 <= start["left"] <= computer["x"] + computer["width"], (start, computer)
    assert computer["y"] - 2 <= start["top"] <= computer["y"] + computer["height"], (start, computer)


@pytest.mark.browser_context_args(reduced_motion="reduce")
def test_nothing_flies_under_reduced_motion(open_site):
    page = at_my_turn(open_site)
    _, flight = flight_of_placed_card(page)
    assert not flight["moving"]

"""Agony Aunt answers every tap and plays by keyboard and by drag: a card that may not be played
says why beside it (you must follow suit, it is not your turn), and the note goes with the next
action and with undo; the keyboard alone plays a whole trick (Tab to the hand, the arrows, Enter)
and the focus stays in the hand; a card dragged onto the table is played; and the hand is on
screen without scrolling at four screen sizes, with no page wider than the screen."""

import pytest

import pygames

from ...support import (box_of, named_seats, open_saved_game, pace_script, read_settled,
                        saved_save, wait_for_moves)

AGONY_AUNT = pygames.get_game("agony-aunt")
ROUTE = "agony-aunt/2024"
SEATS = named_seats("You", "Computer 2", "Computer 3", "Computer 4", computers=(1, 2, 3))
SIZES = {"desktop": (1280, 800), "laptop": (1366, 768), "phone": (390, 844),
         "small phone": (360, 740)}


def following_position():
    """Seed 2024 after a first trick (each seat plays its first legal card) and the computers'
    lead: you are to play, must follow suit and hold cards of other suits."""
    state = AGONY_AUNT.new(4, 2024)
    while not (state.to_play == (0,) and state.view(0)["blocked"]):
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state


def open_following(page):
    state = following_position()
    open_saved_game(page, ROUTE, state.to_json(), SEATS)
    page.wait_for_selector(".aa-fan .card.legal")
    return state


def face(page, code):
    return page.locator(f'.aa-fan .card[data-card="{code}"]')


def tap_held(page, locator):
    """Tap a card the page marks aria-disabled (Playwright will not click it unforced): a
    player can still tap it, and reads why it cannot be played."""
    locator.click(position={"x": 8, "y": 30}, force=True)


def note(page):
    refusal = page.locator(".refusal")
    refusal.wait_for()
    return refusal.text_content()


def test_a_card_that_must_not_be_played_says_why_until_the_next_action(open_site):
    page = open_site()
    state = open_following(page)
    view = state.view(0)
    held = next(iter(view["blocked"]))
    tap_held(page, face(page, held))
    led = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[
        view["trick"][0]["card"][1]]
    assert note(page).startswith(f"You must follow suit: {led} were led and you hold one")
    note_box = box_of(page.locator(".refusal"))
    card_box = box_of(face(page, held))
    assert abs(note_box["x"] + note_box["width"] / 2 - (card_box["x"] + card_box["width"] / 2)) \
        < card_box["width"] * 2, "the note is beside the card"
    assert saved_save(page, ROUTE)["moves"] == state.to_json()["moves"], "nothing was played"
    page.locator(".aa-facts").click()
    assert page.locator(".refusal").count() == 0


def test_undo_back_to_your_lead_says_what_it_took_back_and_leaves_no_stale_note(open_site):
    page = open_site()
    state = open_following(page)
    moves = len(state.history)
    tap_held(page, face(page, next(iter(state.view(0)["blocked"]))))
    note(page)
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("() => document.querySelector('.aa-prompt').textContent"
                           " === 'Your lead: play any card'")
    others = moves - len(saved_save(page, ROUTE)["moves"]) - 1
    assert others == 4  # after your lead, the computers' three cards and their next lead
    assert page.locator(".game-header .status").text_content() == (
        "Your last move is undone, and the 4 moves played after it")
    assert page.locator(".refusal").count() == 0


def test_a_tap_while_a_computer_is_to_play_says_whose_turn_it_is(open_site):
    page = open_site()
    state = AGONY_AUNT.new(4, 2024)
    state = state.apply(0, state.legal_moves(0)[0])
    page.evaluate(pace_script("slow"))
    open_saved_game(page, ROUTE, state.to_json(), SEATS)
    page.wait_for_selector(".aa-fan .card.waiting")
    tap_held(page, page.locator(".aa-fan .card.waiting").first)
    assert note(page) in {f"Not your turn: Computer {seat} plays next" for seat in (2, 3, 4)}


def test_the_keyboard_alone_plays_a_whole_trick(open_site):
    page = open_site("#" + ROUTE)
    page.wait_for_selector(".aa-fan .card.legal")
    page.locator(".aa-bar").click()
    focused = "document.activeElement.dataset.card ?? null"
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate(focused):
            break
    hand = AGONY_AUNT.new(4, 2024).view(0)["hand"]
    assert page.evaluate(focused) == hand[0], "Tab reaches the first card of the hand"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(focused) == hand[1]
    page.keyboard.press("End")
    assert page.evaluate(focused) == hand[-1]
    page.keyboard.press("Enter")
    wait_for_moves(page, 1, ROUTE, at_least=True)
    assert saved_save(page, ROUTE)["moves"][0] == [0, f"play {hand[-1]}"]
    assert page.evaluate("document.activeElement.closest('.aa-fan') !== null"), \
        "the focus stays in the hand"
    wait_for_moves(page, 4, ROUTE, at_least=True)
    page.wait_for_selector(".aa-fan .card.legal")
    page.wait_for_function("() => document.activeElement.classList.contains('legal')")
    page.keyboard.press(" ")
    wait_for_moves(page, 5, ROUTE, at_least=True)
    assert saved_save(page, ROUTE)["moves"][4][0] == 0, "a second card played by the keyboard"


def test_a_card_dragged_onto_the_table_is_played(open_site):
    page = open_site("#" + ROUTE)
    page.wait_for_selector(".aa-fan .card.legal")
    card = page.locator(".aa-fan .card.legal").nth(3)
    code = card.get_attribute("data-card")
    box = box_of(card)
    trick = box_of(page.locator(".aa-trick"))
    start = (box["x"] + 10, box["y"] + 30)
    goal = (trick["x"] + trick["width"] / 2, trick["y"] + trick["height"] / 2)
    page.mouse.move(*start)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(*(a + (b - a) * step / 8 for a, b in zip(start, goal)))
    assert page.locator(".aa-trick.over").count() == 1, "the table lights up under the card"
    page.mouse.up()
    wait_for_moves(page, 1, ROUTE, at_least=True)
    assert saved_save(page, ROUTE)["moves"][0] == [0, f"play {code}"]


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_is_in_view_at_every_size(open_site, page, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    open_following(open_site())
    widths = read_settled(page, "(root) => [root.scrollWidth, document.body.scrollWidth]")
    assert max(widths) <= width
    for locator in (page.locator(".aa-fan .card").first, page.locator(".aa-fan .card").last,
                    page.locator(".aa-trick")):
        box = box_of(locator)
        assert box["x"] >= 0 and box["x"] + box["width"] <= width
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, size
    assert page.evaluate("window.scrollY") == 0



# The ring around the element in focus, if any: its outline's style ("none" when it shows none).
FOCUS_RING = """(root) => {
  const focused = document.activeElement;
  return focused && focused !== document.body ? getComputedStyle(focused).outlineStyle : "none";
}"""


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
def test_a_finger_sees_no_keyboard_focus_ring_and_the_keys_bring_it_back(open_site):
    """A card tapped keeps the focus, and the browser drew its own ring around it: a newcomer's
    phone showed the card tapped by mistake outlined, as if still picked."""
    page = open_site("#" + ROUTE)
    page.locator(".aa-fan .card.legal").nth(1).tap(position={"x": 10, "y": 40})
    wait_for_moves(page, 1, ROUTE, at_least=True)
    assert read_settled(page, FOCUS_RING) == "none"
    wait_for_moves(page, 4, ROUTE, at_least=True)
    page.wait_for_selector(".aa-fan .card.legal")
    assert read_settled(page, FOCUS_RING) == "none"
    page.keyboard.press("ArrowRight")
    assert read_settled(page, FOCUS_RING) == "solid"

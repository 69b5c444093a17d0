"""Agnès answers every tap: a card that cannot move says why beside it (covered, under the top
of its reserve pile, or no place takes it now, and what it would need), a place a card cannot
go says why, and so does an empty stock; the note goes with the next action and with undo.
And the table is always in view: at the four screen sizes the columns, the reserve, the
foundations and the buttons are on screen without scrolling, even with a very long column."""

import pytest
from playwright.sync_api import expect

import pygames
from pygames.core import Rng

from ...support import (box_of, named_seats, open_saved_game, page_width, read_settled,
                        wait_for_moves)

AGNES = pygames.get_game("agnes")
SIZES = {"desktop": (1280, 800), "laptop": (1366, 768), "phone": (390, 844), "small phone": (360, 740)}


def card(page, code):
    return page.locator(f'.agnes .card[data-spot][data-card="{code}"]')


def tap(page, code):
    card(page, code).click(position={"x": 8, "y": 8})


def note(page):
    """The refusal note's text, once it shows."""
    refusal = page.locator(".refusal")
    refusal.wait_for()
    return refusal.text_content()


def beside(page, code):
    """Whether the note sits right above or below the card, across its middle."""
    box = box_of(page.locator(".refusal"))
    target = box_of(card(page, code))
    middle = target["x"] + target["width"] / 2
    return box["x"] <= middle <= box["x"] + box["width"] and (
        abs(box["y"] + box["height"] - target["y"]) < 20
        or abs(box["y"] - target["y"] - target["height"]) < 20)


def test_a_card_that_cannot_move_says_why_until_the_next_action(open_site):
    page = open_site("#agnes/1234")
    tap(page, "5H")
    assert note(page) == ("The 5 of hearts cannot move: the cards on it are not a sequence built "
                          "down in alternating colours")
    assert beside(page, "5H")
    tap(page, "4S")
    assert note(page) == ("No place takes the 4 of spades now: it needs a red 5 uncovered at the "
                          "bottom of a column, and no spades foundation is started yet")
    page.locator(".game-bar .score").click()
    assert page.locator(".refusal").count() == 0


def test_a_place_the_picked_card_cannot_go_says_why_and_undo_clears_the_note(open_site):
    page = open_site("#agnes/1234")
    tap(page, "KC")
    tap(page, "4S")
    assert note(page) == ("The King of clubs cannot go on the 4 of spades: the columns build down "
                          "one rank at a time")
    assert beside(page, "4S")
    tap(page, "AD")
    wait_for_moves(page, 1)
    assert page.locator(".refusal").count() == 0
    tap(page, "5H")
    note(page)
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 0)
    assert page.locator(".refusal").count() == 0


def test_a_drop_where_the_card_cannot_go_says_why_and_moves_nothing(open_site):
    page = open_site("#agnes/1234")
    start = box_of(card(page, "KC"))
    goal = box_of(card(page, "4S"))
    page.mouse.move(start["x"] + 8, start["y"] + 8)
    page.mouse.down()
    page.mouse.move(goal["x"] + 20, goal["y"] + 40, steps=8)
    page.mouse.up()
    assert note(page).startswith("The King of clubs cannot go on the 4 of spades")
    assert page.locator(".agnes .column").first.locator(".card").count() == 1


def test_an_empty_stock_says_why_it_deals_no_more(open_site):
    page = open_site("#agnes/1234")
    for dealt in range(1, 5):
        page.locator(".agnes .stock").click()
        wait_for_moves(page, dealt)
    page.locator(".agnes .stock").click()
    assert note(page) == "This game is played without redeals"


def long_column_game():
    """A game of deal 15 played at random, mostly column moves, until a column holds 27
    cards: the longest column a test of the layout needs."""
    state, rng = AGNES.new(1, 15), Rng(15)
    while max(map(len, state.view(0)["tableau"])) < 27:
        moves = [move for move in state.legal_moves(0) if move != "resign"]
        onto_columns = [move for move in moves if ">t" in move]
        state = state.apply(0, rng.choice(onto_columns) if onto_columns and rng.below(10) < 9
                            else rng.choice(moves))
    return state


LONG_GAME = long_column_game()


# The boxes of every element each selector finds, read in one frame of a settled board.
BOXES = """(root, selectors) => Object.fromEntries(selectors.map((selector) => [selector,
  [...root.querySelectorAll(selector)].map((el) => el.getBoundingClientRect().toJSON())]))"""


def all_on_screen(page, selectors, width, height):
    for selector, boxes in read_settled(page, BOXES, selectors).items():
        assert boxes, selector
        for box in boxes:
            assert box["left"] >= 0 and box["right"] <= width, selector
            assert box["top"] >= 0 and box["bottom"] <= height, selector


@pytest.mark.parametrize("size", SIZES)
def test_the_whole_table_is_in_view_from_the_deal_to_a_very_long_column(open_site, page, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    open_site("#agnes/1234")
    first = box_of(page.locator(".agnes .tableau"), moving=True)  # as it first shows
    page.wait_for_timeout(600)
    assert box_of(page.locator(".agnes .tableau")) == first, "the table moved on load"
    for state in (None, LONG_GAME):
        if state is not None:
            open_saved_game(page, "agnes/15", state.to_json(), named_seats(""))
            columns = state.view(0)["tableau"]
            longest = max(range(len(columns)), key=lambda index: len(columns[index]))
            expect(page.locator(".agnes .column").nth(longest).locator(".card")).to_have_count(
                len(columns[longest]))
        all_on_screen(page, [".agnes .row.top", ".agnes .reserve", ".agnes .tableau",
                             ".agnes .card", ".game-bar button"], width, height)
        assert page_width(page) <= width

"""Cardcassonne's acting area: on this seat's turn its hand and the four rows are on screen
without scrolling, five players too, at desktop and phone sizes, with no sideways overflow."""

import pytest

from ...support import box_of, named_seats, page_width
from .test_cardcassonne import bot_game, open_game

SIZES = [(1280, 800), (1366, 768), (390, 844), (360, 740)]
PLAYED = 10  # in deal 7 of five players, seat 0 to play with all four cards of round 1


def fits(box, width, height):
    return box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width \
        and box["y"] + box["height"] <= height


@pytest.mark.parametrize("width, height", SIZES)
def test_five_players_see_their_hand_and_the_rows_without_scrolling(open_site, page, width, height,
                                                                    save_screenshot):
    state = bot_game(7, 5, moves=PLAYED)
    assert state.to_play == (0,) and state.view(0)["round"] == 1
    page.set_viewport_size({"width": width, "height": height})
    seats = named_seats("Ana", "Bo", "Cy", "Di", "Ed", computers=(1, 2, 3, 4))
    open_game(open_site, state, "cardcassonne/7?players=5", seats)
    page.locator(".cc-hand .cc-piece.movable").first.wait_for()
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") == 0
    assert page_width(page) <= width
    for part in [".cc-hand", *(f'.cc-row[data-row="{colour}"]' for colour in "YRGB")]:
        assert fits(box_of(page.locator(part)), width, height), part
    save_screenshot(page, f"cardcassonne-five-{width}x{height}")

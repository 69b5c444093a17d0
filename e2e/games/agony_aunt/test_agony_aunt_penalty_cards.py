"""Agony Aunt's list of penalty cards played (issue 26, an option): folded at first, it says
which of the Joker and the queens have gone this hand (the turned card is out of play), and
once opened it stays open, across moves and a reload."""

import pygames
from pygames.core import Rng

from ...support import named_seats, open_saved_game

AUNT = pygames.get_game("agony-aunt")


def position_with_penalty_cards_gone():
    """A position of seat 0's turn in a hand where some penalty card has gone and some not."""
    for seed in range(1, 30):
        state, rng = AUNT.new(4, seed), Rng(seed)
        while not state.is_over:
            view = state.view(0)
            gone = {"JOKER", "QS", "QH", "QD", "QC"} & set(view["cards_gone"])
            if state.to_play == (0,) and 0 < len(gone) < 4 and not view["trick"]:
                return seed, state, gone
            seat = state.to_play[0]
            state = state.apply(seat, AUNT.computer_levels["normal"](
                state.view(seat), state.legal_moves(seat), rng))
    raise AssertionError("no such position")


def test_the_penalty_cards_played_are_listed_and_the_list_stays_open(open_site, wait_for_engine,
                                                                       save_screenshot):
    seed, state, gone = position_with_penalty_cards_gone()
    route = f"agony-aunt/{seed}"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats("You", "Ann", "Bob", "Cy",
                                                                computers=(1, 2, 3)))
    details = page.locator(".aa-penalty-cards")
    details.wait_for()
    assert details.get_attribute("open") is None
    cards = [code for code in ("JOKER", "QS", "QH", "QD", "QC")
             if code != state.view(0)["turned_card"]]
    assert details.locator("summary").text_content() == \
        f"Penalty cards played: {len(gone)} of {len(cards)}"
    details.locator("summary").click()
    for code in cards:
        item = details.locator(f'li[data-penalty="{code}"]')
        assert item.locator(".aa-penalty-state").text_content() == \
            ("played" if code in gone else "still out")
    save_screenshot(page, "agony-aunt-penalty-cards")
    page.reload()
    wait_for_engine(page)
    page.locator(".aa-penalty-cards[open]").wait_for()

"""A settled rest in the page (issue 26): Agnès finishes by itself once every card can go home
in turn, after the player's move and not on opening; Agony Aunt offers to play out a hand
nothing can change any more, and the hand ends with the counters the engine proves."""

import pygames
from pygames.core import Rng

from ..support import named_seats, open_saved_game, saved_save, wait_for_moves

AGNES = pygames.get_game("agnes")
AUNT = pygames.get_game("agony-aunt")


def agnes_before_settling():
    """A settled position with four moves home or more left, its first move home, and the
    position after it: opened, it waits; the player's move home finishes the rest."""
    for seed in range(1, 80):
        state, rng = AGNES.new(1, seed), Rng(seed)
        while not state.is_over:
            settled = state.settled_moves()
            if settled and len(settled) >= 4:
                move = settled[0][1]
                return seed, state, move, state.apply(0, move)
            state = state.apply(0, AGNES.computer_levels["normal"](
                state.view(0), state.legal_moves(0), rng))
    raise AssertionError("no deal is settled with four cards or more to go home")


def test_agnes_finishes_by_itself_after_the_move_that_settles_it(open_site, save_screenshot):
    seed, state, move, after = agnes_before_settling()
    route = f"agnes/{seed}"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats("You"))
    page.wait_for_selector(".agnes .card")
    card = move.split(">")[0]
    page.locator(f'.agnes .card[data-card="{card}"]').dblclick(position={"x": 8, "y": 8})
    total = len(after.history) + len(after.settled_moves())
    wait_for_moves(page, total, route)
    page.locator("dialog.ending").wait_for()
    final = after
    for seat, played in after.settled_moves():
        final = final.apply(seat, played)
    assert saved_save(page, route) == final.to_json()
    assert final.winners == (0,)
    save_screenshot(page, "agnes-auto-finished")


def test_agnes_opened_settled_waits_for_the_player(open_site):
    """Opening a game that is already settled plays nothing: an undo must stay an undo."""
    seed, state, _move, _after = agnes_before_settling()
    route = f"agnes/{seed}"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats("You"))
    page.wait_for_selector(".agnes .card")
    page.wait_for_timeout(1_500)
    assert len(saved_save(page, route)["moves"]) == len(state.history)


def aunt_settled_for_seat_0():
    """A hand of Agony Aunt settled with seat 0 to play and more than a round of moves left."""
    for seed in range(1, 40):
        state, rng = AUNT.new(4, seed), Rng(seed)
        while not state.is_over:
            if state.to_play == (0,) and len(state.settled_moves() or ()) > 4:
                return seed, state
            seat = state.to_play[0]
            state = state.apply(seat, AUNT.computer_levels["normal"](
                state.view(seat), state.legal_moves(seat), rng))
    raise AssertionError("no settled hand found")


def test_agony_aunt_offers_to_play_out_a_settled_hand(open_site, save_screenshot):
    seed, state = aunt_settled_for_seat_0()
    route = f"agony-aunt/{seed}"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats("You", "Ann", "Bob", "Cy",
                                                                computers=(1, 2, 3)))
    offer = page.get_by_role("button", name="Play it out")
    offer.wait_for()
    assert "Nothing left in this hand can change how it ends." in \
        page.locator(".game-header .status").text_content()
    save_screenshot(page, "agony-aunt-play-out-offer")
    settled = state.settled_moves()
    offer.click()
    wait_for_moves(page, len(state.history) + len(settled), route, at_least=True)
    final = state
    for seat, move in settled:
        final = final.apply(seat, move)
    played = saved_save(page, route)
    assert played["moves"][:len(final.history)] == final.to_json()["moves"]
    assert offer.count() == 0

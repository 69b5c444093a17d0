"""What the Agincards view tells one seat beyond the map: the cells the others played since
its last turn, and what each play of its hand would score (see test_agincards.py)."""

import pytest

from test_agincards import GAME, position
from pygames.agincards.map import cell_key
from pygames.agincards.notation import placement_move
from pygames.core import Rng
from pygames.core.players import positions


def play_turns(state, moves):
    """Apply (seat, move) pairs in order."""
    for seat, move in moves:
        state = state.apply(seat, move)
    return state


def bot_positions(players, seed, options=None, every=3):
    """Every `every`th position of a computer game, with the seat to play."""
    game = positions(GAME.new(players, seed, options), [GAME.computer_levels["normal"]] * players, Rng(seed))
    return [(state, state.to_play[0]) for state in game if len(state.history) % every == 0]


# --- recent plays ------------------------------------------------------------------------
THREE_SEATS = position("5C", [["7H", "KS"], ["3D", "KH"], ["9S", "KD"]])


def test_recent_holds_the_cells_the_others_played_since_the_seats_last_turn():
    state = play_turns(THREE_SEATS, [(0, "7H@1,0"), (1, "3D@-1,0"), (2, "9S@0,1")])
    assert state.view(0)["recent"] == [[-1, 0], [0, 1]]
    assert state.view(1)["recent"] == [[0, 1]]
    assert state.view(2)["recent"] == []


def test_a_pass_is_a_turn_and_plays_nothing():
    state = play_turns(THREE_SEATS, [(0, "7H@1,0"), (1, "pass"), (2, "9S@0,1")])
    assert state.view(0)["recent"] == [[0, 1]]
    assert state.view(1)["recent"] == [[0, 1]]


def test_before_its_first_turn_a_seat_sees_every_play_so_far_as_recent():
    state = THREE_SEATS.apply(0, "7H@1,0")
    assert state.view(1)["recent"] == [[1, 0]] and state.view(2)["recent"] == [[1, 0]]
    assert state.view(0)["recent"] == []


def test_taking_a_token_back_does_not_end_the_turn_so_recent_stays():
    cross = """
        .. 9S ..
        2C 5H 8S
        .. .. .."""
    state = position(cross, [["KD", "QD"], ["3C", "QC"]], tokens={(1, 1): 0},
                     last_turns=[[0, "1,0"]])
    state = play_turns(state, [(0, "KD@3,1"), (1, "3C@1,2")])  # closes the token's runs
    assert state.view(0)["recent"] == [[1, 2]]
    assert state.apply(0, "reclaim 1,1").view(0)["recent"] == [[1, 2]]


def test_a_spectator_sees_the_last_round_of_plays_as_recent():
    state = play_turns(THREE_SEATS, [(0, "7H@1,0"), (1, "3D@-1,0"), (2, "9S@0,1"), (0, "KS@2,0")])
    assert state.view(None)["recent"] == [[-1, 0], [0, 1], [2, 0]]


def test_a_solo_player_has_no_recent_cells_and_a_spectator_sees_the_last_one():
    state = position("5C", [["7H", "8D"]]).apply(0, "7H@1,0")
    assert state.view(0)["recent"] == [] and state.view(None)["recent"] == [[1, 0]]


def test_the_game_remembers_no_more_turns_than_there_are_seats():
    for state, _ in bot_positions(3, 4, every=1):
        assert len(state.data["last_turns"]) <= 3


# --- score previews ----------------------------------------------------------------------
def test_previews_give_the_points_without_and_with_a_token_for_each_legal_cell():
    # 2H 3D .. 9H TD with seat 0's tokens on 3D and 9H and seat 1's on TD: the 5H joins
    # the red runs into one of five cards (5 for each of seat 0's tokens); a token on it
    # adds 5 across and 1 down.
    state = position("2H 3D .. 9H TD", [["5H"], ["KC"]], tokens={(1, 0): 0, (3, 0): 0, (4, 0): 1})
    view = state.view(0)
    at = view["legal_cells"][0].index([2, 0])
    assert view["previews"][0][at] == [10, 16]


def test_previews_count_only_the_viewing_seats_points():
    state = position("2H 3D .. 9H TD", [["KC"], ["5H"]], tokens={(1, 0): 0, (4, 0): 1}, turn=1)
    view = state.view(1)
    assert view["previews"][0][view["legal_cells"][0].index([2, 0])] == [5, 5 + 5 + 1]


def test_previews_offer_no_token_play_once_the_tokens_are_spent():
    view = position("5C", [["7H"]], tokens_in_hand=[0]).view(0)
    assert view["previews"] == [[[0, None]] * 4]


def test_in_patience_a_play_that_would_not_score_has_no_plain_preview():
    view = position("5H 6D", [["8C", "8D"]], tokens={(0, 0): 0}, variant="patience").view(0)
    at = view["legal_cells"][0].index([2, 0])
    assert view["previews"][0][at] == [None, 1 + 1]      # the 8C ends the red run
    assert view["previews"][1][at] == [3, 3 + 3 + 1]     # the 8D grows it to three


def test_a_spectator_gets_no_previews():
    assert THREE_SEATS.view(None)["previews"] is None


@pytest.mark.parametrize("players, seed, options", [
    (2, 11, None), (4, 12, {"decks": 2}), (1, 13, {"variant": "patience"}), (3, 14, None)])
def test_previews_equal_the_score_each_play_would_really_earn(players, seed, options):
    checked = 0
    for state, seat in bot_positions(players, seed, options, every=7):
        view, legal = state.view(seat), set(state.legal_moves(seat))
        for card, cells, previews in zip(view["hand"], view["legal_cells"], view["previews"]):
            for cell, preview in zip(cells, previews):
                for with_token, points in zip((False, True), preview):
                    move = placement_move(card, cell_key(cell), with_token)
                    assert (move in legal) == (points is not None), move
                    if points is not None:
                        before = state.data["score"][seat]
                        assert state.apply(seat, move).data["score"][seat] - before == points
                        checked += 1
    assert checked > 50

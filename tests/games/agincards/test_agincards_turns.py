"""Agincards turns, the end of the game, options and what each seat sees."""

import pytest

from pygames.core.cards import standard_deck
from pygames.core.messages import Reader
from test_agincards import GAME, position


def first_placement(state):
    seat = state.to_play[0]
    return next(move for move in state.legal_moves(seat) if "@" in move)


# --- the turn ----------------------------------------------------------------------------
def test_a_player_plays_a_card_first_then_draws_back_to_five():
    state = GAME.new(2, 3)
    top_of_pile = state.data["pile"][-1]
    after = state.apply(0, first_placement(state))
    assert len(after.data["hands"][0]) == 5 and top_of_pile in after.data["hands"][0]
    assert len(after.data["pile"]) == len(state.data["pile"]) - 1
    assert after.view(None)["log"][-1] == {"key": "agincards.log.draw", "seat": 0}


def test_no_card_is_drawn_once_the_pile_is_empty():
    state = position("5C", [["7H", "8H"]]).apply(0, "7H@1,0")
    assert state.data["hands"] == [["8H"]]


def test_a_player_with_fewer_than_five_cards_draws_after_passing_too():
    state = position("5C", [["7H"], ["9S"]], pile=["2C"]).apply(0, "pass")
    assert state.data["hands"][0] == ["7H", "2C"] and state.data["pile"] == []


def test_the_turn_passes_clockwise_to_the_left():
    state = GAME.new(3, 4)
    for seat in (0, 1, 2, 0):
        assert state.to_play == (seat,)
        state = state.apply(seat, first_placement(state))


# --- the end -----------------------------------------------------------------------------
def test_the_game_ends_when_every_player_has_passed_in_succession():
    state = GAME.new(3, 4)
    for seat in (0, 1, 2):
        assert not state.is_over
        state = state.apply(seat, "pass")
    assert state.is_over
    assert state.view(None)["log"][-1]["reason"] == {"key": "agincards.reason.all-passed"}


def test_a_card_played_starts_the_round_of_passes_again():
    state = GAME.new(3, 4).apply(0, "pass").apply(1, "pass")
    state = state.apply(2, first_placement(state)).apply(0, "pass").apply(1, "pass")
    assert not state.is_over and state.view(None)["passes_in_a_row"] == 2
    assert state.apply(2, "pass").is_over


def test_the_game_ends_when_no_player_holds_a_card():
    state = position("5C", [["7H"], []]).apply(0, "7H@1,0")
    assert state.is_over
    assert state.view(None)["log"][-1]["reason"] == {"key": "agincards.reason.all-played"}


def test_a_player_without_cards_is_skipped_and_needs_not_pass():
    state = position("5C", [["7H", "2S"], [], ["8C"]]).apply(0, "7H@1,0")
    assert state.to_play == (2,)
    assert state.apply(2, "pass").apply(0, "pass").is_over


def test_the_highest_score_wins_and_equal_scores_share_the_win():
    state = position("5C", [["7H"], ["8H"], ["9H"]], score=[5, 5, 3])
    state = state.apply(0, "pass").apply(1, "pass").apply(2, "pass")
    assert state.winners == (0, 1)
    names = Reader("en", names=["Ann", "Ben", "Cy"])
    assert names.render(state.view(None)["log"][-1]) == (
        "Game over: every player passed in turn. Ann and Ben share the win with 5 points.")


# --- options -----------------------------------------------------------------------------
def test_tokens_per_player_can_differ_as_a_handicap():
    state = GAME.new(2, 1, {"tokens": [4, 6]})
    assert state.view(0)["tokens_in_hand"] == [4, 6]
    with pytest.raises(ValueError, match="between 1 and 10"):
        GAME.new(2, 1, {"tokens": [0, 11]})


def test_one_pack_serves_up_to_three_players_and_two_packs_four_to_six():
    assert [GAME.new(n, 1).options["decks"] for n in range(1, 7)] == [1, 1, 1, 2, 2, 2]
    assert GAME.all_cards(GAME.new(3, 1).data) is None


def test_with_several_packs_card_codes_repeat_and_all_are_dealt():
    state = GAME.new(4, 1, {"decks": 3})
    data = state.data
    assert sorted(GAME.all_cards(data)) == sorted(standard_deck() * 3)
    in_play = [*data["pile"], *data["map"].values(), *(c for hand in data["hands"] for c in hand)]
    assert sorted(in_play) == sorted(GAME.all_cards(data))


def test_six_players_are_the_most():
    with pytest.raises(ValueError, match="1 to 6 players"):
        GAME.new(7, 1)


# --- views -------------------------------------------------------------------------------
def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others_and_the_pile():
    state = GAME.new(3, 8)
    data, view = state.data, state.view(1)
    assert view["hand"] == data["hands"][1] and view["hand_sizes"] == [5, 5, 5]
    assert view["draw_pile"] == len(data["pile"])
    others = data["hands"][0] + data["hands"][2]
    assert sorted(state.hidden_cards(1)) == sorted(data["pile"] + others)
    spectator = state.view(None)
    assert spectator["hand"] is None and spectator["legal_cells"] is None


def test_the_view_draws_the_map_with_tokens_and_legal_cells_for_each_hand_card():
    state = position("""
        5C 8D
        .. ..""", [["7H", "5S"]], tokens={(1, 0): 0})
    view = state.view(0)
    assert view["cells"] == [[0, 0, "5C", None], [1, 0, "8D", 0]]
    assert view["legal_cells"][0] == [[0, -1], [1, -1], [0, 1], [1, 1]]  # not in 5, 8, 7
    assert [-1, 0] not in view["legal_cells"][1] and [0, 1] not in view["legal_cells"][1]

"""Agony Aunt's levels of computer player and the hard player's search: what it samples from
its view, the play-out policy it imagines the table with, and a choice it makes from the view."""

import copy

import pytest

import pygames
from pygames.core import Rng
from pygames.core.determinize import determinize
from pygames.core.players import play_out, positions
from pygames.lab.agony_aunt_duplicate import duplicate
from pygames.agony_aunt.hard import chances_to_win
from pygames.agony_aunt.outlook import win_chances
from pygames.lab.agony_aunt_outlook_fit import lead_shares, log_likelihood, self_play
from pygames.agony_aunt.playout import careful_card, careful_playout, play_hand_out
from pygames.agony_aunt.rules import HAND_LIMIT
from pygames.agony_aunt.sampling import hand_location
from test_agony_aunt import last_trick_position, play, position

GAME = pygames.get_game("agony-aunt")


def mid_hand_states(seed, every=7):
    """States every few moves through the first hand of a seeded game between normal players."""
    first_hand = positions(GAME.new(4, seed), [GAME.computer_levels["normal"]] * 4, Rng(seed),
                           until=lambda state: state.view(None)["last_hand"] is not None)
    return [state for state in first_hand if len(state.history) % every == 3]


def test_levels_easy_normal_hard_choose_legal_moves_from_the_view():
    assert list(GAME.computer_levels) == ["easy", "normal", "hard"]
    for state in mid_hand_states(5, every=17):
        seat = state.to_play[0]
        for player in GAME.computer_levels.values():
            move = player(state.view(seat), state.legal_moves(seat), Rng(1))
            assert move in state.legal_moves(seat)


def test_hard_chooses_the_same_move_however_its_thinking_is_sliced():
    hard = GAME.computer_levels["hard"]
    state = next(state for state in mid_hand_states(8)
                 if len(state.legal_moves(state.to_play[0])) > 2)
    seat = state.to_play[0]
    view, legal = state.view(seat), state.legal_moves(seat)
    search = hard.start(view, legal, Rng(3))
    slices = 1
    while (move := search.advance(0.005)) is None:
        slices += 1
    assert slices > 1
    assert move == hard(view, legal, Rng(3))


def test_a_sampled_position_never_deals_a_suit_to_a_seat_that_showed_void_in_it():
    # Seat 1 plays a spade on a diamond lead: it holds no diamond, nor the Joker, which is
    # the Nine of diamonds here. Seat 2, to play, cannot see the 3 of diamonds and the Joker.
    state = play(position([["5C", "8D", "2H"], ["6C", "3H", "4S"], ["7C", "2D", "5H"],
                           ["8C", "3D", "JOKER"]], "9D", trick_number=11), "8D", "4S")
    view = state.view(2)
    assert GAME.unseen(view).allowed["JOKER"] == {hand_location(0), hand_location(3)}
    rng = Rng(4)
    for _ in range(200):
        hands = determinize(GAME, view, rng)["hands"]
        assert not {"3D", "JOKER"} & set(hands[1])
        assert hands[2] == view["hand"] and [len(hand) for hand in hands] == [2, 2, 3, 3]


def test_a_sampled_position_never_deals_a_card_that_has_fallen():
    for state in mid_hand_states(12):
        seat = state.to_play[0]
        view = state.view(seat)
        gone = set(view["cards_gone"]) | {entry["card"] for entry in view["trick"]}
        hands = determinize(GAME, view, Rng(len(state.history)))["hands"]
        assert not gone & {card for hand in hands for card in hand}
        assert [len(hand) for hand in hands] == view["hand_sizes"]


@pytest.mark.parametrize("hands, turned, trick, expected", [
    # following: duck under the winning card with the highest card that still loses
    ([["KC"], ["2C", "9C", "JC"], [], []], "7H", [(0, "TC")], "9C"),
    # cannot duck and others follow: play low, somebody may still go over it
    ([["2C"], ["JC", "AC"], [], []], "7H", [(0, "TC")], "JC"),
    # last to play and winning anyway: shed the highest card that costs nothing
    ([[], [], [], ["QC", "KC", "AC"]], "7H", [(0, "2C"), (1, "3C"), (2, "4C")], "AC"),
    # void: throw the costliest card (the Agony Aunt, two squares) before a plain high card
    ([[], ["AH", "QS", "QH"], [], []], "7S", [(0, "5C")], "QS"),
    # leading: the lowest card that costs nothing
    ([["QC", "3D", "2S"], [], [], []], "7H", [], "2S"),
])
def test_the_play_out_policy_plays_as_a_careful_player(hands, turned, trick, expected):
    seat = (trick[-1][0] + 1) % 4 if trick else 0
    data = {"turned": turned, "hands": hands, "trick": [list(entry) for entry in trick]}
    assert careful_card(data, seat) == expected


def test_the_fast_play_out_reckons_a_hand_as_the_rules_do():
    for number, state in enumerate(mid_hand_states(21, every=5) + mid_hand_states(22, every=5)):
        seat = state.to_play[0]
        fast = determinize(GAME, state.view(seat), Rng(number))
        ruled = copy.deepcopy(fast)
        play_hand_out(fast, HAND_LIMIT)
        hand, rng = ruled["hand_number"], Rng(1)
        while ruled["hand_number"] == hand:
            turn = ruled["turn"]
            GAME.play(ruled, turn, careful_playout(GAME, ruled, turn, None, rng), rng)
        assert (fast["counters"], fast["over"], fast["hand_number"]) == (
            ruled["counters"], ruled["over"], ruled["hand_number"])


def test_the_fast_play_out_ends_the_game_when_a_seat_runs_out():
    data = last_trick_position((17, 1, 17, 17)).data  # seat 1 holds the Queen of hearts square
    data["log"] = None
    play_hand_out(data, HAND_LIMIT)
    assert data["over"] and data["counters"][1] == 0


def test_win_chances_favour_more_counters_and_a_full_seventeen_most():
    chances = win_chances([17, 16, 9, 2])
    assert sum(chances) == pytest.approx(1)
    assert chances[0] > chances[1] > chances[2] > chances[3]
    assert chances[0] - chances[1] > chances[1] - win_chances([17, 15, 9, 2])[1]


def test_hard_is_rewarded_with_win_shares_once_the_game_is_over():
    data = last_trick_position((5, 5, 9, 9)).data
    assert chances_to_win(GAME, {**data, "over": True}) == [0, 0, 0.5, 0.5]
    assert chances_to_win(GAME, data) == win_chances([5, 5, 9, 9])


def test_the_outlook_forecasts_who_wins_better_than_even_chances_or_the_counters_lead():
    reckoned = self_play(300)
    assert all(min(counters) > 0 and sum(shares) == pytest.approx(1)
               for counters, shares in reckoned)
    model = log_likelihood(win_chances, reckoned)
    assert model > log_likelihood(lead_shares, reckoned) > log_likelihood(
        lambda counters: [0.25] * 4, reckoned)


def test_hard_wins_a_harmless_trick_rather_than_duck_into_the_last_and_dumpth_trick():
    # Trick 12 of 13 with the King of spades turned: the last trick is also the dumpth
    # trick. Ducking with the Two leaves seat 3 the Eight for the last trick, which seat 2
    # leads and which the Eight wins whenever seat 2 keeps a heart (two chances in three):
    # two squares. Winning this empty trick with the Eight and leading the Two is safe.
    state = position([["3H"], ["9C"], ["4H"], ["2H", "8H"]], "KS",
                     trick=[(0, "5H"), (1, "6H"), (2, "7H")], trick_number=12,
                     tricks_taken=(4, 4, 3, 0))
    view, legal = state.view(3), state.legal_moves(3)
    assert GAME.computer_levels["normal"](view, legal, Rng(1)) == "play 2H"
    assert GAME.computer_levels["hard"](view, legal, Rng(1)) == "play 8H"


def test_every_level_plays_whole_games():
    levels = GAME.computer_levels
    state = play_out(GAME.new(4, 3), [levels["easy"], levels["normal"], levels["easy"],
                                      levels["normal"]], Rng(3))
    assert state.is_over


def test_duplicate_hands_compare_a_player_with_normal_ones_on_the_same_deals():
    assert duplicate("normal", 4) == [(0, 0.0, 0)] * 4
    assert sum(own for own, _, _ in duplicate("random", 8)) > 0


def test_duplicate_hands_can_start_later_in_the_game_where_win_backs_count():
    later = duplicate("random", 8, hand=2)
    assert 0 < len(later) <= 8
    assert sum(kept for _, _, kept in later) < 0  # a random player ends the hand poorer

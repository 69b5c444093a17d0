"""Agents of the Crown: one test per rule clause of the seed and per ruling, on hand-built
positions. Houses in built positions: seat 0 clubs, 1 diamonds, 2 hearts, 3 spades; the left
of seat i is i + 1, its right i - 1."""

import json
from collections import Counter

import pytest

from pygames import IllegalMove, State, get_game
from pygames.agents_of_the_crown.rules import COMMONS, NOBLES
from pygames.agents_of_the_crown.scoring import card_value, noble_points, score_year
from pygames.core import Rng
from pygames.core.cards import card_name
from pygames.core.messages import english
from pygames.core.players import arena

GAME = get_game("agents-of-the-crown")
BUILT_HOUSES = list("CDHS")


def position(hands, challenges, season=0, first_seat=0, stacks=None, curses=None):
    """A commitment position: `challenges` maps a suit to its pile's cards."""
    data = GAME.new(4, 0).data
    data.update(houses=list(BUILT_HOUSES), phase="commit", season=season, first_seat=first_seat,
                hands=[list(hand) for hand in hands], stacks=stacks or [[] for _ in range(3 - season)],
                challenges=[{"suit": suit, "cards": list(cards), "carried": [], "strays": []}
                            for suit, cards in challenges.items()],
                curses=list(curses or [0] * 4), passed=[None] * 4)
    return State(GAME, 4, 0, {}, data, 0, ())


def commit_all(state, plays):
    """The seats still to commit do so in turn; `plays` maps a seat to e.g. '7C up at H'."""
    for _ in range(4 - len(state.data["commitments"])):
        seat = state.to_play[0]
        state = state.apply(seat, "commit " + plays[seat])
    return state


def reveal_of(state, suit):
    return next(result for result in state.data["last_reveal"]["challenges"]
                if result["suit"] == suit)


def all_pass(state):
    """Every seat passes its first legal choice."""
    for seat in range(4):
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state


# --- Houses and the yearly deal -----------------------------------------------------------

def test_houses_are_the_four_aces_dealt_one_per_seat_face_up():
    state = GAME.new(4, 7)
    houses = state.view(None)["houses"]
    assert sorted(house["suit"] for house in houses) == list("CDHS")
    assert [house["banner"] for house in houses] == ["A" + house["suit"] for house in houses]
    dealt = [card for hand in state.data["hands"] for card in hand]
    assert not any(card[0] == "A" for card in dealt), "Banners never enter play"


def test_each_seat_is_dealt_four_commons_and_four_nobles():
    for hand in GAME.new(4, 11).data["hands"]:
        assert sum(card in NOBLES for card in hand) == 4
        assert sum(card in COMMONS for card in hand) == 4


def test_the_sixteen_leftover_commons_form_stacks_of_3_4_4_5():
    data = GAME.new(4, 3).data
    assert [len(stack) for stack in data["stacks"]] == [3, 4, 4, 5]
    dealt = [card for hand in data["hands"] for card in hand]
    stacked = [card for stack in data["stacks"] for card in stack]
    assert sorted(dealt + stacked) == sorted(COMMONS + NOBLES)
    assert all(card in COMMONS for card in stacked)


# --- Passing -----------------------------------------------------------------------------

def test_every_seat_chooses_its_pass_at_the_same_time():
    state = GAME.new(4, 1)
    assert state.to_play == (0, 1, 2, 3)
    dealt = state.data["hands"]
    state = state.apply(2, state.legal_moves(2)[0])
    assert state.to_play == (0, 1, 3)
    assert state.view(0)["passes_chosen"] == [2]
    assert state.data["hands"] == dealt, "no card moves before every seat has chosen"


def test_a_pass_is_one_noble_and_one_common_from_your_hand():
    state = GAME.new(4, 1)
    hand = state.data["hands"][0]
    nobles = [card for card in hand if card in NOBLES]
    commons = [card for card in hand if card in COMMONS]
    stranger = next(card for card in COMMONS if card not in hand)
    for move, reason in ((f"pass {nobles[0]} {nobles[1]}", "one Noble"),
                         (f"pass {commons[0]} {commons[1]}", "one Noble"),
                         (f"pass {nobles[0]} {stranger}", "not a card in your hand"),
                         (f"pass {nobles[0]}", "a Noble and a Common")):
        with pytest.raises(IllegalMove, match=reason):
            state.apply(0, move)
    assert len(state.legal_moves(0)) == 16
    listed = f"pass {nobles[0]} {commons[0]}"
    assert state.apply(0, listed).data["passes"][0] == [nobles[0], commons[0]]
    # One spelling per move: the other order names the same pass, but saves must not vary.
    with pytest.raises(IllegalMove, match=f"write '{listed}'"):
        state.apply(0, f"pass {commons[0]} {nobles[0]}")


def test_passed_cards_go_left_once_all_have_chosen():
    state = GAME.new(4, 2)
    before = state.data["hands"]
    chosen = [state.legal_moves(seat)[0].split()[1:] for seat in range(4)]
    state = all_pass(state)
    after = state.data["hands"]
    for seat in range(4):
        assert not set(chosen[seat]) & set(after[seat])
        assert set(chosen[seat]) <= set(after[(seat + 1) % 4])
        assert len(after[seat]) == len(before[seat]) == 8
    assert state.view(1)["passed"] == {"gave": chosen[1], "received": chosen[0]}


def test_a_pass_stays_secret_until_all_have_chosen_and_from_third_seats_after():
    state = GAME.new(4, 4)
    move = state.legal_moves(0)[5]
    cards = move.split()[1:]
    state = state.apply(0, move)
    assert state.view(0)["my_pass"] == cards
    for seat in (1, 2, 3, None):
        text = json.dumps(state.view(seat))
        for card in cards:
            assert card not in text and card_name(card) not in text
    for seat in (1, 2, 3):
        state = state.apply(seat, state.legal_moves(seat)[0])
    for seat in (2, 3, None):
        text = json.dumps({"log": state.view(seat)["log"], "passed": state.view(seat)["passed"]})
        for card in cards:
            assert card not in text and card_name(card) not in text
    assert set(cards) <= set(state.view(1)["hand"])


def test_cards_you_passed_are_not_hidden_from_you():
    state = all_pass(GAME.new(4, 5))
    gave = state.view(0)["passed"]["gave"]
    assert not set(gave) & set(state.hidden_cards(0))
    assert set(gave) <= set(state.hidden_cards(2))


def test_spring_is_turned_over_after_passing_as_one_pile_per_suit():
    state = GAME.new(4, 6)
    spring = state.data["stacks"][0]
    assert state.view(None)["challenges"] == []
    state = all_pass(state)
    piles = state.view(None)["challenges"]
    assert sorted(card for pile in piles for card in pile["cards"]) == sorted(spring)
    for pile in piles:
        assert {card[1] for card in pile["cards"]} == {pile["suit"]}
        assert pile["total"] == sum(card_value(card) for card in pile["cards"])
    assert state.view(None)["stacks"] == [4, 4, 5]


# --- Commitment ----------------------------------------------------------------------------

def test_commitment_order_starts_at_a_first_seat_that_moves_left_each_season():
    state = all_pass(GAME.new(4, 8))
    for season, first in enumerate((0, 1, 2, 3)):
        assert state.view(None)["season"] == season
        assert state.view(None)["order"] == [(first + step) % 4 for step in range(4)]
        for step in range(4):
            seat = state.to_play[0]
            assert seat == (first + step) % 4
            state = state.apply(seat, state.legal_moves(seat)[0])
    assert state.view(None)["phase"] == "deal" and state.to_play == (0,)


def test_commit_refuses_cards_not_held_unknown_faces_and_absent_challenges():
    state = position([["4C"], ["5C"], ["2D"], ["3D"]], {"C": ["3C", "6C"]})
    for move, reason in (("commit 5C up at C", "not a card in your hand"),
                         ("commit 4C sideways at C", "'up' or 'down'"),
                         ("commit 4C up at S", "no spades challenge"),
                         ("commit 4C up", "e.g. 'commit 7C up at H'")):
        with pytest.raises(IllegalMove, match=reason):
            state.apply(0, move)
    assert state.legal_moves(0) == ["commit 4C up at C", "commit 4C down at C"]


def test_only_the_suit_decides_what_a_card_fights_not_where_it_lies():
    state = position([["QS"], ["2D"], ["2H"], ["3D"]], {"S": ["9S", "8S"], "H": ["5H"]})
    state = commit_all(state, {0: "QS down at H", 1: "2D up at H", 2: "2H up at S", 3: "3D up at S"})
    assert reveal_of(state, "S")["defeated"] and reveal_of(state, "S")["played"] == [
        {"seat": 0, "card": "QS"}]
    assert not reveal_of(state, "H")["defeated"]


def test_face_down_cards_stay_hidden_until_the_reveal():
    state = position([["7H", "2C"], ["5C", "2D"], ["2H", "4D"], ["3D", "4S"]], {"H": ["9H"]})
    state = state.apply(0, "commit 7H down at H")
    assert state.view(0)["commitments"] == [{"seat": 0, "face": "down", "at": "H", "card": "7H"}]
    for seat in (1, 2, 3, None):
        view = state.view(seat)
        assert view["commitments"] == [{"seat": 0, "face": "down", "at": "H", "card": None}]
        assert "7H" in state.hidden_cards(seat)
        text = json.dumps(view)
        assert "7H" not in text and card_name("7H") not in text
    state = state.apply(1, "commit 5C up at H")
    assert state.view(2)["commitments"][1]["card"] == "5C", "face-up cards are seen by later seats"
    state = commit_all(state, {2: "2H up at H", 3: "3D down at H"})
    assert {"seat": 0, "card": "7H", "face": "down", "at": "H"} in state.view(2)["last_reveal"]["plays"]


# --- Resolution ----------------------------------------------------------------------------

def test_a_nine_point_challenge_is_beaten_by_four_and_five_but_not_by_eight():
    beaten = commit_all(position([["4C"], ["5C"], ["2D"], ["3D"]], {"C": ["3C", "6C"]}),
                        {0: "4C down at C", 1: "5C down at C", 2: "2D up at C", 3: "3D up at C"})
    assert reveal_of(beaten, "C")["total"] == 9 and reveal_of(beaten, "C")["defeated"]
    held = commit_all(position([["8C"], ["2S"], ["2D"], ["3D"]], {"C": ["3C", "6C"]}),
                      {0: "8C down at C", 1: "2S up at C", 2: "2D up at C", 3: "3D up at C"})
    assert reveal_of(held, "C")["strength"] == 8 and not reveal_of(held, "C")["defeated"]


def test_a_single_noble_beats_a_challenge_of_any_size():
    state = commit_all(position([["TD"], ["2S"], ["2H"], ["3H"]], {"D": ["9D", "8D", "7D", "6D", "QD"]}),
                       {0: "TD down at D", 1: "2S up at D", 2: "2H up at D", 3: "3H up at D"})
    assert reveal_of(state, "D")["total"] == 40 and reveal_of(state, "D")["defeated"]


def test_prizes_go_in_order_of_played_card_from_highest_and_leftovers_are_discarded():
    state = commit_all(position([["9S"], ["JS"], ["KS"], ["2C"]], {"S": ["3S", "8S", "5S", "6S"]}),
                       {0: "9S up at S", 1: "JS up at S", 2: "KS up at S", 3: "2C up at S"})
    result = reveal_of(state, "S")
    assert result["prizes"] == [{"seat": 2, "card": "8S"}, {"seat": 1, "card": "6S"},
                                {"seat": 0, "card": "5S"}]
    assert result["discarded"] == ["3S"]
    assert state.view(None)["prizes"] == [["5S"], ["6S"], ["8S"], []]


def test_when_prizes_run_out_the_lowest_card_takes_none():
    state = commit_all(position([["9S"], ["QS"], ["2S"], ["2C"]], {"S": ["7S"]}),
                       {0: "9S up at S", 1: "QS up at S", 2: "2S up at S", 3: "2C up at S"})
    assert reveal_of(state, "S")["prizes"] == [{"seat": 1, "card": "7S"}]


def test_a_failed_challenge_curses_its_house_and_the_house_on_its_right():
    state = commit_all(position([["2C"], ["2D"], ["2S"], ["3S"]], {"H": ["9H"]}),
                       {0: "2C up at H", 1: "2D up at H", 2: "2S up at H", 3: "3S up at H"})
    assert reveal_of(state, "H")["cursed"] == [2, 1]
    assert [house["curses"] for house in state.view(None)["houses"]] == [0, 1, 1, 0]
    wrap = commit_all(position([["2C"], ["2D"], ["2H"], ["3H"]], {"C": ["9C"]}),
                      {0: "2C up at C", 1: "2D up at C", 2: "2H up at C", 3: "3H up at C"})
    assert reveal_of(wrap, "C")["cursed"] == [0, 3], "the right of seat 0 is seat 3"


def test_an_undefeated_pile_carries_over_and_curses_again_each_season_it_fails():
    hands = [["2D", "3D"], ["2S", "3S"], ["4D", "5D"], ["4S", "5S"]]
    state = position(hands, {"H": ["9H"]}, stacks=[["2H"], ["7C"]])
    state = commit_all(state, {seat: f"{hand[0]} up at H" for seat, hand in enumerate(hands)})
    summer = {pile["suit"]: pile for pile in state.view(None)["challenges"]}
    assert summer["H"]["cards"] == ["9H", "2H"] and summer["H"]["carried"] == ["9H"]
    assert summer["H"]["total"] == 11
    state = commit_all(state, {seat: f"{hand[1]} up at H" for seat, hand in enumerate(hands)})
    assert state.data["curses"] == [0, 2, 2, 0]
    assert reveal_of(state, "H")["outcome"] == "carried"


def test_played_cards_are_discarded_after_the_reveal():
    state = position([["4C", "6D"], ["5C", "7D"], ["2D", "8D"], ["3D", "9D"]], {"C": ["3C", "6C"]},
                     stacks=[["2S"], ["3S"]])
    state = commit_all(state, {0: "4C up at C", 1: "5C up at C", 2: "2D up at C", 3: "3D up at C"})
    summer = state.view(None)["challenges"]
    on_table = [card for pile in summer for card in pile["cards"]]
    assert "4C" not in on_table and "5C" not in on_table
    assert not any(card in hand for hand in state.data["hands"] for card in ("4C", "5C"))


def test_a_stray_card_joins_next_seasons_challenges():
    state = position([["7D", "2C"], ["2S", "3C"], ["3S", "4C"], ["4S", "5C"]], {"S": ["9S"]},
                     stacks=[["2H", "6D"], ["7C"]])
    state = commit_all(state, {0: "7D down at S", 1: "2S up at S", 2: "3S up at S", 3: "4S up at S"})
    assert state.data["last_reveal"]["strays"] == [{"seat": 0, "card": "7D"}]
    summer = {pile["suit"]: pile for pile in state.view(None)["challenges"]}
    assert summer["D"]["cards"] == ["7D", "6D"] and summer["D"]["strays"] == ["7D"]
    assert summer["D"]["total"] == 13


def test_strays_and_undefeated_piles_are_discarded_after_winter():
    state = position([["7D", "JH"], ["2S", "QH"], ["3S", "KH"], ["4S", "TH"]], {"S": ["9S", "8S"]},
                     season=3, first_seat=3)
    state = commit_all(state, {0: "7D down at S", 1: "2S up at S", 2: "3S up at S", 3: "4S up at S"})
    reveal = state.view(None)["last_reveal"]
    assert reveal["strays_outcome"] == "discarded" and reveal_of(state, "S")["outcome"] == "discarded"
    assert state.view(None)["phase"] == "deal"
    state = state.apply(state.to_play[0], "deal")
    spring_stack = state.data["stacks"][0]
    state = all_pass(state)
    on_table = sorted(card for pile in state.view(None)["challenges"] for card in pile["cards"])
    assert on_table == sorted(spring_stack)


# --- Year scoring --------------------------------------------------------------------------

def test_a_noble_kept_in_hand_scores_10_5_or_0_by_its_houses_curses():
    assert [noble_points(curses) for curses in range(4)] == [10, 5, 0, 0]
    rows = score_year(BUILT_HOUSES, [0, 1, 2, 0], [[]] * 4,
                      [["KC", "QD", "JH", "5S"], [], [], []])
    assert [noble["points"] for noble in rows[0]["nobles"]] == [10, 5, 0]
    assert rows[0]["noble_points"] == 15


def test_prizes_score_their_face_value_and_a_noble_prize_counts_ten():
    rows = score_year(BUILT_HOUSES, [0] * 4, [["9S", "2C", "QH"], [], [], []], [[]] * 4)
    assert rows[0]["prize_points"] == 21


def test_you_lose_five_per_curse_on_your_house_and_on_your_left_neighbours():
    rows = score_year(BUILT_HOUSES, [1, 2, 0, 3], [[]] * 4, [[]] * 4)
    assert [row["curse_points"] for row in rows] == [-15, -10, -15, -20]


def test_a_worked_year_adds_prizes_nobles_and_curses():
    state = position([["TC", "KD", "2S"], ["9H", "QS", "3S"], ["4H", "JH", "5S"], ["6D", "TS", "7S"]],
                     {"H": ["8H", "5H"], "D": ["9D"]}, season=3, first_seat=3, curses=[0, 1, 0, 0])
    state = commit_all(state, {3: "6D up at D", 0: "TC up at H", 1: "9H up at H", 2: "4H down at D"})
    # Hearts 13 beaten by 9 + 4: seat 1 takes 8H, seat 2 takes 5H. Diamonds 9 holds against 6:
    # curses on seat 1 (diamonds) and seat 0. TC is a stray, discarded after Winter.
    year = {row["seat"]: row for row in state.view(None)["year_end"]["seats"]}
    assert state.data["curses"] == [1, 2, 0, 0]
    assert (year[0]["noble_points"], year[0]["curse_points"], year[0]["total"]) == (0, -15, -15)
    assert (year[1]["prize_points"], year[1]["noble_points"], year[1]["total"]) == (8, 10, 8)
    assert (year[2]["prize_points"], year[2]["noble_points"], year[2]["total"]) == (5, 10, 15)
    assert (year[3]["noble_points"], year[3]["curse_points"], year[3]["total"]) == (10, -5, 5)
    assert state.scores == [-15, 8, 15, 5]
    assert state.view(None)["score_table"] == [[-15, 8, 15, 5]]


def test_curses_clear_when_the_next_year_is_dealt():
    state = position([["2C"], ["2D"], ["2S"], ["3S"]], {"H": ["9H"]}, season=3, first_seat=3)
    state = commit_all(state, {3: "3S up at H", 0: "2C up at H", 1: "2D up at H", 2: "2S up at H"})
    assert state.data["curses"] == [0, 1, 1, 0]
    with pytest.raises(IllegalMove, match="'deal'"):
        state.apply(0, "pass QH 7C")
    state = state.apply(0, "deal")
    assert state.view(None)["year"] == 2 and state.data["curses"] == [0, 0, 0, 0]
    assert state.view(None)["year_end"] is None and state.view(None)["last_reveal"] is None


def test_the_game_lasts_four_years_and_ties_share_the_win():
    state = GAME.new(4, 9)
    while not state.is_over:
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[-1])
    assert len(state.view(None)["score_table"]) == 4 and state.view(None)["year"] == 4
    assert len(state.history) <= GAME.move_bound
    data = state.data
    data["totals"] = [12, 30, 30, -4]
    assert GAME.winners(data) == (1, 2)


# --- Views and secrecy ---------------------------------------------------------------------

def test_no_view_or_log_names_a_hidden_card_during_a_year():
    state = GAME.new(4, 12)
    while state.view(None)["phase"] != "deal":
        for seat in (None, 0, 1, 2, 3):
            view = state.view(seat)
            shown = Counter(json.dumps(view).replace('"', " ").split())
            log = " ".join(english(entry) for entry in view["log"])
            for card in state.hidden_cards(seat):
                assert shown[card] == 0, f"seat {seat} sees {card}"
                assert card_name(card) not in log, f"seat {seat} reads {card} in the log"
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[len(state.history) % 3])


def test_the_year_end_shows_every_hand_and_hides_nothing():
    state = position([["2C", "KH"], ["2D", "3C"], ["2S", "QC"], ["3S", "4C"]], {"H": ["9H"]},
                     season=3, first_seat=3)
    state = commit_all(state, {3: "3S up at H", 0: "2C up at H", 1: "2D up at H", 2: "2S up at H"})
    assert [row["hand"] for row in state.view(1)["year_end"]["seats"]] == [["KH"], ["3C"], ["QC"], ["4C"]]
    assert state.hidden_cards(1) == []


# --- Computer player -----------------------------------------------------------------------

def test_the_computer_defends_its_own_house_with_a_common_rather_than_a_noble():
    state = position([["2S", "3S"], ["QD", "8D", "2C"], ["4S", "5S"], ["6S", "7S"]],
                     {"D": ["4D", "3D"]}, first_seat=1)
    move = GAME.computer_levels["normal"](state.view(1), state.legal_moves(1), Rng(3))
    assert move.split()[1] == "8D"


def test_the_computer_spends_a_noble_to_save_its_left_neighbours_house():
    state = position([["2S", "3S"], ["2C", "3C"], ["4S", "5S"], ["KC", "2D", "6S"]],
                     {"C": ["9C", "8C", "7C"]}, first_seat=3)
    move = GAME.computer_levels["normal"](state.view(3), state.legal_moves(3), Rng(5))
    assert move.split()[1] == "KC"


def test_the_computer_keeps_a_noble_where_a_common_suffices():
    state = position([["2S", "3S"], ["2C", "3C"], ["4S", "5S"], ["KH", "4H"]],
                     {"H": ["2H"]}, first_seat=3)
    move = GAME.computer_levels["normal"](state.view(3), state.legal_moves(3), Rng(5))
    assert move.split()[1] == "4H"


def test_the_computer_spends_a_noble_of_a_cursed_house_and_keeps_one_of_a_safe_house():
    state = position([["2C"], ["2H"], ["3H"], ["QD", "KS"]], {"D": ["9D"], "S": ["9S"]},
                     first_seat=3, curses=[0, 2, 0, 0])
    move = GAME.computer_levels["normal"](state.view(3), state.legal_moves(3), Rng(7))
    assert move.split()[1] == "QD"


def test_the_computer_beats_random_players():
    totals = arena(GAME, ["normal", "random", "random", "random"], games=40, seed=3)
    assert totals["normal"]["wins"] / totals["normal"]["seats"] > 0.5

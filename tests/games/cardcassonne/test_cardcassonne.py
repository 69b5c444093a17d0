"""Cardcassonne rules: the card set, the opening, turns, claims, rounds and views.

Scoring and the computer player are in test_cardcassonne_scoring.py."""

from collections import Counter

import pytest

from cardcassonne_positions import GAME, claim_and_score, down, follower, position, run, up
from pygames.cardcassonne.cards import BACK, COLOURS, JOKERS, ROUNDS, full_supply
from pygames.core import IllegalMove
from pygames.core.messages import Reader, english


# --- the card set and setup ---------------------------------------------------------
def test_supply_is_130_cards_30_per_colour_and_ten_jokers():
    cards = Counter(full_supply())
    assert sum(cards.values()) == 130
    for colour in COLOURS:
        assert {kind: cards[colour + kind] for kind in "123HA"} == \
            {"1": 8, "2": 5, "3": 3, "H": 5, "A": 9}
    assert {joker: cards[joker] for joker in JOKERS} == \
        {"DRAGON": 1, "FAIRY": 1, "ANIMAL-JOKER": 4, "BUILDING-JOKER": 4}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_opening_and_rounds_use_the_whole_supply_for_every_player_count(players):
    hand_size, rounds = ROUNDS[players]
    assert 10 + rounds * players * hand_size == 130
    state = GAME.new(players, 7)
    while state.view()["phase"] == "opening":
        state = run(state, state.legal_moves(state.to_play[0])[0])
    dealt = sum(len(hand) for hand in state.data["hands"])
    assert (dealt, len(state.data["supply"])) == (players * hand_size, 120 - players * hand_size)
    while not state.is_over:
        seat = state.to_play[0]
        state = state.apply(seat, GAME.computer_levels["normal"](state.view(seat),
                                                       state.legal_moves(seat), None))
    assert (state.view()["round"], state.view()["supply"]) == (rounds, 0)


@pytest.mark.parametrize("players,hand_size,rounds", [(2, 6, 10), (3, 5, 8), (4, 5, 6), (5, 4, 6)])
def test_hand_size_and_rounds_follow_the_player_count_table(players, hand_size, rounds):
    view = GAME.new(players, 3).view(0)
    assert (view["hand_size"], view["rounds_total"]) == (hand_size, rounds)


def opening_with_a_joker():
    for seed in range(100):
        state = GAME.new(2, seed)
        if state.view()["opening_joker"]:
            return state
    raise AssertionError("no seed below 100 turns up a joker in the opening")


def test_opening_turns_ten_cards_into_their_colour_rows():
    state = GAME.new(3, 11)
    while state.view()["phase"] == "opening":
        state = run(state, state.legal_moves(0)[-1])
    rows = state.data["rows"]
    assert sum(len(entries) for entries in rows.values()) == 10
    for colour, entries in rows.items():
        assert all(e["up"] and e["card"][0] == colour for e in entries if e["card"] not in JOKERS)


def test_opening_joker_goes_to_the_row_the_dealer_chooses():
    state = opening_with_a_joker()
    joker = state.view()["opening_joker"]
    assert state.to_play == (0,)
    assert state.legal_moves(0) == [f"joker {joker}>{colour}" for colour in COLOURS]
    placed = state.apply(0, f"joker {joker}>G")
    assert {"card": joker, "up": True, "by": None} in placed.data["rows"]["G"]
    with pytest.raises(IllegalMove, match="row"):
        state.apply(0, f"joker {joker}>X")


def test_first_dealer_is_seat_0_and_play_starts_at_the_dealers_left():
    state = GAME.new(4, 5)
    while state.view()["phase"] == "opening":
        state = run(state, state.legal_moves(0)[0])
    assert state.view()["dealer"] == 0 and state.to_play == (1,)


# --- turns ---------------------------------------------------------------------------
def test_first_card_of_a_round_goes_face_down_in_any_row():
    state = position(hands=[["Y2"], ["R1"]], face_down_done=False)
    assert state.legal_moves(0) == ["play Y2>Y down", "play Y2>R down", "play Y2>G down",
                                    "play Y2>B down", "follower>Y", "follower>R",
                                    "follower>G", "follower>B"]
    with pytest.raises(IllegalMove, match="face down"):
        state.apply(0, "play Y2>Y")
    after = state.apply(0, "play Y2>R down")
    assert after.data["rows"]["R"] == [down("Y2", 0)]


def test_later_cards_go_face_up_in_their_colour_row():
    state = position(hands=[["Y2", "G1"], ["R1"]])
    assert [m for m in state.legal_moves(0) if m.startswith("play")] == ["play Y2>Y", "play G1>G"]
    with pytest.raises(IllegalMove, match="yellow 2 goes only in the cloister row"):
        state.apply(0, "play Y2>R")
    with pytest.raises(IllegalMove, match="only your first card"):
        state.apply(0, "play Y2>Y down")
    assert state.apply(0, "play Y2>Y").data["rows"]["Y"] == [up("Y2", 0)]


def test_jokers_go_face_up_in_any_row():
    state = position(hands=[["DRAGON"], ["R1"]])
    assert [m for m in state.legal_moves(0) if m.startswith("play")] == \
        [f"play DRAGON>{colour}" for colour in COLOURS]
    assert state.apply(0, "play DRAGON>B").data["rows"]["B"] == [up("DRAGON", 0)]


def test_a_card_goes_at_the_open_end_of_its_row_beyond_any_follower():
    state = position(rows={"Y": [up("Y1"), follower(1)]}, hands=[["Y3"], ["R1"]], placed=[1])
    assert state.apply(0, "play Y3>Y").data["rows"]["Y"] == [up("Y1"), follower(1), up("Y3", 0)]


def test_cards_not_held_and_unknown_moves_are_refused_with_reasons():
    state = position(hands=[["Y2"], ["R1"]])
    with pytest.raises(IllegalMove, match="no 'R1'"):
        state.apply(0, "play R1>R")
    with pytest.raises(IllegalMove, match="row Y, R, G or B"):
        state.apply(0, "play Y2>Q")
    with pytest.raises(IllegalMove, match="follower"):
        state.apply(0, "dance")


def test_follower_may_stand_at_an_empty_row_and_then_claims_nothing():
    state = claim_and_score({}, supply=["Y1"] * 12)
    assert state.view()["last_round"][0]["total"] == 0


def test_follower_placement_is_logged_with_the_number_of_cards_it_claims():
    state = position(rows={"Y": [up("Y1"), follower(1), up("Y2"), up("Y3")]},
                     hands=[["G1"], ["R1"]], placed=[1])
    line = state.apply(0, "follower>Y").view()["log"][-1]
    assert (line["key"], line["seat"], line["colour"], line["count"]) == \
        ("cardcassonne.log.follower", 0, "Y", 2)
    assert english(line) == "seat 0 places a follower at the end of the cloister row, claiming 2 cards."


def test_follower_is_placed_once_a_round():
    state = position(hands=[["Y2"], ["R1"]], placed=[0])
    assert "follower>Y" not in state.legal_moves(0)
    with pytest.raises(IllegalMove, match="already"):
        state.apply(0, "follower>Y")


def test_a_player_without_cards_must_place_the_follower():
    state = position(hands=[[], ["R1"]])
    assert state.legal_moves(0) == [f"follower>{colour}" for colour in COLOURS]


def test_a_player_without_cards_whose_follower_stands_is_skipped():
    state = position(players=3, hands=[["Y1"], [], ["R1"]], placed=[1], turn=0)
    assert run(state, "play Y1>Y").to_play == (2,)


def test_round_ends_when_every_card_and_follower_is_placed():
    state = position(hands=[[], ["R1"]], placed=[0], turn=1)
    state = run(state, "play R1>R")
    assert state.to_play == (1,)  # still has the follower to place
    state = run(state, "follower>R")
    assert state.view()["round"] == 2 and state.view()["last_round"] is not None


# --- claims ----------------------------------------------------------------------------
def test_follower_claims_back_to_the_scoring_track():
    state = claim_and_score({"Y": [up("Y3"), up("Y1"), up("Y2")]})
    assert state.view()["last_round"][0]["persons"] == ["Y3", "Y1", "Y2"]


def test_follower_claims_back_to_the_previous_follower_only():
    rows = {"Y": [up("Y3"), follower(1), up("Y1"), up("Y2")]}
    state = claim_and_score(rows, players=2)
    last = state.view()["last_round"]
    assert last[1]["persons"] == ["Y3"] and last[0]["persons"] == ["Y1", "Y2"]


def test_unclaimed_cards_stay_and_slide_toward_the_track():
    rows = {"Y": [up("Y3")], "R": [up("R1"), follower(1), up("R2"), down("G1", 0)]}
    state = claim_and_score(rows)
    assert state.data["rows"]["R"][:2] == [up("R2"), down("G1", 0)]


def test_last_player_to_place_a_follower_deals_next_and_play_starts_at_their_left():
    state = position(players=3, hands=[[], [], []], placed=[0, 2], turn=1, dealer=0)
    state = run(state, "follower>Y")
    assert state.view()["dealer"] == 1 and state.to_play == (2,)
    assert state.view()["round"] == 2
    assert all(len(hand) == 5 for hand in state.data["hands"])


def test_game_ends_after_the_round_that_empties_the_supply():
    state = claim_and_score({"Y": [up("Y1")]}, supply=[])
    assert state.is_over and state.view()["final"] is not None


# --- views -----------------------------------------------------------------------------
def test_face_down_card_shows_its_face_only_to_its_placer_until_claimed():
    state = position(rows={"R": [down("Y2", 0)]}, hands=[["Y1"], ["R1"]])
    mine = state.view(0)["rows"][1]["entries"][0]
    theirs = state.view(1)["rows"][1]["entries"][0]
    assert mine == {"kind": "card", "card": "Y2", "face_down": True, "placer": 0, "yours": True}
    assert theirs == {"kind": "card", "card": BACK, "face_down": True, "placer": 0,
                      "yours": False}
    assert state.view(None)["rows"][1]["entries"][0]["card"] == BACK
    assert "Y2" in state.hidden_cards(1) and "Y2" not in state.hidden_cards(0)


def test_face_down_placement_is_logged_publicly_without_the_card():
    state = position(hands=[["Y2"], ["R1"]], face_down_done=False).apply(0, "play Y2>R down")
    seen_by_others, seen_by_placer = state.view(1)["log"][-1], state.view(0)["log"][-1]
    assert english(seen_by_others) == "seat 0 places a card face down in the road row."
    assert "card" not in seen_by_others and "Y2" not in str(seen_by_others)
    assert english(seen_by_placer) == "seat 0 places the yellow 2 face down in the road row."
    assert Reader("fr", you=0).render(seen_by_placer) == \
        "Vous posez le 2 jaune face cachée dans la rangée de la route."


def test_hands_are_private():
    state = position(hands=[["Y2"], ["R1"]])
    assert state.view(0)["hand"] == ["Y2"] and state.view(None)["hand"] is None
    assert state.view(0)["seats"][1]["hand"] == 1
    assert "R1" in state.hidden_cards(0)


def test_chest_cards_are_hidden_from_everyone_their_owner_too_until_the_end():
    state = position(hands=[["Y2"], ["R1"]], chests=[["YH", "BUILDING-JOKER"], []])
    assert state.view(0)["seats"][0]["chest"] == 2
    for seat in (None, 0, 1):
        assert {"YH", "BUILDING-JOKER"} <= set(state.hidden_cards(seat))
        assert "YH" not in str(state.view(seat)["seats"])
    over = claim_and_score({}, supply=[], chests=[["YH", "BUILDING-JOKER"], []])
    assert over.hidden_cards(0) == [] and over.view(0)["final"][0]["sets"] == \
        [["YH", "BUILDING-JOKER"]]


def test_view_shows_rows_followers_and_the_round_counters():
    state = position(rows={"G": [up("G1"), follower(1)]}, hands=[["Y2"], ["R1"]], placed=[1])
    view = state.view(0)
    assert [row["colour"] for row in view["rows"]] == list(COLOURS)
    assert view["rows"][2]["entries"][1] == {"kind": "follower", "seat": 1}
    assert (view["round"], view["rounds_total"], view["dealer"], view["supply"]) == (1, 10, 0, 24)
    assert view["seats"][1]["follower_placed"] and not view["seats"][0]["follower_placed"]

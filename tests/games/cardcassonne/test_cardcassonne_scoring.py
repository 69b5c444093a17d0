"""Cardcassonne scoring (the seed's worked examples and the rulings) and the computer player."""

from itertools import product

import pytest

from cardcassonne_positions import GAME, claim_and_score, down, follower, position, run, up
from pygames.cardcassonne.normal import choose_move
from pygames.cardcassonne.cards import ANIMAL_POINTS, BUILDING_SET_POINTS, COLOURS
from pygames.cardcassonne.scoring import animal_round, building_sets, person_points
from pygames.core import State
from pygames.core.players import arena

NO_ANIMALS = {colour: 0 for colour in COLOURS}


def animals(**counts):
    return {**NO_ANIMALS, **counts}


def last_round(state, seat=0):
    return state.view()["last_round"][seat]


# --- persons, mismatches, dragon and fairy -----------------------------------------------
def test_persons_3_1_1_over_3_cards_score_15():
    assert person_points(["Y3", "Y1", "Y1"]) == 15
    state = claim_and_score({"Y": [up("Y3"), up("Y1"), up("Y1")]})
    assert last_round(state)["person_points"] == 15 and state.scores[0] == 15


def test_mismatched_face_down_person_scores_10_outside_the_product():
    state = claim_and_score({"Y": [up("Y3"), down("R1", 1), up("Y1")]})
    summary = last_round(state)
    assert (summary["person_points"], summary["ten_points"], summary["total"]) == (8, 10, 18)


def test_face_down_card_in_its_own_colour_row_scores_as_usual():
    state = claim_and_score({"Y": [down("Y2", 1), up("Y1")]})
    assert last_round(state)["total"] == 6


def test_dragon_and_fairy_score_10_each():
    state = claim_and_score({"Y": [up("DRAGON"), up("FAIRY")]})
    assert last_round(state)["dragon_fairy_points"] == 20


def test_face_down_joker_is_never_mismatched():
    state = claim_and_score({"Y": [down("DRAGON", 1)]})
    assert state.view()["phase"] == "play" and last_round(state)["dragon_fairy_points"] == 10


# --- animals -----------------------------------------------------------------------------
def test_animal_table_is_the_ruled_reconstruction():
    assert ANIMAL_POINTS == {1: 3, 2: 6, 3: 9, 4: 11, 5: 14, 6: 17, 7: 19, 8: 22, 9: 25,
                             10: 27, 11: 30, 12: 33, 13: 35}


def test_two_animals_score_6_then_two_more_and_a_joker_make_five_scoring_14():
    first = claim_and_score({"Y": [up("YA"), up("YA")]})
    assert last_round(first)["animal_points"] == 6
    assert first.view()["seats"][0]["animals"] == animals(Y=2)
    later = claim_and_score({"Y": [up("YA"), up("YA"), up("ANIMAL-JOKER")]},
                            animals=[animals(Y=2), animals()])
    assert last_round(later)["animal_points"] == 14
    assert later.view()["seats"][0]["animals"] == animals(Y=5)


def test_animal_types_not_added_to_this_round_do_not_score():
    state = claim_and_score({"Y": [up("YA")]}, animals=[animals(R=3), animals()])
    assert last_round(state)["animal_points"] == 3
    assert last_round(state)["animals_scored"] == {"Y": 1}


def test_animal_jokers_alone_score_3_each_then_join_the_first_type_collected():
    alone = claim_and_score({"Y": [up("ANIMAL-JOKER"), up("ANIMAL-JOKER")]})
    assert last_round(alone)["animal_points"] == 6
    assert alone.view()["seats"][0]["lone_animal_jokers"] == 2
    joined = claim_and_score({"Y": [up("YA")]}, lone_jokers=[2, 0])
    assert last_round(joined)["animal_points"] == ANIMAL_POINTS[3]
    assert joined.view()["seats"][0]["animals"] == animals(Y=3)
    assert joined.view()["seats"][0]["lone_animal_jokers"] == 0


def test_animal_jokers_join_the_type_worth_the_most_points():
    points, after, lone, scored = animal_round(animals(Y=5, R=1), 0, {"R": 1}, 1)
    assert (points, scored) == (ANIMAL_POINTS[6] + ANIMAL_POINTS[2], {"Y": 6, "R": 2})
    assert after == animals(Y=6, R=2) and lone == 0


def test_claimer_of_a_mismatched_animal_takes_10_or_keeps_it():
    state = claim_and_score({"Y": [down("RA", 1)]})
    assert state.to_play == (0,) and state.legal_moves(0) == ["keep", "take 10"]
    assert state.view()["pending_choice"] == {"seat": 0, "claim": 0}
    assert state.view()["claims"][0][0]["card"] == "RA"
    taken = run(state, "take 10")
    assert last_round(taken)["ten_points"] == 10
    assert taken.view()["seats"][0]["animals"] == NO_ANIMALS
    kept = run(state, "keep")
    assert last_round(kept)["animal_points"] == 3
    assert kept.view()["seats"][0]["animals"] == animals(R=1)


def test_choices_are_asked_in_turn_order_from_the_dealers_left_before_any_scoring():
    rows = {"Y": [down("RA", 1)], "G": [down("BH", 0), follower(1)]}
    state = claim_and_score(rows, dealer=0)
    assert state.to_play == (1,) and state.view()["last_round"] is None
    state = run(state, "take 10")
    assert state.to_play == (0,) and state.view()["pending_choice"] == {"seat": 0, "claim": 0}
    state = run(state, "keep")
    assert [summary["total"] for summary in state.view()["last_round"]] == [3, 10]


# --- buildings and the end -----------------------------------------------------------------
def test_buildings_and_building_jokers_go_under_the_chest_unscored_until_the_end():
    state = claim_and_score({"Y": [up("YH"), up("BUILDING-JOKER")]})
    assert last_round(state)["total"] == 0 and last_round(state)["to_chest"] == 2
    assert state.data["chests"][0] == ["YH", "BUILDING-JOKER"]


def test_mismatched_building_kept_goes_under_the_chest():
    state = run(claim_and_score({"Y": [down("BH", 1)]}), "keep")
    assert state.data["chests"][0] == ["BH"] and last_round(state)["total"] == 0


def test_building_sets_30_30_5_0_make_65():
    chest = ["YH"] * 4 + ["RH"] * 3 + ["GH"] * 2 + ["BH"] * 2
    points, sets = building_sets(chest)
    assert points == 65
    assert [BUILDING_SET_POINTS[len(s)] for s in sets] == [30, 30, 5, 0]


def test_building_jokers_are_wild():
    assert building_sets(["YH", "RH", "GH", "BUILDING-JOKER"]) == \
        (30, [["YH", "RH", "GH", "BUILDING-JOKER"]])
    assert building_sets(["YH", "YH", "BUILDING-JOKER"])[0] == 5


def best_grouping_by_search(chest):
    """The most any split of the chest into sets of different colours scores (jokers wild)."""
    if not chest:
        return 0
    first, rest = chest[0], chest[1:]
    best = 0
    for mask in range(1 << len(rest)):
        group = [first] + [card for i, card in enumerate(rest) if mask >> i & 1]
        colours = [card for card in group if card != "BUILDING-JOKER"]
        if len(group) <= 4 and len(set(colours)) == len(colours):
            others = [card for i, card in enumerate(rest) if not mask >> i & 1]
            best = max(best, BUILDING_SET_POINTS[len(group)] + best_grouping_by_search(others))
    return best


def test_building_sets_are_grouped_for_the_most_points():
    kinds = ["YH", "RH", "GH", "BH", "BUILDING-JOKER"]
    for size in range(1, 7):
        for chest in product(kinds, repeat=size):
            if list(chest) == sorted(chest):
                assert building_sets(list(chest))[0] == best_grouping_by_search(list(chest)), chest


def test_final_scoring_adds_the_building_sets_when_the_supply_runs_out():
    chest = ["YH"] * 4 + ["RH"] * 3 + ["GH"] * 2 + ["BH"] * 2
    state = claim_and_score({"Y": [up("Y2")]}, supply=[], chests=[chest, []])
    assert state.is_over and state.scores == [2 + 65, 0]
    assert state.view()["final"][0]["set_points"] == [30, 30, 5, 0]


def finished(points, chests):
    base = position(players=len(points))
    data = base.data
    data.update(phase="over", points=points, chests=chests)
    return State(GAME, len(points), 1, base.options, data, base._rng, ())


def test_most_points_wins():
    assert finished([40, 55, 10], [[], [], ["YH"]]).winners == (1,)


def test_tie_on_points_goes_to_the_most_building_cards():
    assert finished([55, 55, 10], [["YH"], ["YH", "RH"], []]).winners == (1,)


def test_tie_on_points_and_buildings_is_shared():
    assert finished([55, 55, 10], [["YH"], ["GH"], []]).winners == (0, 1)


# --- the computer player ------------------------------------------------------------------
def bot_move(state, seat=0):
    return choose_move(state.view(seat), state.legal_moves(seat), None)


def test_bot_keeps_a_mismatched_animal_only_when_its_collection_makes_it_worth_more_than_10():
    keep = claim_and_score({"Y": [down("RA", 1)]}, animals=[animals(R=4), animals()])
    assert bot_move(keep) == "keep"
    assert bot_move(claim_and_score({"Y": [down("RA", 1)]})) == "take 10"
    assert bot_move(claim_and_score({"Y": [down("RH", 1)]})) == "take 10"


def test_bot_claims_a_rich_row_before_a_rival_who_must_claim_takes_it():
    state = position(rows={"Y": [up("Y3"), up("Y3"), up("Y2")]}, hands=[["G1"], []])
    assert bot_move(state) == "follower>Y"


def test_bot_feeds_its_row_while_no_rival_can_cut_it():
    state = position(rows={"Y": [up("Y3")]}, hands=[["Y3", "G1"], ["R1"]], placed=[1])
    assert bot_move(state) == "play Y3>Y"


def test_bot_hides_a_mismatched_person_face_down_in_the_row_it_means_to_claim():
    state = position(rows={"Y": [up("Y3"), up("Y3")]}, hands=[["R1", "G1"], ["B1"]],
                     placed=[1], face_down_done=False)
    assert bot_move(state) in ("play R1>Y down", "play G1>Y down")


@pytest.mark.parametrize("lineup", [["normal", "random"], ["normal", "random", "random"]])
def test_bot_beats_random_players(lineup):
    totals = arena(GAME, lineup, games=12, seed=5)
    assert totals["normal"]["wins"] >= 10

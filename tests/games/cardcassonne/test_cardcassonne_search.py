"""Cardcassonne's levels of computer player and the hard player's search: what it samples from
its view, the play-out policy it imagines the table with, and choices it makes from the view."""

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from cardcassonne_positions import GAME, down, follower, position, rest_of_pack, up
from pygames.cardcassonne.cards import BUILDING_JOKER, full_supply, is_building
from pygames.cardcassonne.playout import keep_or_take, playout_move
from pygames.cardcassonne.sampling import chest_location, seen_cards
from pygames.core import Rng
from pygames.core.determinize import determinize, place_at_random
from pygames.core.players import play_out, positions


def states_of_a_game(players, seed, every=9):
    """States every few moves through a seeded game between normal players."""
    game = positions(GAME.new(players, seed), [GAME.computer_levels["normal"]] * players, Rng(seed))
    return [state for state in game if len(state.history) % every == 4]


def test_levels_easy_normal_hard_choose_legal_moves_from_the_view():
    assert list(GAME.computer_levels) == ["easy", "normal", "hard"]
    for state in states_of_a_game(3, 5, every=41):
        seat = state.to_play[0]
        for player in GAME.computer_levels.values():
            assert player(state.view(seat), state.legal_moves(seat), Rng(1)) in \
                state.legal_moves(seat)


def test_hard_chooses_the_same_move_however_its_thinking_is_sliced():
    hard = GAME.computer_levels["hard"]
    for state in states_of_a_game(2, 8, every=47):
        seat = state.to_play[0]
        view, legal = state.view(seat), state.legal_moves(seat)
        search = hard.start(view, legal, Rng(3))
        slices = 1
        while (move := search.advance(0.005)) is None:
            slices += 1
        assert slices > 1 or len(legal) == 1
        assert move == hard(view, legal, Rng(3))


# A process that samples a position from the view of seat 0 in round 3 and plays it out as
# the hard player's search does.
SAMPLE_AND_SEARCH = """
import pygames
from pygames.core import Rng
from pygames.core.determinize import determinize
game = pygames.get_game("cardcassonne")
normal, state = game.computer_levels["normal"], game.new(3, 11)
while state.view()["round"] < 3 or state.to_play != (0,):
    seat = state.to_play[0]
    state = state.apply(seat, normal(state.view(seat), state.legal_moves(seat), Rng(1)))
data = determinize(game, state.view(0), Rng(2))
print(data)
hard = game.computer_levels["hard"]
print(hard.play_out(game, data, hard.origin(game, data), Rng(3)), data)
"""


def test_sampling_and_search_do_not_depend_on_how_a_process_hashes_text():
    # Python orders sets of strings by a hash that changes from one process to the next.
    root = Path(__file__).resolve().parents[3]
    outputs = {subprocess.run([sys.executable, "-c", SAMPLE_AND_SEARCH], cwd=root, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed},
                              capture_output=True, text=True).stdout for seed in ("1", "2")}
    assert len(outputs) == 1 and "'chests'" in outputs.pop()


# --- what a view leaves open ----------------------------------------------------------
def test_a_sampled_position_deals_exactly_the_cards_the_view_does_not_show():
    for state in states_of_a_game(4, 3, every=13):
        seat = state.to_play[0]
        view = state.view(seat)
        placed = place_at_random(GAME.unseen(view), Rng(len(state.history)))
        dealt = Counter(card for cards in placed.values() for card in cards)
        assert dealt + Counter(seen_cards(view)) == Counter(full_supply())


def test_a_sampled_chest_holds_only_buildings():
    hands, chests = [["Y2"], ["R1", "G1"], ["B1"]], [["YH", "BUILDING-JOKER"], ["GH"], []]
    state = position(players=3, hands=hands, chests=chests,
                     supply=rest_of_pack(hands=hands, chests=chests))
    view = state.view(0)
    unseen = GAME.unseen(view)
    assert unseen.slots[chest_location(0)] == 2 and unseen.slots[chest_location(1)] == 1
    rng = Rng(2)
    for _ in range(100):
        chests = determinize(GAME, view, rng)["chests"]
        assert [len(chest) for chest in chests] == [2, 1, 0]
        assert all(is_building(card) or card == BUILDING_JOKER
                   for chest in chests for card in chest)


def test_a_sampled_position_keeps_this_seats_face_down_card_and_turns_the_others():
    rows, hands = {"R": [down("Y3", 0), down("G2", 1)]}, [["Y2"], ["R1"]]
    state = position(rows=rows, hands=hands, supply=rest_of_pack(rows, hands))
    view = state.view(0)
    rows = determinize(GAME, view, Rng(1))["rows"]["R"]
    assert rows[0] == down("Y3", 0) and not rows[1]["up"] and rows[1]["by"] == 1


# --- the play-out policy ----------------------------------------------------------------
def test_the_play_out_policy_claims_a_rich_row_and_must_claim_without_cards():
    rich = position(rows={"Y": [up("Y3"), up("Y3"), up("Y3")]}, hands=[["G1"], ["B1"]]).data
    assert playout_move(GAME, rich, 0, [], Rng(1)) == "follower>Y"
    empty = position(rows={"B": [up("B1")]}, hands=[[], ["B1"]]).data
    assert playout_move(GAME, empty, 0, [], Rng(1)) == "follower>B"


def test_the_play_out_policy_keeps_a_mismatched_animal_only_for_a_big_collection():
    def choice(collection):
        data = {"choices": [[0, 0]], "claims": [[{"card": "RA"}]],
                "animals": [{"Y": 0, "R": collection, "G": 0, "B": 0}]}
        return keep_or_take(data)
    assert (choice(0), choice(3)) == ("take 10", "keep")


# --- choices from the view ----------------------------------------------------------------
def test_hard_feeds_a_row_past_the_richest_before_claiming_where_a_careless_player_claims():
    # Seat 1 has played out and placed its follower. Claiming the cloister row now scores 18;
    # laying the road 3 first makes the road row worth 3 x 9 = 27, then claiming it.
    rows = {"Y": [up("Y2"), up("Y2"), up("Y2")], "R": [up("R3"), up("R3")], "B": [follower(1)]}
    hands = [["R3"], []]
    state = position(rows=rows, hands=hands, placed=[1], supply=rest_of_pack(rows, hands))
    view, legal = state.view(0), state.legal_moves(0)
    assert GAME.computer_levels["normal"](view, legal, Rng(1)) == "follower>Y"
    assert GAME.computer_levels["hard"](view, legal, Rng(1)) == "play R3>R"


@pytest.mark.parametrize("players", [2, 3])
def test_every_level_plays_whole_games(players):
    levels = GAME.computer_levels
    lineup = [levels["easy"], levels["normal"], levels["easy"]][:players]
    assert play_out(GAME.new(players, 3), lineup, Rng(3)).is_over

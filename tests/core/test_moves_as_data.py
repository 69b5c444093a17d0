"""Moves and events as data, for every registered game: each legal move's text and its data
round-trip through the game's notation (as python-chess's UCI does), every log entry is an
event with a kind beside its message, and a state's events are what its last move logged.
What a seat's events show is checked for hidden cards by the conformance test's views."""

import json

import pytest

import pygames
from pygames.core import Rng

GAMES = sorted(pygames.GAMES)


def random_states(game, seed, steps=400):
    """The states of one random game of `game` at its fewest seats, the first first."""
    rng = Rng(seed)
    state = game.new(game.min_players, seed)
    states = [state]
    while not state.is_over and len(states) <= steps:
        seat = state.to_play[0]
        moves = state.legal_moves(seat)
        state = state.apply(seat, moves[rng.below(len(moves))])
        states.append(state)
    return states


def check_moves_round_trip(game):
    """Every legal move's text and its data round-trip through the game's notation."""
    for seed in range(3):
        for state in random_states(game, seed):
            for seat in state.to_play:
                for move in state.legal_move_data(seat):
                    text = move["text"]
                    fields = {name: value for name, value in move.items() if name != "text"}
                    assert isinstance(fields.get("kind"), str), move
                    assert json.loads(json.dumps(move)) == move
                    assert game.parse_move(text) == fields
                    assert game.move_text(fields) == text


def check_events(game):
    """Every log entry is an event (a kind beside its message), and a state's events are
    what its last move logged."""
    for seed in range(3):
        states = random_states(game, seed)
        for before, after in zip(states, states[1:]):
            for seat in [None, *range(after.players)]:
                events = after.events(seat)
                assert all(isinstance(entry.get("kind"), str) and "message" in entry
                           for entry in events), events
                log, earlier = after.view(seat)["log"], before.view(seat)["log"]
                said = [entry["message"] for entry in events]
                # The move added its events to the log, or began a new log with them.
                assert log in (earlier + said, said), (log[-3:], said)
                assert said or log == earlier


def check_tried_moves(game):
    """A legal move tried as data passes; one the game does not know gets a reason."""
    state = [state for state in random_states(game, 0, steps=5) if not state.is_over][-1]
    seat = state.to_play[0]
    for move in state.legal_move_data(seat)[:5]:
        tried = {name: value for name, value in move.items() if name != "text"}
        assert state.why_not(seat, tried) is None
    refusal = state.why_not(seat, {"kind": "no such move"})
    assert refusal is not None and str(refusal)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_move_round_trips_between_text_and_data(game_id):
    check_moves_round_trip(pygames.get_game(game_id))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_log_entry_is_an_event_and_a_move_s_events_are_what_it_logged(game_id):
    check_events(pygames.get_game(game_id))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tried_move_that_is_not_legal_gets_the_rules_reason(game_id):
    check_tried_moves(pygames.get_game(game_id))

"""A settled rest (State.settled_moves, issue 26): when nothing left to play can change how a
hand or a game ends, the table may play it out at once. Every game's settled moves replay
legally; Agony Aunt's are proved by every way the hand could still go; Agnès finishes once
every card can go home in turn; the bridge plays them one at a time."""

import json

import pytest

import pygames
from pygames.bridge import Bridge
from pygames.core import Rng
from pygames.agony_aunt.settled import SETTLED_TRICKS

AUNT = pygames.get_game("agony-aunt")
AGNES = pygames.get_game("agnes")


def positions(game, players, seed, limit=2_000):
    """Every position of a game the normal computers play from deal `seed`."""
    state, rng = game.new(players, seed), Rng(seed)
    level = game.computer_levels.get("normal") or next(iter(game.computer_levels.values()))
    while not state.is_over and limit:
        yield state
        seat = state.to_play[0]
        state = state.apply(seat, level(state.view(seat), state.legal_moves(seat), rng))
        limit -= 1


def random_hand_end(state, rng):
    """The counters the hand in progress ends with, played to its end at random."""
    hand = state.data["hand_number"]
    while not state.is_over and state.data["hand_number"] == hand:
        seat = state.to_play[0]
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state.scores


# The games that define settled moves (the others keep the protocol's default, never settled).
SETTLING = sorted(game_id for game_id, game in pygames.GAMES.items()
                  if type(game).settled_moves is not pygames.Game.settled_moves)


def test_the_games_that_settle_are_agnes_and_agony_aunt():
    assert SETTLING == ["agnes", "agony-aunt"]


@pytest.mark.parametrize("game_id", SETTLING)
def test_settled_moves_replay_legally(game_id):
    """Settled rests are met on these deals, and each replays legally from where it began."""
    game = pygames.get_game(game_id)
    met = 0
    for seed in range(3, 9):
        for state in positions(game, game.min_players if game_id != "agony-aunt" else 4, seed, 600):
            settled = state.settled_moves()
            if settled:
                met += 1
                for seat, move in settled:
                    state = state.apply(seat, move)
        if met:
            break
    assert met, f"no settled rest met in {game_id}"


def test_agony_aunt_settles_only_what_no_play_can_change():
    """At each settled position, twelve random ways to finish the hand end with the counters
    the settled moves reach; positions with more than SETTLED_TRICKS tricks left are never
    settled, the forced last trick always is; and some hands do settle early."""
    settled_seen = 0
    for seed in range(6):
        for state in positions(AUNT, 4, seed):
            settled = state.settled_moves()
            tricks_left = 14 - state.data["trick_number"]
            if tricks_left == 1:
                assert settled is not None
            if settled is None:
                continue
            assert tricks_left <= SETTLED_TRICKS
            settled_seen += 1
            after = state
            for seat, move in settled:
                after = after.apply(seat, move)
            assert after.is_over or after.data["hand_number"] == state.data["hand_number"] + 1
            expected = after.scores
            rng = Rng(seed * 1000 + settled_seen)
            assert all(random_hand_end(state, rng) == expected for _ in range(12))
    assert settled_seen > 100


def test_a_hand_with_choices_that_matter_is_not_settled():
    """Some position in the last three tricks of these games is left unsettled: there a
    random finish can end otherwise than another."""
    unsettled = [state for seed in range(3) for state in positions(AUNT, 4, seed)
                 if 1 < 14 - state.data["trick_number"] <= SETTLED_TRICKS
                 and state.settled_moves() is None]
    rng = Rng(7)
    assert any(len({tuple(random_hand_end(state, rng)) for _ in range(40)}) > 1
               for state in unsettled)


def test_agnes_finishes_once_every_card_can_go_home_in_turn():
    won = 0
    for seed in range(12):
        for state in positions(AGNES, 1, seed):
            settled = state.settled_moves()
            if state.data["stock"]:
                assert settled is None
            if settled:
                assert all(move.endswith(">f") for _, move in settled)
                for seat, move in settled:
                    state = state.apply(seat, move)
                assert state.winners == (0,)
                won += 1
                break
    assert won >= 3


@pytest.fixture
def call():
    bridge = Bridge()
    return lambda op, **args: json.loads(bridge.call(json.dumps({"op": op, **args})))


def test_the_bridge_plays_a_settled_rest_one_move_at_a_time(call):
    state = next(state for state in positions(AGNES, 1, 2) if state.settled_moves())
    table = call("open", save=state.to_json())["table"]
    snap = call("view", table=table, seat=0)
    assert snap["settled"] == len(state.settled_moves()) and not snap["over"]
    steps = 0
    while snap["settled"]:
        snap = call("play_settled", table=table, viewer=0)
        assert len(snap["events"]) >= 1
        steps += 1
    assert snap["over"] and steps == len(state.settled_moves())


def test_the_bridge_refuses_to_play_out_what_is_not_settled(call):
    table = call("new", game="agony-aunt", players=4, seed=1)["table"]
    assert call("view", table=table, seat=0)["settled"] == 0
    answer = call("play_settled", table=table, viewer=0)
    assert answer["message"] == {"key": "core.table.not-settled"}

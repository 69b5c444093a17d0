"""The shared machinery, on a tiny game built here: protocol, options, replay, generator."""

import pytest

import pygames
from pygames.core import Game, IllegalMove, Option, Rng, add_log, event
from pygames.core.messages import GAME_TITLES
from pygames.core.players import play_out, player_named, positions
from pygames.core.replay import replay


class Countdown(Game):
    """Players alternately take 1 or 2 from a pile; who takes the last wins."""

    id = "countdown"
    title = "Countdown"
    min_players, max_players = 2, 3
    options = (Option.integer("pile", "Pile", 3, 30, 10),)

    def setup(self, players, options, rng):
        return {"pile": options["pile"] + rng.below(3), "turn": 0, "last": None}

    def to_play(self, data):
        return () if data["pile"] == 0 else (data["turn"],)

    def legal_moves(self, data, seat):
        return [str(n) for n in (1, 2) if n <= data["pile"]]

    def parse_move(self, text):
        if text not in ("1", "2"):
            raise IllegalMove("take 1 or 2")
        return {"kind": "take", "count": int(text)}

    def move_text(self, move):
        return str(move["count"])

    def play(self, data, seat, move, rng):
        if move not in self.legal_moves(data, seat):
            raise IllegalMove(f"take 1 or 2, at most the pile of {data['pile']}")
        data["pile"] -= int(move)
        data["last"] = seat
        data["turn"] = (seat + 1) % 2
        took = {"seat": seat, "count": int(move)}
        add_log(data, event("take", f"seat {seat} took {move}", **took),
                {seat: event("take", f"you took {move}", **took)})

    def scores(self, data):
        return [1 if data["pile"] == 0 and data["last"] == s else 0 for s in range(2)]

    def winners(self, data):
        return (data["last"],)

    def view(self, data, seat):
        return {"pile": data["pile"]}


@pytest.fixture
def countdown(monkeypatch):
    """The toy game, registered for one test as `register` does it."""
    game = Countdown()
    monkeypatch.setitem(pygames.GAMES, game.id, game)
    monkeypatch.setitem(GAME_TITLES, game.id, game.title)
    return game


def test_rng_is_the_same_everywhere():
    # Reference values of SplitMix64 from seed 0 (as published with the algorithm).
    rng = Rng(0)
    assert [rng.next64() for _ in range(2)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
    assert Rng(7).shuffle(list(range(10))) == Rng(7).shuffle(list(range(10)))
    assert sorted(Rng(7).shuffle(list(range(10)))) == list(range(10))


def test_rng_below_is_bounded():
    rng = Rng(3)
    assert {rng.below(3) for _ in range(300)} == {0, 1, 2}
    with pytest.raises(ValueError):
        rng.below(0)


def test_apply_returns_a_new_state_and_leaves_the_old(countdown):
    state = countdown.new(2, 5)
    after = state.apply(0, "2")
    assert state.history == () and after.history == ((0, "2"),)
    assert after.view(None)["pile"] == state.view(None)["pile"] - 2
    with pytest.raises(AttributeError):
        state.seed = 3


def test_illegal_moves_say_why(countdown):
    state = countdown.new(2, 5)
    with pytest.raises(IllegalMove, match="take 1 or 2"):
        state.apply(0, "3")
    with pytest.raises(IllegalMove, match="not seat 1's turn"):
        state.apply(1, "1")
    with pytest.raises(IllegalMove, match="a move is written as text"):
        state.apply(0, 1)
    with pytest.raises(ValueError, match="seat must be"):
        state.apply(5, "1")


def test_options_are_checked(countdown):
    assert countdown.new(2, 1).options == {"pile": 10}
    with pytest.raises(ValueError, match="between 3 and 30"):
        countdown.new(2, 1, {"pile": 99})
    with pytest.raises(ValueError, match="unknown option 'size'"):
        countdown.new(2, 1, {"size": 4})
    with pytest.raises(ValueError, match="for 2 to 3 players"):
        countdown.new(4, 1)


def test_save_replays_to_the_same_state(countdown):
    state = countdown.new(2, 9).apply(0, "1").apply(1, "2")
    assert replay(state.to_json()) == state
    assert countdown.from_json(state.to_json()) == state


def test_bad_saves_are_refused_with_a_reason(countdown):
    save = countdown.new(2, 9).apply(0, "1").to_json()
    with pytest.raises(ValueError, match="no 'moves'"):
        replay({k: v for k, v in save.items() if k != "moves"})
    with pytest.raises(ValueError, match="unknown game"):
        replay(dict(save, game="chess"))
    with pytest.raises(ValueError, match="move 1 .* cannot be replayed"):
        replay(dict(save, moves=[[0, "7"]]))
    with pytest.raises(ValueError, match="format"):
        replay(dict(save, format=99))
    with pytest.raises(ValueError, match="not a Countdown game"):
        countdown.from_json(dict(save, game="agnes"))


def test_private_log_lines(countdown):
    state = countdown.new(2, 9).apply(0, "1")
    assert state.view(0)["log"] == ["you took 1"]
    assert state.view(1)["log"] == ["seat 0 took 1"]


def test_a_move_is_data_and_its_events_say_what_it_did(countdown):
    state = countdown.new(2, 9)
    assert state.legal_move_data(0) == [{"text": "1", "kind": "take", "count": 1},
                                        {"text": "2", "kind": "take", "count": 2}]
    assert state.events(0) == []
    after = state.apply(0, "2").apply(1, "1")
    assert after.events(1) == [{"kind": "take", "seat": 1, "count": 1, "message": "you took 1"}]
    assert after.events(0) == [{"kind": "take", "seat": 1, "count": 1,
                                "message": "seat 1 took 1"}]


def test_a_tried_move_given_as_data_is_refused_by_the_rules(countdown):
    state = countdown.new(2, 9)
    while state.view()["pile"] > 1:
        state = state.apply(state.to_play[0], "1")
    seat = state.to_play[0]
    assert state.why_not(seat, {"kind": "take", "count": 1}) is None
    assert "at most the pile of 1" in str(state.why_not(seat, {"kind": "take", "count": 2}))
    assert "not a move of" in str(state.why_not(seat, {"kind": "skip"}))


def test_unknown_game_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        pygames.get_game("chess")


def test_positions_yields_each_position_before_its_move_and_returns_play_out_s_end():
    game = pygames.get_game("cardcassonne")
    normal = player_named(game, "normal")
    seen, steps = [], positions(game.new(2, 3), [normal, normal], Rng(3))
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as end:
            final = end.value
            break
    assert [len(state.history) for state in seen] == list(range(len(final.history)))
    assert final.to_json() == play_out(game.new(2, 3), [normal, normal], Rng(3)).to_json()

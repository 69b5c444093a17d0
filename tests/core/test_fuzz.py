"""Hostile input against the engine and the page's bridge: wrong types at every field of a
save and of a request, huge and deeply nested values, other spellings of legal moves.

Whatever comes in, the answer is a ValueError (the bridge: an {"ok": false} answer) whose
message is short and readable, the position is unchanged, and no case takes long."""

import json
import time

import pytest

import pygames
from pygames.bridge import ARGUMENT_KINDS, ENGINE_FAILED, OPERATIONS, Bridge
from pygames.core import IllegalMove, Rng, replay

# Words of Python's own error messages: a player must never read them.
PYTHON_INTERNALS = ("Traceback", "object is not", "positional argument", "unhashable",
                    "Expecting value", "Exceeds the limit", "NoneType", "<class", "built-in",
                    "line 1 column", "recursion", "Error", "__", "dict", "'str'", "'int'")
MESSAGE_LIMIT = 300
CASE_SECONDS = 2.0  # a generous ceiling: every case here takes milliseconds


def deep(levels, leaf=0):
    value = leaf
    for _ in range(levels):
        value = [value]
    return value


HOSTILE_VALUES = [None, True, False, 1.0, -1, 2 ** 80, 10 ** 5000, "", "x" * 1_000_000,
                  "\u0000\ud800", [], {}, [1, 2], {"a": 1}, {1: 2, "a": 3}, deep(100_000),
                  {"k": deep(5000)}]


def assert_readable_refusal(call, *args):
    """`call(*args)` raises ValueError with a short message free of Python's internals."""
    started = time.perf_counter()
    with pytest.raises(ValueError) as refused:
        call(*args)
    assert time.perf_counter() - started < CASE_SECONDS
    message = str(refused.value)
    assert message and len(message) <= MESSAGE_LIMIT, message[:400]
    assert not any(word in message for word in PYTHON_INTERNALS), message


def random_position(game, seed, steps):
    rng = Rng(seed)
    state = game.new(game.min_players + (seed % (game.max_players - game.min_players + 1)), seed)
    for _ in range(steps):
        if state.is_over:
            break
        seat = rng.choice(list(state.to_play))
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def other_spellings(move):
    """Texts a lenient parser might take for `move`."""
    words = move.split(" ")
    spellings = {f" {move}", f"{move} ", f"  {move}\t\n", move.lower(), move.upper(),
                 move.replace(" ", "  "), move.replace(" ", "\t"), move + "\x00"}
    if len(words) > 2:
        spellings.add(" ".join([words[0], *reversed(words[1:])]))
    return spellings - {move}


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_every_other_spelling_of_a_legal_move_is_refused(game_id):
    game = pygames.get_game(game_id)
    for seed in range(4):
        state = random_position(game, seed, steps=seed * 7)
        if state.is_over:
            continue
        seat = state.to_play[0]
        legal = set(state.legal_moves(seat))
        before = state.to_json()
        for move in sorted(legal)[:12]:
            for spelling in other_spellings(move) - legal:
                assert_readable_refusal(state.apply, seat, spelling)
        assert state.to_json() == before


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_hostile_values_in_every_field_of_a_save(game_id):
    game = pygames.get_game(game_id)
    state = random_position(game, 3, steps=5)
    save = state.to_json()
    for field in save:
        for value in HOSTILE_VALUES:
            if (field, value) in (("options", None), ("options", {}), ("moves", [])):
                continue  # valid: the defaults, which this save uses; a game not yet begun
            assert_readable_refusal(replay, {**save, field: value})
    for value in HOSTILE_VALUES:
        assert_readable_refusal(replay, {**save, "moves": [value]})
        assert_readable_refusal(replay, {**save, "moves": [[value, "x"]]})
        if save["moves"]:
            seat = save["moves"][0][0]
            assert_readable_refusal(replay, {**save, "moves": [[seat, value]]})
        assert_readable_refusal(replay, {**save, "options": {"no-such": value}})
        for option in game.options:
            try:
                option.check(value, state.players)
                continue  # a value this option takes
            except ValueError:
                pass
            assert_readable_refusal(replay, {**save, "options": {**state.options, option.name: value}})
    assert replay(save) == state


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_hostile_moves_and_seats_leave_the_state_unchanged(game_id):
    game = pygames.get_game(game_id)
    state = random_position(game, 5, steps=3)
    before = state.to_json()
    seat = state.to_play[0]
    for value in HOSTILE_VALUES:
        assert_readable_refusal(state.apply, seat, value)
        assert_readable_refusal(state.apply, value, "pass")
        assert_readable_refusal(state.legal_moves, value)
        if value is not None:  # None is the spectator's view
            assert_readable_refusal(state.view, value)
        assert_readable_refusal(game.new, value, 1)
        assert_readable_refusal(game.new, game.min_players, value)
        if value not in (None, {}):  # both mean "the defaults"
            assert_readable_refusal(game.new, game.min_players, 1, value)
    assert state.to_json() == before


@pytest.fixture
def bridge():
    return Bridge()


def answer(bridge, request_text):
    started = time.perf_counter()
    reply = json.loads(bridge.call(request_text))
    assert time.perf_counter() - started < CASE_SECONDS
    return reply


def assert_refused(bridge, request_text):
    reply = answer(bridge, request_text)
    assert reply["ok"] is False
    message = reply["error"]
    assert message and len(message) <= MESSAGE_LIMIT, message[:400]
    assert not any(word in message for word in PYTHON_INTERNALS), message
    assert message != ENGINE_FAILED, "a refusal must not look like an engine bug"


def test_requests_that_are_not_requests(bridge):
    for text in ("null", "5", '"x"', "[]", "true", "{}", '{"op": 5}', '{"op": null}',
                 '{"op": "nope"}', "", "{", "x" * 100, "[" * 990 + "]" * 990,
                 "[" * 100_000 + "]" * 100_000, '{"op": "games", "x": ' + "[" * 5000 + "]" * 5000 + "}",
                 "1" * 5000, '{"op": "view", "table": 1' + "0" * 5000 + "}"):
        assert_refused(bridge, text)


def test_wrong_types_at_every_argument_of_every_request(bridge):
    table = json.loads(bridge.call(json.dumps(
        {"op": "new", "game": "agony-aunt", "players": 4, "seed": 5})))["table"]
    before = json.loads(bridge.call(json.dumps({"op": "view", "table": table, "seat": 0})))
    good = {"game": "agnes", "players": 1, "seed": 3, "options": None, "save": before["save"],
            "table": table, "seat": 0, "move": "play 2C", "humans": [0], "level": "normal",
            "viewer": 0, "intent": {"kind": "play", "card": "2C"},
            "index": 0, "grade": None}
    json_values = [None, True, 1.5, -1, 2 ** 70, "", "x" * 100_000, [], {}, [[["deep"]]],
                   {"a": {"b": {}}}, ["x"], [True]]
    for operation, arguments in OPERATIONS.items():
        request = {"op": operation, **{name: good[name] for name in arguments}}
        for name in arguments:
            for value in json_values:
                if ARGUMENT_KINDS[arguments[name]](value) and value not in (
                        "", "x" * 100_000, -1, 2 ** 70, {}, {"a": {"b": {}}}):
                    continue  # a value of the right kind (the engine's own checks follow)
                reply = answer(bridge, json.dumps({**request, name: value}))
                if reply["ok"]:
                    continue  # e.g. closing a table that is not open is harmless
                assert len(reply["error"]) <= MESSAGE_LIMIT
                assert not any(word in reply["error"] for word in PYTHON_INTERNALS), reply["error"]
        assert_refused(bridge, json.dumps({**request, "surprise": 1}))
    after = json.loads(bridge.call(json.dumps({"op": "view", "table": table, "seat": 0})))
    assert after == before, "no refused request may change the game"


def test_a_huge_move_is_not_echoed(bridge):
    state = pygames.get_game("agnes").new(1, 7)
    with pytest.raises(IllegalMove) as refused:
        state.apply(0, "Q" * 1_000_000)
    assert len(str(refused.value)) < 200
    save = {**state.to_json(), "moves": [[0, "Q" * 1_000_000]]}
    with pytest.raises(ValueError) as refused:
        replay(save)
    assert len(str(refused.value)) < 300


def test_the_cases_reported_in_issue_10():
    agents = pygames.get_game("agents-of-the-crown").new(4, 1)
    noble, common = agents.legal_moves(0)[0].split()[1:]
    for spelling in (f"pass {common} {noble}", f"  pass\t{noble} {common}\n"):
        assert_readable_refusal(agents.apply, 0, spelling)
    cardcassonne = random_position(pygames.get_game("cardcassonne"), 2, steps=0)
    while not any(move.startswith("play ") for move in cardcassonne.legal_moves(cardcassonne.to_play[0])):
        seat = cardcassonne.to_play[0]
        cardcassonne = cardcassonne.apply(seat, cardcassonne.legal_moves(seat)[0])
    seat = cardcassonne.to_play[0]
    play = next(move for move in cardcassonne.legal_moves(seat) if move.startswith("play "))
    assert_readable_refusal(cardcassonne.apply, seat, play + " ")

    save = pygames.get_game("agnes").new(1, 4).to_json()
    for fake_one in (True, 1.0):
        assert_readable_refusal(replay, {**save, "format": fake_one})
    assert_readable_refusal(pygames.get_game("agnes").new, 1, 1, {1: 2, "a": 3})
    assert_readable_refusal(pygames.get_game("agnes").new, 1, 1, {"variant": deep(100_000)})

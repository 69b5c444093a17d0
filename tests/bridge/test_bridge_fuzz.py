"""Property-based tests of the page's bridge (pygames/bridge.py), with Hypothesis: arbitrary
request texts, move texts made of real moves' words mutated, and intents whose fields are
plausible or not, sent as every request of OPERATIONS to every game, at positions from the deal
to the end. A friend in an online room can send any of these. Whatever comes in:

- the answer is JSON text that the page's JSON.parse reads, {"ok": true, ...} or a refusal;
- a refusal's reason is readable: a request the bridge understood is refused with message
  data, rendered as the reason (the page renders it in the reader's language), with no
  message key left in it; any other is refused with the bridge's own reason; none is the
  engine's failure, which only a bug gives;
- the next request is answered, and a refusal changes no table.

`make test` runs the quick profile: the same 870 cases every run (30 for each of the 29 tests),
in about 15 seconds of CPU. The thorough one runs 10,150 new cases (350 for each test), in
about 3 minutes of CPU (12 of waiting on a busy two-core machine):

    HYPOTHESIS_PROFILE=thorough .venv/bin/python -m pytest tests/bridge/test_bridge_fuzz.py \
        -p no:cacheprovider --hypothesis-show-statistics
"""

import functools
import json
import os
import re
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygames
from pygames.bridge import (ENGINE_FAILED, OPERATIONS, BadRequest, Bridge, Table,
                            parse_request)
from pygames.core import Rng
from pygames.core.cards import RANKS, SUITS
from pygames.core.messages import LANGUAGES, Reader
from tests.core.messages_walk import strings_in

PROFILES = {
    # Derandomized: `make test` tries the same cases every run, so it never flakes.
    "quick": settings(max_examples=30, derandomize=True, deadline=None, database=None,
                      suppress_health_check=[HealthCheck.too_slow]),
    "thorough": settings(max_examples=350, deadline=None, database=None, print_blob=True,
                         suppress_health_check=[HealthCheck.too_slow]),
}
FUZZ = PROFILES[os.environ.get("HYPOTHESIS_PROFILE", "quick")]

TABLE = 1  # the id of the table each case opens in a fresh bridge
GAME_IDS = sorted(pygames.GAMES)
CARDS = [rank + suit for suit in SUITS for rank in RANKS] + ["JOKER"]
# Words a move text or an intent might hold, beside the position's own moves' words.
WORDS = [*CARDS, *SUITS, "CD", "HS", "SS", "X", "ZZ", "1H", "10H", "AH5", "at", "up", "down",
         "pass", "commit", "deal", "play", "resign", "take", "to", "t1", "t7", "t9", "f1", "r2",
         "@", "+token", ">", ",", "0", "1", "3", "-1", "99", "12345678901234567890", "seat",
         "you", "", " ", "None", "null", "é", "\u0000"]
FIELDS = ["kind", "card", "cards", "to", "from", "at", "face", "cell", "row", "down", "token",
          "text", "seat", "move", "key"]
JSON_LEAVES = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
               | st.sampled_from(WORDS))
JSON_VALUES = st.recursive(
    JSON_LEAVES, lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8) | st.sampled_from(FIELDS), inner, max_size=4),
    max_leaves=10)
# A catalog key such as "core.suit.CD" or "agents-of-the-crown.refusal.face".
MESSAGE_KEY = re.compile(r"\b(?:core|{})\.[\w.-]*\w".format("|".join(map(re.escape, GAME_IDS))))


def played(game, players, seed, steps):
    """The states of a game of `steps` random moves (None: to the end), the first the deal.
    A move that would end the game early (a resignation) is taken only when it is the last."""
    rng = Rng(seed)
    states = [game.new(players, seed)]
    while not states[-1].is_over and (steps is None or len(states) <= steps):
        state = states[-1]
        seat = rng.choice(list(state.to_play))
        moves = rng.shuffle(state.legal_moves(seat))
        after = state.apply(seat, moves[0])
        if after.is_over and steps is not None and len(moves) > 1:
            after = state.apply(seat, moves[1])
        states.append(after)
    return states


class Position(NamedTuple):
    """A table's states and the index of the one shown."""
    states: list
    index: int

    def __repr__(self):
        return f"Position({self.states[-1]!r}, shown after move {self.index})"


@functools.cache
def positions(game_id):
    """The game with its fewest and most players, from the deal to the end, the last
    position shown or (to have a move to redo) the one before."""
    game = pygames.get_game(game_id)
    found = []
    for players in sorted({game.min_players, game.max_players}):
        for seed, steps in enumerate((0, 3, 9, 20, 45, None)):
            states = played(game, players, seed, steps)
            found.append(Position(states, len(states) - 1))
            if len(states) > 1:
                found.append(Position(states, len(states) - 2))
    return found


def any_position(game_id=None):
    games = st.just(game_id) if game_id else st.sampled_from(GAME_IDS)
    return games.flatmap(lambda chosen: st.sampled_from(positions(chosen)))


def opened(position):
    """A fresh bridge with `position` open as its table TABLE."""
    states, index = position
    bridge = Bridge()
    table = Table(states[:])
    table.index = index
    bridge.tables[TABLE] = table
    bridge.next_id = TABLE + 1
    return bridge


def shown(position):
    states, index = position
    return states[index]


def move_words(state):
    """The words of every seat's legal moves here ("7H@3,-2": "7H", "3", "-2")."""
    texts = [move for seat in state.to_play for move in state.legal_moves(seat)]
    return sorted({word for text in texts for word in re.split(r"[\s@,+>]", text)} - {""})


def alike(word, words):
    """Words much like `word`: cut, doubled, in another case, or with the characters of the
    words as long as it put in or after it ("C" may become "CD", "5H" "5D" or "5HH")."""
    kin = sorted({character for other in words if len(other) == len(word) for character in other})
    return sorted({"", word * 2, word[1:], word[:-1], word.lower(), word.swapcase(),
                   *(word + character for character in kin),
                   *(character + word for character in kin),
                   *(word[:at] + character + word[at + 1:]
                     for at in range(len(word)) for character in kin)})


@st.composite
def move_texts(draw, state):
    """A move text: a legal one mutated (a word replaced by another or by one much like it,
    dropped, doubled or swapped, or a few characters changed), or words strung together, or
    any text."""
    legal = [move for seat in state.to_play for move in state.legal_moves(seat)]
    words = move_words(state)
    word = st.sampled_from(words or WORDS) | st.sampled_from(WORDS) | st.text(max_size=3)
    shapes = ["mutated"] * 4 + ["words", "text"] if legal else ["words", "text"]
    shape = draw(st.sampled_from(shapes))
    if shape == "text":
        return draw(st.text(max_size=30))
    if shape == "words":
        return " ".join(draw(st.lists(word, min_size=1, max_size=7)))
    pieces = re.split(r"([\s@,+>])", draw(st.sampled_from(legal)))  # words and separators
    for _ in range(draw(st.integers(1, 2))):
        at = draw(st.sampled_from(range(0, len(pieces), 2)))  # a word
        change = draw(st.sampled_from(["replace", "alike", "alike", "alike", "drop", "double",
                                       "swap", "characters"]))
        if change == "replace":
            pieces[at] = draw(word)
        elif change == "alike":
            pieces[at] = draw(st.sampled_from(alike(pieces[at], words)))
        elif change == "drop":
            pieces[at] = ""
        elif change == "double":
            pieces[at] += " " + pieces[at]
        elif change == "swap":
            other = draw(st.sampled_from(range(0, len(pieces), 2)))
            pieces[at], pieces[other] = pieces[other], pieces[at]
        else:
            text = pieces[at]
            start = draw(st.integers(0, len(text)))
            pieces[at] = text[:start] + draw(st.text(max_size=3)) + text[start + 1:]
    return "".join(pieces)


@st.composite
def intents(draw, state):
    """A move as data: a legal move's fields with some changed, dropped or added, or any
    JSON object."""
    records = [record for seat in state.to_play for record in state.legal_move_data(seat)]
    if not records or draw(st.integers(0, 4)) == 0:
        return draw(st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=6), JSON_VALUES,
                                    max_size=5))
    intent = {name: value for name, value in draw(st.sampled_from(records)).items()
              if name != "text"}
    values = sorted({json.dumps(value) for record in records for value in record.values()})
    plausible = st.sampled_from(values).map(json.loads) | st.sampled_from(WORDS)
    for _ in range(draw(st.integers(0, 3))):
        name = draw(st.sampled_from(sorted({*intent, *FIELDS})))
        if draw(st.integers(0, 4)) == 0:
            intent.pop(name, None)
        else:
            intent[name] = draw(plausible | JSON_VALUES)
    return intent


def plausible_options(game):
    """Options of `game`, each value right or nearly so."""
    values = {}
    for option in game.options:
        if option.kind == "choice":
            value = st.sampled_from([*option.choices, "other"])
        elif option.kind == "int":
            value = st.integers(option.minimum - 1, option.maximum + 1)
        else:
            value = st.booleans()
        if option.per_seat:
            value = st.lists(value, max_size=7)
        values[option.name] = value | JSON_VALUES
    return st.fixed_dictionaries({}, optional=values)


@st.composite
def saves(draw, save, seats, moves):
    """The position's save, with moves added or a field changed, or left out."""
    changed = dict(save)
    for _ in range(draw(st.integers(0, 2))):
        field = draw(st.sampled_from(sorted(save)))
        if field == "moves" and draw(st.booleans()):
            extra = draw(st.lists(st.tuples(seats, moves), min_size=1, max_size=3))
            changed["moves"] = save["moves"] + [list(move) for move in extra]
        elif draw(st.integers(0, 4)) == 0:
            changed.pop(field, None)
        else:
            changed[field] = draw(JSON_VALUES)
    return changed


def plausible(name, position):
    """A value for the argument `name` that a page or a friend might well send."""
    state = shown(position)
    game = state.game
    seats = st.sampled_from([*state.to_play, *range(-1, state.players + 1)])
    seats = st.sampled_from(state.to_play) | seats if state.to_play else seats
    save = state.to_json()
    return {
        "game": st.sampled_from([*GAME_IDS, game.id, game.id, game.id, "Agnes", ""]),
        "players": st.integers(0, 7),
        "seed": st.integers(-1, 2 ** 33) | st.sampled_from([0, 2 ** 32 - 1, 2 ** 32]),
        "options": st.none() | plausible_options(game),
        "save": saves(save, seats, move_texts(state)),
        "table": st.sampled_from([TABLE] * 8 + [0, TABLE + 1, -1]),
        "seat": seats,
        "viewer": st.none() | seats,
        "move": move_texts(state),
        "intent": intents(state),
        "humans": st.lists(seats, max_size=4),
        "level": st.sampled_from(sorted(game.computer_levels)) | st.none()
        | st.sampled_from(["HARD", "", "expert"]),
        "index": st.integers(-2, len(position[0]) + 1),
        "grade": st.none() | st.sampled_from([*game.grades, "impossible", ""]),
    }[name]


@st.composite
def requests(draw, position, operation):
    """A request of `operation`: each argument plausible, arbitrary or left out; now and
    then an argument the operation does not take."""
    request = {"op": operation}
    for name in OPERATIONS[operation]:
        choice = draw(st.integers(0, 19))
        if choice == 0:
            continue
        request[name] = draw(JSON_VALUES if choice == 1 else plausible(name, position))
    if draw(st.integers(0, 19)) == 0:
        request[draw(st.sampled_from(FIELDS) | st.text(max_size=6))] = draw(JSON_VALUES)
    return request


def strict_json(text):
    """JSON text as the page's JSON.parse reads it: no NaN nor Infinity."""
    def refuse(constant):
        raise AssertionError(f"the answer holds {constant}, which JSON.parse refuses")
    return json.loads(text, parse_constant=refuse)


def bad_request(request_text):
    """The bridge's own reason for refusing a request it does not understand, else None."""
    try:
        parse_request(request_text)
    except BadRequest as refused:
        return str(refused)
    return None



def assert_readable(reason, message):
    """A reason and its message data as a player reads them: no message key left in the
    text (what the message echoes of the input aside), no trace, nothing left unrendered."""
    assert isinstance(reason, str) and reason.strip(), reason
    assert "Traceback" not in reason and reason != ENGINE_FAILED, reason
    residue = reason
    for echoed in sorted(strings_in(message), key=len, reverse=True):
        if len(echoed) > 3:
            residue = residue.replace(echoed, "")
    assert not MESSAGE_KEY.search(residue), reason
    assert "{" not in residue and "undefined" not in residue, reason


def table_of(bridge):
    """All a page could learn of the open tables: which are open, and the table's snapshot."""
    open_tables = sorted(bridge.tables)
    if TABLE not in bridge.tables:
        return open_tables, None
    return open_tables, strict_json(bridge.call(json.dumps({"op": "view", "table": TABLE,
                                                             "seat": None})))


def assert_answered(bridge, request_text):
    """Send one request; check the answer's properties and that the next one is answered."""
    before = table_of(bridge)
    answer_text = bridge.call(request_text)
    assert isinstance(answer_text, str)
    answer = strict_json(answer_text)
    assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), answer_text[:300]
    if not answer["ok"]:
        assert set(answer) <= {"ok", "error", "message"}, answer_text[:300]
        reason = bad_request(request_text)
        if reason is None:
            message = answer.get("message")
            assert isinstance(message, dict), f"no message data for {answer['error']!r}"
            assert_readable(answer["error"], message)
            for language in LANGUAGES:
                assert_readable(Reader(language).render(message), message)
        else:
            assert answer == {"ok": False, "error": reason}
        assert table_of(bridge) == before, "a refusal changed the table"
    following = strict_json(bridge.call(json.dumps({"op": "games"})))
    assert following["ok"] and len(following["games"]) == len(GAME_IDS)
    return answer


@pytest.mark.parametrize("operation", sorted(OPERATIONS))
@FUZZ
@given(data=st.data())
def test_any_request_to_any_game_is_answered(operation, data):
    position = data.draw(any_position())
    bridge = opened(position)
    for _ in range(data.draw(st.integers(1, 3))):
        assert_answered(bridge, json.dumps(data.draw(requests(position, operation))))


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_any_move_text_is_answered(game_id, data):
    position = data.draw(any_position(game_id))
    state = shown(position)
    bridge = opened(position)
    seat = data.draw(st.sampled_from([*state.to_play, *range(state.players)]))
    move = data.draw(move_texts(state))
    answer = assert_answered(bridge, json.dumps({"op": "play", "table": TABLE, "seat": seat,
                                                 "move": move}))
    assert answer["ok"] == (seat in state.to_play and move in state.legal_moves(seat))


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_any_intent_is_answered(game_id, data):
    position = data.draw(any_position(game_id))
    state = shown(position)
    bridge = opened(position)
    seat = data.draw(st.sampled_from([*state.to_play, *range(state.players)]))
    intent = data.draw(intents(state))
    answer = assert_answered(bridge, json.dumps({"op": "why_not", "table": TABLE, "seat": seat,
                                                 "intent": intent}))
    if answer["ok"]:
        assert answer["move"]["text"] in state.legal_moves(seat)


@FUZZ
@given(data=st.data())
def test_any_request_text_is_answered(data):
    position = data.draw(any_position())
    bridge = opened(position)
    request = data.draw(requests(position, data.draw(st.sampled_from(sorted(OPERATIONS)))))
    text = data.draw(st.sampled_from(["any", "json", "cut", "spliced"]))
    if text == "any":
        request_text = data.draw(st.text(max_size=60))
    elif text == "json":
        request_text = json.dumps(data.draw(JSON_VALUES))
    else:
        whole = json.dumps(request)
        at = data.draw(st.integers(0, len(whole)))
        spliced = "" if text == "cut" else data.draw(st.text(max_size=6)) + whole[at:]
        request_text = whole[:at] + spliced
    assert_answered(bridge, request_text)

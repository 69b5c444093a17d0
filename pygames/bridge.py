"""The engine's bridge: the page sends requests as JSON text, Python keeps the games' states.

It runs in a Web Worker (web/js/engine-worker.js starts Pyodide there and passes messages), so
the page's main thread never waits on Python. `await Bridge().answer(request)` takes a JSON
string {"op": ..., ...} and returns a JSON string: {"ok": true, ...} or {"ok": false, "error":
"a reason a player can read"}; `call(request)` gives the same answer at once (CPython's tests
and tools). OPERATIONS lists every request; web/js/engine.js mirrors it.
A table is one game in progress: the list of immutable States it went through (the undo and
redo stack) and the index of the one shown. The page renders only from `view(seat)` and
`legal_moves(seat)` of the seat whose screen it is.

In the worker, a computer player that searches thinks in slices, giving the event loop a turn
between them, so requests that arrive meanwhile (a view, an undo, a cancel) are answered at
once. Nothing here imports Pyodide, so CPython tests the same code under asyncio.
"""

import json
import re
import time
import traceback
import types
from collections.abc import Sequence

import pygames
from pygames.core import Rng, replay_states
from pygames.core.players import start_thinking
from pygames.core.errors import Refusal, is_whole_number, quoted
from pygames.core.messages import english, message
from pygames.core.review import Review, news_steps

# Seeds the computer players' own generator, apart from the game's, so their choices never
# change the deal and stay the same when a position is replayed.
COMPUTER_SALT = 0x9E3779B97F4A7C15
# Far above any real request (a long game's save is tens of kilobytes), far below trouble.
MAX_REQUEST_CHARS = 2_000_000
MAX_REQUEST_DEPTH = 32
# The answer to a request that raised (a bug, not a refusal; the trace goes to the console).
ENGINE_FAILED_MESSAGE = message("core.engine.failed")
ENGINE_FAILED = english(ENGINE_FAILED_MESSAGE)
FAILED_ANSWER = json.dumps({"ok": False, "error": ENGINE_FAILED, "message": ENGINE_FAILED_MESSAGE})
# How long a searching computer player thinks before the worker answers other requests: short
# enough that a click is answered without a noticeable wait, long enough that the slices'
# overhead is negligible.
SEARCH_SLICE_SECONDS = 0.03

# What each kind of argument accepts; "or null" kinds may also be left out.
ARGUMENT_KINDS = {
    "text": lambda value: isinstance(value, str),
    "text or null": lambda value: value is None or isinstance(value, str),
    "number": is_whole_number,
    "object": lambda value: isinstance(value, dict),
    "object or null": lambda value: value is None or isinstance(value, dict),
    "seat or null": lambda value: value is None or is_whole_number(value),
    "list of seats": lambda value: isinstance(value, list) and all(map(is_whole_number, value)),
}

# Every request the page may send, with its arguments: the bridge's whole surface. A request
# is checked against this table before any engine code runs.
OPERATIONS = {
    "games": {},
    "new": {"game": "text", "players": "number", "seed": "number", "options": "object or null"},
    "open": {"save": "object"},
    "check": {"save": "object"},
    "close": {"table": "number"},
    "view": {"table": "number", "seat": "seat or null"},
    "play": {"table": "number", "seat": "number", "move": "text"},
    "why_not": {"table": "number", "seat": "number", "intent": "object"},
    "undo": {"table": "number", "humans": "list of seats"},
    "redo": {"table": "number", "humans": "list of seats"},
    "play_computer": {"table": "number", "seat": "number", "level": "text or null",
                      "viewer": "seat or null"},
    "cancel_computer": {"table": "number"},
    "play_settled": {"table": "number", "viewer": "seat or null"},
    "seek": {"table": "number", "index": "number"},
    "hint": {"table": "number", "seat": "number"},
    "solution": {"table": "number"},
    "winnable_seed": {"game": "text", "seed": "number", "options": "object or null",
                      "grade": "text or null"},
    "deal_grade": {"game": "text", "seed": "number", "options": "object or null"},
    "review_start": {"table": "number", "seat": "number"},
    "review_step": {"table": "number"},
}
# The requests whose answer thinks in slices (answer awaits them).
SLICED = {"play_computer", "hint", "solution", "review_step"}


# The JSON text's strings (skipped whole, brackets inside them included) and its brackets.
JSON_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]++|\\.)*+"|[\[\]{}]')


def too_deep(request_json, limit):
    """Whether the JSON text nests lists and objects deeper than `limit`, found by scanning
    the text: parsing it first would overflow the interpreter's stack (in Pyodide, a
    JavaScript RangeError) long before Python's recursion limit could refuse it."""
    depth = 0
    for token in JSON_STRING_OR_BRACKET.finditer(request_json):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            if depth > limit:
                return True
        elif bracket in "]}":
            depth -= 1
    return False


class BadRequest(ValueError):
    """A request that is not one of OPERATIONS with its arguments: the reason is the bridge's."""


def parse_request(request_json):
    """(operation, arguments) from a request's JSON text, a left-out "or null" argument as
    None; BadRequest says what is wrong."""
    if not isinstance(request_json, str) or len(request_json) > MAX_REQUEST_CHARS:
        raise BadRequest("the request is too large")
    if too_deep(request_json, MAX_REQUEST_DEPTH):
        raise BadRequest("the request is nested too deeply")
    try:
        request = json.loads(request_json)
    except (ValueError, RecursionError):
        raise BadRequest("the request is not valid JSON") from None
    if not isinstance(request, dict):
        raise BadRequest("a request must be a JSON object with an 'op'")
    operation = request.pop("op", None)
    if not isinstance(operation, str) or operation not in OPERATIONS:
        raise BadRequest("unknown request")
    declared = OPERATIONS[operation]
    for name in request:
        if name not in declared:
            raise BadRequest(f"'{operation}' takes no argument '{name[:40]}'")
    for name, kind in declared.items():
        if name not in request and not kind.endswith("or null"):
            raise BadRequest(f"'{operation}' needs the argument '{name}'")
        value = request.setdefault(name, None)
        if not ARGUMENT_KINDS[kind](value):
            raise BadRequest(f"the argument '{name}' of '{operation}' must be {kind}")
    return operation, request


@types.coroutine
def next_slice():
    """Awaited between two slices of a computer's search. Under an event loop, its bare yield
    gives the loop one turn (asyncio's own sleep(0) does the same), so the requests that came
    meanwhile are answered; run_at_once resumes at once."""
    yield


def run_at_once(coroutine):
    """The result of a coroutine that awaits nothing but next_slice, without an event loop."""
    while True:
        try:
            coroutine.send(None)
        except StopIteration as end:
            return end.value


async def sliced(steps):
    """What the generator `steps` returns (the protocol's hint and solution hooks), driven
    in slices of SEARCH_SLICE_SECONDS with a turn of the event loop between them."""
    deadline = time.perf_counter() + SEARCH_SLICE_SECONDS
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value
        if time.perf_counter() >= deadline:
            await next_slice()
            deadline = time.perf_counter() + SEARCH_SLICE_SECONDS


class EarlierViews(Sequence):
    """The views `seat` had of a table's earlier positions, the first first, each made only
    when a hint asks for it."""

    def __init__(self, states, seat):
        self.states, self.seat = states, seat

    def __len__(self):
        return len(self.states)

    def __getitem__(self, index):
        return self.states[index].view(self.seat)


class Table:
    """One game in progress: its states so far and the index of the current one."""

    def __init__(self, states):
        self.states = list(states)
        self.index = len(self.states) - 1
        # A token of the computer search under way; any change of the table drops it, which
        # tells the search that its move no longer applies.
        self.search = None
        # The review of the game under way here (review_start), dropped with the table.
        self.review = None

    @property
    def state(self):
        return self.states[self.index]

    def play(self, seat, move):
        """Apply a move; a new move drops the states that redo could have restored."""
        after = self.state.apply(seat, move)
        self.search = None
        del self.states[self.index + 1:]
        self.states.append(after)
        self.index += 1

    def undo(self, humans):
        """Step back at least one move, then on until one of `humans` is to play. A finished
        game is final: the page has counted it in the statistics, and undoing its end would
        play on a game already won or lost (its replay seeks instead)."""
        if self.state.is_over:
            raise Refusal("core.table.undo-over")
        if self.index == 0:
            raise Refusal("core.table.undo")
        self.search = None
        self.index -= 1
        while self.index > 0 and not set(self.state.to_play) & humans:
            self.index -= 1

    def redo(self, humans):
        """Step forward at least one move, then on until one of `humans` is to play."""
        if self.index == len(self.states) - 1:
            raise Refusal("core.table.redo")
        self.search = None
        self.index += 1
        while (self.index < len(self.states) - 1 and not self.state.is_over
               and not set(self.state.to_play) & humans):
            self.index += 1

    def seek(self, index):
        """Show the position after the game's first `index` moves (a replay steps through a
        finished game); the moves after it stay, for seeking forward again."""
        if not 0 <= index < len(self.states):
            raise Refusal("core.table.seek", value=quoted(index), last=len(self.states) - 1)
        self.search = None
        self.index = index

    def snapshot(self, seat):
        """Everything one seat's screen needs, plus the save of the current position: the
        seat's legal moves as data (State.moves) and what the last move did (its events)."""
        state = self.state
        return {"view": state.view(seat),
                "legal": state.legal_move_data(seat) if seat is not None else [],
                "events": state.events(seat),
                "to_play": list(state.to_play), "over": state.is_over,
                "settled": len(state.settled_moves() or ()),
                "can_undo": self.index > 0 and not state.is_over,
                "can_redo": self.index < len(self.states) - 1,
                "save": state.to_json()}


def refused(refusal):
    """A refusal's answer: its reason in English and its message, which the page renders in
    the reader's language. Never raises (answer calls it from an except clause, which its
    other clauses do not guard): a message that does not render or is not JSON, a bug where
    the refusal was made, gives the engine's failure instead."""
    try:
        return json.dumps({"ok": False, "error": str(refusal), "message": refusal.message},
                          allow_nan=False)
    except Exception:  # noqa: BLE001 - logged; the page gets a reason all the same
        traceback.print_exc()
        return FAILED_ANSWER


class Bridge:
    """Answers the page's requests; each op_<name> method is one request kind."""

    def __init__(self):
        self.tables = {}
        self.next_id = 1

    async def answer(self, request_json):
        """Answer one request; the page always gets JSON back, never a Python exception, and
        a refusal's reason is one a player can read. Only the SLICED requests await (between
        their slices): every other request is answered in the loop's turn it arrives in."""
        try:
            return json.dumps({"ok": True, **await self.answered(request_json)}, allow_nan=False)
        except Refusal as error:
            return refused(error)
        except BadRequest as error:
            return json.dumps({"ok": False, "error": str(error)})
        except Exception:  # a bug, not a refusal: keep the page alive, log the trace
            traceback.print_exc()
            return FAILED_ANSWER

    async def answered(self, request_json):
        """The answer's data: what the request's op_<name> method gives."""
        operation, arguments = parse_request(request_json)
        if operation == "play_computer":
            return await self.think_and_play(**arguments)
        if operation in SLICED:
            return await getattr(self, "op_" + operation)(**arguments)
        return getattr(self, "op_" + operation)(**arguments)

    def call(self, request_json):
        """The answer to one request at once, a computer's search run to its end."""
        return run_at_once(self.answer(request_json))

    def _table(self, table):
        try:
            return self.tables[table]
        except KeyError:
            raise Refusal("core.table.closed") from None

    def _open(self, states):
        table_id = self.next_id
        self.next_id += 1
        self.tables[table_id] = Table(states)
        return {"table": table_id}

    def op_games(self):
        return {"games": [game.describe() for game in pygames.GAMES.values()]}

    def op_new(self, game, players, seed, options=None):
        return self._open([pygames.get_game(game).new(players, seed, options)])

    def op_open(self, save):
        """Continue a saved game, every move of it undoable: the replay checks each move and
        says which one is wrong."""
        return self._open(replay_states(save))

    def op_check(self, save):
        """Whether a save replays, without opening it (the lobby marks broken saves), and
        how it stands: whether it is over, its winners' seats and every seat's score (the
        lobby shows a finished game's result)."""
        state = pygames.replay(save)
        return {"over": state.is_over, "winners": list(state.winners), "scores": list(state.scores)}

    def op_close(self, table):
        closed = self.tables.pop(table, None)
        if closed is not None:
            closed.search = None  # a search under way there drops its move
        return {}

    def op_view(self, table, seat):
        return self._table(table).snapshot(seat)

    def op_play(self, table, seat, move):
        """Play `move` (the text of one of the seat's legal moves) and answer with the seat's
        snapshot of the new position: one round trip a move."""
        open_table = self._table(table)
        open_table.play(seat, move)
        return open_table.snapshot(seat)

    def op_play_settled(self, table, viewer=None):
        """Play the next move of a settled rest (State.settled_moves: nothing left can change
        how the hand or the game ends) and answer with the viewer's snapshot; the page calls
        it again while the snapshot says `settled`."""
        open_table = self._table(table)
        settled = open_table.state.settled_moves()
        if settled is None:
            raise Refusal("core.table.not-settled")
        open_table.state.view(viewer)  # refuses a viewer who is no seat before the move is made
        open_table.play(*settled[0])
        return open_table.snapshot(viewer)

    def op_why_not(self, table, seat, intent):
        """Refuse `intent`, a move as data that the player tried (a card tapped and a place),
        with the rules' reason; {"move"}, that move with its text, when it is legal after all."""
        state = self._table(table).state
        refusal = state.why_not(seat, intent)
        if refusal is not None:
            raise refusal
        text = state.game.move_text(intent)
        return {"move": state.game.move_record(text)}

    def op_undo(self, table, humans):
        self._table(table).undo(set(humans))
        return {}

    def op_redo(self, table, humans):
        self._table(table).redo(set(humans))
        return {}

    def op_seek(self, table, index):
        self._table(table).seek(index)
        return {}

    def op_play_computer(self, table, seat, level=None, viewer=None):
        """The game's computer player of `level` (default normal) chooses the move of `seat`,
        seeing only its view, and plays it: one request, so no move from the page can come
        between the two. The worker's `answer` runs think_and_play itself, in slices."""
        return run_at_once(self.think_and_play(table, seat, level, viewer))

    async def think_and_play(self, table, seat, level=None, viewer=None):
        """op_play_computer thinking in slices, the event loop's other requests answered
        between them: {"move": ...} and the snapshot of `viewer` (the seat whose screen shows
        the table; None: a spectator) after it, or {"cancelled": true} when meanwhile the
        table changed (a move, an undo, a redo, a close) or cancel_computer was asked. The
        player's generator is seeded from the position, so a level's move there is always the
        same, however its thinking was sliced."""
        open_table = self._table(table)
        state = open_table.state
        level = "normal" if level is None else level
        player = state.game.computer_levels.get(level)
        if player is None:
            raise Refusal("core.table.level", game=state.game.id, value=quoted(level))
        legal = state.legal_moves(seat)
        if not legal:
            raise Refusal("core.table.no-move", seat=seat)
        state.view(viewer)  # refuses a viewer who is no seat before any move is made
        rng = Rng(state.seed ^ (len(state.history) + 1) * COMPUTER_SALT)
        token = open_table.search = object()
        search = start_thinking(player, state.view(seat), legal, rng)
        while (move := search.advance(SEARCH_SLICE_SECONDS)) is None:
            await next_slice()
            if open_table.search is not token:
                return {"cancelled": True}
        open_table.play(seat, move)
        return {"move": move, **open_table.snapshot(viewer)}

    async def op_hint(self, table, seat):
        """The game's fair hint for `seat` at the position shown, from the seat's views alone:
        {"move", "message", "back", "why"} (Game.hint; `back` counts undos), the move as data, as
        the snapshot's legal moves are."""
        open_table = self._table(table)
        state = open_table.state
        if not state.game.hints:
            raise Refusal("core.table.no-hints", game=state.game.id)
        if not state.legal_moves(seat):
            raise Refusal("core.table.no-move", seat=seat)
        earlier = EarlierViews(open_table.states[:open_table.index], seat)
        hint = await sliced(state.game.hint(state.view(seat), earlier))
        if hint["move"] is not None:
            hint["move"] = state.game.move_record(hint["move"])
        return hint

    async def op_solution(self, table):
        """The game so far seen with everything known, the real stock included (the page asks
        at the end, or when the player wants to see how): {"verdict", "from", "moves"}."""
        open_table = self._table(table)
        game = open_table.state.game
        if not game.solver:
            raise Refusal("core.table.no-solver", game=game.id)
        return await sliced(game.solution(open_table.states[:open_table.index + 1]))

    def op_winnable_seed(self, game, seed, options=None, grade=None):
        """{"seed"}: the first seed from `seed` whose deal the game's solver proves winnable,
        and of `grade` when one is given."""
        found = pygames.get_game(game)
        if not found.solver:
            raise Refusal("core.table.no-solver", game=found.id)
        found.new(found.min_players, seed, options)  # refuses a bad seed or options first
        return {"seed": found.winnable_seed(seed, options, grade)}

    def op_deal_grade(self, game, seed, options=None):
        """{"grade"}: how hard the deal `seed` is, one of the game's `grades`."""
        found = pygames.get_game(game)
        if not found.grades:
            raise Refusal("core.table.no-grades", game=found.id)
        found.new(found.min_players, seed, options)  # refuses a bad seed or options first
        return {"grade": found.deal_grade(seed, options)}

    def op_review_start(self, table, seat):
        """Start the review (core.review) of the table's game, every state it went through,
        for `seat`, in place of any review started there before: {"done": 0, "total"}, the
        number of the seat's moves to review. review_step computes it."""
        open_table = self._table(table)
        open_table.review = Review(open_table.states, seat)
        return open_table.review.progress()

    async def op_review_step(self, table):
        """Compute the review started at `table` for up to a quarter of a second, in slices
        (core.review.news_steps): {"entries", "done", "total", "summary"}, the entries valued
        (or completed: each takes the place of the one of its number) since the last step and,
        once done, the summary. The page asks again until the
        summary comes, and leaving it (closing the table) stops the review."""
        review = self._table(table).review
        if review is None:
            raise Refusal("core.review.not-started")
        return await sliced(news_steps(review))

    def op_cancel_computer(self, table):
        """Drop the move of the computer search under way at `table`, if any."""
        self._table(table).search = None
        return {}

"""The protocol every game implements, split as in OpenSpiel into a Game (fixed rules and
options) and a State (one position).

A game is declared as a `Game` subclass whose rule hooks work on `data`: a plain JSON-like
dict (dicts, lists, str, int, bool, None) that the engine owns. The shared `State` wraps it,
so every game gets immutability, move validation, undo-free replay and views the same way:

    setup(players, options, rng) -> data        the position before the first move
    to_play(data) -> tuple of seats             () when the game is over
    legal_moves(data, seat) -> list[str]         distinct, readable, stable order
    parse_move(text) -> dict                     the move a text names, as data: {"kind": ...,
                                                 and the cards and places it concerns}; raise
                                                 IllegalMove for text that names no move
    move_text(move) -> str                       the text of a move given as parse_move's data:
                                                 its notation and save spelling (the two
                                                 round-trip, as python-chess's UCI does)
    play(data, seat, move, rng)                  mutate data (a private copy) or raise IllegalMove
    scores(data) -> list[int]                    one per seat, at any time
    winners(data) -> tuple of seats              asked only once the game is over (default:
                                                 every seat with the highest score)
    view(data, seat) -> dict                     JSON-safe; only what `seat` (None: nobody) may see
    hidden_locations(data, seat) -> dict         where the cards `seat` must not see now are:
                                                 {location: [card codes]}
    all_cards(data) -> list[str] or None         every card code in play, when codes repeat

For computer players that search (core.determinize), a game also says what a seat's view
leaves open and how to complete it:

    unseen(view) -> Unseen                       the cards the view hides and where they may be
    fill(view, placed) -> data                   a complete position from the view and a
                                                 placement {location: [cards]} of those cards

Optional help for a player, the bridge's `hint`, `solution`, `winnable_seed` and `deal_grade`
requests (a game
that has it sets `hints` or `solver` to True; describe() tells the page). Each of `hint` and
`solution` is a generator: it yields (None) whenever it may pause, so the bridge answers other
requests meanwhile, and returns its answer; one that never needs to pause can `return` after
`yield from ()`.

    hint(view, earlier) -> generator of         fair advice, computed from the view alone: two
      {"move": str or None,                     positions that look the same to the seat get the
       "message": message data,                 same advice. `move`: a legal move, or None when
       "back": int or None,                     the game is beyond help; `back` counts the
       "why": message data (optional)}          positions back in `earlier` (the seat's views of
                                                the game's earlier positions, the first first)
                                                to the latest one worth playing again from (None:
                                                none is; never back over moves the hint gave),
                                                and `message` says so in a player's words;
                                                `why`, the detail behind them
    solution(states) -> generator of            the game's States so far (the first first) seen
      {"verdict": "winnable" | "unwinnable" |   with everything known: "from" the number of
       "unknown", "from": int, "moves": [...]}  moves kept (the last position still winnable),
                                                "moves" a winning line from there
    winnable_seed(seed, options, grade=None)    the first seed from `seed` whose deal is proved
      -> int                                    winnable (and of `grade`, one of the game's
                                                `grades`, when given); a Refusal when a bounded
                                                search finds none
    deal_grade(seed, options) -> str            how hard the deal `seed` is, one of `grades`
                                                (a game with a solver that grades its deals
                                                lists them in `grades`, easiest first)

A game may also say when the rest of a hand, or of the game, is settled: nothing left to play
in it can change how it ends, so the table may play it out at once (the bridge's
`play_settled`; the page finishes a patience by itself and offers it at a table):

    settled_moves(data) -> [(seat, move)] or None    the moves that play the settled rest
                                                 out, any that keep to the rules, proved from
                                                 the whole position, hidden cards included;
                                                 None when a choice left can still change the
                                                 outcome

`rng` is the game's own generator (core.rng.Rng); its state lives in the State beside `data`.
"""

from .errors import IllegalMove, Refusal, is_whole_number, quoted
from .options import resolve_options
from .replay import SAVE_FORMAT, replay
from .rng import MAX_SEED, Rng


def clone(value):
    """A deep copy of JSON-like data, faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {key: clone(item) for key, item in value.items()}
    if isinstance(value, list):
        return [clone(item) for item in value]
    return value


def copy_for_move(data):
    """The copy of `data` a move may change. Log lines are never changed once written (only
    add_log appends them), so the log list is copied but its lines are shared: copying a
    long game's log deeply on every move made replaying a save quadratic."""
    copy = {key: clone(value) for key, value in data.items() if key != "log"}
    if "log" in data:
        copy["log"] = list(data["log"])
    return copy


def event(kind, message, **concerns):
    """A log entry: what happened as data, its `kind` and the seats, cards and places it
    concerns (what a board animates), beside its `message` (what the log says, core.messages)."""
    return {"kind": kind, **concerns, "message": message}


def add_log(data, entry, private=None):
    """Append an event (see `event`) everyone sees; `private` maps a seat to the event it sees
    instead. A position whose log is None (a search's simulation) keeps none."""
    log = data.setdefault("log", [])
    if log is None:
        return
    log.append(
        [entry, {str(seat): mine for seat, mine in private.items()}] if private else entry)


def keeps_log(data):
    """Whether `data` keeps a log: a search's simulated position keeps none (add_log skips
    it), so its moves need not put their words together."""
    return data.get("log", ()) is not None


def events_for(data, seat, start=0):
    """The log's events from the `start`-th on, as `seat` may see them."""
    seen = []
    for entry in (data.get("log") or [])[start:]:
        if not isinstance(entry, list):  # an event without private variants
            seen.append(entry)
        else:
            public, private = entry
            seen.append(private.get(str(seat), public) if seat is not None else public)
    return seen


def log_for(data, seat):
    """The log's messages as `seat` may read them."""
    return [entry["message"] for entry in events_for(data, seat)]


def added_by_move(before, after):
    """How many log entries the move from `before` to `after` added: all of them when the
    move started the log afresh (a new year's deal may)."""
    old, new = before.get("log") or [], after.get("log") or []
    kept = bool(old) and len(new) >= len(old) and new[len(old) - 1] is old[-1]
    return len(new) - len(old) if kept or not old else len(new)


class Game:
    """Base class of every game: fixed rules and declared options."""

    id = ""
    title = ""
    summary = ""  # one line for the lobby: what kind of game this is
    min_players = 1
    max_players = 1
    options = ()
    # The computer players by level ("easy", "normal", "hard"; see core.players): each a
    # function (view, legal_moves, rng) -> move or a searcher. Empty: no computer player.
    computer_levels = {}
    # The most moves any game can take: the conformance test's bound.
    move_bound = 10_000
    # Whether the game gives hints, and has a solver (see the module docstring).
    hints = False
    solver = False
    grades = ()
    # The highest score any game can reach whatever its options (a challenge at it can only
    # be matched); None where it has none or it depends on the options.
    max_score = None

    # --- public protocol -------------------------------------------------------------
    def new(self, players, seed, options=None):
        """A new game; bad players, seed or options raise ValueError with the reason."""
        if not is_whole_number(players):
            raise Refusal("core.players.kind", value=quoted(players))
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise Refusal("core.players.exact", game=self.id, count=self.min_players,
                              value=quoted(players))
            raise Refusal("core.players.range", game=self.id, min=self.min_players,
                          max=self.max_players, value=quoted(players))
        if not is_whole_number(seed) or not 0 <= seed <= MAX_SEED:
            raise Refusal("core.seed", max=MAX_SEED, value=quoted(seed))
        options = resolve_options(self.options, players, options)
        rng = Rng(seed)
        data = self.setup(players, options, rng)
        return State(self, players, seed, options, data, rng.state, ())

    def from_json(self, save):
        """The state a save (from `State.to_json`) describes, replayed and checked move by move."""
        if not isinstance(save, dict) or save.get("game") != self.id:
            raise Refusal("core.save.game", game=self.id)
        return replay(save)

    def describe(self):
        """JSON about the game for the page's lobby and new-game dialog."""
        return {"id": self.id, "title": self.title, "summary": self.summary,
                "min_players": self.min_players,
                "max_players": self.max_players, "levels": list(self.computer_levels),
                "has_computer": bool(self.computer_levels),
                "hints": self.hints, "solver": self.solver, "grades": list(self.grades), "max_score": self.max_score,
                "options": {str(n): [o.describe(n) for o in self.options]
                            for n in range(self.min_players, self.max_players + 1)}}

    # --- rule hooks (see the module docstring) ----------------------------------------
    # Every hook but play() reads `data` and leaves it as it is: the State hands the hooks its
    # own data, uncopied, and caches what they answer.
    def setup(self, players, options, rng):
        """The position before the first move, as plain JSON-like data: everything a replay
        must rebuild comes from `players`, `options` and `rng`, so a save is seed + moves."""
        raise NotImplementedError

    def to_play(self, data):
        """The seats whose move it is (several for simultaneous choices); () ends the game."""
        raise NotImplementedError

    def legal_moves(self, data, seat):
        """Every move `seat` may make, as distinct texts in an order that depends only on the
        position: a save records these texts and a seeded player picks among them by place,
        so a game replays the same everywhere."""
        raise NotImplementedError

    def parse_move(self, text):
        """The move `text` names, as data ({"kind": ..., its cards and places}) for a board
        to animate and a player's intent to match; IllegalMove for text that names none."""
        raise NotImplementedError

    def move_text(self, move):
        """The text of a move given as parse_move's data: the inverse of parse_move, so a
        tap on the board becomes the one spelling the save knows."""
        raise NotImplementedError

    def move_record(self, text):
        """The move `text` as the page gets it: its data (parse_move) and its text."""
        return {"text": text, **self.parse_move(text)}

    def play(self, data, seat, move, rng):
        """Make `move` on `data`, a private copy, logging its events with add_log. The State
        also hands it texts that are not listed, to hear why not: raise IllegalMove with the
        rules' reason, which is what a player sees for a refused move."""
        raise NotImplementedError

    def scores(self, data):
        """One number per seat, at any time: the page shows them during play, not only at
        the end."""
        raise NotImplementedError

    def winners(self, data):
        """The seats that won, asked once the game is over. The highest scores share the
        win; a game with other rules (a patience lost with points) overrides this."""
        scores = self.scores(data)
        return tuple(seat for seat, score in enumerate(scores) if score == max(scores))

    def view(self, data, seat):
        """What `seat` (None: a spectator) may see, JSON-safe: the page, a computer player
        and a friend's device in a room get only this, so nothing hidden may leak into it."""
        raise NotImplementedError

    def hidden_locations(self, data, seat):
        """Where the cards `seat` must not see now are, {location: [card codes]}: the
        conformance test checks that none of them shows in the view."""
        return {}

    def hidden_cards(self, data, seat):
        """The codes of the cards `seat` must not see now (a multiset)."""
        return [card for cards in self.hidden_locations(data, seat).values() for card in cards]

    def unseen(self, view):
        """The cards `view` hides and where they may lie (core.determinize.Unseen): what a
        searching computer player samples, so it never peeks at the real deal."""
        raise NotImplementedError(f"{self.title} cannot sample what a view hides")

    def fill(self, view, placed):
        """A complete position (data) from `view` and a placement {location: [cards]} of the
        unseen cards: one world a searching player plays out."""
        raise NotImplementedError(f"{self.title} cannot sample what a view hides")

    def all_cards(self, data):
        """None when every card code is unique (one pack); else the multiset of codes, so
        the conformance test can count cards where packs repeat them."""
        return None

    def hint(self, view, earlier):
        """A generator of fair advice from the view alone (see the module docstring): it
        yields to let the bridge answer other requests while it thinks."""
        raise NotImplementedError(f"{self.title} gives no hints")

    def solution(self, states):
        """A generator of the verdict on the game so far, seen with everything known (see
        the module docstring): the page asks it only once the game is over, since it reads
        the cards the player could not see."""
        raise NotImplementedError(f"{self.title} has no solver")

    def winnable_seed(self, seed, options, grade=None):
        """The first seed from `seed` whose deal is proved winnable (of `grade`, if given):
        the new-game dialog's "winnable deals only" and the daily deal; a Refusal when a
        bounded search finds none."""
        raise NotImplementedError(f"{self.title} has no solver")

    def deal_grade(self, seed, options):
        """How hard the deal `seed` is, one of `grades` (easiest first): the game header
        shows it, and a grade asked for in the new-game dialog deals only such deals."""
        raise NotImplementedError(f"{self.title} does not grade its deals")

    def settled_moves(self, data):
        """The moves that play out a rest nothing can change any more, [(seat, move)], proved
        from the whole position; None (the default) while a choice still matters. The table
        then plays it at once instead of making players click through forced cards."""
        return None


class State:
    """One position of a game. Immutable: `apply` returns a new State."""

    __slots__ = ("game", "players", "seed", "options", "_data", "_rng", "history", "_added",
                 "_cache")

    def __init__(self, game, players, seed, options, data, rng_state, history, added=0):
        """`added`: how many of the log's entries the last move added (its events)."""
        for name, value in (("game", game), ("players", players), ("seed", seed),
                            ("options", options), ("_data", data), ("_rng", rng_state),
                            ("history", tuple(history)), ("_added", added), ("_cache", {})):
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError("a State is immutable: apply() returns a new one")

    def __eq__(self, other):
        return (isinstance(other, State) and self.game.id == other.game.id
                and self.players == other.players and self.seed == other.seed
                and self.options == other.options and self.history == other.history
                and self._rng == other._rng and self._data == other._data)

    __hash__ = None

    def __repr__(self):
        return f"<{self.game.title} seed {self.seed}, {len(self.history)} moves>"

    @property
    def data(self):
        """A deep copy of the rules' internal data, hidden cards included, which the caller may
        change: for what may see everything (a solver, the review, tests), never a rule hook,
        which gets the State's own data without the copy."""
        return clone(self._data)

    @property
    def to_play(self):
        if "to_play" not in self._cache:
            self._cache["to_play"] = tuple(self.game.to_play(self._data))
        return self._cache["to_play"]

    @property
    def is_over(self):
        return not self.to_play

    @property
    def scores(self):
        return list(self.game.scores(self._data))

    @property
    def winners(self):
        return tuple(self.game.winners(self._data)) if self.is_over else ()

    def _check_seat(self, seat, allow_none=False):
        if seat is None and allow_none:
            return
        if not is_whole_number(seat) or not 0 <= seat < self.players:
            raise Refusal("core.seat.range", max=self.players - 1, value=quoted(seat))

    def settled_moves(self):
        """Game.settled_moves of this position: the moves that play out a rest nothing can
        change any more, or None."""
        if "settled" not in self._cache:
            self._cache["settled"] = (None if self.is_over
                                      else self.game.settled_moves(self._data))
        return self._cache["settled"]

    def legal_moves(self, seat):
        """The moves of `seat` as texts (the save's spelling); [] when it is not its turn."""
        self._check_seat(seat)
        key = ("legal", seat)
        if key not in self._cache:
            moves = self.game.legal_moves(self._data, seat) if seat in self.to_play else []
            self._cache[key] = tuple(moves)
        return list(self._cache[key])

    def apply(self, seat, move):
        """The state after `seat` plays `move`; IllegalMove (a ValueError) says why not.

        A move is legal exactly when it is one of `legal_moves(seat)`, spelled as listed: a
        game's parser may be lenient, but a save must name each move one way only."""
        self._check_seat(seat)
        if not isinstance(move, str):
            raise IllegalMove("core.move.kind", value=quoted(move))
        if self.is_over:
            raise IllegalMove("core.move.over")
        if seat not in self.to_play:
            raise IllegalMove("core.move.turn", seat=seat, waiting=list(self.to_play))
        if move not in self._legal_set(seat):
            raise self._refusal(seat, move)
        data = copy_for_move(self._data)
        rng = Rng(self._rng)
        self.game.play(data, seat, move, rng)
        return State(self.game, self.players, self.seed, self.options, data, rng.state,
                     self.history + ((seat, move),), added_by_move(self._data, data))

    def _legal_set(self, seat):
        key = ("legal set", seat)
        if key not in self._cache:
            self._cache[key] = frozenset(self.legal_moves(seat))
        return self._cache[key]

    def _refusal(self, seat, move):
        """The IllegalMove for `move`, which is not listed: the rules' own reason when they
        give one; for text the rules would take but the list spells otherwise, the listed
        spelling that the notation reads it as."""
        unknown = IllegalMove("core.move.unknown", move=quoted(move), seat=seat)
        try:
            self.game.play(copy_for_move(self._data), seat, move, Rng(self._rng))
            spelled = self.game.move_text(self.game.parse_move(move))
        except IllegalMove as refusal:
            return refusal
        except Exception:  # noqa: BLE001 - a parser tripped on nonsense: it is still just illegal
            return unknown
        if spelled in self._legal_set(seat):
            return IllegalMove("core.move.spelling", move=quoted(move), listed=quoted(spelled))
        return unknown

    def why_not(self, seat, intent):
        """The IllegalMove refusing `intent`, a move as data (parse_move's form) that a player
        tried, e.g. a card tapped and a place: the rules' own reason; None if it is legal."""
        self._check_seat(seat)
        try:
            text = self.game.move_text(intent)
        except IllegalMove as refusal:
            return refusal
        except Exception:  # noqa: BLE001 - fields this game's moves do not have
            return IllegalMove("core.move.intent", game=self.game.id)
        try:
            self.apply(seat, text)
        except IllegalMove as refusal:
            return refusal
        return None

    def legal_move_data(self, seat):
        """legal_moves(seat) as data, for the page: each move's parse_move fields and its
        `text`."""
        return [self.game.move_record(move) for move in self.legal_moves(seat)]

    def events(self, seat=None):
        """What the move that led here did, as `seat` may see it: the events it logged."""
        log = self._data.get("log") or []
        return events_for(self._data, seat, len(log) - self._added)

    def view(self, seat=None):
        """What `seat` may see (None: a spectator), as JSON-safe data."""
        self._check_seat(seat, allow_none=True)
        view = {"game": self.game.id, "seat": seat, "players": self.players,
                "to_play": list(self.to_play), "over": self.is_over, "scores": self.scores,
                "winners": list(self.winners), "move_number": len(self.history),
                "log": log_for(self._data, seat)}
        view.update(self.game.view(self._data, seat))
        return view

    def hidden_cards(self, seat):
        """Card codes that `seat` must not see in its view now (for the conformance test)."""
        self._check_seat(seat, allow_none=True)
        return list(self.game.hidden_cards(self._data, seat))

    def to_json(self):
        """The save: the seed and the move list; everything else is derived by replay."""
        return {"format": SAVE_FORMAT, "game": self.game.id, "players": self.players,
                "seed": self.seed, "options": clone(self.options),
                "moves": [[seat, move] for seat, move in self.history]}

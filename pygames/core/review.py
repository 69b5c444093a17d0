"""The review of a finished (or any) game: for each move a seat made where it had a choice,
what the move was worth beside the best one, from what that seat could see; a mark for each
move, an accuracy figure and the turning point. docs/review.md explains it for players.

How a move is valued (each game's review.py supplies the game's part, see PlayoutReview):
at the position where the seat moved, `samples` complete positions are drawn that agree with
its view (core.determinize: the hidden cards dealt at random where they may be), each with a
generator seed of its own. Every candidate move is played in each sampled position with that
same seed (common random numbers: the candidates meet the same cards and the same dice, so
their difference is the move's, not the luck's) and played on by the game's play-out policy
to its horizon, as the game's hard player looks ahead; there the game says what the position
is worth to the seat: a value (a win chance, or a lead in points scaled as the hard player
scales it, 0.5 when even) and an amount in the game's own terms (counters, cards, or the
lead itself in points, so that the words and the mark measure the same thing).
A move's value is its average over the samples; the best move is the candidate of highest
value. Where cards are hidden the same is done on the true position, every card face up
("with the cards as they lay", as a double-dummy analysis does, but with the play-out policy
playing on, not perfect play).

Marks, by the value lost against the best (`loss`), with each game's thresholds:
    best        the move made is the best candidate (or as good)
    good        it lost less than the game's inaccuracy threshold, or not clearly more
    inaccuracy, mistake, blunder
                what it lost is at least that threshold even after taking off MARGIN
                standard errors of the paired difference: a mark is given only where the
                samples leave no real doubt, so it holds up when the moves are valued again.
Accuracy of a move (accuracy_of): lichess's formula of the win percentage lost, 100 % for no
loss, the loss taken less one standard error (what sampling noise alone would show even for
the best move) and put on lichess's scale by the game's thresholds: a loss at the game's
inaccuracy threshold counts as lichess's inaccuracy, 5 win percentage points (about 80 %).
A game's accuracy is the mean over its reviewed moves that count: where every move valued came
out the same (nothing the seat did could change its horizon's outcome, or the game was beyond
saving by any of them), the move is marked best but counts for nothing.

A Review computes in slices (`advance(seconds)`), so the page's worker can interleave it with
other requests and show its progress; entries and summary are plain JSON data, their words
message data (core.messages).
"""

import importlib
import math
import time
from collections import namedtuple

from .determinize import determinize
from .messages import message, register_messages
from .protocol import clone
from .rng import Rng

MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
MARGIN = 2.0  # standard errors taken off a loss before it earns an inaccuracy or worse
# lichess's accuracy of a move from the win percentage lost (0-100): 103.1668 e^(-0.04354 x)
# - 3.1669, from the fit of its players' moves (lichess.org/page/accuracy); lichess calls a
# loss of 5 percentage points (0.1 on its scale of -1 to 1) an inaccuracy.
ACCURACY_SCALE, ACCURACY_RATE, ACCURACY_SHIFT = 103.1668, 0.04354, 3.1669
LICHESS_INACCURACY = 5.0
REVIEW_SALT = 0x5DEECE66D2F1B3A7  # the review's generator, apart from the game's and players'
# What an entry's amount counts. A lead is the seat's points less its best rival's ("lead")
# or less the others' average ("average-lead"): in a game whose value is a lead, the amount is
# that same lead in points, so the words never say "fewer points" for a move the mark prefers.
UNITS = ("counters", "cards", "chance", "lead", "average-lead")

# The value lost from which a move is an inaccuracy, a mistake, a blunder.
Thresholds = namedtuple("Thresholds", "inaccuracy mistake blunder")


def method_for(game, options=None):
    """The game's review method for a game of these options: METHOD of the review module
    beside its rules, or what its method_for_options(options) gives where options change it."""
    package = type(game).__module__.rpartition(".")[0]
    module = importlib.import_module(package + ".review")
    chooser = getattr(module, "method_for_options", None)
    return chooser(options or {}) if chooser else module.METHOD


def accuracy_of(loss, error, thresholds):
    """The accuracy (0-100) of a move that lost `loss` of value, measured with the standard
    error `error`, in a game of these Thresholds (see the module docstring)."""
    percent = LICHESS_INACCURACY * max(0.0, loss - error) / thresholds.inaccuracy
    if percent == 0:
        return 100.0  # the formula's own value there is 99.9999
    value = ACCURACY_SCALE * math.exp(-ACCURACY_RATE * percent) - ACCURACY_SHIFT
    return min(100.0, max(0.0, value))


def mark_of(is_best, loss_low, thresholds):
    """The mark of a move: best, good, or by the loss it surely caused (`loss_low`)."""
    if is_best:
        return "best"
    for name in ("blunder", "mistake", "inaccuracy"):
        if loss_low >= getattr(thresholds, name):
            return name
    return "good"


class Values:
    """A candidate's worth over the sampled positions: each sample's value (for the paired
    comparison) and the sum of its amounts."""

    __slots__ = ("samples", "amount")

    def __init__(self):
        self.samples, self.amount = [], 0.0

    def add(self, value, amount):
        self.samples.append(value)
        self.amount += amount

    @property
    def mean(self):
        return sum(self.samples) / len(self.samples)

    def figures(self):
        return {"value": round(self.mean, 4),
                "amount": round(self.amount / len(self.samples), 2)}


def compared(values, made):
    """(best move, loss, the loss's standard error) from {move: Values}; ties go to the move
    made, then to the first listed."""
    best = made
    for move, found in values.items():
        if found.mean > values[best].mean + 1e-12:
            best = move
    if best == made:
        return best, 0.0, 0.0
    differences = [high - low for high, low in zip(values[best].samples, values[made].samples)]
    count = len(differences)
    loss = sum(differences) / count
    spread = (math.sqrt(sum((d - loss) ** 2 for d in differences) / (count - 1) / count)
              if count > 1 else math.inf)
    return best, loss, spread


class PlayoutReview:
    """The review of a game whose moves are valued by sampled play-outs (see the module
    docstring). The game supplies:

        value_after(game, data, seat, move, rng) -> (value, amount)
                        play `move` in `data` (a complete position, changed in place) and
                        play on to the horizon; the seat's value there (a win chance, or
                        a lead scaled as the hard player scales it, 0.5 when even) and
                        its amount
        thresholds      Thresholds of the value lost
        unit            what the amount counts, one of UNITS (where the value is a lead,
                        a lead: the value's own lead in points)
        chance          whether the value is a win chance (the words then say it)
        samples         sampled positions per move reviewed
        candidates(view, legal, rng) -> moves
                        the moves worth valuing (the move made is always added); default
                        all legal moves
        choices(view, legal) -> moves
                        the legal moves that are a choice (a move is reviewed when the seat
                        had more than one and made one of them); default all
        face_up_samples play-outs of each candidate on the true position (1 where the
                        play-outs throw no dice)
        copy(data) -> data
                        a copy of a position that a play-out may change; default clone
    """

    def __init__(self, value_after, thresholds, unit, samples, candidates=None, choices=None,
                 face_up_samples=1, copy=clone, chance=False):
        self.value_after, self.thresholds, self.unit = value_after, thresholds, unit
        self.chance = chance
        self.samples, self.face_up_samples, self.copy = samples, face_up_samples, copy
        self.candidates = candidates or (lambda view, legal, rng: list(legal))
        self.choices = choices or (lambda view, legal: list(legal))

    def decisions(self, states, seat):
        """The indices of the moves of `seat` that were a choice."""
        found = []
        for index, (mover, move) in enumerate(states[-1].history):
            if mover != seat:
                continue
            state = states[index]
            choices = self.choices(state.view(seat), state.legal_moves(seat))
            if len(choices) > 1 and move in choices:
                found.append(index)
        return found

    def steps(self, states, seat, indices, seed):
        """A generator: yields None between sampled positions and each move's entry when it
        is valued; returns what the summary adds (nothing here)."""
        for index in indices:
            rng = Rng(seed ^ (index + 1) * REVIEW_SALT)
            entry = yield from self.entry_steps(states[index], seat, states[-1].history[index][1],
                                                rng)
            entry["number"] = index + 1
            yield entry
        return {}

    def entry_steps(self, state, seat, made, rng):
        view = state.view(seat)
        moves = list(dict.fromkeys([made, *self.candidates(view, state.legal_moves(seat), rng)]))
        values = yield from self.values_steps(state, seat, moves, self.samples, rng)
        face_up = None
        if state.game.unseen(view).cards:
            face_up = yield from self.values_steps(state, seat, moves, self.face_up_samples, rng,
                                                   face_up=True)
        return entry_of(state.game, seat, made, values, face_up, self)

    def values_steps(self, state, seat, moves, samples, rng, face_up=False):
        """{move: Values} of `moves` over `samples` positions sampled from the seat's view
        (`face_up`: the true position each time, with its own dice), every move played out
        in each with the same seed; a generator that yields after each position."""
        game, view = state.game, state.view(seat)
        values = {move: Values() for move in moves}
        for _ in range(samples):
            if face_up:
                world = state.data
                world["log"] = None
            else:
                world = determinize(game, view, rng)
            world_seed = rng.next64()
            for move in moves:
                values[move].add(*self.value_after(game, self.copy(world), seat, move,
                                                   Rng(world_seed)))
            yield
        return values


def entry_of(game, seat, made, values, face_up, method, counts=None, given_up=False):
    """A reviewed move as JSON data: the move made and the best (as move records), their
    values, the loss, the mark, the accuracy, whether it counts in the game's accuracy, the
    same face up where cards were hidden, and what the better move would have changed in words
    (message data). `counts` (default: whether the moves valued differ at all): a move whose
    every candidate came out the same was no real choice, and counts for nothing.
    `given_up`: the move made gives the game up. It loses every sampled position that the
    best move wins, a win proved in each, so nothing is in doubt but how much: it is marked
    and scored by the chance it gave away as measured, with no standard error taken off."""
    thresholds = method.thresholds
    if counts is None:
        means = [found.mean for found in values.values()]
        counts = max(means) - min(means) > 1e-9
    best, loss, spread = compared(values, made)
    doubt = 0.0 if given_up else spread
    entry = {"seat": seat, "move": game.move_record(made), "best": game.move_record(best),
             "made": values[made].figures(), "better": values[best].figures(),
             "loss": round(loss, 4), "error": round(spread, 4),
             "mark": mark_of(best == made, loss - MARGIN * doubt, thresholds),
             "accuracy": round(accuracy_of(loss, doubt, thresholds), 1),
             "counts": counts, "candidates": len(values),
             "unit": method.unit, "face_up": None}
    if face_up is not None:
        true_best, true_loss, _ = compared(face_up, made)
        entry["face_up"] = {"best": game.move_record(true_best),
                            "made": face_up[made].figures(),
                            "better": face_up[best].figures(),
                            "true_better": face_up[true_best].figures(),
                            "loss": round(true_loss, 4)}
    entry["says"] = words_of(entry, method.chance)
    return entry


def gain_words(unit, gain):
    """What `gain` of the unit reads as: "4 points more lead over the best rival", "2 counters
    fewer kept"..."""
    if unit == "chance":
        gain *= 100
    count = round(abs(gain))
    if count == 0:
        return message(f"core.review.{unit}.same")
    return message(f"core.review.{unit}.{'more' if gain > 0 else 'fewer'}", count=count)


def words_of(entry, chance):
    """What the better move would have changed, as message data (None for a best move): on
    average from what the seat could see, with the win chance where the value is one, and
    with the cards as they lay where some were hidden. A good move's better one is "slightly"
    better; where the cards as they lay favoured the move made, the words say so rather than
    give a gain below nothing."""
    if entry["best"]["text"] == entry["move"]["text"]:
        return None
    unit, face_up = entry["unit"], entry["face_up"]
    start = message("core.review.start.slightly" if entry["mark"] == "good"
                    else "core.review.start.better")
    params = {"start": start,
              "average": gain_words(unit, entry["better"]["amount"] - entry["made"]["amount"])}
    key = "core.review.better"
    made, better = (round(100 * entry[which]["value"]) for which in ("made", "better"))
    if chance and better != made:
        key += ".chance"
        params.update(made=made, better=better)
    if face_up is not None:
        laid = face_up["better"]["amount"] - face_up["made"]["amount"]
        if unit == "chance":  # with every card known, a win or a loss: no chance left
            key += ".face-up"
            outcome = "won" if laid > 0 else "lost" if laid < 0 else "same"
            params["laid"] = message(f"core.review.chance.laid.{outcome}")
        elif laid < 0:
            key += ".face-up-yours"
            params["laid"] = gain_words(unit, -laid)
        else:
            key += ".face-up"
            params["laid"] = gain_words(unit, laid)
    return message(key, **params)


def turning_point(entries):
    """The move number of the turning point: of the moves marked an inaccuracy or worse, the
    one of the worst mark, and of those the one that lost most; None when no move was marked
    one. It is chosen by the marks, so it never names a move the review calls good."""
    marked = [entry for entry in entries if entry["mark"] not in ("best", "good")]
    worst = max(marked, key=lambda entry: (MARKS.index(entry["mark"]), entry["loss"]),
                default=None)
    return worst and worst["number"]


def summary_of(seat, entries, extras):
    """The review's summary: the accuracy (over the moves that count), the count of each mark
    and the turning point (turning_point)."""
    marks = {mark: 0 for mark in MARKS}
    for entry in entries:
        marks[entry["mark"]] += 1
    counted = [entry["accuracy"] for entry in entries if entry["counts"]]
    accuracy = sum(counted) / len(counted) if counted else None
    return {"seat": seat, "moves": len(entries), "counted": len(counted),
            "accuracy": None if accuracy is None else round(accuracy, 1), "marks": marks,
            "turning_point": turning_point(entries), **extras}


class Review:
    """The review of `states` (a game's States, the deal first: replay_states) for `seat`,
    computed in slices: advance(seconds) works for about that long and says whether it is
    done. `entries` fill in move by move; a method may yield a move's entry early and again
    once complete, before any other move's (Agnès marks its first move before the solver has
    decided the deal), and the later one takes the earlier's place. `summary` is set once done. `seed`: the review's
    own generator (default: from the game's seed), so a game's review is always the same;
    `numbers`: only the moves of these numbers (1 for the game's first), if they were choices."""

    def __init__(self, states, seat, method=None, seed=None, numbers=None):
        states = list(states)
        game = states[0].game
        states[0].view(seat)  # refuses a seat the game does not have
        self.game, self.seat, self.states = game, seat, states
        self.method = method or method_for(game, states[0].options)
        self.decisions = self.method.decisions(states, seat)
        if numbers is not None:
            self.decisions = [index for index in self.decisions if index + 1 in set(numbers)]
        seed = states[0].seed ^ REVIEW_SALT if seed is None else seed
        self._steps = self.method.steps(states, seat, self.decisions, seed)
        self.entries, self.summary, self.taken = [], None, 0
        self.amended = {}  # number -> entry replaced since the last news(), already told

    @property
    def done(self):
        return self.summary is not None

    def advance(self, seconds):
        """Work for about `seconds` (math.inf: to the end); whether the review is done."""
        deadline = time.perf_counter() + seconds
        while not self.done:
            try:
                found = next(self._steps)
            except StopIteration as end:
                self.summary = summary_of(self.seat, self.entries, end.value or {})
                break
            if found is not None:
                self.add(found)
            if time.perf_counter() >= deadline:
                break
        return self.done

    def add(self, entry):
        """A new entry, or the complete one of the move last yielded early."""
        if self.entries and self.entries[-1]["number"] == entry["number"]:
            self.entries[-1] = entry
            if len(self.entries) <= self.taken:  # the early one was told
                self.amended[entry["number"]] = entry
        else:
            self.entries.append(entry)

    @property
    def untold(self):
        """Whether news() has something new to tell."""
        return len(self.entries) > self.taken or bool(self.amended)

    def progress(self):
        """{"done", "total"}: moves valued so far, out of the moves to review."""
        return {"done": len(self.entries), "total": len(self.decisions)}

    def news(self):
        """What is new since the last call: the entries valued since (an entry told before
        comes again when it was completed since: the page puts it in the earlier's place), the
        progress, and the summary once done (what the page is told after each slice)."""
        fresh = [*self.amended.values(), *self.entries[self.taken:]]
        self.taken, self.amended = len(self.entries), {}
        return {"entries": fresh, **self.progress(), "summary": self.summary}

    def to_json(self):
        """The whole review (once done): the game, the seat, the entries and the summary."""
        return {"game": self.game.id, "seat": self.seat, "entries": list(self.entries),
                "summary": self.summary}


def news_steps(review, seconds=0.25, slice_seconds=0.01):
    """One answer to a page that follows a review, for the bridge's sliced(): a generator
    that advances `review` a slice at a time, yielding between slices, until an entry is new,
    the review is done or `seconds` have passed; it returns Review.news()."""
    deadline = time.perf_counter() + seconds
    while (not review.advance(slice_seconds) and not review.untold
           and time.perf_counter() < deadline):
        yield
    return review.news()


def review(states, seat, method=None, seed=None, numbers=None):
    """The whole review of `states` for `seat`, computed at once (Review.to_json)."""
    found = Review(states, seat, method, seed, numbers)
    found.advance(math.inf)
    return found.to_json()


REVIEW_MESSAGES = {
    "en": {
        "core.review.not-started": "no review of this game has been started",
        "core.review.mark.best": "Best move",
        "core.review.mark.good": "Good move",
        "core.review.mark.inaccuracy": "Inaccuracy",
        "core.review.mark.mistake": "Mistake",
        "core.review.mark.blunder": "Blunder",
        "core.review.counters.more": "{count|# counter|# counters} more kept",
        "core.review.counters.fewer": "{count|# counter|# counters} fewer kept",
        "core.review.counters.same": "as many counters kept",
        "core.review.lead.more": "{count|# point|# points} more lead over the best rival",
        "core.review.lead.fewer": "{count|# point|# points} less lead over the best rival",
        "core.review.lead.same": "the same lead over the best rival",
        "core.review.average-lead.more": "{count|# point|# points} more lead over the others' "
                                         "average",
        "core.review.average-lead.fewer": "{count|# point|# points} less lead over the "
                                          "others' average",
        "core.review.average-lead.same": "the same lead over the others' average",
        "core.review.cards.more": "{count|# card|# cards} more played",
        "core.review.cards.fewer": "{count|# card|# cards} fewer played",
        "core.review.cards.same": "as many cards played",
        "core.review.chance.more": "{count}% more chance to win",
        "core.review.chance.fewer": "{count}% less chance to win",
        "core.review.chance.same": "the same chance to win",
        "core.review.chance.laid.won": "it wins, where yours loses",
        "core.review.chance.laid.lost": "it loses, where yours wins",
        "core.review.chance.laid.same": "both end the same",
        "core.review.start.better": "The better move",
        "core.review.start.slightly": "A slightly better move",
        "core.review.better": "{start}: about {average} on average.",
        "core.review.better.face-up": "{start}: about {average} on average; with the cards as "
                                      "they lay, {laid}.",
        "core.review.better.face-up-yours": "{start}: about {average} on average; with the "
                                            "cards as they lay, yours did better: {laid}.",
        "core.review.better.chance": "{start}: about {average} on average (chance to win "
                                     "{better}% instead of {made}%).",
        "core.review.better.chance.face-up": "{start}: about {average} on average (chance to win "
                                             "{better}% instead of {made}%); with the cards as "
                                             "they lay, {laid}.",
        "core.review.better.chance.face-up-yours": "{start}: about {average} on average (chance "
                                                   "to win {better}% instead of {made}%); with "
                                                   "the cards as they lay, yours did better: "
                                                   "{laid}.",
        "core.review.exact.unwinnable": "With the cards as they lay, this deal could not be won.",
        "core.review.exact.unknown": "The solver could not tell whether this deal could be won.",
        "core.review.exact.won": "Won: with the cards as they lay, no move lost the win.",
        "core.review.exact.kept": "With the cards as they lay, this deal can still be won from "
                                  "here.",
        "core.review.exact.lost-at": "With the cards as they lay, the deal could still be won "
                                     "before move {number}, and no longer after it.",
        "core.review.exact.lost-at-unseen": "With the cards as they lay, the deal could still be "
                                            "won before move {number}, and no longer after it. "
                                            "From what you could see, that move was the best: "
                                            "the cards face down decided, not your play.",
        "core.review.exact.unsure": "With the cards as they lay, the deal could still be won "
                                    "before move {number}; the solver cannot tell whether it "
                                    "still could after it.",
    },
    "fr": {
        "core.review.not-started": "aucune analyse de cette partie n'a été commencée",
        "core.review.mark.best": "Meilleur coup",
        "core.review.mark.good": "Bon coup",
        "core.review.mark.inaccuracy": "Imprécision",
        "core.review.mark.mistake": "Erreur",
        "core.review.mark.blunder": "Gaffe",
        "core.review.counters.more": "{count|# jeton de plus gardé|# jetons de plus gardés}",
        "core.review.counters.fewer": "{count|# jeton de moins gardé|# jetons de moins gardés}",
        "core.review.counters.same": "autant de jetons gardés",
        "core.review.lead.more": "{count|# point|# points} d'avance de plus sur le meilleur "
                                 "adversaire",
        "core.review.lead.fewer": "{count|# point|# points} d'avance de moins sur le meilleur "
                                  "adversaire",
        "core.review.lead.same": "la même avance sur le meilleur adversaire",
        "core.review.average-lead.more": "{count|# point|# points} d'avance de plus sur la "
                                         "moyenne des autres",
        "core.review.average-lead.fewer": "{count|# point|# points} d'avance de moins sur la "
                                          "moyenne des autres",
        "core.review.average-lead.same": "la même avance sur la moyenne des autres",
        "core.review.cards.more": "{count|# carte de plus posée|# cartes de plus posées}",
        "core.review.cards.fewer": "{count|# carte de moins posée|# cartes de moins posées}",
        "core.review.cards.same": "autant de cartes posées",
        "core.review.chance.more": "{count} % de chances de gagner en plus",
        "core.review.chance.fewer": "{count} % de chances de gagner en moins",
        "core.review.chance.same": "les mêmes chances de gagner",
        "core.review.chance.laid.won": "il gagne, là où le vôtre perd",
        "core.review.chance.laid.lost": "il perd, là où le vôtre gagne",
        "core.review.chance.laid.same": "les deux finissent pareil",
        "core.review.start.better": "Le meilleur coup",
        "core.review.start.slightly": "Un coup un peu meilleur",
        "core.review.better": "{start} : environ {average} en moyenne.",
        "core.review.better.face-up": "{start} : environ {average} en moyenne ; avec les cartes "
                                      "telles qu'elles étaient, {laid}.",
        "core.review.better.face-up-yours": "{start} : environ {average} en moyenne ; avec les "
                                            "cartes telles qu'elles étaient, le vôtre faisait "
                                            "mieux : {laid}.",
        "core.review.better.chance": "{start} : environ {average} en moyenne ({better} % de "
                                     "chances de gagner au lieu de {made} %).",
        "core.review.better.chance.face-up": "{start} : environ {average} en moyenne ({better} % "
                                             "de chances de gagner au lieu de {made} %) ; avec "
                                             "les cartes telles qu'elles étaient, {laid}.",
        "core.review.better.chance.face-up-yours": "{start} : environ {average} en moyenne "
                                                   "({better} % de chances de gagner au lieu de "
                                                   "{made} %) ; avec les cartes telles qu'elles "
                                                   "étaient, le vôtre faisait mieux : {laid}.",
        "core.review.exact.unwinnable": "Avec les cartes telles qu'elles étaient, cette donne ne "
                                        "pouvait pas être gagnée.",
        "core.review.exact.unknown": "Le solveur n'a pas pu dire si cette donne pouvait être "
                                     "gagnée.",
        "core.review.exact.won": "Gagnée : avec les cartes telles qu'elles étaient, aucun coup "
                                 "n'a perdu la partie.",
        "core.review.exact.kept": "Avec les cartes telles qu'elles sont, cette donne peut encore "
                                  "être gagnée d'ici.",
        "core.review.exact.lost-at": "Avec les cartes telles qu'elles étaient, la donne pouvait "
                                     "encore être gagnée avant le coup {number}, et plus après.",
        "core.review.exact.lost-at-unseen": "Avec les cartes telles qu'elles étaient, la donne "
                                            "pouvait encore être gagnée avant le coup {number}, "
                                            "et plus après. D'après ce que vous pouviez voir, ce "
                                            "coup était le meilleur : les cartes cachées ont "
                                            "décidé, pas votre jeu.",
        "core.review.exact.unsure": "Avec les cartes telles qu'elles étaient, la donne pouvait "
                                    "encore être gagnée avant le coup {number} ; le solveur ne "
                                    "peut pas dire si elle le pouvait encore après.",
    },
}
register_messages(REVIEW_MESSAGES)

"""Fair help for an Agnès player: win chances and hints from what the player may see.

The stock is face down, so the solver, which must know its order, is asked about many orders
drawn at random among the cards the view does not show. Everything here reads only the view
(and a generator), so two positions that differ only in the order of the hidden stock get the
same answers for the same generator state. `could_have_won` is the exception, by design: it
looks back at a finished game with the real stock, to show a line the player missed.
"""

from dataclasses import dataclass

from ..core import Rng, get_game, replay_states
from ..core.determinize import determinize
from .normal import choose_move
from .compact import compact_position, move_text
from ..core.players import outcome
from .solver import DEFAULT_BUDGET, UNKNOWN, WINNABLE, solve

DEFAULT_SAMPLES = 20
SAMPLE_BUDGET = 250  # positions per sampled order: a win chance must come back in a blink


@dataclass(frozen=True)
class Chance:
    """How many sampled stock orders the solver won, lost, or could not decide."""
    won: int
    lost: int
    unknown: int

    @property
    def samples(self):
        return self.won + self.lost + self.unknown

    @property
    def share(self):
        """The share of samples won (undecided ones count as not won)."""
        return self.won / self.samples if self.samples else 0.0


# What a hint's move rests on: the winning lines it starts; when no sample is won, the cards
# the best tries that start with it brought home; when none brought any, the greedy player's
# ranking of the moves (normal.py).
WINS, HOME, ORDER = "wins", "home", "order"


@dataclass(frozen=True)
class Hint:
    """The move to play; the chance over the samples; how many winning lines it starts; and
    what the choice rests on (WINS, HOME or ORDER)."""
    move: str
    chance: Chance
    votes: int
    basis: str = WINS


@dataclass(frozen=True)
class Lesson:
    """A finished game looked at with the stock known: the verdict on its first position, and
    when that was winnable, the last position of the game that still was (after `move_number`
    of its moves) with a winning line from there."""
    verdict: str
    move_number: int
    moves: tuple


def sampled_solutions(view, samples, rng, budget):
    """The solver's answer for each of `samples` stock orders drawn at random among the cards
    the view does not show, solved one at a time. The orders are all drawn first, so a caller
    that stops early leaves `rng` where one that went on would."""
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise ValueError("the number of samples must be a whole number of at least 1")
    game = get_game("agnes")
    for data in [determinize(game, view, rng) for _ in range(samples)]:
        yield solve(data, budget)


def win_chance(view, samples=DEFAULT_SAMPLES, rng=None, budget=SAMPLE_BUDGET):
    """The Chance of winning from the position `view` shows, over sampled stock orders."""
    verdicts = [solution.verdict for solution in
                sampled_solutions(view, samples, rng or Rng(0), budget)]
    return Chance(verdicts.count(WINNABLE), len(verdicts) - verdicts.count(WINNABLE) -
                  verdicts.count(UNKNOWN), verdicts.count(UNKNOWN))


def has_chance(view, samples=DEFAULT_SAMPLES, rng=None, budget=SAMPLE_BUDGET):
    """Whether any sampled stock order is won: the cheap question for earlier positions (it
    stops at the first win)."""
    return outcome(chance_steps(view, samples, rng, budget))


def chance_steps(view, samples=DEFAULT_SAMPLES, rng=None, budget=SAMPLE_BUDGET):
    """has_chance in steps: a generator that yields after each sample and returns the answer."""
    for solution in sampled_solutions(view, samples, rng or Rng(0), budget):
        if solution.verdict == WINNABLE:
            return True
        yield
    return False


def safe_move(view):
    """A move home that can never cost the game, whatever the stock (compact.Rules.is_safe_home),
    or None."""
    game = get_game("agnes")
    data = game.fill(view, {"stock": game.unseen(view).cards})  # any order will do
    rules, position, _moves_left = compact_position(data)
    move = rules.safe_move(position)
    return None if move is None else move_text(move)


def hint(view, samples=DEFAULT_SAMPLES, rng=None, budget=SAMPLE_BUDGET, avoid=()):
    """The move that starts the most winning lines over sampled stock orders (ties: the one
    first met), or, when no sample is won, the first move of the lines that brought most cards
    home (ties, or no card home at all: the greedy computer player's choice). Moves in `avoid`
    (those that lead back to a position already played) are chosen only if nothing else is
    legal."""
    return outcome(hint_steps(view, samples, rng, budget, avoid))


def hint_steps(view, samples=DEFAULT_SAMPLES, rng=None, budget=SAMPLE_BUDGET, avoid=()):
    """hint in steps: a generator that yields after each sample and returns the Hint."""
    tally = Tally(samples, avoid)
    for solution in sampled_solutions(view, samples, rng or Rng(0), budget):
        yield
        tally.add(solution)
    return tally.hint(view)


def winning_move(view, samples=DEFAULT_SAMPLES, rng=None, budget=SAMPLE_BUDGET):
    """The hint's move when some sample is won, else None. It stops drawing samples once no
    later one could change the move: the same move as the hint's, sooner, for a player who
    needs no chance to show."""
    tally = Tally(samples)
    for solution in sampled_solutions(view, samples, rng or Rng(0), budget):
        tally.add(solution)
        if (move := tally.sure_winner()) is not None:
            return move
    return tally.hint(view).move if tally.votes else None


class Tally:
    """The solutions of sampled stock orders counted so far, out of `samples`: the chance, the
    winning lines' first moves, and the cards brought home by each first move of a best try;
    a line that starts with a move of `avoid` counts for the chance only."""

    def __init__(self, samples, avoid=()):
        self.samples, self.avoid = samples, frozenset(avoid)
        self.votes, self.home_totals = {}, {}
        self.counts = {"won": 0, "lost": 0, "unknown": 0}

    def add(self, solution):
        self.counts[{WINNABLE: "won", UNKNOWN: "unknown"}.get(solution.verdict, "lost")] += 1
        if solution.verdict == WINNABLE and solution.moves:
            first = solution.moves[0]
            if first not in self.avoid:
                self.votes[first] = self.votes.get(first, 0) + 1
        elif solution.best_line and solution.best_line[0] not in self.avoid:
            first = solution.best_line[0]
            self.home_totals[first] = self.home_totals.get(first, 0) + solution.most_home

    def sure_winner(self):
        """The move with the most votes when the samples still to come cannot tie it, or None."""
        if not self.votes:
            return None
        to_come = self.samples - sum(self.counts.values())
        leader, *others = sorted(self.votes.values(), reverse=True)
        if leader > max(others, default=0) + to_come and leader > to_come:
            return max(self.votes, key=self.votes.get)
        return None

    def hint(self, view):
        """The Hint (see `hint`) from the samples counted."""
        chance = Chance(**self.counts)
        if self.votes:
            move = max(self.votes, key=self.votes.get)
            return Hint(move, chance, self.votes[move])
        if self.home_totals:
            return Hint(max(self.home_totals, key=self.home_totals.get), chance, 0, HOME)
        moves = [move for move in legal_moves_of(view) if move != "resign"]
        onward = [move for move in moves if move not in self.avoid] or moves
        return Hint(choose_move(view, onward, None), chance, 0, ORDER)


def legal_moves_of(view):
    """The engine's legal moves for the position a view shows (the stock's order plays no part)."""
    return get_game("agnes").legal_moves(view, 0)


def could_have_won(save, budget=DEFAULT_BUDGET):
    """For a finished (or any) game's save: could it have been won, and how (lesson_steps)."""
    return outcome(lesson_steps(replay_states(save), budget, budget))


def lesson_steps(states, first_budget, later_budget):
    """The Lesson of a game's `states` (the deal first), in steps: a generator that yields
    after each position solved. The deal is solved within `first_budget` positions; when it is
    winnable, the last position of the game that still is, by halving the move list (a
    position after a lost one is lost too), each within `later_budget`. An undecided position
    counts as not winnable, so the line shown may start a little earlier than it could."""
    first = solve(states[0].data, first_budget)
    if first.verdict != WINNABLE:
        return Lesson(first.verdict, 0, ())
    known, line = 0, first.moves
    low, high = 1, len(states) - 1
    while low <= high:
        yield
        middle = (low + high) // 2
        solution = solve(states[middle].data, later_budget)
        if solution.verdict == WINNABLE:
            known, line, low = middle, solution.moves, middle + 1
        else:
            high = middle - 1
    return Lesson(WINNABLE, known, line)


def fair_player(samples=DEFAULT_SAMPLES, budget=SAMPLE_BUDGET):
    """A computer player that sees only its view: it makes safe moves home, follows the hint
    while some sampled stock order is won, and plays like the greedy player once none is."""
    def play(view, legal_moves, rng):
        choices = [move for move in legal_moves if move != "resign"]
        if len(choices) == 1:
            return choices[0]
        move = safe_move(view)
        if move is not None:
            return move
        move = winning_move(view, samples, rng, budget)
        return choose_move(view, legal_moves, rng) if move is None else move
    return play

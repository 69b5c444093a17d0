"""Searching computer players: they see only their seat's view, sample complete positions that
agree with it (core.determinize), and play them out on the rules' own hooks.

Two searchers, with the evaluation kept apart from the tree policy (as OpenSpiel's mcts.py):
- `ISMCTS`: single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley and
  Whitehouse 2012): one tree over the searching seat's information set, a fresh sampled
  position each iteration, each move's statistics counted over the iterations in which it was
  available;
- `FlatMonteCarlo`: perfect-information Monte Carlo; each root move is played out in fresh
  sampled positions, and the best average wins.
Both are searchers in the sense of core.players: `start(view, legal_moves, rng)` returns a
Search that thinks in slices; the budget is a number of iterations, so a choice depends only
on the position and the rng, never on the machine's speed or on how the thinking was sliced.

A simulation runs on a position's data in place: `game.play(data, seat, move, rng)` with no
copy per move and no log (determinize() gives data whose log is None). A game tunes its
searcher with:
    playout(game, data, seat, legal, rng) -> move      the policy of the play-outs (random)
    evaluate(game, data) -> [reward per seat]          rewards in [0, 1] where a play-out stops
    horizon(game, data) -> value                       a play-out stops when this value changes
                                                       (e.g. the hand number: look ahead to the
                                                       end of the hand), or at the game's end
"""

import math
import time

from .determinize import determinize
from .registry import get_game


def random_playout(game, data, seat, legal, rng):
    return rng.choice(legal)


def win_shares(game, data):
    """1 for a sole winner, 1/k for each of k who share the win, 0 for the rest."""
    winners = game.winners(data)
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(game.scores(data)))]


class Searcher:
    """What both searchers share: their settings and the way a Search is run."""

    def __init__(self, iterations, playout=random_playout, evaluate=win_shares, horizon=None):
        self.iterations = iterations
        self.playout = playout
        self.evaluate = evaluate
        self.horizon = horizon

    def start(self, view, legal_moves, rng):
        raise NotImplementedError

    def __call__(self, view, legal_moves, rng):
        """Search to the end of the budget at once (the arena's way)."""
        return self.start(view, legal_moves, rng).advance(math.inf)

    def beyond(self, game, data, origin):
        """Whether `data` lies past the horizon of a search that began at `origin`."""
        return self.horizon is not None and self.horizon(game, data) != origin

    def origin(self, game, data):
        return self.horizon(game, data) if self.horizon is not None else None

    def play_out(self, game, data, origin, rng):
        """Play `data` on with the playout policy until the game ends or the horizon is
        passed; the rewards there."""
        while True:
            seats = game.to_play(data)
            if not seats or self.beyond(game, data, origin):
                return self.evaluate(game, data)
            seat = seats[0]
            game.play(data, seat, self.playout(game, data, seat, game.legal_moves(data, seat), rng),
                      rng)


class Search:
    """One search in progress: `advance(seconds)` runs iterations for about that long and
    returns the chosen move once the budget is spent (None before)."""

    def __init__(self, searcher, view, legal_moves, rng):
        self.searcher = searcher
        self.view = view
        self.legal = list(legal_moves)
        self.rng = rng
        self.game = get_game(view["game"])
        self.done = 0
        self.move = self.legal[0] if len(self.legal) == 1 else None

    def advance(self, seconds):
        if self.move is not None:
            return self.move
        deadline = time.perf_counter() + seconds
        while self.done < self.searcher.iterations:
            self.iterate()
            self.done += 1
            if time.perf_counter() >= deadline:
                break
        if self.done >= self.searcher.iterations:
            self.move = self.best()
        return self.move

    def iterate(self):
        raise NotImplementedError

    def best(self):
        raise NotImplementedError


class Node:
    """A move in the tree: who made it, and its statistics over the iterations it was
    available in."""

    __slots__ = ("seat", "children", "visits", "available", "reward")

    def __init__(self, seat):
        self.seat = seat
        self.children = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


class ISMCTS(Searcher):
    """Single-observer ISMCTS; `exploration` is the UCB constant."""

    def __init__(self, iterations, exploration=0.7, **settings):
        super().__init__(iterations, **settings)
        self.exploration = exploration

    def start(self, view, legal_moves, rng):
        return TreeSearch(self, view, legal_moves, rng)


class TreeSearch(Search):
    def __init__(self, searcher, view, legal_moves, rng):
        super().__init__(searcher, view, legal_moves, rng)
        self.root = Node(view["seat"])

    def iterate(self):
        game, rng, searcher = self.game, self.rng, self.searcher
        data = determinize(game, self.view, rng)
        origin = searcher.origin(game, data)
        node, path = self.root, []
        while True:
            seats = game.to_play(data)
            if not seats:
                break
            seat = seats[0]
            legal = game.legal_moves(data, seat) if path else self.legal
            untried = []
            for move in legal:
                child = node.children.get((seat, move))
                if child is None:
                    untried.append(move)
                else:
                    child.available += 1
            if untried:
                move = rng.choice(untried)
                child = node.children[(seat, move)] = Node(seat)
                child.available = 1
                game.play(data, seat, move, rng)
                path.append(child)
                break
            move, child = self.select(node, seat, legal)
            game.play(data, seat, move, rng)
            path.append(child)
            node = child
            if searcher.beyond(game, data, origin):
                break
        rewards = searcher.play_out(game, data, origin, rng)
        for child in path:
            child.visits += 1
            child.reward += rewards[child.seat]

    def select(self, node, seat, legal):
        """The available child with the best upper confidence bound."""
        exploration = self.searcher.exploration
        best, best_value = None, -math.inf
        for move in legal:
            child = node.children[(seat, move)]
            value = (child.reward / child.visits
                     + exploration * math.sqrt(math.log(child.available) / child.visits))
            if value > best_value:
                best, best_value = (move, child), value
        return best

    def best(self):
        """The most visited of the root's moves (ties: the first listed)."""
        seat = self.root.seat
        return max(self.legal, key=lambda move: self.root.children[(seat, move)].visits
                   if (seat, move) in self.root.children else -1)


class FlatMonteCarlo(Searcher):
    """Perfect-information Monte Carlo: `iterations` play-outs, shared round-robin among the
    root moves."""

    def start(self, view, legal_moves, rng):
        return FlatSearch(self, view, legal_moves, rng)


class FlatSearch(Search):
    def __init__(self, searcher, view, legal_moves, rng):
        super().__init__(searcher, view, legal_moves, rng)
        self.totals = [0.0] * len(self.legal)
        self.counts = [0] * len(self.legal)

    def iterate(self):
        index = self.done % len(self.legal)
        data = determinize(self.game, self.view, self.rng)
        origin = self.searcher.origin(self.game, data)
        seat = self.view["seat"]
        self.game.play(data, seat, self.legal[index], self.rng)
        rewards = self.searcher.play_out(self.game, data, origin, self.rng)
        self.totals[index] += rewards[seat]
        self.counts[index] += 1

    def best(self):
        return max(self.legal, key=lambda move: (
            self.totals[self.legal.index(move)] / max(1, self.counts[self.legal.index(move)])))

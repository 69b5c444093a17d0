"""The hard computer player of Agincards: the normal player's best few moves, each played on
for a few moves in positions sampled from the seat's view, and the one that stands best there
chosen.

The normal player judges a move by what it scores now and by rules of thumb about later; it
cannot see that a token is better kept for the next card in hand, or that a run it opens
will be grown by the others. Playing on shows it. The search is flat Monte Carlo
(perfect-information play-outs from sampled positions, see core.search) over a short list of
candidates, with common random numbers: each iteration samples one position (the others'
hands and the pile) and plays every candidate in it with the same draws, so the candidates
are compared on the same luck.

Play-outs stop DEPTH moves after the candidate, where the scores are compared, rather than at
the game's end: played to the end, 15 play-outs a candidate took a median 5.5 s a move (p90
7.1 s; `python -m pygames speed agincards --positions 12`, machine busy), eighteen times the
0.3 s goal; cut at 8 moves, 20 sampled positions a candidate take 0.37 s (p90 0.50 s; the same
with 20 positions, as busy). Whether the cut costs strength beside whole games was not
measured: the slow search's games are too long to play enough of them. Against the normal
player over 200 two-player games (`python -m pygames arena agincards --games 200 --lineup
hard,normal`) it won 64.2 % of its seats (95 % interval 57.4-70.6 %), 1.28 times the fair
share, averaging 162.6 points to normal's 140.8.
"""

import math

from ..core.determinize import determinize
from ..core.protocol import clone
from ..core.rng import Rng
from ..core.search import Search, Searcher
from .normal import Evaluator, choose_move, first_reclaim
from .map import VALUE
from .notation import PASS, card_order, placement_move, reclaim_move

CANDIDATES = 4   # the normal player's best moves that the search plays out (and pass)
SAMPLES = 20     # the budget: sampled positions per move, each played once per candidate
DEPTH = 8        # moves played out after a candidate before the scores are compared
MARGIN_SCALE = 400  # a lead this large or larger is worth the whole reward
SEED_RANGE = 1 << 53


def playout_move(game, data, seat):
    """The normal player's move in a simulated position (score variant), found from the rules'
    data without listing every legal move as text: a reclaim if any, else the best-valued
    play, cards by rank and cells row by row as the legal moves list them, first among
    equals; pass if every play is harmful."""
    evaluator = Evaluator.from_data(data, seat)
    if evaluator.reclaimable:
        return reclaim_move(evaluator.reclaimable[0])
    grid, has_token = evaluator.grid, data["tokens_in_hand"][seat] > 0
    frontier = [(key, grid.open[key]) for key in grid.frontier()]
    best, best_value = PASS, -math.inf
    for card in sorted(set(data["hands"][seat]), key=card_order):
        bit = 1 << VALUE[card]
        for key, mask in frontier:
            if not mask & bit:
                continue
            plain, token_extra = evaluator.play_value(card, key)
            if plain > best_value:
                best, best_value = placement_move(card, key), plain
            if has_token and plain + token_extra > best_value:
                best, best_value = placement_move(card, key, with_token=True), plain + token_extra
    return best if best_value >= 0 else PASS


def score_margins(game, data):
    """Rewards in [0, 1] at the end of a play-out: each seat's lead over the best of the
    others (alone, over nothing), scaled; a margin says more than a win or a loss from few
    play-outs."""
    scores = data["score"]
    rewards = []
    for seat, score in enumerate(scores):
        best_other = max((other for number, other in enumerate(scores) if number != seat),
                         default=0)
        rewards.append(min(1.0, max(0.0, 0.5 + (score - best_other) / MARGIN_SCALE)))
    return rewards


class CandidateSearcher(Searcher):
    """Flat Monte Carlo over the normal player's best `candidates` moves (and pass), with
    `iterations` sampled positions, each played out once per candidate."""

    def __init__(self, iterations, candidates, depth=None, **settings):
        super().__init__(iterations, **settings)
        self.candidates = candidates
        self.depth = depth

    def start(self, view, legal_moves, rng):
        return CandidateSearch(self, view, legal_moves, rng)

    def play_out(self, game, data, origin, rng):
        """Play on with the policy for `depth` moves (None: to the end), not a horizon; the
        rewards there. The policy names its move itself, from the data."""
        moves = 0
        while True:
            seats = game.to_play(data)
            if not seats or moves == self.depth:
                return self.evaluate(game, data)
            seat = seats[0]
            game.play(data, seat, self.playout(game, data, seat), rng)
            moves += 1


class CandidateSearch(Search):
    def __init__(self, searcher, view, legal_moves, rng):
        super().__init__(searcher, view, legal_moves, rng)
        if self.move is not None:
            return
        if view["variant"] == "patience":
            # A puzzle against the pile, without opponents or points to play out for.
            self.move = choose_move(view, self.legal, rng)
            return
        reclaim = first_reclaim(self.legal)
        if reclaim is not None:
            self.move = reclaim
            return
        values = Evaluator.from_view(view).move_values(self.legal)
        ranked = sorted(values, key=lambda move: -values[move])  # stable: listed order on ties
        self.candidates = ranked[:searcher.candidates]
        if PASS in self.legal:
            self.candidates.append(PASS)
        if len(self.candidates) == 1:
            self.move = self.candidates[0]
        self.totals = [0.0] * len(self.candidates)

    def iterate(self):
        """One sampled position; every candidate played out in it with the same draws."""
        game, seat = self.game, self.view["seat"]
        sample = determinize(game, self.view, self.rng)
        seed = self.rng.below(SEED_RANGE)
        for index, move in enumerate(self.candidates):
            data, rng = clone(sample), Rng(seed)
            game.play(data, seat, move, rng)
            self.totals[index] += self.searcher.play_out(game, data, None, rng)[seat]

    def best(self):
        """The candidate with the best total (the first among equals)."""
        return self.candidates[max(range(len(self.candidates)), key=self.totals.__getitem__)]


hard_player = CandidateSearcher(iterations=SAMPLES, candidates=CANDIDATES, depth=DEPTH,
                                playout=playout_move, evaluate=score_margins)

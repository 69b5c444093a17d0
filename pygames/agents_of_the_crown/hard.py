"""The hard computer player of Agents of the Crown: perfect-information Monte Carlo over
positions that agree with its view (core.determinize, sampling.py), looking ahead to the end
of the year.

- Horizon: the year. Curses clear and every hand is scored when it ends, so the score there
  is exact and no guess about held cards or standing threats is needed.
- Play-outs: every seat, this one included, plays as the normal player weighs its cards
  (normal.py), reading the data as that seat would see it (others' face-down cards unknown).
  A random play-out spends Nobles at random and says little about a move.
- Common worlds: each candidate is played out in the same sampled position with the same
  dice before the next position is drawn, so the candidates' averages differ by the move,
  not by the luck of the deal (a paired comparison: far fewer play-outs tell moves apart).
- Candidates: a pass, or one move per card in hand. Where the card lies and whether it shows
  face up are chosen as the normal player chooses them, before searching.
- Evaluation: this seat's total against the others' average, scaled into [0, 1]; at the end
  of the game, the win shares.

Measured (40-game arenas, two searchers beside two normal players, seats rotated): core
ISMCTS at the same thinking time won 22.5% of its seats and scored as the normal players do;
this search won 37.5%. Every seat's move branches 16 to 64 ways on card, face and place, so
the tree gives each iteration's first reply at random and never grows deep enough to pay.
Also measured: the margin over the others' average beat the margin over the best other as
evaluation (52.5% against 32.5% of seats); searching face up or down as well as the card
made no clear difference (that variant won 40% of its seats, this one 35%, within the
noise of 40 games); 300 play-outs did as well as 600, so the budget
is 400, which leaves room for the browser's slower Python.

Against three normal players over 200 games (`python -m pygames arena agents-of-the-crown
--lineup hard,normal,normal,normal`) it won 61.5% of its seats (95% interval 54.6-68.0%),
about 2.5 times the fair share, averaging 96.6 points to their 82.4.
"""

from pygames.core import keeps_log
from pygames.core.determinize import determinize
from pygames.core.rng import Rng
from pygames.core.search import Search, Searcher

from .normal import Sight, commitment_move, pass_move, placed_move, stakes_of
from .scoring import SEATS

YEAR_UNDER_WAY = ("pass", "commit")
SPREAD = 30  # a lead in points that counts as all but certain to win


def fork(data):
    """A copy of a position for a play-out, cheaper than a deep copy: the lists the rules'
    moves change in place are copied; the rest, which they only ever replace (the last
    reveal, the year's end, the challenges, each commitment), is shared."""
    copy = dict(data)
    copy.update(hands=[list(hand) for hand in data["hands"]], stacks=list(data["stacks"]),
                curses=list(data["curses"]), prizes=[list(cards) for cards in data["prizes"]],
                played=[list(cards) for cards in data["played"]], unclaimed=list(data["unclaimed"]),
                passes=list(data["passes"]), commitments=list(data["commitments"]),
                score_table=list(data["score_table"]),
                log=list(data["log"]) if keeps_log(data) else None)
    return copy


def normal_move(data, seat, rng):
    """The normal player's move for `seat`, read from the data as that seat would see it."""
    if data["phase"] == "pass":
        return pass_move(data["hands"][seat], stakes_of(data["houses"], seat))
    return commitment_move(Sight.of_data(data, seat), rng)


def standing(data, seat):
    """The reward of `seat` where a play-out stops: the win share once the game is over,
    else its total against the others' average, scaled into [0, 1]."""
    totals = data["totals"]
    if data["phase"] == "over":
        best = max(totals)
        return (totals[seat] == best) / totals.count(best)
    others = (sum(totals) - totals[seat]) / (SEATS - 1)
    return min(1.0, max(0.0, 0.5 + (totals[seat] - others) / (2 * SPREAD)))


def candidates(view, legal_moves, rng):
    """The moves worth telling apart: every pass, or one move per card in hand."""
    if view["phase"] != "commit":
        return list(legal_moves)
    suits = [pile["suit"] for pile in view["challenges"]]
    return [placed_move(card, suits, rng) for card in view["hand"]]


class YearSearcher(Searcher):
    """The budget (`iterations`) counts play-outs."""

    def start(self, view, legal_moves, rng):
        return YearSearch(self, view, legal_moves, rng)


class YearSearch(Search):
    def __init__(self, searcher, view, legal_moves, rng):
        super().__init__(searcher, view, legal_moves, rng)
        self.choices = candidates(view, self.legal, rng)
        if self.move is None and len(self.choices) == 1:
            self.move = self.choices[0]
        self.totals = [0.0] * len(self.choices)
        self.counts = [0] * len(self.choices)
        self.world = self.seed = None

    def iterate(self):
        """One play-out: the next candidate in the current world; a new world is drawn once
        every candidate has been played out in this one."""
        index = self.done % len(self.choices)
        if index == 0:
            self.world = determinize(self.game, self.view, self.rng)
            self.seed = self.rng.next64()
        game, seat = self.game, self.view["seat"]
        data, rng = fork(self.world), Rng(self.seed)
        game.play(data, seat, self.choices[index], rng)
        while data["phase"] in YEAR_UNDER_WAY:
            mover = game.to_play(data)[0]
            game.play(data, mover, normal_move(data, mover, rng), rng)
        self.totals[index] += standing(data, seat)
        self.counts[index] += 1

    def best(self):
        """The best average; ties go to the first candidate."""
        return self.choices[max(range(len(self.choices)),
                                key=lambda index: self.totals[index] / max(1, self.counts[index]))]


hard_player = YearSearcher(iterations=400)

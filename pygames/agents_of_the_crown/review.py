"""How the review (core.review) values a move of Agents of the Crown: as the hard player
looks ahead, to the end of the year with every seat playing as the normal player weighs its
cards, in positions sampled from the seat's view; worth there the seat's lead over the
others' average, scaled as the hard player's standing scales it (0.5 when even, a point worth
1/(2 SPREAD)) but not bounded, and not turned into a win share at the game's end: a seat far
behind still gains by every point, as it would not by the hard player's bounded standing.
In the game's own terms, that lead over the others' average in points at the year's end.

The moves valued are the hard player's: every pass, or one commitment per card in hand, each
placed as the normal player places it, and the move made.
"""

from ..core.review import PlayoutReview, Thresholds
from .hard import SPREAD, YEAR_UNDER_WAY, candidates, fork, normal_move
from .scoring import SEATS

# A point of lead is worth 1/60 of the standing (hard.SPREAD = 30): an inaccuracy gives up
# about 3 points against the others, a blunder 10 or more.
THRESHOLDS = Thresholds(inaccuracy=0.05, mistake=0.1, blunder=0.17)


def value_after(game, data, seat, move, rng):
    """Play `move`, then the year out as the normal player would."""
    game.play(data, seat, move, rng)
    while data["phase"] in YEAR_UNDER_WAY:
        mover = game.to_play(data)[0]
        game.play(data, mover, normal_move(data, mover, rng), rng)
    totals = data["totals"]
    points = totals[seat] - (sum(totals) - totals[seat]) / (SEATS - 1)
    return 0.5 + points / (2 * SPREAD), points


# The normal player bluffs and shows cards at random: the true position is played out with
# several draws of its dice.
METHOD = PlayoutReview(value_after, THRESHOLDS, "average-lead", samples=40, candidates=candidates,
                       face_up_samples=8, copy=fork)

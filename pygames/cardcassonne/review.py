"""How the review (core.review) values a move of Cardcassonne: as the hard player looks ahead,
to the end of the round in progress with every seat following the normal player's plan
(playout.py), in positions sampled from the seat's view; worth there the seat's lead over the
best rival, chests at a guessed worth as the hard player counts them (0.5 when even, a point
worth 1/(2 LEAD_SCALE)), and, in the game's own terms, that lead in points.

The hard player's own reward, a win chance from that lead, is flat once a seat is far behind
or ahead: every move of a seat that has lost touch would look as good as any, and a beginner
who fell behind early would be reviewed as flawless from there. A lead scaled linearly, and
not bounded, keeps every point counting.
"""

from ..core.review import PlayoutReview, Thresholds
from .hard import hard_player
from .playout import BUILDING_GUESS

LEAD_SCALE = 100
# In points of lead: an inaccuracy gives up 3, a mistake 8, a blunder 16 or more.
THRESHOLDS = Thresholds(inaccuracy=0.015, mistake=0.04, blunder=0.08)


def lead(data, seat):
    """The seat's points less its best rival's, chests at their guessed worth."""
    worth = [points + BUILDING_GUESS * len(chest)
             for points, chest in zip(data["points"], data["chests"])]
    return worth[seat] - max(value for other, value in enumerate(worth) if other != seat)


def value_after(game, data, seat, move, rng):
    """Play `move`, then the round out by the plan."""
    origin = hard_player.origin(game, data)
    game.play(data, seat, move, rng)
    hard_player.play_out(game, data, origin, rng)
    points = lead(data, seat)
    return 0.5 + points / (2 * LEAD_SCALE), points


METHOD = PlayoutReview(value_after, THRESHOLDS, "lead", samples=24)

"""How the review (core.review) values a move of Agony Aunt: as the hard player looks ahead,
the rest of the hand played by careful cards (playout.py) in positions sampled from the
seat's view; worth there the seat's chance to win the game from the counters (outlook.py) and,
in the game's own terms, the counters it keeps after the hand's reckoning.
"""

from ..core.review import PlayoutReview, Thresholds
from .hard import chances_to_win
from .playout import play_hand_out
from .scoring import HAND_LIMIT

# A counter is worth about 2 % of win chance while the game is young (outlook.py's slope
# 0.11 against four seats), so an inaccuracy costs about a counter, a blunder four or more.
THRESHOLDS = Thresholds(inaccuracy=0.02, mistake=0.045, blunder=0.09)


def value_after(game, data, seat, move, rng):
    """Play `move`, then the hand out carefully (the careful cards need no dice)."""
    hand = data["hand_number"]
    game.play(data, seat, move, rng)
    if not data["over"] and data["hand_number"] == hand:
        play_hand_out(data, HAND_LIMIT)
    return chances_to_win(game, data)[seat], data["counters"][seat]


METHOD = PlayoutReview(value_after, THRESHOLDS, "counters", samples=80, chance=True)

"""How a game of Agony Aunt is likely to end, from the counters after a hand: the hard
player's search stops at the end of the hand in progress and scores it with each seat's
chance to win the game from there.

Counters are not worth their face value: a hand without a trick restores all 17 and a hand
without a penalty half the shortfall, so an early lead melts, and 17 itself is worth more
than one counter above 16 (from 16 a clean hand wins nothing back). The model is a softmax
over the seats, each weighted by exp(SLOPE * counters + FULL * (counters == 17)), fitted to
self-play between careful players (playout.py), whose play the search's play-outs imagine:
`python -m pygames.lab.agony_aunt_outlook_fit` (pygames/lab/agony_aunt_outlook_fit.py) measures it.
"""

import math

from .scoring import START_COUNTERS

SLOPE = 0.11
FULL = 0.25


def win_chances(counters, slope=SLOPE, full=FULL):
    """Each seat's chance to win a game that goes on from these counters."""
    weights = [math.exp(slope * count + (full if count == START_COUNTERS else 0.0))
               for count in counters]
    total = sum(weights)
    return [weight / total for weight in weights]

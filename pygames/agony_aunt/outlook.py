"""How a game of Agony Aunt is likely to end, from the counters after a hand: the hard
player's search stops at the end of the hand in progress and scores it with each seat's
chance to win the game from there.

Counters are not worth their face value: a hand without a trick restores all 17 and a hand
without a penalty half the shortfall, so an early lead melts, and 17 itself is worth more
than one counter above 16 (from 16 a clean hand wins nothing back). The model is a softmax
over the seats, each weighted by exp(SLOPE * counters + FULL * (counters == 17)), fitted to
self-play between careful players (playout.py), from whom the search's play-outs are drawn:

    python -m pygames.agony_aunt.outlook --games 20000

prints the fit: the average log-likelihood of who won, per hand reckoned, under this model,
under the counters' lead that the search used before and under an even chance.
"""

import argparse
import math
import sys

from ..core import Rng
from .playout import careful_playout
from .scoring import START_COUNTERS

SLOPE = 0.11
FULL = 0.25


def win_chances(counters, slope=SLOPE, full=FULL):
    """Each seat's chance to win a game that goes on from these counters."""
    weights = [math.exp(slope * count + (full if count == START_COUNTERS else 0.0))
               for count in counters]
    total = sum(weights)
    return [weight / total for weight in weights]


def lead_shares(counters):
    """The search's former reward, each seat's counters against the others' average, made
    into shares that add up to 1 so it can be scored as a forecast."""
    total = sum(counters)
    leads = [min(1.0, max(0.0, 0.5 + (count - (total - count) / 3) / (2 * START_COUNTERS)))
             for count in counters]
    return [lead / sum(leads) for lead in leads]


def self_play(games, seed=1):
    """[(counters after a hand that did not end the game, win share per seat)] from `games`
    games between careful players."""
    from .rules import PLAYERS, AgonyAunt  # the rules import the hard player, which imports this
    game, rng, reckoned = AgonyAunt(), Rng(seed), []
    for number in range(seed, seed + games):
        data = game.new(PLAYERS, number).data
        data["log"] = None
        hands = []
        while not data["over"]:
            hand, seat = data["hand_number"], data["turn"]
            game.play(data, seat, careful_playout(game, data, seat, None, rng), rng)
            if data["hand_number"] != hand and not data["over"]:
                hands.append(list(data["counters"]))
        winners = game.winners(data)
        shares = [1 / len(winners) if seat in winners else 0.0 for seat in range(PLAYERS)]
        reckoned += [(counters, shares) for counters in hands]
    return reckoned


def log_likelihood(forecast, reckoned):
    """The average log-likelihood of the win shares under `forecast(counters)`."""
    return sum(share * math.log(chance)
               for counters, shares in reckoned
               for share, chance in zip(shares, forecast(counters)) if share) / len(reckoned)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.agony_aunt.outlook")
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    reckoned = self_play(args.games, args.seed)
    print(f"Agony Aunt: {len(reckoned)} hands reckoned in {args.games} games between careful "
          f"players, first seed {args.seed}; log-likelihood of who won (higher is better):")
    print(f"  even chances {log_likelihood(lambda counters: [0.25] * 4, reckoned):.4f}; "
          f"counters' lead {log_likelihood(lead_shares, reckoned):.4f}; "
          f"this model (slope {SLOPE}, 17 worth {FULL} more) "
          f"{log_likelihood(win_chances, reckoned):.4f}")
    fits = [(log_likelihood(lambda counters: win_chances(counters, slope, full), reckoned),
             slope, full)
            for slope in (0.08, 0.09, 0.1, 0.11, 0.12, 0.13, 0.14)
            for full in (0.0, 0.1, 0.2, 0.25, 0.3, 0.4)]
    best, slope, full = max(fits)
    print(f"  best on a grid: slope {slope}, 17 worth {full} more: {best:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

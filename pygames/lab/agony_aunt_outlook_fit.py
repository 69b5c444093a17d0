"""How well outlook.py's model forecasts who wins: `python -m pygames.lab.agony_aunt_outlook_fit
--games 20000` plays games between careful players (playout.py), and scores each forecast made
after a hand that did not end the game by the log-likelihood of who then won, against the
counters' lead the search used before, even chances, and a grid of the model's two settings.
"""

import argparse
import math
import sys

from pygames.core import Rng
from pygames.core.search import win_shares
from pygames.agony_aunt.outlook import FULL, SLOPE, win_chances
from pygames.agony_aunt.playout import careful_playout
from pygames.agony_aunt.rules import PLAYERS, AgonyAunt
from pygames.agony_aunt.scoring import START_COUNTERS


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
        reckoned += [(counters, win_shares(game, data)) for counters in hands]
    return reckoned


def log_likelihood(forecast, reckoned):
    """The average log-likelihood of the win shares under `forecast(counters)`."""
    return sum(share * math.log(chance)
               for counters, shares in reckoned
               for share, chance in zip(shares, forecast(counters)) if share) / len(reckoned)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.lab.agony_aunt_outlook_fit")
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    reckoned = self_play(args.games, args.seed)
    print(f"Agony Aunt: {len(reckoned)} hands reckoned in {args.games} games between careful "
          f"players, first seed {args.seed}; log-likelihood of who won (higher is better):")
    even = log_likelihood(lambda counters: [1 / PLAYERS] * PLAYERS, reckoned)
    print(f"  even chances {even:.4f}; "
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

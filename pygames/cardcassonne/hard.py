"""The hard computer player of Cardcassonne: a search over positions that agree with its view
(see core.search), looking ahead to the end of the round in progress.

Flat Monte Carlo: each legal move is played out, round-robin, in fresh positions sampled from
the view, and the best average wins. A play-out follows the normal player's plan on the
sampled data (playout.py), so each move is judged as "this move, then the table plays
sensibly to the round's end". At the round's end a position is worth each seat's chance to
win, guessed from its lead over the best rival: a lead counts for less while many rounds
remain, and a building under a chest counts a guessed share of the final sets.

What decided it, on 24 two-player games against normal (12 deals, both seatings, 200
play-outs a move; points a game ahead of or behind normal, and win share):
    ISMCTS, play-outs by a crude claimer (claim at 18 points, cards at random;
    the lead scored linearly, exploration 0.2)                                    -51, 30 %
    ISMCTS, play-outs by the plan, exploration 0.3 / 0.7 / 1.0    -4, 50 % / +13, 75 % / +13, 71 %
    flat Monte Carlo, play-outs by the plan                                       +138, 100 %
ISMCTS spends its first visits of every node on untried moves picked at random, so with a
few hundred iterations over twenty-odd moves a turn its play-outs start from careless play;
flat Monte Carlo keeps every play-out sensible and improves on the plan one move deep.
"""

import math

from ..core.search import FlatMonteCarlo, win_shares
from .playout import BUILDING_GUESS, playout_move

# How far a lead's worth spreads over one round still to play: about the spread of the
# difference between two normal players' round scores (19 to 23 points), on the logistic scale.
SPREAD_PER_ROUND = 14


def round_number(game, data):
    """The round in progress; the opening belongs to the first, so a search of the dealer's
    joker looks ahead to the end of round 1."""
    return max(1, data["round"])


def win_chances(game, data):
    """Rewards in [0, 1]: each seat's chance to win, from its lead over the best rival with
    chests at a guessed worth; a finished game pays its win shares."""
    if data["phase"] == "over":
        return win_shares(game, data)
    worth = [points + BUILDING_GUESS * len(chest)
             for points, chest in zip(data["points"], data["chests"])]
    spread = SPREAD_PER_ROUND * math.sqrt(data["rounds_total"] - data["round"] + 1)
    chances = []
    for seat, mine in enumerate(worth):
        lead = mine - max(value for other, value in enumerate(worth) if other != seat)
        chances.append(1 / (1 + math.exp(-lead / spread)))
    return chances


hard_player = FlatMonteCarlo(iterations=300, horizon=round_number, evaluate=win_chances,
                             playout=playout_move)

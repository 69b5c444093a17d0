"""Counters lost per hand, bot against random players: `python -m pygames.lab.agony_aunt_arena`.

A full game lasts several hands and ends when anyone runs out, so the game arena
(`python -m pygames arena agony-aunt`) measures wins; this one measures the skill the
issue asks for directly: over N seeded single hands, with the lineup rotated so every kind
sits in every chair and leads in turn, how many counters each kind of player loses.
"""

import argparse
import sys

from pygames.core import Rng
from pygames.core.players import play_out, player_named, rotated
from pygames.agony_aunt.rules import PLAYERS, AgonyAunt


def play_hand(game, lineup, seed, rng):
    """Play the first hand of a seeded game; its reckoning, one summary per seat."""
    players = [player_named(game, name) for name in lineup]
    reckoned = play_out(game.new(PLAYERS, seed), players, rng,
                        until=lambda state: state.view(None)["last_hand"] is not None)
    return reckoned.view(None)["last_hand"]["seats"]


def hand_arena(hands, lineup, seed=1):
    """Per kind of player: seat-hands played, counters lost to squares and lines, hands
    without a penalty and hands without a trick."""
    game = AgonyAunt()
    totals = {name: {"seats": 0, "penalty": 0, "clean": 0, "trickless": 0}
              for name in lineup}
    rng = Rng(seed)
    for number in range(hands):
        order = rotated(lineup, number)
        for name, summary in zip(order, play_hand(game, order, seed + number, rng)):
            row = totals[name]
            row["seats"] += 1
            row["penalty"] += summary["penalty"]
            row["clean"] += summary["penalty"] == 0
            row["trickless"] += summary["tricks"] == 0
    return totals


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.lab.agony_aunt_arena")
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lineup", default="bot,random,random,random",
                        help="comma-separated player per seat (random, or a level: easy, normal, hard; bot = normal)")
    args = parser.parse_args(argv)
    lineup = args.lineup.split(",")
    if len(lineup) != PLAYERS:
        parser.error(f"the lineup needs {PLAYERS} players")
    totals = hand_arena(args.hands, lineup, args.seed)
    print(f"Agony Aunt: {args.hands} hands, seats {args.lineup}, first seed {args.seed}")
    for name, row in totals.items():
        seats = row["seats"]
        print(f"  {name:>8}: loses {row['penalty'] / seats:5.2f} counters a hand; no penalty in "
              f"{100 * row['clean'] / seats:5.1f}%, no trick in "
              f"{100 * row['trickless'] / seats:5.1f}% of its {seats} seat-hands")
    return 0


if __name__ == "__main__":
    sys.exit(main())

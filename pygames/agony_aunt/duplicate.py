"""Duplicate hands: one player against the same deals played by normal players alone.
`python -m pygames.agony_aunt.duplicate --hands 60 --player hard`.

Who is dealt the queens decides most of a hand's counters, so comparing players over
different deals needs hundreds of hands to see a difference of one counter. Here each seeded
first hand is played twice: by four normal players, then with the player in one seat (the
seat turns with the seed) and normal players in the others. The difference in that seat's
counters lost, deal by deal, measures the player; the others' losses show what it passed on.
"""

import argparse
import statistics
import sys

from ..core import Rng
from ..core.players import play_out, player_named
from .rules import PLAYERS, AgonyAunt


def hand_penalties(state, players, seed):
    """Counters each seat loses to squares and lines in the hand `state` begins."""
    reckoned = play_out(state, players, Rng(seed),
                        until=lambda position: position.view(None)["last_hand"] is not None)
    return [summary["penalty"] for summary in reckoned.view(None)["last_hand"]["seats"]]


def duplicate(name, hands, seed=1):
    """Per deal: (the player's loss less the normal player's in its seat, the other seats'
    average loss less theirs with normal players only)."""
    game = AgonyAunt()
    normal, player = player_named(game, "normal"), player_named(game, name)
    differences = []
    for number in range(seed, seed + hands):
        state = game.new(PLAYERS, number)
        seat = number % PLAYERS
        alone = hand_penalties(state, [normal] * PLAYERS, number)
        lineup = [player if other == seat else normal for other in range(PLAYERS)]
        mixed = hand_penalties(state, lineup, number)
        others = sum(mixed) - mixed[seat] - (sum(alone) - alone[seat])
        differences.append((mixed[seat] - alone[seat], others / (PLAYERS - 1)))
    return differences


def mean_and_error(values):
    return statistics.mean(values), statistics.stdev(values) / len(values) ** 0.5


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.agony_aunt.duplicate")
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="hard", help="random, easy, normal or hard")
    args = parser.parse_args(argv)
    differences = duplicate(args.player, args.hands, args.seed)
    own, others = (mean_and_error([pair[index] for pair in differences]) for index in (0, 1))
    print(f"Agony Aunt: {args.hands} duplicate hands, {args.player} against normal, "
          f"first seed {args.seed}")
    print(f"  {args.player} loses {own[0]:+.2f} counters a hand (± {own[1]:.2f}) against a normal "
          f"player in its seat; the others {others[0]:+.2f} (± {others[1]:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

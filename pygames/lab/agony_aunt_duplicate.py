"""Duplicate hands: one player against the same deals played by normal players alone.
`python -m pygames.lab.agony_aunt_duplicate --hands 60 --player hard [--hand 2]`.

Who is dealt the queens decides most of a hand's counters, so comparing players over
different deals needs hundreds of hands to see a difference of one counter. Here each seeded
hand is played twice: by four normal players, then with the player in one seat (the seat
turns with the seed) and normal players in the others. The difference in that seat's
counters lost, deal by deal, measures the player; the others' losses show what it passed on.

The first hand starts everyone on 17, where a hand without a trick wins nothing back. With
`--hand N` the N-th hand of each game is played twice instead, after normal players have
played the ones before (games already over are skipped): counters then differ, and the
counters a seat has after the hand's win-backs tell more than those it lost.
"""

import argparse
import statistics
import sys

from pygames.core import Rng
from pygames.core.players import play_out, player_named
from pygames.agony_aunt.rules import PLAYERS, AgonyAunt


def hand_reckoning(state, players, seed):
    """The reckoning of the hand `state` is in, one summary per seat (scoring.settle_hand)."""
    number = state.view(None)["hand_number"]
    reckoned = play_out(state, players, Rng(seed),
                        until=lambda position: position.view(None)["hand_number"] > number)
    return reckoned.view(None)["last_hand"]["seats"]


def duplicate(name, hands, seed=1, hand=1):
    """Per deal played: (the player's counters lost less the normal player's in its seat, the
    other seats' average loss less theirs with normal players only, the player's counters after
    the hand less the normal player's)."""
    game = AgonyAunt()
    normal, player = player_named(game, "normal"), player_named(game, name)
    differences = []
    for number in range(seed, seed + hands):
        state = play_out(game.new(PLAYERS, number), [normal] * PLAYERS, Rng(number),
                         until=lambda position: position.view(None)["hand_number"] == hand)
        if state.is_over:
            continue
        seat = number % PLAYERS
        alone = hand_reckoning(state, [normal] * PLAYERS, number)
        lineup = [player if other == seat else normal for other in range(PLAYERS)]
        mixed = hand_reckoning(state, lineup, number)
        lost = [[summary["penalty"] for summary in seats] for seats in (alone, mixed)]
        others = sum(lost[1]) - lost[1][seat] - (sum(lost[0]) - lost[0][seat])
        differences.append((lost[1][seat] - lost[0][seat], others / (PLAYERS - 1),
                            mixed[seat]["counters"] - alone[seat]["counters"]))
    return differences


def mean_and_error(values):
    return statistics.mean(values), statistics.stdev(values) / len(values) ** 0.5


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.lab.agony_aunt_duplicate")
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hand", type=int, default=1,
                        help="which hand of each game to play twice (1: the first)")
    parser.add_argument("--player", default="hard", help="random, easy, normal or hard")
    args = parser.parse_args(argv)
    if args.hand < 1:
        parser.error("--hand counts from 1, the first hand of a game")
    differences = duplicate(args.player, args.hands, args.seed, args.hand)
    if len(differences) < 2:
        parser.error(f"only {len(differences)} of the games reach hand {args.hand}: ask for more")
    own, others, kept = (mean_and_error([entry[index] for entry in differences])
                         for index in (0, 1, 2))
    print(f"Agony Aunt: {len(differences)} duplicate hands (hand {args.hand} of games from seed "
          f"{args.seed}), {args.player} against normal")
    print(f"  {args.player} loses {own[0]:+.2f} counters a hand (± {own[1]:.2f}) against a normal "
          f"player in its seat; the others {others[0]:+.2f} (± {others[1]:.2f}); after the "
          f"win-backs it has {kept[0]:+.2f} (± {kept[1]:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Command line: `python -m pygames arena GAME [--games N] [--seed S] [--lineup bot,random,...]`."""

import argparse
import json
import sys

from . import GAMES, get_game
from .core.players import arena


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames")
    commands = parser.add_subparsers(dest="command", required=True)
    duel = commands.add_parser("arena", help="computer player against random-legal players")
    duel.add_argument("game", choices=sorted(GAMES))
    duel.add_argument("--games", type=int, default=200)
    duel.add_argument("--seed", type=int, default=1)
    duel.add_argument("--lineup", help="comma-separated 'bot' or 'random' per seat "
                      "(default: one bot against random players)")
    duel.add_argument("--options", default="{}", help="game options as JSON")
    args = parser.parse_args(argv)

    game = get_game(args.game)
    lineup = args.lineup.split(",") if args.lineup else \
        ["bot"] + ["random"] * (max(game.min_players, min(4, game.max_players)) - 1)
    totals = arena(game, lineup, args.games, args.seed, json.loads(args.options))
    print(f"{game.title}: {args.games} games, seats {','.join(lineup)}, first seed {args.seed}")
    for name, row in totals.items():  # seats of one kind are pooled under its name
        seats = row["seats"]
        print(f"  {name:>8}: average score {row['score'] / seats:8.2f}   "
              f"win share {100 * row['wins'] / seats:5.1f}% of its seats ({seats} seat-games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

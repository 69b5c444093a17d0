"""Command line:

    python -m pygames arena GAME [--games N] [--seed S] [--lineup hard,normal,...]
    python -m pygames strength [--games N] [--only GAME ...]
    python -m pygames speed [GAME ...] [--positions N]
    python -m pygames solve agnes [--seeds 0-999] [--options JSON] [--budget N] [--json]
                                  [--play-fair | --chance | --requests] [--samples N]

A lineup names one player per seat: "random", or a level the game has ("easy", "normal",
"hard"; "bot" is normal's old name). `strength` prints the README's table of every game's
levels against each other; `speed` prints how fast searches run.
"""

import argparse
import json
import sys

from . import GAMES, get_game
from .agnes import bench as agnes_bench
from .core import speed, strength
from .core.players import arena, player_named, wilson_interval


def add_arena(commands):
    duel = commands.add_parser("arena", help="computer players against each other or random")
    duel.add_argument("game", choices=sorted(GAMES))
    duel.add_argument("--games", type=int, default=200)
    duel.add_argument("--seed", type=int, default=1)
    duel.add_argument("--lineup", help="comma-separated player per seat: random, easy, normal, "
                      "hard or bot (default: one normal player against random players)")
    duel.add_argument("--options", default="{}", help="game options as JSON")
    duel.set_defaults(run=run_arena)


def run_arena(args, parser):
    game = get_game(args.game)
    lineup = args.lineup.split(",") if args.lineup else \
        ["normal"] + ["random"] * (speed.default_players(game) - 1)
    try:
        for name in lineup:
            player_named(game, name)
    except ValueError as error:
        parser.error(str(error))
    totals = arena(game, lineup, args.games, args.seed, json.loads(args.options))
    print(f"{game.title}: {args.games} games, seats {','.join(lineup)}, first seed {args.seed}")
    for name, row in totals.items():  # seats of one kind are pooled under its name
        seats = row["seats"]
        low, high = wilson_interval(row["wins"], seats)
        print(f"  {name:>8}: average score {row['score'] / seats:8.2f}   "
              f"win share {100 * row['wins'] / seats:5.1f}% of its seats ({seats} seat-games; "
              f"95% interval {100 * low:.1f}–{100 * high:.1f}%)")


def add_strength(commands):
    levels = commands.add_parser("strength", help="the README's table: hard against normal and "
                                 "normal against easy in every multiplayer game")
    levels.add_argument("--games", type=int, default=200)
    levels.add_argument("--only", nargs="+", choices=sorted(strength.ROWS), metavar="GAME",
                        help="only these games' rows")
    levels.set_defaults(run=run_strength)


def run_strength(args, parser):
    for line in strength.table(GAMES, args.games, args.only or ()):
        print(line, flush=True)


def add_speed(commands):
    timing = commands.add_parser("speed", help="play-out moves per second and hard move times")
    # No `choices` here: argparse (3.11) checks an empty `nargs="*"` list against them.
    timing.add_argument("games", nargs="*", metavar="GAME",
                        help=f"games to time (default: all of {', '.join(sorted(GAMES))})")
    timing.add_argument("--positions", type=int, default=40)
    timing.set_defaults(run=run_speed)


def run_speed(args, parser):
    unknown = sorted(set(args.games) - set(GAMES))
    if unknown:
        parser.error(f"no game called {', '.join(unknown)}; choose from {', '.join(sorted(GAMES))}")
    for game_id in args.games or sorted(GAMES):
        print("\n".join(speed.report(get_game(game_id), args.positions)), flush=True)


def add_solve(commands):
    solving = commands.add_parser("solve", help="Agnès: the clairvoyant solver's verdicts, the "
                                  "fair player's win rate, the win chance's speed")
    agnes_bench.add_arguments(solving)
    solving.set_defaults(run=run_solve)


def run_solve(args, parser):
    try:
        agnes_bench.run(args, sys.stdout)
    except ValueError as error:
        parser.error(str(error))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames")
    commands = parser.add_subparsers(dest="command", required=True)
    for add in (add_arena, add_strength, add_speed, add_solve):
        add(commands)
    args = parser.parse_args(argv)
    args.run(args, parser)
    return 0


if __name__ == "__main__":
    sys.exit(main())

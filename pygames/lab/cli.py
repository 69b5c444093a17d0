"""Command line:

    python -m pygames arena GAME [--games N] [--seed S] [--lineup hard,normal,...]
    python -m pygames strength [--games N] [--only GAME ...]
    python -m pygames speed [GAME ...] [--positions N]
    python -m pygames solve agnes [--seeds 0-999] [--options JSON] [--budget N]
                                  [--play-fair | --chance | --requests] [--samples N]
    python -m pygames review SAVE.json [--seat N] [--json] [--language fr]
    python -m pygames review GAME (--level LEVEL[,LEVEL...] | --bench) [--games N]
    python -m pygames hintwalk [GAME ...] [--deals N] [--first-seed S] [--budget N]

A lineup names one player per seat: "random", or a level the game has ("easy", "normal",
"hard"; "bot" is normal's old name). `strength` prints the README's table of every game's
levels against each other; `speed` prints how fast searches run; `hintwalk` follows every
hint of the patiences to the end (pygames/lab/hint_walk.py) and exits with 1 if a hint misled.

Each of them shows its progress on stderr and takes --jobs N (processes; default all cores)
or --dask ADDRESS (a Dask cluster's scheduler); all but speed take --json (JSON lines on
stdout: the run, one line per game or deal, the summary) and --resume FILE (such lines: play
what FILE lacks, append to it). See pygames/lab/runs.py.
"""

import argparse
import functools
import json
import sys

from pygames import GAMES, get_game
from pygames.core.players import arena_game, arena_totals, player_named, wilson_interval

from . import agnes_bench, hint_walk, review_runs, runs, speed, strength


def add_arena(commands):
    duel = commands.add_parser("arena", help="computer players against each other or random")
    duel.add_argument("game", choices=sorted(GAMES))
    duel.add_argument("--games", type=runs.positive_int, default=200)
    duel.add_argument("--seed", type=int, default=1)
    duel.add_argument("--lineup", help="comma-separated player per seat: random, easy, normal, "
                      "hard or bot (default: one normal player against random players)")
    duel.add_argument("--options", default="{}", help="game options as JSON")
    runs.add_arguments(duel)
    duel.set_defaults(run=run_arena)


def started_run(args, header, identify):
    """The command's Run from its --jobs, --dask, --json and --resume."""
    return runs.Run(header, identify, jobs=args.jobs, dask=args.dask,
                    resume=getattr(args, "resume", None),
                    json_out=sys.stdout if getattr(args, "json", False) else None)


def identify_game(record):
    return record["game"]


def run_arena(args, parser):
    game = get_game(args.game)
    lineup = args.lineup.split(",") if args.lineup else \
        ["normal"] + ["random"] * (speed.default_players(game) - 1)
    try:
        for name in lineup:
            player_named(game, name)
        options = game.new(len(lineup), args.seed, json.loads(args.options)).options
    except ValueError as error:
        parser.error(str(error))
    header = {"command": "arena", "game": game.id, "lineup": lineup, "seed": args.seed,
              "options": options}
    try:
        with started_run(args, header, identify_game) as run:
            play = functools.partial(arena_game, game_id=game.id, lineup=lineup, seed=args.seed,
                                     options=options)
            records = run.results(play, range(args.games), f"{game.title} games")
            totals = arena_totals(lineup, records)
            run.summary({"games": args.games, "totals": totals})
    except runs.RunError as error:
        parser.error(str(error))
    if args.json:
        return
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
    levels.add_argument("--games", type=runs.positive_int, default=200)
    levels.add_argument("--only", nargs="+", choices=sorted(strength.ROWS), metavar="GAME",
                        help="only these games' rows")
    runs.add_arguments(levels)
    levels.set_defaults(run=run_strength)


def run_strength(args, parser):
    try:
        with started_run(args, {"command": "strength", "seed": strength.FIRST_SEED},
                         strength.identify) as run:
            rows = strength.table(GAMES, args.games, run, args.only or ())
            run.summary({"games": args.games, "rows": rows})
    except runs.RunError as error:
        parser.error(str(error))
    if not args.json:
        print("\n".join([strength.HEADER, *map(strength.markdown, rows)]))


def add_speed(commands):
    timing = commands.add_parser("speed", help="play-out moves per second and hard move times")
    # No `choices` here: argparse (3.11) checks an empty `nargs="*"` list against them.
    timing.add_argument("games", nargs="*", metavar="GAME",
                        help=f"games to time (default: all of {', '.join(sorted(GAMES))})")
    timing.add_argument("--positions", type=runs.positive_int, default=40)
    runs.add_arguments(timing, resumable=False)
    timing.set_defaults(run=run_speed)


def run_speed(args, parser):
    unknown = sorted(set(args.games) - set(GAMES))
    if unknown:
        parser.error(f"no game called {', '.join(unknown)}; choose from {', '.join(sorted(GAMES))}")
    try:
        with started_run(args, None, None) as run:
            lines = speed.report([get_game(game_id) for game_id in args.games or sorted(GAMES)],
                                 args.positions, run)
    except runs.RunError as error:
        parser.error(str(error))
    print("\n".join(lines))


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


def add_hint_walk(commands):
    walking = commands.add_parser("hintwalk", help="follow every hint of the patiences to the "
                                  "end: loops, undo advice, honest words, deals won")
    hint_walk.add_arguments(walking)
    walking.set_defaults(run=run_hint_walk)


def run_hint_walk(args, parser):
    try:
        return 1 if hint_walk.run(args, sys.stdout) else 0
    except ValueError as error:
        parser.error(str(error))


def add_review(commands):
    reviewing = commands.add_parser("review", help="a game's review (marks, accuracy, where it "
                                    "turned), or the reviews of a level's games")
    review_runs.add_arguments(reviewing, sorted(GAMES), runs.add_arguments)
    reviewing.set_defaults(run=run_review)


def run_review(args, parser):
    """A save's review, or a run of reviews of a level's games (review_runs)."""
    try:
        if args.target not in GAMES:
            found = review_runs.review_save(args.target, args.seat)
            print(json.dumps(found) if args.json else
                  "\n".join(review_runs.review_lines(found, args.language)))
            return
        game = get_game(args.target)
        if not args.bench and not args.level:
            parser.error("reviewing a game's runs needs --level LEVEL or --bench")
        levels = ["normal"] if args.bench else review_runs.checked_levels(game, args.level)
        args.games = args.games or (20 if args.bench else 40)
        header = {"command": "review", "game": game.id, "levels": levels, "seed": args.seed}
        with started_run(args, header, review_runs.identify) as run:
            lines = review_runs.run_levels(args, game, levels, run)
    except (ValueError, runs.RunError) as error:
        parser.error(str(error))
    if not args.json:
        print("\n".join(lines))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames")
    commands = parser.add_subparsers(dest="command", required=True)
    for add in (add_arena, add_strength, add_speed, add_solve, add_hint_walk, add_review):
        add(commands)
    args = parser.parse_args(argv)
    return args.run(args, parser) or 0


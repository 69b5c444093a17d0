"""The review on the command line (core.review):

    python -m pygames review SAVE.json [--seat N] [--json] [--language fr]
    python -m pygames review GAME --level LEVEL[,LEVEL...] [--games N] [--seed S]
                                  [--jobs N | --dask ADDRESS] [--json] [--resume FILE]
    python -m pygames review GAME --bench [--games N] ...

The first prints the review of a saved game for one seat (the first seat that moved by
default). The second reviews N seeded games in which a player of LEVEL (random, easy, normal,
hard) sits with normal players, at a seat that moves one chair a game, and prints per level
the mean accuracy with its 95 % interval, the marks per move, and the CPU seconds a review
took. --bench is that run for normal players' games, whose figure of note is the review's
CPU time (median, p90, max) and the time to its first entry (what a page waits for before
its first mark). Each game is one task of a run (core.runs): --jobs, --dask, --json, --resume
and the progress on stderr work as for the arena.
"""

import json
import math
import statistics
import time

from pygames.core.messages import Reader
from pygames.core.players import PLAYERS_SALT, play_out, player_named, rotated
from pygames.core.registry import get_game
from pygames.core.replay import replay_states
from pygames.core.review import MARKS, Review, method_for
from pygames.core.rng import Rng
from .runs import positive_int
from .speed import default_players, percentile

FIRST_SEED = 1


def add_arguments(parser, games, add_run_arguments):
    parser.add_argument("target", metavar="SAVE.json|GAME",
                        help=f"a saved game to review, or a game to measure: {', '.join(games)}")
    parser.add_argument("--seat", type=int, help="the seat to review (default: the first that "
                        "moved)")
    parser.add_argument("--language", choices=("en", "fr"), default="en")
    parser.add_argument("--level", help="comma-separated levels to measure: random, easy, "
                        "normal, hard")
    parser.add_argument("--bench", action="store_true", help="time the reviews of normal "
                        "players' games")
    parser.add_argument("--games", type=positive_int, default=None, help="games per level "
                        "(default 40; 20 with --bench)")
    parser.add_argument("--seed", type=int, default=FIRST_SEED)
    add_run_arguments(parser)


def player_for(game, name):
    """The player a level names: player_named's, or one the game's review method adds for
    its measure (Agnès's fair player)."""
    extra = getattr(method_for(game), "players", {})
    return extra[name] if name in extra else player_named(game, name)


def played_states(game_id, level, number, seed):
    """Game `number`: the deal seed + number, a player of `level` at seat number % players
    and normal players elsewhere, the players' generator as the arena's. (states, seat)."""
    game = get_game(game_id)
    players = default_players(game)
    seat = number % players
    lineup = rotated([level] + ["normal"] * (players - 1), -seat)
    state = game.new(players, seed + number)
    final = play_out(state, [player_for(game, name) for name in lineup],
                     Rng((seed + number) ^ PLAYERS_SALT))
    return replay_states(final.to_json()), seat


def review_record(item):
    """The run's task: item (game id, level, number, first seed) played and reviewed; its
    record: the summary's figures and the review's CPU seconds, in all and to the first entry."""
    game_id, level, number, seed = item
    states, seat = played_states(game_id, level, number, seed)
    review = Review(states, seat)
    started = time.process_time()
    first = None
    while not review.advance(0.05):
        if first is None and review.entries:
            first = time.process_time() - started
    seconds = time.process_time() - started
    summary = review.summary
    return {"level": level, "game": number, "seed": seed + number, "seat": seat,
            "moves": summary["moves"], "accuracy": summary["accuracy"],
            "marks": summary["marks"], "seconds": round(seconds, 3),
            "first_entry": round(seconds if first is None else first, 3)}


def identify(record):
    return record["level"], record["game"]


def level_figures(records):
    """Per level: games, mean accuracy and its 95 % interval (normal approximation), marks
    per move, and the review's CPU seconds (median, p90, max) and to the first entry (p90)."""
    figures = {}
    for level in dict.fromkeys(record["level"] for record in records):
        mine = [record for record in records if record["level"] == level]
        accuracies = [record["accuracy"] for record in mine if record["accuracy"] is not None]
        mean = statistics.mean(accuracies) if accuracies else None
        spread = (1.96 * statistics.stdev(accuracies) / math.sqrt(len(accuracies))
                  if len(accuracies) > 1 else None)
        moves = sum(record["moves"] for record in mine)
        seconds = [record["seconds"] for record in mine]
        figures[level] = {
            "games": len(mine), "moves": moves, "accuracy": mean,
            "interval_95": None if spread is None else [mean - spread, mean + spread],
            "marks_per_move": {mark: sum(record["marks"][mark] for record in mine) / max(1, moves)
                               for mark in MARKS},
            "seconds": {"median": statistics.median(seconds), "p90": percentile(seconds, 0.9),
                        "max": max(seconds)},
            "first_entry_p90": percentile([record["first_entry"] for record in mine], 0.9)}
    return figures


def figure_lines(title, figures):
    lines = [f"{title}: review of each level's games (seat rotating among normal players)",
             "  level   games  accuracy (95 % interval)   " +
             "  ".join(f"{mark:>10}" for mark in MARKS) + "   CPU s median/p90/max  first p90"]
    for level, row in figures.items():
        interval = row["interval_95"]
        accuracy = "       -" if row["accuracy"] is None else f"{row['accuracy']:6.1f} %"
        if interval:
            accuracy += f" ({interval[0]:5.1f}–{interval[1]:5.1f} %)"
        seconds = row["seconds"]
        lines.append(f"  {level:<7} {row['games']:5}  {accuracy:<26} " +
                     "  ".join(f"{row['marks_per_move'][mark]:10.3f}" for mark in MARKS) +
                     f"   {seconds['median']:5.2f}/{seconds['p90']:5.2f}/{seconds['max']:5.2f}"
                     f"  {row['first_entry_p90']:9.2f}")
    return lines


def run_levels(args, game, levels, run):
    """Review `args.games` games of each level; the printed lines."""
    items = [(game.id, level, number, args.seed) for level in levels
             for number in range(args.games)]
    figures = level_figures(run.results(review_record, items, f"{game.title} reviews"))
    run.summary({"games": args.games, "levels": figures})
    return figure_lines(game.title, figures)


def checked_levels(game, text):
    levels = text.split(",")
    for level in levels:
        player_for(game, level)  # ValueError names the levels the game has
    return levels


def read_save(path):
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except OSError as error:
        raise ValueError(f"cannot read {path}: {error.strerror}") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"{path} is not JSON: {error}") from None


def review_save(path, seat=None):
    """The whole review of the save at `path` for `seat` (default: the first that moved)."""
    states = replay_states(read_save(path))
    history = states[-1].history
    if seat is None:
        seat = history[0][0] if history else 0
    review = Review(states, seat)
    review.advance(math.inf)
    return review.to_json()


def review_lines(found, language="en"):
    """The review as text: a line per reviewed move, then the summary."""
    reader = Reader(language)
    lines = []
    for entry in found["entries"]:
        made, best = entry["move"]["text"], entry["best"]["text"]
        mark = reader.text("core.review.mark." + entry["mark"])
        line = f"{entry['number']:4}. {made:<22} {mark:<14} value {entry['made']['value']:.3f}"
        if best != made:
            line += f"  best {best} ({entry['better']['value']:.3f})"
        lines.append(line)
        if entry["says"]:
            lines.append("        " + reader.render(entry["says"]))
    summary = found["summary"]
    marks = ", ".join(f"{count} {reader.text('core.review.mark.' + mark).lower()}"
                      for mark, count in summary["marks"].items() if count)
    accuracy = "-" if summary["accuracy"] is None else f"{summary['accuracy']:.1f} %"
    lines.append(f"Seat {found['seat']}: {summary['moves']} moves reviewed, accuracy {accuracy}"
                 f"{'; ' + marks if marks else ''}")
    if summary["turning_point"]:
        lines.append(f"Turning point: move {summary['turning_point']}")
    exact = summary.get("exact")
    if exact:
        lines.append(reader.render(exact["says"]))
        if exact["hint"]:
            hint = exact["hint"]
            move = hint["move"]["text"] if hint["move"] else "-"
            lines.append(f"The hint there: {move}: {reader.render(hint['message'])}")
        if exact["line"] and not exact["won"]:
            lines.append(f"A winning line from move {exact['last_winnable'] + 1}: "
                         + " ".join(exact["line"]))
    return lines


__all__ = ["add_arguments", "checked_levels", "identify", "level_figures", "played_states",
           "read_save", "review_lines", "review_record", "review_save", "run_levels"]

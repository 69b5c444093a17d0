"""The hint walk: a player who leans on the Hint, measured. `python -m pygames hintwalk`.

From each deal it asks the game's hint (Game.hint, as the page does, with the views of the
positions before) and plays the move it gives, to the end of the game. It checks what a
player must be able to trust:

- the walk never comes back to a position it has been in (no loop, no undo of a move the
  hint advised: every move of the walk is one, so any undo advice is a failure);
- every hint offers a legal move, except a proved loss (Agnès with every card in sight);
- Agnès' words match its samples: a chance only where a sampled stock order won after the
  move, else "no sure way found" (or "lost", only where the solver with the real stock
  agrees).

and counts the deals the walk wins, beside those the clairvoyant solver proves winnable.
The deals are the first DEALS of each grade (Game.grades, deal_grade) from a seed on; a game
without grades walks the first DEALS deals. Each deal is a task of a core.runs.Run: --jobs,
--json and --resume as the other long commands; times are CPU seconds of the walk alone.
"""

import json
import time
from dataclasses import dataclass

from pygames.agnes.solver import DEFAULT_BUDGET, UNKNOWN, UNWINNABLE, WINNABLE, solve
from pygames.core import get_game
from pygames.core.players import outcome
from .runs import Run, positive_int
from .runs import add_arguments as add_run_arguments

DEALS = 50  # per grade
GRADING_ROUNDS = 20  # batches of seeds graded at most before giving up on a rare grade
CHANCE_WORDS = ("agnes.hint.good", "agnes.hint.fair", "agnes.hint.slim")


@dataclass(frozen=True)
class Walked:
    """A game the walk plays: its options, its solver's verdict on a deal (None: it has no
    solver), and a check of its hints' words against what they rest on (None: no claims)."""
    options: dict
    verdict: object = None
    words_check: object = None


def agnes_verdict(state, budget):
    return solve(state.data, budget).verdict


def agnes_words(state, answer):
    """What is untrue in the words of an Agnès hint at `state`, or None. A hint that moves a
    run says so first and gives its advice after ("agnes.hint.run"): the advice is checked."""
    said, why = answer["message"], answer["why"]
    if said["key"] == "agnes.hint.run":
        said = said["advice"]
    key = said["key"]
    if (key in CHANCE_WORDS) != (why["key"] == "agnes.hint.chance.why" and why["won"] > 0):
        return f"the words ({key}) do not match the samples ({why})"
    if key.startswith("agnes.hint.lost") and solve(state.data).verdict != UNWINNABLE:
        return "called lost, but the solver does not prove it lost"
    return None


WALKED = {"agnes": Walked({}, agnes_verdict, agnes_words),
          "agincards": Walked({"variant": "patience"})}


def position_of(state):
    """What makes a position the same one again: the seat's view but for its log and move
    count, and where the hidden cards really are."""
    view = state.view(0)
    del view["log"], view["move_number"]
    return json.dumps([view, state.game.hidden_locations(state.data, 0)], sort_keys=True)


def misleading(state, answer):
    """What is wrong with a hint's answer at `state` (a sentence), or None. No move is right
    only where the game's words say the deal is lost (checked by its words_check)."""
    move, key = answer["move"], answer["message"]["key"]
    if answer["back"] is not None:
        return f"undo {answer['back']} advised over the hint's own moves ({key})"
    if move is None and not key.startswith("agnes.hint.lost"):
        return f"no move offered ({key})"
    if move is not None and move not in state.legal_moves(0):
        return f"illegal move {move} ({key})"
    check = WALKED[state.game.id].words_check
    return None if check is None else check(state, answer)


def walk(game_id, seed, options):
    """Follow every hint from deal `seed`: {"won", "moves", "hints", "unsure", "failure"}."""
    game = get_game(game_id)
    states = [game.new(1, seed, options)]
    views, seen = [], {position_of(states[0])}
    unsure = 0
    while not states[-1].is_over:
        state = states[-1]
        views.append(state.view(0))
        answer = outcome(game.hint(views[-1], views[:-1]))
        unsure += ".hint.unsure" in answer["message"]["key"]
        failure = misleading(state, answer)
        if failure is None and answer["move"] is None:
            break  # a proved loss: a player gives up here
        if failure is None:
            states.append(state.apply(0, answer["move"]))
            key = position_of(states[-1])
            if key in seen:
                failure = f"back in an earlier position after {answer['move']}"
            seen.add(key)
        if failure is not None:
            return {"won": False, "moves": len(states) - 1, "hints": len(views),
                    "unsure": unsure, "failure": f"move {len(states) - 1}: {failure}"}
    return {"won": bool(states[-1].winners), "moves": len(states) - 1, "hints": len(views),
            "unsure": unsure, "failure": None}


def grade_task(item):
    """("grade", game id, seed, options) -> the deal's grade."""
    _, game_id, seed, options = item
    return {"kind": "grade", "game": game_id, "seed": seed,
            "grade": get_game(game_id).deal_grade(seed, options)}


def walk_task(item):
    """("walk", game id, seed, options, grade, budget) -> the walk and the solver's verdict."""
    _, game_id, seed, options, grade, budget = item
    start = time.process_time()
    record = walk(game_id, seed, options)
    cpu_seconds = time.process_time() - start
    verdict = WALKED[game_id].verdict
    state = get_game(game_id).new(1, seed, options)
    return {"kind": "walk", "game": game_id, "seed": seed, "grade": grade, **record,
            "solver": None if verdict is None else verdict(state, budget),
            "cpu_seconds": cpu_seconds}


def identify(record):
    return record["kind"], record["game"], record["seed"]


def graded_deals(run, game_id, options, deals, first_seed):
    """{grade: the first `deals` seeds of that grade from `first_seed`} (one grade, None, for
    a game without grades), the seeds graded by `run` in batches."""
    grades = get_game(game_id).grades
    if not grades:
        return {None: list(range(first_seed, first_seed + deals))}
    found = {grade: [] for grade in grades}
    batch = 2 * deals * len(grades)
    for start in range(first_seed, first_seed + GRADING_ROUNDS * batch, batch):
        items = [("grade", game_id, seed, options) for seed in range(start, start + batch)]
        for record in run.results(grade_task, items, f"{game_id} deals graded"):
            if len(found[record["grade"]]) < deals:
                found[record["grade"]].append(record["seed"])
        if all(len(seeds) == deals for seeds in found.values()):
            return found
    raise ValueError(f"fewer than {deals} deals of some grade among the {GRADING_ROUNDS * batch}"
                     f" from seed {first_seed}")


def summary(records):
    """Per grade: deals, hint wins, solver-winnable, wins among those, CPU seconds, failures."""
    grades = {}
    for record in records:
        row = grades.setdefault(record["grade"], {"deals": 0, "won": 0, "winnable": 0,
                                                  "won_winnable": 0, "undecided": 0,
                                                  "unsure_hints": 0, "hints": 0,
                                                  "cpu_seconds": [], "failures": []})
        row["deals"] += 1
        row["won"] += record["won"]
        row["winnable"] += record["solver"] == WINNABLE
        row["won_winnable"] += record["won"] and record["solver"] == WINNABLE
        row["undecided"] += record["solver"] == UNKNOWN
        row["hints"] += record["hints"]
        row["unsure_hints"] += record["unsure"]
        row["cpu_seconds"].append(record["cpu_seconds"])
        if record["failure"]:
            row["failures"].append(f"{record['seed']}, {record['failure']}")
    return grades


HEADER = ("| grade | deals | hint won | solver-winnable (undecided) | hint won of those | share "
          "| hints with no sure way | CPU s per deal: median, max, total | failures |\n"
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")


def lines(game_id, options, budget, grades):
    """The figures as text: a title, a Markdown table with a row per grade, each failure."""
    solver = WALKED[game_id].verdict is not None
    out = [f"Hint walk, {get_game(game_id).title} {json.dumps(options)}"
           + (f", solver budget {budget} positions:" if solver else ":"), *HEADER.splitlines()]
    for grade, row in grades.items():
        times = sorted(row["cpu_seconds"])
        winnable = row["winnable"]
        share = f"{100 * row['won_winnable'] / winnable:.0f} %" if winnable else "-"
        out.append(" | ".join([
            f"| {grade or 'any'}", str(row["deals"]), str(row["won"]),
            f"{winnable} ({row['undecided']})" if solver else "-",
            str(row["won_winnable"]) if solver else "-", share if solver else "-",
            f"{row['unsure_hints']} of {row['hints']}",
            f"{times[len(times) // 2]:.1f}, {times[-1]:.1f}, {sum(times):.0f}",
            f"{len(row['failures'])} |"]))
    out.extend(f"  {grade or 'any'}: deal {failure}" for grade, row in grades.items()
               for failure in row["failures"])
    return out


def add_arguments(parser):
    """The `hintwalk` sub-command's options."""
    parser.add_argument("games", nargs="*", metavar="GAME",
                        help=f"games to walk (default: {', '.join(WALKED)})")
    parser.add_argument("--deals", type=positive_int, default=DEALS, help="deals per grade")
    parser.add_argument("--first-seed", type=int, default=0, help="the first seed graded")
    parser.add_argument("--budget", type=positive_int, default=DEFAULT_BUDGET,
                        help="positions the solver may visit to decide a deal")
    add_run_arguments(parser)


def run(args, out):
    """Run the `hintwalk` sub-command; the number of failures found."""
    unknown = sorted(set(args.games) - set(WALKED))
    if unknown:
        raise ValueError(f"no hint walk for {', '.join(unknown)}; choose from "
                         f"{', '.join(WALKED)}")
    header = {"command": "hintwalk", "games": args.games or list(WALKED), "deals": args.deals,
              "first_seed": args.first_seed, "budget": args.budget}
    failures, text = 0, []
    with Run(header, identify, jobs=args.jobs, dask=args.dask, resume=args.resume,
             json_out=out if args.json else None) as walks:
        figures = {}
        for game_id in header["games"]:
            options = get_game(game_id).new(1, 0, WALKED[game_id].options).options
            deals = graded_deals(walks, game_id, options, args.deals, args.first_seed)
            items = [("walk", game_id, seed, options, grade, args.budget)
                     for grade, seeds in deals.items() for seed in seeds]
            grades = summary(walks.results(walk_task, items, f"{game_id} hint walks"))
            figures[game_id] = grades
            failures += sum(len(row["failures"]) for row in grades.values())
            text += lines(game_id, options, args.budget, grades)
        walks.summary(figures)
    if not args.json:
        print("\n".join(text), file=out)
    return failures

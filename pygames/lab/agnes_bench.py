"""The figures behind `python -m pygames solve agnes`: how many deals the clairvoyant solver
decides and wins, how well a player that sees only its view does with the fair hints, and how
long a win chance and the page's help requests take.

Each deal is one task of a core.runs.Run (so deals run in parallel, on a cluster, and resume
from --json output); times are CPU seconds of the process that plays the deal
(time.process_time), so that other work on a shared machine does not inflate them; the browser
runs the same code about 1.5 to 3 times slower.
"""

import functools
import json
import time

from pygames.core import Rng, get_game
from pygames.core.players import outcome, play_out, wilson_interval
from .runs import Run, positive_int
from .runs import add_arguments as add_run_arguments
from pygames.agnes import advice
from pygames.agnes.grades import GRADES, grade_of
from pygames.agnes.odds import DEFAULT_SAMPLES, SAMPLE_BUDGET, fair_player, win_chance
from pygames.agnes.solver import DEFAULT_BUDGET, UNKNOWN, UNWINNABLE, WINNABLE, solve

SEED_TEN_THOUSAND = 10_000  # a seed range longer than this is surely a typing slip
CHANCE_EVERY = 10  # the win-chance benchmark times every tenth position of a greedy game


def parse_seeds(text):
    """[0, 1, ..., 999] from "0-999", [1, 5, 9] from "1,5,9"; both may mix ("0-9,20")."""
    seeds = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise ValueError(f"{part.strip()!r} is not a seed or a range of seeds like 0-999")
        low, high = int(first), int(last) if dash else int(first)
        if high < low or high - low >= SEED_TEN_THOUSAND:
            raise ValueError(f"the range {part.strip()} must run upwards over at most "
                             f"{SEED_TEN_THOUSAND} seeds")
        seeds.extend(range(low, high + 1))
    return seeds


def spread_of(times):
    """(median, p90, max) of a list of durations."""
    ordered = sorted(times)
    return (ordered[len(ordered) // 2], ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
            ordered[-1])


def share(successes, trials):
    """"853 of 1000 (85.3 %, 95 % interval 83.0-87.3 %)"."""
    low, high = wilson_interval(successes, trials)
    return (f"{successes} of {trials} ({100 * successes / trials:.1f} %, "
            f"95 % interval {100 * low:.1f}-{100 * high:.1f} %)")


def described(options):
    return f"{options['variant']}, {options['redeals']} redeals"


def solve_deal(seed, options, budget):
    """The solver's verdict on one deal, its line and its CPU seconds."""
    state = get_game("agnes").new(1, seed, options)
    start = time.process_time()
    solution = solve(state.data, budget)
    return {"seed": seed, "verdict": solution.verdict, "moves": list(solution.moves),
            "cpu_seconds": time.process_time() - start}


def deals_summary(records, options, budget):
    """(summary line, JSON summary) of solve_deal records."""
    counts = {WINNABLE: 0, UNWINNABLE: 0, UNKNOWN: 0}
    for record in records:
        counts[record["verdict"]] += 1
    median, p90, longest = spread_of([record["cpu_seconds"] for record in records])
    deals = len(records)
    low, high = wilson_interval(counts[WINNABLE], deals)
    line = (f"Agnès ({described(options)}), budget {budget} positions: winnable "
            f"{share(counts[WINNABLE], deals)}; unwinnable {counts[UNWINNABLE]}; unknown "
            f"{counts[UNKNOWN]}; CPU s per deal: median {median:.3f}, p90 {p90:.2f}, "
            f"max {longest:.1f}")
    return line, {"deals": deals, "options": options, "budget": budget,
                  "winnable": counts[WINNABLE], "unwinnable": counts[UNWINNABLE],
                  "unknown": counts[UNKNOWN], "winnable_share": counts[WINNABLE] / deals,
                  "interval_95": [low, high],
                  "cpu_seconds": {"median": median, "p90": p90, "max": longest}}


def fair_deal(seed, options, samples, budget):
    """One deal played by the fair player and by the greedy one: who won, and the fair
    player's CPU seconds."""
    game = get_game("agnes")
    state = game.new(1, seed, options)
    start = time.process_time()
    fair_won = bool(play_out(state, [fair_player(samples, budget)], Rng(seed)).winners)
    cpu_seconds = time.process_time() - start
    greedy_won = bool(play_out(state, [game.computer_levels["normal"]], Rng(seed)).winners)
    return {"seed": seed, "fair_won": fair_won, "greedy_won": greedy_won,
            "cpu_seconds": cpu_seconds}


def fair_summary(records, options, samples, budget):
    """(summary line, JSON summary) of fair_deal records: both win rates."""
    deals = len(records)
    fair_wins = sum(record["fair_won"] for record in records)
    greedy_wins = sum(record["greedy_won"] for record in records)
    median, p90, longest = spread_of([record["cpu_seconds"] for record in records])
    line = (f"Agnès ({described(options)}), {deals} deals: fair player ({samples} stock "
            f"orders a hint, budget {budget}) won {share(fair_wins, deals)}; greedy player won "
            f"{share(greedy_wins, deals)}; the seed's 'one in 30' is 3.3 %. Fair player CPU s "
            f"per deal: median {median:.1f}, p90 {p90:.1f}, max {longest:.1f}")
    return line, {"deals": deals, "options": options, "samples": samples, "budget": budget,
                  "fair_wins": fair_wins, "greedy_wins": greedy_wins,
                  "cpu_seconds": {"median": median, "p90": p90, "max": longest}}


def graded_deal(seed, options, samples, budget):
    """One deal's grade (grades.py), and whether the fair player wins it: what a grade means
    for a player who cannot see the stock."""
    state = get_game("agnes").new(1, seed, options)
    grade, winnable = grade_of(state)
    fair_won = bool(play_out(state, [fair_player(samples, budget)], Rng(seed)).winners)
    return {"seed": seed, "grade": grade, "winnable": winnable, "fair_won": fair_won}


def grades_summary(records, options, samples, budget):
    """(summary line, JSON summary) of graded_deal records: each grade's share of the deals
    (hard ones proved winnable apart) and the fair player's wins in it."""
    groups = {grade: [record for record in records if record["grade"] == grade]
              for grade in GRADES}
    groups["hard, proved winnable"] = [record for record in groups["hard"] if record["winnable"]]
    parts, figures = [], {}
    for name, group in groups.items():
        wins = sum(record["fair_won"] for record in group)
        figures[name] = {"deals": len(group), "fair_wins": wins}
        parts.append(f"{name} {len(group)} ({100 * len(group) / len(records):.0f} %), the fair "
                     f"player won {wins}")
    line = (f"Agnès ({described(options)}), {len(records)} deals graded; fair player ({samples} "
            f"stock orders a hint, budget {budget}): " + "; ".join(parts))
    return line, {"deals": len(records), "options": options, "samples": samples,
                  "budget": budget, "grades": figures}


def chance_deal(seed, options, samples, budget):
    """win_chance timed on a deal's first position and every tenth one of a greedy game: the
    CPU seconds and the chance of each."""
    game = get_game("agnes")
    greedy = game.computer_levels["normal"]
    state = game.new(1, seed, options)
    times, chances = [], []
    while True:
        if len(state.history) % CHANCE_EVERY == 0:
            start = time.process_time()
            chance = win_chance(state.view(0), samples, Rng(seed), budget)
            times.append(time.process_time() - start)
            chances.append(chance.share)
        if state.is_over:
            break
        state = state.apply(0, greedy(state.view(0), state.legal_moves(0), None))
    return {"seed": seed, "cpu_seconds": times, "chances": chances}


def chance_summary(records, options, samples, budget):
    """(summary line, JSON summary) of chance_deal records."""
    times = [spent for record in records for spent in record["cpu_seconds"]]
    chances = [chance for record in records for chance in record["chances"]]
    median, p90, longest = spread_of(times)
    mean = sum(chances) / len(chances)
    line = (f"Agnès ({described(options)}): win chance over {samples} stock orders "
            f"(budget {budget} each) for {len(times)} positions of {len(records)} greedy games: "
            f"CPU s median {median:.3f}, p90 {p90:.3f}, max {longest:.2f}; mean chance "
            f"{100 * mean:.1f} %")
    return line, {"deals": len(records), "options": options, "samples": samples,
                  "budget": budget, "positions": len(times), "mean_chance": mean,
                  "cpu_seconds": {"median": median, "p90": p90, "max": longest}}


REQUESTS = ("hint", "solution", "winnable_seed")


def requests_deal(seed, options):
    """The page's help requests timed as the bridge makes them (advice.py, without the slices)
    on one deal: the hint at every tenth position of a greedy game and at its last, the
    solution of the game at its end, and winnable_seed from the seed; CPU seconds of each."""
    game = get_game("agnes")
    greedy = game.computer_levels["normal"]
    times = {"seed": seed, **{kind: [] for kind in REQUESTS}}

    def timed(kind, steps):
        start = time.process_time()
        outcome(steps)
        times[kind].append(time.process_time() - start)

    states = [game.new(1, seed, options)]
    while not states[-1].is_over:
        state = states[-1]
        if len(states) % CHANCE_EVERY == 1:
            timed("hint", advice.hint(state.view(0), [s.view(0) for s in states[:-1]]))
        states.append(state.apply(0, greedy(state.view(0), state.legal_moves(0), None)))
    if len(states) > 1:
        timed("hint", advice.hint(states[-2].view(0), [s.view(0) for s in states[:-2]]))
    timed("solution", advice.solution(states))
    start = time.process_time()
    try:
        advice.winnable_seed(seed, options)
    except ValueError:
        pass  # no winnable deal among the tries: timed all the same
    times["winnable_seed"].append(time.process_time() - start)
    return times


def requests_summary(records, options):
    """(summary line, JSON summary) of requests_deal records."""
    spreads = {kind: [spent for record in records for spent in record[kind]]
               for kind in REQUESTS}
    text = "; ".join(f"{kind} ({len(spent)}) median {spread_of(spent)[0]:.2f}, "
                     f"p90 {spread_of(spent)[1]:.2f}, max {spread_of(spent)[2]:.2f}"
                     for kind, spent in spreads.items())
    line = (f"Agnès ({described(options)}), {len(records)} greedy games: the page's requests "
            f"in CPU s: {text}")
    return line, {"deals": len(records), "options": options,
                  "cpu_seconds": {kind: dict(zip(("median", "p90", "max"), spread_of(spent)))
                                  for kind, spent in spreads.items()}}


def add_arguments(parser):
    """The `solve` sub-command's options."""
    parser.add_argument("game", choices=["agnes"])
    parser.add_argument("--seeds", default="0-99", help="deals, as 0-999 or 1,5,9")
    parser.add_argument("--options", default="{}", help="game options as JSON")
    parser.add_argument("--budget", type=positive_int, help="positions the solver may visit "
                        "per deal (per sampled stock order with --play-fair or --chance)")
    parser.add_argument("--play-fair", action="store_true",
                        help="play the deals with the fair hint and with the greedy player")
    parser.add_argument("--chance", action="store_true", help="time the win chance")
    parser.add_argument("--grades", action="store_true",
                        help="grade the deals and play them with the fair player")
    parser.add_argument("--requests", action="store_true",
                        help="time the page's hint, solution and winnable_seed requests")
    parser.add_argument("--samples", type=positive_int, default=DEFAULT_SAMPLES,
                        help="stock orders drawn per hint or win chance")
    add_run_arguments(parser)


def identify_deal(record):
    return record["seed"]


def run(args, out):
    """Run the `solve` sub-command: each deal a task of a core.runs.Run, then the summary (a
    line, or with --json the JSON lines)."""
    seeds = parse_seeds(args.seeds)
    options = get_game("agnes").new(1, 0, json.loads(args.options)).options  # refuses bad ones
    if args.play_fair:
        figures = {"samples": args.samples, "budget": args.budget or SAMPLE_BUDGET}
        mode, task, summary = "play-fair", fair_deal, fair_summary
    elif args.requests:
        mode, task, summary, figures = "requests", requests_deal, requests_summary, {}
    elif args.grades:
        figures = {"samples": args.samples, "budget": args.budget or SAMPLE_BUDGET}
        mode, task, summary = "grades", graded_deal, grades_summary
    elif args.chance:
        figures = {"samples": args.samples, "budget": args.budget or SAMPLE_BUDGET}
        mode, task, summary = "chance", chance_deal, chance_summary
    else:
        mode, task, summary = "deals", solve_deal, deals_summary
        figures = {"budget": args.budget or DEFAULT_BUDGET}
    header = {"command": "solve", "game": "agnes", "mode": mode, "options": options, **figures}
    with Run(header, identify_deal, jobs=args.jobs, dask=args.dask, resume=args.resume,
             json_out=out if args.json else None) as deals:
        records = deals.results(functools.partial(task, options=options, **figures), seeds,
                                "Agnès deals")
        line, figures_json = summary(records, options, **figures)
        deals.summary(figures_json)
    if not args.json:
        print(line, file=out)

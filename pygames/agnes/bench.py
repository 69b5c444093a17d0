"""The figures behind `python -m pygames solve agnes`: how many deals the clairvoyant solver
decides and wins, how well a player that sees only its view does with the fair hints, and how
long a win chance and the page's help requests take.

Times are CPU seconds of this process (time.process_time), so that other work on a shared
machine does not inflate them; the browser runs the same code about 1.5 to 3 times slower.
"""

import json
import time

from ..core import Rng, get_game
from ..core.players import play_out, wilson_interval
from . import advice
from .odds import DEFAULT_SAMPLES, SAMPLE_BUDGET, fair_player, outcome, win_chance
from .solver import DEFAULT_BUDGET, UNKNOWN, UNWINNABLE, WINNABLE, solve

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


def solve_deals(seeds, options, budget, as_json, out):
    """Solve each deal; one JSON line per deal with `as_json`; a closing summary line."""
    game = get_game("agnes")
    counts = {WINNABLE: 0, UNWINNABLE: 0, UNKNOWN: 0}
    times = []
    for seed in seeds:
        state = game.new(1, seed, options)
        start = time.process_time()
        solution = solve(state.data, budget)
        times.append(time.process_time() - start)
        counts[solution.verdict] += 1
        if as_json:
            print(json.dumps({"seed": seed, "verdict": solution.verdict,
                              "moves": list(solution.moves), "cpu_seconds": times[-1]}),
                  file=out, flush=True)
    median, p90, longest = spread_of(times)
    low, high = wilson_interval(counts[WINNABLE], len(seeds))
    if as_json:
        print(json.dumps({"summary": {
            "deals": len(seeds), "options": state.options, "budget": budget,
            "winnable": counts[WINNABLE], "unwinnable": counts[UNWINNABLE],
            "unknown": counts[UNKNOWN], "winnable_share": counts[WINNABLE] / len(seeds),
            "interval_95": [low, high], "cpu_seconds": {"median": median, "p90": p90,
                                                        "max": longest}}}), file=out)
    else:
        print(f"Agnès ({described(state.options)}), budget {budget} positions: winnable "
              f"{share(counts[WINNABLE], len(seeds))}; unwinnable {counts[UNWINNABLE]}; unknown "
              f"{counts[UNKNOWN]}; CPU s per deal: median {median:.3f}, p90 {p90:.2f}, "
              f"max {longest:.1f}", file=out)


def play_fair(seeds, options, samples, budget, out):
    """Play each deal with the fair player and with the greedy player; print both win rates."""
    game = get_game("agnes")
    player, greedy = fair_player(samples, budget), game.computer_levels["normal"]
    fair_wins = greedy_wins = 0
    times = []
    for seed in seeds:
        state = game.new(1, seed, options)
        start = time.process_time()
        fair_wins += bool(play_out(state, [player], Rng(seed)).winners)
        times.append(time.process_time() - start)
        greedy_wins += bool(play_out(state, [greedy], Rng(seed)).winners)
    median, p90, longest = spread_of(times)
    print(f"Agnès ({described(state.options)}), {len(seeds)} deals: fair player "
          f"({samples} stock orders a hint, budget {budget}) won {share(fair_wins, len(seeds))}; "
          f"greedy player won {share(greedy_wins, len(seeds))}; the seed's 'one in 30' is 3.3 %. "
          f"Fair player CPU s per deal: median {median:.1f}, p90 {p90:.1f}, max {longest:.1f}",
          file=out)


def time_chances(seeds, options, samples, budget, out):
    """Time win_chance on each deal's first position and every tenth one of a greedy game."""
    game = get_game("agnes")
    greedy = game.computer_levels["normal"]
    times, shares = [], []
    for seed in seeds:
        state = game.new(1, seed, options)
        while True:
            if len(state.history) % CHANCE_EVERY == 0:
                start = time.process_time()
                chance = win_chance(state.view(0), samples, Rng(seed), budget)
                times.append(time.process_time() - start)
                shares.append(chance.share)
            if state.is_over:
                break
            state = state.apply(0, greedy(state.view(0), state.legal_moves(0), None))
    median, p90, longest = spread_of(times)
    print(f"Agnès ({described(state.options)}): win chance over {samples} stock orders "
          f"(budget {budget} each) for {len(times)} positions of {len(seeds)} greedy games: "
          f"CPU s median {median:.3f}, p90 {p90:.3f}, max {longest:.2f}; mean chance "
          f"{100 * sum(shares) / len(shares):.1f} %", file=out)


def time_requests(seeds, options, out):
    """Time the page's help requests as the bridge makes them (advice.py, without the slices):
    the hint at every tenth position of a greedy game and at its last, the solution of the game
    at its end, and winnable_seed from each seed."""
    game = get_game("agnes")
    greedy = game.computer_levels["normal"]
    times = {"hint": [], "solution": [], "winnable_seed": []}

    def timed(kind, steps):
        start = time.process_time()
        outcome(steps)
        times[kind].append(time.process_time() - start)

    for seed in seeds:
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
    spreads = "; ".join(f"{kind} ({len(spent)}) median {spread_of(spent)[0]:.2f}, "
                        f"p90 {spread_of(spent)[1]:.2f}, max {spread_of(spent)[2]:.2f}"
                        for kind, spent in times.items())
    print(f"Agnès ({described(states[0].options)}), {len(seeds)} greedy games: the page's "
          f"requests in CPU s: {spreads}", file=out)


def add_arguments(parser):
    """The `solve` sub-command's options."""
    parser.add_argument("game", choices=["agnes"])
    parser.add_argument("--seeds", default="0-99", help="deals, as 0-999 or 1,5,9")
    parser.add_argument("--options", default="{}", help="game options as JSON")
    parser.add_argument("--budget", type=int, help="positions the solver may visit per deal "
                        "(per sampled stock order with --play-fair or --chance)")
    parser.add_argument("--json", action="store_true", help="one JSON line per deal")
    parser.add_argument("--play-fair", action="store_true",
                        help="play the deals with the fair hint and with the greedy player")
    parser.add_argument("--chance", action="store_true", help="time the win chance")
    parser.add_argument("--requests", action="store_true",
                        help="time the page's hint, solution and winnable_seed requests")
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                        help="stock orders drawn per hint or win chance")


def run(args, out):
    """Run the `solve` sub-command."""
    seeds = parse_seeds(args.seeds)
    options = json.loads(args.options)
    get_game("agnes").new(1, 0, options)  # refuses bad options before any work
    if args.play_fair:
        play_fair(seeds, options, args.samples, args.budget or SAMPLE_BUDGET, out)
    elif args.requests:
        time_requests(seeds, options, out)
    elif args.chance:
        time_chances(seeds, options, args.samples, args.budget or SAMPLE_BUDGET, out)
    else:
        solve_deals(seeds, options, args.budget or DEFAULT_BUDGET, args.json, out)

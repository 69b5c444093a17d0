"""Print how long a hard computer move takes in the browser: p50/p95 of `play_computer` at
level hard, per game, measured in headless Chromium through the engine's worker; with
`--hints`, how long Agnès's hint takes there; with `--reviews`, how long a finished game's
review takes there.

    python -m tools.bench.moves [--positions 30]     (after `make build`; `make bench` runs them)
    python -m tools.bench.moves --hints [--deals 10]
    python -m tools.bench.moves --reviews [--games 20]

The page asks its own engine (js/engine/engine.js, the worker the site starts) to play seeded games
at the game's usual table size: normal players move, and at every third decision with more
than one legal move the seat to play asks for a hard move instead. Each time runs on the
page's clock from the request to its answer, so it holds what a player waits for beyond the
pace's pause: the worker's messages and the search's slices as well as its thinking. The
positions depend only on the seeds, so two runs time the same moves. The goal: p95 <= 1 s.
Prints figures only; nothing here passes or fails.

`--hints` asks for Agnès's `hint` as `python -m pygames solve agnes --requests` does in
CPython (pygames/lab/agnes_bench.py): deals 0, 1, ... played by the normal computer player, a
hint at every tenth position and at the last one before the end, each timed from the request
to its answer. The goal: p90 <= 2 s.

`--reviews` plays seeded games of every game between normal players to their end (seeds 1,
2, ...), then reviews seat 0's moves as the replay does (`review_start`, then `review_step`
until the summary comes): the time to the first marks, to the whole review, and the longest
single step (the worker computes at most a quarter of a second per step, so the page answers
between steps), each from the page's requests.
"""

import argparse
import os
import statistics

from playwright.sync_api import sync_playwright

import pygames
from pygames.lab.speed import default_players, percentile

from tools.bench.page import load_line
from tools.browsers.drivers import launch_options
from tools.build.site import DIST
from tools.build.serve import start_server

TIMEOUT_MS = 600_000
TARGET_P95_MS = 1000
EVERY_NTH_DECISION = 3
TARGET_HINT_P90_MS = 2000
HINT_EVERY = 10  # positions between two timed hints, as in pygames/lab/agnes_bench.py

# Run in the lobby page (no table of its own): the same engine module, so the same worker.
TIME_HARD_MOVES = """async ({game, players, positions, every}) => {
  const { call, engineReady } = await import(new URL("js/engine/engine.js", document.baseURI));
  await engineReady;
  const times = [];
  let seed = 1, decisions = 0;
  let { table } = await call("new", { game, players, seed, options: null });
  while (times.length < positions) {
    const { to_play: toPlay, over } = await call("view", { table, seat: null });
    if (over) {
      await call("close", { table });
      seed += 1;
      ({ table } = await call("new", { game, players, seed, options: null }));
      continue;
    }
    const seat = toPlay[0];
    const { legal } = await call("view", { table, seat });
    const timed = legal.length > 1 && ++decisions % every === 0;
    const started = performance.now();
    await call("play_computer", { table, seat, level: timed ? "hard" : "normal" });
    if (timed) times.push(performance.now() - started);
  }
  await call("close", { table });
  return times;
}"""


TIME_HINTS = """async ({deals, every}) => {
  const { call, engineReady } = await import(new URL("js/engine/engine.js", document.baseURI));
  await engineReady;
  const times = [];
  const timeHint = async (table) => {
    const started = performance.now();
    await call("hint", { table, seat: 0 });
    times.push(performance.now() - started);
  };
  for (let seed = 0; seed < deals; seed++) {
    const { table } = await call("new", { game: "agnes", players: 1, seed, options: null });
    for (let position = 0; !(await call("view", { table, seat: null })).over; position++) {
      if (position % every === 0) await timeHint(table);
      await call("play_computer", { table, seat: 0, level: "normal" });
    }
    await call("undo", { table, humans: [0] });
    await timeHint(table);
    await call("close", { table });
  }
  return times;
}"""


TIME_REVIEWS = """async ({game, players, games}) => {
  const { call, engineReady } = await import(new URL("js/engine/engine.js", document.baseURI));
  await engineReady;
  const runs = [];
  for (let seed = 1; seed <= games; seed++) {
    const { table } = await call("new", { game, players, seed, options: null });
    for (;;) {
      const { to_play: toPlay, over } = await call("view", { table, seat: null });
      if (over) break;
      await call("play_computer", { table, seat: toPlay[0], level: "normal" });
    }
    const started = performance.now();
    const { total } = await call("review_start", { table, seat: 0 });
    let first = null, longest = 0, steps = 0;
    for (;;) {
      const before = performance.now();
      const step = await call("review_step", { table });
      longest = Math.max(longest, performance.now() - before);
      steps += 1;
      if (first === null && step.entries.length) first = performance.now() - started;
      if (step.summary) break;
    }
    runs.push({ moves: total, first, whole: performance.now() - started, longest, steps });
    await call("close", { table });
  }
  return runs;
}"""


def hard_games():
    """The games that have a hard computer player, by id."""
    return [game for game in pygames.GAMES.values() if "hard" in game.computer_levels]


def in_the_lobby(measure):
    """measure(page) run in the built site's lobby page, served as the site is; what it
    returns, and the machine's load (1-minute average) before and after."""
    if not (DIST / "index.html").exists():
        raise SystemExit(f"bench: {DIST} has no build: run `make build` first")
    load_before = os.getloadavg()[0]
    with sync_playwright() as playwright:
        server = start_server(DIST, prefix="/cardtable/")
        browser = playwright.chromium.launch(headless=True, **launch_options())
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/cardtable/")
        result = measure(page)
        browser.close()
        server.shutdown()
    return result, load_before, os.getloadavg()[0]


def time_hard_moves(positions):
    def measure(page):
        rows = []
        for game in hard_games():
            players = default_players(game)
            times = page.evaluate(TIME_HARD_MOVES, {"game": game.id, "players": players,
                                                    "positions": positions,
                                                    "every": EVERY_NTH_DECISION})
            rows.append((game.title, players, times))
        return rows

    rows, before, after = in_the_lobby(measure)
    print(f"Hard computer move in the browser (play_computer through the worker, headless "
          f"Chromium), {positions} positions a game")
    print(load_line(before, after))
    print(f"{'':24}{'players':>8}{'p50':>10}{'p95':>10}{'max':>10}")
    for title, players, times in rows:
        print(f"{title:24}{players:>8}{percentile(times, 0.5):>8,.0f} ms"
              f"{percentile(times, 0.95):>8,.0f} ms{max(times):>8,.0f} ms")
    print(f"target: p95 <= {TARGET_P95_MS:,} ms")


def time_hints(deals):
    times, before, after = in_the_lobby(lambda page: page.evaluate(
        TIME_HINTS, {"deals": deals, "every": HINT_EVERY}))
    print(f"Agnès hint in the browser (hint through the worker, headless Chromium), deals "
          f"0-{deals - 1} played by the normal computer player, a hint every {HINT_EVERY} "
          f"positions and at the last: {len(times)} hints")
    print(load_line(before, after))
    print(f"p50 {percentile(times, 0.5):,.0f} ms, p90 {percentile(times, 0.9):,.0f} ms, "
          f"max {max(times):,.0f} ms; target: p90 <= {TARGET_HINT_P90_MS:,} ms")


def time_reviews(games):
    def measure(page):
        return [(game.title, page.evaluate(TIME_REVIEWS, {"game": game.id, "players": default_players(game),
                                                          "games": games}))
                for game in pygames.GAMES.values()]

    rows, before, after = in_the_lobby(measure)
    print(f"Review of a finished game in the browser (review_start, then review_step until the "
          f"summary, headless Chromium), seat 0 of games 1-{games} between normal players")
    print(load_line(before, after))
    print(f"{'':24}{'moves':>7}{'first marks':>13}{'whole p50':>11}{'whole p90':>11}{'whole max':>11}"
          f"{'longest step':>14}")
    for title, runs in rows:
        wholes = [run["whole"] for run in runs]
        print(f"{title:24}{statistics.median(run['moves'] for run in runs):>7.0f}"
              f"{max(run['first'] or 0 for run in runs):>10,.0f} ms"
              f"{percentile(wholes, 0.5) / 1000:>9.1f} s{percentile(wholes, 0.9) / 1000:>9.1f} s"
              f"{max(wholes) / 1000:>9.1f} s{max(run['longest'] for run in runs):>11,.0f} ms")
    print("first marks: the longest wait over the games; longest step: one review_step request; "
          "the goal: p90 <= 20 s, first marks <= 2 s (issue 35)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30,
                        help="hard moves timed per game")
    parser.add_argument("--hints", action="store_true", help="time Agnès's hint instead")
    parser.add_argument("--deals", type=int, default=10, help="Agnès deals played with --hints")
    parser.add_argument("--reviews", action="store_true", help="time a finished game's review instead")
    parser.add_argument("--games", type=int, default=20, help="games reviewed per game with --reviews")
    args = parser.parse_args()
    if args.hints:
        time_hints(args.deals)
    elif args.reviews:
        time_reviews(args.games)
    else:
        time_hard_moves(args.positions)


if __name__ == "__main__":
    main()

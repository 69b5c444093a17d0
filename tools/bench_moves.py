"""Print how long a hard computer move takes in the browser: p50/p95 of `play_computer` at
level hard, per game, measured in headless Chromium through the engine's worker.

    python tools/bench_moves.py [--positions 30]     (after `make build`; `make bench` runs it)

The page asks its own engine (js/engine.js, the worker the site starts) to play seeded games
at the game's usual table size: normal players move, and at every third decision with more
than one legal move the seat to play asks for a hard move instead. Each time runs on the
page's clock from the request to its answer, so it holds what a player waits for beyond the
pace's pause: the worker's messages and the search's slices as well as its thinking. The
positions depend only on the seeds, so two runs time the same moves. The goal: p95 <= 1 s.
Prints figures only; nothing here passes or fails.
"""

import argparse
import os

from playwright.sync_api import sync_playwright

import pygames
from pygames.core.speed import default_players, percentile

from browser import launch_options
from build import DIST
from serve import start_server

TIMEOUT_MS = 600_000
TARGET_P95_MS = 1000
EVERY_NTH_DECISION = 3

# Run in the lobby page (no table of its own): the same engine module, so the same worker.
TIME_HARD_MOVES = """async ({game, players, positions, every}) => {
  const { call, engineReady } = await import(new URL("js/engine.js", document.baseURI));
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


def hard_games():
    """The games that have a hard computer player, by id."""
    return [game for game in pygames.GAMES.values() if "hard" in game.computer_levels]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30)
    positions = parser.parse_args().positions
    if not (DIST / "index.html").exists():
        raise SystemExit(f"bench: {DIST} has no build: run `make build` first")
    load_before = os.getloadavg()[0]
    rows = []
    with sync_playwright() as playwright:
        server = start_server(DIST, prefix="/cardtable/")
        browser = playwright.chromium.launch(headless=True, **launch_options())
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/cardtable/")
        for game in hard_games():
            players = default_players(game)
            times = page.evaluate(TIME_HARD_MOVES, {"game": game.id, "players": players,
                                                    "positions": positions,
                                                    "every": EVERY_NTH_DECISION})
            rows.append((game.title, players, times))
        browser.close()
        server.shutdown()
    print(f"Hard computer move in the browser (play_computer through the worker, headless "
          f"Chromium), {positions} positions a game")
    print(f"machine load (1-minute average, {os.cpu_count()} cores): {load_before:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after; the times mean little on a busy machine")
    print(f"{'':24}{'players':>8}{'p50':>10}{'p95':>10}{'max':>10}")
    for title, players, times in rows:
        print(f"{title:24}{players:>8}{percentile(times, 0.5):>8,.0f} ms"
              f"{percentile(times, 0.95):>8,.0f} ms{max(times):>8,.0f} ms")
    print(f"target: p95 <= {TARGET_P95_MS:,} ms")


if __name__ == "__main__":
    main()

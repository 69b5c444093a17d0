"""Online rooms' figures: a move's round trip and the time from a room's link to its table.

    python -m tools.bench.rooms [--moves 200] [--opens 5]

Run as root (or with password-less sudo): it runs itself again inside a network namespace of
its own (tools/browsers/room_network.py), beside the built site (dist/) and a local Nostr relay, with
Debian's Chromium; nothing leaves the machine. A room of Agony Aunt has four friends, each on
a device of its own (a browser context), and the host watching:

- round trip: from a friend's move (sent as its click sends it) until every page, the host's
  and the four friends', has drawn the position after it; p50 and p95 over `--moves` moves
  (a whole game has about 200);
- link to table: a friend who has visited before (the site in its cache) opens the room's link
  again, and its table is drawn: from the navigation's start until the board is on screen.
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

from tools.browsers.drivers import launch_options
from tools.build.site import DIST
from tools.browsers.room_network import Relay, inside, namespace_command, signal_through
from tools.build.serve import start_server

# When each page drew each position: friends as they draw a snapshot, the host as it sends them.
HOOK_FRIEND = """() => {
  window.drawn = {};
  const room = window.cardtableRoom;
  const changed = room.changed;
  room.changed = async (kind, message) => {
    await changed(kind, message);
    if (kind === 'snap') window.drawn[message.view.move_number] ??= performance.timeOrigin + performance.now();
  };
}"""
HOOK_HOST = """() => {
  window.drawn = {};
  const room = window.cardtableRoom;
  const changed = room.positionChanged.bind(room);
  room.positionChanged = () => {
    const n = JSON.parse(localStorage.getItem('cardtable/save/' + room.room.route)).save.moves.length;
    window.drawn[n] ??= performance.timeOrigin + performance.now();
    return changed();
  };
}"""
PLAY = """() => {
  const snap = window.cardtableRoom.snapshot;
  if (!snap || snap.over || !snap.legal.length) return null;
  const started = performance.timeOrigin + performance.now();
  window.cardtableRoom.play({ move: snap.legal[0].text });
  return [snap.view.move_number + 1, started];
}"""


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def run(moves, opens):
    from playwright.sync_api import sync_playwright

    from e2e.rooms.support import join, open_host, start

    server = start_server(DIST, prefix="/cardtable/")
    site = f"http://127.0.0.1:{server.server_port}/cardtable/"
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        relay = Relay(folder)
        browser = playwright.chromium.launch(**launch_options(webrtc_local_addresses=True))
        contexts = []

        def room_context(language="en", **extra):
            context = browser.new_context(locale=language, bypass_csp=True, **extra)
            context.add_init_script(
                signal_through([relay.url]) +
                "localStorage.setItem('cardtable/settings', JSON.stringify({pace: 'instant'}));")
            contexts.append(context)
            return context

        def open_room(seed):
            host, link = open_host(room_context, site, "agony-aunt", seed, humans=4)
            host.locator(".room-seats select").first.select_option("friend")
            friends = [join(room_context, link, name) for name in ("Ann", "Ben", "Cleo", "Dan")]
            start(host)
            for page in friends:
                page.wait_for_function("window.cardtableRoom.snapshot !== null", timeout=60_000)
                page.evaluate(HOOK_FRIEND)
            host.evaluate(HOOK_HOST)
            return host, link, friends

        def play_room(host, friends, trips):
            """Play the room's game on until `moves` round trips are measured or it ends."""
            while len(trips) < moves:
                made = None
                for page in friends:
                    made = page.evaluate(PLAY)
                    if made:
                        break
                if not made:
                    if all(page.evaluate("window.cardtableRoom.snapshot.over") for page in friends):
                        return
                    time.sleep(0.01)
                    continue
                number, started = made
                pages = [host, *friends]
                for page in pages:
                    page.wait_for_function("n => window.drawn[n] !== undefined", arg=number, timeout=30_000)
                shown = max(page.evaluate("n => window.drawn[n]", number) for page in pages)
                trips.append(shown - started)

        try:
            # A friend who has been here before opens the room's link again (a reload).
            host, link, friends = open_room(4241)
            opened = []
            for _ in range(opens):
                friends[0].reload()
                friends[0].wait_for_selector(".board-root .aa-bar", timeout=60_000)
                opened.append(friends[0].evaluate("performance.now()"))
            # A game has about 150 to 210 moves: deals one after another until enough are timed.
            trips, seed = [], 4242
            while len(trips) < moves:
                for context in contexts:
                    context.close()
                contexts.clear()
                host, link, friends = open_room(seed)
                play_room(host, friends, trips)
                seed += 1
            print(f"Room link to table (a friend's device that visited before), {len(opened)} opens: "
                  f"median {statistics.median(opened):.0f} ms, max {max(opened):.0f} ms", flush=True)
            print(f"Move round trip (a friend's move until all 5 pages drew it), {len(trips)} moves: "
                  f"p50 {statistics.median(trips):.0f} ms, p95 {percentile(trips, 0.95):.0f} ms, "
                  f"max {max(trips):.0f} ms; goal p95 <= 150 ms", flush=True)
        finally:
            for context in contexts:
                context.close()
            browser.close()
            relay.stop()
            server.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--opens", type=int, default=5)
    arguments = parser.parse_args()
    if not inside():
        command, reason = namespace_command([sys.executable, *sys.argv])
        if command is None:
            sys.exit(f"bench_rooms: {reason}")
        import subprocess
        sys.exit(subprocess.run(command, cwd=ROOT).returncode)
    run(arguments.moves, arguments.opens)


if __name__ == "__main__":
    main()

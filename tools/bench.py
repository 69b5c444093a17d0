"""Print how fast the built site becomes ready beside a bare PyScript page, how long the page's
main thread is ever blocked, and the site's size.

    python tools/bench.py [--runs 3]     (after `make build`; `make bench` does both)

Measured in headless Chromium on localhost, from navigation start, median of the runs, on
#agony-aunt/4242, a deal whose three computer seats play first:
- ready: until <html data-engine="ready">, cold (new profile: empty caches), warm (second
  visit: the service worker's cache for the site, the HTTP cache for the bare page) and
  offline (network off after one visit; the bare page has no service worker, so none);
- first paint: the first contentful paint, cold: the lobby's HTML, before Python is ready;
- longest main-thread task (Long Tasks API, which reports tasks over 50 ms): during the cold
  load, and during the computer seats' turns that follow until the human's cards are playable.
The bare page loads PyScript and the same Pyodide and runs one line of Python on the main
thread: the site's extra time is its own (engine, page scripts, its worker), the rest is the
runtime's. Bytes: our own files (engine sources, page code, styles, card art, rules) beside the
runtime. Prints figures only; nothing here passes or fails.
"""

import argparse
import json
import os
import shutil
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser import launch_options
from build import DIST, ENGINE, ENGINE_ZIP, MANIFEST, NODE_MODULES, WEB, copy_runtime
from serve import start_server

TIMEOUT_MS = 120_000
DEAL = "#agony-aunt/4242"
HUMANS_TURN = ".aa-hand .card.legal"
TARGET_READY_RATIO = 1.1
TARGET_FIRST_PAINT_MS = 300
TARGET_TASK_MS, FLOOR_TASK_MS = 50, 200
TARGET_OWN_BYTES = 500_000
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"

BARE_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Bare PyScript page</title>
  <script type="module" src="./runtime/pyscript/core.js"></script>
  <script type="py" config="./pyscript.json">
import js
js.document.documentElement.dataset.engine = "ready"
  </script>
</head>
<body><p>Bare PyScript page for the benchmark.</p></body>
</html>
"""
BARE_CONFIG = {"interpreter": "./runtime/pyodide/pyodide.mjs"}

# Notes, in the page's own clock, when data-engine becomes "ready", and every long task.
RECORD = """window.benchLongTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.benchLongTasks.push([task.startTime, task.duration]);
}).observe({ type: "longtask", buffered: true });
new MutationObserver(() => {
  if (document.documentElement.dataset.engine === "ready" && !window.benchReadyAt) {
    window.benchReadyAt = performance.now();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-engine"] });"""
FIRST_CONTENTFUL_PAINT = """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""
LONGEST_TASK = """([from, to]) => Math.max(0, ...window.benchLongTasks
  .filter(([start]) => start >= from && start <= to).map(([, duration]) => duration))"""


def write_bare_site(directory):
    """A page that only loads PyScript and the site's Pyodide and runs one line of Python."""
    (directory / "index.html").write_text(BARE_PAGE)
    (directory / "pyscript.json").write_text(json.dumps(BARE_CONFIG))
    copy_runtime(directory / "runtime")
    pyscript = directory / "runtime" / "pyscript"
    pyscript.mkdir()
    for path in PYSCRIPT_DIST.glob("*.js"):
        shutil.copy2(path, pyscript / path.name)


def open_ready(context, url):
    """A new page at `url`, once ready, and the time it took."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("window.benchReadyAt !== undefined", timeout=TIMEOUT_MS)
    return page, page.evaluate("window.benchReadyAt")


def ready_time(context, url):
    page, ready = open_ready(context, url)
    page.close()
    return ready


def measure(browser, url, is_site):
    """One run in a new profile: the cold visit's figures, then a warm and (the site only, as
    the bare page has no service worker) an offline visit's time to ready."""
    context = browser.new_context()
    context.add_init_script(RECORD)
    page, cold = open_ready(context, url)
    run = {"cold": cold, "warm": None, "offline": None,
           "paint": page.evaluate(FIRST_CONTENTFUL_PAINT),
           "load task": page.evaluate(LONGEST_TASK, [0, cold]), "turn task": None}
    if is_site:
        page.wait_for_selector(HUMANS_TURN, timeout=TIMEOUT_MS)
        run["turn task"] = page.evaluate(LONGEST_TASK, [cold, page.evaluate("performance.now()")])
        # The service worker's cache must be full before the next visits.
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    page.close()
    run["warm"] = ready_time(context, url)
    if is_site:
        context.set_offline(True)
        run["offline"] = ready_time(context, url)
    context.close()
    return run


def medians(runs):
    """The median of each figure over the runs (None where it was not measured)."""
    return {key: statistics.median(run[key] for run in runs) if runs[0][key] is not None else None
            for key in runs[0]}


def folder_bytes(folder, suffixes=None):
    """Total size of the files under `folder`, only those ending in `suffixes` if given."""
    return sum(path.stat().st_size for path in folder.rglob("*")
               if path.is_file() and (suffixes is None or path.suffix in suffixes))


def own_bytes():
    """Our own files by kind, uncompressed: the engine's sources, not its zip."""
    site = [path for path in DIST.rglob("*") if path.is_file()
            and "runtime" not in path.relative_to(DIST).parts
            and path.name not in (ENGINE_ZIP, MANIFEST)]
    kinds = {"page code (.js .html .json)": {".js", ".html", ".json"},
             "styles (.css)": {".css"}, "card art (.svg .png)": {".svg", ".png", ".webp"},
             "rules (.md)": {".md"}}
    sizes = {"engine sources (pygames/*.py)": folder_bytes(ENGINE, {".py"})}
    for kind, suffixes in kinds.items():
        sizes[kind] = sum(path.stat().st_size for path in site if path.suffix in suffixes)
    known = set().union(*kinds.values())
    sizes["other"] = sum(path.stat().st_size for path in site if path.suffix not in known)
    return sizes


def ms(value):
    return "—" if value is None else f"{value:,.0f} ms"


def task_ms(value):
    """A longest task: the Long Tasks API reports none under 50 ms."""
    return "—" if value is None else f"{value:,.0f} ms" if value else "< 50 ms"


def load_line(before, after):
    """The machine's load around a measurement, which both benches print beside their times."""
    return (f"machine load (1-minute average, {os.cpu_count()} cores): {before:.1f} before, "
            f"{after:.1f} after; the times mean little on a busy machine")


def print_row(label, site, bare, show=ms):
    ratio = f"{site / bare:.2f}x" if site and bare and show is ms else ""
    print(f"{label:34}{show(site):>12}{show(bare):>12}{ratio:>8}")


def print_report(site, bare, runs, load):
    print(f"{DEAL}: time from navigation start, median of {runs} runs "
          "(headless Chromium, localhost)")
    print(load_line(*load))
    print(f"{'':34}{'site':>12}{'bare page':>12}{'ratio':>8}")
    for key, label in (("cold", "ready, cold"), ("warm", "ready, warm"),
                       ("offline", "ready, offline"), ("paint", "first paint (lobby), cold")):
        print_row(label, site[key], bare[key])
    print(f"targets: ready <= {TARGET_READY_RATIO}x the bare page, "
          f"first paint < {TARGET_FIRST_PAINT_MS} ms")
    print()
    print("Longest main-thread task (Long Tasks API)")
    print_row("during the cold load", site["load task"], bare["load task"], task_ms)
    print_row("during the computer seats' turns", site["turn task"], bare["turn task"], task_ms)
    print(f"targets: <= {TARGET_TASK_MS} ms, never over {FLOOR_TASK_MS} ms")
    print()
    sizes = own_bytes()
    for kind, size in sizes.items():
        print(f"{kind:40}{size:>12,} B")
    total = sum(sizes.values())
    print(f"{'our own files, uncompressed':40}{total:>12,} B  (target < {TARGET_OWN_BYTES:,} B)")
    shipped = f"engine as shipped ({ENGINE_ZIP})"
    print(f"{shipped:40}{(DIST / ENGINE_ZIP).stat().st_size:>12,} B")
    print(f"{'runtime (Pyodide)':40}{folder_bytes(DIST / 'runtime'):>12,} B")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    if not (DIST / "index.html").exists():
        raise SystemExit(f"bench: {DIST} has no build: run `make build` first")
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as bare_dir, sync_playwright() as playwright:
        write_bare_site(Path(bare_dir))
        site_server = start_server(DIST, prefix="/cardtable/")
        bare_server = start_server(bare_dir, prefix="/bare/")
        browser = playwright.chromium.launch(headless=True, **launch_options())
        site_url = f"http://127.0.0.1:{site_server.server_port}/cardtable/{DEAL}"
        bare_url = f"http://127.0.0.1:{bare_server.server_port}/bare/"
        site_runs, bare_runs = [], []
        for _ in range(runs):
            bare_runs.append(measure(browser, bare_url, is_site=False))
            site_runs.append(measure(browser, site_url, is_site=True))
        browser.close()
        site_server.shutdown()
        bare_server.shutdown()
    print_report(medians(site_runs), medians(bare_runs), runs, (load_before, os.getloadavg()[0]))


if __name__ == "__main__":
    main()

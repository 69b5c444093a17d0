"""Print how fast the built site becomes ready, beside a bare PyScript page, and its size.

    python tools/bench.py [--runs 3]     (after `make build`; `make bench` does both)

Measured in headless Chromium on localhost, from navigation start, median of the runs:
- ready: until <html data-engine="ready">, cold (new profile: empty caches), warm (second
  visit: the service worker's cache for the site, the HTTP cache for the bare page) and
  offline (network off after one visit; the bare page has no service worker, so none);
- lobby: the first contentful paint, when the lobby's HTML shows, before Python is ready.
The bare page loads the same PyScript and Pyodide files and runs one line of Python: the
site's extra time is its own (engine, page scripts), the rest is the runtime's.
Bytes: our own files (engine sources, page code, styles, card art, rules) beside the runtime.
Prints figures only; nothing here passes or fails.
"""

import argparse
import json
import os
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser import launch_options
from build import DIST, ENGINE, ENGINE_ZIP, MANIFEST, copy_runtime
from serve import start_server

TIMEOUT_MS = 120_000
TARGET_READY_RATIO = 1.3
TARGET_LOBBY_MS = 300
TARGET_OWN_BYTES = 500_000

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

# Notes, in the page's own clock, when data-engine becomes "ready".
RECORD_READY = """new MutationObserver(() => {
  if (document.documentElement.dataset.engine === "ready" && !window.benchReadyAt) {
    window.benchReadyAt = performance.now();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-engine"] });"""
FIRST_CONTENTFUL_PAINT = """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""


def write_bare_site(directory):
    """A page that only loads the runtime the site uses and runs one line of Python."""
    (directory / "index.html").write_text(BARE_PAGE)
    (directory / "pyscript.json").write_text(json.dumps(BARE_CONFIG))
    copy_runtime(directory / "runtime")


def visit(context, url, until_controlled=False):
    """Open `url` in a new page; (ms until ready, ms until first contentful paint).

    `until_controlled` keeps the page open until the site's service worker controls it,
    so that its cache is full before the next visit.
    """
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("window.benchReadyAt !== undefined", timeout=TIMEOUT_MS)
    ready = page.evaluate("window.benchReadyAt")
    paint = page.evaluate(FIRST_CONTENTFUL_PAINT)
    if until_controlled:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    page.close()
    return ready, paint


def measure(browser, url, has_service_worker):
    """One run: cold, warm and (with a service worker) offline figures for `url`."""
    context = browser.new_context()
    context.add_init_script(RECORD_READY)
    cold, paint = visit(context, url, until_controlled=has_service_worker)
    warm, _ = visit(context, url)
    offline = None
    if has_service_worker:
        context.set_offline(True)
        offline, _ = visit(context, url)
    context.close()
    return {"cold": cold, "warm": warm, "offline": offline, "lobby": paint}


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
    kinds = {"page code (.js .py .html .json)": {".js", ".py", ".html", ".json"},
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


def print_report(site, bare, runs, load):
    print(f"Time from navigation start, median of {runs} runs (headless Chromium, localhost)")
    print(f"machine load (1-minute average, {os.cpu_count()} cores): {load[0]:.1f} before, "
          f"{load[1]:.1f} after; the times mean little on a busy machine")
    print(f"{'':24}{'site':>12}{'bare page':>12}{'ratio':>8}")
    for key, label in (("cold", "ready, cold"), ("warm", "ready, warm"),
                       ("offline", "ready, offline"), ("lobby", "lobby shown (FCP), cold")):
        ratio = f"{site[key] / bare[key]:.2f}x" if site[key] and bare[key] else ""
        print(f"{label:24}{ms(site[key]):>12}{ms(bare[key]):>12}{ratio:>8}")
    print(f"targets: ready <= {TARGET_READY_RATIO}x the bare page, "
          f"lobby < {TARGET_LOBBY_MS} ms")
    print()
    sizes = own_bytes()
    for kind, size in sizes.items():
        print(f"{kind:36}{size:>12,} B")
    total = sum(sizes.values())
    print(f"{'our own files, uncompressed':36}{total:>12,} B  (target < {TARGET_OWN_BYTES:,} B)")
    print(f"{'engine as shipped (' + ENGINE_ZIP + ')':36}{(DIST / ENGINE_ZIP).stat().st_size:>12,} B")
    print(f"{'runtime (PyScript + Pyodide)':36}{folder_bytes(DIST / 'runtime'):>12,} B")


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
        site_url = f"http://127.0.0.1:{site_server.server_port}/cardtable/"
        bare_url = f"http://127.0.0.1:{bare_server.server_port}/bare/"
        site_runs, bare_runs = [], []
        for _ in range(runs):
            bare_runs.append(measure(browser, bare_url, has_service_worker=False))
            site_runs.append(measure(browser, site_url, has_service_worker=True))
        browser.close()
        site_server.shutdown()
        bare_server.shutdown()
    print_report(medians(site_runs), medians(bare_runs), runs, (load_before, os.getloadavg()[0]))


if __name__ == "__main__":
    main()

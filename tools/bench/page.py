"""Print how fast the built site becomes ready beside a bare PyScript page, how long the page's
main thread is ever blocked, and the site's size.

    python -m tools.bench.page [--runs 3]     (after `make build`; `make bench` does both)

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

First, per browser engine (Chromium, Firefox, WebKit, each driven as tools/browsers/drivers.py drives
it: Debian's browsers here), the site beside a bare Pyodide-worker page (a module worker that
only runs loadPyodide from the same runtime/ folder), each run in a new profile: ready cold,
warm (reloaded: the site from its engine snapshot, the bare page from the HTTP cache) and
offline (the site's server stopped). Then where a cold start goes in each engine, step by step
in one worker: compiling the interpreter's WebAssembly, loadPyodide (which compiles it again,
from the browser's cache where it keeps one, and starts CPython), importing the standard
library modules the engine uses, putting the engine's zip on sys.path and importing it, creating the Bridge,
taking a snapshot and loading a second interpreter from it.
"""

import argparse
import json
import os
import shutil
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.browsers.drivers import launch_options, open_driver
from tools.browsers.install import ENGINES
from tools.build.site import DIST, ENGINE, ENGINE_ZIP, MANIFEST, NODE_MODULES, XZ_BUNDLE, copy_runtime
from tools.build.serve import start_server

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


# The bare Pyodide-worker page: the page marks "engine:ready" (User Timing, as the site's
# engine.js does) and sets data-engine="ready" when its worker has loaded Pyodide.
BARE_WORKER_PAGE = """<!doctype html>
<html lang="en" data-engine="loading">
<head><meta charset="utf-8"><title>Bare Pyodide worker</title>
<script type="module">
const anatomy = location.hash === "#anatomy" ? "?anatomy" : "";
const worker = new Worker(`./bare-worker.js${anatomy}`, { type: "module" });
worker.onmessage = ({ data }) => {
  if (data.ready) {
    performance.mark("engine:ready");
    document.documentElement.dataset.engine = "ready";
  } else if (data.anatomy) {
    window.anatomy = data.anatomy;
  }
};
</script></head>
<body><p>Bare Pyodide worker page for the benchmark.</p></body>
</html>
"""
BARE_WORKER = r"""import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const indexURL = new URL("./runtime/pyodide/", import.meta.url).href;
if (new URL(import.meta.url).search !== "?anatomy") {
  await loadPyodide({ indexURL });
  postMessage({ ready: true });
} else {
  const times = [];  // [step, ms], in order
  let t = performance.now();
  const lap = (name) => { const now = performance.now(); times.push([name, now - t]); t = now; };
  await WebAssembly.compileStreaming(fetch(indexURL + "pyodide.asm.wasm"));
  lap("compile the WebAssembly (9.6 MB)");
  // -X importtime: CPython writes each import's time (microseconds) to stderr.
  let imports = 0;
  const stderr = (line) => {
    const match = /^import time:\s+\d+ \|\s+(\d+) \| ( *)\S/.exec(line);
    if (match && match[2].length <= 1) imports += Number(match[1]);  // top-level imports
  };
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true, stderr,
                                      args: ["-X", "importtime"] });
  lap("loadPyodide: compile again or from cache, start CPython");
  times.push(["  of which CPython's own imports (-X importtime, top level)", imports / 1000]);
  pyodide.runPython(`import json, dataclasses, inspect, traceback, textwrap, copy, weakref`);
  lap("import the standard library modules the engine uses");
  const { XzReadableStream } = await import("./runtime/xz.js");
  const packed = (await fetch("./pygames.zip.xz")).body;
  const engineZip = new Uint8Array(await new Response(new XzReadableStream(packed)).arrayBuffer());
  const zipPath = "/home/pyodide/pygames.zip";  // as the site's worker (engine/worker.js)
  pyodide.FS.writeFile(zipPath, engineZip);
  pyodide.runPython(`import sys; sys.path.insert(0, "${zipPath}")`);
  lap("download pygames.zip.xz, unpack it and put it on sys.path");
  const bridge = pyodide.pyimport("pygames.bridge");
  lap("import the engine (pygames.bridge and every game)");
  const snapshot = pyodide.makeMemorySnapshot();
  lap("take a memory snapshot");
  bridge.Bridge();
  lap("create the Bridge");
  const second = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
  lap("loadPyodide from that snapshot");
  second.FS.writeFile(zipPath, engineZip);
  second.pyimport("pygames.bridge").Bridge();
  lap("then write the zip again and create the Bridge");
  postMessage({ anatomy: times });
}
"""
ENGINE_TIMEOUT_S = 180


def write_bare_worker_site(directory):
    """The bare Pyodide-worker page (and, at #anatomy, the step-by-step start), with the
    site's runtime (Pyodide as it ships), engine zip and xz decoder."""
    (directory / "index.html").write_text(BARE_WORKER_PAGE)
    (directory / "bare-worker.js").write_text(BARE_WORKER)
    copy_runtime(directory / "runtime")
    shutil.copy2(DIST / ENGINE_ZIP, directory / ENGINE_ZIP)
    shutil.copy2(DIST / XZ_BUNDLE, directory / XZ_BUNDLE)


READY_AT = """() => document.documentElement.dataset.engine === "ready"
  && performance.getEntriesByName("engine:ready")[0]?.startTime"""


def driver_ready(driver):
    """The page's time to ready (ms from navigation start) in the page just loaded."""
    state = driver.wait_for("() => document.documentElement.dataset.engine !== 'loading'"
                            " && document.documentElement.dataset.engine",
                            timeout=ENGINE_TIMEOUT_S, what="ready")
    if state != "ready":
        raise SystemExit(f"bench: {driver.engine}: the engine {state}")
    return driver.wait_for(READY_AT, timeout=10, what="marked ready")


def measure_engine(engine, site, bare_url):
    """One run in a new profile of `engine`: the bare page cold and warm, then the site cold,
    warm (from its snapshot) and offline; and how the site's warm start began."""
    driver = open_driver(engine)
    try:
        run = {}
        driver.open(bare_url)
        run["bare cold"] = driver_ready(driver)
        driver.reload()
        run["bare warm"] = driver_ready(driver)
        driver.open(site.url + DEAL)
        run["cold"] = driver_ready(driver)
        driver.wait_for("() => document.documentElement.dataset.engineSnapshot === 'stored'"
                        " && navigator.serviceWorker.controller !== null",
                        timeout=ENGINE_TIMEOUT_S, what="snapshot stored, service worker in control")
        driver.reload()
        run["warm"] = driver_ready(driver)
        run["warm start"] = driver.evaluate("() => document.documentElement.dataset.engineStart")
        site.stop()
        try:
            driver.reload()
            run["offline"] = driver_ready(driver)
        finally:
            site.start()
        return run
    finally:
        driver.close()


def anatomy(engine, bare_url):
    """Where a cold start goes in `engine`: {step: ms}."""
    driver = open_driver(engine)
    try:
        driver.open(bare_url + "#anatomy")
        return driver.wait_for("() => window.anatomy", timeout=ENGINE_TIMEOUT_S * 2,
                               what="the start's anatomy")
    finally:
        driver.close()


class StoppableSite:
    """The site on a loopback port that can stop (offline) and start again at the same origin."""

    def __init__(self):
        self.server = start_server(DIST, prefix="/cardtable/")
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}/cardtable/"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def start(self):
        self.server = start_server(DIST, port=self.port, prefix="/cardtable/")


def engines_report(runs, engines):
    """Measure and print the per-engine table and each engine's start, step by step."""
    load_before = os.getloadavg()[0]
    results, anatomies = {}, {}
    with tempfile.TemporaryDirectory() as bare_dir:
        write_bare_worker_site(Path(bare_dir))
        bare_server = start_server(bare_dir, prefix="/bare/")
        bare_url = f"http://127.0.0.1:{bare_server.server_port}/bare/"
        site = StoppableSite()
        for engine in engines:
            results[engine] = [measure_engine(engine, site, bare_url) for _ in range(runs)]
            anatomies[engine] = anatomy(engine, bare_url)
        site.stop()
        bare_server.shutdown()
    print(f"{DEAL}: time to ready from navigation start, median of {runs} runs, each in a new "
          "profile (localhost)")
    print(load_line(load_before, os.getloadavg()[0]))
    header = ("", "cold", "warm", "offline", "bare cold", "bare warm", "warm/bare", "cold/bare")
    print(f"{header[0]:10}" + "".join(f"{column:>11}" for column in header[1:]))
    medians_of = {}
    for engine, engine_runs in results.items():
        m = {key: statistics.median(run[key] for run in engine_runs)
             for key in ("cold", "warm", "offline", "bare cold", "bare warm")}
        medians_of[engine] = m
        starts = sorted({run["warm start"] for run in engine_runs})
        cells = [ms(m[key]) for key in ("cold", "warm", "offline", "bare cold", "bare warm")]
        cells += [f"{m['warm'] / m['bare warm']:.2f}x", f"{m['cold'] / m['bare cold']:.2f}x"]
        print(f"{engine:10}" + "".join(f"{cell:>11}" for cell in cells)
              + ("" if starts == ["snapshot"] else f"  (warm starts: {', '.join(starts)})"))
    print("warm/bare: the site's warm start over the bare page's warm one; cold/bare: the cold "
          "ones. Goals: Chromium warm <= 0.4x, "
          "cold <= 1.1x; WebKit warm <= 2x Chromium's warm; Firefox warm <= 1.5x Chromium's")
    if "chromium" in medians_of:
        base = medians_of["chromium"]["warm"]
        for engine in engines:
            if engine != "chromium":
                print(f"{engine} warm / chromium warm: {medians_of[engine]['warm'] / base:.2f}x")
    print()
    print("Where a cold start goes, one worker step by step (ms; the bare page's #anatomy)")
    steps = [step for step, _ in next(iter(anatomies.values()))]
    print(f"{'':62}" + "".join(f"{engine:>10}" for engine in engines))
    for index, step in enumerate(steps):
        print(f"{step:62}" + "".join(f"{anatomies[engine][index][1]:>10,.0f}" for engine in engines))
    print()


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
    parser.add_argument("--engines", default=",".join(ENGINES),
                        help="browser engines for the per-engine table (comma-separated)")
    parser.add_argument("--engines-only", action="store_true",
                        help="print only the per-engine table and the start's steps")
    args = parser.parse_args()
    runs = args.runs
    if not (DIST / "index.html").exists():
        raise SystemExit(f"bench: {DIST} has no build: run `make build` first")
    engines_report(runs, [engine for engine in args.engines.split(",") if engine])
    if args.engines_only:
        return
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

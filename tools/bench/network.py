"""Print a first visit as a phone on mobile data makes it: the site beside a bare page that
starts the same Pyodide in a module worker, served gzipped as GitHub Pages serves them.

    python -m tools.bench.network [--runs 5] [--networks 4g,3g]   (after `make build`)

Each run is a new Chromium profile whose page is throttled by Chromium's own emulation
(Network.emulateNetworkConditions: "4G" 9 Mbit/s down, 1.5 up, 60 ms; "3G" 1.6 Mbit/s down,
0.75 up, 150 ms), the site and the bare page in turn under the same emulation. Reported, median
of the runs: the time from navigation start until the engine answers (<html data-engine=
"ready">, the bare page's worker done with loadPyodide), the bytes the server sent until then,
and for the site the bytes sent until its service worker has precached the whole site, with
every file whose body the server sent more than once. The server compresses what Pages
compresses (text, scripts, JSON, SVG, WebAssembly; not zips or images) and answers a
revalidation whose ETag matches with 304. Prints figures only; nothing here passes or fails.
"""

import argparse
import gzip
import hashlib
import http.server
import mimetypes
import os
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.bench.page import RECORD, write_bare_worker_site
from tools.browsers.drivers import launch_options
from tools.build.site import DIST

NETWORKS = {  # Chromium's emulation: bytes per second down and up, latency in ms
    "4g": {"downloadThroughput": 9_000_000 / 8, "uploadThroughput": 1_500_000 / 8, "latency": 60},
    "3g": {"downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8, "latency": 150},
}
COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".md", ".wasm", ".webmanifest",
              ".txt", ".map"}
TIMEOUT_MS = 300_000
DEAL = "#agnes/1234"


class Counted(http.server.SimpleHTTPRequestHandler):
    """Serves a folder under a prefix as Pages does (gzip, ETag, 304) and counts each body sent."""

    prefix = "/"
    sent = None  # [(monotonic time, path, bytes)] of every body, shared by the server

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        if not self.path.startswith(self.prefix):
            self.send_error(404)
            return
        relative = self.path[len(self.prefix):].split("?")[0].split("#")[0] or "index.html"
        file = Path(self.directory) / relative
        if file.is_dir():
            file = file / "index.html"
        if not file.is_file():
            self.send_error(404)
            return
        body = file.read_bytes()
        etag = '"' + hashlib.sha1(body).hexdigest()[:16] + '"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        gzipped = file.suffix in COMPRESSED and "gzip" in self.headers.get("Accept-Encoding", "")
        if gzipped:
            body = gzip.compress(body, 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", mimetypes.guess_type(file.name)[0]
                         or ("text/javascript" if file.suffix == ".mjs" else "application/octet-stream"))
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", "max-age=600")  # what Pages sends
        self.end_headers()
        self.wfile.write(body)
        self.sent.append((time.monotonic(), relative, len(body)))


def serve(directory, prefix):
    """A threaded server of `directory` under `prefix` and the list of bodies it sent."""
    sent = []
    handler = type("Handler", (Counted,), {"prefix": prefix, "sent": sent})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), lambda *args: handler(*args, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, sent


def first_visit(browser, url, sent, network, is_site):
    """One first visit in a new profile under `network`: ready time, bytes to ready, and (the
    site) the bytes until the service worker has precached the site, and the files sent twice."""
    context = browser.new_context(service_workers="allow", bypass_csp=True)
    context.add_init_script(RECORD)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, **NETWORKS[network]})
    sent.clear()
    page.goto(url)
    page.wait_for_function("window.benchReadyAt !== undefined", timeout=TIMEOUT_MS, polling=50)
    ready_ms = page.evaluate("window.benchReadyAt")
    to_ready = sum(size for _, _, size in sent)
    run = {"ready": ready_ms, "bytes": to_ready, "precached": None, "twice": []}
    if is_site:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
        time.sleep(0.5)  # the last precache bodies already counted; nothing else should come
        run["precached"] = sum(size for _, _, size in sent)
        run["twice"] = sorted(path for path, count in Counter(path for _, path, _ in sent).items()
                              if count > 1)
    context.close()
    return run


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--networks", default="4g,3g")
    arguments = parser.parse_args()
    if not (DIST / "index.html").exists():
        raise SystemExit(f"bench: {DIST} has no build: run `make build` first")
    load_before = os.getloadavg()[0]
    results = {}
    with tempfile.TemporaryDirectory() as bare_dir, sync_playwright() as playwright:
        write_bare_worker_site(Path(bare_dir))
        site_server, site_sent = serve(DIST, "/cardtable/")
        bare_server, bare_sent = serve(bare_dir, "/bare/")
        browser = playwright.chromium.launch(headless=True, **launch_options())
        site_url = f"http://127.0.0.1:{site_server.server_port}/cardtable/{DEAL}"
        bare_url = f"http://127.0.0.1:{bare_server.server_port}/bare/"
        for network in arguments.networks.split(","):
            runs = {"site": [], "bare": []}
            for _ in range(arguments.runs):
                runs["bare"].append(first_visit(browser, bare_url, bare_sent, network, False))
                runs["site"].append(first_visit(browser, site_url, site_sent, network, True))
            results[network] = runs
        browser.close()
        site_server.shutdown()
        bare_server.shutdown()
    print(f"First visit, new Chromium profile, served gzipped as Pages would; median of "
          f"{arguments.runs} runs; machine load {load_before:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after ({os.cpu_count()} cores)")
    print(f"{'':8}{'site ready':>12}{'bare ready':>12}{'ratio':>7}{'site bytes':>13}"
          f"{'bare bytes':>13}{'ratio':>8}{'until precached':>17}  files sent twice")
    for network, runs in results.items():
        median = {side: {key: statistics.median(run[key] for run in runs[side])
                         for key in ("ready", "bytes")} for side in runs}
        precached = statistics.median(run["precached"] for run in runs["site"])
        twice = sorted({path for run in runs["site"] for path in run["twice"]})
        site, bare = median["site"], median["bare"]
        print(f"{network:8}{site['ready'] / 1000:>11.1f}s{bare['ready'] / 1000:>11.1f}s"
              f"{site['ready'] / bare['ready']:>6.2f}x{site['bytes'] / 1e6:>11.2f}MB"
              f"{bare['bytes'] / 1e6:>11.2f}MB{site['bytes'] / bare['bytes']:>7.3f}x"
              f"{precached / 1e6:>15.2f}MB  {', '.join(twice) or 'none'}")
    print("Goals: bytes to ready <= 0.70x the bare page's, ready <= 0.75x on each network, no "
          "file sent twice up to the precache's end.")


if __name__ == "__main__":
    main()

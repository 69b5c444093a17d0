"""The site loads only its own files, and its service worker's cache holds every file of the
build, the engine's worker and runtime included, under the build's version (a deal played
offline after one visit is in test_agnes.py; a new deploy, in test_app.py)."""

from collections import Counter
from urllib.parse import urlsplit

import pytest

from tools.bench.network import serve
from tools.build.site import DIST, read_manifest

pytestmark = pytest.mark.service_worker

CACHE_PREFIX = "cardtable-"

SERVICE_WORKER_TIMEOUT_MS = 60_000


def controlled_caches(page):
    """Wait until a service worker controls the page (its cache is full); the cache names."""
    page.wait_for_function("navigator.serviceWorker.controller !== null",
                           timeout=SERVICE_WORKER_TIMEOUT_MS)
    return page.evaluate("caches.keys()")


def test_every_request_stays_inside_the_site_and_succeeds(page, open_site, requested_urls,
                                                         site_url):
    failures = []
    page.on("response", lambda response: response.ok or failures.append(response.url))
    page.on("requestfailed", lambda request: failures.append(request.url))
    open_site()
    # The engine's worker hands Pyodide what it unpacked as blob: URLs of the site's own origin
    # (engine/worker.js): objects in the page's memory, not requests to any server.
    own_objects = "blob:{0.scheme}://{0.netloc}/".format(urlsplit(site_url))
    assert [url for url in requested_urls if not url.startswith((site_url, own_objects))] == []
    assert failures == []
    assert f"{site_url}runtime/pyodide/pyodide.asm.wasm" in requested_urls


def test_cache_holds_every_file_and_is_named_after_the_build_version(open_site, site_url):
    page = open_site()
    manifest = read_manifest(DIST)
    # The engine's snapshot has a cache of its own (e2e/engine/test_engine_snapshot.py).
    site_caches = [name for name in controlled_caches(page) if name != "engine-snapshot"]
    assert site_caches == [CACHE_PREFIX + manifest["version"]]
    cached = page.evaluate("""async (name) =>
      (await (await caches.open(name)).keys()).map((request) => request.url)""",
                           CACHE_PREFIX + manifest["version"])
    assert sorted(cached) == sorted(site_url + path.removeprefix("./") for path in manifest["files"])
    assert f"{site_url}js/engine/worker.js" in cached



@pytest.mark.fresh_engine
def test_a_first_visit_and_its_precache_fetch_each_file_once(page):
    """Served as Pages serves it (gzip, ETag, max-age=600), a first visit and the precache that
    follows it receive each file's body once: the service worker takes what the page has just
    downloaded from the HTTP cache, and carries the manifest in its own script (which it
    fetches past every cache, to notice a new deploy), so the manifest's file comes once too."""
    server, sent = serve(DIST, "/pages/")
    try:
        page.goto(f"http://127.0.0.1:{server.server_port}/pages/#agnes/1234")
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'")
        controlled_caches(page)
        bodies = Counter(path for _, path, _ in sent)
    finally:
        server.shutdown()
    assert bodies["runtime/pyodide/pyodide.asm.wasm"] == 1
    assert {path: count for path, count in bodies.items() if count > 1} == {}

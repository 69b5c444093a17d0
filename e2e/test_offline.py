"""The site loads only its own files, and its service worker's cache holds every file of the
build, the engine's worker and runtime included, under the build's version (a deal played
offline after one visit is in test_agnes.py)."""

import shutil

from build import DIST, read_manifest, write_manifest
from serve import start_server

CACHE_PREFIX = "cardtable-"

SERVICE_WORKER_TIMEOUT_MS = 60_000


def controlled_caches(page):
    """Wait until a service worker controls the page (its cache is full); the cache names."""
    page.wait_for_function("navigator.serviceWorker.controller !== null",
                           timeout=SERVICE_WORKER_TIMEOUT_MS)
    return page.evaluate("caches.keys()")


def wait_for_only_cache(page, name):
    """Wait until `name` is the only cache left (its worker activated, old caches deleted)."""
    page.wait_for_function("async (name) => (await caches.keys()).join() === name", arg=name,
                           timeout=SERVICE_WORKER_TIMEOUT_MS)


def test_every_request_stays_inside_the_site_and_succeeds(page, open_site, requested_urls,
                                                         site_url):
    failures = []
    page.on("response", lambda response: response.ok or failures.append(response.url))
    page.on("requestfailed", lambda request: failures.append(request.url))
    open_site()
    assert [url for url in requested_urls if not url.startswith(site_url)] == []
    assert failures == []
    assert f"{site_url}runtime/pyodide/pyodide.asm.wasm" in requested_urls


def test_cache_holds_every_file_and_is_named_after_the_build_version(open_site, site_url):
    page = open_site()
    manifest = read_manifest(DIST)
    assert controlled_caches(page) == [CACHE_PREFIX + manifest["version"]]
    cached = page.evaluate("""async (name) =>
      (await (await caches.open(name)).keys()).map((request) => request.url)""",
                           CACHE_PREFIX + manifest["version"])
    assert sorted(cached) == sorted(site_url + path.removeprefix("./") for path in manifest["files"])
    assert f"{site_url}js/engine-worker.js" in cached


def test_a_new_deploy_replaces_the_old_cache(page, wait_for_engine, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    server = start_server(site, prefix="/cardtable/")
    try:
        page.goto(f"http://127.0.0.1:{server.server_port}/cardtable/")
        wait_for_engine(page)
        first = read_manifest(site)["version"]
        assert controlled_caches(page) == [CACHE_PREFIX + first]

        with (site / "index.html").open("a") as index:
            index.write("<!-- the next deploy -->\n")
        second = write_manifest(site)["version"]
        assert second != first
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        wait_for_only_cache(page, CACHE_PREFIX + second)
    finally:
        server.shutdown()

"""The engine's memory snapshot in Chromium (e2e/app/test_smoke_browsers.py checks the same in
Firefox and WebKit): a fresh start keeps one, under the build's version and alone; the next
load starts from it and plays on; a damaged or evicted snapshot gives a fresh start that plays
and keeps a new one, and one of another build is never used."""

import pytest
from tools.build.site import DIST, read_manifest

from ..conftest import engine_ready
from ..support import wait_for_moves

START = "document.documentElement.dataset.engineStart"
STORED = "html[data-engine-snapshot='stored']"
pytestmark = pytest.mark.fresh_engine  # a first visit: no snapshot kept yet
KEPT = """async () => {
  const cache = await caches.open("engine-snapshot");
  return (await cache.keys()).map((request) => request.url);
}"""
DAMAGE = """async () => {
  const cache = await caches.open("engine-snapshot");
  for (const request of await cache.keys()) {
    // The right key, the first half of the bytes: a cut-off write.
    const bytes = await (await cache.match(request)).arrayBuffer();
    await cache.put(request, new Response(bytes.slice(0, bytes.byteLength / 2)));
  }
}"""
# A snapshot filed under another build's version, made from this one's (so only its key says
# it is not this build's): it must neither be used nor kept.
FILE_UNDER_ANOTHER_VERSION = """async ([ours, other]) => {
  const cache = await caches.open("engine-snapshot");
  const bytes = await (await cache.match(ours)).arrayBuffer();
  await cache.delete(ours);
  await cache.put(other, new Response(bytes));
}"""


def reload_ready(page):
    page.reload()
    engine_ready(page)
    return page.evaluate(START)


def stored(page):
    page.wait_for_selector(STORED, state="attached", timeout=60_000)
    return page.evaluate(KEPT)


def test_the_snapshot_is_kept_used_and_replaced_when_damaged_evicted_or_of_another_build(
        open_site, site_url):
    page = open_site("#agnes/1234")
    assert page.evaluate(START) == "fresh"
    version = read_manifest(DIST)["version"]
    ours = f"{site_url}engine-snapshot-{version}.gz"
    assert stored(page) == [ours]

    assert reload_ready(page) == "snapshot"
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1)

    page.evaluate(DAMAGE)
    assert reload_ready(page) == "fresh"
    assert page.locator(".agnes .stock .count").text_content()  # the deal is shown again
    assert stored(page) == [ours]
    assert reload_ready(page) == "snapshot"

    page.evaluate("caches.delete('engine-snapshot')")  # what the browser does to evict it
    assert reload_ready(page) == "fresh"
    assert stored(page) == [ours]

    other = f"{site_url}engine-snapshot-000000000000.gz"
    page.evaluate(FILE_UNDER_ANOTHER_VERSION, [ours, other])
    assert reload_ready(page) == "fresh"
    assert stored(page) == [ours]
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 2)

"""End-to-end fixtures: the built site served under a sub-path, the browser, the ready page.

The site is served from dist/ (run `make build` first; `make test` does), or from the folder
$CARDTABLE_DIST names (tools/build/site.py writes there too), at
http://127.0.0.1:PORT/cardtable/, so any absolute URL in the page breaks a test.

    def test_something(open_site, wait_for_engine, save_screenshot):
        page = open_site("#agnes/1234")   # waits for <html data-engine="ready">
        page.reload()
        wait_for_engine(page)
        save_screenshot(page, "agnes")    # e2e/artifacts/agnes.png
"""

import json
from datetime import datetime
from pathlib import Path

import pytest

import pygames
from tools.browsers.drivers import launch_options
from tools.browsers.install import system_driven
from tools.browsers.room_network import signal_through
from tools.build.serve import start_server
from tools.build.site import DIST

from .engine_snapshot import keep_snapshot, serve_snapshot
from .support import RECORD_FLIGHTS

ROOT = Path(__file__).resolve().parent.parent

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
SITE_PREFIX = "/cardtable/"
# A cold start compiles a 10 MB WebAssembly interpreter; slow CI machines take seconds.
ENGINE_READY_TIMEOUT_MS = 90_000


@pytest.fixture(scope="session")
def site_url():
    """The address of the built site, served for the whole test session (each test process of
    `make test` serves its own, on a free port)."""
    if not (DIST / "index.html").exists():
        pytest.exit(f"{DIST} has no build: run `make build` (or `make test`) first", returncode=2)
    server = start_server(DIST, prefix=SITE_PREFIX)
    yield f"http://127.0.0.1:{server.server_port}{SITE_PREFIX}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium when installed, with flags that keep it quiet and offline-only."""
    options = launch_options()
    args = [*browser_type_launch_args.get("args", []), *options.pop("args")]
    return {**browser_type_launch_args, **options, "args": args}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Contexts that let Playwright's own scripts run beside the page's Content-Security-Policy
    (index.html): its waits on a condition evaluate text in the page, which the policy forbids.
    e2e/app/test_csp.py opens the page under its policy and checks that it works."""
    return {**browser_context_args, "bypass_csp": True}


@pytest.fixture
def requested_urls(context):
    """Every URL the pages of this test's browser context request, in order."""
    urls = []
    context.on("request", lambda request: urls.append(request.url))
    return urls


@pytest.fixture
def page(context):
    """The test's page: the one that put the engine's snapshot in place (left blank), if
    any, else a new one."""
    return context.pages[0] if context.pages else context.new_page()


def engine_ready(page):
    """Wait until the page's engine has started and marked the page interactive; an engine
    that cannot start fails the test at once, with the reason the page shows. Checked every
    50 ms in the page: Playwright's own waits look every 500 ms after the first 270."""
    page.wait_for_function("() => ['ready', 'failed'].includes(document.documentElement.dataset.engine)",
                           polling=50, timeout=ENGINE_READY_TIMEOUT_MS)
    if page.evaluate("document.documentElement.dataset.engine") == "failed":
        reason = page.evaluate("document.querySelector('.engine-failed')?.textContent")
        raise AssertionError(f"the page's engine did not start: {reason}")


@pytest.fixture
def wait_for_engine():
    """`wait_for_engine(page)`: wait for <html data-engine="ready">, e.g. after a reload."""
    return engine_ready


@pytest.fixture
def open_site(page, site_url):
    """`open_site(fragment="")`: open the site (e.g. at '#agnes/1234'), wait until ready."""

    def open_at(fragment=""):
        page.goto(site_url + fragment)
        engine_ready(page)
        return page

    return open_at


# The day a test that depends on the date lives on: noon, so no time zone turns it into another.
FIXED_DAY = datetime(2026, 11, 21, 12)


@pytest.fixture
def fixed_day(page):
    """The page's clock fixed at noon of FIXED_DAY (Playwright's clock; its timers run as
    usual): "today" is the same whenever the test runs, and never turns midway."""
    page.clock.set_fixed_time(FIXED_DAY)
    return FIXED_DAY.strftime("%Y-%m-%d")


@pytest.fixture
def save_screenshot():
    """`save_screenshot(page, name)`: a full-page e2e/artifacts/<name>.png; returns its path."""

    def save(page, name):
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return save


@pytest.fixture
def recorded(page):
    """The page, keeping every flight in window.flights (support.RECORD_FLIGHTS)."""
    page.add_init_script(RECORD_FLIGHTS)
    return page


# Every game's tutorial offer (web/js/screen/tutorial.js) counts as answered, so the tests of other
# things open games as a returning player does; the tutorials' own tests ask for
# `tutorials_unseen` to meet the offer.
MARK_TUTORIALS_SEEN = """() => {
  if (localStorage.getItem("cardtable/tutorials") === null) {
    localStorage.setItem("cardtable/tutorials", JSON.stringify(Object.fromEntries(
      %s.map((game) => [game, "offered"]))));
  }
}""" % json.dumps(sorted(pygames.GAMES))
TUTORIALS_SEEN = f"({MARK_TUTORIALS_SEEN})();"

# The fast pace (web/js/store/settings.js), unless the test stored settings of its own: computers
# and finished tricks wait less, and cards fly for shorter, on a machine shared by two tests.
FAST_PACE = """if (localStorage.getItem("cardtable/settings") === null) {
  localStorage.setItem("cardtable/settings", JSON.stringify({ pace: "fast" }));
}"""

@pytest.fixture(scope="session")
def engine_snapshot(browser, site_url):
    """The engine's snapshot (its key, and the address serving its gzipped bytes), made by one
    fresh start per test process: every other context starts from it, as a returning player's
    page does, instead of paying the interpreter's start-up (seconds on a loaded machine) test
    after test."""
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.goto(site_url)
    engine_ready(page)
    page.wait_for_selector("html[data-engine-snapshot='stored']", state="attached",
                           timeout=ENGINE_READY_TIMEOUT_MS)
    key, server = serve_snapshot(page)
    context.close()
    yield key, server.url
    server.shutdown()

# A room opened outside the rooms' own network (e2e/rooms/ sets its relay after this) signals
# only to a dead loopback relay and asks no STUN server: no packet leaves the machine.
KEEP_ROOMS_HOME = signal_through(["ws://127.0.0.1:9"])


@pytest.fixture
def new_context(new_context, request, site_url):
    """`new_context(**options)`, e.g. `new_context(locale="fr-FR", viewport=...)`: a browser
    context as a returning player's: the tutorials offered already (unless the test asks for
    `tutorials_unseen`), the engine's snapshot kept (unless the test is marked `fresh_engine`)
    and the fast pace chosen (unless the test is marked `normal_pace`, or sets its own).
    No service worker runs unless the test is marked `service_worker`: installed, it fetches
    the whole site (15 MB) into its cache, a first visit's work that cost each test 0.75 s of
    CPU; the tests of offline play, updates and backups ask for it.
    pytest-playwright's `context` and `page` come from it; it closes them."""
    returning = "tutorials_unseen" not in request.fixturenames
    quick = not request.node.get_closest_marker("normal_pace")
    snapshot = (None if request.node.get_closest_marker("fresh_engine")
                else request.getfixturevalue("engine_snapshot"))
    workers = "allow" if request.node.get_closest_marker("service_worker") else "block"

    def make(**options):
        context = new_context(**{"service_workers": workers, **options})
        context.add_init_script(KEEP_ROOMS_HOME)
        if snapshot:
            keep_snapshot(context, site_url, snapshot)
        if returning:
            context.add_init_script(TUTORIALS_SEEN)
        if quick:
            context.add_init_script(FAST_PACE)
        return context

    return make


def playwright_if_needed(request, engine):
    """pytest-playwright's running Playwright for a driver of `engine` that goes through it,
    else None: started in a test process, it would stay for the session, and the engine's
    unit tests that the same process runs later need a thread with no event loop."""
    through_playwright = engine == "chromium" or not system_driven(engine)
    return request.getfixturevalue("playwright") if through_playwright else None


@pytest.fixture
def tutorials_unseen():
    """Marks a test that meets the tutorials' first-time offer."""


# The longest units of work first: make test's two processes take tests in collection order,
# and the rooms' namespace (one test of over a minute) and each engine's smoke suite (one
# process each), left to the end, would keep one process busy while the other sits idle.
LONGEST_FIRST = ("e2e/test_rooms.py", "e2e/app/test_smoke_browsers.py")


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: item.nodeid.split("::")[0] not in LONGEST_FIRST)

"""End-to-end fixtures: the built site served under a sub-path, the browser, the ready page.

The site is served from dist/ (run `make build` first; `make test` does), or from the folder
$CARDTABLE_DIST names (tools/build.py writes there too), at
http://127.0.0.1:PORT/cardtable/, so any absolute URL in the page breaks a test.

    def test_something(open_site, wait_for_engine, save_screenshot):
        page = open_site("#agnes/1234")   # waits for <html data-engine="ready">
        page.reload()
        wait_for_engine(page)
        save_screenshot(page, "agnes")    # e2e/artifacts/agnes.png
"""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from browser import launch_options  # noqa: E402
from build import DIST  # noqa: E402
from serve import start_server  # noqa: E402

from .support import RECORD_FLIGHTS  # noqa: E402

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
    e2e/test_csp.py opens the page under its policy and checks that it works."""
    return {**browser_context_args, "bypass_csp": True}


@pytest.fixture
def requested_urls(context):
    """Every URL the pages of this test's browser context request, in order."""
    urls = []
    context.on("request", lambda request: urls.append(request.url))
    return urls


def engine_ready(page):
    """Wait until the page's engine has started and marked the page interactive."""
    page.wait_for_selector("html[data-engine='ready']", state="attached",
                           timeout=ENGINE_READY_TIMEOUT_MS)


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


# Every game's tutorial offer (web/js/tutorial.js) counts as answered, so the tests of other
# things open games as a returning player does; the tutorials' own tests ask for
# `tutorials_unseen` to meet the offer.
MARK_TUTORIALS_SEEN = """() => {
  if (localStorage.getItem("cardtable/tutorials") === null) {
    localStorage.setItem("cardtable/tutorials", JSON.stringify(Object.fromEntries(
      ["agnes", "agincards", "agony-aunt", "cardcassonne", "agents-of-the-crown"]
        .map((game) => [game, "offered"]))));
  }
}"""
TUTORIALS_SEEN = f"({MARK_TUTORIALS_SEEN})();"


@pytest.fixture(autouse=True)
def tutorials_seen(request):
    if "tutorials_unseen" in request.fixturenames or "context" not in request.fixturenames:
        return
    request.getfixturevalue("context").add_init_script(TUTORIALS_SEEN)


@pytest.fixture
def tutorials_unseen():
    """Marks a test that meets the tutorials' first-time offer."""

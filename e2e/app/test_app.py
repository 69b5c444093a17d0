"""The site as an installable app: its manifest under the sub-path it is served from, the
Install button (only while the browser offers it), the language switch in the lobby, and the
notice of a new version, whose Reload loses no game in progress."""

import shutil

import pytest

from tools.build.site import DIST, write_manifest
from tools.build.serve import start_server

from ..support import SAVE_PREFIX, wait_for_moves

pytestmark = pytest.mark.service_worker

REQUIRED_FIELDS = ("name", "short_name", "start_url", "scope", "display", "icons",
                   "theme_color", "background_color")
SERVICE_WORKER_TIMEOUT_MS = 60_000


def test_the_manifest_makes_the_site_installable_under_its_sub_path(open_site, site_url,
                                                                    context):
    page = open_site()
    manifest_url = page.evaluate("document.querySelector('link[rel=manifest]').href")
    assert manifest_url == site_url + "manifest.webmanifest"
    response = page.request.get(manifest_url)
    assert response.ok and response.headers["content-type"].startswith("application/manifest+json")
    manifest = response.json()
    assert all(manifest.get(field) for field in REQUIRED_FIELDS)
    assert manifest["display"] == "standalone"
    resolve = "(path) => new URL(path, document.querySelector('link[rel=manifest]').href).href"
    assert page.evaluate(resolve, manifest["start_url"]) == site_url
    assert page.evaluate(resolve, manifest["scope"]) == site_url
    assert manifest["theme_color"] == page.evaluate(
        "document.querySelector('meta[name=theme-color]').content")
    purposes = set()
    for icon in manifest["icons"]:
        width, height = page.evaluate("""async (url) => {
            const bitmap = await createImageBitmap(await (await fetch(url)).blob());
            return [bitmap.width, bitmap.height]; }""", page.evaluate(resolve, icon["src"]))
        assert icon["sizes"] == f"{width}x{height}"
        purposes.add((icon.get("purpose", "any"), width))
    assert {("any", 192), ("any", 512), ("maskable", 512)} <= purposes
    touch = page.evaluate("document.querySelector('link[rel=apple-touch-icon]').href")
    assert page.request.get(touch).ok
    # Chromium's own verdict, once the service worker controls the page; a test's browser
    # context is always incognito, where nothing installs, so that one reason is expected.
    page.wait_for_function("navigator.serviceWorker.controller !== null",
                           timeout=SERVICE_WORKER_TIMEOUT_MS)
    errors = context.new_cdp_session(page).send("Page.getInstallabilityErrors")
    assert [error["errorId"] for error in errors["installabilityErrors"]] == ["in-incognito"]


def offer_installation(page):
    """Fire the event Chromium fires when it offers to install the site; a prompt that
    records being shown."""
    page.evaluate("""() => {
        const offer = new Event("beforeinstallprompt", { cancelable: true });
        offer.prompt = async () => { window.promptShown = true; };
        offer.userChoice = Promise.resolve({ outcome: "accepted" });
        dispatchEvent(offer);
        window.offerPrevented = offer.defaultPrevented; }""")


def test_install_shows_only_while_the_browser_offers_it(open_site):
    page = open_site()
    install = page.get_by_role("button", name="Install")
    page.locator(".games [data-game]").first.wait_for()
    assert install.count() == 0 or not install.is_visible()
    offer_installation(page)
    install.click()
    assert page.evaluate("window.promptShown && window.offerPrevented")
    assert not install.is_visible(), "an offer is used once"
    offer_installation(page)
    page.goto(page.url.split("#")[0] + "#agnes/5")
    page.locator(".agnes").wait_for()
    assert page.get_by_role("button", name="Install").count() == 0, "only in the lobby"


def test_the_lobby_switches_language_and_remembers_it(open_site):
    page = open_site()
    page.get_by_role("button", name="Français").click()
    page.get_by_role("heading", name="Nouvelle partie").wait_for()
    assert page.evaluate("document.documentElement.lang") == "fr"
    page.reload()
    page.get_by_role("button", name="English").wait_for()
    assert page.evaluate("document.documentElement.lang") == "fr"


@pytest.fixture
def own_site(tmp_path):
    """A copy of the build served on its own, so a test can deploy a new version of it."""
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    server = start_server(site, prefix="/cardtable/")
    yield site, f"http://127.0.0.1:{server.server_port}/cardtable/"
    server.shutdown()


def test_a_new_version_waits_for_reload_and_the_game_in_progress_survives(
        page, wait_for_engine, own_site):
    site, url = own_site
    page.goto(url + "#agnes/40")
    wait_for_engine(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null",
                           timeout=SERVICE_WORKER_TIMEOUT_MS)
    page.locator('button[data-focus="deal"]').click()
    wait_for_moves(page, 1, "agnes/40")
    first_cache = page.evaluate("caches.keys()")

    with (site / "index.html").open("a") as index:
        index.write("<!-- the next deploy -->\n")
    write_manifest(site)
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    notice = page.locator(".update-notice")
    notice.get_by_text("A new version is ready").wait_for(timeout=SERVICE_WORKER_TIMEOUT_MS)
    assert page.evaluate("caches.keys()")[0] in first_cache, "the old version stays until asked"

    notice.get_by_role("button", name="Reload").click()
    page.wait_for_function("async (old) => !(await caches.keys()).includes(old)",
                           arg=first_cache[0], timeout=SERVICE_WORKER_TIMEOUT_MS)
    wait_for_engine(page)
    # The engine may be ready before the page has drawn the deal: wait for the board.
    page.locator(".agnes .reserve-pile .card").first.wait_for()
    assert page.locator(".agnes .reserve-pile .card").count() == 7, "the deal is still there"
    assert page.evaluate("(key) => JSON.parse(localStorage.getItem(key)).save.moves.length",
                         SAVE_PREFIX + "agnes/40") == 1

"""One small driver interface over each browser engine the tests drive (install.py says which
are installed and how): `open_driver(engine)` gives a `Driver` for "chromium", "firefox" or
"webkit", whichever way this machine drives it: open a page, evaluate a script, click a point or
an element, wait for a condition, prefer a language, take a screenshot.
e2e/app/test_smoke_browsers.py and tools/bench/page.py run over it, so the same smoke tests run
here and on GitHub Actions.
"""


import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from .install import (ENGINES, MINIBROWSER, SYSTEM_CHROMIUM, SYSTEM_FIREFOX, WEBKIT_DRIVER, XVFB,
                      system_driven)

# No sandbox (root and containers cannot use it), no GPU (headless machines have none), and
# none of Chromium's own background traffic, so the only requests are the page's.
SYSTEM_CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync"]
# Any host name but localhost fails to resolve: a request to a CDN fails fast and visibly.
LOCAL_ONLY_ARG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"
# The other engines send every request but loopback's to a proxy on a loopback port where
# nothing listens (port 9, discard): it fails at once and never leaves the machine.
DEAD_PROXY_HOST, DEAD_PROXY_PORT = "127.0.0.1", 9
VIEWPORT = (1280, 800)
START_TIMEOUT_S = 60


# Chromium keeps only the last --disable-features of its command line, so the one we pass
# repeats Playwright's own (its chromiumSwitches.js, for the playwright pinned in pyproject.toml;
# tests/web/test_browsers.py compares) instead of silently replacing them.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AcceptCHFrame", "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose",
    "DialMediaRouteProvider", "GlobalMediaControls", "HttpsUpgrades", "LensOverlay", "MediaRouter",
    "PaintHolding", "ThirdPartyStoragePartitioning", "Translate", "AutoDeElevate", "RenderDocument")
# Headless Chromium draws the omnibox's pop-ups ahead of use in every new window, each in a
# renderer of its own: two processes and their CPU for every browser context a test opens.
UNSEEN_UI_FEATURES = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup")
# WebRTC offers the machine's own addresses, not the mDNS names browsers hide them behind,
# which nothing resolves in the online rooms' test network (tools/browsers/room_network.py).
WEBRTC_LOCAL_ADDRESSES_FEATURES = ("WebRtcHideLocalIpsWithMdns",)
FIREFOX_WEBRTC_PREFS = {"media.peerconnection.ice.obfuscate_host_addresses": False}


def launch_options(webrtc_local_addresses=False):
    """Keyword arguments for Playwright's `chromium.launch`; with `webrtc_local_addresses`, for
    the online rooms' network, where WebRTC must offer the machine's own addresses."""
    disabled = PLAYWRIGHT_DISABLED_FEATURES + UNSEEN_UI_FEATURES + (
        WEBRTC_LOCAL_ADDRESSES_FEATURES if webrtc_local_addresses else ())
    args = [LOCAL_ONLY_ARG, "--disable-features=" + ",".join(disabled)]
    if SYSTEM_CHROMIUM.exists():
        return {"executable_path": str(SYSTEM_CHROMIUM), "args": SYSTEM_CHROMIUM_ARGS + args}
    return {"args": args}


class DriverError(RuntimeError):
    """A browser that would not start or answer, or a condition never met."""


class Driver:
    """One browser window of one engine, with a profile of its own for the driver's life.

    Scripts are JavaScript function expressions, `(arg) => ...`, given one JSON argument; a
    promise they return is awaited; the result comes back as JSON."""

    engine = ""
    how = ""  # how it is driven, e.g. "Debian's firefox-esr through Marionette"

    def open(self, url):
        """Go to `url` and wait until its document has loaded."""
        raise NotImplementedError

    def reload(self):
        raise NotImplementedError

    def evaluate(self, script, arg=None):
        raise NotImplementedError

    def click_at(self, x, y):
        """A mouse click at viewport point (x, y), CSS pixels."""
        raise NotImplementedError

    def set_language(self, tag):
        """Prefer the language `tag` (e.g. "fr-FR") from the next page load on. A backend may
        have to start a new browser for it: then the profile (storage, service worker) is new."""
        raise NotImplementedError

    def set_viewport(self, width, height):
        raise NotImplementedError

    def screenshot(self, path):
        """Save the window's content as a PNG at `path`."""
        raise NotImplementedError

    def close(self):
        raise NotImplementedError

    # Built on the above, the same for every backend.

    def url(self):
        return self.evaluate("() => location.href")

    def wait_for(self, script, arg=None, timeout=30, what=None):
        """Wait until `script(arg)` is truthy; its value. Raises DriverError after `timeout` s."""
        end = time.monotonic() + timeout
        error = None
        while True:
            try:
                value = self.evaluate(script, arg)
            except Exception as exception:  # a page going away mid-script: try again
                value, error = None, exception
            if value:
                return value
            if time.monotonic() > end:
                raise DriverError(f"{self.engine}: still not {what or script} after {timeout} s"
                                  + (f" (last error: {error})" if error else ""))
            time.sleep(0.1)

    def wait_for_selector(self, selector, timeout=30):
        """Wait until an element matches `selector` (CSS) and is shown."""
        self.wait_for("(s) => [...document.querySelectorAll(s)].some((e) => e.checkVisibility())",
                      selector, timeout, what=f"showing {selector}")

    def click(self, selector, at=None, text=None, timeout=30):
        """Click the first shown element that matches `selector` (and whose text is `text`, if
        given), at `at` (x, y from its top-left corner; its centre by default), as a mouse
        would: it is scrolled into view first."""
        point = self.wait_for(POINT_OF, [selector, at, text], timeout,
                              what=f"showing {selector}" + (f" {text!r}" if text else ""))
        self.click_at(round(point[0]), round(point[1]))


# The viewport point to click on the first shown element matching a selector (and a text).
POINT_OF = """([selector, at, text]) => {
  const element = [...document.querySelectorAll(selector)].find((e) => e.checkVisibility()
    && (text === null || e.textContent.trim() === text));
  if (!element) return null;
  element.scrollIntoView({ block: "center", inline: "center" });
  const box = element.getBoundingClientRect();
  return at ? [box.left + at[0], box.top + at[1]] : [box.left + box.width / 2, box.top + box.height / 2];
}"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PlaywrightDriver(Driver):
    """Playwright's Chromium (Debian's when installed), Firefox or WebKit."""

    def __init__(self, engine, language=None, viewport=VIEWPORT, playwright=None):
        from playwright.sync_api import sync_playwright
        self.engine = engine
        # One thread can run one Playwright: pytest-playwright's, when a test has it.
        self._own_playwright = playwright is None
        self._playwright = sync_playwright().start() if playwright is None else playwright
        browser_type = getattr(self._playwright, engine)
        options = (launch_options() if engine == "chromium" else
                   {"firefox_user_prefs": FIREFOX_WEBRTC_PREFS} if engine == "firefox" else {})
        self.how = ("Debian's chromium" if options.get("executable_path") else
                    f"Playwright's {engine}") + " through Playwright"
        self._browser = browser_type.launch(headless=True, **options)
        self._viewport = viewport
        self._new_context(language)

    def _new_context(self, language):
        options = {"viewport": dict(zip(("width", "height"), self._viewport))}
        if language:
            options["locale"] = language
        self._context = self._browser.new_context(**options)
        self.page = self._context.new_page()

    def open(self, url):
        self.page.goto(url)

    def reload(self):
        self.page.reload()

    def evaluate(self, script, arg=None):
        return self.page.evaluate(script, arg)

    def click_at(self, x, y):
        self.page.mouse.click(x, y)

    def set_language(self, tag):
        self._context.close()
        self._new_context(tag)

    def set_viewport(self, width, height):
        self._viewport = (width, height)
        self.page.set_viewport_size({"width": width, "height": height})

    def screenshot(self, path):
        self.page.screenshot(path=str(path))

    def close(self):
        self._browser.close()
        if self._own_playwright:
            self._playwright.stop()


class WebDriverBackend(Driver):
    """What Marionette and selenium's WebDriver share: W3C WebDriver commands."""

    def _execute(self, body, args):
        raise NotImplementedError

    def evaluate(self, script, arg=None):
        # WebDriver awaits a promise the script returns.
        return self._execute(f"return ({script})(arguments[0]);", [arg])

    def _wait_loaded(self):
        self.wait_for("() => document.readyState !== 'loading'", timeout=START_TIMEOUT_S,
                      what="loaded")

    def reload(self):
        # A page's own reload, as a player's: WebDriver's Refresh bypasses the service worker
        # in Firefox (the reloaded page is not controlled, so it cannot load offline).
        self.evaluate("() => { window.driverReloading = true; setTimeout(() => location.reload()); }")
        self.wait_for("() => !window.driverReloading && document.readyState !== 'loading'",
                      timeout=START_TIMEOUT_S, what="reloaded")


class MarionetteDriver(WebDriverBackend):
    """Debian's firefox-esr, headless, through its built-in Marionette (marionette-driver)."""

    how = "Debian's firefox-esr through Marionette"

    def __init__(self, language=None, viewport=VIEWPORT):
        from marionette_driver.marionette import Marionette
        self.engine = "firefox"
        self._profile = tempfile.mkdtemp(prefix="firefox-profile-")
        port = free_port()
        prefs = {
            "marionette.port": port,
            # Every request but loopback's goes to a dead loopback proxy.
            "network.proxy.type": 1,
            "network.proxy.http": DEAD_PROXY_HOST, "network.proxy.http_port": DEAD_PROXY_PORT,
            "network.proxy.ssl": DEAD_PROXY_HOST, "network.proxy.ssl_port": DEAD_PROXY_PORT,
            "network.proxy.no_proxies_on": "127.0.0.1, localhost",
            "network.proxy.allow_hijacking_localhost": False,
            # And Firefox's own background traffic is off.
            "app.update.enabled": False, "app.normandy.enabled": False,
            "browser.safebrowsing.malware.enabled": False,
            "browser.safebrowsing.phishing.enabled": False,
            "browser.safebrowsing.downloads.enabled": False,
            "datareporting.policy.dataSubmissionEnabled": False,
            "toolkit.telemetry.enabled": False, "network.captive-portal-service.enabled": False,
            "network.connectivity-service.enabled": False, "dom.push.connection.enabled": False,
            "extensions.update.enabled": False, "browser.shell.checkDefaultBrowser": False,
            "browser.startup.homepage_override.mstone": "ignore",
            "browser.aboutwelcome.enabled": False, "network.dns.disablePrefetch": True,
            "network.prefetch-next": False, "services.settings.server": "",
            **FIREFOX_WEBRTC_PREFS,
        }
        if language:
            prefs["intl.accept_languages"] = language
        Path(self._profile, "user.js").write_text("".join(
            f"user_pref({json.dumps(name)}, {json.dumps(value)});\n" for name, value in prefs.items()))
        self._process = subprocess.Popen(
            [str(SYSTEM_FIREFOX), "--headless", "--marionette", "-remote-allow-system-access",
             "--no-remote", "--profile", self._profile],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            self._marionette = Marionette(host="127.0.0.1", port=port,
                                          startup_timeout=START_TIMEOUT_S)
            self._marionette.start_session()
            self._marionette.timeout.script = 120
            self.set_viewport(*viewport)
        except Exception:
            self.close()
            raise

    def _execute(self, body, args):
        # The page's own global, not a sandbox: what the page sees is what the test sees.
        return self._marionette.execute_script(body, script_args=args, sandbox=None)

    def open(self, url):
        self._marionette.navigate(url)

    def click_at(self, x, y):
        mouse = self._marionette.actions.sequence("pointer", "mouse", {"pointerType": "mouse"})
        mouse.pointer_move(x, y).pointer_down().pointer_up().perform()

    def set_language(self, tag):
        self._marionette.set_pref("intl.accept_languages", tag)

    def set_viewport(self, width, height):
        # The window's size, corrected by what its frame takes from the viewport.
        inner = self.evaluate("() => [innerWidth, innerHeight]")
        rect = self._marionette.window_rect
        self._marionette.set_window_rect(width=rect["width"] + width - inner[0],
                                         height=rect["height"] + height - inner[1])

    def screenshot(self, path):
        Path(path).write_bytes(base64.b64decode(self._marionette.screenshot(full=False)))

    def close(self):
        try:
            if getattr(self, "_marionette", None) and self._marionette.session:
                self._marionette.delete_session()
        finally:
            self._process.terminate()
            try:
                self._process.wait(10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            shutil.rmtree(self._profile, ignore_errors=True)


class Xvfb:
    """An X server of our own (the display number it chose), for WebKitGTK's window."""

    def __init__(self, size=(1400, 1000)):
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [XVFB, "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
             "-nolisten", "tcp"], pass_fds=(write,),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as lines:
            number = lines.readline().strip()
        if not number:
            self.process.kill()
            raise DriverError("Xvfb did not start")
        self.display = f":{number}"

    def close(self):
        self.process.terminate()
        self.process.wait()


class WebKitGTKDriver(WebDriverBackend):
    """WebKitGTK's MiniBrowser in automation mode, through WebKitWebDriver and selenium, in an
    Xvfb of its own. Its language is the process's (LANGUAGE): a new language starts a new
    browser, with a new profile."""

    how = "Debian's WebKitGTK MiniBrowser through WebKitWebDriver (selenium)"

    def __init__(self, language=None, viewport=VIEWPORT):
        self.engine = "webkit"
        self._viewport = viewport
        self._xvfb = Xvfb()
        self._driver = None
        try:
            self._start(language)
        except Exception:
            self.close()
            raise

    def _start(self, language):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        options = Options()
        options.binary_location = str(MINIBROWSER)
        options.add_argument("--automation")
        options.add_argument(f"--proxy=http://{DEAD_PROXY_HOST}:{DEAD_PROXY_PORT}")
        options.add_argument("--ignore-host=127.0.0.1")  # one host an option
        options.add_argument("--ignore-host=localhost")
        options.add_argument("--enable-dns-prefetching=false")
        options.add_argument("--enable-webrtc=true")  # off by default in WebKitGTK, where built
        env = {**os.environ, "DISPLAY": self._xvfb.display}
        if language:
            # WebKitGTK reads the process's locale (setlocale), which must be installed:
            # install() makes fr_FR.UTF-8 for the smoke suite.
            locale = language.replace("-", "_")
            env.update(LANGUAGE=locale, LANG=f"{locale}.UTF-8", LC_ALL=f"{locale}.UTF-8")
        # Its default host ("local") also wants IPv6's loopback, which the rooms' network lacks.
        service = Service(executable_path=str(WEBKIT_DRIVER), env=env, service_args=["--host=127.0.0.1"])
        self._driver = webdriver.WebKitGTK(options=options, service=service)
        self._driver.set_script_timeout(120)
        self.set_viewport(*self._viewport)

    def _execute(self, body, args):
        return self._driver.execute_script(body, *args)

    def open(self, url):
        self._driver.get(url)
        self._wait_loaded()

    def click_at(self, x, y):
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        actions = ActionBuilder(self._driver)
        actions.pointer_action.move_to_location(x, y).click()
        actions.perform()

    def set_language(self, tag):
        self._driver.quit()
        self._driver = None
        self._start(tag)

    def set_viewport(self, width, height):
        self._viewport = (width, height)
        inner = self.evaluate("() => [innerWidth, innerHeight]")
        size = self._driver.get_window_size()
        self._driver.set_window_size(size["width"] + width - inner[0],
                                     size["height"] + height - inner[1])

    def screenshot(self, path):
        self._driver.save_screenshot(str(path))

    def close(self):
        try:
            if self._driver:
                self._driver.quit()
        finally:
            self._xvfb.close()


def open_driver(engine, language=None, viewport=VIEWPORT, playwright=None):
    """A Driver for `engine` ("chromium", "firefox", "webkit"): Debian's browser through
    Marionette or WebKitWebDriver where installed, else Playwright's (through `playwright`, a
    running sync Playwright, if given: pytest-playwright's in a test)."""
    if engine not in ENGINES:
        raise ValueError(f"no such engine: {engine!r}")
    if engine == "firefox" and system_driven("firefox"):
        return MarionetteDriver(language, viewport)
    if engine == "webkit" and system_driven("webkit"):
        return WebKitGTKDriver(language, viewport)
    return PlaywrightDriver(engine, language, viewport, playwright)

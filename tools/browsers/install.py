"""Which browsers the end-to-end tests and the benchmarks drive, and how to install them:

    python3 -m tools.browsers.install

Chromium: the system's /usr/bin/chromium (Debian's package: Playwright cannot download its own
browser on every machine); else installed with apt-get when running as root (a fresh Debian
machine); else Playwright downloads its Chromium (GitHub Actions, not root). Firefox and
WebKit: Debian's firefox-esr (driven through its built-in Marionette) and WebKitGTK
(webkit2gtk-driver's WebKitWebDriver and libwebkit2gtk-4.1-0's MiniBrowser, driven through
selenium, in an Xvfb of their own), installed with apt-get as root; elsewhere Playwright's own
Firefox and WebKit. drivers.py drives whichever this machine has.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
SYSTEM_FIREFOX = Path("/usr/bin/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = "Xvfb"
# firefox-esr and WebKitGTK's MiniBrowser with its driver, and the X server it needs.
DEBIAN_PACKAGES = {"chromium": ["chromium"], "firefox": ["firefox-esr"],
                   "webkit": ["webkit2gtk-driver", "libwebkit2gtk-4.1-0", "xvfb", "xauth", "locales"]}
# The smoke suite's French browser: WebKitGTK takes its language from the process's locale,
# which must be installed (localedef makes it from the locales package).
FRENCH_LOCALE = ("fr_FR", "UTF-8")
ENGINES = ("chromium", "firefox", "webkit")
def system_driven(engine):
    """Whether `engine` is driven through Debian's browser here (else through Playwright's)."""
    if engine == "firefox":
        return SYSTEM_FIREFOX.exists()
    if engine == "webkit":
        return WEBKIT_DRIVER.exists() and MINIBROWSER.exists() and shutil.which(XVFB) is not None
    return True


def install():
    """Make sure each engine that open_driver() drives is installed: Debian's packages when
    running as root with apt-get, else Playwright's own browsers."""
    missing_chromium = not SYSTEM_CHROMIUM.exists()
    missing = [engine for engine in ENGINES
               if (missing_chromium if engine == "chromium" else not system_driven(engine))]
    if not missing:
        print("browser: using " + ", ".join(
            [str(SYSTEM_CHROMIUM), str(SYSTEM_FIREFOX), f"{MINIBROWSER} ({WEBKIT_DRIVER})"]))
        make_french_locale()
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        packages = [name for engine in missing for name in DEBIAN_PACKAGES[engine]]
        print(f"browser: installing Debian's {' '.join(packages)} with apt-get")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", *packages],
                       check=True, env=env)
        make_french_locale()
        return
    print(f"browser: installing Playwright's {' '.join(missing)}")
    command = [sys.executable, "-m", "playwright", "install", *missing]
    if shutil.which("sudo") and subprocess.run(["sudo", "-n", "true"],
                                               capture_output=True).returncode == 0:
        command.append("--with-deps")
    subprocess.run(command, check=True)


def make_french_locale():
    """Make the French locale WebKitGTK's French session runs in, unless it exists (root)."""
    if not system_driven("webkit"):
        return
    name, charset = FRENCH_LOCALE
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()
    if f"{name}.{charset.lower().replace('-', '')}" in listed:
        return
    if os.geteuid() != 0 or not shutil.which("localedef"):
        print(f"browser: no {name}.{charset} locale: WebKit's French test will fail")
        return
    print(f"browser: making the {name}.{charset} locale")
    subprocess.run(["localedef", "-i", name, "-c", "-f", charset, f"{name}.{charset}"], check=True)


if __name__ == "__main__":
    if sys.argv[1:]:
        sys.exit(__doc__)
    install()

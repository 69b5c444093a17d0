"""Which Chromium the end-to-end tests and the benchmark drive, and how to install one.

    python3 tools/browser.py install

Prefers the system's /usr/bin/chromium (Debian's package: Playwright cannot download its
own browser on every machine); else installs it with apt-get when running as root (a fresh
Debian machine); else asks Playwright to download its Chromium (GitHub Actions, not root).
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
# No sandbox (root and containers cannot use it), no GPU (headless machines have none), and
# none of Chromium's own background traffic, so the only requests are the page's.
SYSTEM_CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync"]
# Any host name but localhost fails to resolve: a request to a CDN fails fast and visibly.
LOCAL_ONLY_ARG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"


def launch_options():
    """Keyword arguments for Playwright's `chromium.launch`."""
    if SYSTEM_CHROMIUM.exists():
        return {"executable_path": str(SYSTEM_CHROMIUM),
                "args": SYSTEM_CHROMIUM_ARGS + [LOCAL_ONLY_ARG]}
    return {"args": [LOCAL_ONLY_ARG]}


def install():
    """Make sure a Chromium that launch_options() can start is installed."""
    if SYSTEM_CHROMIUM.exists():
        print(f"browser: using {SYSTEM_CHROMIUM}")
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("browser: installing Debian's chromium with apt-get")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"],
                       check=True, env=env)
        return
    print("browser: installing Playwright's chromium")
    command = [sys.executable, "-m", "playwright", "install", "chromium"]
    if shutil.which("sudo") and subprocess.run(["sudo", "-n", "true"],
                                               capture_output=True).returncode == 0:
        command.append("--with-deps")
    subprocess.run(command, check=True)


if __name__ == "__main__":
    if sys.argv[1:] != ["install"]:
        sys.exit(__doc__)
    install()

"""The browsers' launch options (tools/browsers/drivers.py): Chromium keeps only the last
--disable-features of its command line, so ours must carry Playwright's own names as well."""

import re
from pathlib import Path

import playwright

from tools.browsers.drivers import (PLAYWRIGHT_DISABLED_FEATURES, UNSEEN_UI_FEATURES,
                                    WEBRTC_LOCAL_ADDRESSES_FEATURES, launch_options)

SWITCHES = (Path(playwright.__file__).parent / "driver" / "package" / "lib" / "server"
            / "chromium" / "chromiumSwitches.js")


def playwrights_disabled_features():
    """The names in the installed Playwright's `disabledFeatures` list, its own choice."""
    source = SWITCHES.read_text(encoding="utf-8")
    listing = re.search(r"const disabledFeatures = \([^)]*\) => \[(.*?)\]\.filter", source, re.S)
    assert listing, f"no disabledFeatures list in {SWITCHES}: Playwright changed how it lists them"
    return re.findall(r'^\s*"(\w+)",?$', listing.group(1), re.M)


def disabled_features(options):
    switches = [arg for arg in options["args"] if arg.startswith("--disable-features=")]
    assert len(switches) == 1, switches
    return switches[0].split("=", 1)[1].split(",")


def test_our_list_keeps_every_feature_playwright_disables():
    theirs = playwrights_disabled_features()
    assert len(theirs) > 5
    assert set(theirs) <= set(PLAYWRIGHT_DISABLED_FEATURES)


def test_one_list_of_disabled_features_for_the_suite_and_one_for_the_rooms():
    suite = disabled_features(launch_options())
    rooms = disabled_features(launch_options(webrtc_local_addresses=True))
    assert set(suite) == {*PLAYWRIGHT_DISABLED_FEATURES, *UNSEEN_UI_FEATURES}
    assert set(rooms) == set(suite) | set(WEBRTC_LOCAL_ADDRESSES_FEATURES)

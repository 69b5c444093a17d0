"""Fixtures of the online rooms' tests, which run only inside their network namespace
(e2e/test_rooms.py starts them there): a local Nostr relay, and browser contexts that signal
through it with no ICE server (host candidates only)."""

import json
import os

import pytest

from tools.browsers.drivers import launch_options
from tools.browsers.room_network import Relay, inside, signal_through

from .relay_link import RelayLink
from .turn_relay import Faults, TurnRelay, ice_server


def pytest_collection_modifyitems(config, items):
    if inside():
        return
    skip = pytest.mark.skip(reason="run inside the rooms' network namespace by e2e/test_rooms.py")
    for item in items:
        if "/e2e/rooms/" in str(item.fspath):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """The suite's Chromium, showing its local addresses to WebRTC (its features list in place
    of the suite's); as root (the namespace is made with sudo on GitHub Actions) without its
    sandbox, which root cannot use."""
    features = [arg for arg in launch_options(webrtc_local_addresses=True)["args"]
                if arg.startswith("--disable-features=")]
    args = [arg for arg in browser_type_launch_args["args"]
            if not arg.startswith("--disable-features=")] + features
    if os.geteuid() == 0 and "--no-sandbox" not in args:
        args.append("--no-sandbox")
    return {**browser_type_launch_args, "args": args}


@pytest.fixture(scope="session")
def relay(tmp_path_factory):
    running = Relay(tmp_path_factory.mktemp("relay"))
    yield running
    running.stop()


@pytest.fixture(scope="session")
def turn():
    """The tests' TURN relay (turn_relay.py), through which a device made with `room_context(
    turn_user=...)` sends every packet; each test starts with no fault."""
    running = TurnRelay()
    yield running
    running.stop()


@pytest.fixture
def room_context(new_context, relay, turn):
    """`room_context()`: a new browser context (a device of its own, a returning player's:
    see `new_context`) whose pages signal through the local relay; `room_context(language="fr")`
    for a French device; `room_context(turn_user="ann")` for one whose every packet to another
    device goes through the tests' TURN relay, under that name, and which reaches the Nostr
    relay by a way of its own (relay_link.py): `turn.cut("ann")` takes its whole link down,
    `turn.faults` gives the packets between devices a network's faults."""
    turn.faults = Faults()
    turn.down.clear()

    def make(language="en", turn_user=None, **options):
        context = new_context(locale=language, **options)
        if turn_user is None:
            context.add_init_script(signal_through([relay.url]))
            return context
        if turn_user not in turn.links:
            turn.links[turn_user] = RelayLink(relay.port)
        context.add_init_script(signal_through([turn.links[turn_user].url]))
        context.add_init_script(f"localStorage.setItem('cardtable/rooms/ice', "
                                f"{json.dumps(json.dumps(ice_server(turn, turn_user)))});")
        return context

    yield make
    for link in turn.links.values():
        link.stop()
    turn.links.clear()

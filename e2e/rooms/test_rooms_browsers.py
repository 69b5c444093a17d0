"""A friend joins an online room from Firefox and from WebKit (tools/browsers/drivers.py's drivers:
Debian's firefox-esr and WebKitGTK here, Playwright's elsewhere) and plays a card of Agony Aunt
on the host's Chromium, through the local relay: the room works across engines, not only
between two Chromiums. A WebKit without WebRTC (Debian builds WebKitGTK without it) cannot be
in a room at all: the smoke suite checks that it says so plainly."""

import pytest

import pygames
from tools.browsers.drivers import open_driver
from tools.browsers.room_network import signal_through

from ..conftest import ARTIFACTS, FAST_PACE, MARK_TUTORIALS_SEEN, playwright_if_needed
from .support import ROOM_READY_MS, host_save, open_host, start, wait_for_host_move

SEED = 4242
WAIT_S = ROOM_READY_MS / 1000
HAND = ".aa-hand .card"


def friend_in(engine, site_url, relay, request):
    """A browser of `engine`, a returning player's, whose rooms signal through the local relay."""
    driver = open_driver(engine, playwright=playwright_if_needed(request, engine))
    driver.open(site_url)
    driver.evaluate(MARK_TUTORIALS_SEEN)
    driver.evaluate(f"() => {{ {signal_through([relay.url])} {FAST_PACE} }}")
    return driver


def take_a_seat(driver, link, name):
    driver.open(link)
    driver.wait_for_selector(".room-name", timeout=WAIT_S)
    driver.evaluate("(name) => { document.querySelector('.room-name').value = name; }", name)
    driver.click(".room-seats button.primary", timeout=WAIT_S)
    driver.wait_for("() => window.cardtableRoom.seat !== undefined", timeout=WAIT_S, what="a seat")


def moves_saved(host):
    return len(host_save(host)["moves"])


@pytest.mark.parametrize("engine", ["firefox", "webkit"])
def test_a_friend_in_another_engine_joins_and_plays_a_card(engine, room_context, site_url, relay,
                                                           request):
    friend = friend_in(engine, site_url, relay, request)
    try:
        if friend.evaluate("() => typeof RTCPeerConnection") != "function":
            pytest.skip(f"this {engine} ({friend.how}) has no WebRTC: "
                        "test_smoke_browsers.py checks the room's plain words instead")
        host, link = open_host(room_context, site_url, "agony-aunt", SEED, humans=2)
        take_a_seat(friend, link, "Fiona")
        start(host)
        friend.wait_for_selector(HAND, timeout=WAIT_S)
        # The host's device and the computers play until it is the friend's turn.
        while 1 not in pygames.replay(host_save(host)).to_play:
            count = moves_saved(host)
            if 0 in pygames.replay(host_save(host)).to_play:
                host.locator(f"{HAND}.legal").first.click(position={"x": 10, "y": 40})
            wait_for_host_move(host, count)
        before = moves_saved(host)
        friend.click(f"{HAND}.legal", at=(10, 40), timeout=WAIT_S)
        wait_for_host_move(host, before)
        state = pygames.replay(host_save(host))
        assert state.history[before][0] == 1, "the friend's card is the next move the host saved"
        hand = sorted(state.view(1)["hand"])
        shown = friend.wait_for(
            "(n) => { const cards = [...document.querySelectorAll('.aa-hand .card')];"
            " return cards.length === n && cards.map((card) => card.dataset.card); }",
            len(hand), timeout=WAIT_S, what="the friend's hand after its card")
        assert sorted(shown) == hand, "the friend's device shows its own seat's hand"
        friend.wait_for("() => document.getAnimations().length === 0", timeout=WAIT_S,
                        what="the card landed")
        ARTIFACTS.mkdir(exist_ok=True)
        friend.screenshot(ARTIFACTS / f"room-peer-{engine}.png")
    finally:
        friend.close()

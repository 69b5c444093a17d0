"""The host keeps two human seats on its own device beside a friend online: between the two the
usual "Pass to" screen hides every private card, while the friend's device plays its own seat.
A seat the host takes back in the lobby is no longer the friend's who had taken it."""

import pygames

from .support import host_save, join, open_host, start, wait_for_host_move


def test_two_seats_on_the_hosts_device_and_a_friend_online(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", 21, humans=3, level="easy")
    friend = join(room_context, link, "Cleo")
    assert friend.evaluate("window.cardtableRoom.seat") == 1
    # The host takes seat 2 for this device: the friend who had it has it no more, and takes
    # the next free one.
    host.locator(".room-seats .seat").nth(1).locator("select").first.select_option("host")
    friend.wait_for_function("window.cardtableRoom.seat === undefined")
    friend.locator(".room-seats button.primary").first.click()
    friend.wait_for_function("window.cardtableRoom.seat === 2")
    start(host)
    friend.wait_for_selector(".aa-hand .card", timeout=30_000)
    handed = set()
    for _ in range(40):
        state = pygames.replay(host_save(host))
        seat = state.to_play[0]
        if seat in (0, 1):
            handoff = host.locator(".handoff")
            if handoff.count():
                assert host.locator("[data-card]").count() == 0, "nothing private during the hand-off"
                handoff.locator("button").click()
                handed.add(seat)
            host.wait_for_selector(".aa-hand .card.legal", timeout=30_000)
            shown = host.locator(".aa-hand .card").evaluate_all("els => els.map((e) => e.dataset.card)")
            assert sorted(shown) == sorted(state.view(seat)["hand"])
            host.locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
        elif seat == 2:
            friend.wait_for_selector(".aa-hand .card.legal", timeout=30_000)
            friend.locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
        wait_for_host_move(host, len(state.history))
        if handed == {0, 1}:
            break
    assert handed == {0, 1}, "each of the host's seats was handed the device"

"""A turn of Agents of the Crown in an online room: the host and three friends (one reading
French) each choose their secret pass on their own device at the same time; until the pass is
made no device shows another seat's chosen cards, and afterwards each shows its own hand as
the engine has it. Screenshots of the room's screens in English and French, desktop and phone."""

import pygames

from ..support import page_width
from .support import host_save, join, open_host, start

GAME = "agents-of-the-crown"
PHONE = {"viewport": {"width": 360, "height": 740}}


def first_pass(hand):
    noble = next(card for card in hand if card[0] in "TJQK")
    common = next(card for card in hand if card[0] not in "TJQK")
    return noble, common


def shown_cards(page):
    return set(page.locator("[data-card]").evaluate_all("els => els.map((e) => e.dataset.card)"))


def test_host_and_three_friends_choose_their_secret_passes(room_context, site_url, save_screenshot):
    host, link = open_host(room_context, site_url, GAME, 31, humans=4)
    friends = [join(room_context, link, "Anne-Sophie", "fr"), join(room_context, link, "Ben", **PHONE),
               join(room_context, link, "Cléo", "fr", **PHONE)]
    save_screenshot(friends[2], "room-join-fr-phone")
    save_screenshot(host, "room-host-lobby-en")
    start(host)
    pages = [host, *friends]
    for page in pages:
        page.locator(".hand-card:not([aria-disabled])").first.wait_for(timeout=30_000)
    state = pygames.replay(host_save(host))
    before = len(state.history)
    chosen = {}
    for seat, page in enumerate(pages):
        assert sorted(page.locator(".crown .hand-card").evaluate_all(
            "els => els.map((e) => e.dataset.card)")) == sorted(state.view(seat)["hand"])
        noble, common = first_pass(state.view(seat)["hand"])
        page.click(f'.hand-card[data-card="{noble}"]')
        page.click(f'.hand-card[data-card="{common}"]')
        page.locator('[data-focus-key="pass"]').click()
        chosen[seat] = {noble, common}
        host.wait_for_function(
            "([key, n]) => JSON.parse(localStorage.getItem(key)).save.moves.length >= n",
            arg=["cardtable/save/" + host.evaluate("window.cardtableRoom.room.route"), before + seat + 1])
        for other, other_page in enumerate(pages):
            if other != seat and seat < 3:
                assert not shown_cards(other_page) & chosen[seat], \
                    f"seat {other} sees no card seat {seat} chose to pass"
    state = pygames.replay(host_save(host))
    assert len(state.history) >= before + 4
    for seat, page in enumerate(pages):
        page.wait_for_function("n => document.querySelectorAll('.crown .hand-card').length === n",
                               arg=len(state.view(seat)["hand"]), timeout=30_000)
        assert sorted(page.locator(".crown .hand-card").evaluate_all(
            "els => els.map((e) => e.dataset.card)")) == sorted(state.view(seat)["hand"])
    save_screenshot(friends[0], "room-peer-table-fr")
    save_screenshot(friends[1], "room-peer-table-en-phone")
    save_screenshot(friends[2], "room-peer-table-fr-phone")


def test_the_room_screens_in_french_and_on_a_phone(room_context, site_url, save_screenshot):
    host, link = open_host(room_context, site_url, GAME, 31, humans=2, language="fr")
    save_screenshot(host, "room-host-lobby-fr")
    phone_host, _ = open_host(room_context, site_url, GAME, 32, humans=3, **PHONE)
    save_screenshot(phone_host, "room-host-lobby-en-phone")
    assert page_width(phone_host) <= 360
    friend = room_context(language="en").new_page()
    friend.goto(link)
    friend.locator(".room-seats button.primary").first.wait_for(timeout=30_000)
    save_screenshot(friend, "room-join-en")
    for page in (host, phone_host, friend):
        text = page.locator("main").inner_text()
        assert "null" not in text and "undefined" not in text and "room." not in text

"""Opening an online room through the page, as players do: the host from the new-game dialog,
each friend from the room's link on a device (browser context) of their own."""

import pygames

ROOM_READY_MS = 30_000


def open_host(room_context, site_url, game, seed, humans):
    """The host's page, its room made for `game`'s deal `seed` with `humans` human seats (the
    first the host's, the others friends'), and the room's link."""
    page = room_context().new_page()
    page.goto(site_url)
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
    page.locator(f'button[data-game="{game}"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.wait_for()
    dialog.locator('input[name="seed"]').fill(str(seed))
    players = pygames.get_game(game).max_players
    for seat in range(1, players):
        dialog.get_by_label(f"Seat {seat + 1} is played by").select_option(
            "human" if seat < humans else "computer")
    dialog.get_by_role("button", name="Play with friends online").click()
    link = page.locator(".room-link")
    link.wait_for(timeout=ROOM_READY_MS)
    page.evaluate("window.cardtableRoom.record = true")
    return page, link.input_value()


def join(room_context, link, name, language="en"):
    """A friend's page at the room's link, at the first free seat under `name`."""
    page = room_context(language=language).new_page()
    page.goto(link)
    page.locator(".room-name").wait_for()
    page.locator(".room-name").fill(name)
    take = page.locator(".room-seats button.primary").first
    take.wait_for(timeout=ROOM_READY_MS)
    take.click()
    page.wait_for_function("window.cardtableRoom.seat !== undefined", timeout=ROOM_READY_MS)
    return page


def start(host):
    button = host.get_by_role("button", name="Start the game")
    host.wait_for_function("!document.querySelector('.room .primary[disabled]')", timeout=ROOM_READY_MS)
    button.click()


def host_save(host):
    """The engine's save of the room's game on the host."""
    route = host.evaluate("window.cardtableRoom.room.route")
    return host.evaluate("key => JSON.parse(localStorage.getItem(key)).save", "cardtable/save/" + route)


def sent_messages(host):
    """Every message the host sent: [{peer, seat, message}]."""
    import json
    return [{**entry, "message": json.loads(entry["text"])}
            for entry in host.evaluate("window.cardtableRoom.sent")]

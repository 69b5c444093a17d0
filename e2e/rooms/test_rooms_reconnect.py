"""Nothing lost, nobody stuck: a friend who reloads takes its seat back and sees the position;
a host that reloads reopens the room from its save under the same link, and the friends
reconnect by themselves and play on."""

import pygames

from .support import host_save, join, open_host, start, wait_for_host_move


def hand_shown(page):
    return sorted(page.locator(".aa-hand .card").evaluate_all("els => els.map((e) => e.dataset.card)"))


def play_one(host, pages):
    state = pygames.replay(host_save(host))
    seat = state.to_play[0]
    pages[seat].locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
    wait_for_host_move(host, len(state.history))


def test_a_friend_and_the_host_reload_and_the_game_goes_on(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", 5, humans=2, level="easy")
    friend = join(room_context, link, "Ben")
    start(host)
    friend.wait_for_selector(".aa-hand .card", timeout=30_000)
    pages = {0: host, 1: friend}
    # Play on until it is the friend's turn, then the friend reloads.
    for _ in range(8):
        state = pygames.replay(host_save(host))
        if state.to_play[0] == 1:
            break
        if state.to_play[0] == 0:
            play_one(host, pages)
        else:
            wait_for_host_move(host, len(state.history))
    friend.reload()
    friend.wait_for_selector(".aa-hand .card.legal", timeout=30_000)
    state = pygames.replay(host_save(host))
    assert hand_shown(friend) == sorted(state.view(1)["hand"])
    assert friend.evaluate("window.cardtableRoom.snapshot.seat") == 1
    play_one(host, pages)

    host.reload()
    host.wait_for_selector(".aa-hand .card", timeout=90_000)
    moves = len(pygames.replay(host_save(host)).history)
    friend.wait_for_function("() => window.cardtableRoom.host !== null", timeout=30_000)
    for _ in range(4):
        state = pygames.replay(host_save(host))
        if state.to_play[0] in (0, 1):
            play_one(host, pages)
        else:
            wait_for_host_move(host, len(state.history))
    state = pygames.replay(host_save(host))
    assert len(state.history) >= moves + 4
    # At least there: the computers play on meanwhile, and the friend's board may pass that
    # position between two of the test's looks; only the friend's own moves change its hand.
    friend.wait_for_function("n => window.cardtableRoom.snapshot.view.move_number >= n",
                             arg=len(state.history), timeout=30_000)
    assert hand_shown(friend) == sorted(state.view(1)["hand"])

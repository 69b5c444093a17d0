"""A friend's device goes away at its turn: past the set time the host may let a computer play
the seat (at the level chosen), the game goes on, and when the friend comes back to the link
the seat is theirs again."""

import pygames

from .support import host_save, join, open_host, start


def moves_saved(host):
    return len(host_save(host)["moves"])


def wait_for_turn(host, seat):
    """Let the computers and the host play on until `seat` is to play."""
    for _ in range(40):
        state = pygames.replay(host_save(host))
        if seat in state.to_play:
            return state
        if 0 in state.to_play:
            host.locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
        host.wait_for_function("n => JSON.parse(localStorage.getItem('cardtable/save/' + "
                               "window.cardtableRoom.room.route)).save.moves.length > n",
                               arg=len(state.history), timeout=30_000)
    raise AssertionError(f"seat {seat} never came to play")


def test_a_computer_plays_for_an_away_friend_who_then_takes_the_seat_back(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", 11, humans=2, level="easy")
    friend = join(room_context, link, "Ben")
    start(host)
    friend.wait_for_selector(".aa-hand .card", timeout=30_000)
    host.evaluate("window.cardtableRoom.awayMs = 500")
    wait_for_turn(host, 1)
    friend.goto("about:blank")
    offer = host.locator(".room-away button")
    offer.wait_for(timeout=30_000)
    assert "Ben is not connected" in host.locator(".room-away").text_content()
    before = moves_saved(host)
    host.locator(".room-away select").select_option("easy")
    offer.click()
    host.wait_for_function("n => JSON.parse(localStorage.getItem('cardtable/save/' + "
                           "window.cardtableRoom.room.route)).save.moves.length > n", arg=before,
                           timeout=30_000)
    seats = host.evaluate("JSON.parse(localStorage.getItem('cardtable/save/' + window.cardtableRoom.room.route)).seats")
    assert seats[1]["kind"] == "computer" and seats[1]["level"] == "easy" and seats[1]["remote"]
    assert pygames.replay(host_save(host)).history[before][0] == 1, "the computer played Ben's seat"

    friend.goto(link)
    friend.wait_for_function("window.cardtableRoom && window.cardtableRoom.snapshot && "
                             "window.cardtableRoom.snapshot.seat === 1", timeout=30_000)
    host.wait_for_function("JSON.parse(localStorage.getItem('cardtable/save/' + "
                           "window.cardtableRoom.room.route)).seats[1].kind === 'human'", timeout=30_000)
    state = wait_for_turn(host, 1)
    friend.wait_for_selector(".aa-hand .card.legal", timeout=30_000)
    friend.locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
    host.wait_for_function("n => JSON.parse(localStorage.getItem('cardtable/save/' + "
                           "window.cardtableRoom.room.route)).save.moves.length > n",
                           arg=len(state.history), timeout=30_000)
    assert pygames.replay(host_save(host)).history[len(state.history)][0] == 1

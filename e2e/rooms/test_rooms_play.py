"""An online room with its host and three friends, each on a device of their own (a browser
context), signalling through a local Nostr relay: a trick of Agony Aunt played by clicks on
every device, each showing exactly its own seat's hand; a refusal reaches only its peer."""

import pygames

from .support import host_save, join, open_host, sent_messages, start, wait_for_host_move

SEED = 4242


def test_host_and_three_friends_play_a_trick_of_agony_aunt(room_context, site_url, save_screenshot):
    host, link = open_host(room_context, site_url, "agony-aunt", SEED, humans=4)
    friends = [join(room_context, link, name) for name in ("Ann", "Ben", "Cleo")]
    save_screenshot(host, "room-host-lobby")
    start(host)
    # A friend's device runs no engine: the host's runs the game.
    for page in friends:
        page.wait_for_selector(".aa-hand .card", timeout=30_000)
        assert page.evaluate("document.documentElement.dataset.engine") == "loading"
        assert not page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)"
                                 ".filter((name) => name.includes('pyodide') || name.includes('pygames.zip'))")
    pages = [host, *friends]
    for page in pages:
        page.wait_for_selector(".aa-hand .card", timeout=30_000)
    for move in range(4):
        state = pygames.replay(host_save(host))
        assert len(state.history) == move
        seat = state.to_play[0]
        for index, page in enumerate(pages):
            page.wait_for_function("n => document.querySelectorAll('.aa-hand .card').length === n",
                                   arg=len(state.view(index)["hand"]))
            shown = page.locator(".aa-hand .card").evaluate_all("els => els.map((e) => e.dataset.card)")
            assert sorted(shown) == sorted(state.view(index)["hand"]), f"seat {index} sees its own hand"
        pages[seat].locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
        wait_for_host_move(host, move)
    save_screenshot(friends[0], "room-peer-table")
    # Only the host's device keeps the deal: no friend was sent the seed or the moves.
    for entry in sent_messages(host):
        assert entry["message"]["t"] != "end" and "save" not in entry["message"]


def test_a_refusal_reaches_only_the_peer_whose_move_it_was(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", SEED, humans=4)
    friends = [join(room_context, link, name, language) for name, language
               in (("Ann", "fr"), ("Ben", "en"), ("Cleo", "en"))]
    start(host)
    for page in friends:
        page.wait_for_selector(".aa-hand .card", timeout=30_000)
    state = pygames.replay(host_save(host))
    waiting = next(seat for seat in (1, 2, 3) if seat not in state.to_play)
    card = state.view(waiting)["hand"][0]
    peer = friends[waiting - 1]
    refusal = peer.evaluate("move => window.cardtableRoom.play({ move })", f"play {card}")
    assert refusal["t"] == "refused" and refusal["message"]["key"]
    refused_to = [entry for entry in sent_messages(host) if entry["message"]["t"] == "refused"]
    assert [entry["seat"] for entry in refused_to] == [waiting]
    assert len(pygames.replay(host_save(host)).history) == 0

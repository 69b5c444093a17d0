"""Bad input from the network: a device sends oversized, malformed and other-seat messages,
then floods; the host ignores each, drops the flooder, and the game goes on. A spectator (a
device that comes after the start) is sent only what every player sees."""

import pygames

from .support import check_snapshot, host_save, join, open_host, sent_messages, start, wait_for_host_move

SEND_RAW = """(texts) => { for (const text of texts) window.cardtableRoom.net.send(text, window.cardtableRoom.host); }"""


def watch(room_context, link):
    page = room_context().new_page()
    page.goto(link)
    page.wait_for_function("window.cardtableRoom && window.cardtableRoom.snapshot !== null", timeout=30_000)
    return page


def test_a_hostile_device_is_ignored_then_dropped_and_the_game_goes_on(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", 99, humans=2, level="easy")
    friend = join(room_context, link, "Ben")
    start(host)
    friend.wait_for_selector(".aa-hand .card", timeout=30_000)
    hostile = watch(room_context, link)
    state = pygames.replay(host_save(host))
    bens_card = state.view(1)["hand"][0]
    hostile.evaluate(SEND_RAW, [
        '{"t": "move", "move": "' + "x" * 5000 + '"}',                 # oversized
        "{not json", '[1, 2]', '{"t": "shout"}',                       # malformed
        '{"t": "move", "move": "play %s", "seat": 1}' % bens_card,       # names another seat
        '{"t": "take", "seat": 1, "name": "<img src=x onerror=alert(1)>"}',  # the game has begun
    ])
    refusal = hostile.evaluate("move => window.cardtableRoom.play({ move })", f"play {bens_card}")
    assert refusal["message"]["key"] == "room.not-your-seat"
    host.wait_for_function("window.cardtableRoom.ignored >= 5")
    hostile.evaluate(SEND_RAW, ['{"t": "hello", "token": null}'] * 200)
    host.wait_for_function("window.cardtableRoom.dropped === 1")
    # A message of 100,000 characters (seven of Trystero's chunks) is dropped at its first
    # chunk: never gathered, so never read and ignored as one too long.
    ignored = host.evaluate("window.cardtableRoom.ignored")
    watch(room_context, link).evaluate(SEND_RAW, ['{"t": "move", "move": "' + "x" * 100_000 + '"}'])
    host.wait_for_function("window.cardtableRoom.dropped === 2")
    assert host.evaluate("window.cardtableRoom.ignored") == ignored
    assert len(pygames.replay(host_save(host)).history) == len(state.history)
    # The game goes on: the host and its friend play three more moves between them.
    for _ in range(3):
        state = pygames.replay(host_save(host))
        page = host if state.to_play[0] == 0 else friend
        if state.to_play[0] in (0, 1):
            page.locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
        wait_for_host_move(host, len(state.history))
    assert "<img" not in host.content() and "<img" not in friend.content()


def test_a_spectator_sees_no_private_card(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", 7, humans=2, level="easy")
    friend = join(room_context, link, "Ben")
    start(host)
    friend.wait_for_selector(".aa-hand .card", timeout=30_000)
    spectator = watch(room_context, link)
    spectator.wait_for_selector(".board-root .aa-bar", timeout=30_000)
    assert spectator.locator(".aa-hand .card").count() == 0
    save = host_save(host)
    hands = {card for seat in range(4) for card in pygames.replay(save).view(seat)["hand"]}
    shown = set(spectator.locator("[data-card]").evaluate_all("els => els.map((e) => e.dataset.card)"))
    assert not shown & hands, "no card still in a hand is on the spectator's page"
    to_spectator = [entry for entry in sent_messages(host)
                    if entry["message"]["t"] == "snap" and entry["message"]["seat"] is None]
    assert to_spectator
    for entry in to_spectator:
        check_snapshot(entry, host_save(host))


FLOOD = """async ([id, secret, megabytes]) => {
  // Trystero itself, as a stranger with the link would use it: an action the room does not use.
  const { joinRoom } = await import('./runtime/rooms.js');
  const relays = JSON.parse(localStorage.getItem('cardtable/rooms/relays'));
  const room = joinRoom({ appId: 'cardtable-rooms-1', password: secret, relayConfig: { urls: relays },
    rtcConfig: { iceServers: [] } }, id);
  const flood = room.makeAction('zz');
  window.flooded = 0;
  room.onPeerJoin = async (peer) => {
    for (let n = 0; n < megabytes; n += 1) {
      await flood.send('x'.repeat(1 << 20), { target: peer }).catch(() => {});
      window.flooded += 1;
    }
  };
}"""


def heap_used(page):
    """The page's JavaScript heap in use after a full garbage collection (Chromium's CDP)."""
    session = page.context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    used = session.send("Runtime.getHeapUsage")["usedSize"]
    session.detach()
    return used


def test_a_stranger_flooding_an_unknown_action_is_dropped_and_the_host_keeps_nothing(room_context, site_url):
    host, link = open_host(room_context, site_url, "agony-aunt", 99, humans=2, level="easy")
    friend = join(room_context, link, "Ben")
    start(host)
    friend.wait_for_selector(".aa-hand .card", timeout=30_000)
    before = heap_used(host)
    room_id, secret = link.split("#room/")[1].split("/")[:2]
    stranger = room_context().new_page()
    stranger.goto(link.split("#")[0])
    stranger.evaluate(FLOOD, [room_id, secret, 8])
    host.wait_for_function("window.cardtableRoom.dropped === 1", timeout=30_000)
    refused = [gate for gate in host.evaluate("window.cardtableRoom.net.gates()") if gate["refused"]]
    assert [gate["refused"] for gate in refused] == ["action"]
    assert refused[0]["passed"] < 4096, "only Trystero's handshake passed, nothing of the flood"
    assert heap_used(host) - before < 4 << 20, "the host's memory holds nothing of the 8 MB sent"
    # The game goes on: the host and its friend play three more moves between them.
    for _ in range(3):
        state = pygames.replay(host_save(host))
        page = host if state.to_play[0] == 0 else friend
        if state.to_play[0] in (0, 1):
            page.locator(".aa-hand .card.legal").first.click(position={"x": 10, "y": 40})
        wait_for_host_move(host, len(state.history))

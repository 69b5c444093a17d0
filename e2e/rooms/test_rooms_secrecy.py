"""What the host sends is what each seat may see: a whole game of Agents of the Crown with
computers in three seats and a friend in the fourth, every message the host sent checked
against the engine's view of that seat at that move (so the secret, simultaneous choices stay
secret until the game reveals them), and nothing of the deal reaches the friend or a watcher
before the end: every message each device received (recorded on that device) is free of the
deal's save, its seed and any route naming it. The deal is the room's own secret seed."""

import json

from ..support import pace_script
from .support import RECORD_ALL, check_snapshot, deal_free, host_save, join, open_host, sent_messages, start


def recording(room_context):
    """`room_context` for a device that records every message it receives from the first."""
    def make(**options):
        context = room_context(**options)
        context.add_init_script(RECORD_ALL)
        return context
    return make

PLAY_ON = """async () => {
  const room = window.cardtableRoom;
  const snap = room.snapshot;
  if (!snap || snap.over) return snap ? "over" : "waiting";
  if (snap.legal.length) await room.play({ move: snap.legal[0].text });
  return "playing";
}"""


def test_every_message_of_a_whole_game_holds_only_what_its_seat_may_see(room_context, site_url):
    host, link = open_host(room_context, site_url, "agents-of-the-crown", None, humans=2, level="easy")
    host.get_by_label("Seat 1 is played by").select_option("computer")
    host.get_by_label("Level of the computer at seat 1").select_option("easy")
    friend = join(recording(room_context), link, "Ann")
    watcher = recording(room_context)().new_page()
    watcher.goto(link)
    # The instant pace on both devices: a whole game, and what is checked is what was sent.
    for page in (host, friend):
        page.evaluate(pace_script("instant"))
    start(host)
    friend.wait_for_function("window.cardtableRoom.snapshot !== null", timeout=30_000)
    next_year = host.locator('[data-focus-key="next-year"]')
    for _ in range(2000):
        if friend.evaluate(PLAY_ON) == "over":
            break
        # The host's board holds the computers while a year's scoring is on screen.
        if next_year.count():
            next_year.first.click()
        friend.wait_for_timeout(50)
    else:
        raise AssertionError("the game did not end")
    save = host_save(host)
    # Every message the friend and the watcher received, up to the end: nothing of the deal.
    # (The seed is the room's secret one, not a number of the dialog's, which go to 999,999.)
    assert save["seed"] > 999_999
    for page in (friend, watcher):
        page.wait_for_function("window.cardtableRoom.heard.some(({ text }) => JSON.parse(text).t === 'end')",
                               timeout=30_000)
        heard = [entry["text"] for entry in page.evaluate("window.cardtableRoom.heard")]
        end = next(index for index, text in enumerate(heard) if json.loads(text).get("t") == "end")
        assert len(heard[:end]) > 40
        deal_free(heard[:end], save["seed"])
        assert json.loads(heard[end])["save"] == save
    sent = sent_messages(host)
    snapshots = [entry for entry in sent if entry["message"]["t"] == "snap"]
    assert len({entry["message"]["view"]["move_number"] for entry in snapshots}) > 40
    for entry in snapshots:
        check_snapshot(entry, save)
    for peer in {entry["peer"] for entry in sent}:
        to_peer = [entry["message"] for entry in sent if entry["peer"] == peer]
        with_save = [index for index, message in enumerate(to_peer) if "save" in message]
        assert with_save == [len(to_peer) - 1] and to_peer[-1]["t"] == "end", \
            "the save (the deal) is sent only once the game is over, in its end"

    # The finished game is the friend's too: in its saved games (whole, so it replays) and in
    # its statistics: against easy computers, as the friend was the only human (with other
    # friends at the table it counts as "online", stats.js).
    friend.locator("dialog.ending").wait_for(timeout=30_000)
    kept = friend.evaluate("""() => Object.keys(localStorage).filter((key) => key.startsWith('cardtable/save/'))
      .map((key) => JSON.parse(localStorage.getItem(key)))""")
    assert [record["save"]["moves"] for record in kept] == [save["moves"]]
    assert [seat["kind"] for seat in kept[0]["seats"]] == ["computer", "human", "computer", "computer"]
    stats = friend.evaluate("JSON.parse(localStorage.getItem('cardtable/stats'))")
    assert stats["agents-of-the-crown"]["easy"]["played"] == 1
    friend.goto(friend.url.split("#")[0] + "#replay/" + kept[0]["route"])
    friend.locator(".replay-position").wait_for(timeout=30_000)
    assert friend.locator(".problem").count() == 0

"""What the host sends is what each seat may see: a whole game of Agents of the Crown with
computers in three seats and a friend in the fourth, every message the host sent checked
against the engine's view of that seat at that move (so the secret, simultaneous choices stay
secret until the game reveals them), and no message but the last holds the deal's save."""

from ..support import pace_script
from .support import check_snapshot, host_save, join, open_host, sent_messages, start

PLAY_ON = """async () => {
  const room = window.cardtableRoom;
  const snap = room.snapshot;
  if (!snap || snap.over) return snap ? "over" : "waiting";
  if (snap.legal.length) await room.play({ move: snap.legal[0].text });
  return "playing";
}"""


def test_every_message_of_a_whole_game_holds_only_what_its_seat_may_see(room_context, site_url):
    host, link = open_host(room_context, site_url, "agents-of-the-crown", 31, humans=2, level="easy")
    host.get_by_label("Seat 1 is played by").select_option("computer")
    host.get_by_label("Level of the computer at seat 1").select_option("easy")
    friend = join(room_context, link, "Ann")
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
    sent = sent_messages(host)
    snapshots = [entry for entry in sent if entry["message"]["t"] == "snap"]
    assert len({entry["message"]["view"]["move_number"] for entry in snapshots}) > 40
    for entry in snapshots:
        check_snapshot(entry, save)
    ends = [index for index, entry in enumerate(sent) if "save" in entry["message"]]
    assert ends and all(index > sent.index(snapshots[-1]) - 1 for index in ends), \
        "the save (the deal) is sent only once the game is over"
    assert all(sent[index]["message"]["t"] == "end" for index in ends)

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

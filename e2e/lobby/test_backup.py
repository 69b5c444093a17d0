"""Export and import of saved games in a real Chromium: a real download of every game, a real
upload whose entries are each replayed before they are stored (damaged ones reported one by
one), a conflict asked in the site's dialog with each version's date written as the lobby
writes its day's, in the reader's way, and files that are no backup refused with a reason."""

import json
from datetime import datetime, timezone

import pytest

import pygames

from ..support import (SAVE_PREFIX, box_of, named_seats, page_width, save_record, saved_record,
                       store_save)

AGNES = pygames.get_game("agnes")
YOU = named_seats("You")


def agnes_save(seed, *moves):
    state = AGNES.new(1, seed)
    for move in moves:
        state = state.apply(0, move)
    return state.to_json()


def stored_routes(page):
    keys = page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith('{SAVE_PREFIX}'))")
    return sorted(key[len(SAVE_PREFIX):] for key in keys)


def export_backup(page, tmp_path):
    """Click "Export saves" and return the downloaded file's JSON."""
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Export saves").click()
    download = download_info.value
    assert download.suggested_filename.startswith("cardtable-backup-")
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    return json.loads(path.read_text())


def import_file(page, name, content):
    """Choose a file for "Import saves", as the file picker would."""
    page.locator('input[type="file"]').set_input_files(
        {"name": name, "mimeType": "application/json", "buffer": content})


def answer(page, title, button):
    """Wait for the site's question `title` and press `button`; returns its paragraphs."""
    question = page.get_by_role("dialog", name=title)
    question.wait_for()
    text = question.locator(".ask-text p").all_text_contents()
    question.get_by_role("button", name=button).click()
    question.wait_for(state="detached")
    return text


def test_export_then_import_replays_each_game_and_asks_before_replacing(open_site, tmp_path):
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    store_save(page, "agnes/5", agnes_save(5, "deal"), YOU)
    store_save(page, "agnes/7", agnes_save(7, "resign"), YOU)
    page.evaluate("key => localStorage.setItem(key, 'null')", SAVE_PREFIX + "agnes/9")
    page.reload()
    page.locator("li.save").first.wait_for()

    backup = export_backup(page, tmp_path)
    assert backup["format"] == "cardtable-backup" and backup["version"] == 1
    assert sorted(backup["saves"]) == ["agnes/5", "agnes/7"], "the damaged save is left out"
    for route in ("agnes/5", "agnes/7"):
        assert backup["saves"][route] == saved_record(page, route)

    # This browser has since played on in deal 5 and 12; the backup has older games there.
    store_save(page, "agnes/5", agnes_save(5, "deal", "deal"), YOU)
    store_save(page, "agnes/12", agnes_save(12, "deal", "deal", "deal"), YOU)
    damaged = save_record("agnes/6", {**agnes_save(6), "moves": [[0, "KS>t9"]]}, YOU)
    elsewhere = save_record("agnes/10", agnes_save(11, "deal"), YOU)
    saves = {**backup["saves"], "agnes/6": damaged,
             "agnes/8": save_record("agnes/8", agnes_save(8, "deal"), YOU), "agnes/10": elsewhere,
             "agnes/12": save_record("agnes/12", agnes_save(12, "deal"), YOU)}
    import_file(page, "backup.json", json.dumps({**backup, "saves": saves}).encode())

    here, there, _ = answer(page, "Agnès, deal 5 is here already", "Replace")
    assert here.startswith("This browser has 2 moves, saved ")
    assert there.startswith("The backup has 1 move, saved ")
    answer(page, "Agnès, deal 12 is here already", "Keep")
    report = answer(page, "Import finished", "OK")
    assert report[:3] == ["Imported 2 games.", "1 game already here, unchanged.",
                          "Kept this browser's version of 1 game."]
    assert report[3].startswith('Not imported: "agnes/6": move 1 (by seat 0) cannot be replayed')
    assert report[4] == 'Not imported: "agnes/10": its address is not the one of its deal.'
    assert stored_routes(page) == ["agnes/12", "agnes/5", "agnes/7", "agnes/8", "agnes/9"]
    assert saved_record(page, "agnes/5")["save"] == backup["saves"]["agnes/5"]["save"]
    assert len(saved_record(page, "agnes/12")["save"]["moves"]) == 3
    assert saved_record(page, "agnes/8")["save"] == agnes_save(8, "deal")
    page.locator(f'li.save[data-key="{SAVE_PREFIX}agnes/8"]').get_by_role("link", name="Continue").wait_for()


def test_the_export_counts_the_games_the_lobby_lists(open_site, tmp_path):
    """The export said "Saved 4 games" under a list of 2: it carried and counted the deals
    nobody had moved in, which the lobby does not list. It now holds the games the lobby lists
    (in progress and finished) and says so of the damaged one it cannot carry."""
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    store_save(page, "agnes/5", agnes_save(5, "deal"), YOU)
    store_save(page, "agnes/7", agnes_save(7, "resign"), YOU)
    store_save(page, "agnes/8", agnes_save(8), YOU)  # dealt, never moved in: not listed
    page.evaluate("key => localStorage.setItem(key, 'null')", SAVE_PREFIX + "agnes/9")
    page.reload()
    page.locator("li.save.finished").wait_for()
    listed = page.locator("li.save").evaluate_all("rows => rows.map((row) => row.dataset.key)")
    assert sorted(listed) == [SAVE_PREFIX + route for route in ("agnes/5", "agnes/7", "agnes/9")]

    backup = export_backup(page, tmp_path)
    assert sorted(backup["saves"]) == ["agnes/5", "agnes/7"]
    status = page.locator(".backup-status").text_content()
    assert status.startswith("Saved 2 games in cardtable-backup-"), status
    assert status.endswith("The damaged save is left out: it cannot be replayed."), status


NOT_BACKUPS = [
    ("notes.txt", b"hello", "it is not JSON text"),
    ("empty.json", b"", "it is not JSON text"),
    ("other.json", b'{"saves": {}}', "it is not a card table backup"),
    ("list.json", b"[1, 2]", "it is not a card table backup"),
    ("newer.json", b'{"format": "cardtable-backup", "version": 2}', "made by a newer version"),
    ("odd.json", b'{"format": "cardtable-backup", "version": "1"}', "its version is unknown"),
    ("saves.json", b'{"format": "cardtable-backup", "version": 1, "saves": []}', "its saves are damaged"),
    ("deep.json", b"[" * 100_000 + b"]" * 100_000, "nests values far deeper than a backup"),
    ("huge.json", b'{"format": "cardtable-backup", "version": 1, "pad": "' + b"x" * (6 << 20) + b'"}',
     "a backup is at most 5.0 MB"),
]


def test_a_file_that_is_no_backup_is_refused_with_a_reason(open_site):
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    store_save(page, "agnes/5", agnes_save(5, "deal"), YOU)
    for name, content, reason in NOT_BACKUPS:
        import_file(page, name, content)
        [text] = answer(page, "This file cannot be imported", "OK")
        assert text.startswith(f"{name}: ") and reason in text, (name, text)
    assert stored_routes(page) == ["agnes/5"]


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844})
def test_the_backup_panel_fits_a_phone(open_site, save_screenshot):
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    store_save(page, "agnes/5", agnes_save(5, "deal"), YOU)
    page.reload()
    page.locator("li.save").first.wait_for()
    assert page_width(page) <= 390
    for name in ("Export saves", "Import saves"):
        box = box_of(page.get_by_role("button", name=name))
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, name
    save_screenshot(page, "lobby-backup-phone")


def test_the_days_deals_travel_with_the_backup(fixed_day, open_site, tmp_path):
    # Today is one of the backup's days: a lobby redrawn after the import finds its deal known
    # and writes no day of its own.
    page = open_site()
    page.locator(".daily-result[data-result]").wait_for()  # today's deal is found and kept
    days = {"2026-11-20": {"route": "agnes/20261120", "result": "won"},
            "2026-11-21": {"route": "agnes/20261122", "result": None}}
    assert fixed_day in days
    page.evaluate("days => localStorage.setItem('cardtable/daily', JSON.stringify(days))", days)
    backup = export_backup(page, tmp_path)
    assert backup["days"] == days
    page.evaluate("localStorage.removeItem('cardtable/daily')")
    damaged = {"2026-11-22": {"route": "javascript:1", "result": "won"}, "yesterday": days["2026-11-20"]}
    import_file(page, "backup.json", json.dumps({**backup, "days": {**days, **damaged}}).encode())
    report = answer(page, "Import finished", "OK")
    assert "Imported 2 days' deals." in report
    assert [line for line in report if "not the record of a day's deal" in line] == [
        'Not imported: "2026-11-22": it is not the record of a day\'s deal.',
        'Not imported: "yesterday": it is not the record of a day\'s deal.']
    assert page.evaluate("JSON.parse(localStorage.getItem('cardtable/daily'))") == days


def test_a_days_deal_in_conflict_is_described_in_a_sentence(open_site, tmp_path):
    page = open_site()
    page.locator(".daily-result[data-result]").wait_for()
    here = {"2026-11-20": {"route": "agnes/20261120", "result": None}}
    page.evaluate("days => localStorage.setItem('cardtable/daily', JSON.stringify(days))", here)
    backup = export_backup(page, tmp_path)
    backup["days"]["2026-11-20"]["result"] = "won"
    import_file(page, "backup.json", json.dumps(backup).encode())
    question = answer(page, "Today's deal of 2026-11-20 is here already", "Keep")
    assert "This browser has that day's deal, not played yet." in question
    assert "The backup has that day's deal, won." in question


def test_an_import_shows_its_statistics_and_days_result_at_once(open_site, tmp_path):
    page = open_site()
    result = page.locator(".daily-result[data-result]")
    result.wait_for()
    day = page.locator("button[data-daily]").get_attribute("data-daily")
    backup = export_backup(page, tmp_path)
    backup["days"][day]["result"] = "won"
    backup["stats"] = {"agnes": {"solo": {"played": 4, "won": 1, "streak": 1, "bestStreak": 1,
                                          "bestScore": 52, "totalScore": 90}}}
    import_file(page, "backup.json", json.dumps(backup).encode())
    page.get_by_role("dialog").filter(has_text="here already").get_by_role(
        "button", name="Replace").click()
    answer(page, "Import finished", "OK")
    page.locator('.stats-panel tr[data-game="agnes"]').wait_for(timeout=5000)
    page.locator('.daily-result[data-result="won"]').wait_for(timeout=5000)


# Noon UTC of the lobby's fixed day (conftest.FIXED_DAY), in a page on UTC time.
NOON_UTC = datetime(2026, 11, 21, 12, tzinfo=timezone.utc)
# How each reader's dates read: the lobby's day, and a game's save time in a backup's question.
READERS = {"en-GB": ("Saturday 21 November", "21 November 2026", "Keep"),
           "fr-FR": ("samedi 21 novembre", "21 novembre 2026", "Garder")}


@pytest.mark.parametrize("locale", READERS)
def test_backup_dates_read_like_the_lobbys_day_in_the_readers_way(new_context, site_url, locale):
    day, saved_on, keep = READERS[locale]
    page = new_context(locale=locale, timezone_id="UTC").new_page()
    page.clock.set_fixed_time(NOON_UTC)
    page.goto(site_url)
    page.locator("button[data-game]").first.wait_for()
    assert day in page.locator(".daily strong").text_content()
    record = {**save_record("agnes/5", agnes_save(5, "deal"), YOU), "updated": NOON_UTC.timestamp() * 1000}
    page.evaluate("([key, record]) => localStorage.setItem(key, JSON.stringify(record))",
                  [SAVE_PREFIX + "agnes/5", record])
    older = {**record, "save": agnes_save(5)}
    backup = {"format": "cardtable-backup", "version": 1, "saves": {"agnes/5": older}}
    import_file(page, "backup.json", json.dumps(backup).encode())
    question = page.locator("dialog .ask-text")
    question.wait_for()
    here, there, _ = question.locator("p").all_text_contents()
    for sentence in (here, there):
        assert saved_on in sentence and "12:00" in sentence, sentence
        assert "11/21" not in sentence and "PM" not in sentence, sentence
    page.get_by_role("button", name=keep).click()

"""A player's first hour in the lobby (issue 33): a game deleted by one tap comes back exactly
with Undo (and is gone for good without it), Delete stays away from Continue on a phone; one
tap on Play deals a sensible game of each game at once (you against computers, an easy deal of
a patience, else the last choices) and the dialog's options are one tap further; the games are
cards side by side with a picture on a desktop; the statistics are never cut."""

import json

import pytest

import pygames
from pygames.agnes.grades import grade_of

from ..conftest import engine_ready
from ..game_facts import GAMES
from ..support import (SAVE_PREFIX, box_of, clipped, go_to, named_seats, settle, store_save,
                      style_of, wait_for_moves)

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
FINGER = 44  # CSS px: the least a fingertip needs


def cardcassonne_played(seed, moves=6):
    """A Cardcassonne game of three, `moves` moves in (each seat's first legal move)."""
    state = pygames.get_game("cardcassonne").new(3, seed)
    for _ in range(moves):
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state.to_json()


def stored_text(page, route):
    return page.evaluate("key => localStorage.getItem(key)", SAVE_PREFIX + route)


def lobby_with_a_game(page, route="cardcassonne/77?players=3"):
    """The lobby listing one Cardcassonne game in progress; its row."""
    store_save(page, route, cardcassonne_played(77), named_seats("", "", "", computers=(1, 2)))
    page.reload()
    engine_ready(page)
    row = page.locator(f'li.save[data-key="{SAVE_PREFIX}{route}"]')
    row.wait_for()
    return row


def test_a_deleted_game_comes_back_exactly_with_undo(open_site):
    page = open_site()
    route = "cardcassonne/77?players=3"
    row = lobby_with_a_game(page, route)
    before = stored_text(page, route)
    row.get_by_role("button", name="Delete this save").click()
    note = page.locator(".undo-note")
    assert note.locator(".undo-text").text_content() == "Cardcassonne, deal 77, deleted"
    assert row.count() == 0 and stored_text(page, route) is None
    # The note takes the focus the delete button had: Enter undoes at once from the keyboard.
    assert page.evaluate("document.activeElement.textContent") == "Undo"
    page.keyboard.press("Enter")
    row.wait_for()
    assert stored_text(page, route) == before, "the save is back as it was, revision and all"
    assert note.count() == 0
    row.get_by_role("link", name="Continue").click()
    page.wait_for_function(f"() => location.hash === '#{route}'")
    page.locator(".board-root > *").first.wait_for()


def test_a_delete_not_undone_is_gone_and_undo_brings_back_every_delete_since(open_site):
    page = open_site()
    you = named_seats("You")
    agnes = pygames.get_game("agnes")
    for seed in (5, 6, 7):
        store_save(page, f"agnes/{seed}", agnes.new(1, seed).apply(0, "deal").to_json(), you)
    page.reload()
    engine_ready(page)
    rows = page.locator("li.save")
    rows.nth(2).wait_for()
    texts = {seed: stored_text(page, f"agnes/{seed}") for seed in (5, 6)}
    for seed in (5, 6):
        page.locator(f'li.save[data-key="{SAVE_PREFIX}agnes/{seed}"] .delete').click()
    assert page.locator(".undo-note .undo-text").text_content() == "2 games deleted"
    page.get_by_role("button", name="Undo").click()
    rows.nth(2).wait_for()
    assert {seed: stored_text(page, f"agnes/{seed}") for seed in (5, 6)} == texts

    # Without Undo, a game deleted is gone once the player leaves the lobby.
    page.locator(f'li.save[data-key="{SAVE_PREFIX}agnes/7"] .delete').click()
    page.locator(".undo-note").wait_for()
    go_to(page, "agnes/5")
    page.locator(".agnes .card").first.wait_for()
    go_to(page, "")
    rows.nth(1).wait_for()
    assert rows.count() == 2 and stored_text(page, "agnes/7") is None
    assert page.locator(".undo-note").count() == 0

    # Closing the note gives the delete up too.
    page.locator(f'li.save[data-key="{SAVE_PREFIX}agnes/6"] .delete').click()
    page.get_by_role("button", name="Close").click()
    assert page.locator(".undo-note").count() == 0 and rows.count() == 1
    assert stored_text(page, "agnes/6") is None


@pytest.mark.parametrize("viewport", [PHONE, {"width": 360, "height": 740}], ids=["390", "360"])
def test_delete_is_a_fingertip_away_from_continue_on_a_phone(new_context, site_url, viewport):
    page = new_context(viewport=viewport, has_touch=True).new_page()
    page.goto(site_url)
    engine_ready(page)
    row = lobby_with_a_game(page)
    settle(page)
    keep = box_of(row.get_by_role("link", name="Continue"))
    delete = box_of(row.get_by_role("button", name="Delete this save"))
    for box in (keep, delete):
        assert box["width"] >= FINGER and box["height"] >= FINGER, box
    gap = max(keep["x"] - (delete["x"] + delete["width"]), delete["x"] - (keep["x"] + keep["width"]))
    assert gap >= 120, f"only {gap} px between Delete and Continue"


def test_one_tap_per_game_and_the_options_one_tap_further(open_site):
    page = open_site()
    for game_id, facts in GAMES.items():
        players = facts.first_players  # you and two computers where the game allows it
        go_to(page, "")
        play = page.locator(f'button[data-game="{game_id}"]')
        play.click()
        page.wait_for_function("() => location.hash.length > 1 && document.querySelector('.board-root > *')")
        route = page.evaluate("location.hash.slice(1)")
        record = page.evaluate("key => JSON.parse(localStorage.getItem(key))", SAVE_PREFIX + route)
        assert record["game"] == game_id and record["save"]["players"] == players, route
        kinds = [seat["kind"] for seat in record["seats"]]
        assert kinds == ["human"] + ["computer"] * (players - 1), kinds
        state = pygames.replay(record["save"])
        assert not state.is_over and route == record["route"]
        if game_id == "agnes":  # a newcomer's first patience can be won, and easily
            assert record["grade"] == "easy" and record["winnableOnly"] is True
            assert grade_of(pygames.get_game("agnes").new(1, record["save"]["seed"])) == ("easy", True)
        if game_id == "agincards":  # a scoring game against the computers, not a lone one
            assert record["save"]["options"]["variant"] == "score"
        page.locator(".game-header .back").click()
        page.locator(f'button[data-options="{game_id}"]').click()
        dialog = page.locator("dialog.new-game-dialog")
        dialog.wait_for()
        if players > 1 and pygames.get_game(game_id).min_players < pygames.get_game(game_id).max_players:
            assert dialog.locator('select[name="players"]').input_value() == str(players)
        assert dialog.locator(".seat").count() == players
        dialog.get_by_role("button", name="Cancel").click()


def test_one_tap_deals_the_last_choices_and_says_what_it_deals(open_site):
    page = open_site()
    card = page.locator("li.game", has=page.locator('button[data-game="cardcassonne"]'))
    assert card.locator(".quick").text_content() == "Play: you against 2 computers"
    page.locator('button[data-options="cardcassonne"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.locator('select[name="players"]').select_option("4")
    dialog.get_by_label("Level of the computer at seat 4").select_option("hard")
    dialog.get_by_role("button", name="Start").click()
    page.wait_for_url("**#cardcassonne/**")
    go_to(page, "")
    assert card.locator(".quick").text_content() == "Play: you against 3 computers"
    page.locator('button[data-game="cardcassonne"]').click()
    page.wait_for_function("() => location.hash.includes('players=4')")
    record = page.evaluate("key => JSON.parse(localStorage.getItem(key))",
                           SAVE_PREFIX + page.evaluate("location.hash.slice(1)"))
    assert [seat.get("level") for seat in record["seats"]] == [None, "normal", "normal", "hard"]


def test_agnes_deals_easy_first_and_remembers_the_grade_chosen(open_site):
    page = open_site()
    card = page.locator("li.game", has=page.locator('button[data-game="agnes"]'))
    assert card.locator(".quick").text_content() == "Play: easy deal"
    page.locator('button[data-options="agnes"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    grade = dialog.get_by_label("Grade")
    assert grade.input_value() == "easy"
    # A patience's one seat is the player's: no "played by" choice.
    assert dialog.get_by_label("Seat 1 is played by").count() == 0
    grade.select_option("")
    dialog.get_by_label("Winnable deals only").uncheck()
    dialog.locator('input[name="seed"]').fill("7")
    dialog.get_by_role("button", name="Start").click()
    page.wait_for_function("() => location.hash === '#agnes/7'")
    go_to(page, "")
    assert card.locator(".quick").count() == 0  # any deal: nothing to tell
    page.locator('button[data-options="agnes"]').click()
    assert dialog.get_by_label("Grade").input_value() == ""
    dialog.get_by_role("button", name="Cancel").click()
    page.locator('button[data-game="agnes"]').click()
    page.wait_for_function("() => /^#agnes\\/\\d+$/.test(location.hash) && location.hash !== '#agnes/7'")
    record = page.evaluate("key => JSON.parse(localStorage.getItem(key))",
                           SAVE_PREFIX + page.evaluate("location.hash.slice(1)"))
    assert "grade" not in record and "winnableOnly" not in record


# French, the longer words, at both phone widths; English at one.
@pytest.mark.parametrize(("language", "viewport"), [
    ("fr-FR", {"width": 360, "height": 740}), ("fr-FR", PHONE), ("en-GB", PHONE)],
    ids=["fr-360", "fr-390", "en-390"])
def test_the_dialog_opens_on_its_title_with_start_in_view(new_context, site_url, viewport, language):
    page = new_context(viewport=viewport, locale=language, has_touch=True).new_page()
    page.goto(site_url)
    engine_ready(page)
    for game_id in GAMES:
        page.locator(f'button[data-options="{game_id}"]').click()
        dialog = page.locator("dialog.new-game-dialog")
        dialog.wait_for()
        # No field has the focus: a phone would open its keyboard over the dialog.
        assert page.evaluate("document.activeElement.tagName") == "H2"
        start = box_of(dialog.locator('button[type="submit"]'))
        assert start["y"] + start["height"] <= viewport["height"], f"{game_id}: Start below the fold"
        assert start["height"] >= FINGER
        assert clipped(page, "dialog.new-game-dialog") == [], game_id
        levels = dialog.locator(".seat select:not([name]) option").all_text_contents()
        assert all(level[0].isupper() for level in levels), levels  # beside "Human", "Computer"
        page.keyboard.press("Escape")
        dialog.wait_for(state="detached")


def test_agincards_variant_help_speaks_of_both_variants(open_site):
    page = open_site()
    page.locator('button[data-options="agincards"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.locator('select[name="players"]').select_option("1")
    help_text = dialog.locator(".field", has=page.locator('select[name="variant"]')).locator("small")
    assert help_text.text_content().startswith("Score:") and "Patience" in help_text.text_content()


def test_the_desktop_lobby_shows_every_game_above_the_fold_with_a_picture(open_site):
    page = open_site()  # 1280 x 800
    row = lobby_with_a_game(page)
    settle(page)
    assert box_of(row)["width"] < DESKTOP["width"] / 2, "your games share the width with today's deal"
    cards = page.locator("li.game")
    assert cards.count() == len(pygames.GAMES)
    tops = set()
    for card in cards.all():
        assert card.locator(".game-picture .card").count() >= 2
        box = box_of(card)
        tops.add(round(box["y"]))
        buttons = box_of(card.locator(".game-buttons"))
        assert buttons["y"] + buttons["height"] <= DESKTOP["height"], "a game below the fold"
    assert len(tops) == 1, "the games side by side on one row"


@pytest.mark.parametrize("viewport", [{"width": 360, "height": 740}], ids=["360"])
def test_a_phone_shows_each_picture_beside_its_words(new_context, site_url, viewport):
    page = new_context(viewport=viewport, locale="fr-FR").new_page()
    page.goto(site_url)
    engine_ready(page)
    page.locator("button[data-game]").first.wait_for()
    settle(page)
    for card in page.locator("li.game").all():
        words = box_of(card.locator(".game-text"))
        outer = box_of(card)
        for face in card.locator(".game-picture .card").all():
            box = box_of(face)
            assert box["x"] >= outer["x"] and box["x"] + box["width"] <= words["x"], (
                card.locator("strong").text_content(), box, words)
    assert clipped(page, ".games") == []


STATS = {"agnes": {"solo": {"played": 3, "won": 1, "streak": 1, "bestStreak": 1, "bestScore": 52,
                            "totalScore": 80, "bestTimeMs": 312000, "fewestMoves": 140}},
         "agony-aunt": {"easy": {"played": 2, "won": 1, "streak": 1, "bestStreak": 1,
                                 "bestScore": 12, "totalScore": 5}}}


@pytest.mark.parametrize(("language", "viewport"), [
    ("en-GB", DESKTOP), ("fr-FR", DESKTOP), ("fr-FR", PHONE), ("en-GB", {"width": 360, "height": 740})],
    ids=["en-1280", "fr-1280", "fr-390", "en-360"])
def test_every_statistic_shows_whole(new_context, site_url, viewport, language, save_screenshot):
    context = new_context(viewport=viewport, locale=language)
    context.add_init_script(f"localStorage.setItem('cardtable/stats', {json.dumps(json.dumps(STATS))})")
    page = context.new_page()
    page.goto(site_url)
    engine_ready(page)
    panel = page.locator(".stats-panel")
    panel.locator("td").first.wait_for()
    settle(page)
    inside = box_of(panel)
    for cell in panel.locator("td, th").filter(visible=True).all():
        box = box_of(cell)
        if box["width"] <= 1:
            continue  # the column names a phone gives to each figure instead
        assert box["x"] + box["width"] <= inside["x"] + inside["width"] + 0.5, cell.text_content()
    assert clipped(page, ".stats-panel") == []
    # On a phone each figure is named beside it; on a desktop the columns name them.
    first = panel.locator('tr[data-game="agnes"] td').last
    label = style_of(first, "content", pseudo="::before")
    assert (label != "none") == (viewport["width"] < 800), label
    # The averages (80 / 3 and 5 / 2) as the language writes a decimal: "26,7" in French.
    averages = [row.locator("td").nth(5).text_content() for row in panel.locator("tbody tr").all()]
    assert averages == (["26,7", "2,5"] if language.startswith("fr") else ["26.7", "2.5"])
    save_screenshot(page, f"stats-{language[:2]}-{viewport['width']}")


SHARE_SPY = """window.shared = [];
Object.defineProperty(navigator, "share", { configurable: true,
  value: async (data) => { window.shared.push(data); } });"""


@pytest.mark.parametrize("share", [True, False], ids=["share-sheet", "clipboard"])
def test_a_challenge_link_is_shown_and_shared_where_the_browser_can(open_site, page, share):
    if share:
        page.add_init_script(SHARE_SPY)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_site()
    go_to(page, "agnes/41")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, "agnes/41")  # a press while the deal is made is dropped
    page.get_by_role("button", name="Give up").click()
    page.locator("dialog.ask").get_by_role("button", name="Give up").click()
    summary = page.locator("dialog.ending")
    summary.get_by_role("button", name="Challenge a friend").click()
    link = summary.get_by_label("Link to send to a friend")
    link.wait_for()
    assert "#agnes/41?challenge=" in link.input_value()
    said = summary.locator(".challenge-copied span").text_content()
    if share:
        shared = page.evaluate("window.shared")
        assert [entry["url"] for entry in shared] == [link.input_value()]
        assert said == "Link shared: here it is again."
    else:
        assert said == "Link copied: send it to a friend."
        assert page.evaluate("navigator.clipboard.readText()") == link.input_value()

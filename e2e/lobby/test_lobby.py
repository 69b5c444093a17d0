"""The lobby in a real Chromium: shown before Python is ready, the new-game dialog, and
saved games (continue, delete, and broken entries that never block the others).
Deleting with its undo, and one tap to play, are in e2e/lobby/test_lobby_first_hour.py."""

import pytest

import pygames

from ..support import (SAVE_PREFIX, box_of, go_to, named_seats, page_width, read_settled,
                       store_save, style_of)


def stored_keys(page):
    return sorted(page.evaluate(
        f"Object.keys(localStorage).filter((k) => k.startsWith('{SAVE_PREFIX}'))"))


# When the lobby's title and the loading bar first showed, and when the engine became ready.
NOTE_WHEN_SHOWN = """new MutationObserver(() => {
  const when = (window.shownAt ??= {});
  if (document.querySelector('.lobby h1')) when.lobby ??= performance.now();
  if (document.querySelector('.engine-progress progress')) when.bar ??= performance.now();
  if (document.documentElement.dataset.engine === 'ready') when.ready ??= performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true });"""


def test_lobby_shows_before_the_engine_then_lists_the_games(page, site_url, wait_for_engine):
    # Measured by the page itself: from its snapshot the engine can be ready within a blink.
    page.add_init_script(NOTE_WHEN_SHOWN)
    page.goto(site_url, wait_until="domcontentloaded")
    wait_for_engine(page)
    shown = page.evaluate("window.shownAt")
    assert shown["lobby"] < shown["ready"] and shown["bar"] < shown["ready"], shown
    page.locator("button[data-game]").first.wait_for()
    listed = page.locator("button[data-game]").evaluate_all("els => els.map((e) => e.dataset.game)")
    assert listed == list(pygames.GAMES), "every registered game has a page"
    assert page.locator(".engine-progress").count() == 0


def test_new_game_dialog_starts_the_chosen_deal_and_the_lobby_continues_it(open_site):
    page = open_site()
    page.locator('button[data-options="agnes"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    seed = dialog.locator('input[name="seed"]')
    assert 1 <= int(seed.input_value()) <= 999999
    seed.fill("31337")
    dialog.get_by_label("Grade").select_option("")  # any grade: the deal typed, as it is
    dialog.locator('select[name="variant"]').select_option("sorel")
    dialog.locator('input[name="redeals"]').fill("1")
    dialog.get_by_role("button", name="Start").click()
    page.wait_for_url("**#agnes/31337?variant=sorel&redeals=1")
    page.locator(".agnes .card").first.wait_for()
    assert page.locator(".agnes .info .variant").text_content() == "Sorel"
    # A tap on the deal's rules says them whole, beside them.
    page.locator(".agnes .info").click()
    assert page.locator(".refusal").text_content() == (
        "This deal is played as Sorel: the columns build down in the same colour; every "
        "foundation starts at the base rank, 3; an empty column takes only a card of rank 2.")
    expected = pygames.get_game("agnes").new(1, 31337, {"variant": "sorel", "redeals": 1}).view(0)
    assert page.locator(".agnes .column").first.locator(".card").evaluate_all(
        "els => els.map((e) => e.dataset.card)") == expected["tableau"][0]
    page.locator(".agnes .stock").click()
    page.locator(".agnes .reserve-pile .card").first.wait_for()

    page.get_by_role("link", name="Back to the lobby").click()
    row = page.locator("li.save")
    row.wait_for()
    assert "Deal 31337 · 1 move ·" in row.text_content()
    row.get_by_role("link", name="Continue").click()
    page.wait_for_url("**#agnes/31337?variant=sorel&redeals=1")
    page.locator(".agnes .card").first.wait_for()


def test_broken_saves_are_marked_and_deletable_without_blocking_others(open_site):
    page = open_site()
    agnes = pygames.get_game("agnes")
    good = agnes.new(1, 5).apply(0, "deal").to_json()
    unknown = {**good, "game": "no-such-game"}
    bad_move = {**agnes.new(1, 6).to_json(), "moves": [[0, "KS>t9"]]}
    you = named_seats("You")
    store_save(page, "agnes/5", good, you)
    store_save(page, "agnes/6", bad_move, you)
    page.evaluate("key => localStorage.setItem(key, '{not json')", SAVE_PREFIX + "agnes/7")
    store_save(page, "no-such-game/5", unknown, you, title="Mystery")
    page.reload()

    rows = page.locator("li.save")
    rows.first.wait_for()
    assert rows.count() == 4
    by_key = {key: page.locator(f'li.save[data-key="{SAVE_PREFIX}{key}"]')
              for key in ("agnes/5", "agnes/6", "agnes/7", "no-such-game/5")}
    by_key["agnes/6"].locator(".detail", has_text="Damaged: move 1").wait_for()
    by_key["no-such-game/5"].locator(".detail", has_text="Unknown game").wait_for()
    assert "Damaged save" in by_key["agnes/7"].text_content()
    assert by_key["agnes/5"].get_by_role("link", name="Continue").is_visible()

    by_key["agnes/7"].get_by_role("button", name="Delete this save").click()
    assert stored_keys(page) == [SAVE_PREFIX + key for key in ("agnes/5", "agnes/6", "no-such-game/5")]
    assert page.locator("li.save").count() == 3

    go_to(page, "agnes/6")
    problem = page.locator(".problem")
    problem.wait_for()
    assert "cannot be replayed" in problem.text_content()
    problem.get_by_role("button", name="Delete this save").click()
    page.locator("li.save").first.wait_for()
    assert stored_keys(page) == [SAVE_PREFIX + "agnes/5", SAVE_PREFIX + "no-such-game/5"]

    go_to(page, "agnes/5")
    page.locator(".agnes .card").first.wait_for()
    assert page.locator(".agnes .reserve-pile .card").count() == 7


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_lobby_rows_fit_a_phone(open_site):
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    overflow = read_settled(page, """() => {
      const list = document.querySelector('.games').getBoundingClientRect();
      return [...document.querySelectorAll('.game')]
        .filter((row) => row.getBoundingClientRect().right > list.right + 0.5)
        .map((row) => row.textContent);
    }""")
    assert overflow == []
    assert page.locator(".game .summary").first.text_content()


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
@pytest.mark.parametrize("game_id", list(pygames.GAMES))
def test_every_game_title_fits_the_phone_header(open_site, game_id):
    page = open_site(f"#{game_id}/1")
    title = page.locator(".game-header h1")
    title.wait_for()
    assert read_settled(title, "h => h.scrollWidth <= h.clientWidth"), f"{game_id}: title clipped"
    assert "undefined" not in page.locator("body").inner_text()


def offer_installation(page):
    """Fire the event Chromium fires when it offers to install the site (see test_app.py)."""
    page.evaluate("""() => { const offer = new Event("beforeinstallprompt", { cancelable: true });
      offer.prompt = async () => {}; dispatchEvent(offer); }""")
    page.get_by_role("button", name="Install").or_(
        page.get_by_role("button", name="Installer")).wait_for()


@pytest.mark.parametrize(("width", "language"), [(1280, "en"), (390, "fr"), (360, "fr"), (360, "en")])
def test_the_lobby_header_holds_its_logo_and_one_line_title(page, site_url, wait_for_engine, width,
                                                            language):
    page.set_viewport_size({"width": width, "height": 740})
    page.add_init_script(f"localStorage.setItem('cardtable/language', '{language}')")
    page.goto(site_url)
    wait_for_engine(page)
    page.locator("button[data-game]").first.wait_for()
    offer_installation(page)  # the longest row of tools: Install, the other language, settings
    header = box_of(page.locator(".lobby-header"))
    for card in page.locator(".lobby-header .fan .card").all():
        box = box_of(card)
        assert header["y"] <= box["y"] and box["y"] + box["height"] <= header["y"] + header["height"]
        assert header["x"] <= box["x"] and box["x"] + box["width"] <= header["x"] + header["width"]
    title = page.locator(".lobby-header h1")
    line = float(style_of(title, "line-height").removesuffix("px"))
    assert box_of(title)["height"] < 1.5 * line, "the title wraps"
    assert read_settled(title, "h => h.scrollWidth <= h.clientWidth"), "the title is cut"
    # The title never runs under the tools: on a phone they take a line of their own.
    brand = box_of(page.locator(".lobby-brand"))
    for tool in page.locator(".lobby-tools > :visible").all():
        box = box_of(tool)
        apart = (box["x"] >= brand["x"] + brand["width"] or box["y"] >= brand["y"] + brand["height"])
        assert apart, f"{tool.text_content()} overlaps the title"
        assert box["x"] + box["width"] <= width
    assert page_width(page) <= width


def agnes_given_up(seed):
    """A lost Agnès: one deal from the stock, then the player gives up."""
    return pygames.get_game("agnes").new(1, seed).apply(0, "deal").apply(0, "resign").to_json()


def agony_aunt_to_the_end(seed):
    """An Agony Aunt game of four played to its end, each seat taking its first legal move."""
    state = pygames.get_game("agony-aunt").new(4, seed)
    while not state.is_over:
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state


def row_of(page, route):
    return page.locator(f'li.save[data-key="{SAVE_PREFIX}{route}"]')


def test_finished_games_show_their_result_and_unfinished_ones_none(open_site):
    page = open_site()
    table = agony_aunt_to_the_end(3)
    you_and_computers = named_seats("You", "Bo", "Cy", "Di", computers=(1, 2, 3))
    everyone = named_seats("Ana", "Bo", "Cy", "Di")
    store_save(page, "agnes/5", agnes_given_up(5), named_seats("You"))
    store_save(page, "agony-aunt/3", table.to_json(), you_and_computers)
    store_save(page, "agony-aunt/3?pass", table.to_json(), everyone)
    store_save(page, "agnes/6", pygames.get_game("agnes").new(1, 6).apply(0, "deal").to_json(),
               named_seats("You"))
    page.reload()

    row_of(page, "agnes/5").locator(".result").wait_for()
    assert row_of(page, "agnes/5").locator(".result.lost").text_content() == "Lost"
    you = 0
    place = 1 + sum(score > table.scores[you] for score in table.scores)
    expected = "Won" if you in table.winners else f"Place {place} of 4"
    assert row_of(page, "agony-aunt/3").locator(".result").text_content() == expected
    (winner,) = table.winners  # this deal has one winner
    assert row_of(page, "agony-aunt/3?pass").locator(".result").text_content() == (
        f"{everyone[winner]['name']} won")
    unfinished = row_of(page, "agnes/6")
    assert unfinished.locator(".result").count() == 0
    assert unfinished.get_by_role("link", name="Continue").is_visible()


def test_clearing_finished_games_asks_first_and_keeps_their_statistics(open_site):
    page = open_site()
    you = named_seats("You")
    for seed in (5, 7):
        store_save(page, f"agnes/{seed}", agnes_given_up(seed), you)
    store_save(page, "agnes/6", pygames.get_game("agnes").new(1, 6).apply(0, "deal").to_json(), you)
    stats = '{"agnes": {"solo": {"played": 2, "won": 0, "streak": 0, "bestStreak": 0, ' \
            '"bestScore": 9, "totalScore": 15}}}'
    page.evaluate("text => localStorage.setItem('cardtable/stats', text)", stats)
    page.reload()

    clear = page.get_by_role("button", name="Clear finished games")
    clear.wait_for()
    clear.click()
    question = page.locator("dialog.ask")
    assert question.locator("h2").text_content() == "Clear 2 finished games?"
    assert "They leave this list for good" in question.inner_text()
    question.get_by_role("button", name="Cancel").click()
    assert len(stored_keys(page)) == 3

    clear.click()
    question.get_by_role("button", name="Clear").click()
    page.locator("li.save").nth(1).wait_for(state="detached")
    assert stored_keys(page) == [SAVE_PREFIX + "agnes/6"]
    assert page.locator("li.save").count() == 1
    assert clear.is_hidden()
    assert page.evaluate("localStorage.getItem('cardtable/stats')") == stats
    assert page.locator(".stats-panel").filter(has_text="Agnès").is_visible()


def test_export_says_how_many_games_it_saved_and_in_which_file(open_site):
    page = open_site()
    you = named_seats("You")
    for seed in (5, 7):
        store_save(page, f"agnes/{seed}", agnes_given_up(seed), you)
    page.reload()
    with page.expect_download() as download:
        page.get_by_role("button", name="Export saves").click()
    file = download.value.suggested_filename
    assert page.locator(".backup [role=status]").text_content() == (
        f"Saved 2 games in {file}, among your downloads.")

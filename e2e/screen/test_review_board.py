"""The review's board and words (web/js/screen/review.js, replay.js): the board of a reviewed
position is read-only (no "Give up", no buttons of play, no "your turn": a caption names the
move reviewed); "Next mistake" steps over mistakes and blunders only, never an inaccuracy;
and on a phone the ringed better move (every piece of it: a card from the hand and its row) and
the sentence that explains it are on screen together, however the position was reached. Each
game comes with its review already kept beside it (computed here by the engine), so nothing is
computed in the page. Screenshots at 390x844 and 1280x800 in both languages go to
e2e/artifacts/."""

import pytest

import pygames
from pygames.core import Rng, replay_states
from pygames.core.players import PLAYERS_SALT, play_out, player_named, random_player
from pygames.core.review import review

from tools.build.catalogs import merged_catalogs

from ..conftest import ARTIFACTS, engine_ready
from ..support import box_of, go_to, landed, named_seats, read_settled, settle, store_save

PHONE, WIDE = {"width": 390, "height": 844}, {"width": 1280, "height": 800}
RINGED = ".board-root .hinted, .board-root .ag-hinted, .board-root .ringed"
WORDS = {"en": {"next": "Next mistake", "give_up": "Give up", "before": "Before your move"},
         "fr": {"next": "Erreur suivante", "give_up": "Abandonner", "before": "Avant votre coup"}}


def agnes_given_up():
    """Deal 2 played 6 moves by the normal player, then given up: the give-up, move 7, threw
    away most of the win chance (a blunder)."""
    game = pygames.get_game("agnes")
    played = play_out(game.new(1, 2), [player_named(game, "normal")], Rng(2 ^ PLAYERS_SALT),
                      until=lambda state: len(state.history) >= 6)
    return "agnes/2", played.apply(0, "resign").to_json(), named_seats("Ana")


def cardcassonne_played():
    """A whole game of a random player (seat 0, so it errs) against a normal computer."""
    game = pygames.get_game("cardcassonne")
    final = play_out(game.new(2, 1), [random_player, player_named(game, "normal")],
                     Rng(1 ^ PLAYERS_SALT))
    seats = named_seats("Ana", "Bob", computers=[1])
    seats[1]["level"] = "normal"
    return "cardcassonne/1", final.to_json(), seats


REVIEW_VERSION = 3  # web/js/store/saves.js: a kept review of another version is computed again


def open_kept_review(page, route, save, seats, version=REVIEW_VERSION):
    """Store the finished game and its review, as the page keeps them, and open the review."""
    found = review(replay_states(save), 0)
    store_save(page, route, save, seats)
    page.evaluate("([key, kept]) => localStorage.setItem(key, JSON.stringify(kept))",
                  [f"cardtable/review/{route}", {"version": version, "seat": 0, "save": save, **found}])
    go_to(page, f"review/{route}")
    page.locator(".review-accuracy").wait_for(timeout=240_000)
    return found["entries"]


def shown_number(page):
    return int(page.locator(".review-moves li.current").get_attribute("data-number"))


def ring_and_words(page):
    """The boxes of the ringed pieces, of the sentence that explains the better move and of
    the pinned words and bar, read at once on the settled board."""
    return read_settled(page, """(root, ringed) => {
      const box = (element) => { const r = element.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
      return { ringed: [...root.querySelectorAll(ringed)].map(box),
               says: box(root.querySelector('.review-says')),
               told: box(root.querySelector('.review-told')),
               bar: box(root.querySelector('.review-bar')),
               height: innerHeight, width: innerWidth };
    }""", RINGED)


def assert_seen_together(page):
    """The ringed pieces (every one) and the explaining sentence are in the window, the pieces
    neither under the bar pinned above nor under the words pinned below (once the moves' words
    have filled in: the sheet's height is then its last)."""
    page.wait_for_function(
        "() => !document.querySelector('.review-detail').textContent.includes('…')")
    seen = ring_and_words(page)
    assert seen["ringed"], "nothing is ringed"
    says, told, bar = seen["says"], seen["told"], seen["bar"]
    assert 0 <= says["top"] and says["bottom"] <= seen["height"], seen
    for piece in seen["ringed"]:
        assert bar["bottom"] <= piece["top"] and piece["bottom"] <= told["top"], seen
        assert 0 <= piece["left"] and piece["right"] <= seen["width"], seen



def brought_into_view(page):
    """Wait until the position shown has landed and the page has scrolled its ring into view
    (review.js does once the cards land): a click sent meanwhile could land beside its button."""
    landed(page)
    settle(page)


def phone_page(new_context, site_url, language="en"):
    """The site opened on a phone in `language`, its engine ready."""
    page = new_context(locale="en-GB" if language == "en" else "fr-FR", viewport=PHONE).new_page()
    page.goto(site_url)
    engine_ready(page)
    return page


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_given_up_deal_s_review_board_is_read_only_and_ring_and_words_show_together(
        new_context, site_url, save_screenshot, language):
    words = WORDS[language]
    page = phone_page(new_context, site_url, language)
    route, save, seats = agnes_given_up()
    entries = open_kept_review(page, route, save, seats)
    give_up = entries[-1]
    assert give_up["move"]["text"] == "resign" and give_up["mark"] == "blunder"
    marked = [entry["number"] for entry in entries if entry["mark"] in ("mistake", "blunder")]
    page.locator(".replay-tools .tool").first.click()  # the deal
    for number in marked:  # the give-up is the last of the mistakes and blunders
        page.get_by_role("button", name=words["next"]).click()
        page.locator(f'.review-moves li.current[data-number="{number}"]').wait_for()
        brought_into_view(page)
    caption = page.locator(".board-root .game-bar .caption")
    assert caption.inner_text().startswith(f"{words['before']} {give_up['number']} ")
    assert page.locator(".board-root").get_by_role("button", name=words["give_up"]).count() == 0
    assert page.locator(".board-root .game-bar button").count() == 0  # no deal, no redeal
    assert_seen_together(page)
    save_screenshot(page, f"review-board-agnes-{language}-390x844")
    page.screenshot(path=str(ARTIFACTS / f"review-board-agnes-{language}-390x844-window.png"))
    page.set_viewport_size(WIDE)
    save_screenshot(page, f"review-board-agnes-{language}-1280x800")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_next_mistake_steps_over_inaccuracies_and_keeps_ring_and_words_in_view(
        new_context, site_url, save_screenshot, language):
    words = WORDS[language]
    page = phone_page(new_context, site_url, language)
    entries = open_kept_review(page, *cardcassonne_played())
    marks = {entry["number"]: entry["mark"] for entry in entries}
    assert "inaccuracy" in marks.values()  # there is one to step over
    marked = [number for number, mark in marks.items() if mark in ("mistake", "blunder")]
    assert len(marked) >= 2
    page.locator(".replay-tools .tool").first.click()
    following = page.get_by_role("button", name=words["next"])
    for number in marked:
        following.click()
        page.locator(f'.review-moves li.current[data-number="{number}"]').wait_for()
        brought_into_view(page)
        assert page.locator(".cc-prompt").inner_text().startswith(f"{words['before']} {number} ")
        assert_seen_together(page)
        if number == marked[0]:
            save_screenshot(page, f"review-board-cardcassonne-{language}-390x844")
            page.screenshot(path=str(ARTIFACTS /
                                     f"review-board-cardcassonne-{language}-390x844-window.png"))
    assert following.is_disabled()
    page.set_viewport_size(WIDE)
    save_screenshot(page, f"review-board-cardcassonne-{language}-1280x800")


# What is ringed on the board, a script for support.read_settled: a piece of the hand by its
# name, a row by its colour.
RINGED_NAMES = """(root, ringed) => [...root.querySelectorAll(ringed)].map((element) =>
  element.matches(".cc-hand .cc-piece") ? `piece ${element.dataset.piece}`
    : element.matches(".cc-row") ? `row ${element.dataset.row}` : element.className)"""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_better_card_from_the_hand_is_ringed_with_its_row_both_in_view_however_reached(
        new_context, site_url, language):
    """At a mistake whose better move plays a card from the hand, reached by the replay's own
    "one move forward" from the deal (the page left where its tools are) and by "Next
    mistake": the card and the row it goes to are both ringed, and both stand on a phone's
    screen between the bar and the pinned sheet of words, though the hand lies at the foot of
    the board, where the sheet is."""
    catalog = merged_catalogs()[language]
    page = phone_page(new_context, site_url, language)
    route, save, seats = cardcassonne_played()
    entries = open_kept_review(page, route, save, seats)
    mistake = next(entry for entry in entries
                   if entry["mark"] in ("mistake", "blunder") and entry["best"]["kind"] == "play")
    best = mistake["best"]
    current = f'.review-moves li.current[data-number="{mistake["number"]}"]'
    better = sorted([f"piece {best['card']}", f"row {best['row']}"])
    def shown(index):
        page.locator(".replay-position").filter(has_text=catalog["replay.position"].replace(
            "{move}", str(index)).replace("{total}", str(len(save["moves"])))).wait_for()
        brought_into_view(page)

    page.locator(".replay-tools .tool").first.click()  # the deal
    shown(0)
    for index in range(1, mistake["number"]):
        page.get_by_role("button", name=catalog["replay.forward"]).click()
        shown(index)
    page.locator(current).wait_for()
    assert sorted(read_settled(page, RINGED_NAMES, RINGED)) == better
    assert_seen_together(page)
    page.screenshot(path=str(ARTIFACTS / f"review-board-cardcassonne-hand-{language}-390x844-window.png"))
    page.get_by_role("button", name=catalog["review.previous"]).click()
    page.locator(current).wait_for(state="detached")
    page.get_by_role("button", name=catalog["review.next"]).click()
    page.locator(current).wait_for()
    assert sorted(read_settled(page, RINGED_NAMES, RINGED)) == better
    assert_seen_together(page)


def test_a_review_with_no_mistake_says_so_in_place_of_the_steps(new_context, site_url):
    """Deal 10 played by the normal player: lost, but no move of it a mistake or a blunder."""
    game = pygames.get_game("agnes")
    final = play_out(game.new(1, 10), [player_named(game, "normal")], Rng(10 ^ PLAYERS_SALT))
    page = phone_page(new_context, site_url)
    entries = open_kept_review(page, "agnes/10", final.to_json(), named_seats("Ana"))
    assert not [entry for entry in entries if entry["mark"] in ("mistake", "blunder")]
    assert page.locator(".review-steps-note").inner_text() == (
        "No mistake or blunder in this game: nothing to step to.")
    assert page.get_by_role("button", name=WORDS["en"]["next"]).is_disabled()


BOARD_BELOW_BAR = """() => document.querySelector('.board-root').getBoundingClientRect().top
  >= document.querySelector('.review-bar').getBoundingClientRect().bottom"""


def test_a_best_move_chosen_far_down_the_list_brings_the_board_back_into_view(new_context, site_url):
    """Nothing is ringed at a move that was the best: its position still shows where the
    player can see it, the board back below the pinned bar, when the page had scrolled away
    from it down to the list (a newcomer tapped and saw nothing change)."""
    game = pygames.get_game("agnes")
    final = play_out(game.new(1, 10), [player_named(game, "normal")], Rng(10 ^ PLAYERS_SALT))
    page = phone_page(new_context, site_url)
    entries = open_kept_review(page, "agnes/10", final.to_json(), named_seats("Ana"))
    number = [entry["number"] for entry in entries if entry["best"]["text"] == entry["move"]["text"]][-1]
    row = page.locator(f'.review-moves li[data-number="{number}"] button')
    row.scroll_into_view_if_needed()
    board = box_of(page.locator(".board-root"))
    assert board["y"] + board["height"] < 0  # scrolled away, above the window
    row.click()
    page.locator(f'.review-moves li.current[data-number="{number}"]').wait_for()
    brought_into_view(page)
    # review.js scrolls once every animation of the page has ended, which may be after the board.
    page.wait_for_function(BOARD_BELOW_BAR, timeout=10_000)  # waits for layout
    seen = read_settled(page, """(root) => ({
      board: root.querySelector('.board-root').getBoundingClientRect().toJSON(),
      bar: root.querySelector('.review-bar').getBoundingClientRect().bottom, height: innerHeight })""")
    assert seen["bar"] <= seen["board"]["top"] < seen["height"], seen


def test_a_review_kept_by_an_older_page_is_computed_again(open_site):
    """Its marks or words may be the old engine's: the bar shows the review computed anew,
    and the review kept in its place is of this version."""
    page = open_site()
    route, save, seats = cardcassonne_played()
    open_kept_review(page, route, save, seats, version=1)
    kept = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", f"cardtable/review/{route}")
    assert kept["version"] == REVIEW_VERSION

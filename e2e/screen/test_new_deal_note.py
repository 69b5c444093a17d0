"""A new deal started in the middle of a game says where that game went: it is kept in the
lobby, and the note's button goes back to it. The note takes no focus from the new board,
goes at the player's first move there, and is not shown when the game left had not begun
or was over."""

import re

import pytest

from ..conftest import engine_ready
from ..support import box_of, clipped, go_to, header_tool, saved_moves, wait_for_moves

SIZES = {"1280x800": {"width": 1280, "height": 800}, "390x844": {"width": 390, "height": 844}}
KEPT = {"en": "Your game in progress is kept in the lobby.",
        "fr": "Votre partie en cours reste dans le salon."}
BACK = {"en": "Back to it", "fr": "Y revenir"}


def new_deal_from(page, route, moves):
    """Open `route`, make `moves` moves from the stock, then start a new deal from the header;
    returns the new deal's route once its board is drawn."""
    go_to(page, route)
    for count in range(1, moves + 1):
        page.locator(".agnes .stock").click()
        wait_for_moves(page, count, route)
    page.locator(".agnes .card").first.wait_for()
    header_tool(page, ".new-deal").click()
    page.wait_for_function("(left) => location.hash !== left", arg="#" + route)
    dealt = page.evaluate("location.hash.slice(1)")
    # The new deal's screen, not the last look at the old one before the address was followed.
    page.locator(".game-header .deal").filter(
        has_text=re.compile(rf"\D{dealt.split('/')[1]}$")).wait_for()
    page.locator(".agnes .card").first.wait_for()
    return dealt


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en-GB", "fr-FR"])
def test_a_new_deal_says_the_game_in_progress_is_kept_and_leads_back(new_context, site_url,
                                                                      size, language,
                                                                      save_screenshot):
    page = new_context(locale=language, viewport=SIZES[size]).new_page()
    page.goto(site_url)
    engine_ready(page)
    new_deal_from(page, "agnes/41", 1)
    note = page.locator(".undo-note")
    assert note.locator(".undo-text").text_content() == KEPT[language[:2]]
    assert page.evaluate("document.activeElement.closest('.undo-note')") is None, \
        "the new board keeps the focus"
    box = box_of(note)
    assert box["x"] >= 0 and box["x"] + box["width"] <= SIZES[size]["width"]
    assert clipped(page, ".undo-note") == []
    save_screenshot(page, f"new-deal-note-{language[:2]}-{size}")
    note.get_by_role("button", name=BACK[language[:2]]).click()
    page.wait_for_function("() => location.hash === '#agnes/41'")
    page.locator(".agnes .card").first.wait_for()
    assert saved_moves(page, "agnes/41") == 1
    assert page.locator(".undo-note").count() == 0


def test_the_note_goes_at_the_first_move_of_the_new_deal(open_site):
    page = open_site()
    route = new_deal_from(page, "agnes/41", 1)
    page.locator(".undo-note").wait_for()
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, route)
    assert page.locator(".undo-note").count() == 0


def test_no_note_when_the_game_left_had_not_begun(open_site):
    page = open_site()
    route = new_deal_from(page, "agnes/41", 0)
    assert route != "agnes/41"
    assert page.locator(".undo-note").count() == 0


def test_the_note_and_the_tutorial_s_offer_never_lie_one_over_the_other(new_context, site_url):
    """A player who said "later" to the tutorial would have had the note of the game kept over
    the offer made again: the offer waits for the next open of the game instead."""
    page = new_context(locale="en-GB", viewport=SIZES["390x844"]).new_page()
    page.goto(site_url)
    engine_ready(page)
    go_to(page, "agnes/41")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, "agnes/41")
    page.evaluate("""() => localStorage.setItem("cardtable/tutorials",
      JSON.stringify({ ...JSON.parse(localStorage.getItem("cardtable/tutorials")), agnes: "later" }))""")
    header_tool(page, ".new-deal").click()
    page.wait_for_function("() => location.hash !== '#agnes/41'")
    page.locator(".undo-note").wait_for()
    page.locator(".agnes .card").first.wait_for()
    assert page.locator(".coach.offer").count() == 0
    kept = page.evaluate("() => JSON.parse(localStorage.getItem('cardtable/tutorials')).agnes")
    assert kept == "later", "offered again at the next open"

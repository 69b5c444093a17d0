"""A win that celebrates (web/js/screen/celebration.js): a won patience's cards cascade over the page,
a win against others lights the winner's seat with a ring of stars; a tap ends either and the
summary follows; neither plays under the system's reduced motion or with motion turned off."""

import json
import random

import pytest

import pygames

from ..support import named_seats, open_saved_game
from ..games.agnes.test_agnes import won_game

AGNES = pygames.get_game("agnes")
AGINCARDS = pygames.get_game("agincards")
SIZES = {"1280x800": {"width": 1280, "height": 800}, "360x740": {"width": 360, "height": 740}}
# Every celebration the page shows, kept even after it has gone.
WATCH = """new MutationObserver((records) => {
  window.celebrations = window.celebrations || [];
  for (const record of records) for (const node of record.addedNodes) {
    if (node.classList?.contains("celebration")) window.celebrations.push(node.className);
  }
}).observe(document.documentElement, { childList: true, subtree: true })"""


def almost_won_agnes():
    """A route and the save of an Agnès deal one card from its win, and that card."""
    options = {"variant": "sorel", "redeals": 2}
    final = won_game(options)
    *moves, (_, last) = final.history
    almost = AGNES.new(1, final.seed, options)
    for seat, move in moves:
        almost = almost.apply(seat, move)
    return f"agnes/{final.seed}?variant=sorel&redeals=2", almost.to_json(), last.split(">")[0]


def win_agnes(page):
    route, save, card = almost_won_agnes()
    open_saved_game(page, route, save, named_seats("You"))
    page.locator(f'.agnes .card[data-card="{card}"]').dblclick(position={"x": 8, "y": 8})


def almost_over_agincards():
    """Two computers' Agincards game one card from its end: random cards, passing only when
    no card can go, so the last card placed (any of them) ends the game."""
    state, rng = AGINCARDS.new(2, 3), random.Random(1)
    while not state.is_over:
        seat = state.to_play[0]
        moves = state.legal_moves(seat)
        state = state.apply(seat, rng.choice([move for move in moves if move != "pass"] or moves))
    *moves, _ = state.history
    almost = AGINCARDS.new(2, 3)
    for seat, move in moves:
        almost = almost.apply(seat, move)
    return almost.to_json()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en-GB", "fr-FR"])
def test_a_won_patience_cascades_until_a_tap(new_context, site_url, size, language, save_screenshot,
                                             wait_for_engine):
    context = new_context(locale=language, viewport=SIZES[size])
    page = context.new_page()
    page.goto(site_url)
    wait_for_engine(page)
    win_agnes(page)
    layer = page.locator(".celebration.cascade")
    layer.wait_for()
    page.wait_for_timeout(900)   # the cards are on their way
    assert layer.locator(".cascade-card").count() >= 24
    moving = layer.locator(".cascade-card").evaluate_all(
        "cards => cards.filter((card) => card.getAnimations().some((a) => a.playState === 'running')).length")
    assert moving > 0
    assert page.locator("dialog.ending").count() == 0   # the summary waits for the celebration
    save_screenshot(page, f"celebration-cascade-{language[:2]}-{size}")
    page.mouse.click(SIZES[size]["width"] // 2, SIZES[size]["height"] // 2)
    page.locator("dialog.ending").wait_for()
    assert layer.count() == 0


def test_a_win_against_others_lights_the_winners_seat_until_a_tap(page, open_site, save_screenshot):
    page = open_site()
    open_saved_game(page, "agincards/3?players=2", almost_over_agincards(),
                    named_seats("Ann", "Bob", computers=(0, 1)))
    page.locator(".celebration.flourish").first.wait_for(state="attached", timeout=15_000)
    seat = page.locator(".celebrated[data-seat-panel]")
    assert seat.count() >= 1
    winners = page.evaluate("[...document.querySelectorAll('.celebrated')].map((e) => Number(e.dataset.seatPanel))")
    page.wait_for_timeout(500)   # the stars on their way out
    save_screenshot(page, "celebration-flourish-en-1280x800")
    page.mouse.click(5, 400)
    page.locator("dialog.ending").wait_for()
    assert page.locator(".celebration").count() == 0 and page.locator(".celebrated").count() == 0
    # The seats lit were the winners the summary names (starred in its table).
    starred = page.locator("dialog.ending .ending-scores .winner th").all_text_contents()
    assert len(starred) == len(winners)


def ending_without_celebration(page):
    page.locator("dialog.ending").wait_for()
    return page.evaluate("window.celebrations || []")


@pytest.mark.browser_context_args(reduced_motion="reduce")
def test_reduced_motion_skips_the_celebration(page, open_site):
    page.add_init_script(WATCH)
    page = open_site()
    win_agnes(page)
    assert ending_without_celebration(page) == []


def test_motion_turned_off_skips_the_celebration(page, open_site):
    page.add_init_script(WATCH)
    page = open_site()
    page.evaluate("localStorage.setItem('cardtable/settings', JSON.stringify({animations: false}))")
    win_agnes(page)
    assert ending_without_celebration(page) == []
    page.reload()
    page.add_init_script(WATCH)
    assert json.loads(page.evaluate("localStorage.getItem('cardtable/settings')"))["animations"] is False

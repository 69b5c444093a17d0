"""Agony Aunt in a real Chromium: a solo hand played by clicks to the hand summary (checked
against the reckoning CPython makes of the same moves), which holds the computers until it is
closed; a pass-and-play turn change whose hand-off screen leaves nothing of the previous
player's hand in the page; the phone layout, where the status line stays off the board.
Motion is tested in test_agony_aunt_motion.py, taps, keys and layout in
test_agony_aunt_taps.py."""

import pytest

import pygames

from ...support import (HOLD_CHECK_MS, box_of, go_to, named_seats, open_saved_game, pace_script,
                        page_width, read_settled, saved_save, saved_state, wait_for_moves)

AGONY_AUNT = pygames.get_game("agony-aunt")

READ_TABLE = """() => ({
  hand: [...document.querySelectorAll('.aa-fan .card')].map((c) => c.dataset.card),
  legal: [...document.querySelectorAll('.aa-hand .card.legal')].map((c) => c.dataset.card),
  trick: [...document.querySelectorAll('.aa-trick .aa-play')].map((p) => ({
    card: p.querySelector('.card').dataset.card,
    name: p.querySelector('.aa-play-name').textContent,
  })),
  turned: document.querySelector('.aa-turned .card').dataset.card,
})"""

# The tops of each two neighbouring cards of the hand of which one may be played and the
# other not: [legal top, held top] (neighbours, so the fan's curve barely differs). The raise
# of a card that may be played is a short transition: read it settled, once it has ended.
NEIGHBOURS_LEGAL_AND_HELD = """() => {
  const cards = [...document.querySelectorAll('.aa-hand .card')].map((c) => ({
    legal: c.classList.contains('legal'), top: c.getBoundingClientRect().top }));
  return cards.slice(1).map((card, i) => [cards[i], card])
    .filter(([a, b]) => a.legal !== b.legal)
    .map(([a, b]) => (a.legal ? [a.top, b.top] : [b.top, a.top]));
}"""

# The [left, right] sides of every element each selector finds.
SIDES = """(root, selectors) => Object.fromEntries(selectors.map((selector) => [selector,
  [...root.querySelectorAll(selector)].map((el) => el.getBoundingClientRect())
    .map((box) => [box.left, box.right])]))"""


def expected_table(view, names):
    """What the board should show of a view: the trick in progress (a finished one has gone
    to its taker), the first card marked as the lead."""
    trick = [{"card": play["card"], "name": names[play["seat"]] + (" led" if order == 0 else "")}
             for order, play in enumerate(view["trick"])]
    return {"hand": view["hand"], "trick": trick, "turned": view["turned_card"]}


def play_visible_part(card):
    """Click the left edge of a card: the part of it the fanned hand leaves uncovered."""
    card.click(position={"x": 10, "y": 40})


def test_a_solo_hand_played_by_clicks_ends_in_the_hand_summary(open_site, save_screenshot):
    route = "agony-aunt/2024"
    names = ["You", "Computer 2", "Computer 3", "Computer 4"]
    page = open_site()
    # The computers move and a finished trick stays for less time than at the normal pace.
    page.evaluate(pace_script("fast"))
    go_to(page, route)
    summary = page.locator(".aa-summary")
    raised_beside_held = 0
    for turn in range(13):
        page.wait_for_selector(".aa-hand .card.legal")
        assert summary.count() == 0, "the summary waits for the end of the hand"
        state = saved_state(page, route)
        shown = page.evaluate(READ_TABLE)
        assert {key: shown[key] for key in ("hand", "trick", "turned")} == \
            expected_table(state.view(0), names)
        assert shown["legal"] == [move.split()[1] for move in state.legal_moves(0)]
        neighbours = read_settled(page, NEIGHBOURS_LEGAL_AND_HELD)
        for legal_top, held_top in neighbours:
            assert legal_top < held_top - 10, "a card that may be played stands raised"
        raised_beside_held += len(neighbours)
        if turn == 4:
            save_screenshot(page, "agony-aunt")
        play_visible_part(page.locator(".aa-hand .card.legal").first)
        wait_for_moves(page, len(state.history) + 1, route, at_least=True)
    summary.wait_for()
    assert raised_beside_held, "the deal had to follow suit at least once"
    state = saved_state(page, route)
    assert state.to_play[0] != 0, "in this deal a computer leads the second hand"
    page.wait_for_timeout(HOLD_CHECK_MS)
    assert len(saved_state(page, route).history) == len(state.history), \
        "the computers wait while the summary is open"
    assert page.locator(".game-header .status").text_content() == ""
    last_hand = state.view(0)["last_hand"]
    assert last_hand["hand_number"] == 1
    assert summary.locator("h2").text_content() == "Hand 1 is over"
    for entry in last_hand["seats"]:
        row = summary.locator(f'.aa-reckoning[data-seat="{entry["seat"]}"]')
        before = entry["counters"] - entry["won_back"] + entry["lost"]
        assert row.locator(".aa-name").text_content() == names[entry["seat"]]
        assert row.locator(".aa-change").text_content() == f"{before} → {entry['counters']}"
        assert row.locator(".aa-lost").text_content() == f"lost {entry['lost']}"
        assert row.locator(".aa-won-back").text_content() == f"won back {entry['won_back']}"
        assert "Seat " not in row.text_content(), "seats are named by their players' names"
    covered = summary.locator(".aa-square .aa-counter").evaluate_all(
        "els => els.map((e) => Number(e.textContent) - 1)")
    assert covered == [seat for row in last_hand["grid"] for seat in row if seat is not None]

    summary.get_by_role("button", name="Next hand").click()
    assert summary.count() == 0
    wait_for_moves(page, len(state.history) + 1, route, at_least=True)
    page.wait_for_selector(".aa-hand .card.legal")
    assert page.locator(".aa-bar strong").first.text_content() == "2"


def cards_in_page(page, codes):
    return page.evaluate(
        "codes => codes.filter((c) => document.querySelector(`[data-card='${c}']`))", codes)


def test_pass_and_play_hides_the_previous_hand_during_the_hand_off(open_site):
    route = "agony-aunt/31"
    page = open_site()
    open_saved_game(page, route, AGONY_AUNT.new(4, 31).to_json(),
                    named_seats("Ann", "Ben", "Computer 3", "Computer 4", computers=(2, 3)))
    handoff = page.locator(".handoff")
    handoff.get_by_role("heading", name="Pass to Ann").wait_for()
    assert page.locator(".card").count() == 0
    handoff.get_by_role("button", name="I am Ann: show my cards").click()

    page.wait_for_selector(".aa-hand .card.legal")
    ann_hand = page.evaluate(READ_TABLE)["hand"]
    assert ann_hand == AGONY_AUNT.new(4, 31).view(0)["hand"]
    played = page.locator(".aa-hand .card.legal").first
    card = played.get_attribute("data-card")
    play_visible_part(played)

    handoff.get_by_role("heading", name="Pass to Ben").wait_for()
    still_held = [code for code in ann_hand if code != card]
    assert page.locator(".aa-hand, .aa-hand .card").count() == 0
    assert cards_in_page(page, still_held) == []

    handoff.get_by_role("button", name="I am Ben: show my cards").click()
    page.wait_for_selector(".aa-hand .card.legal")
    shown = page.evaluate(READ_TABLE)
    view = saved_state(page, route).view(1)
    assert shown["hand"] == view["hand"]
    assert shown["trick"] == [{"card": card, "name": "Ann led"}]
    assert cards_in_page(page, still_held) == []


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True)
def test_the_phone_layout_fits_and_plays_by_taps(open_site, save_screenshot):
    route = "agony-aunt/2024"
    page = open_site("#" + route)
    page.wait_for_selector(".aa-hand .card.legal")
    assert page_width(page) <= 360
    sides = read_settled(page, SIDES, [".aa-hand .card", ".aa-seat", ".aa-grid"])
    for selector, boxes in sides.items():
        assert all(left >= 0 and right <= 360 for left, right in boxes), selector
    card = page.locator(".aa-hand .card.legal").first
    code = card.get_attribute("data-card")
    card.tap(position={"x": 10, "y": 40})
    wait_for_moves(page, 1, route, at_least=True)
    assert saved_save(page, route)["moves"][0] == [0, f"play {code}"]
    status = page.locator(".status")
    page.wait_for_function("() => document.querySelector('.status').textContent.includes('is thinking')")
    line = box_of(status)
    assert line["y"] + line["height"] <= box_of(page.locator(".board-root"))["y"], \
        "the status line is above the board"
    save_screenshot(page, "agony-aunt-phone")

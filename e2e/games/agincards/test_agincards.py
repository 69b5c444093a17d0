"""Agincards in a real Chromium: a solo game played by clicks to its end and checked against
CPython's replay of the very same moves, the lit cells showing the scores the engine
previews; pass-and-play, where the hand-off screen shows none of the next player's cards
and the other's play glows; a map grown by forty computer plays, drawn whole, panned
and zoomed by mouse, keyboard and fingers, with a token taken back, and on a phone followed
around the play a fingertip wide; patience, where a card
that scores only with a token is offered with one."""

import re

import pytest

import pygames
from pygames.core import Rng
from pygames.core.cards import card_name

from ...support import (box_of, finger_gesture, named_seats, open_saved_game, page_width,
                        read_settled, saved_moves, saved_state, wait_for_moves)

GAME = pygames.get_game("agincards")
# After forty computer plays of deal 9 the human (seat 0) is to play and may take back the
# token on 1,3.
GROWN_SEED = 9
GROWN_PLAYS = 40
GROWN_RECLAIM = "1,3"
# The least zoom of the map's follow view on a touch screen (map.js): a card 45 px wide.
FINGERTIP_ZOOM = 0.75
# The width of the map's narrowest card on screen (a script for support.read_settled).
NARROWEST_CARD = """(map) => Math.min(...[...map.querySelectorAll('.ag-cell .card')]
  .map((card) => card.getBoundingClientRect().width))"""

READ_MAP = """() => ({
  cells: [...document.querySelectorAll('.ag-cell')].map((cell) => {
    const [x, y] = cell.dataset.cell.split(',').map(Number);
    const token = cell.querySelector('.ag-token');
    return [x, y, cell.querySelector('.card').dataset.card, token ? Number(token.dataset.seat) : null];
  }),
  dead: [...document.querySelectorAll('.ag-dead')].map((d) => d.dataset.cell.split(',').map(Number)),
  reclaimable: [...document.querySelectorAll('.ag-token.reclaimable')].map(
    (t) => t.closest('.ag-cell').dataset.cell.split(',').map(Number)),
  scores: [...document.querySelectorAll('.ag-seat .ag-score')].map((s) => Number(s.textContent)),
})"""

# Every word of the page's text and attribute values, and the whole of it as one string.
READ_PAGE_WORDS = """() => {
  const parts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent);
    else for (const attr of node.attributes) parts.push(attr.value);
  }
  return { words: parts.join(' ').split(/[^A-Za-z0-9]+/), text: parts.join(' ') };
}"""


def shown(view):
    """What the map should show of a view, in the page's order (row by row, like the view)."""
    return {"cells": view["cells"], "dead": view["dead_cells"], "reclaimable": view["reclaimable"],
            "scores": view["scores"]}


def hand(page):
    return page.locator(".ag-hand-card").evaluate_all("els => els.map((e) => e.dataset.card)")


def shown_gains(page):
    """The score badges of each lit cell: {"x,y": [texts]}."""
    return page.locator(".ag-target").evaluate_all("""els => Object.fromEntries(els.map((e) =>
      [e.dataset.cell, [...e.querySelectorAll('.ag-gain')].map((g) => g.textContent)]))""")


def expected_gains(view, card, token_on):
    """The badges the engine's previews call for on each cell the card may go to: the score
    without a token, then with one (only that, with the token switched on or needed)."""
    index = view["hand"].index(card)
    gains = {}
    for (x, y), (plain, with_token) in zip(view["legal_cells"][index], view["previews"][index]):
        if token_on or plain is None:
            if with_token is not None:
                gains[f"{x},{y}"] = [f"+{with_token}"]
        else:
            gains[f"{x},{y}"] = [f"+{plain}"] + ([f"+{with_token}"] if with_token is not None else [])
    return gains


def motion_done(page):
    """Wait until no card flies any more (the pulse of a token to take back goes on for ever)."""
    page.wait_for_function("""() => document.getAnimations().every((animation) =>
      animation.effect.getTiming().iterations === Infinity || animation.playState !== "running")""")


def play_first_fit(page, route, seat, token=False):
    """As `seat`, tap the first card of the hand that fits, check that the lit cells are the
    ones the engine allows it and show the scores it previews, switch the token on when asked
    and allowed, and tap the first lit cell; the move the page made."""
    before = saved_moves(page, route)
    view = saved_state(page, route).view(seat)
    card = page.locator(".ag-hand-card:not(.blocked)").first.get_attribute("data-card")
    page.locator(f'.ag-hand-card[data-card="{card}"]').click()
    lit = page.locator(".ag-target").evaluate_all("els => els.map((e) => e.dataset.cell)")
    assert sorted(lit) == sorted(f"{x},{y}" for x, y in view["legal_cells"][view["hand"].index(card)])
    assert shown_gains(page) == expected_gains(view, card, token_on=False)
    switch = page.locator(".ag-token-switch")
    if token and switch.is_enabled():
        switch.click()
        assert switch.get_attribute("aria-pressed") == "true"
        assert shown_gains(page) == expected_gains(view, card, token_on=True)
    page.locator(".ag-target").first.click()
    wait_for_moves(page, before + 1, route, at_least=True)
    return saved_state(page, route).history[-1][1]


def test_a_solo_game_played_by_clicks_to_its_end(open_site, save_screenshot):
    route = "agincards/31"
    page = open_site("#" + route)
    page.locator(".ag-hand-card").first.wait_for()
    assert hand(page) == GAME.new(1, 31).view(0)["hand"]
    assert page.locator(".ag-target").count() == 0
    kinds = {"play": 0, "token": 0, "reclaim": 0, "pass": 0}
    outcome = page.locator(".ag-bar .outcome")
    while not outcome.count():
        moves = saved_moves(page, route)
        motion_done(page)
        if page.locator(".ag-cell[data-reclaim]").count():
            page.locator(".ag-cell[data-reclaim]").first.click()
            wait_for_moves(page, moves + 1, route, at_least=True)
            kinds["reclaim"] += 1
        elif page.locator(".ag-hand-card:not(.blocked)").count():
            move = play_first_fit(page, route, 0, token=moves % 4 == 0)
            kinds["token" if move.endswith("+token") else "play"] += 1
        else:
            page.get_by_role("button", name="Pass").click()
            wait_for_moves(page, moves + 1, route, at_least=True)
            kinds["pass"] += 1
    final = saved_state(page, route)
    assert final.is_over
    assert page.evaluate(READ_MAP) == shown(final.view(0))
    points = final.scores[0]
    assert outcome.text_content().endswith(f"You win with {points} point{'s' * (points != 1)}.")
    assert kinds["play"] > 20 and kinds["token"] >= 3 and kinds["reclaim"] >= 1, kinds
    assert page.locator(".ag-hand-card:not(.blocked)").count() == 0
    assert page.locator(".ag-log li").count() == len(final.view(0)["log"])
    assert "You play the " in page.locator(".ag-log").text_content()
    save_screenshot(page, "agincards-solo-over")


def test_pass_and_play_shows_no_card_of_the_next_player_during_the_hand_off(open_site):
    names = ["Ann", "Ben"]
    route = "agincards/5?players=2"
    state = GAME.new(2, 5)
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats(*names))

    for seat in (0, 1):
        page.locator(".handoff h2").filter(has_text=f"Pass to {names[seat]}").wait_for()
        assert page.locator(".agincards, .ag-hand-card").count() == 0
        secret = state.view(seat)["hand"]
        page_words = page.evaluate(READ_PAGE_WORDS)
        assert not set(secret) & set(page_words["words"])
        assert not [card_name(code) for code in secret if card_name(code) in page_words["text"]]
        page.get_by_role("button", name=f"I am {names[seat]}: show my cards").click()
        page.locator(".ag-hand-card").first.wait_for()
        assert hand(page) == secret
        assert page.locator(".ag-seat.me .ag-name").text_content() == f"{names[seat]} (you)"
        move = play_first_fit(page, route, seat, token=True)
        assert move.endswith("+token")
        state = state.apply(seat, move)
        assert saved_state(page, route).view(0) == state.view(0)

    page.locator(".handoff h2").filter(has_text="Pass to Ann").wait_for()
    page.get_by_role("button", name="I am Ann: show my cards").click()
    page.locator(".ag-hand-card").first.wait_for()
    assert page.evaluate(READ_MAP) == shown(state.view(0))
    ben_played = state.history[-1][1].split("@")[1].split("+")[0]
    assert [f"{x},{y}" for x, y in state.view(0)["recent"]] == [ben_played]
    assert page.locator(".ag-cell.fresh").evaluate_all("els => els.map((e) => e.dataset.cell)") == [ben_played]
    assert "Ben plays the " in page.locator(".ag-log").text_content()


def grown_map():
    """Deal GROWN_SEED after GROWN_PLAYS computer plays (and on until the human is to play)."""
    state, rng, plays = GAME.new(2, GROWN_SEED), Rng(GROWN_SEED), 0
    while plays < GROWN_PLAYS or state.to_play != (0,):
        seat = state.to_play[0]
        state = state.apply(seat, GAME.computer_levels["normal"](state.view(seat), state.legal_moves(seat), rng))
        plays += 1
    return state


def world_transform(page):
    """(zoom, pan x, pan y) of the map's world layer."""
    style = page.locator(".ag-world").get_attribute("style")
    pan_x, pan_y, zoom = map(float, re.search(r"translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)",
                                              style).groups())
    return zoom, pan_x, pan_y


def assert_whole_map_in_view(page):
    box = box_of(page.locator(".ag-map"))
    for cell in page.locator(".ag-cell, .ag-dead").all():
        inner = box_of(cell)
        assert box["x"] <= inner["x"] and inner["x"] + inner["width"] <= box["x"] + box["width"]
        assert box["y"] <= inner["y"] and inner["y"] + inner["height"] <= box["y"] + box["height"]


def open_grown_map(open_site):
    """The page on a stored two-player game whose map has grown by 40 computer moves."""
    state = grown_map()
    route = f"agincards/{GROWN_SEED}?players=2"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats("You", "Computer 2", computers=(1,)))
    page.locator(".ag-hand-card").first.wait_for()
    return page, route, state


def test_a_grown_map_fits_pans_zooms_and_gives_a_token_back(open_site, save_screenshot):
    page, route, state = open_grown_map(open_site)
    assert len(state.view(0)["cells"]) > 30
    assert page.evaluate(READ_MAP) == shown(state.view(0))
    assert_whole_map_in_view(page)
    save_screenshot(page, "agincards")
    fitted = world_transform(page)

    box = box_of(page.locator(".ag-map"))
    middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.move(*middle)
    page.mouse.wheel(0, -400)
    assert world_transform(page)[0] > fitted[0] * 1.5
    zoomed = world_transform(page)
    page.mouse.down()
    page.mouse.move(middle[0] + 120, middle[1] + 50, steps=6)
    page.mouse.up()
    assert world_transform(page) == pytest.approx((zoomed[0], zoomed[1] + 120, zoomed[2] + 50))
    assert saved_moves(page, route) == len(state.history)

    page.get_by_role("button", name="Show the whole map").click()
    assert world_transform(page) == pytest.approx(fitted)
    page.locator(".ag-map").focus()
    page.keyboard.press("+")
    assert world_transform(page)[0] == pytest.approx(fitted[0] * 1.25)
    page.keyboard.press("ArrowLeft")
    assert world_transform(page)[1] > fitted[1]
    page.keyboard.press("0")
    assert world_transform(page) == pytest.approx(fitted)

    # The cell under a token of yours that may come back is the button that takes it back.
    mine = page.locator(".ag-cell[data-reclaim]")
    assert mine.evaluate_all("els => els.map((e) => e.dataset.reclaim)") == [GROWN_RECLAIM]
    assert mine.locator(".ag-token.mine").count() == 1
    mine.click()
    wait_for_moves(page, len(state.history) + 1, route, at_least=True)
    state = state.apply(0, f"reclaim {GROWN_RECLAIM}")
    assert saved_state(page, route).view(0) == state.view(0)
    motion_done(page)  # the token flies back to its owner's row
    assert page.evaluate(READ_MAP) == shown(state.view(0))
    assert page.locator(".ag-token-switch small").text_content() == f"({state.view(0)['tokens_in_hand'][0]} left)"


def in_map(page, locator):
    """Whether what `locator` finds lies wholly inside the map's view."""
    box, inner = box_of(page.locator(".ag-map")), box_of(locator)
    return (box["x"] <= inner["x"] and inner["x"] + inner["width"] <= box["x"] + box["width"]
            and box["y"] <= inner["y"] and inner["y"] + inner["height"] <= box["y"] + box["height"])


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
def test_phone_follows_the_play_a_fingertip_wide_pans_pinches_and_places_a_card(open_site, save_screenshot):
    page, route, state = open_grown_map(open_site)
    assert page_width(page) <= 360
    # The map is larger than a phone's view: the camera follows the play at a zoom that keeps
    # a card a fingertip wide, around the card the computer played last.
    assert world_transform(page)[0] == pytest.approx(FINGERTIP_ZOOM)
    assert read_settled(page.locator(".ag-map"), NARROWEST_CARD) >= 44
    last = "{},{}".format(*state.view(0)["recent"][-1])
    assert in_map(page, page.locator(f'.ag-cell[data-cell="{last}"]'))
    assert not all(in_map(page, cell) for cell in page.locator(".ag-cell").all())
    # A card picked: the view moves to its lit cells, at the same zoom.
    card = page.locator(".ag-hand-card:not(.blocked)").first.get_attribute("data-card")
    page.locator(f'.ag-hand-card[data-card="{card}"]').tap()
    assert world_transform(page)[0] == pytest.approx(FINGERTIP_ZOOM)
    assert any(in_map(page, target) for target in page.locator(".ag-target").all())
    page.locator(f'.ag-hand-card[data-card="{card}"]').tap()  # put back

    # ⤢ shows the whole map, which one finger pans and two pinch.
    page.get_by_role("button", name="Show the whole map").tap()
    assert_whole_map_in_view(page)
    fitted = world_transform(page)
    assert fitted[0] < 0.5
    box = box_of(page.locator(".ag-map"))
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    finger_gesture(page, [[(x + 10 * step, y - 5 * step) for step in range(7)]])
    # (The transform is read back as the page writes it, to six digits.)
    assert world_transform(page) == pytest.approx((fitted[0], fitted[1] + 60, fitted[2] - 30), abs=1e-3)
    finger_gesture(page, [[(x - 20 - 10 * step, y) for step in range(7)],
                          [(x + 20 + 10 * step, y) for step in range(7)]])
    assert world_transform(page)[0] == pytest.approx(fitted[0] * 4, rel=0.05)

    # Whole again, it stays whole while a card is picked: the score badges grow as the map
    # zooms out, still readable; the card played, the camera follows the play again.
    page.get_by_role("button", name="Show the whole map").tap()
    page.locator(f'.ag-hand-card[data-card="{card}"]').tap()
    assert world_transform(page) == pytest.approx(fitted)
    assert box_of(page.locator(".ag-target .ag-gain").first)["height"] >= 11
    cell = page.locator(".ag-target").first.get_attribute("data-cell")
    page.locator(".ag-target").first.tap()
    wait_for_moves(page, len(state.history) + 1, route, at_least=True)
    assert saved_state(page, route).history[len(state.history)] == (0, f"{card}@{cell}")
    assert world_transform(page)[0] == pytest.approx(FINGERTIP_ZOOM)
    save_screenshot(page, "agincards-phone")


def test_patience_lights_cells_that_take_a_card_only_with_a_token(open_site):
    route = "agincards/3?variant=patience"
    start = GAME.new(1, 3, {"variant": "patience"})
    assert not [move for move in start.legal_moves(0) if not move.endswith("+token")]
    page = open_site("#" + route)
    page.locator(".ag-hand-card").first.wait_for()
    assert page.locator(".ag-pass").count() == 0
    assert "Every card must score." in page.locator(".ag-prompt").text_content()
    card = page.locator(".ag-hand-card:not(.blocked)").first.get_attribute("data-card")
    page.locator(f'.ag-hand-card[data-card="{card}"]').click()
    assert page.locator(".ag-target").count() == page.locator(".ag-target.needs-token").count() > 0
    assert shown_gains(page) == expected_gains(start.view(0), card, token_on=False)
    # The 10 of clubs beside the red seed card: a token on it scores its two runs of one card.
    assert all(gains == ["+2"] for gains in shown_gains(page).values())
    assert page.locator(".ag-token-switch").get_attribute("aria-pressed") == "false"
    cell = page.locator(".ag-target").first.get_attribute("data-cell")
    page.locator(".ag-target").first.click()
    wait_for_moves(page, 1, route, at_least=True)
    assert saved_state(page, route).history == ((0, f"{card}@{cell}+token"),)
    assert page.locator(".ag-seat .ag-score").text_content() == "1"

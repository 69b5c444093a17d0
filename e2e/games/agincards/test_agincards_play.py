"""Agincards as a player meets it: the hand and the lit cells in view at four screen sizes, a
turn by the keyboard alone, a card dragged from the hand onto the map (the map itself does
not move), an answer to every tap that cannot be used, a played card that flies from the hand
to its cell and a computer's from its row of the score board (nothing moves under reduced
motion), the patience's hint and its end told at once with the cards played, and axe
through the states of a game."""

import pytest

import pygames
from pygames.agincards.hint import hint

from ...support import (box_of, flight, named_seats, near, open_saved_game, page_width,
                        saved_state, wait_for_moves)
from ...app.test_accessibility import SIZES, serious_violations
from .test_agincards import motion_done, world_transform

GAME = pygames.get_game("agincards")
ROUTE = "agincards/11"
VIEWPORTS = {"desktop": (1280, 800), "laptop": (1366, 768), "phone": (390, 844), "small": (360, 740)}


def blocked_deal():
    """The first solo deal whose hand holds a card of the seed card's value: at the start it
    fits nowhere (touching cards must differ in value)."""
    for seed in range(100):
        view = GAME.new(1, seed).view(0)
        seed_card = view["cells"][0][2]
        for card, cells in zip(view["hand"], view["legal_cells"]):
            if card[0] == seed_card[0] and not cells:
                return seed, card
    raise AssertionError("no deal of the first 100 has a blocked card")


def open_solo(open_site, route=ROUTE):
    page = open_site("#" + route)
    page.locator(".ag-hand-card").first.wait_for()
    return page


def inside(box, width, height):
    return box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width \
        and box["y"] + box["height"] <= height


@pytest.mark.parametrize("size", VIEWPORTS)
def test_the_hand_and_the_lit_cells_are_in_view_without_scrolling(open_site, page, size):
    width, height = VIEWPORTS[size]
    page.set_viewport_size({"width": width, "height": height})
    page = open_solo(open_site)
    assert page_width(page) <= width
    assert page.evaluate("scrollY") == 0
    page.locator(".ag-hand-card:not(.blocked)").first.click()
    for element in page.locator(".ag-hand-card, .ag-target, .ag-token-switch").all():
        assert inside(box_of(element), width, height), element.get_attribute("class")


@pytest.mark.browser_context_args(locale="fr-FR", viewport={"width": 360, "height": 740})
def test_the_hand_stays_in_view_when_the_french_header_takes_two_rows(open_site):
    page = open_solo(open_site, "agincards/11?players=2")
    page.locator(".ag-hand-card:not(.blocked)").first.click()
    for element in page.locator(".ag-hand-card, .ag-target").all():
        assert inside(box_of(element), 360, 740), element.get_attribute("class")


def focused_card(page):
    return page.evaluate("document.activeElement.closest('.ag-hand-card')?.dataset.card ?? null")


def test_a_turn_played_with_the_keyboard_alone(open_site):
    page = open_solo(open_site)
    view = GAME.new(1, 11).view(0)
    for _ in range(30):
        page.keyboard.press("Tab")
        if focused_card(page):
            break
    assert focused_card(page) == view["hand"][0]
    page.keyboard.press("ArrowRight")
    card = view["hand"][1]
    assert focused_card(page) == card
    page.keyboard.press("Enter")
    assert page.locator(f'.ag-hand-card[data-card="{card}"]').get_attribute("aria-pressed") == "true"
    cells = [f"{x},{y}" for x, y in view["legal_cells"][1]]
    first = page.evaluate("document.activeElement.dataset.cell")
    assert first in cells
    page.keyboard.press("t")
    assert page.locator(".ag-token-switch").get_attribute("aria-pressed") == "true"
    page.keyboard.press("Escape")
    assert focused_card(page) == card and page.locator(".ag-target").count() == 0
    page.keyboard.press("Enter")
    start = page.evaluate("document.activeElement.dataset.cell")
    x0, y0 = map(int, start.split(","))
    arrows = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}
    key = next(key for key, (dx, dy) in arrows.items()
               if any((x - x0) * dx + (y - y0) * dy > 0 for x, y in view["legal_cells"][1]))
    page.keyboard.press(key)
    goal = page.evaluate("document.activeElement.dataset.cell")
    assert goal in cells and goal != start
    page.keyboard.press("Enter")
    wait_for_moves(page, 1, ROUTE)
    # T switched the token on; putting the card back left the switch as it was.
    assert saved_state(page, ROUTE).history == ((0, f"{card}@{goal}+token"),)
    assert focused_card(page) is not None, "the focus comes back to the hand"


def test_a_card_dragged_from_the_hand_is_played_where_it_is_dropped(open_site):
    page = open_solo(open_site)
    before = world_transform(page)
    card = page.locator(".ag-hand-card:not(.blocked)").first
    code = card.get_attribute("data-card")
    box = box_of(card)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + 30, box["y"] - 40, steps=4)
    assert page.locator(".drag-ghost").count() == 1
    target = page.locator(".ag-target").first
    cell = target.get_attribute("data-cell")
    goal = box_of(target)
    page.mouse.move(goal["x"] + goal["width"] / 2, goal["y"] + goal["height"] / 2, steps=6)
    page.mouse.up()
    wait_for_moves(page, 1, ROUTE)
    assert saved_state(page, ROUTE).history[0][1].startswith(f"{code}@{cell}")
    assert page.locator(".drag-ghost").count() == 0
    motion_done(page)
    assert world_transform(page)[0] == pytest.approx(before[0], rel=0.3)


def test_every_tap_that_cannot_be_used_says_why(open_site):
    seed, blocked = blocked_deal()
    route = f"agincards/{seed}"
    page = open_solo(open_site, route)
    note = page.locator(".refusal")
    page.locator(f'.ag-hand-card[data-card="{blocked}"]').click()
    assert "no open cell of the map takes a card of rank" in note.text_content().lower()
    seed_cell = page.locator(".ag-cell").first
    seed_cell.click()
    assert note.text_content().lower() == "pick a card of your hand first"
    page.locator(".ag-hand-card:not(.blocked)").first.click()
    assert note.count() == 0, "the next action takes the note away"
    seed_cell.click()
    note.wait_for()
    assert "0,0 already holds" in note.text_content()
    page.locator(".ag-target").first.click()
    wait_for_moves(page, 1, route)
    page.locator(".ag-cell").first.click()
    note.wait_for()
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 0, route)
    assert note.count() == 0, "undo takes the note away"


def test_a_played_card_flies_from_the_hand_to_its_cell(recorded, open_site):
    page = open_solo(open_site)
    card = page.locator(".ag-hand-card:not(.blocked)").first
    code = card.get_attribute("data-card")
    card.click()
    start = box_of(card.locator(".card"))  # picked up: a little above the hand
    target = page.locator(".ag-target").first
    cell = target.get_attribute("data-cell")
    page.evaluate("window.flights = []")
    target.click()
    wait_for_moves(page, 1, ROUTE)
    motion_done(page)
    # The card moves in the map's pixels, which the map's zoom scales on screen.
    zoom = world_transform(page)[0]
    moved = flight(page, f"cell:{cell}")
    visible_start = [end + (begin - end) * zoom for begin, end in zip(moved["start"], moved["end"])]
    assert near(visible_start, (start["x"], start["y"]), tolerance=3)
    landed = box_of(page.locator(f'.ag-cell[data-cell="{cell}"]'))
    assert near(moved["end"], (landed["x"], landed["y"]))
    assert page.locator(f'.ag-cell[data-cell="{cell}"] .card').get_attribute("data-card") == code

    page.evaluate("window.flights = []")
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 0, ROUTE)
    assert page.evaluate("window.flights.filter((f) => f.key)") == []


def test_a_computer_card_flies_from_its_row_of_the_score_board(recorded, open_site):
    route = "agincards/11?players=2"
    page = open_solo(open_site, route)
    page.locator(".ag-hand-card:not(.blocked)").first.click()
    page.evaluate("window.flights = []")
    page.locator(".ag-target").first.click()
    wait_for_moves(page, 2, route, at_least=True)
    motion_done(page)
    played = saved_state(page, route).history[1]
    assert played[0] == 1 and "@" in played[1]
    cell = played[1].split("@")[1].split("+")[0]
    zoom = world_transform(page)[0]
    moved = flight(page, f"cell:{cell}")
    visible_start = [end + (begin - end) * zoom for begin, end in zip(moved["start"], moved["end"])]
    row = box_of(page.locator('.ag-seat[data-seat="1"]'))
    assert near(visible_start, (row["x"], row["y"]), tolerance=3)
    landed = box_of(page.locator(f'.ag-cell[data-cell="{cell}"]'))
    assert near(moved["end"], (landed["x"], landed["y"]))


@pytest.mark.browser_context_args(reduced_motion="reduce")
def test_nothing_flies_under_reduced_motion(recorded, open_site):
    page = open_solo(open_site)
    page.locator(".ag-hand-card:not(.blocked)").first.click()
    page.locator(".ag-target").first.click()
    wait_for_moves(page, 1, ROUTE)
    page.wait_for_timeout(300)
    assert page.evaluate("window.flights.filter((f) => f.key)") == []


def test_the_patience_hint_shows_a_scoring_play_and_its_points(open_site):
    route = "agincards/4?variant=patience"
    page = open_solo(open_site, route)
    page.keyboard.press("h")
    note = page.locator(".hint-note")
    note.wait_for()
    assert note.text_content().startswith("Play the ")
    hinted = page.locator(".ag-hand-card.ag-hinted")
    assert hinted.count() == 1 and hinted.get_attribute("aria-pressed") == "true"
    card = hinted.get_attribute("data-card")
    page.locator(".ag-target.ag-hinted").click()
    wait_for_moves(page, 1, route)
    move = saved_state(page, route).history[0][1]
    assert move.startswith(f"{card}@")
    assert GAME.new(1, 4, {"variant": "patience"}).apply(0, move).data["score"][0] >= 1


@pytest.mark.parametrize("size", SIZES)
def test_no_serious_violation_through_a_game(open_site, page, size):
    page.set_viewport_size(SIZES[size])
    seed, blocked = blocked_deal()
    page = open_solo(open_site, f"agincards/{seed}")
    page.locator(f'.ag-hand-card[data-card="{blocked}"]').click()
    page.locator(".refusal").wait_for()
    assert serious_violations(page) == [], "a refusal shown"
    page.locator(".ag-hand-card:not(.blocked)").first.click()
    assert serious_violations(page) == [], "a card picked up, its cells lit"
    page.locator(".ag-target").first.click()
    wait_for_moves(page, 1, f"agincards/{seed}")
    motion_done(page)
    assert serious_violations(page) == [], "after a move"
    page.get_by_role("button", name="Pass").click()
    page.locator("dialog.ending").wait_for()
    assert serious_violations(page) == [], "the end of the game"


def last_turn_of_a_patience(seed):
    """A patience of deal `seed` played by its hints up to the move that ends it: the state
    before that move, and that move."""
    state = GAME.new(1, seed, {"variant": "patience"})
    while True:
        steps = hint(state.view(0), [])
        try:
            while True:
                next(steps)
        except StopIteration as end:
            move = end.value["move"]
        after = state.apply(0, move)
        if after.is_over:
            return state, move
        state = after


def test_a_patience_ends_as_soon_as_no_card_can_score_and_says_how_far_it_went(open_site):
    state, move = last_turn_of_a_patience(4)
    route = "agincards/4?variant=patience"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats("You"))
    page.locator(".ag-hand-card").first.wait_for()
    page.keyboard.press("h")
    page.locator(".ag-hinted").first.wait_for()
    page.locator(".ag-target.ag-hinted, .ag-token.ag-hinted").click()
    wait_for_moves(page, len(state.history) + 1, route)
    final = state.apply(0, move)
    played = final.scores[0]
    result = "won" if final.winners else "lost"
    assert page.locator(".ag-bar .outcome").text_content().endswith(
        f"The patience is {result}, {played} cards played.")
    page.locator("dialog.ending").wait_for()

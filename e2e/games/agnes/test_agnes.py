"""Agnès in a real Chromium: moves by tap-then-tap, drag and double-click, undo and redo,
the position kept across a reload, and a saved game replayed in the browser's Python giving
the very view CPython computes."""

import json

import pytest

import pygames
from pygames.core import Rng

from ...support import (box_of, go_to, named_seats, open_saved_game, page_width, store_save,
                        touch_drag, wait_for_moves)

AGNES = pygames.get_game("agnes")

READ_BOARD = """() => {
  const codes = (root) => [...root.querySelectorAll('.card[data-spot]')].map((c) => c.dataset.card);
  return {
    tableau: [...document.querySelectorAll('.agnes .column')].map(codes),
    reserve: [...document.querySelectorAll('.agnes .reserve-pile')].map(codes),
    foundations: [...document.querySelectorAll('.agnes .foundation')].map(codes),
    stock: Number(document.querySelector('.agnes .stock .count')?.textContent ?? 0),
  };
}"""


def shown(view):
    """What the board should show of a view: foundations show only their top card."""
    return {"tableau": view["tableau"], "reserve": view["reserve"],
            "foundations": [pile[-1:] for pile in view["foundations"]], "stock": view["stock"]}


def played(seed, *moves):
    state = AGNES.new(1, seed)
    for move in moves:
        state = state.apply(0, move)
    return state


def board(page):
    page.wait_for_selector(".agnes .card")
    return page.evaluate(READ_BOARD)


def corner(page, code):
    """The card's top-left corner: the part of it a fanned column leaves visible."""
    return page.locator(f'.agnes .card[data-card="{code}"]')


def tap(page, code):
    corner(page, code).click(position={"x": 8, "y": 8})


def test_tap_drag_undo_redo_and_reload_keep_the_position(open_site, wait_for_engine):
    page = open_site("#agnes/1234")
    assert board(page) == shown(played(1234).view(0))
    assert {"6S>t7", "KC>t2"} <= set(AGNES.new(1, 1234).legal_moves(0))

    tap(page, "KC")
    assert page.locator(".agnes .target").evaluate_all(
        "els => els.map((e) => e.dataset.drop)") == ["t2"]
    tap(page, "AD")
    wait_for_moves(page, 1)
    assert board(page) == shown(played(1234, "KC>t2").view(0))

    start = box_of(corner(page, "6S"))
    goal = box_of(corner(page, "7H"))
    page.mouse.move(start["x"] + 8, start["y"] + 8)
    page.mouse.down()
    page.mouse.move(goal["x"] + 20, goal["y"] + 40, steps=8)
    page.mouse.up()
    wait_for_moves(page, 2)
    after_drag = shown(played(1234, "KC>t2", "6S>t7").view(0))
    assert board(page) == after_drag

    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 1)
    assert board(page) == shown(played(1234, "KC>t2").view(0))
    page.get_by_role("button", name="Redo").click()
    wait_for_moves(page, 2)
    assert board(page) == after_drag
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 1)

    page.reload()
    wait_for_engine(page)
    assert board(page) == shown(played(1234, "KC>t2").view(0))
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 0)
    assert board(page) == shown(played(1234).view(0))


@pytest.mark.service_worker
def test_offline_after_one_visit_the_deal_still_plays(open_site, context, wait_for_engine):
    page = open_site("#agnes/1234")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    context.set_offline(True)
    page.reload()
    wait_for_engine(page)
    assert page.evaluate("navigator.onLine") is False
    tap(page, "KC")
    tap(page, "AD")
    wait_for_moves(page, 1)
    assert board(page) == shown(played(1234, "KC>t2").view(0))


def test_double_click_stock_rules_and_giving_up(open_site, save_screenshot):
    assert "KH>f" in AGNES.new(1, 2).legal_moves(0)
    page = open_site("#agnes/2")
    corner(page, "KH").dblclick(position={"x": 8, "y": 8})
    wait_for_moves(page, 1)
    assert board(page) == shown(played(2, "KH>f").view(0))
    assert page.locator(".game-bar .score").text_content() == "2/52 home"

    page.locator(".agnes .stock").click()
    wait_for_moves(page, 2)
    assert board(page) == shown(played(2, "KH>f", "deal").view(0))
    save_screenshot(page, "agnes-desktop")

    page.get_by_role("button", name="Rules").click()
    rules = page.locator("dialog.rules")
    rules.locator(".rules-text h2", has_text="Agnès").wait_for()
    assert rules.locator("h3", has_text="Playing on this screen").count() == 1
    assert "**" not in rules.text_content()
    rules.get_by_role("button", name="Close").click()

    page.get_by_role("button", name="Give up").click()
    question = page.locator("dialog.ask")
    assert question.get_by_role("heading").text_content() == "Give up this deal?"
    question.get_by_role("button", name="Keep playing").click()
    assert page.locator(".agnes .card.movable").count() > 0
    page.get_by_role("button", name="Give up").click()
    page.locator("dialog.ask").get_by_role("button", name="Give up").click()
    outcome = page.locator(".game-bar .outcome")
    outcome.wait_for()
    assert outcome.text_content() == "You give up with 2 cards on the foundations."
    assert page.locator(".agnes .card.movable").count() == 0


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True)
def test_phone_layout_fits_and_plays_by_taps_and_finger_drags(open_site, save_screenshot):
    page = open_site("#agnes/1234")
    board(page)
    assert page_width(page) <= 360
    last_column = box_of(page.locator(".agnes .column").last)
    assert last_column["x"] + last_column["width"] <= 360
    corner(page, "KC").tap(position={"x": 8, "y": 8})
    corner(page, "AD").tap(position={"x": 8, "y": 8})
    wait_for_moves(page, 1)
    assert board(page) == shown(played(1234, "KC>t2").view(0))

    start = box_of(corner(page, "6S"))
    goal = box_of(corner(page, "7H"))
    touch_drag(page, {"x": start["x"] + 8, "y": start["y"] + 8},
               {"x": goal["x"] + 10, "y": goal["y"] + 30})
    wait_for_moves(page, 2)
    assert board(page) == shown(played(1234, "KC>t2", "6S>t7").view(0))
    save_screenshot(page, "agnes-phone")


def random_game(seed, length, chooser_seed):
    """A game of `length` random moves (never resigning), as CPython plays it."""
    state, rng = AGNES.new(1, seed), Rng(chooser_seed)
    for _ in range(length):
        moves = [move for move in state.legal_moves(0) if move != "resign"]
        if not moves:
            break
        state = state.apply(0, rng.choice(moves))
    return state


def test_a_save_replays_in_the_browser_as_in_cpython(open_site):
    state = random_game(4242, 120, 7)
    assert len(state.history) > 40
    page = open_site()
    store_save(page, "agnes/4242", state.to_json(), named_seats("You"))
    browser_view = page.evaluate("""async (save) => {
      const { engine } = await import("./js/engine/engine.js");
      const { table } = await engine.open(save);
      return (await engine.view(table, 0)).view;
    }""", state.to_json())
    assert browser_view == json.loads(json.dumps(state.view(0)))

    go_to(page, "agnes/4242")
    assert board(page) == shown(state.view(0))


def test_rules_markdown_is_shown_as_text_never_as_markup(open_site):
    page = open_site()
    rendered = page.evaluate("""async () => {
      const { renderMarkdown } = await import("./js/dialogs/markdown.js");
      const box = document.createElement("div");
      box.append(renderMarkdown("# Title\\n\\nSome **bold** and <img src=x onerror=alert(1)>\\n\\n- one\\n- *two*\\n\\n| a | b |\\n|---|---|\\n| 1 | 2 |"));
      return box.innerHTML;
    }""")
    assert rendered == (
        "<h2>Title</h2><p>Some <strong>bold</strong> and &lt;img src=x onerror=alert(1)&gt;</p>"
        "<ul><li>one</li><li><em>two</em></li></ul><table><thead><tr><th>a</th><th>b</th></tr>"
        "</thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>")


def won_game(options):
    """The first deal that the engine's computer player wins, as its final state."""
    for seed in range(1, 60):
        state, rng = AGNES.new(1, seed, options), Rng(seed)
        while not state.is_over:
            state = state.apply(0, AGNES.computer_levels["normal"](state.view(0), state.legal_moves(0), rng))
        if state.view(0)["won"]:
            return state
    pytest.fail("the computer player won none of the deals tried")


def test_the_last_card_home_shows_the_win(open_site, save_screenshot):
    options = {"variant": "sorel", "redeals": 2}
    final = won_game(options)
    *moves, (_, last) = final.history
    card, target = last.split(">")
    assert target == "f"
    almost = AGNES.new(1, final.seed, options)
    for seat, move in moves:
        almost = almost.apply(seat, move)
    route = f"agnes/{final.seed}?variant=sorel&redeals=2"
    page = open_site()
    open_saved_game(page, route, almost.to_json(), named_seats("You"))
    corner(page, card).dblclick(position={"x": 8, "y": 8})
    outcome = page.locator(".game-bar .outcome")
    outcome.wait_for()
    assert outcome.text_content() == "All 52 cards are on the foundations: won!"
    assert board(page) == shown(final.view(0))
    save_screenshot(page, "agnes-won")

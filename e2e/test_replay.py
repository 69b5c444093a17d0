"""Replay of a finished game from its save: step forward and back, jump to the end; a game in
progress is never replayed (in pass-and-play it would show private cards)."""

import pygames

from .support import go_to, named_seats, store_save

AGNES = pygames.get_game("agnes")


def finished_agnes(seed=77):
    """An Agnès game of two deals and a resignation: over, and short."""
    state = AGNES.new(1, seed)
    for move in ("deal", "deal", "resign"):
        state = state.apply(0, move)
    return state


def test_a_finished_game_replays_move_by_move(open_site):
    state = finished_agnes()
    page = open_site("")
    store_save(page, "agnes/77", state.to_json(), named_seats("Ada"))
    go_to(page, "replay/agnes/77")
    position = page.locator(".replay-position")
    position.filter(has_text="Move 0 of 3").wait_for()
    assert page.locator(".agnes .reserve-pile .card").count() == 0
    page.get_by_role("button", name="One move forward").click()
    position.filter(has_text="Move 1 of 3").wait_for()
    page.wait_for_function("document.querySelectorAll('.agnes .reserve-pile .card').length === 7")
    page.get_by_role("button", name="Last move").click()
    position.filter(has_text="Move 3 of 3").wait_for()
    page.wait_for_function("document.querySelectorAll('.agnes .reserve-pile .card').length === 14")
    page.get_by_role("button", name="One move back").click()
    position.filter(has_text="Move 2 of 3").wait_for()


def test_a_game_in_progress_is_not_replayed(open_site):
    state = AGNES.new(1, 78).apply(0, "deal")
    page = open_site("")
    store_save(page, "agnes/78", state.to_json(), named_seats("Ada"))
    go_to(page, "replay/agnes/78")
    page.get_by_text("only a finished game can be replayed").wait_for()


def test_every_replay_control_draws_its_icon_without_relying_on_a_font(open_site):
    """The replay's glyphs (⏮ ⏸ ⏭) are missing from many Linux fonts, which draw empty
    boxes: each control is an SVG icon that shows, and holds no text to draw."""
    page = open_site("")
    store_save(page, "agnes/77", finished_agnes().to_json(), named_seats("Ada"))
    go_to(page, "replay/agnes/77")
    page.locator(".replay-position").filter(has_text="Move 0 of 3").wait_for()
    controls = page.locator(".replay-tools button")
    assert controls.count() == 5
    for index in range(controls.count()):
        control = controls.nth(index)
        assert control.text_content().strip() == "", control.get_attribute("aria-label")
        drawn = control.locator("svg.icon").bounding_box()
        assert drawn and drawn["width"] >= 12 and drawn["height"] >= 12
    page.get_by_role("button", name="Play").click()
    pause = page.get_by_role("button", name="Pause")
    assert pause.locator("svg.icon[data-icon='pause']").count() == 1

"""Every control a finger uses on a phone (390 x 844, touch) is a fingertip's size, 44 x 44
CSS px or more, and every card of a board 36 px wide or more: on each game's table at its start
and in the middle of a game, with the header's tools behind "⋯" opened too (issue 33)."""

import pytest

import pygames

from ..conftest import engine_ready
from ..support import SAVE_PREFIX, go_to, save_record, settle
from .test_screen_walk import positions, route_of, seats_of

PHONE = {"width": 390, "height": 844}
FINGER = 44
CARD = 36

# The controls of the page a finger can use, and what is too small among them or the cards.
TOO_SMALL = """([finger, card]) => {
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    && el.getBoundingClientRect().width > 1;
  const name = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${
    (el.getAttribute("aria-label") || el.textContent).trim().slice(0, 30)}"`;
  const small = [];
  for (const el of document.querySelectorAll("button, a[href], select, input, [role=button]")) {
    if (!shown(el)) continue;
    // A box to tick is ticked by a tap anywhere on its label.
    const tick = el.matches("[type=checkbox], [type=radio]") && el.closest("label");
    const box = (tick || el).getBoundingClientRect();
    if (box.width < finger - 0.5 || box.height < finger - 0.5) {
      small.push(`${name(el)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  for (const el of document.querySelectorAll(".board-root .card")) {
    const width = el.getBoundingClientRect().width;
    if (shown(el) && width < card - 0.5) small.push(`card ${el.dataset.card} ${Math.round(width)} px wide`);
  }
  return small;
}"""

def too_small(page):
    settle(page)
    return page.evaluate(TOO_SMALL, [FINGER, CARD])


@pytest.mark.parametrize("game_id", list(pygames.GAMES))
def test_every_control_is_a_fingertip_on_a_phone(new_context, site_url, game_id):
    page = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    page.goto(site_url)
    engine_ready(page)
    found = {}
    # The lobby, with a game to continue, and the new-game dialog.
    mid, _ = positions(game_id)
    route = route_of(game_id)
    seats = seats_of(mid["players"])
    page.evaluate("([key, record]) => localStorage.setItem(key, JSON.stringify(record))",
                  [SAVE_PREFIX + route, save_record(route, mid, seats)])
    page.reload()
    engine_ready(page)
    page.locator("li.save .button").first.wait_for()
    found["lobby"] = too_small(page)
    page.locator(f'button[data-options="{game_id}"]').click()
    page.locator("dialog.new-game-dialog").wait_for()
    found["new game"] = too_small(page)
    page.keyboard.press("Escape")
    # The table at the start (one tap), then in the middle of a game, its "⋯" open.
    page.locator(f'button[data-game="{game_id}"]').click()
    page.wait_for_function("() => document.querySelector('.board-root > *')")
    found["start"] = too_small(page)
    go_to(page, "")
    page.locator("li.save .button").first.wait_for()
    go_to(page, route)
    page.locator(".board-root > *").first.wait_for()
    page.wait_for_function("() => !document.querySelector('.game-header .status')?.textContent",
                           timeout=30_000)
    found["middle"] = too_small(page)
    page.locator(".game-header .more-tools").click()
    found["tools"] = too_small(page)
    found = {screen: small for screen, small in found.items() if small}
    assert not found, found

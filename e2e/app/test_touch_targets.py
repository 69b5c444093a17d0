"""Every control a finger uses on a phone (390 x 844, touch) is a fingertip's size, 44 x 44
CSS px or more (a box to tick: its whole label row), and every card of a board shows a finger
36 px of its width or more, where the cards after it leave it uncovered (a fanned hand): on
each game's table at its start and in the middle of a game, with the header's tools behind "⋯"
opened too (issue 33), and in the dialogs: new game, settings, giving up and the end's summary."""

import pytest

import pygames

from ..conftest import engine_ready
from ..support import SAVE_PREFIX, go_to, read_settled, save_record, wait_for_moves
from ..screen.test_ending import GIVE_UP
from .test_screen_walk import positions, route_of, seats_of

PHONE = {"width": 390, "height": 844}
FINGER = 44
CARD = 36

# The controls of the page a finger can use, and what is too small among them or the cards.
TOO_SMALL = """(root, [finger, card]) => {
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
  // A card's width a finger reaches: the longest run of points across it, at any of a few
  // heights, where it is the topmost card (a menu or a note over it aside). Behind a dialog
  // the board takes no taps.
  if (document.querySelector("dialog[open]")) return small;
  const topCard = (x, y) => document.elementsFromPoint(x, y).find((e) => e.closest(".card"))?.closest(".card");
  const strip = (el) => {
    const box = el.getBoundingClientRect();
    let longest = 0;
    for (const share of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      const y = box.top + box.height * share;
      if (y < 0 || y >= innerHeight) continue;
      let run = 0;
      for (let x = Math.floor(box.left); x < box.right; x += 1) {
        run = topCard(x, y) === el ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
    }
    return longest;
  };
  for (const el of document.querySelectorAll(".board-root .card")) {
    if (!shown(el)) continue;
    const width = el.getBoundingClientRect().width;
    if (width < card - 0.5) small.push(`card ${el.dataset.card} ${Math.round(width)} px wide`);
    // A card a finger plays (not one shown in a pile): the part of it a tap reaches.
    if (!el.matches("[role=button], [data-spot], button")) continue;
    el.scrollIntoView({ block: "nearest" });
    const reached = strip(el);
    if (reached < card - 0.5) small.push(`card ${el.dataset.card} ${Math.round(reached)} px to a finger`);
  }
  return small;
}"""

def too_small(page):
    return read_settled(page, TOO_SMALL, [FINGER, CARD])


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


def test_the_dialogs_and_their_boxes_to_tick_are_fingertips_on_a_phone(new_context, site_url):
    """The settings (radio buttons and boxes to tick, each row a target), the question before
    giving up and the end's summary: the dialogs the table opens, beside the new-game one."""
    page = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    page.goto(site_url)
    engine_ready(page)
    found = {}
    page.locator(".lobby-tools .tool").click()
    page.locator("dialog.settings").wait_for()
    found["settings"] = too_small(page)
    page.keyboard.press("Escape")
    go_to(page, "agnes/5")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, "agnes/5")  # a press while the deal is made is dropped
    page.get_by_role("button", name=GIVE_UP["en"]).click()
    page.locator("dialog.ask").wait_for()
    found["give up"] = too_small(page)
    page.locator("dialog.ask").get_by_role("button", name=GIVE_UP["en"]).click()
    page.locator("dialog.ending").wait_for()
    found["ending"] = too_small(page)
    found = {screen: small for screen, small in found.items() if small}
    assert not found, found

"""Agony Aunt's table keeps still and whole, on a desktop (1280×800) and a phone (390×844):
the offer to play out a settled hand keeps the header's height (the board does not move), a
raised card never reaches the prompt above the hand ("Your turn: play a raised card"), and the
leader's badge lies inside its seat's panel. Boxes are read once the board has settled."""

import pytest

import pygames

from ...support import HOLD_CHECK_MS, named_seats, open_saved_game, read_settled
from ...screen.test_settled_play import aunt_settled_for_seat_0

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
AUNT = pygames.get_game("agony-aunt")
SEATS = named_seats("You", "Ann", "Bob", "Cy", computers=(1, 2, 3))
# Where the header and the board are, the prompt's bottom and the raised cards' tops (at rest,
# as the player sees them), and each leader's badge with its panel: [left, top, right, bottom].
READ = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return {
    header: box(document.querySelector(".game-header")),
    board: box(document.querySelector(".board-root")),
    prompt: box(document.querySelector(".aa-prompt")),
    raised: [...document.querySelectorAll(".aa-fan .card.legal")].map(box),
    badges: [...document.querySelectorAll(".aa-badge")]
      .map((badge) => [box(badge), box(badge.closest(".aa-seat"))]),
  };
}"""


def inside(inner, outer):
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


@pytest.mark.parametrize("size", SIZES)
def test_the_table_keeps_still_and_whole(open_site, page, size):
    page.set_viewport_size(SIZES[size])
    page = open_site()
    # A hand where the player leads: raised cards, no offer yet.
    open_saved_game(page, "agony-aunt/5", AUNT.new(4, 5).to_json(), SEATS)
    page.locator(".aa-fan .card.legal").first.wait_for()
    usual = read_settled(page, READ)
    assert usual["raised"] and all(card[1] >= usual["prompt"][3] for card in usual["raised"])
    assert usual["badges"] and all(inside(badge, panel) for badge, panel in usual["badges"])
    # A settled hand offers to play it out: the header and the board stay where they were.
    seed, state = aunt_settled_for_seat_0()
    open_saved_game(page, f"agony-aunt/{seed}", state.to_json(), SEATS)
    page.locator(".game-header .status .offer").wait_for()
    page.wait_for_timeout(HOLD_CHECK_MS // 4)
    offered = read_settled(page, READ)
    assert offered["header"] == usual["header"] and offered["board"][1] == usual["board"][1]
    assert all(card[1] >= offered["prompt"][3] for card in offered["raised"])
    assert all(inside(badge, panel) for badge, panel in offered["badges"])

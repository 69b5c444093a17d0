"""Agony Aunt's cards move on screen: a computer's card flies from its player's panel to its
place in the trick, your own card slides from your hand, a finished trick stays (its taker
marked) and then flies to its taker; undo snaps back, and nothing moves when the system asks
for reduced motion.

Every flight is recorded (support.RECORD_FLIGHTS); a card that leaves the board flies as a
copy, which has no motion key."""

import pygames

from ...support import (box_of, ends, flights_of, landed, near, place, saved_save, translation,
                      wait_for_moves)

ROUTE = "agony-aunt/2024"


def centre(box):
    return (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def copy_of(page, code):
    """The one flight of the copy of card `code` that leaves the board."""
    (copy,) = [entry for entry in page.evaluate("window.flights")
               if entry["key"] is None and entry["card"] == code]
    return copy


def panel(page, seat):
    return box_of(page.locator(f'.aa-seat[data-seat="{seat}"]'))


def test_a_computers_card_flies_from_its_panel_and_yours_from_your_hand(recorded, open_site):
    page = open_site("#" + ROUTE)
    mine = page.locator(".aa-fan .card.legal").first
    code = mine.get_attribute("data-card")
    start = box_of(mine)
    page.evaluate("window.flights = []")
    mine.click(position={"x": 8, "y": 30})
    wait_for_moves(page, 2, ROUTE, at_least=True)
    landed(page)
    (own,) = flights_of(page, f"1:{code}")
    assert near(ends(own)["start"], place(start), 40), \
        "your card starts in your hand (the fan tilts it a little)"
    _, move = saved_save(page, ROUTE)["moves"][1]
    played = page.locator(f'.aa-trick .card[data-card="{move.split()[1]}"]')
    (theirs,) = flights_of(page, f"1:{move.split()[1]}")
    box = theirs["box"]
    dx, dy = translation(theirs["first"])
    scale = [float(part) for part in theirs["first"]["scale"].split()]
    begins = (box["x"] + dx + box["width"] * scale[0] / 2,
              box["y"] + dy + box["height"] * scale[1] / 2)
    assert near(begins, centre(panel(page, 1))), "Computer 2's card starts over its panel"
    assert near(ends(theirs)["end"], place(box_of(played)))


def test_a_finished_trick_stays_then_flies_to_its_taker(recorded, open_site):
    page = open_site("#" + ROUTE)
    page.locator(".aa-fan .card.legal").first.click(position={"x": 8, "y": 30})
    # One look, taken in the same frame as the finished trick first shows: a loaded machine may
    # let the trick's stay run out between two separate looks.
    finished = page.wait_for_function("""() => {
      const trick = document.querySelector(".aa-trick.finished");
      if (!trick) return null;
      window.flights = [];
      return {plays: trick.querySelectorAll(".aa-play").length,
              cards: [...trick.querySelectorAll(".aa-play .card")].map((e) => e.dataset.card),
              marked: trick.querySelector(".aa-play.won .aa-play-name")?.className ?? ""};
    }""", polling="raf").json_value()
    assert finished["plays"] == 4, "the whole trick stays in sight"
    cards, marked = finished["cards"], finished["marked"]
    page.wait_for_selector(".aa-trick.finished", state="detached")
    landed(page)
    taker = first_trick_taker(page)
    assert f"seat-{taker}" in marked.split(), "the taker's card was marked while it stayed"
    for code in cards:
        copy = copy_of(page, code)
        dx, dy = translation(copy["last"])
        x, y = centre(copy["box"])
        assert near((x + dx, y + dy), centre(panel(page, taker))), code


def first_trick_taker(page):
    """Who took the first trick, by CPython's reckoning of the page's save."""
    save = saved_save(page, ROUTE)
    first_trick = pygames.replay({**save, "moves": save["moves"][:4]})
    return first_trick.view(None)["previous_trick"]["winner"]


def test_undo_and_reduced_motion_move_nothing(recorded, open_site):
    page = open_site("#" + ROUTE)
    page.evaluate("window.flights = []")
    page.locator(".aa-fan .card.legal").first.click(position={"x": 8, "y": 30})
    wait_for_moves(page, 4, ROUTE, at_least=True)
    page.wait_for_selector(".aa-fan .card.legal")
    assert page.evaluate("window.flights"), "a trick played with motion on moves its cards"
    page.evaluate("window.flights = []")
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 0, ROUTE)
    page.wait_for_selector(".aa-fan .card.legal")
    assert page.evaluate("window.flights") == []
    assert page.locator(".aa-fan .card").count() == 13

    page.emulate_media(reduced_motion="reduce")
    page.locator(".aa-fan .card.legal").first.click(position={"x": 8, "y": 30})
    wait_for_moves(page, 4, ROUTE, at_least=True)
    page.wait_for_selector(".aa-fan .card.legal")
    assert page.evaluate("window.flights") == []
    assert page.evaluate("document.getAnimations().length") == 0


# In the page: hold the first running flight of a card that `wanted(card)` accepts, then
# step it through its course; at each step where the card's centre lies over the panel
# `seat`, say what is on top there: "panel", "a card", or another element's tag.
HOLD_AND_LOOK = """([seat, copies, mine]) => new Promise((done) => {
  const wanted = (target) => target?.matches?.(".card") && (copies
    ? target.classList.contains("flight-copy") : target.dataset.motion && target.dataset.motion !== mine
      && target.closest(".aa-trick"));
  // With no seat given, the panel is the taker's: the seat the finished trick marks as won,
  // noted while it stays (its cards fly to that panel next).
  let taker = seat;
  const look = () => {
    const won = document.querySelector(".aa-trick.finished .aa-play.won .aa-play-name");
    if (won && seat === null) taker = Number(/seat-(\\d+)/.exec(won.className)[1]);
    const flights = document.getAnimations().filter((animation) => wanted(animation.effect?.target));
    if (!flights.length || taker === null) return requestAnimationFrame(look);
    for (const animation of flights) animation.pause();
    const panel = document.querySelector(`.aa-seat[data-seat="${taker}"]`).getBoundingClientRect();
    const seen = [];
    for (const animation of flights) {
      const { duration, delay } = animation.effect.getTiming();
      for (let step = 0; step <= 20; step++) {
        animation.currentTime = delay + duration * step / 20;
        const box = animation.effect.target.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < panel.left || x > panel.right || y < panel.top || y > panel.bottom) continue;
        const top = document.elementFromPoint(x, y);
        seen.push(top.closest(`.aa-seat[data-seat="${taker}"]`) ? "panel" : top.closest(".card") ? "a card" : top.tagName);
      }
    }
    for (const animation of flights) animation.play();
    done({ taker, seen });
  };
  look();
})"""


def start_looking(page, seat, copies, mine=None):
    """Watch, from now on, for the first flights of `seat`'s panel (None: the taker's of the
    trick that finishes next) and hold each along its path to see what is on top there."""
    page.evaluate(f"""(args) => {{ window.panelLook = null;
      ({HOLD_AND_LOOK})(args).then((look) => {{ window.panelLook = look; }}); }}""",
                  [seat, copies, mine])  # reads a board in motion


def panel_look(page):
    """What start_looking saw, once it has seen the flights: {taker, seen}."""
    page.wait_for_function("() => window.panelLook !== null")
    return page.evaluate("window.panelLook")


def test_a_card_flying_from_a_panel_passes_beneath_it(recorded, open_site):
    page = open_site("#" + ROUTE)
    mine = page.locator(".aa-fan .card.legal").first
    start_looking(page, 1, False, f"1:{mine.get_attribute('data-card')}")
    mine.click(position={"x": 8, "y": 30})
    seen = panel_look(page)["seen"]
    assert seen, "Computer 2's card starts over its panel"
    assert set(seen) == {"panel"}, f"the card covered the panel: {seen}"


def test_a_trick_flying_to_its_taker_passes_beneath_the_panel(recorded, open_site):
    page = open_site("#" + ROUTE)
    # Watching from before the first card is played: a loaded machine may let the finished
    # trick go to its taker before a look started after it would begin.
    start_looking(page, None, True)
    page.locator(".aa-fan .card.legal").first.click(position={"x": 8, "y": 30})
    look = panel_look(page)
    assert look["taker"] == first_trick_taker(page)
    seen = look["seen"]
    assert seen, "the trick's cards end over their taker's panel"
    assert set(seen) == {"panel"}, f"the cards covered the panel: {seen}"

"""Agents of the Crown's cards move on screen: the cards received in the pass fly in from the
right neighbour's House, a card committed flies from the hand to its challenge and a
computer's from its House; undo snaps back; nothing moves under reduced motion. A card
dragged with the mouse shows the shared ghost and lights the challenge under it.

Every flight is recorded (support.RECORD_FLIGHTS)."""

from ...support import box_of, ends, flights_of, landed, near, place, wait_for_moves
from .test_agents_of_the_crown_access import first_pass, pass_by_clicks, your_turn

GAME = "agents-of-the-crown"
SEED = 3  # the human at seat 0 commits first in Spring; seat 3 is on its right


def flown(page, key):
    """Where each recorded flight of `key` started and ended (x, y)."""
    return [ends(entry) for entry in flights_of(page, key)]


def house(page, seat):
    return box_of(page.locator(f'.house[data-seat="{seat}"]'))


def test_received_and_committed_cards_fly_from_where_they_come(recorded, open_site):
    page = open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    page.evaluate("window.flights = []")
    pass_by_clicks(page)
    your_turn(page)
    landed(page)
    received = page.locator(".hand-card.received").evaluate_all("els => els.map((e) => e.dataset.card)")
    assert len(received) == 2
    for card in received:
        [flight] = flown(page, card)
        assert near(flight["start"], place(house(page, 3))), "from the right neighbour's House"
        assert near(flight["end"], place(box_of(page.locator(f'.hand-card[data-card="{card}"]'))))

    card = page.locator(".hand-card").first.get_attribute("data-card")
    start = place(box_of(page.locator(".hand-card").first))
    page.get_by_role("button", name="Face up").click()
    page.evaluate("window.flights = []")
    page.locator(".hand-card").first.click()
    page.locator(".challenge .place:visible").first.click()
    wait_for_moves(page, 6, at_least=True)  # the player's commitment, then seat 1's
    flight = flown(page, card)[0]
    # A picked card stands a little raised (and hovered, easing back): within a card's lift.
    assert near(flight["start"], start, tolerance=12), "from the hand"
    mine = page.locator(f'.placed-card[data-seat="0"] [data-card="{card}"]')
    if mine.count():  # still on the table (the reveal has not come yet)
        assert near(flight["end"], place(box_of(mine)))
    from_left = [entry for entry in page.evaluate("window.flights") if entry["key"] != card]
    assert any(near(ends(entry)["start"], place(house(page, 1))) for entry in from_left), \
        "seat 1's card flies from its House"


def test_undo_snaps_and_reduced_motion_moves_nothing(recorded, open_site):
    page = open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.flights = []")
    pass_by_clicks(page)
    your_turn(page)
    page.locator(".hand-card").first.click()
    page.locator(".challenge .place:visible").first.click()
    wait_for_moves(page, 6, at_least=True)
    assert page.evaluate("window.flights") == []
    assert page.evaluate("document.getAnimations().length") == 0

    page.emulate_media(reduced_motion="no-preference")
    page.locator("details.reveal:not(.stepping)").wait_for(timeout=60_000)
    your_turn(page)
    page.evaluate("window.flights = []")
    page.get_by_role("button", name="Undo").click()
    page.locator(".crown-main.committing").wait_for()
    page.wait_for_timeout(300)
    assert page.evaluate("window.flights") == []


def test_a_card_dragged_with_the_mouse_shows_the_ghost_and_lights_its_challenge(open_site):
    page = open_site(f"#{GAME}/{SEED}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    noble, common = first_pass(page)
    assert noble and common
    pass_by_clicks(page)
    your_turn(page)
    landed(page)  # the cards received may still be flying in, away from where they land
    card = page.locator(".hand-card").first
    code = card.get_attribute("data-card")
    box = box_of(card)
    goal = page.locator(".crown .challenge").last
    suit = goal.get_attribute("data-suit")
    target = box_of(goal)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
    assert page.locator(".drag-ghost").count() == 1
    assert page.locator(f'.challenge.hovered[data-suit="{suit}"]').count() == 1
    page.mouse.up()
    wait_for_moves(page, 5, at_least=True)
    assert page.locator(".drag-ghost").count() == 0
    # The card committed leaves the hand (waited for, as the page draws in its own time).
    page.locator(f'.hand-card[data-card="{code}"]').wait_for(state="detached")

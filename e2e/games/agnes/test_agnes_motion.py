"""Agnès's cards move on screen: a card played flies from where it lay to where it goes, a
card sent home flies to its foundation, a deal flies from the stock to the reserve; undo
snaps back, and nothing moves when the system asks for reduced motion.

Every flight is recorded (support.RECORD_FLIGHTS)."""

import pytest

import pygames

from ...support import (box_of, flight, landed, named_seats, near, open_saved_game, pace_script,
                      place, wait_for_moves)


def card(page, code):
    return page.locator(f'.agnes .card[data-spot][data-card="{code}"]')


def test_a_card_flies_from_its_column_onto_another_and_undo_snaps_back(recorded, open_site):
    page = open_site("#agnes/1234")
    card(page, "KC").wait_for()
    start = place(box_of(card(page, "KC")))
    goal = box_of(card(page, "AD"))
    page.evaluate("window.flights = []")
    card(page, "KC").click(position={"x": 8, "y": 8})
    card(page, "AD").click(position={"x": 8, "y": 8})
    wait_for_moves(page, 1)
    landed(page)
    moved = flight(page, "KC")
    assert near(moved["start"], start)
    assert near(moved["end"], place(box_of(card(page, "KC"))))
    assert moved["end"][0] == pytest.approx(goal["x"], abs=1.5) and moved["end"][1] > goal["y"]

    page.evaluate("window.flights = []")
    page.get_by_role("button", name="Undo").click()
    wait_for_moves(page, 0)
    assert near(place(box_of(card(page, "KC"))), start)
    assert page.evaluate("window.flights") == []


def test_a_deal_flies_from_the_stock_to_each_reserve_pile(recorded, open_site):
    page = open_site("#agnes/1234")
    stock = place(box_of(page.locator(".agnes .stock")))
    page.evaluate("window.flights = []")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1)
    landed(page)
    piles = page.locator(".agnes .reserve-pile")
    for index in range(7):
        dealt = piles.nth(index).locator(".card").last
        code = dealt.get_attribute("data-card")
        flown = flight(page, code)
        assert near(flown["start"], stock), code
        assert near(flown["end"], place(box_of(dealt))), code


def test_a_card_sent_home_flies_to_its_foundation(recorded, open_site):
    page = open_site("#agnes/2")
    start = place(box_of(card(page, "KH")))
    page.evaluate("window.flights = []")
    card(page, "KH").dblclick(position={"x": 8, "y": 8})
    wait_for_moves(page, 1)
    landed(page)
    home = flight(page, "KH")
    foundation = page.locator(".agnes .foundation", has=page.locator('[data-card="KH"]'))
    assert near(home["start"], start)
    assert near(home["end"], place(box_of(foundation)))


def test_a_redeal_gathers_the_reserve_back_into_the_stock(recorded, open_site):
    dealt = pygames.get_game("agnes").new(1, 1234, {"redeals": 1})
    for _ in range(4):
        dealt = dealt.apply(0, "deal")
    assert "redeal" in dealt.legal_moves(0)
    page = open_site()
    open_saved_game(page, "agnes/1234?redeals=1", dealt.to_json(), named_seats(""))
    page.locator(".agnes .reserve-pile .card").first.wait_for()
    stock = box_of(page.locator(".agnes .stock"))
    page.evaluate("window.flights = []")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 5)
    gathered = [entry for entry in page.evaluate("window.flights") if entry["key"] is None]
    assert len(gathered) == 23
    for entry in gathered:
        dx, dy = (float(part.removesuffix("px")) for part in entry["last"]["translate"].split())
        box = entry["box"]
        centre = (box["x"] + box["width"] / 2 + dx, box["y"] + box["height"] / 2 + dy)
        assert near(centre, (stock["x"] + stock["width"] / 2, stock["y"] + stock["height"] / 2))


def test_nothing_moves_under_reduced_motion_or_at_the_instant_pace(recorded, open_site):
    page = open_site("#agnes/1234")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1)
    assert len(page.evaluate("window.flights")) == 7

    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.flights = []")
    card(page, "KC").click(position={"x": 8, "y": 8})
    card(page, "AD").click(position={"x": 8, "y": 8})
    wait_for_moves(page, 2)
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 3)
    assert page.evaluate("window.flights") == []
    assert page.evaluate("document.getAnimations().length") == 0

    page.emulate_media(reduced_motion="no-preference")
    page.evaluate(pace_script("instant"))
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 4)
    assert page.evaluate("window.flights") == []

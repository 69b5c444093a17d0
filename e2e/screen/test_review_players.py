"""The review of a game several people played on one device (pass-and-play): opened again
once over, it shows its last position with no hand-off; its summary offers "Review a player's
moves", the replay offers one review per player ("Review Bob's moves"), and each is of that
seat's moves, kept for that seat."""

import pygames
from pygames.core import Rng
from pygames.core.players import play_out, player_named

from ..conftest import engine_ready
from ..support import go_to, named_seats, page_width, store_save
from .test_review import REVIEW_TIMEOUT_MS

ROUTE = "cardcassonne/5"


def finished_save():
    """A whole two-player Cardcassonne game between normal players."""
    game = pygames.get_game("cardcassonne")
    normal = player_named(game, "normal")
    return play_out(game.new(2, 5), [normal, normal], Rng(5)).to_json()


def test_each_player_of_a_pass_and_play_game_reviews_their_own_moves(new_context, site_url):
    page = new_context(locale="en-GB").new_page()
    page.goto(site_url)
    engine_ready(page)
    save = finished_save()
    store_save(page, ROUTE, save, named_seats("Ana", "Bob"))
    go_to(page, ROUTE)
    page.locator(".results-tool").click()  # a finished game opened: no hand-off, its results
    summary = page.locator("dialog.ending")
    summary.get_by_role("button", name="Review a player's moves").click()
    page.wait_for_url(f"**#review/{ROUTE}")
    assert page.locator(".review-bar").count() == 0, "no review before a player is chosen"
    page.get_by_role("link", name="Review Ana's moves").wait_for()
    page.get_by_role("link", name="Review Bob's moves").click()
    page.wait_for_url(f"**#review/{ROUTE}?seat=1")
    page.locator(".review-accuracy").wait_for(timeout=REVIEW_TIMEOUT_MS)
    assert page.locator(".review-list h2").text_content() == "Review of Bob's moves"
    kept = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", f"cardtable/review/{ROUTE}")
    bobs_moves = sum(1 for seat, _ in save["moves"] if seat == 1)
    assert kept["seat"] == 1
    assert 0 < len(kept["entries"]) <= bobs_moves
    assert {entry["seat"] for entry in kept["entries"]} == {1}


LONG_NAME = "Bartholomew Maximilian"


def test_a_long_name_wraps_on_the_hand_off_and_the_review_s_choice(new_context, site_url):
    """At 390 px a player's long name wraps on the hand-off screen and on the link to the
    review of their moves: the page never grows wider than the phone."""
    page = new_context(locale="fr-FR", viewport={"width": 390, "height": 844}).new_page()
    page.goto(site_url)
    engine_ready(page)
    game = pygames.get_game("cardcassonne")
    store_save(page, "cardcassonne/6", game.new(2, 6).to_json(), named_seats(LONG_NAME, "Ana"))
    go_to(page, "cardcassonne/6")
    page.locator(".handoff button").wait_for()
    assert page_width(page) <= 390
    store_save(page, ROUTE, finished_save(), named_seats(LONG_NAME, "Ana"))
    go_to(page, f"review/{ROUTE}")
    page.locator(".review-link").first.wait_for()
    assert page_width(page) <= 390

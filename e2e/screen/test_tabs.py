"""Two tabs on one game (two pages of one browser context: they share localStorage and get
each other's storage events): no move is ever lost. A tab whose game changed elsewhere stops
and offers the latest; a write that has not seen the latest fails, even without the event;
the lobby follows the other tab; a game deleted there can be kept here."""

import pygames

from ..support import SAVE_PREFIX, named_seats, saved_save, store_save, wait_for_moves

AGNES = pygames.get_game("agnes")
DEAL = 'button[data-focus="deal"]'
CONTINUED = "This game was continued in another tab"


def open_tab(context, site_url, wait_for_engine, fragment):
    tab = context.new_page()
    tab.goto(site_url + fragment)
    wait_for_engine(tab)
    return tab


def reserve_cards(tab):
    """How many cards the reserve row shows: seven per deal in Agnès."""
    tab.locator(DEAL).wait_for()
    return tab.locator(".agnes .reserve-pile .card").count()


def load_latest(tab):
    """Wait for the notice that another tab changed the game, and load the game from there."""
    stale = tab.locator(".stale")
    stale.get_by_role("heading", name=CONTINUED).wait_for()
    assert tab.locator(".agnes").count() == 0, "no move can be made on the stale board"
    stale.get_by_role("button", name="Load the latest").click()
    tab.locator(DEAL).wait_for()


def test_moves_in_either_tab_all_reach_the_save(context, open_site, site_url, wait_for_engine):
    route = "agnes/31"
    tab_a = open_site("#" + route)
    assert reserve_cards(tab_a) == 0
    tab_b = open_tab(context, site_url, wait_for_engine, "#" + route)
    assert reserve_cards(tab_b) == 0

    tab_a.locator(DEAL).click()
    wait_for_moves(tab_a, 1, route)
    load_latest(tab_b)
    assert reserve_cards(tab_b) == 7
    tab_b.locator(DEAL).click()
    wait_for_moves(tab_b, 2, route)
    load_latest(tab_a)
    assert reserve_cards(tab_a) == 14
    tab_a.locator(DEAL).click()
    wait_for_moves(tab_a, 3, route)
    assert saved_save(tab_a, route)["moves"] == [[0, "deal"]] * 3

    load_latest(tab_b)
    tab_b.get_by_role("button", name="Undo").click()
    wait_for_moves(tab_b, 2, route)
    load_latest(tab_a)
    assert reserve_cards(tab_a) == 14


def test_a_tab_that_missed_the_change_cannot_overwrite_it(open_site):
    route = "agnes/32"
    page = open_site("#" + route)
    page.locator(DEAL).wait_for()
    # Written as another tab would, but from this page, so this page hears no storage event.
    two_deals = AGNES.new(1, 32).apply(0, "deal").apply(0, "deal").to_json()
    store_save(page, route, two_deals, named_seats("You"))
    page.locator(DEAL).click()
    load_latest(page)
    assert saved_save(page, route)["moves"] == two_deals["moves"]
    assert reserve_cards(page) == 14


def test_the_lobby_follows_the_other_tab_and_a_deleted_game_can_be_kept(
        context, open_site, site_url, wait_for_engine):
    route = "agnes/33"
    lobby = open_site()
    lobby.locator("button[data-game]").first.wait_for()
    game = open_tab(context, site_url, wait_for_engine, "#" + route)
    row = lobby.locator(f'li.save[data-key="{SAVE_PREFIX}{route}"]')
    for moves in (1, 2):
        game.locator(DEAL).click()
        row.locator(".detail", has_text=f"Deal 33 · {moves} move").wait_for()

    row.get_by_role("button", name="Delete this save").click()
    stale = game.locator(".stale")
    stale.get_by_role("heading", name="This game was deleted in another tab").wait_for()
    stale.get_by_role("button", name="Keep it").click()
    game.locator(DEAL).wait_for()
    assert len(saved_save(game, route)["moves"]) == 2
    row.locator(".detail", has_text="Deal 33 · 2 moves").wait_for()

    # A new deal on the same route, asked in the site's own dialog, replaces the game there.
    lobby.locator('button[data-options="agnes"]').click()
    lobby.locator('dialog.new-game-dialog select[name="grade"]').select_option("")  # deal 33 itself
    lobby.locator('dialog.new-game-dialog input[name="seed"]').fill("33")
    lobby.get_by_role("button", name="Start").click()
    question = lobby.locator("dialog.ask")
    question.get_by_role("heading", name="Deal 33 is started already").wait_for()
    question.get_by_role("button", name="Start again").click()
    lobby.locator(DEAL).wait_for()
    assert saved_save(lobby, route)["moves"] == []
    load_latest(game)
    assert reserve_cards(game) == 0

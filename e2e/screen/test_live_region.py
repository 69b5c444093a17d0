"""Screen readers hear each screen's own words: the polite live region (web/js/kit/announce.js)
is silenced whenever the page changes screen, so the lobby, and the next game opened from it,
never hold or say the last sentences of the game left."""

from ..support import go_to, listen, wait_for_moves

# The page's one live region for moves (announce.js), apart from the lobby's own statuses.
REGION = 'body > .visually-hidden[aria-live="polite"]'


def deal_from_the_stock(page, route):
    """Deal from the stock of the Agnès deal at `route`; returns the sentence the live region
    says for it (one said after the click: the same words said before do not count)."""
    heard = page.evaluate("window.said.length")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, route)
    dealt = "(from) => window.said.slice(from).find((text) => text.startsWith('You deal 7 cards'))"
    page.wait_for_function(dealt, arg=heard)
    return page.evaluate(dealt, heard)


def test_the_next_screen_never_speaks_the_last_game_s_words(open_site):
    page = open_site("#agnes/41")
    listen(page)
    first = deal_from_the_stock(page, "agnes/41")
    assert page.locator(REGION).text_content() == first

    page.locator(".game-header .back").click()
    page.locator(".lobby li.save").first.wait_for()
    assert page.locator(REGION).text_content() == "", "the lobby holds the game's last words"

    go_to(page, "agnes/42")
    page.locator(".game-header .deal").filter(has_text="42").wait_for()
    page.locator(".agnes .card").first.wait_for()
    assert page.locator(REGION).text_content() == ""
    second = deal_from_the_stock(page, "agnes/42")
    assert second != first and second.startswith("You deal 7 cards")

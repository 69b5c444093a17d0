"""The boards as a demanding player sees them (issue 25), at 1280×800 and 390×844: every card
that shows only its corner shows its whole index, in the reader's language; a hint's note
never covers what it points to; names fit; a choice not yet made cannot be sent; seat colours
stand out; cards in flight pass beneath the seat panels. Screenshots go to e2e/artifacts/."""

import pytest

import pygames

from .support import named_seats, open_saved_game

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SIZES = pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
AGNES = pygames.get_game("agnes")

# For each card covered by the next one in its pile: how far down the next one starts, and
# where the covered card's index (its rank and its corner suit) ends.
COVERED_INDEXES = """() => [...document.querySelectorAll('.agnes .reserve-pile, .agnes .column')]
  .flatMap((pile) => {
    const cards = [...pile.querySelectorAll('.card')];
    return cards.slice(0, -1).map((card, depth) => {
      const index = [card.querySelector('.card-rank'), card.querySelector('use')];
      return { card: card.dataset.card, rank: index[0].textContent,
        indexBottom: Math.max(...index.map((part) => part.getBoundingClientRect().bottom)),
        coveredFrom: cards[depth + 1].getBoundingClientRect().top };
    });
  })"""


def agnes_dealt(seed, deals):
    """Agnès `seed` after `deals` deals from the stock: reserve piles `deals` cards deep."""
    state = AGNES.new(1, seed)
    for _ in range(deals):
        state = state.apply(0, "deal")
    return state


def switch_language(page, language):
    """Switch the page's language as the settings do; the screen draws itself again."""
    page.evaluate("async (language) => (await import('./js/i18n.js')).chooseLanguage(language)",
                  language)


@SIZES
def test_agnes_covered_cards_show_their_whole_index(page, open_site, size, save_screenshot):
    page.set_viewport_size(size)
    open_site()
    state = agnes_dealt(1234, 3)
    open_saved_game(page, "agnes/1234", state.to_json(), named_seats("You"))
    page.wait_for_selector(".agnes .reserve-pile .card")
    covered = page.evaluate(COVERED_INDEXES)
    assert len(covered) > 20
    cut = [entry for entry in covered if entry["coveredFrom"] < entry["indexBottom"]]
    assert not cut, cut[:5]
    save_screenshot(page, f"polish-agnes-reserve-{size['width']}")


def test_card_corners_follow_the_language_and_redraw_on_a_switch(page, open_site, save_screenshot):
    """French cards read V, D, R where English ones read J, Q, K, in the corner and the frame."""
    page.set_viewport_size(DESKTOP)
    open_site("#agnes/1234").wait_for_selector(".agnes .card")
    letters = ".agnes .card[data-card^='{}'] :is(.card-rank, .card-letter)"
    assert set(page.locator(letters.format("J")).all_text_contents()) == {"J"}
    switch_language(page, "fr")
    page.wait_for_selector(".game-header :text('Donne')")
    page.wait_for_selector(".agnes .card")
    for rank, french in {"J": "V", "Q": "D", "K": "R"}.items():
        assert set(page.locator(letters.format(rank)).all_text_contents()) == {french}
    save_screenshot(page, "polish-agnes-corners-fr-1280")

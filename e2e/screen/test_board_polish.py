"""The boards as a demanding player sees them (issue 25), at 1280×800 and 390×844: every card
that shows only its corner shows its whole index, in the reader's language; a hint's note
never covers what it points to; names fit; a choice not yet made cannot be sent; seat colours
stand out; cards in flight pass beneath the seat panels. Screenshots go to e2e/artifacts/."""

import pytest

import pygames

from ..support import named_seats, open_saved_game, read_settled, style_of

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


# What the hint's note covers of what a player may touch on the board.
COVERED_BY_THE_NOTE = """() => {
  const note = document.querySelector('.hint-note').getBoundingClientRect();
  const covers = (box) => box.left < note.right && note.left < box.right
    && box.top < note.bottom && note.top < box.bottom;
  return [...document.querySelectorAll(
      '.board-root :is(button, [data-spot], [data-drop], .card, .stock, .foundation)')]
    .filter((element) => covers(element.getBoundingClientRect()))
    .map((element) => element.dataset.card ?? element.dataset.drop ?? element.textContent);
}"""
# The element a tap at the middle of the note's words reaches.
TAPPED_THROUGH_THE_NOTE = """() => {
  const box = document.querySelector('.hint-note p').getBoundingClientRect();
  const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !document.querySelector('.hint-note').contains(reached);
}"""


def ask_for_a_hint(page):
    """Press H and wait for the note (the engine samples for a second or two)."""
    page.locator("body").press("h")
    page.locator(".hint-note").wait_for(state="visible", timeout=60_000)


def agnes_dealt(seed, deals):
    """Agnès `seed` after `deals` deals from the stock: reserve piles `deals` cards deep."""
    state = AGNES.new(1, seed)
    for _ in range(deals):
        state = state.apply(0, "deal")
    return state


def switch_language(page, language):
    """Switch the page's language as the settings do; the screen draws itself again."""
    page.evaluate("async (language) => (await import('./js/kit/i18n.js')).chooseLanguage(language)",
                  language)


@SIZES
def test_agnes_covered_cards_show_their_whole_index(page, open_site, size, save_screenshot):
    page.set_viewport_size(size)
    open_site()
    state = agnes_dealt(1234, 3)
    open_saved_game(page, "agnes/1234", state.to_json(), named_seats("You"))
    page.wait_for_selector(".agnes .reserve-pile .card")
    covered = read_settled(page, COVERED_INDEXES)
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


@SIZES
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_note_covers_nothing_to_touch_says_it_plainly_and_leaves(
        page, open_site, size, language, save_screenshot):
    page.set_viewport_size(size)
    page.add_init_script(f"localStorage.setItem('cardtable/language', '{language}')")
    open_site("#agnes/5").wait_for_selector(".agnes .card")
    ask_for_a_hint(page)
    save_screenshot(page, f"polish-agnes-hint-{language}-{size['width']}")
    assert read_settled(page, COVERED_BY_THE_NOTE) == []
    assert read_settled(page, TAPPED_THROUGH_THE_NOTE)
    # A player's words first; the numbers only behind "Why?".
    words = page.locator(".hint-note > p").text_content()
    assert "%" not in words and not any(letter.isdigit() for letter in words), words
    page.locator(".hint-note summary").click()
    assert "%" in page.locator(".hint-note details p").text_content()
    save_screenshot(page, f"polish-agnes-hint-why-{language}-{size['width']}")
    # A tap anywhere else sends it away.
    page.mouse.click(size["width"] / 2, size["height"] - 5)
    assert page.locator(".hint-note").is_hidden()


def test_the_hint_note_leaves_by_itself_after_a_few_seconds(page, open_site):
    open_site("#agnes/5").wait_for_selector(".agnes .card")
    ask_for_a_hint(page)
    page.locator(".hint-note").wait_for(state="hidden", timeout=12_000)


@SIZES
def test_agents_pass_looks_and_is_unavailable_until_both_cards_are_picked(
        page, open_site, size, save_screenshot):
    page.set_viewport_size(size)
    open_site("#agents-of-the-crown/5").wait_for_selector(".hand-card")
    pass_button = page.locator("button.pass")
    save_screenshot(page, f"polish-agents-pass-{size['width']}")
    assert pass_button.get_attribute("aria-disabled") == "true"
    assert pass_button.get_attribute("title") == "Pick a Noble and a Common first"
    # Read once settled: the computers' secret picks redraw the board (and its button) meanwhile.
    assert float(style_of(pass_button, "opacity")) < 0.6
    pass_button.focus()  # a player can still reach it, and hear why it does nothing
    page.keyboard.press("Enter")
    page.locator(".refusal").wait_for()
    assert page.locator(".refusal").text_content() == "Pick a Noble and a Common first"

    hand = page.locator(".hand-card").evaluate_all("(cards) => cards.map((c) => c.dataset.card)")
    noble = next(code for code in hand if code[0] in "TJQK")
    common = next(code for code in hand if code[0] in "23456789")
    for code in (noble, common):
        page.locator(f'.hand-card[data-card="{code}"]').click()
    # The board is drawn again after each pick: look at the button drawn last, once it settles.
    page.wait_for_function("""() => {
      const button = document.querySelector("button.pass");
      return button?.getAttribute("aria-disabled") === "false" && !button.hasAttribute("title");
    }""")
    assert style_of(pass_button, "opacity") == "1"


# The seat names on the Agincards score board whose text overflows their box.
CUT_NAMES = """() => [...document.querySelectorAll('.ag-name')]
  .filter((name) => name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1)
  .map((name) => name.textContent)"""


@SIZES
@pytest.mark.parametrize("language", ["en", "fr"])
def test_agincards_shows_every_seat_name_whole(page, open_site, size, language, save_screenshot):
    page.set_viewport_size(size)
    page.add_init_script(f"localStorage.setItem('cardtable/language', '{language}')")
    open_site("#agincards/5?players=3").wait_for_selector(".ag-name")
    save_screenshot(page, f"polish-agincards-{language}-{size['width']}")
    assert page.locator(".ag-name").count() == 3
    assert read_settled(page, CUT_NAMES) == []

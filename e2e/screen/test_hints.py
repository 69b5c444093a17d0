"""The Hint of Agnès in a real Chromium (issue 12): the button and the key H show one of the
legal moves on the board, with the win chance it rests on (its detail behind "Why?") and a word that it comes only from
what the player sees; a move made while it thinks drops its answer; in French too. Where the
hint finds no sure way (issue 33: deal 436312, winnable, was called lost with no move), it
says so and still shows its best move."""

import pytest

import pygames

from ..support import saved_state, wait_for_moves

ROUTE = "agnes/5"
NO_SURE_WAY = "agnes/436312"  # hard: no sampled stock order is won at its first position


def hinted_move(page):
    """The move the board highlights: the stock alone is "deal" (or "redeal"); else the card
    and the place it goes ("f" for a foundation)."""
    marks = page.locator(".agnes .hinted").evaluate_all("""(marks) => marks.map((mark) =>
      mark.classList.contains('stock') ? ['stock', '']
        : mark.dataset.card ? ['card', mark.dataset.card]
          : ['place', mark.classList.contains('foundation') ? 'f' : mark.dataset.drop])""")
    if marks == [["stock", ""]]:
        return "deal"
    marked = dict(marks)  # the foundations come before the columns on the page
    return f"{marked['card']}>{marked['place']}"


def ask_hint(page, press_key=False):
    if press_key:
        page.locator("body").press("h")
    else:
        page.get_by_role("button", name="Hint").click()
    note = page.locator(".hint-note")
    note.wait_for(state="visible", timeout=60_000)
    return note.text_content()


def test_hint_shows_a_legal_move_and_the_chance_from_what_the_player_sees(open_site,
                                                                           save_screenshot):
    page = open_site("#" + ROUTE)
    page.wait_for_selector(".agnes .card")
    text = ask_hint(page)
    assert "chance" in text and "Why?" in text
    assert "only from the cards you can see" in text
    move = hinted_move(page)
    assert move in pygames.get_game("agnes").new(1, 5).legal_moves(0)
    assert page.get_by_role("button", name="Hint").text_content() == "Hint"
    save_screenshot(page, "hint-desktop")

    # The hinted move is one the player can make: tap the card, then its place.
    card, place = move.split(">")
    page.locator(f'.agnes .card[data-card="{card}"]').click(position={"x": 8, "y": 8})
    target = ".agnes .foundation.hinted" if place == "f" else f'.agnes [data-drop="{place}"]'
    page.locator(target).click(position={"x": 8, "y": 8})
    wait_for_moves(page, 1, ROUTE)
    assert saved_state(page, ROUTE).history[-1] == (0, move)
    # The move made, the hint was about the position before: gone.
    assert page.locator(".hint-note").is_hidden()
    assert page.locator(".agnes .hinted").count() == 0


def test_the_key_h_asks_and_a_move_meanwhile_drops_the_answer(open_site):
    page = open_site("#" + ROUTE)
    page.wait_for_selector(".agnes .card")
    ask_hint(page, press_key=True)
    assert page.locator(".agnes .hinted").count() >= 1

    # Asked again, then the stock dealt at once: the board stays playable, and whatever the
    # hint answers, it is about a position that is gone.
    page.locator("body").press("h")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, ROUTE)
    page.wait_for_function("() => document.querySelector('.hint-button').textContent === 'Hint'")
    page.wait_for_timeout(300)
    assert page.locator(".hint-note").is_hidden()
    assert page.locator(".agnes .hinted").count() == 0


def test_with_no_sure_way_found_the_hint_says_so_and_still_shows_a_move(open_site,
                                                                        save_screenshot):
    page = open_site("#" + NO_SURE_WAY)
    page.wait_for_selector(".agnes .card")
    text = ask_hint(page)
    assert text.startswith("No sure way to win found from the cards you can see: this move "
                           "gives the best chance.")
    assert "lost" not in text and "undo" not in text
    assert hinted_move(page) in pygames.get_game("agnes").new(1, 436312).legal_moves(0)
    save_screenshot(page, "hint-no-sure-way-desktop")


@pytest.mark.browser_context_args(locale="fr-FR", viewport={"width": 390, "height": 844})
def test_hint_in_french_on_a_phone(open_site, save_screenshot):
    page = open_site("#" + NO_SURE_WAY)
    page.wait_for_selector(".agnes .card")
    page.get_by_role("button", name="Indice").click()
    note = page.locator(".hint-note")
    note.wait_for(state="visible", timeout=60_000)
    text = note.text_content()
    assert text.startswith("Aucune façon sûre de gagner trouvée d'après les cartes que vous "
                           "voyez\u00a0: ce coup donne la meilleure chance.")
    assert "les cartes que vous voyez, jamais" in text  # the hint's fairness, in its note
    assert hinted_move(page) in pygames.get_game("agnes").new(1, 436312).legal_moves(0)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    save_screenshot(page, "hint-phone-fr")

"""The Hint of Agnès in a real Chromium (issue 12): the button and the key H show one of the
legal moves on the board, with the win chance it rests on (its detail behind "Why?") and a word that it comes only from
what the player sees; a move made while it thinks drops its answer; in French too. Where the
hint finds no sure way (issue 33: deal 436312, winnable, was called lost with no move), it
says so and still shows its best move. A hinted run (a covered card and the cards on it)
lights every card that moves and says so in words; the "Why?" names the hidden cards: the stock."""

import pytest

import pygames

from ..support import page_width, read_settled, saved_state, wait_for_moves

ROUTE = "agnes/5"
NO_SURE_WAY = "agnes/436312"  # hard: no sampled stock order is won at its first position
RUN = "agnes/218"  # the first hint moves the covered 4S of column 3, with the 3H on it, to t4


def hinted_move(page):
    """The move the board highlights: the stock alone is "deal" (or "redeal"); else the card
    and the place it goes ("f" for a foundation)."""
    marks = page.locator(".agnes .hinted").evaluate_all("""(marks) => marks.map((mark) =>
      mark.classList.contains('stock') ? ['stock', '']
        : mark.dataset.card ? ['card', mark.dataset.card]
          : ['place', mark.classList.contains('foundation') ? 'f' : mark.dataset.drop])""")
    if marks == [["stock", ""]]:
        return "deal"
    cards = [name for kind, name in marks if kind == "card"]  # a run's, its first first
    place = next(name for kind, name in marks if kind == "place")
    return f"{cards[0]}>{place}"


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
    assert page_width(page) <= 390
    save_screenshot(page, "hint-phone-fr")


def hint_marks(page):
    """What the hint lights, once settled: the cards (in page order) with the colour of their
    edge, and the places."""
    return read_settled(page.locator(".agnes"), """(root, arg, styleOf) => ({
      cards: [...root.querySelectorAll('.card.hinted')].map((card) => [card.dataset.card,
        styleOf(card.querySelector('.card-edge')).stroke]),
      places: [...root.querySelectorAll('.pile.hinted')].map((pile) => pile.dataset.drop),
      hint: styleOf(document.documentElement).getPropertyValue('--hint').trim()})""")


def rgb(hex_colour):
    red, green, blue = (int(hex_colour[at:at + 2], 16) for at in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


@pytest.mark.parametrize("words, hidden", [
    pytest.param("Move the 4 of spades and the card on it from column 3 onto the 5 of hearts "
                 "in column 4. Good chance", "cards still in the stock", id="en-desktop"),
    pytest.param("Déplacez le 4 de pique et la carte posée dessus de la colonne 3 sur le 5 de "
                 "cœur en colonne 4. Bonnes chances", "cartes encore dans le talon",
                 id="fr-phone", marks=pytest.mark.browser_context_args(
                     locale="fr-FR", viewport={"width": 390, "height": 844}))])
def test_a_hinted_run_lights_every_card_that_moves_and_says_the_run_moves(
        open_site, save_screenshot, request, words, hidden):
    page = open_site("#" + RUN)
    page.wait_for_selector(".agnes .card")
    page.locator(".hint-button").click()
    note = page.locator(".hint-note")
    note.wait_for(state="visible", timeout=60_000)
    assert note.locator("p").first.text_content().startswith(words)
    note.locator("summary").click()
    why = note.locator("details p").text_content()
    assert hidden in why and "face" not in why and "cachée" not in why
    marks = hint_marks(page)
    assert marks["places"] == ["t4"]
    assert [card for card, _ in marks["cards"]] == ["4S", "3H"]  # the covered card and its run
    assert {edge for _, edge in marks["cards"]} == {rgb(marks["hint"])}
    save_screenshot(page, f"hint-run-{request.node.callspec.id}")

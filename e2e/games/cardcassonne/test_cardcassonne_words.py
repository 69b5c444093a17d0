"""Cardcassonne's table as a newcomer reads it, in English and French: a row's label says what
a follower placed now would take ("3 cards if claimed", not "3 to claim", read as "3 more
needed"); a picked follower lights only the rows it would take cards in, not one whose open end
is already claimed; a follower out on the table keeps its player's colour in the list; a long
name at the end, in the players' list and the standings, keeps to one line within the phone's
width, ending in "…" where it must, whole in its title."""

import pytest

import pygames

from ...support import named_seats, page_width, read_settled, settle
from .test_cardcassonne import bot_game, open_game

ROUTE = "cardcassonne/1"
# Seed 1, two players: Computer 2 has just claimed the yellow row (its follower ends it);
# the player's follower is still in hand.
MOVES = ["joker BUILDING-JOKER>R", "play B2>G down", "play Y1>G down", "play R1>R", "play Y2>Y",
         "play YA>Y", "play BA>B", "follower>Y"]
LABELS = {"en": ["0 cards if claimed", "5 cards if claimed", "5 cards if claimed",
                 "3 cards if claimed"],
          "fr": ["0 carte à la prise", "5 cartes à la prise", "5 cartes à la prise",
                 "3 cartes à la prise"]}
# The rows lit, each with its colour, and the list's followers: colour and opacity.
READ = """(root, arg, styleOf) => ({
  lit: [...root.querySelectorAll('.cc-row.target')].map((row) => row.dataset.row),
  labels: [...root.querySelectorAll('.cc-row-claim')].map((label) => label.textContent),
  listed: [...root.querySelectorAll('.cc-player-top .cc-meeple')].map((meeple) => [
    meeple.getAttribute('fill'), styleOf(meeple).opacity,
    meeple.classList.contains('placed')]),
})"""


def claimed_yellow():
    state = pygames.get_game("cardcassonne").new(2, 1)
    for move in MOVES:
        state = state.apply(state.to_play[0], move)
    return state


@pytest.mark.parametrize("language", [
    "en", pytest.param("fr", marks=pytest.mark.browser_context_args(
        locale="fr-FR", viewport={"width": 390, "height": 844}))])
def test_a_claimed_row_stays_unlit_and_the_labels_say_what_a_follower_takes(open_site, language,
                                                                            save_screenshot):
    page = open_game(open_site, claimed_yellow(), ROUTE, named_seats("Ana", "Computer 2", computers=[1]))
    page.locator(".cc-hand .cc-piece.follower.movable").click()
    settle(page)
    read = read_settled(page.locator(".cardcassonne"), READ)
    assert read["labels"] == LABELS[language]
    assert read["lit"] == ["R", "G", "B"]  # not Y: its open end is Computer 2's already
    # Computer 2's follower is out on the table: lying down in the list, its colour kept.
    assert [(fill, opacity) for fill, opacity, _ in read["listed"]] == [
        ("#f7f4ea", "1"), ("#262626", "1")]
    assert [placed for *_, placed in read["listed"]] == [False, True]
    save_screenshot(page, f"cardcassonne-claimed-row-{language}")
    # A tap on the claimed row still places the follower there: a legal move, only unlit.
    page.locator('.cc-row[data-row="Y"] .cc-end').click()
    page.locator('.cc-row[data-row="Y"] .cc-entry.follower[data-seat="0"]').wait_for()


@pytest.mark.browser_context_args(locale="fr-FR", viewport={"width": 390, "height": 844})
def test_a_long_name_at_the_end_keeps_to_its_line_and_stays_whole_in_its_title(open_site,
                                                                                save_screenshot):
    long_name = "Marie-Bérengère de La Tour d'Auvergne"
    page = open_game(open_site, bot_game(2, 2), "cardcassonne/2",
                     named_seats(long_name, "Computer", computers=[1]))
    names = page.locator(".cc-final .cc-who-name")
    names.first.wait_for()
    lines = read_settled(page.locator(".cardcassonne"), """(root, arg, styleOf) => [...root.querySelectorAll(
      '.cc-who-name, .cc-name')].map((name) => [name.title, name.getClientRects().length,
      name.getBoundingClientRect().height, parseFloat(styleOf(name).lineHeight)
      || parseFloat(styleOf(name).fontSize) * 1.4,
      innerWidth >= name.getBoundingClientRect().right])""")
    assert long_name in [title for title, *_ in lines]
    assert page_width(page) <= 390
    for title, rects, height, line, inside in lines:
        assert rects == 1 and height <= line + 1 and inside, title
    save_screenshot(page, "cardcassonne-final-long-name-fr")

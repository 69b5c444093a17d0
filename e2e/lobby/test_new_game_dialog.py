"""The new-game dialog (web/js/lobby/new-game.js): each seat on one line with its name field lined
up with the others, every default name whole in its field on a phone, a game for one asking
nobody else to play its seat, and the choices last started remembered per game, in either
language, whatever a damaged entry holds."""

import pytest

import pygames

from ..support import go_to, page_width, read_settled

CHOICES_KEY = "cardtable/new-game/agincards"

# For every seat row: where its name field starts, and whether its boxes share one line (a
# script for support.read_settled).
SEAT_LAYOUT = """(dialog, _, styleOf) => [...dialog.querySelectorAll(".seat")].map((row) => {
  const boxes = [...row.querySelectorAll("input, select")].filter((el) => el.checkVisibility());
  const boxRects = boxes.map((el) => el.getBoundingClientRect());
  const name = row.querySelector("input");
  const style = styleOf(name);
  const context = document.createElement("canvas").getContext("2d");
  context.font = style.font;
  const room = name.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return { nameLeft: Math.round(name.getBoundingClientRect().left), oneLine: Math.max(...boxRects.map((box) => box.top))
    < Math.min(...boxRects.map((box) => box.bottom)),
    placeholder: name.placeholder, fits: context.measureText(name.placeholder).width <= room };
})"""


def open_dialog(page, game="agincards"):
    """The new-game dialog of `game`, one tap past its Play in the lobby."""
    page.locator(f'button[data-options="{game}"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.wait_for()
    return dialog


def test_seats_line_up_on_one_line_each_on_a_desktop(open_site):
    page = open_site()
    dialog = open_dialog(page)
    dialog.locator('select[name="players"]').select_option("4")
    dialog.get_by_label("Seat 2 is played by").select_option("human")
    rows = read_settled(dialog, SEAT_LAYOUT)
    assert len(rows) == 4
    assert all(row["oneLine"] for row in rows), rows
    assert len({row["nameLeft"] for row in rows}) == 1, rows


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_every_default_name_is_whole_on_a_phone(open_site):
    page = open_site()
    dialog = open_dialog(page)
    dialog.locator('select[name="players"]').select_option("6")
    rows = read_settled(dialog, SEAT_LAYOUT)
    assert [row["placeholder"] for row in rows][-1] == "Computer 6"
    assert all(row["fits"] for row in rows), rows
    assert len({row["nameLeft"] for row in rows}) == 1, rows
    assert page_width(page) <= 360


@pytest.mark.parametrize("game", ["agincards", "agnes"])
def test_a_game_for_one_asks_nobody_else_to_play_its_seat(open_site, game):
    page = open_site()
    dialog = open_dialog(page, game)
    players = dialog.locator('select[name="players"]')
    if players.count():
        players.select_option("1")
    # The one seat is the player's: no "Human / Computer", no computer's level.
    assert dialog.locator(".seat").count() == 1
    assert dialog.locator(".seat select:visible").count() == 0
    assert "Computer" not in dialog.locator(".seats").text_content()
    if players.count():
        players.select_option("2")
        assert dialog.get_by_label("Seat 1 is played by").count() == 1
        players.select_option("1")
        assert dialog.get_by_label("Seat 1 is played by").count() == 0


def test_the_last_choices_come_back_per_game_and_in_either_language(open_site):
    page = open_site()
    dialog = open_dialog(page)
    dialog.locator('select[name="players"]').select_option("3")
    dialog.get_by_label("Name of seat 1").fill("Ada")
    dialog.get_by_label("Level of the computer at seat 3").select_option("hard")
    dialog.get_by_label("Tokens per player, seat 2").fill("7")
    dialog.locator('input[name="seed"]').fill("4242")
    dialog.get_by_role("button", name="Start").click()
    page.wait_for_url("**#agincards/4242?players=3**")
    go_to(page, "")
    dialog = open_dialog(page)
    assert dialog.locator('select[name="players"]').input_value() == "3"
    assert dialog.get_by_label("Name of seat 1").input_value() == "Ada"
    assert dialog.get_by_label("Level of the computer at seat 3").input_value() == "hard"
    assert dialog.get_by_label("Tokens per player, seat 2").input_value() == "7"
    dialog.get_by_role("button", name="Cancel").click()
    # Another game keeps its own first choices: you and two computers.
    other = open_dialog(page, "cardcassonne")
    assert other.locator('select[name="players"]').input_value() == "3"
    other.get_by_role("button", name="Cancel").click()

    page.get_by_role("button", name="Français").click()
    # The French words come with a fetch: the lobby drawn in French, then its dialog.
    page.locator('button[data-options="agincards"]').filter(has_text="Plus d'options").wait_for()
    dialog = open_dialog(page)
    assert dialog.get_by_label("Niveau de l'ordinateur à la place 3").input_value() == "hard"
    assert dialog.locator(".seat input").first.input_value() == "Ada"


@pytest.mark.parametrize("damaged", ["{not json", '"text"', '{"players": 99, "seats": "x"}',
                                     '{"players": 2, "seats": [null, {"kind": "robot", "level": 3}],'
                                     ' "options": {"tokens": [1, 99], "decks": "two"}}'])
def test_a_damaged_memory_gives_the_defaults(open_site, damaged):
    page = open_site()
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [CHOICES_KEY, damaged])
    dialog = open_dialog(page)
    players = dialog.locator('select[name="players"]').input_value()
    # The players kept when they are a count the game allows, else a first game's three.
    assert players == ("2" if '"players": 2' in damaged else "3")
    defaults = {option["name"]: option["default"]
                for option in pygames.get_game("agincards").describe()["options"][players]}
    assert [box.input_value() for box in dialog.locator('input[name="tokens"]').all()] == [
        str(tokens) for tokens in defaults["tokens"]]
    assert dialog.locator('input[name="decks"]').input_value() == str(defaults["decks"])
    dialog.get_by_role("button", name="Start").click()
    page.wait_for_url("**#agincards/**")

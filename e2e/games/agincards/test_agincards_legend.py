"""Agincards' score tags on a touch phone (390×844), in English and French: the tags a lit cell
shows ("+0" dark, "+3" in the player's token colour) are explained in words at the map's foot
as soon as a card is picked, in the strip its fit leaves free (picking a card or a token moves
nothing), and a tap on those words says more beside them: a phone has no hover to show a
cell's title."""


import pytest

from ...conftest import ARTIFACTS, engine_ready
from ...support import read_settled

from tools.build.catalogs import merged_catalogs

PHONE = {"width": 390, "height": 844}
LOCALES = {"en": "en-GB", "fr": "fr-FR"}
# The map's box and whether the legend shows (a script for support.read_settled).
READ = """(_, __, styleOf) => {
  const map = document.querySelector(".ag-map").getBoundingClientRect();
  const legend = document.querySelector(".ag-legend");
  return { map: [map.x, map.y, map.width, map.height],
    legend: legend ? styleOf(legend).visibility : null };
}"""


def read(page):
    return read_settled(page, READ)


def words_of(template):
    """A template's words around its {placeholders}: what the legend reads around its tags."""
    return [part.strip(" :,") for part in template.replace("}", "{").split("{")[::2] if part.strip(" :,")]


@pytest.mark.parametrize("language", LOCALES)
def test_a_picked_card_explains_the_tags_of_its_lit_cells(new_context, site_url, language):
    words = merged_catalogs()[language]
    context = new_context(locale=LOCALES[language], viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(site_url + "#agincards/7")
    engine_ready(page)
    page.locator(".ag-hand-card").first.wait_for()
    before = read(page)
    assert before["legend"] == "hidden"
    page.locator(".ag-hand-card").first.tap()
    page.locator(".ag-target").first.wait_for()
    after = read(page)
    assert after == {"map": before["map"], "legend": "visible"}
    legend = page.locator(".ag-legend")
    text = legend.text_content()
    assert all(part in text for part in words_of(words["agincards.board.gains"]))
    assert legend.locator(".ag-gain.plain").count() == 1 and legend.locator(".ag-gain.token").count() == 1
    legend.tap()
    page.locator(".refusal").filter(has_text=words["agincards.board.gains-help"][:40]).wait_for()
    assert page.locator(".ag-target").count() > 0  # the card stays picked
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"agincards-legend-{language}-phone.png"))
    page.locator(".ag-token-switch").tap()
    page.locator(".ag-legend .ag-token").wait_for()
    assert all(part in legend.text_content() for part in words_of(words["agincards.board.gains-token"]))
    assert read(page)["map"] == before["map"]  # the longer prompt keeps to its two lines

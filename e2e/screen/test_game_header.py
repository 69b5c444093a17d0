"""The game header names its deal on one line, beside the whole title and every tool, on a
phone in French; today's deal is named by its day, not by a number that reads as a date, and
its date is never broken. On a phone nothing of any game's header is cut (the title, the whole
deal number, the grade), and every tool is a fingertip wide."""

import calendar

import pytest

import pygames

from ..conftest import engine_ready
from ..game_facts import GAMES
from ..support import (SAVE_PREFIX, box_of, clipped, deal_route, go_to, header_tool, named_seats,
                       read_settled, save_record)

PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}]


def lines_of(page, selector):
    """How many lines the inline element `selector` takes."""
    return read_settled(page, "(root, selector) => root.querySelector(selector).getClientRects().length",
                        selector)


def header_fits(page, width):
    title_cut = read_settled(page.locator(".game-header h1").first,
                             "(h1) => h1.scrollWidth > h1.clientWidth")
    tools = box_of(page.locator(".game-header .tools"))
    return not title_cut and tools["x"] + tools["width"] <= width


@pytest.mark.parametrize("viewport", PHONES, ids=lambda size: f"{size['width']}")
@pytest.mark.parametrize("game", [game for game, facts in GAMES.items()
                                  if facts.deal_number_on_a_phone])
def test_the_deal_number_keeps_to_one_line_on_a_phone_in_french(new_context, site_url, viewport, game):
    context = new_context(locale="fr-FR", viewport=viewport)
    page = context.new_page()
    page.goto(f"{site_url}#{game}/600386")
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
    assert page.locator(".game-header .deal").text_content() == "Donne\u00a0600386"
    assert lines_of(page, ".game-header .deal") == 1
    assert header_fits(page, viewport["width"])
    page.screenshot(path=f"e2e/artifacts/header-{game}-fr-{viewport['width']}.png")


def open_todays_deal(page):
    """Open today's deal from the lobby; its day of the month and month, as the page counts."""
    page.wait_for_function("() => document.querySelector('section.daily button[data-daily]')?.disabled === false",
                           timeout=60_000)
    page.locator("section.daily button[data-daily]").click()
    page.wait_for_selector(".game-header .deal")
    return page.evaluate("[new Date().getDate(), new Date().getMonth() + 1]")


def test_todays_deal_is_named_by_its_day(open_site, save_screenshot):
    page = open_site()
    day, month = open_todays_deal(page)
    assert page.locator(".game-header .deal").text_content() == f"Deal of {calendar.month_name[month]}\u00a0{day}"
    save_screenshot(page, "header-daily-en-1280")


@pytest.mark.browser_context_args(locale="fr-FR", viewport={"width": 390, "height": 844})
def test_todays_deal_is_named_by_its_day_in_french_on_one_line(open_site, save_screenshot):
    page = open_site()
    day, _ = open_todays_deal(page)
    assert page.locator(".game-header .deal").text_content().startswith(f"Donne du {day}\u00a0")  # "26 novembre"
    assert lines_of(page, ".game-header .deal") <= 2, "at most 'Donne du' above the date"
    assert header_fits(page, 390)
    save_screenshot(page, "header-daily-fr-390")


# A long deal number, at the table one tap deals (three where the game allows it).
SEED = 436312
FINGER = 44


def route_of(game_id):
    return deal_route(game_id, SEED, GAMES[game_id].first_players)


def finished_agnes(page):
    """Agnès given up, so its header has every tool, the results' ★ too."""
    save = pygames.get_game("agnes").new(1, 9).apply(0, "deal").apply(0, "resign").to_json()
    page.evaluate("([key, record]) => localStorage.setItem(key, JSON.stringify(record))",
                  [SAVE_PREFIX + "agnes/9", save_record("agnes/9", save, named_seats(""))])


# In French, whose words are the longer ("Agents de la Couronne", "Donne", "Moyenne", "coups").
@pytest.mark.parametrize("viewport", PHONES, ids=lambda size: f"{size['width']}")
def test_nothing_of_a_header_is_cut_on_a_phone_and_every_tool_fits_a_finger(new_context, site_url,
                                                                          viewport):
    page = new_context(locale="fr-FR", viewport=viewport, has_touch=True).new_page()
    page.goto(site_url)
    engine_ready(page)
    for game_id in pygames.GAMES:
        go_to(page, route_of(game_id))
        header = page.locator(".game-header")
        header.locator(".deal").filter(has_text=str(SEED)).wait_for()
        if pygames.get_game(game_id).grades:  # the grade comes once the engine has graded the deal
            grade = header.locator(".deal-grade")
            page.wait_for_function("() => document.querySelector('.game-header .deal-grade').textContent")
            assert grade.is_visible()
        title = GAMES[game_id].french_title or pygames.get_game(game_id).title
        assert header.locator(".game-title").text_content() == title
        assert clipped(page, ".game-header") == [], game_id
        for control in header.locator("button:visible, a:visible").all():
            box = box_of(control)
            assert box["width"] >= FINGER and box["height"] >= FINGER, (
                game_id, control.get_attribute("aria-label") or control.text_content(), box)
        page.screenshot(path=f"e2e/artifacts/header-{game_id}-fr-{viewport['width']}.png")
        go_to(page, "")
        page.locator("button[data-game]").first.wait_for()
    # The tools used less wait behind "⋯": open, each says its name, whole, a fingertip high.
    finished_agnes(page)
    go_to(page, "agnes/9")
    results = header_tool(page, ".results-tool")
    assert page.locator(".game-header .more-tools").get_attribute("aria-expanded") == "true"
    # The focus goes into the panel, to its first tool in use (redo is not, the game over).
    assert page.evaluate("document.activeElement.classList.contains('results-tool')")
    assert clipped(page, ".game-header") == []
    for control in page.locator(".game-header .tools-more button:visible").all():
        box = box_of(control)
        assert box["height"] >= FINGER and box["x"] + box["width"] <= viewport["width"], box
    results.click()
    page.locator("dialog.ending").wait_for()
    assert page.locator(".game-header .more-tools").get_attribute("aria-expanded") == "false"
    page.keyboard.press("Escape")
    header_tool(page, ".settings-tool")
    page.keyboard.press("Escape")  # closes the panel, back to "⋯"
    assert page.locator(".game-header .tools-more").is_hidden()
    assert page.evaluate("document.activeElement.classList.contains('more-tools')")

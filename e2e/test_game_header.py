"""The game header names its deal on one line, beside the whole title and every tool, on a
phone in French; today's deal is named by its day, not by a number that reads as a date, and
its date is never broken."""

import calendar

import pytest

PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}]


def lines_of(page, selector):
    """How many lines the inline element `selector` takes."""
    return page.evaluate(f"document.querySelector({selector!r}).getClientRects().length")


def header_fits(page, width):
    title_cut = page.evaluate("(h1 => h1.scrollWidth > h1.clientWidth)(document.querySelector('.game-header h1'))")
    tools = page.locator(".game-header .tools").bounding_box()
    return not title_cut and tools["x"] + tools["width"] <= width


@pytest.mark.parametrize("viewport", PHONES, ids=lambda size: f"{size['width']}")
@pytest.mark.parametrize("game", ["cardcassonne", "agony-aunt"])
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

"""Today's deal and winnable deals only (issue 12), in a real Chromium: the lobby offers one
Agnès deal a day, from the date and proved winnable, with today's result beside it (not
played, in progress, lost), kept in this browser; the new-game dialog can deal only deals the
solver proves winnable, and the deal's address names the number dealt."""

import calendar

import pytest

import pygames
from pygames.agnes.advice import SEED_BUDGET
from pygames.agnes.solver import solve

from ..conftest import engine_ready
from ..support import page_width, saved_moves, wait_for_moves

DAILY_KEY = "cardtable/daily"


def proved_winnable(seed):
    """Whether the solver proves the deal winnable within the budget it has for choosing deals."""
    return solve(pygames.get_game("agnes").new(1, seed).data, SEED_BUDGET).verdict == "winnable"


def daily_panel(page):
    panel = page.locator("section.daily")
    panel.get_by_role("button", name="Play today's deal").or_(
        panel.get_by_role("button", name="Continue today's deal")).or_(
        panel.get_by_role("button", name="See today's game")).wait_for(timeout=60_000)
    page.wait_for_function("() => !document.querySelector('section.daily button').disabled")
    return panel


def test_todays_deal_is_winnable_from_the_date_and_keeps_the_days_result(open_site,
                                                                         save_screenshot):
    page = open_site()
    panel = daily_panel(page)
    assert panel.locator(".daily-result").text_content() == "Not played yet"
    save_screenshot(page, "daily-lobby-desktop")
    day = page.evaluate("() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1,"
                        " d.getDate()]; }")
    first = day[0] * 10000 + day[1] * 100 + day[2]

    panel.get_by_role("button", name="Play today's deal").click()
    page.wait_for_selector(".agnes .card")
    route = page.evaluate("() => location.hash.slice(1)")
    seed = int(route.split("/")[1])
    assert route == f"agnes/{seed}" and seed >= first and proved_winnable(seed)
    assert all(not proved_winnable(earlier) for earlier in range(first, seed))

    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, route)
    page.get_by_role("link", name="Back to the lobby").click()
    assert daily_panel(page).locator(".daily-result").text_content() == "In progress"

    page.get_by_role("button", name="Continue today's deal").click()
    page.locator('[data-focus="resign"]').click()
    page.locator("dialog.ask").get_by_role("button", name="Give up").click()
    page.locator("dialog.ending").get_by_role("link", name="Back to the lobby").click()
    panel = daily_panel(page)
    assert panel.locator(".daily-result").text_content() == "Lost"
    stored = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", DAILY_KEY)
    assert list(stored.values()) == [{"route": route, "result": "lost"}]

    # Another try of the same deal changes nothing: the day's result is its first.
    page.get_by_role("button", name="See today's game").click()
    page.wait_for_selector(".agnes")
    assert page.evaluate("() => location.hash.slice(1)") == route


@pytest.mark.browser_context_args(locale="fr-FR", viewport={"width": 390, "height": 844})
def test_todays_deal_in_french_on_a_phone(open_site, save_screenshot):
    page = open_site()
    panel = page.locator("section.daily")
    panel.get_by_role("heading", name="La donne du jour").wait_for(timeout=60_000)
    panel.get_by_role("button", name="Jouer la donne du jour").wait_for()
    page.wait_for_function("() => !document.querySelector('section.daily button').disabled")
    assert panel.locator(".daily-result").text_content() == "Pas encore jouée"
    assert page_width(page) <= 390
    save_screenshot(page, "daily-lobby-phone-fr")


# Today's date as each English locale writes it: weekday, day of the month, month name.
DATE_FORMS = {"en-GB": "{weekday} {day} {month}", "en-US": "{weekday}, {month} {day}"}


@pytest.mark.parametrize("locale", list(DATE_FORMS))
def test_the_days_date_is_written_as_the_readers_locale_writes_it(new_context, site_url, locale):
    page = new_context(locale=locale).new_page()
    page.goto(site_url)
    engine_ready(page)
    panel = daily_panel(page)
    weekday, day, month = page.evaluate("() => { const d = new Date();"
                                        " return [d.getDay(), d.getDate(), d.getMonth() + 1]; }")
    date = DATE_FORMS[locale].format(weekday=calendar.day_name[(weekday + 6) % 7], day=day,
                                     month=calendar.month_name[month])
    assert panel.locator("strong").text_content() == f"Agnès · {date}"


def test_winnable_deals_only_deals_the_first_proved_winnable_seed(open_site):
    page = open_site()
    page.locator('button[data-options="agnes"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.locator('input[name="seed"]').fill("1")
    dialog.get_by_label("Grade").select_option("")  # any grade, but winnable
    dialog.get_by_label("Winnable deals only").check()
    dialog.get_by_role("button", name="Start").click()
    page.wait_for_selector(".agnes .card")
    route = page.evaluate("() => location.hash.slice(1)")
    seed = int(route.split("/")[1])
    assert route == f"agnes/{seed}" and proved_winnable(seed)
    assert all(not proved_winnable(earlier) for earlier in range(1, seed))
    assert page.locator(".game-header .deal").text_content().endswith(str(seed))
    assert saved_moves(page, route) == 0

    # "New" keeps dealing winnable deals: from a random number the solver cannot prove (7,
    # then 8), it deals the first it proves (9). "Try this deal again" keeps the
    # choice too.
    assert not proved_winnable(7) and not proved_winnable(8) and proved_winnable(9)
    page.evaluate("() => { Math.random = () => 6.5 / 999999; }")
    page.locator(".game-header .new-deal").click()
    page.wait_for_function("() => location.hash === '#agnes/9'")
    page.wait_for_selector(".agnes .card")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('cardtable/save/agnes/9'))")
    assert stored["winnableOnly"] is True
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, "agnes/9")
    page.locator('[data-focus="resign"]').click()
    page.locator("dialog.ask").get_by_role("button", name="Give up").click()
    page.locator("dialog.ending").get_by_role("button", name="Try this deal again").click()
    page.wait_for_function("() => JSON.parse(localStorage.getItem('cardtable/save/agnes/9'))"
                           ".save.moves.length === 0")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('cardtable/save/agnes/9'))")
    assert stored["winnableOnly"] is True


def test_a_new_deal_without_winnable_only_takes_the_number_drawn(open_site):
    page = open_site("#agnes/2")
    page.wait_for_selector(".agnes .card")
    page.evaluate("() => { Math.random = () => 6.5 / 999999; }")
    page.locator(".game-header .new-deal").click()
    page.wait_for_function("() => location.hash === '#agnes/7'")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('cardtable/save/agnes/7'))")
    assert "winnableOnly" not in stored

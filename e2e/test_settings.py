"""The settings dialog tells the truth about motion: with the system's "reduce motion" on,
cards never move, so "Cards move on screen" shows unticked, cannot be ticked, and says why."""

import pytest


def open_settings(page):
    page.get_by_role("button", name="Settings").click()
    dialog = page.locator("dialog.settings")
    dialog.wait_for()
    return dialog


@pytest.mark.browser_context_args(reduced_motion="reduce")
def test_the_systems_reduced_motion_shows_as_motion_off(open_site):
    dialog = open_settings(open_site())
    box = dialog.get_by_label("Cards move on screen")
    assert not box.is_checked()
    assert box.is_disabled()
    assert "Off because of your system" in dialog.locator(".animations-help").text_content()


def test_without_the_system_setting_the_player_chooses(open_site):
    page = open_site()
    dialog = open_settings(page)
    box = dialog.get_by_label("Cards move on screen")
    assert box.is_checked() and box.is_enabled()
    box.uncheck()
    assert page.evaluate("JSON.parse(localStorage.getItem('cardtable/settings')).animations") is False

"""axe-core (axe-playwright-python) finds no serious or critical violation on the lobby, the
new-game dialog, the settings, the rules help and every game's table, at desktop and phone
sizes."""

import pytest
from axe_playwright_python.sync_playwright import Axe

import pygames

from ..support import header_tool

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SERIOUS = ("serious", "critical")
AXE = Axe()


def serious_violations(page):
    """The serious and critical violations axe finds on the page as it is now."""
    results = AXE.run(page)
    return [f"{violation['id']} ({violation['impact']}): "
            + "; ".join(node["target"][0] if isinstance(node["target"][0], str) else str(node["target"])
                        for node in violation["nodes"][:3])
            for violation in results.response["violations"] if violation["impact"] in SERIOUS]


@pytest.mark.parametrize("size", SIZES)
def test_the_lobby_and_its_dialogs(open_site, page, size):
    page.set_viewport_size(SIZES[size])
    open_site()
    page.locator("button[data-game]").first.wait_for()
    assert serious_violations(page) == []
    page.locator('button[data-options="agony-aunt"]').click()
    page.locator("dialog.new-game-dialog").wait_for()
    assert serious_violations(page) == []
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Settings").click()
    page.locator("dialog.settings").wait_for()
    assert serious_violations(page) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_every_game_table_and_its_rules(open_site, page, size, game_id):
    page.set_viewport_size(SIZES[size])
    open_site(f"#{game_id}/7")
    page.locator(".board-root > *").first.wait_for()
    page.wait_for_timeout(300)  # the first layout of the board settles
    assert serious_violations(page) == []
    header_tool(page, ".rules-tool").click()  # behind "⋯" on a phone
    page.locator("dialog.rules .rules-text h2").first.wait_for()
    assert serious_violations(page) == []

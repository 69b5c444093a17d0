"""The settings dialog tells the truth about motion: with the system's "reduce motion" on,
cards never move, so "Cards move on screen" shows unticked, cannot be ticked, and says why.
Every box of it says what it takes in words a player sees (the TURN server's three too), and
on a desktop it opens at the side, leaving the middle of the table in sight."""

import pytest

from ..support import header_tool, read_settled

# The words shown with each box of the dialog: its label's text, as seen (not an aria-label).
SHOWN_LABELS = """(dialog) => [...dialog.querySelectorAll("input:not([type=radio]):not([type=checkbox]), select")]
  .map((box) => {
    const label = box.closest("label") ?? dialog.querySelector(`label[for="${box.id}"]`);
    const words = label ? [...label.querySelectorAll("span")].filter((span) => !span.contains(box)
      && span.checkVisibility() && span.getBoundingClientRect().width > 1).map((span) => span.textContent.trim()) : [];
    return words.join(" ");
  })"""
# Whether the dialog lies over Agincards' seed card (its shade over the rest of the page lets
# the card show through).
SEED_CARD_COVERED = """() => {
  const card = document.querySelector(".ag-cell").getBoundingClientRect();
  const dialog = document.querySelector("dialog.settings").getBoundingClientRect();
  return card.left < dialog.right && dialog.left < card.right && card.top < dialog.bottom
    && dialog.top < card.bottom;
}"""


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


def test_every_box_says_what_it_takes(open_site):
    """The TURN server's user name and password had only an aria-label: a sighted player saw
    two blank boxes."""
    dialog = open_settings(open_site())
    labels = read_settled(dialog, SHOWN_LABELS)
    assert all(labels), labels
    turn = dialog.locator(".turn")
    for name in ("Address", "User name", "Password"):
        assert turn.get_by_label(name).is_visible()


@pytest.mark.parametrize("left_handed", [False, True])
def test_on_a_desktop_the_settings_leave_the_table_in_sight(open_site, page, left_handed):
    """Agincards' map sits in the middle: a dialog in the middle hid all of it ("the map goes
    blank"), and a change of the deck could not be seen as it was made."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.add_init_script(f"localStorage.setItem('cardtable/settings', JSON.stringify({{ pace: 'fast', "
                         f"leftHanded: {str(left_handed).lower()} }}))")
    page = open_site("#agincards/7")
    page.locator(".ag-cell").first.wait_for()
    header_tool(page, ".settings-tool").click()
    page.locator("dialog.settings").wait_for()
    assert not read_settled(page, SEED_CARD_COVERED)

"""The summary that ends a game: one main action above even rows of the others, each saying
what it does, the challenge link's status under them, the statistics seen again with ★ without
a second count, a challenge at the game's top score to be matched, not beaten, and a finished
game final: no undo brings back into play a game the statistics have counted."""

import pytest

import pygames

from ..conftest import engine_ready
from ..support import (SAVE_PREFIX, go_to, header_tool, named_seats, read_settled, save_record,
                       saved_moves, wait_for_moves)

GIVE_UP = {"en": "Give up", "fr": "Abandonner"}
SIZES = {"1280x800": {"width": 1280, "height": 800}, "390x844": {"width": 390, "height": 844},
         "360x740": {"width": 360, "height": 740}}

# Each button of the summary `dialog`: its place from the dialog's corner, its size, and
# whether it is the main action.
BUTTON_BOXES = """(dialog) => [...dialog.querySelectorAll(".ending-buttons > *")].map((e) => {
  const r = e.getBoundingClientRect();
  const d = e.closest("dialog").getBoundingClientRect();
  return { x: r.x - d.x, y: r.y - d.y, width: r.width, height: r.height,
    primary: e.classList.contains("primary") };
})"""
# The words of the summary's buttons that reach out of its right side.
BUTTONS_OUTSIDE = """(dialog) => [...dialog.querySelectorAll("button")]
  .filter((e) => e.getBoundingClientRect().right > e.closest("dialog").getBoundingClientRect().right)
  .map((e) => e.textContent)"""


def given_up(seed):
    return pygames.get_game("agnes").new(1, seed).apply(0, "deal").apply(0, "resign").to_json()


def give_up_in_the_page(page, seed, language="en"):
    """Play a deal from the stock of Agnès `seed` and give up: the summary of a game just ended."""
    go_to(page, f"agnes/{seed}")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 1, f"agnes/{seed}")  # a press while the deal is made is dropped
    page.get_by_role("button", name=GIVE_UP[language]).click()
    page.locator("dialog.ask").get_by_role("button", name=GIVE_UP[language]).click()
    summary = page.locator("dialog.ending")
    summary.wait_for()
    return summary


def button_boxes(summary):
    """Each button's place in the summary (from the summary's corner: the dialog is centred,
    so it moves as a whole when its content grows) and size."""
    return read_settled(summary, BUTTON_BOXES)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en-GB", "fr-FR"])
def test_one_main_action_above_even_rows_of_the_others(new_context, site_url, size, language,
                                                     save_screenshot):
    page = new_context(locale=language, viewport=SIZES[size]).new_page()
    page.goto(site_url)
    engine_ready(page)
    summary = give_up_in_the_page(page, 41, language[:2])
    boxes = button_boxes(summary)
    assert [box["primary"] for box in boxes].count(True) == 1 and boxes[0]["primary"]
    rows = {}
    for box in boxes:
        rows.setdefault(round(box["y"]), []).append(box)
    full = boxes[0]["width"]
    for row in rows.values():
        # a row is one button across the width, or two of one width side by side
        widths = sorted(round(box["width"]) for box in row)
        assert widths == [round(full)] or (len(row) == 2 and widths[0] == widths[1]), rows
        assert len({round(box["height"]) for box in row}) == 1, row
    outside = read_settled(summary, BUTTONS_OUTSIDE)
    assert outside == [], "every button stays inside the summary"
    save_screenshot(page, f"ending-{language[:2]}-{size}")


def test_the_link_copied_is_said_under_the_buttons_which_stay_as_they_were(open_site):
    page = open_site()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    summary = give_up_in_the_page(page, 41)
    before = button_boxes(summary)
    summary.get_by_role("button", name="Challenge a friend").click()
    status = summary.get_by_role("status")
    status.filter(has_text="Link copied").wait_for()
    assert summary.locator(".ending-buttons [role=status]").count() == 0
    assert button_boxes(summary) == before


def test_the_results_seen_again_show_the_statistics_counted_once(open_site):
    page = open_site()
    summary = give_up_in_the_page(page, 41)
    counted = summary.locator(".ending-stats p").first.text_content()
    assert counted.startswith("1 game played")
    summary.get_by_role("button", name="Look at the table").click()
    page.get_by_role("button", name="Results").click()
    summary.wait_for()
    assert summary.locator(".ending-stats p").first.text_content() == counted
    stats = page.evaluate("JSON.parse(localStorage.getItem('cardtable/stats'))")
    assert stats["agnes"]["solo"]["played"] == 1


@pytest.mark.parametrize("target, said", [
    (52, "You scored {score}: the challenge (52, the top score) is still to match."),
    (0, "You scored {score}: the challenge (0) is beaten!"),
])
def test_a_challenge_at_the_top_score_is_to_be_matched(open_site, target, said):
    page = open_site()
    save = given_up(41)
    record = {**save_record("agnes/41", save, named_seats("Ana")), "challenge": target}
    page.evaluate("([key, record]) => localStorage.setItem(key, JSON.stringify(record))",
                  [SAVE_PREFIX + "agnes/41", record])
    go_to(page, "agnes/41")
    assert page.locator(".challenge-line").text_content() == {
        52: "Challenge: match the top score, 52", 0: "Challenge: the score to beat is 0"}[target]
    page.get_by_role("button", name="Results").click()
    score = pygames.replay(save).scores[0]
    assert page.locator("dialog.ending .challenge-result").text_content() == said.format(score=score)


def test_each_action_of_the_summary_says_what_it_does(open_site):
    """"Play again", "Same deal again" and "Replay" sounded alike, and the review came after
    them: now a new deal leads, the review stands beside the replay, and each goes where it
    says."""
    page = open_site()
    summary = give_up_in_the_page(page, 41)
    assert summary.locator(".ending-buttons > *").all_text_contents() == [
        "New deal", "Review your moves", "Watch the replay", "Try this deal again",
        "Challenge a friend", "Look at the table", "Back to the lobby"]
    assert summary.locator(".ending-buttons > .primary").text_content() == "New deal"
    summary.get_by_role("button", name="Watch the replay").click()
    page.wait_for_function("() => location.hash === '#replay/agnes/41'")
    page.get_by_role("link", name="Back to the game").click()  # not the lobby: where it came from
    header_tool(page, ".results-tool").click()
    summary.get_by_role("button", name="Review your moves").click()
    page.wait_for_function("() => location.hash === '#review/agnes/41'")
    page.get_by_role("link", name="Back to the game").click()
    header_tool(page, ".results-tool")
    assert page.evaluate("location.hash") == "#agnes/41"


def test_a_game_given_up_is_final_and_undo_cannot_bring_it_back(open_site):
    """Undo after "Give up" reopened the game the statistics had counted as lost: the lobby
    showed it in progress. A finished game keeps no undo or redo, reopened from the lobby too,
    and its results and replay stay."""
    page = open_site()
    summary = give_up_in_the_page(page, 41)
    summary.get_by_role("button", name="Look at the table").click()
    for tool in (".undo-tool", ".redo-tool"):
        assert page.locator(f".game-header {tool}").is_hidden(), tool
    assert saved_moves(page, "agnes/41") == 2
    page.locator(".game-header .back").click()
    row = page.locator("li.save.finished")
    row.locator(".result").filter(has_text="Lost").wait_for()
    row.get_by_role("link", name="View").click()
    header_tool(page, ".results-tool")
    for tool in (".undo-tool", ".redo-tool"):
        assert page.locator(f".game-header {tool}").is_hidden(), tool
    assert page.evaluate("JSON.parse(localStorage.getItem('cardtable/stats'))"
                         "['agnes'].solo.played") == 1
    assert saved_moves(page, "agnes/41") == 2


def test_a_deal_given_up_before_any_move_counts_nowhere_and_says_so(open_site):
    """A newcomer who gave up a deal at once found it among the games played: a deal ended at
    the player's first move was never played."""
    page = open_site()
    go_to(page, "agnes/41")
    page.get_by_role("button", name=GIVE_UP["en"]).click()
    page.locator("dialog.ask").get_by_role("button", name=GIVE_UP["en"]).click()
    summary = page.locator("dialog.ending")
    summary.locator(".ending-stats").filter(
        has_text="Ended before your first move: this game does not count in your statistics.").wait_for()
    # Nothing to review or watch again either.
    assert summary.get_by_role("button", name="Review your moves").count() == 0
    assert summary.get_by_role("button", name="Watch the replay").count() == 0
    assert page.evaluate("localStorage.getItem('cardtable/stats')") is None
    # Another deal by its address (as the browser's Back would): the summary goes with its game.
    summary = give_up_in_the_page(page, 42)  # one move first: counted
    assert summary.count() == 1
    summary.locator(".ending-stats h3").wait_for()
    assert page.evaluate("JSON.parse(localStorage.getItem('cardtable/stats'))"
                         "['agnes'].solo.played") == 1

"""Agnès's deal grades in the page (issue 26): the new-game dialog deals the first winnable
deal of the grade chosen, the header shows a deal's grade before play, in both languages, and
a new deal keeps the grade."""

import pygames
from pygames.agnes.grades import grade_of

AGNES = pygames.get_game("agnes")


def first_of_grade(seed, grade):
    while grade_of(AGNES.new(1, seed)) != (grade, True):
        seed += 1
    return seed


def test_a_grade_chosen_deals_the_first_winnable_deal_of_that_grade(open_site, save_screenshot):
    page = open_site()
    page.locator('button[data-options="agnes"]').click()
    dialog = page.locator("dialog.new-game-dialog")
    dialog.locator('input[name="seed"]').fill("100")
    dialog.get_by_label("Grade").select_option(label="Medium")
    winnable = dialog.get_by_label("Winnable deals only")
    assert winnable.is_checked() and winnable.is_disabled()
    save_screenshot(page, "new-game-grade-desktop")
    dialog.get_by_role("button", name="Start").click()
    seed = first_of_grade(100, "medium")
    page.wait_for_function(f"() => location.hash === '#agnes/{seed}'")
    page.wait_for_selector(".agnes .card")
    grade = page.locator(".game-header .deal-grade")
    page.wait_for_function("() => document.querySelector('.game-header .deal-grade')"
                           ".textContent !== ''")
    assert grade.text_content() == "Medium" and grade.get_attribute("title") == "Grade: medium"
    stored = page.evaluate(f"() => JSON.parse(localStorage.getItem('cardtable/save/agnes/{seed}'))")
    assert stored["grade"] == "medium" and stored["winnableOnly"] is True

    # "New" keeps the grade: the first medium winnable deal from a random number.
    page.evaluate("() => { Math.random = () => 199.5 / 999999; }")
    page.locator(".game-header .new-deal").click()
    page.wait_for_function(f"() => location.hash === '#agnes/{first_of_grade(200, 'medium')}'")

    page.evaluate("() => { localStorage.setItem('cardtable/language', 'fr'); }")
    page.reload()
    page.wait_for_selector(".agnes .card")
    page.wait_for_function("() => document.querySelector('.game-header .deal-grade')"
                           ".title === 'Difficulté\\u00a0: moyenne'")
    save_screenshot(page, "deal-grade-header-fr")


def test_an_ungraded_deal_shows_its_grade_too(open_site):
    page = open_site("#agnes/2")
    page.wait_for_selector(".agnes .card")
    page.wait_for_function("() => document.querySelector('.game-header .deal-grade')"
                           ".textContent === 'Easy'")


def test_a_deals_grade_is_kept_with_its_save_and_read_from_there(open_site):
    """The engine grades a deal once (issue 36): the grade goes into the save, and the next
    open shows the kept grade without asking the engine again (a kept "hard" on the easy deal 2
    is shown as it was kept)."""
    page = open_site("#agnes/2")
    page.wait_for_function("() => document.querySelector('.game-header .deal-grade')"
                           "?.textContent === 'Easy'")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('cardtable/save/agnes/2'))"
                           ".dealGrade === 'easy'")
    page.evaluate("""() => {
      const key = 'cardtable/save/agnes/2';
      // A revision of its own, as another tab's write: the page leaving cannot write over it.
      localStorage.setItem(key, JSON.stringify({...JSON.parse(localStorage.getItem(key)),
                                               dealGrade: 'hard', revision: 'edited'}));
    }""")
    page.reload()
    page.wait_for_selector(".agnes .card")
    page.wait_for_function("() => document.querySelector('.game-header .deal-grade')"
                           "?.textContent === 'Hard'")


def test_a_kept_grade_the_game_lacks_is_asked_for_again(open_site):
    """A save whose kept grade is no grade of the game (edited, or from a crafted backup) shows
    the engine's grade, never the text it holds."""
    page = open_site("#agnes/2")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('cardtable/save/agnes/2'))"
                           "?.dealGrade === 'easy'")
    page.evaluate("""() => {
      const key = 'cardtable/save/agnes/2';
      localStorage.setItem(key, JSON.stringify({...JSON.parse(localStorage.getItem(key)),
                                               dealGrade: '<b>null</b>', revision: 'edited'}));
    }""")
    page.reload()
    page.wait_for_function("() => document.querySelector('.game-header .deal-grade')"
                           "?.textContent === 'Easy'")

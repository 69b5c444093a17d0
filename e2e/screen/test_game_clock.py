"""A patience's move count and timer (issue 26): the header counts the moves, shows the time
spent once the timer setting is on, keeps it across a reload, and a win puts its time and moves
in the statistics (best time, fewest moves) and the lobby's table."""

import re

import pygames
from pygames.core import Rng

from ..support import named_seats, open_saved_game, saved_record

AGNES = pygames.get_game("agnes")


def clock(page):
    return page.locator(".game-header .game-clock")


def test_the_header_counts_moves_and_the_timer_runs_and_is_kept(open_site, wait_for_engine):
    page = open_site("#agnes/11")
    page.wait_for_selector(".agnes .card")
    assert clock(page).text_content() == "0 moves"
    page.locator(".agnes .stock").click()
    page.wait_for_function("() => document.querySelector('.game-clock').textContent === '1 move'")
    page.get_by_role("button", name="Settings").click()
    page.get_by_label("Show a timer in patiences").check()
    page.locator("dialog.settings").get_by_role("button", name="Close").click()
    assert re.fullmatch(r"1 move · 0:\d\d", clock(page).text_content())
    page.wait_for_timeout(2_200)
    seconds = int(clock(page).text_content()[-2:])
    assert seconds >= 2
    page.evaluate("() => { location.hash = ''; }")  # to the lobby: the time is kept
    page.wait_for_selector(".lobby, section.games, main")
    kept = saved_record(page, "agnes/11")["playMs"]
    assert kept >= 2_000
    page.reload()
    wait_for_engine(page)
    page.evaluate("() => { location.hash = 'agnes/11'; }")
    page.wait_for_selector(".agnes .card")
    assert int(clock(page).text_content()[-2:]) >= seconds


def won_game():
    for seed in range(1, 60):
        state, rng = AGNES.new(1, seed), Rng(seed)
        while not state.is_over:
            state = state.apply(0, AGNES.computer_levels["normal"](
                state.view(0), state.legal_moves(0), rng))
        if state.view(0)["won"]:
            return state
    raise AssertionError("the computer player won none of the deals tried")


def test_a_win_keeps_its_time_and_moves_in_the_statistics(open_site):
    final = won_game()
    *moves, (_, last) = final.history
    almost = AGNES.new(1, final.seed)
    for seat, move in moves:
        almost = almost.apply(seat, move)
    route = f"agnes/{final.seed}"
    page = open_site()
    open_saved_game(page, route, almost.to_json(), named_seats("You"))
    page.locator(f'.agnes .card[data-card="{last.split(">")[0]}"]').dblclick(
        position={"x": 8, "y": 8})
    ending = page.locator("dialog.ending")
    ending.wait_for()
    line = ending.locator(".ending-stats").text_content()
    assert f"fewest moves {len(final.history)}" in line and "best time 0:0" in line
    ending.get_by_role("link", name="Back to the lobby").click()
    row = page.locator('.stats-panel tr[data-game="agnes"][data-bucket="solo"]')
    cells = row.locator("td").all_text_contents()
    assert cells[-1] == str(len(final.history)) and re.fullmatch(r"0:\d\d", cells[-2])

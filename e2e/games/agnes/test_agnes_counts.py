"""Agnès' words agree with each other and say what they mean: the header's move count and the
log's ("5 moves", "Moves (5)", five numbered lines) at the start, mid-game and after giving
up, the deal's base card and the game's end being lines of their own; beside the stock, the
rank an empty column takes is called that, not "Empty"."""

import re

import pygames

from ...conftest import engine_ready
from ...support import go_to, named_seats, store_save

AGNES = pygames.get_game("agnes")
SEED = 9
# What the header's clock and the log say, and how many lines the log numbers.
READ = """() => ({
  clock: document.querySelector(".game-clock")?.textContent ?? "",
  summary: document.querySelector(".agnes-log summary").textContent,
  numbered: document.querySelectorAll(".agnes-log li").length,
  aside: [...document.querySelectorAll(".agnes-log .log-aside")].map((line) => line.textContent),
  info: document.querySelector(".agnes .info").textContent,
})"""


def after(moves):
    state = AGNES.new(1, SEED)
    for _ in range(moves):
        state = state.apply(0, next(move for move in state.legal_moves(0) if move != "resign"))
    return state


def count_in(text):
    return int(re.search(r"\d+", text).group())


def test_the_header_and_the_log_count_the_same_moves(open_site):
    page = open_site()
    route = f"agnes/{SEED}"
    for moves, resign in ((0, False), (5, False), (5, True)):
        state = after(moves)
        if resign:
            state = state.apply(0, "resign")
        store_save(page, route, state.to_json(), named_seats("You"))
        go_to(page, route)
        page.reload()
        engine_ready(page)
        page.wait_for_function("(n) => document.querySelector('.agnes-log summary')?.textContent"
                               ".includes(`(${n})`)", arg=len(state.history))
        shown = page.evaluate(READ)
        total = len(state.history)
        assert count_in(shown["summary"]) == total and shown["numbered"] == total
        if shown["clock"]:
            assert count_in(shown["clock"]) == total
        assert "starts the first foundation" in shown["aside"][0]
        assert len(shown["aside"]) == 1 + (state.is_over and not resign)
    assert "Empty column: " in shown["info"]

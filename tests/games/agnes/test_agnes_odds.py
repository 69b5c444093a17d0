"""Agnès fair help: win chances and hints from the view alone, the look back at a finished game,
the view-only player, and the `solve` command line."""

import json
import re

import pytest

import pygames
from pygames.lab.cli import main
from pygames.lab.agnes_bench import parse_seeds
from pygames.agnes.odds import could_have_won, fair_player, has_chance, hint, safe_move, \
    win_chance, winning_move
from pygames.agnes.solver import UNWINNABLE, WINNABLE
from pygames.core import Rng, State, replay
from pygames.core.players import play_out

GAME = pygames.get_game("agnes")


def with_stock_order(state, stock):
    """The same position with its stock in another order."""
    data = state.data
    data["stock"] = list(stock)
    return State(GAME, 1, state.seed, state.options, data, 0, state.history)


def built(tableau, reserve, foundations, base, stock=()):
    """A position built by hand (columns and piles bottom to top)."""
    data = {"variant": "bernauer", "base_rank": base,
            "foundations": foundations + [[] for _ in range(4 - len(foundations))],
            "tableau": tableau + [[] for _ in range(7 - len(tableau))],
            "reserve": reserve + [[] for _ in range(7 - len(reserve))], "stock": list(stock),
            "redeals": 0, "redeals_left": 0, "resigned": False, "moves_made": 0}
    return State(GAME, 1, 0, {"variant": "bernauer", "redeals": 0}, data, 0, ())


def run(suit, first, count):
    ranks = "A23456789TJQK"
    start = ranks.index(first)
    return [ranks[(start + step) % 13] + suit for step in range(count)]


# Base 7: spades and hearts are home, clubs wait for the 5C and diamonds for the 4D. The 5D
# covers the 4D in the reserve and may lie only on the 6S (home) or the 6C (under it): lost,
# though the 5C can still go home.
HOME = [run("S", "7", 13), run("H", "7", 13), run("C", "7", 11), run("D", "7", 10)]
LOST = built([["5C"], ["6D"]], [["6C", "4D", "5D"]], HOME, "7")
# With the 4D on top instead, everything goes home.
WON_SOON = built([["5C"], ["6D"]], [["6C", "5D", "4D"]], HOME, "7")


# --- fairness ----------------------------------------------------------------------------

def test_the_hidden_stock_order_changes_neither_the_chance_nor_the_hint():
    state = GAME.new(1, 21)
    stock = state.data["stock"]
    other = with_stock_order(state, stock[::-1])
    assert other.view(0) == state.view(0) and other.data["stock"] != stock
    for asked in (lambda view: win_chance(view, 6, Rng(4), 300),
                  lambda view: hint(view, 6, Rng(4), 300),
                  lambda view: has_chance(view, 6, Rng(4), 300)):
        assert asked(state.view(0)) == asked(other.view(0))


def test_the_generator_decides_the_samples():
    view = GAME.new(1, 21).view(0)
    assert win_chance(view, 6, Rng(4), 300) == win_chance(view, 6, Rng(4), 300)


# --- win chances and hints ---------------------------------------------------------------

def test_a_position_with_nothing_hidden_is_won_or_lost_in_every_sample():
    assert win_chance(WON_SOON.view(0), 5, Rng(1), 200).won == 5
    lost = win_chance(LOST.view(0), 5, Rng(1), 200)
    assert (lost.won, lost.lost, lost.samples, lost.share) == (0, 5, 5, 0.0)
    assert has_chance(WON_SOON.view(0), 5, Rng(1), 200)
    assert not has_chance(LOST.view(0), 5, Rng(1), 200)


def test_the_hint_is_a_legal_move_that_starts_winning_lines():
    state = GAME.new(1, 0)
    advice = hint(state.view(0), 8, Rng(2), 500)
    assert advice.move in state.legal_moves(0)
    assert advice.votes >= 1 and advice.chance.won >= advice.votes


def test_without_a_win_the_hint_brings_most_cards_home():
    advice = hint(LOST.view(0), 3, Rng(1), 200)
    assert advice.chance.won == 0 and advice.votes == 0
    assert advice.move == "5C>f"


@pytest.mark.parametrize("seed", range(3))
def test_the_fair_player_s_early_stop_picks_the_hint_s_move_and_draws_the_same_orders(seed):
    state = GAME.new(1, seed, {"variant": ("bernauer", "sorel")[seed % 2]})
    for number in range(0, 30, 10):
        view, hint_rng, move_rng = state.view(0), Rng(number), Rng(number)
        advice = hint(view, 12, hint_rng, 200)
        assert winning_move(view, 12, move_rng, 200) == (advice.move if advice.votes else None)
        assert hint_rng.below(10**9) == move_rng.below(10**9)
        if state.is_over:
            break
        state = state.apply(0, GAME.computer_levels["normal"](view, state.legal_moves(0), None))


def test_a_line_that_starts_with_an_avoided_move_counts_for_the_chance_only():
    """The first move of every winning line of a position that has one is avoided: the
    chance stays, the move goes to the next winning line's first move."""
    state = GAME.new(1, 0)
    view = state.view(0)
    plain = hint(view, 8, Rng(2), 500)
    avoided = hint(view, 8, Rng(2), 500, avoid={plain.move})
    assert avoided.chance == plain.chance and avoided.move != plain.move
    assert avoided.move in state.legal_moves(0)


def test_with_every_move_avoided_the_greedy_choice_is_made_all_the_same():
    every = set(GAME.legal_moves(LOST.view(0), 0))
    advice = hint(LOST.view(0), 3, Rng(1), 200, avoid=every)
    assert advice.move in every - {"resign"} and advice.basis == "order"


def test_a_lost_position_has_no_winning_move():
    assert winning_move(LOST.view(0), 3, Rng(1), 200) is None


def test_a_safe_move_home_is_known_from_the_view():
    assert safe_move(WON_SOON.view(0)) == "4D>f"
    assert safe_move(GAME.new(1, 0).view(0)) is None


def test_bad_sample_counts_are_refused():
    with pytest.raises(ValueError, match="at least 1"):
        win_chance(GAME.new(1, 0).view(0), 0)


# --- looking back at a finished game ----------------------------------------------------

def test_a_lost_game_of_a_winnable_deal_shows_where_it_could_still_be_won():
    greedy = GAME.computer_levels["normal"]
    game = play_out(GAME.new(1, 0), [greedy], Rng(0))
    assert not game.winners
    lesson = could_have_won(game.to_json(), 5_000)
    assert lesson.verdict == WINNABLE and 0 <= lesson.move_number < len(game.history)
    save = game.to_json()
    save["moves"] = save["moves"][:lesson.move_number]
    state = replay(save)
    for move in lesson.moves:
        state = state.apply(0, move)
    assert state.winners == (0,)


def test_a_deal_that_cannot_be_won_says_so():
    game = play_out(GAME.new(1, 12), [GAME.computer_levels["normal"]], Rng(0))
    assert could_have_won(game.to_json()).verdict == UNWINNABLE


# --- the view-only player ---------------------------------------------------------------

def test_the_fair_player_plays_legal_moves_to_the_end():
    state = play_out(GAME.new(1, 4), [fair_player(samples=3, budget=200)], Rng(4))
    assert state.is_over


# --- the command line --------------------------------------------------------------------

def test_solve_prints_the_run_a_json_line_per_deal_then_a_summary(capsys):
    assert main(["solve", "agnes", "--seeds", "0-2", "--budget", "500", "--json",
                 "--jobs", "1"]) == 0
    run, *deals, end = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert run["run"]["budget"] == 500 and run["run"]["mode"] == "deals"
    assert [line["seed"] for line in deals] == [0, 1, 2]
    assert all(set(line) == {"seed", "verdict", "moves", "cpu_seconds"} for line in deals)
    summary = end["summary"]
    assert summary["deals"] == 3 and summary["budget"] == 500
    assert summary["winnable"] == sum(line["verdict"] == WINNABLE for line in deals)
    low, high = summary["interval_95"]
    assert 0 <= low <= summary["winnable_share"] <= high <= 1
    assert set(summary["cpu_seconds"]) == {"median", "p90", "max"}


def test_solve_without_json_prints_one_summary_line(capsys):
    main(["solve", "agnes", "--seeds", "4,6", "--budget", "500",
          "--options", '{"variant": "sorel"}'])
    out = capsys.readouterr().out
    assert re.fullmatch(r"Agnès \(sorel, 0 redeals\), budget 500 positions: winnable \d of 2 "
                        r"\(.* %, 95 % interval .* %\); unwinnable \d; unknown \d; CPU s per deal: "
                        r"median .*, p90 .*, max .*\n", out)


def test_solve_has_a_default_budget(capsys):
    main(["solve", "agnes", "--seeds", "4"])
    assert "budget 1920000 positions: winnable 1 of 1" in capsys.readouterr().out


def test_the_win_chance_benchmark_prints_its_times(capsys):
    main(["solve", "agnes", "--chance", "--seeds", "3", "--samples", "2", "--budget", "100"])
    assert "CPU s median" in capsys.readouterr().out


def test_the_grades_benchmark_counts_each_grade_and_the_fair_players_wins(capsys):
    """Deals 2, 0 and 3 are easy, medium and hard (hard, yet proved winnable)."""
    main(["solve", "agnes", "--grades", "--seeds", "2,0,3", "--samples", "2", "--budget", "100",
          "--json", "--jobs", "1"])
    _run, *deals, end = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(deal["grade"], deal["winnable"]) for deal in deals] == \
        [("easy", True), ("medium", True), ("hard", True)]
    grades = end["summary"]["grades"]
    assert [grades[name]["deals"] for name in ("easy", "medium", "hard",
                                               "hard, proved winnable")] == [1, 1, 1, 1]
    assert all(grades[name]["fair_wins"] == sum(deal["fair_won"] for deal in deals
                                                if deal["grade"] == name)
               for name in ("easy", "medium", "hard"))


def test_the_requests_benchmark_prints_each_request_s_times(capsys):
    main(["solve", "agnes", "--requests", "--seeds", "0"])
    out = capsys.readouterr().out
    assert re.fullmatch(r"Agnès \(bernauer, 0 redeals\), 1 greedy games: the page's requests in "
                        r"CPU s: hint \(3\) median .*; solution \(1\) .*; winnable_seed \(1\) "
                        r"median .*, p90 .*, max .*\n", out)


@pytest.mark.parametrize("text, seeds", [("0-3", [0, 1, 2, 3]), ("1,5,9", [1, 5, 9]),
                                         ("0-1,7", [0, 1, 7])])
def test_seed_lists_and_ranges(text, seeds):
    assert parse_seeds(text) == seeds


@pytest.mark.parametrize("text", ["", "a-3", "5-2", "3-"])
def test_bad_seed_lists_are_refused(text):
    with pytest.raises(ValueError):
        parse_seeds(text)

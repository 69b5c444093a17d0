"""Agnès's deal grades (pygames/agnes/grades.py) and the bridge's requests for them: each grade
is what its definition says, a graded deal is found from a number on, and what is not a grade
is refused."""

import json

import pytest

import pygames
from pygames.agnes.grades import EASY, GRADE_BUDGET, GRADES, HARD, MEDIUM, MEDIUM_POSITIONS, \
    grade_of
from pygames.agnes.solver import WINNABLE, solve
from pygames.bridge import Bridge
from pygames.core import Rng
from pygames.core.players import play_out

AGNES = pygames.get_game("agnes")


@pytest.fixture
def call():
    bridge = Bridge()
    return lambda op, **args: json.loads(bridge.call(json.dumps({"op": op, **args})))


def grade_by_definition(state):
    """The grade as grades.py's docstring defines it, worked out here from its two looks."""
    greedy_won = play_out(state, [AGNES.computer_levels["normal"]], Rng(state.seed)).winners
    if greedy_won:
        return EASY, True
    solution = solve(state.data, GRADE_BUDGET)
    winnable = solution.verdict == WINNABLE
    return (MEDIUM if winnable and solution.nodes <= MEDIUM_POSITIONS else HARD), winnable


@pytest.mark.parametrize("options", [{}, {"variant": "sorel"}])
def test_each_deal_gets_the_grade_its_definition_gives(options):
    graded = {grade_of(AGNES.new(1, seed, options)) for seed in range(12)}
    for seed in range(12):
        state = AGNES.new(1, seed, options)
        assert grade_of(state) == grade_by_definition(state)
    assert {grade for grade, _ in graded} == set(GRADES)  # twelve deals show every grade


def test_known_deals_grade_as_measured():
    """Deal 2 the greedy player wins; deal 0 the solver wins in 67 positions; deal 1 it
    cannot win within the grade's budget."""
    assert [grade_of(AGNES.new(1, seed))[0] for seed in (2, 0, 1)] == [EASY, MEDIUM, HARD]


@pytest.mark.parametrize("grade", GRADES)
def test_a_graded_seed_is_the_first_winnable_deal_of_that_grade(call, grade):
    seed = call("winnable_seed", game="agnes", seed=100, grade=grade)["seed"]
    grades = [grade_of(AGNES.new(1, tried)) for tried in range(100, seed + 1)]
    assert grades[-1] == (grade, True) and (grade, True) not in grades[:-1]


def test_the_bridge_tells_a_deals_grade_and_the_page_its_grades(call):
    assert call("deal_grade", game="agnes", seed=2) == {"ok": True, "grade": EASY}
    described = {game["id"]: game for game in call("games")["games"]}
    assert described["agnes"]["grades"] == list(GRADES)
    assert described["agony-aunt"]["grades"] == []


def test_what_is_not_a_grade_or_a_graded_game_is_refused(call):
    answer = call("winnable_seed", game="agnes", seed=1, grade="trivial")
    assert answer["message"] == {"key": "agnes.solver.no-grade", "grade": "'trivial'"}
    answer = call("deal_grade", game="agony-aunt", seed=1)
    assert answer["message"] == {"key": "core.table.no-grades", "game": "agony-aunt"}
    assert "seed must be" in call("deal_grade", game="agnes", seed=-1)["error"]

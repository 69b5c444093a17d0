"""A grade for each Agnès deal, shown before play and chosen in the new-game dialog: how hard
finding its win is.

    easy    the greedy computer player (normal.py), which cannot see the stock, wins it;
    medium  the greedy player loses, and the solver, which knows the stock, wins it within
            MEDIUM_POSITIONS positions;
    hard    anything else: a win only a longer search finds, or none found within
            GRADE_BUDGET positions (the deal may be lost).

Both looks are cheap and fixed by the deal, so a grade is the same in CPython and in the
browser and costs at most GRADE_BUDGET positions (about 0.3 s of CPython). What the grades
mean for a player was measured with the fair player (odds.py), who plays from the view alone
with the hint's samples: see the README's solver figures.
"""

from ..core import Rng, get_game
from ..core.players import play_out
from .solver import WINNABLE, solve

EASY, MEDIUM, HARD = GRADES = ("easy", "medium", "hard")
GRADE_BUDGET = 3_000  # the solver's positions for a grade, as for "winnable deals only"
MEDIUM_POSITIONS = 300


def grade_of(state):
    """(grade, winnable): the grade of the deal `state` starts, and whether the solver proved
    it winnable within GRADE_BUDGET positions."""
    game = get_game("agnes")
    if play_out(state, [game.computer_levels["normal"]], Rng(state.seed)).winners:
        return EASY, True
    solution = solve(state.data, GRADE_BUDGET)
    winnable = solution.verdict == WINNABLE
    return (MEDIUM if winnable and solution.nodes <= MEDIUM_POSITIONS else HARD), winnable

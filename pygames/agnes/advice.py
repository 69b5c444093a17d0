"""Agnès's answers to the page's requests for help (the protocol's optional hooks, see
core.protocol): a fair hint with the win chance in words, the solver's line for a game seen
with its real stock, and a deal the solver proves winnable.

Budgets keep each answer within about a second of CPython (two in the browser); the
generators yield between solver runs, so the page's other requests are answered meanwhile.
"""

import json
import zlib

from ..core import Refusal, Rng, get_game, quoted
from ..core.messages import message
from .grades import GRADE_BUDGET, GRADES, grade_of
from .odds import DEFAULT_SAMPLES, chance_steps, hint_steps, lesson_steps
from .solver import WINNABLE, solve

# The clairvoyant look at a game: the deal gets most of the budget, then each position the
# halving looks at gets a little (most positions are decided in a few hundred).
DEAL_BUDGET = 5_000
LATER_BUDGET = 1_500
# The walk back asks "did this position have a chance?" with a smaller budget per sample: a
# search in a fixed order that wins within it wins within the hint's too, so a position found
# there gets a move from the hint; a position missed is only one the hint would have won late.
BACK_BUDGET = 100
# The chances (in %) from which a hint calls a move's chance good (most samples win) or fair.
GOOD_CHANCE = 50
FAIR_CHANCE = 20
KNOWN_CHANCES = 1_000  # earlier positions' answers kept (a game has a few hundred positions)
SEED_TRIES = 20  # deals tried by winnable_seed; about four in five are winnable
GRADED_TRIES = 100  # and when a grade is asked for: hard winnable deals are the rarest
SEED_BUDGET = GRADE_BUDGET


known_chances = {}  # a view's JSON: whether the hint finds a sampled stock order won there


def view_text(view):
    """The view as JSON text, keys sorted: what the hint's samples and memory are keyed on."""
    return json.dumps(view, sort_keys=True)


def rng_for(view):
    """The generator behind the hint for `view`, seeded from what the view shows and nothing
    else: the same position always gets the same samples, whatever the hidden stock's order."""
    return Rng(zlib.crc32(view_text(view).encode()))


def hint(view, earlier):
    """The hook Game.hint (see core.protocol): the hint over DEFAULT_SAMPLES stock orders; when
    none is won, how many positions back in `earlier` the latest one with a chance is."""
    advice = yield from hint_steps(view, DEFAULT_SAMPLES, rng_for(view))
    remember(view_text(view), advice.chance.won > 0)
    samples = advice.chance.samples
    if advice.chance.won:
        percent = round(100 * advice.chance.won / samples)
        return {"move": advice.move, "back": None, "message": message(chance_words(percent)),
                "why": message("agnes.hint.chance.why", won=advice.chance.won, samples=samples,
                               percent=percent)}
    none_won = message("agnes.hint.none.why", samples=samples)
    back = yield from positions_back_to_a_chance(earlier)
    if back is None:
        return {"move": None, "back": None, "message": message("agnes.hint.hopeless"),
                "why": none_won}
    return {"move": None, "back": back, "message": message("agnes.hint.back", back=back),
            "why": none_won}


def chance_words(percent):
    """The hint's words for a chance of `percent` %: a player hears "good chance", not the
    count of samples (that is the hint's "why")."""
    if percent >= GOOD_CHANCE:
        return "agnes.hint.good"
    return "agnes.hint.fair" if percent >= FAIR_CHANCE else "agnes.hint.slim"


def positions_back_to_a_chance(earlier):
    """How many positions back from the end of `earlier` (views, the deal first) the latest
    one lies where some sampled stock order is won, or None when none is.

    Asking every position would take seconds, so the search halves the stretch between the
    latest position known to have a chance (the deal if none is known) and the first after it
    known to have none, as if chances only ever fell move by move. What is known comes from
    `known_chances`: the hints the player asked for earlier in the game, and the answers of
    earlier walks. A position without a chance costs every sample's budget, so each one known
    saves time. Sampled chances may flicker, so a later position with a chance can hide
    between two probes; but the one found always has one, which is what the player needs."""
    known = [known_chances.get(view_text(view)) for view in earlier]
    with_chance = [index for index, answer in enumerate(known) if answer]
    if with_chance:
        found = with_chance[-1]
    elif earlier and (yield from chance_at(earlier[0])):
        found = 0
    else:
        return None
    without = next((index for index in range(found + 1, len(earlier))
                    if known[index] is False), len(earlier))
    while without - found > 1:
        middle = (found + without) // 2
        if (yield from chance_at(earlier[middle])):
            found = middle
        else:
            without = middle
    return len(earlier) - found


def chance_at(view):
    """Whether some sampled stock order is won from `view` within BACK_BUDGET positions each,
    remembered in `known_chances` (with the hint's answers: see BACK_BUDGET)."""
    text = view_text(view)
    if text not in known_chances:
        remember(text, (yield from chance_steps(view, DEFAULT_SAMPLES, rng_for(view),
                                                BACK_BUDGET)))
    return known_chances[text]


def remember(text, has_chance):
    """Keep whether the view of JSON `text` has a chance: it depends on the view alone."""
    known_chances[text] = has_chance
    if len(known_chances) > KNOWN_CHANCES:
        del known_chances[next(iter(known_chances))]  # the oldest: dicts keep their order


def solution(states):
    """The hook Game.solution: the game's `states` (the deal first) looked at with the real
    stock; from the last position that was still winnable, the solver's line."""
    lesson = yield from lesson_steps(states, DEAL_BUDGET, LATER_BUDGET)
    return {"verdict": lesson.verdict, "from": lesson.move_number, "moves": list(lesson.moves)}


def winnable_seed(seed, options, grade=None):
    """The hook Game.winnable_seed: the first seed from `seed` whose deal the solver proves
    winnable (and of `grade`, one of grades.GRADES, when given), trying SEED_TRIES deals
    (GRADED_TRIES with a grade); a Refusal if none is."""
    game = get_game("agnes")
    if grade is not None and grade not in GRADES:
        raise Refusal("agnes.solver.no-grade", grade=quoted(grade))
    tries = SEED_TRIES if grade is None else GRADED_TRIES
    for tried in range(seed, seed + tries):
        state = game.new(1, tried, options)
        if grade is None:
            if solve(state.data, SEED_BUDGET).verdict == WINNABLE:
                return tried
        elif grade_of(state) == (grade, True):
            return tried
    if grade is None:
        raise Refusal("agnes.solver.no-seed", first=seed, last=seed + tries - 1)
    raise Refusal("agnes.solver.no-graded-seed", first=seed, last=seed + tries - 1,
                  grade=message(f"agnes.grade.{grade}"))


def deal_grade(seed, options):
    """The hook Game.deal_grade: the grade of deal `seed` (grades.py)."""
    return grade_of(get_game("agnes").new(1, seed, options))[0]

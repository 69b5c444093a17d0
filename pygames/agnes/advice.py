"""Agnès's answers to the page's requests for help (the protocol's optional hooks, see
core.protocol): a fair hint with the win chance in words, the solver's line for a game seen
with its real stock, and a deal the solver proves winnable.

Budgets keep each answer within about a second of CPython (two in the browser); the
generators yield between solver runs, so the page's other requests are answered meanwhile.
"""

import json
import zlib

from ..core import Refusal, Rng, get_game
from ..core.messages import message
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
KNOWN_CHANCES = 1_000  # earlier positions' answers kept (a game has a few hundred positions)
SEED_TRIES = 20  # deals tried by winnable_seed; about four in five are winnable
SEED_BUDGET = 3_000


known_chances = {}  # the view's JSON: whether chance_at found a sample won


def rng_for(view):
    """The generator behind the hint for `view`, seeded from what the view shows and nothing
    else: the same position always gets the same samples, whatever the hidden stock's order."""
    return Rng(zlib.crc32(json.dumps(view, sort_keys=True).encode()))


def hint(view, earlier):
    """The hook Game.hint (see core.protocol): the hint over DEFAULT_SAMPLES stock orders; when
    none is won, how many positions back in `earlier` the latest one with a chance is."""
    advice = yield from hint_steps(view, DEFAULT_SAMPLES, rng_for(view))
    samples = advice.chance.samples
    if advice.chance.won:
        percent = round(100 * advice.chance.won / samples)
        return {"move": advice.move, "back": None,
                "message": message("agnes.hint.chance", won=advice.chance.won, samples=samples,
                                   percent=percent)}
    back = yield from positions_back_to_a_chance(earlier)
    if back is None:
        return {"move": None, "back": None,
                "message": message("agnes.hint.hopeless", samples=samples)}
    return {"move": None, "back": back,
            "message": message("agnes.hint.back", samples=samples, back=back)}


def positions_back_to_a_chance(earlier):
    """How many positions back from the end of `earlier` (views, the deal first) the latest
    one lies where some sampled stock order is won, or None when none is.

    Asking every position would take seconds, so the search climbs from the deal in halving
    steps (for a game of 40 positions: 32 positions on if that one has a chance, then 16, 8,
    4, 2 and 1 more), as if chances only ever fell move by move: a position without one costs
    every sample's budget, one with a chance only the search that won, and climbing meets
    few of the first kind. Sampled chances may flicker, so a later position with a chance can
    hide between two probes; but the one found always has one, which is what the player
    needs. The probes land on the same positions as the game grows, so a player who asks
    again later finds most of their answers in `known_chances`."""
    if not earlier or not (yield from chance_at(earlier[0])):
        return None
    found, step = 0, 1 << (len(earlier) - 1).bit_length()
    while step > 1:
        step //= 2
        if found + step < len(earlier) and (yield from chance_at(earlier[found + step])):
            found += step
    return len(earlier) - found


def chance_at(view):
    """Whether some sampled stock order is won from `view` (BACK_BUDGET a sample), remembered
    in `known_chances`: the answer depends on the view alone, and the page asks again about
    the same earlier positions each time a later one has no chance."""
    text = json.dumps(view, sort_keys=True)
    if text not in known_chances:
        known_chances[text] = yield from chance_steps(view, DEFAULT_SAMPLES, rng_for(view),
                                                      BACK_BUDGET)
        if len(known_chances) > KNOWN_CHANCES:
            del known_chances[next(iter(known_chances))]  # the oldest: dicts keep their order
    return known_chances[text]


def solution(states):
    """The hook Game.solution: the game's `states` (the deal first) looked at with the real
    stock; from the last position that was still winnable, the solver's line."""
    lesson = yield from lesson_steps(states, DEAL_BUDGET, LATER_BUDGET)
    return {"verdict": lesson.verdict, "from": lesson.move_number, "moves": list(lesson.moves)}


def winnable_seed(seed, options):
    """The hook Game.winnable_seed: the first seed from `seed` whose deal the solver proves
    winnable, trying SEED_TRIES deals; a Refusal if none is."""
    game = get_game("agnes")
    for tried in range(seed, seed + SEED_TRIES):
        if solve(game.new(1, tried, options).data, SEED_BUDGET).verdict == WINNABLE:
            return tried
    raise Refusal("agnes.solver.no-seed", first=seed, last=seed + SEED_TRIES - 1)

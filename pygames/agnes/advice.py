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
from .odds import DEFAULT_SAMPLES, ORDER, chance_steps, hint_steps, legal_moves_of, \
    lesson_steps
from .checks import column_moves, locate, parse_card_move, source_of, target_of
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


known_chances = {}  # view_key: whether the hint finds a sampled stock order won there
known_moves = {}  # view_key: the move the hint gave there


def view_text(view):
    """The view as JSON text, keys sorted: what the hint's samples are seeded from."""
    return json.dumps(view, sort_keys=True)


def view_key(view):
    """Two checksums of view_text and its length, what the hint's memory is keyed on: a view
    with a long log is tens of kilobytes, and the memory keeps KNOWN_CHANCES of them. (zlib,
    as the page's Python has no hashlib.)"""
    text = view_text(view).encode()
    return zlib.crc32(text), zlib.adler32(text), len(text)


def rng_for(view):
    """The generator behind the hint for `view`, seeded from what the view shows and nothing
    else: the same position always gets the same samples, whatever the hidden stock's order."""
    return Rng(zlib.crc32(view_text(view).encode()))


def hint(view, earlier):
    """The hook Game.hint (see core.protocol). With a sampled stock order won, the move most
    winning lines start with and the chance in words. With none, the move of the best tries,
    said to be no sure way; or, once no card is face down (every sample is then the real
    position) and the solver proves it lost, no move and that it is lost. Then too, when the
    player left the hint's line at the latest earlier position that had a chance, how many
    undos lead back there.

    The hint never sends a player round in circles: it avoids moves back to a position of
    the game (returning_moves; when the only wins found start with one, it says so and gives
    its best try), and it never counts undos back over its own advice: where the
    player played the move it gives at a position, its line lost the chance through cards
    the player could not see, and the same view would only get the same move again."""
    advice = yield from move_steps(view, earlier, len(earlier))
    samples = advice.chance.samples
    if advice.votes:
        percent = round(100 * advice.chance.won / samples)
        return {"move": advice.move, "back": None,
                "message": told_with_run(view, advice.move, message(chance_words(percent))),
                "why": message("agnes.hint.chance.why", won=advice.chance.won, samples=samples,
                               percent=percent)}
    back = yield from undos_to_another_move(view, earlier)
    if not view["stock"] and advice.chance.lost == samples:
        move, words, why = None, "agnes.hint.lost", message("agnes.hint.lost.why")
    else:
        move, words = advice.move, "agnes.hint.unsure"
        why = message("agnes.hint.returning.why" if advice.chance.won else
                      "agnes.hint.none.order.why" if advice.basis == ORDER else
                      "agnes.hint.none.why", samples=samples)
    if back is None:
        return {"move": move, "back": None, "message": told_with_run(view, move, message(words)),
                "why": why}
    return {"move": move, "back": back,
            "message": told_with_run(view, move, message(f"{words}.back", back=back)),
            "why": why}


def told_with_run(view, move, words):
    """The hint's `words`, after the move itself when it takes cards lying on its card along:
    on the board the run's first card is mostly covered, so the sentence says the run moves."""
    if move is None or ">" not in move:
        return words
    card, target = parse_card_move(move)
    place, pile_index, card_index = locate(view, card)
    carried = len(view[place][pile_index]) - card_index - 1
    if target == "f" or not carried:
        return words
    return message("agnes.hint.run", card=card, carried=carried,
                   source=source_of(place, pile_index), target=target_of(view, target),
                   advice=words)


def move_steps(view, earlier, played):
    """The Hint (odds.Hint) for `view`, reached after the first `played` views of `earlier`,
    in steps; remembered, with whether it has a chance, in `known_moves` and `known_chances`."""
    avoid = returning_moves(view, earlier, played)
    advice = yield from hint_steps(view, DEFAULT_SAMPLES, rng_for(view), avoid=avoid)
    key = view_key(view)
    remember(known_chances, key, advice.chance.won > 0)
    remember(known_moves, key, advice.move)
    return advice


def chance_words(percent):
    """The hint's words for a chance of `percent` %: a player hears "good chance", not the
    count of samples (that is the hint's "why")."""
    if percent >= GOOD_CHANCE:
        return "agnes.hint.good"
    return "agnes.hint.fair" if percent >= FAIR_CHANCE else "agnes.hint.slim"


def returning_moves(view, earlier, played):
    """The moves from `view` back to a position among the first `played` views of `earlier`
    (columns in any order: they play alike).

    Only a card moved between columns can lead back: every other move deals, gathers, or
    takes a card out of the reserve or home for good. So the positions it may reach are those
    with the same stock, reserve and foundations, and they form the stretch at the end of the
    game: once any of these has changed it never changes back."""
    stage = stage_of(view)
    tables = set()
    for index in range(played - 1, -1, -1):
        if stage_of(earlier[index]) != stage:
            break
        tables.add(table_of(earlier[index]["tableau"]))
    if not tables:
        return frozenset()
    moves = set()
    for move in column_moves(view):
        card, target = parse_card_move(move)
        place, column, index = locate(view, card)
        if place == "tableau":
            tableau = [list(pile) for pile in view["tableau"]]
            tableau[target] += tableau[column][index:]
            del tableau[column][index:]
            if table_of(tableau) in tables:
                moves.add(move)
    return frozenset(moves)


def stage_of(view):
    """What only ever moves one way in a game: redeals left, stock, cards home, reserve."""
    return (view["redeals_left"], view["stock"], sum(map(len, view["foundations"])),
            sum(map(len, view["reserve"])))


def table_of(tableau):
    return tuple(sorted(map(tuple, tableau)))


def undos_to_another_move(view, earlier):
    """How many undos lead back from `view` to the latest position of `earlier` where some
    sampled stock order is won, when the player did not play the hint's move there; else
    None (no such position, or the hint's own line led from it to here)."""
    back = yield from positions_back_to_a_chance(earlier)
    if back is None:
        return None
    found = len(earlier) - back
    advised = known_moves.get(view_key(earlier[found]))
    if advised is None:
        advised = (yield from move_steps(earlier[found], earlier, found)).move
    following = earlier[found + 1] if found + 1 < len(earlier) else view
    return None if move_between(earlier[found], following) == advised else back


def move_between(before, after):
    """The move that led from the view `before` to the view `after`, the position after it."""
    if after["redeals_left"] < before["redeals_left"]:
        return "redeal"
    if after["stock"] < before["stock"]:
        return "deal"
    for move in legal_moves_of(before):
        card, separator, target = move.partition(">")
        if separator and (any(card in pile for pile in after["foundations"]) if target == "f"
                          else card in after["tableau"][int(target[1:]) - 1]
                          and card not in before["tableau"][int(target[1:]) - 1]):
            return move
    return None  # `after` does not follow `before`


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
    known = [known_chances.get(view_key(view)) for view in earlier]
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
    key = view_key(view)
    if key not in known_chances:
        remember(known_chances, key, (yield from chance_steps(view, DEFAULT_SAMPLES,
                                                              rng_for(view), BACK_BUDGET)))
    return known_chances[key]


def remember(known, key, answer):
    """Keep in `known` the answer for the view of view_key `key`: it depends on that alone."""
    known[key] = answer
    if len(known) > KNOWN_CHANCES:
        del known[next(iter(known))]  # the oldest: dicts keep their order


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

"""Agnès solver: every verdict checked against the engine, on deals and on small built positions."""

import json

import pytest

import pygames
from pygames.agnes.compact import DEAL, REDEAL, compact_position, move_text
from pygames.agnes import solver
from pygames.agnes.checks import MOVE_LIMIT
from pygames.agnes.hunches import HUNCHES
from pygames.agnes.relaxed import may_be_won
from pygames.agnes.solver import DEFAULT_BUDGET, UNKNOWN, UNWINNABLE, WINNABLE, Search, solve, \
    with_stock
from pygames.core import Rng, State
from pygames.core.cards import RANKS, SUITS

GAME = pygames.get_game("agnes")


def position(data, redeals=0):
    """A State holding `data` as it is (a position built by hand)."""
    options = {"variant": data["variant"], "redeals": redeals}
    return State(GAME, 1, 0, options, data, 0, ())


def replays_to_a_win(state, moves):
    for move in moves:
        state = state.apply(0, move)
    return state.winners == (0,)


def small_position(rng):
    """A random position with 5 to 11 cards left to bring home, spread over the columns, the
    reserve and the stock, in either variant, with or without redeals left."""
    base = rng.below(13) + 1
    left_per_suit = [rng.below(4) for _ in SUITS]
    if sum(left_per_suit) < 5:
        left_per_suit[rng.below(4)] += 5 - sum(left_per_suit)
    foundations, loose = [], []
    for suit, left in zip(SUITS, left_per_suit):
        run = [RANKS[(base - 1 + height) % 13] + suit for height in range(13)]
        if left < 13:
            foundations.append(run[:13 - left])
        loose += run[13 - left:]
    rng.shuffle(loose)
    tableau, reserve, stock = [[] for _ in range(7)], [[] for _ in range(7)], []
    for card in loose:
        place = rng.below(10)
        if place < 5:
            tableau[rng.below(7)].append(card)
        elif place < 8:
            reserve[rng.below(7)].append(card)
        else:
            stock.append(card)
    redeals = rng.below(3)
    data = {"variant": ("bernauer", "sorel")[rng.below(2)], "base_rank": RANKS[base - 1],
            "foundations": foundations + [[] for _ in range(4 - len(foundations))],
            "tableau": tableau, "reserve": reserve, "stock": stock, "redeals": redeals,
            "redeals_left": redeals, "resigned": False, "moves_made": 0}
    return position(data, redeals)


def brute_force_winnable(state):
    """Whether any line of legal moves wins: every position reachable, visited once."""
    seen, stack = set(), [state]
    while stack:
        state = stack.pop()
        if state.winners:
            return True
        for move in state.legal_moves(0):
            if move == "resign":
                continue
            child = state.apply(0, move)
            key = json.dumps({name: value for name, value in child.data.items()
                              if name not in ("log", "moves_made")}, sort_keys=True)
            if key not in seen:
                seen.add(key)
                stack.append(child)
    return False


# --- the compact rules agree with the engine's -----------------------------------------

def engine_moves_with_one_empty_column(state):
    """The engine's legal moves but resigning, every empty column named as the first one."""
    columns = state.data["tableau"]
    first_empty = next((index for index, column in enumerate(columns) if not column), None)
    moves = set()
    for move in state.legal_moves(0):
        card, _, target = move.partition(">t")
        if target and not columns[int(target) - 1]:
            move = f"{card}>t{first_empty + 1}"
        moves.add(move)
    return moves - {"resign"}


@pytest.mark.parametrize("number", range(40))
def test_compact_moves_are_the_engine_moves(number):
    state = small_position(Rng(number))
    rules, compact, _ = compact_position(state.data)
    moves = {move_text(move) for move in rules.card_moves(compact)}
    if compact[2]:
        moves.add(DEAL)
    elif compact[4] and any(compact[1]):
        moves.add(REDEAL)
    assert moves == engine_moves_with_one_empty_column(state)


# --- verdicts ----------------------------------------------------------------------------

@pytest.mark.parametrize("number", range(60))
def test_small_positions_get_the_brute_force_verdict(number):
    state = small_position(Rng(1000 + number))
    solution = solve(state.data, 20_000)
    assert solution.verdict == (WINNABLE if brute_force_winnable(state) else UNWINNABLE)
    if solution.verdict == WINNABLE:
        assert replays_to_a_win(state, solution.moves)


def test_the_brute_force_search_sees_both_verdicts_among_the_small_positions():
    verdicts = {brute_force_winnable(small_position(Rng(1000 + number))) for number in range(60)}
    assert verdicts == {True, False}


@pytest.mark.parametrize("seed, options", [
    (0, {}), (2, {}), (4, {"variant": "sorel"}), (6, {"redeals": 2}), (9, {"variant": "sorel",
                                                                           "redeals": 1})])
def test_a_winning_line_from_the_deal_replays_through_the_engine_to_a_win(seed, options):
    state = GAME.new(1, seed, options)
    solution = solve(state.data, 20_000)
    assert solution.verdict == WINNABLE
    assert replays_to_a_win(state, solution.moves)


def test_a_position_in_the_middle_of_a_game_is_solved_from_where_it_stands():
    state = GAME.new(1, 0)
    line = solve(state.data, 5_000).moves
    halfway = state
    for move in line[:len(line) // 2]:
        halfway = halfway.apply(0, move)
    solution = solve(halfway.data, 5_000)
    assert solution.verdict == WINNABLE and replays_to_a_win(halfway, solution.moves)


def test_a_view_and_the_real_stock_give_the_position_itself():
    state = GAME.new(1, 3)
    assert with_stock(state.view(0), state.data["stock"])["stock"] == state.data["stock"]
    with pytest.raises(ValueError, match="cards the view does not show"):
        with_stock(state.view(0), state.data["stock"][1:] + ["AS"])


def test_the_relaxed_game_refutes_deal_12_at_once():
    """Its jack of hearts lies under 10D and 8C, with the only black jacks out of reach."""
    solution = solve(GAME.new(1, 12).data)
    assert (solution.verdict, solution.nodes) == (UNWINNABLE, 1)


def test_a_search_that_deals_sooner_wins_deal_292():
    """In the usual order the search plays on in the columns before each deal and never comes
    back to deal sooner: 20,000 positions without a win. Dealing earlier wins it at once."""
    state = GAME.new(1, 292)
    rules, compact, moves_left = compact_position(state.data)
    assert Search(rules, 20_000, moves_left).run(compact).verdict == UNKNOWN
    solution = solve(state.data, 20_000)
    assert solution.verdict == WINNABLE and solution.nodes < 2_000
    assert replays_to_a_win(state, solution.moves)


def test_a_bigger_budget_changes_nothing_for_a_deal_a_short_search_decides():
    """The short searches stay as short as a 200,000 budget makes them: the rest of a bigger
    one goes to the last search, in the usual order."""
    data = GAME.new(1, 292).data
    solution = solve(data, 200_000)
    assert solution.verdict == WINNABLE and solve(data, DEFAULT_BUDGET) == solution


def test_a_search_on_a_hunch_wins_deal_530_once_the_others_have_failed(monkeypatch):
    """Deal 530 defeats the usual order within 1,424,000 positions; a hunch that a card sent
    home takes no more children wins it at once. Scaled down: the searches that prove get
    20,000 positions, each hunch 5,000, and only a budget that holds them all runs them."""
    monkeypatch.setattr(solver, "HUNCH_PROBE", 5_000)
    monkeypatch.setattr(solver, "RESTARTS", 0)
    monkeypatch.setattr(solver, "LAST_RESORTS_FROM", 20_000 + 5_000 * len(HUNCHES))
    state = GAME.new(1, 530)
    assert solve(state.data, 29_999).verdict == UNKNOWN
    solution = solve(state.data, 30_000)
    assert solution.verdict == WINNABLE and 20_000 < solution.nodes <= 30_000
    assert replays_to_a_win(state, solution.moves)


def test_restarts_in_shuffled_orders_win_a_deal_the_long_search_missed(monkeypatch):
    """Deal 1 at a scaled-down budget: the searches that prove get about 5,000 positions and the
    hunches 500 each, and all of them fail; the second of two short restarts (1,000 positions,
    another order and dealing earlier) wins it after 135, so the deal's cost is all the
    others' and those 135. Its line replays to a win in the engine."""
    monkeypatch.setattr(solver, "HUNCH_PROBE", 500)
    monkeypatch.setattr(solver, "RESTART_PROBE", 1_000)
    state = GAME.new(1, 1)
    monkeypatch.setattr(solver, "RESTARTS", 0)
    monkeypatch.setattr(solver, "LAST_RESORTS_FROM", 6_000)
    assert solve(state.data, 6_000).verdict == UNKNOWN
    monkeypatch.setattr(solver, "RESTARTS", 2)
    monkeypatch.setattr(solver, "LAST_RESORTS_FROM", 8_000)
    solution = solve(state.data, 8_000)
    assert solution.verdict == WINNABLE and solution.nodes == 6_000 + 1_000 + 135
    assert replays_to_a_win(state, solution.moves)


def test_a_search_on_a_hunch_proves_nothing():
    """Deal 12 is lost (see above); a search on a hunch may drop won positions, so having
    looked everywhere it was let look, it still says unknown."""
    rules, compact, moves_left = compact_position(GAME.new(1, 12).data)
    for hunch in HUNCHES:
        assert Search(rules, 1_000, moves_left, hunch=hunch).run(compact).verdict == UNKNOWN


def test_an_exhausted_budget_gives_unknown():
    solution = solve(GAME.new(1, 1).data, 50)
    assert solution.verdict == UNKNOWN and solution.nodes <= 50 and solution.moves == ()


def test_the_move_limit_is_part_of_the_rules():
    data = GAME.new(1, 0).data
    line = solve(data, 5_000).moves
    data["moves_made"] = MOVE_LIMIT - len(line)
    assert solve(data, 5_000).verdict == WINNABLE
    data["moves_made"] = MOVE_LIMIT - 10
    assert solve(data, 5_000).verdict == UNKNOWN


def test_a_lost_position_reports_the_most_cards_it_brought_home_and_how():
    state = GAME.new(1, 12)
    solution = solve(state.data)
    for move in solution.best_line:
        state = state.apply(0, move)
    assert state.scores == [solution.most_home]


@pytest.mark.parametrize("change, reason", [
    ({"tableau": [[]] * 6}, "7 tableau piles"),
    ({"stock": ["AS"]}, "each of the 52 cards exactly once"),
    ({"variant": "klondike"}, "bernauer or sorel"),
    ({"base_rank": "X"}, "the base rank"),
])
def test_a_bad_position_is_refused_with_a_reason(change, reason):
    with pytest.raises(ValueError, match=reason):
        solve({**GAME.new(1, 5).data, **change})


def test_the_relaxed_game_never_refutes_a_position_on_a_winning_line():
    for seed in range(3):
        state = GAME.new(1, seed, {"variant": ("bernauer", "sorel")[seed % 2]})
        for move in solve(state.data, 5_000).moves:
            rules, compact, _ = compact_position(state.data)
            assert may_be_won(rules, compact)
            state = state.apply(0, move)


def test_a_finished_game_that_was_not_won_is_unwinnable():
    state = GAME.new(1, 0).apply(0, "resign")
    assert solve(state.data).verdict == UNWINNABLE


def test_solving_hands_back_control_between_its_searches_and_decides_as_solve_does():
    """The review drives the solver in slices (agnes/review.py): on a deal no short search
    settles, solving() yields after each of its searches and ends with solve()'s Solution."""
    data = pygames.get_game("agnes").new(1, 1).data
    steps, handed_back = solver.solving(data, 5_000), 0
    while True:
        try:
            next(steps)
            handed_back += 1
        except StopIteration as end:
            found = end.value
            break
    assert handed_back >= 10
    assert found == solve(data, 5_000)

"""Agony Aunt's grid and reckoning (pygames.agony_aunt.scoring), one test per rule clause
and ruling; the play of the cards is in test_agony_aunt.py."""

import pygames  # noqa: F401 - registers the messages `english` renders
from pygames.agony_aunt.scoring import (SQUARES, dump_trick, lines_held, most_tricks_taker,
                                        settle_hand, squares_of_card, squares_of_trick)
from pygames.core.messages import english


def grid_with(**holders):
    """A grid whose named squares (underscores for dashes) hold the given seats."""
    grid = {square: None for square in SQUARES}
    grid.update({square.replace("_", "-"): seat for square, seat in holders.items()})
    return grid


def test_dump_trick_is_the_turned_rank_ace_first_king_thirteenth():
    assert dump_trick("AH") == 1
    assert dump_trick("7C") == 7
    assert dump_trick("KS") == 13


def test_each_queen_costs_its_own_square():
    assert squares_of_card("QH", "5S") == ["queen-hearts"]
    assert squares_of_card("QC", "5S") == ["queen-clubs"]
    assert squares_of_card("KH", "5S") == []


def test_agony_aunt_is_the_dump_queen_and_also_takes_its_queen_square():
    assert sorted(squares_of_card("QS", "5S")) == ["agony-aunt", "queen-spades"]


def test_joker_costs_the_joker_square_when_the_turned_card_is_harmless():
    assert squares_of_card("JOKER", "5S") == ["joker"]


def test_joker_as_queen_of_the_dump_suit_costs_three_squares():
    # The turned Queen of spades makes spades the dump suit, so the Joker is the Agony Aunt.
    assert sorted(squares_of_card("JOKER", "QS")) == ["agony-aunt", "joker", "queen-spades"]


def test_last_trick_and_dumpth_trick_squares_come_with_the_trick_number():
    assert squares_of_trick(["2C", "3C", "4C", "5C"], 13, "7H") == ["last-trick"]
    assert squares_of_trick(["2C", "3C", "4C", "5C"], 7, "7H") == ["dumpth-trick"]
    assert squares_of_trick(["2C", "3C", "4C", "5C"], 6, "7H") == []


def test_a_turned_king_makes_the_last_trick_the_dumpth_trick_too():
    assert squares_of_trick(["2C", "3C", "4C", "5C"], 13, "KH") == ["last-trick", "dumpth-trick"]


def test_one_trick_can_cost_several_squares_in_grid_order():
    squares = squares_of_trick(["QC", "JOKER", "QH", "2H"], 4, "4H")
    assert squares == ["joker", "queen-hearts", "agony-aunt", "queen-clubs", "dumpth-trick"]


def test_most_tricks_goes_to_the_player_with_most_tricks():
    assert most_tricks_taker([5, 3, 3, 2], [[], [], [], []], "7H")[0] == 0


def test_most_tricks_tie_goes_to_most_dump_suit_cards_taken():
    taker, why = most_tricks_taker([4, 4, 3, 2], [["2H"], ["3H", "4H"], ["AH"], []], "7H")
    assert taker == 1
    assert why == {"key": "agony-aunt.most.dump", "seat": 1, "tricks": 4, "suit": "H", "dump": 2}


def test_most_tricks_tie_then_goes_to_the_highest_dump_suit_card_ace_high():
    taker, why = most_tricks_taker([4, 4, 3, 2], [["KH", "2H"], ["AH", "3H"], [], []], "7H")
    assert taker == 1
    assert english(why) == "a tie at 4 tricks and 2 hearts; seat 1 took the highest"


def test_most_tricks_tie_break_counts_the_joker_as_the_turned_card():
    # The Joker is the 7 of hearts here, above the 6 of hearts.
    assert most_tricks_taker([4, 4, 3, 2], [["6H"], ["JOKER"], [], []], "7H")[0] == 1


def test_most_tricks_tie_with_no_dump_cards_leaves_the_square_empty():
    taker, why = most_tricks_taker([4, 4, 3, 2], [[], [], ["AH"], ["2H"]], "7H")
    assert taker is None
    assert english(why) == "a tie at 4 tricks with no hearts taken: nobody"


def test_most_tricks_tie_break_looks_only_at_the_tied_players():
    # Seat 2 took the most hearts but fewer tricks; among seats 0 and 1 only seat 0 has one.
    assert most_tricks_taker([4, 4, 3, 2], [["2H"], [], ["AH", "KH"], []], "7H")[0] == 0


def test_line_of_three_needs_three_counters_of_one_player():
    assert lines_held(grid_with(joker=1, queen_spades=1, last_trick=1), 1) == 1
    assert lines_held(grid_with(joker=1, queen_spades=2, last_trick=1), 1) == 0


def test_columns_and_diagonals_are_lines_too():
    assert lines_held(grid_with(joker=3, queen_hearts=3, most_tricks=3), 3) == 1
    assert lines_held(grid_with(last_trick=0, agony_aunt=0, most_tricks=0), 0) == 1


def test_lines_sharing_a_square_each_cost_one():
    # The middle row and the middle column cross at the Agony Aunt.
    grid = grid_with(queen_hearts=2, agony_aunt=2, queen_diamonds=2, queen_spades=2, queen_clubs=2)
    assert lines_held(grid, 2) == 2


def test_each_square_costs_a_counter_and_a_line_of_three_one_more():
    grid = grid_with(queen_hearts=1, agony_aunt=1, queen_diamonds=1, joker=2)
    seats = settle_hand([17, 17, 17, 17], grid, [2, 5, 4, 2])
    assert [(s["squares"], s["lines"], s["penalty"], s["counters"]) for s in seats[1:3]] == [
        (["queen-hearts", "agony-aunt", "queen-diamonds"], 1, 4, 13),
        (["joker"], 0, 1, 16),
    ]


def test_counters_never_go_below_zero():
    grid = grid_with(queen_hearts=1, agony_aunt=1, queen_diamonds=1, joker=1)
    seat = settle_hand([17, 3, 17, 17], grid, [2, 5, 4, 2])[1]
    assert (seat["penalty"], seat["lost"], seat["counters"]) == (5, 3, 0)


def test_win_back_taking_every_trick_returns_to_17():
    grid = {square: 0 for square in SQUARES}  # all nine squares and all eight lines
    seats = settle_hand([17, 9, 9, 9], grid, [13, 0, 0, 0])
    assert (seats[0]["lost"], seats[0]["won_back"], seats[0]["counters"]) == (17, 17, 17)


def test_no_other_win_back_when_someone_takes_every_trick():
    grid = {square: 0 for square in SQUARES}
    seats = settle_hand([17, 9, 9, 9], grid, [13, 0, 0, 0])
    assert [seat["counters"] for seat in seats[1:]] == [9, 9, 9]
    assert seats[1]["why"] == {"key": "agony-aunt.why.slam-other", "seat": 0}


def test_win_back_taking_no_trick_returns_to_17():
    grid = grid_with(joker=1, queen_spades=2, queen_hearts=3, queen_diamonds=1, queen_clubs=2,
                     agony_aunt=3, last_trick=1, dumpth_trick=2, most_tricks=1)
    seat = settle_hand([6, 10, 10, 10], grid, [0, 5, 4, 4])[0]
    assert (seat["won_back"], seat["counters"]) == (11, 17)
    assert seat["why"] == {"key": "agony-aunt.why.no-trick"}


def test_win_back_half_for_tricks_without_penalty_rounded_down():
    grid = grid_with(joker=1, queen_spades=2, queen_hearts=3)
    seat = settle_hand([12, 10, 10, 10], grid, [2, 5, 3, 3])[0]
    # 5 counters missing: half is 2.5, rounded down to 2.
    assert (seat["won_back"], seat["counters"]) == (2, 14)


def test_no_win_back_with_a_penalty():
    grid = grid_with(joker=1)
    seat = settle_hand([17, 10, 10, 10], grid, [2, 5, 3, 3])[1]
    assert (seat["lost"], seat["won_back"], seat["counters"]) == (1, 0, 9)
    assert seat["why"] == {"key": "agony-aunt.why.penalties"}


def test_win_backs_are_measured_after_the_losses():
    # Taking every trick from 5 counters: 17 lost would leave 0 (never below), then back to 17.
    grid = {square: 0 for square in SQUARES}
    seat = settle_hand([5, 17, 17, 17], grid, [13, 0, 0, 0])[0]
    assert (seat["lost"], seat["won_back"], seat["counters"]) == (5, 17, 17)

"""Agnès: each clause of seeds/agnes.txt and each Agnès ruling, on hand-built positions."""

import pytest

import pygames
from pygames.agnes.checks import MOVE_LIMIT
from pygames.core import IllegalMove, State
from pygames.core.cards import RANKS
from pygames.core.messages import Reader

GAME = pygames.get_game("agnes")


def position(tableau, reserve=(), stock=(), foundations=(), base="7", variant="bernauer",
             redeals=0, moves_made=0):
    """A state built by hand; columns, piles and lists run bottom to top, the stock's next
    card last."""
    tableau = [list(column) for column in tableau] + [[] for _ in range(7 - len(tableau))]
    reserve = [list(pile) for pile in reserve] + [[] for _ in range(7 - len(reserve))]
    foundations = [list(pile) for pile in foundations] + [[] for _ in range(4 - len(foundations))]
    data = {"variant": variant, "base_rank": base, "foundations": foundations,
            "tableau": tableau, "reserve": reserve, "stock": list(stock), "redeals": redeals,
            "redeals_left": redeals, "resigned": False, "moves_made": moves_made}
    return State(GAME, 1, 0, {"variant": variant, "redeals": redeals}, data, 0, ())


def run(suit, first, count):
    """`count` cards of `suit` going up from rank `first`, wrapping from King to Ace."""
    start = RANKS.index(first)
    return [RANKS[(start + step) % 13] + suit for step in range(count)]


def words_in(value):
    """Every word of every string in a JSON-like value."""
    if isinstance(value, str):
        yield from value.split()
    elif isinstance(value, dict):
        for item in value.values():
            yield from words_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from words_in(item)


def play(state, *moves):
    for move in moves:
        state = state.apply(0, move)
    return state


def refusal(state, move):
    """The refusal's English text (its message says the same in every language)."""
    with pytest.raises(IllegalMove) as refused:
        state.apply(0, move)
    return str(refused.value)


SOLO = Reader("en", you=0)


def log(state):
    """The log in English, as the solo player reads it ("You move...")."""
    return [SOLO.render(entry) for entry in state.view(0)["log"]]


# A position used by several tests. Base 7; in column 1, the 9H-8S sequence lies on the KC out
# of sequence; the stock holds one card.
MIXED = dict(
    tableau=[["KC", "9H", "8S"], ["8D"], [], ["TS"], ["9C"], ["6H"], ["5S"]],
    reserve=[["QH", "JS"]], stock=["2C"], foundations=[["7S"], ["7H"]])


# A column whose 6H can always move to an empty column, so the game is not blocked.
MOVABLE = [["KC", "6H"]]


# --- setup ------------------------------------------------------------------------------

def test_deal_shape_one_base_card_seven_columns_of_one_to_seven_and_23_in_the_stock():
    state = GAME.new(1, 11)
    view = state.view(0)
    assert [len(pile) for pile in view["foundations"]] == [1, 0, 0, 0]
    assert [len(column) for column in view["tableau"]] == [1, 2, 3, 4, 5, 6, 7]
    assert view["reserve"] == [[]] * 7 and view["stock"] == 23
    every_card = (view["foundations"][0] + sum(view["tableau"], []) + state.hidden_cards(0))
    assert len(set(every_card)) == 52


def test_base_rank_is_set_by_the_card_on_the_first_foundation():
    for seed in range(5):
        view = GAME.new(1, seed).view(0)
        base_card = view["foundations"][0][0]
        assert view["base_rank"] == base_card[0]
        assert view["log"][0] == {"key": "agnes.log.base", "card": base_card, "rank": base_card[0]}


def test_options_default_to_bernauer_without_redeals():
    view = GAME.new(1, 3).view(0)
    assert view["variant"] == "bernauer" and view["redeals_left"] == 0
    assert GAME.new(1, 3, {"variant": "sorel", "redeals": 2}).view(0)["redeals_left"] == 2
    with pytest.raises(ValueError, match="redeals"):
        GAME.new(1, 3, {"redeals": 3})


def test_view_shows_the_whole_table_but_the_stock():
    view = position(**MIXED).view(None)
    assert view["tableau"][0] == ["KC", "9H", "8S"] and view["reserve"][0] == ["QH", "JS"]
    assert view["foundations"] == [["7S"], ["7H"], [], []]
    assert (view["variant"], view["base_rank"], view["empty_column_rank"]) == ("bernauer", "7", "6")
    assert view["stock"] == 1 and view["redeals_left"] == 0
    assert not view["won"] and not view["resigned"]


# --- foundations ------------------------------------------------------------------------

def test_foundation_builds_up_in_suit_from_the_base_rank():
    state = position(**MIXED)
    assert "8S>f" in state.legal_moves(0)
    assert play(state, "8S>f").view(0)["foundations"][0] == ["7S", "8S"]
    assert refusal(state, "6H>f") == ("the 6 of hearts cannot go to its foundation yet: its "
                                      "foundation needs the 8 of hearts first")


def test_foundation_wraps_from_king_to_ace():
    state = position([["AH"]], foundations=[["QH", "KH"]], base="Q")
    assert play(state, "AH>f").view(0)["foundations"][0] == ["QH", "KH", "AH"]


def test_foundation_is_started_only_by_a_base_rank_card_in_the_next_free_place():
    state = position([["7C"], ["8D"]], foundations=[["7S"], ["7H"]])
    assert state.legal_moves(0)[0] == "7C>f"
    assert play(state, "7C>f").view(0)["foundations"] == [["7S"], ["7H"], ["7C"], []]
    assert refusal(state, "8D>f") == ("the 8 of diamonds cannot go to a foundation: no diamonds "
                                      "foundation is started, and only a card of the base rank "
                                      "(7) starts one")


def test_cards_never_leave_the_foundations():
    assert refusal(position(**MIXED), "7S>t2") == (
        "the 7 of spades is on its foundation: cards never leave the foundations")


def test_only_the_top_card_of_a_column_goes_to_a_foundation():
    state = position([["8S", "7H"]], stock=["2C"], foundations=[["7S"]])
    assert refusal(state, "8S>f") == ("the 8 of spades is covered: only the uncovered card at the "
                                      "bottom of a column can go to a foundation")


# --- tableau ----------------------------------------------------------------------------

def test_tableau_builds_down_in_alternating_colours():
    state = position(**MIXED)
    assert "8D>t5" in state.legal_moves(0)
    assert refusal(state, "8S>t5") == ("the 8 of spades cannot go on the 9 of clubs: the columns "
                                       "build down in alternating colours")
    assert refusal(state, "9H>t2") == ("the 9 of hearts cannot go on the 8 of diamonds: the "
                                       "columns build down one rank at a time")


def test_tableau_wraps_an_ace_onto_a_two_and_a_king_onto_an_ace():
    moves = position([["2S"], ["AH"], ["KS"]], base="5").legal_moves(0)
    assert "AH>t1" in moves and "KS>t2" in moves


def test_empty_column_takes_only_a_card_one_rank_below_the_base():
    state = position([["KC", "6H"], ["KD", "8C"]])
    assert play(state, "6H>t3").view(0)["tableau"][2] == ["6H"]
    assert refusal(state, "8C>t3") == ("the 8 of clubs cannot go into an empty column: an empty "
                                       "column takes only a card of rank 6 (one below the base "
                                       "rank), or a sequence headed by one")


def test_empty_column_below_a_base_ace_takes_a_king():
    state = position([["2C", "KH"], ["3D", "QS"]], foundations=[["AS"]], base="A")
    assert "KH>t3" in state.legal_moves(0)
    assert "an empty column takes only a card of rank King" in refusal(state, "QS>t3")


def test_empty_column_takes_a_sequence_headed_by_a_card_one_below_the_base():
    state = position([["KC", "6H", "5S"]])
    assert play(state, "6H>t2").view(0)["tableau"][:2] == [["KC"], ["6H", "5S"]]
    assert "an empty column takes only a card of rank 6" in refusal(state, "5S>t2")


def test_sequence_moves_as_a_unit():
    state = play(position(**MIXED), "9H>t4")
    assert state.view(0)["tableau"][0] == ["KC"]
    assert state.view(0)["tableau"][3] == ["TS", "9H", "8S"]
    assert log(state)[-1] == ("You move the 9 of hearts and the card on it from column 1 onto "
                              "the 10 of spades in column 4.")


def test_a_card_covered_by_a_broken_sequence_cannot_move():
    assert refusal(position(**MIXED), "KC>t4") == (
        "the King of clubs cannot move: the cards on it are not a sequence built down in "
        "alternating colours")


def test_moving_a_whole_column_to_an_empty_column_is_refused_as_it_changes_nothing():
    state = position([["6H", "5S"]], stock=["2C"])
    assert "6H>t2" not in state.legal_moves(0)
    assert refusal(state, "6H>t2") == ("the 6 of hearts already heads column 1: moving a whole "
                                       "column into an empty one changes nothing")


def test_sorel_builds_down_in_the_same_colour():
    state = position(**MIXED, variant="sorel")
    assert "8S>t5" in state.legal_moves(0)
    assert refusal(state, "8D>t5") == ("the 8 of diamonds cannot go on the 9 of clubs: the "
                                       "columns build down in the same colour")


def test_sorel_sequences_are_in_the_same_colour():
    state = position([["TC", "9S", "8C"], ["JS"]], variant="sorel")
    assert play(state, "TC>t2").view(0)["tableau"][1] == ["JS", "TC", "9S", "8C"]


# --- reserve and stock ------------------------------------------------------------------

def test_only_the_top_card_of_a_reserve_pile_moves():
    state = position(**MIXED)
    assert refusal(state, "QH>t4") == ("the Queen of hearts is covered: only the uncovered card at "
                                       "the bottom of a reserve pile can move")


def test_reserve_top_card_plays_to_the_tableau_and_the_foundations():
    state = position([["QH"], ["KD"]], reserve=[["8H", "JS"], ["8S"]], foundations=[["7S"], ["7H"]])
    assert state.legal_moves(0) == ["8S>f", "JS>t1", "resign"]
    state = play(state, "JS>t1", "8H>f", "8S>f")
    assert state.view(0)["reserve"] == [[]] * 7
    assert state.view(0)["tableau"][0] == ["QH", "JS"]


def test_nothing_is_built_on_the_reserve():
    assert refusal(position(**MIXED), "8S>r1") == (
        "'r1' is not a place to move to: use \"t1\" to \"t7\" for a column or \"f\" for the "
        "foundation")


def test_stock_deals_7_7_7_then_the_last_2_to_piles_1_and_2():
    state = GAME.new(1, 21)
    stock = state.data["stock"]
    state = play(state, "deal", "deal", "deal", "deal")
    reserve = state.view(0)["reserve"]
    assert [len(pile) for pile in reserve] == [4, 4, 3, 3, 3, 3, 3]
    assert state.view(0)["stock"] == 0 and state.hidden_cards(0) == []
    assert reserve[0] == [stock[-1], stock[-8], stock[-15], stock[-22]]
    assert reserve[6] == [stock[-7], stock[-14], stock[-21]]
    assert [entry["count"] for entry in state.view(0)["log"][-4:]] == [7, 7, 7, 2]
    assert log(state)[-1] == ("You deal 2 cards from the stock to the reserve: "
                              f"{SOLO.card_name(stock[-22])} and {SOLO.card_name(stock[-23])}.")
    assert state.view(0)["log"][-4]["cards"] == [pile[0] for pile in reserve]


def test_the_stock_may_be_dealt_at_any_time_even_when_other_moves_exist():
    moves = position(**MIXED).legal_moves(0)
    assert "8S>f" in moves and "deal" in moves


def test_dealing_an_empty_stock_is_refused():
    state = play(position(**MIXED), "deal")
    assert "deal" not in state.legal_moves(0)
    assert refusal(state, "deal") == "the stock is empty"


def test_a_card_still_in_the_stock_cannot_move():
    assert refusal(position(**MIXED), "2C>t1") == "the 2 of clubs is still in the stock"


def test_stock_is_hidden_in_the_view():
    state = GAME.new(1, 8)
    view = state.view(None)
    stock = state.hidden_cards(None)
    assert view["stock"] == 23 and sorted(stock) == sorted(state.data["stock"])
    assert not set(stock) & set(words_in(view))


# --- redeals ----------------------------------------------------------------------------

def test_redeal_gathers_the_reserve_pile_1_first_into_a_stock_dealt_the_same_way():
    state = position([["KC"], ["KD"]], reserve=[["AC", "2C"], ["3C"], [], ["4C"]], redeals=1)
    assert state.legal_moves(0)[-2:] == ["redeal", "resign"]
    state = play(state, "redeal")
    assert log(state)[-1] == "You gather the reserve into a new stock of 4 cards (0 redeals left)."
    assert state.view(0)["reserve"] == [[]] * 7
    assert state.view(0)["stock"] == 4 and state.view(0)["redeals_left"] == 0
    assert play(state, "deal").view(0)["reserve"][:4] == [["AC"], ["2C"], ["3C"], ["4C"]]


def test_redeal_is_refused_without_the_option_or_once_used_up():
    assert refusal(position(MOVABLE, reserve=[["AC"]]), "redeal") == (
        "this game is played without redeals")
    state = play(position(MOVABLE, reserve=[["AC"]], redeals=1), "redeal", "deal")
    assert refusal(state, "redeal") == "no redeal is left"


def test_redeal_waits_for_the_stock_to_be_dealt_and_needs_a_reserve():
    assert refusal(position(**MIXED, redeals=1), "redeal") == (
        "the stock is not empty yet: deal it first")
    assert refusal(position(MOVABLE, redeals=1), "redeal") == (
        "the reserve is empty: there is nothing to redeal")


def test_a_redeal_left_keeps_a_blocked_position_alive():
    state = position([["KC"], ["KD"]], reserve=[["AC"]], redeals=1)
    assert not state.is_over and state.legal_moves(0) == ["redeal", "resign"]


# --- moves and their order --------------------------------------------------------------

def test_legal_moves_list_foundation_then_tableau_then_deal_then_resign():
    assert position(**MIXED).legal_moves(0) == ["8S>f", "9H>t4", "8D>t5", "5S>t6", "deal", "resign"]


@pytest.mark.parametrize("move, reason", [
    ("hello", "'hello' is not a move"),
    ("ZZ>t1", "'ZZ' is not a card"),
    ("8S>t8", "'t8' is not a place to move to"),
    ("6H>t6", "the 6 of hearts is already in column 6"),
])
def test_illegal_moves_are_refused_with_a_reason(move, reason):
    assert refusal(position(**MIXED), move).startswith(reason)


def test_log_lines_describe_each_move():
    state = play(position(**MIXED), "8S>f", "5S>t6", "9H>t4", "deal")
    assert log(state) == [
        "You move the 8 of spades from column 1 to its foundation.",
        "You move the 5 of spades from column 7 onto the 6 of hearts in column 6.",
        "You move the 9 of hearts from column 1 onto the 10 of spades in column 4.",
        "You deal 1 card from the stock to the reserve: 2 of clubs."]
    state = play(position(MOVABLE, reserve=[["6S"]]), "6S>t2")
    assert log(state) == ["You move the 6 of spades from reserve pile 1 into empty column 2."]
    assert state.view(0)["log"] == [{
        "key": "agnes.log.move", "seat": 0, "card": "6S", "carried": 0,
        "source": {"key": "agnes.source.reserve", "pile": 1},
        "target": {"key": "agnes.target.empty", "column": 2}}]


# --- the end ----------------------------------------------------------------------------

def test_won_when_all_52_cards_are_on_the_foundations():
    foundations = [run("S", "7", 12), run("H", "7", 13), run("D", "7", 13), run("C", "7", 13)]
    state = position([["6S"]], foundations=foundations)
    assert not state.is_over
    state = play(state, "6S>f")
    assert state.is_over and state.winners == (0,) and state.scores == [52]
    assert state.view(0)["won"]
    assert log(state)[-1] == "All 52 cards are on the foundations: won!"


def test_partial_score_counts_the_cards_on_the_foundations():
    state = position(**MIXED)
    assert state.scores == [2]
    assert play(state, "8S>f").scores == [3]


def test_resign_ends_the_game_keeping_the_partial_score():
    state = position(**MIXED)
    assert state.legal_moves(0)[-1] == "resign"
    state = play(state, "8S>f", "resign")
    assert state.is_over and state.scores == [3] and state.winners == ()
    assert state.view(0)["resigned"] and not state.view(0)["won"]
    assert log(state)[-1] == "You give up with 3 cards on the foundations."


def test_a_position_with_no_move_but_resign_ends_the_game():
    state = play(position([["KH", "8S"], ["KD"]], foundations=[["7S"]]), "8S>f")
    assert state.is_over and state.legal_moves(0) == [] and state.winners == ()
    assert not state.view(0)["resigned"] and state.scores == [2]
    assert log(state)[-1] == "No move is left: the game ends with 2 cards on the foundations."


def test_the_game_stops_at_its_move_limit():
    state = play(position(**MIXED, moves_made=MOVE_LIMIT - 1), "9H>t4")
    assert state.is_over and state.scores == [2]
    assert log(state)[-1] == (f"The game stops at its limit of {MOVE_LIMIT} moves, with 2 cards "
                              "on the foundations.")
    assert GAME.move_bound == MOVE_LIMIT


def test_a_built_end_game_is_won_by_a_short_scripted_line():
    foundations = [run("S", "7", 13), run("D", "7", 13), run("C", "7", 6), run("H", "7", 5)]
    state = position([["KC", "QH"], ["3H", "2C"], ["AC", "KH"], ["2H", "6H", "5C", "4H"]],
                     reserve=[["6C", "3C"], ["AH"]], stock=["5H", "4C"], foundations=foundations)
    state = play(state, "QH>f", "KH>f", "KC>f", "AC>f", "AH>f", "6H>t1", "2H>f", "2C>f", "3H>f",
                 "3C>f", "deal", "4C>f", "4H>f", "5C>f", "5H>f", "6H>f")
    assert not state.is_over and state.legal_moves(0)[0] == "6C>f"
    assert play(state, "6C>f").winners == (0,)


# A deal played to the end by the computer player, kept as a reference transcript.
DEAL_116_WON = (
    "4H>t2 AS>t6 4S>t4 7C>t7 5S>t1 7D>f 5D>t2 8D>f deal 6C>f 7C>f 6S>f 3S>t1 2D>t1 6H>f 4C>t6 "
    "4D>t5 5C>t3 KS>t5 deal 7S>f 8S>f 7H>f 8H>f AD>t7 9S>f 3D>t2 2S>t2 9D>f TD>f JD>f 8C>f "
    "3C>t3 9H>f TH>f JH>f 2H>t3 9C>f 5H>t4 QH>f AH>t6 deal KH>f AH>f 2H>f QD>f TC>f JC>f QC>f "
    "KC>f 3H>f KD>f deal AC>f 2C>f 3C>f 4C>f TS>f JS>f QS>f KS>f AS>f AD>f 2D>f 2S>f 3S>f "
    "4H>f 3D>f 4S>f 5S>f 4D>f 5D>f 5C>f 5H>f").split()


def test_deal_116_is_won_by_a_recorded_line():
    state = play(GAME.new(1, 116), *DEAL_116_WON[:-1])
    assert not state.is_over and state.scores == [51]
    state = play(state, DEAL_116_WON[-1])
    assert state.is_over and state.winners == (0,)


# --- the computer player ----------------------------------------------------------------

def choose(state):
    return GAME.computer_levels["normal"](state.view(0), state.legal_moves(0), None)


def test_computer_player_sends_cards_to_the_foundations_first():
    assert choose(position(**MIXED)) == "8S>f"


def test_computer_player_builds_sequences_before_dealing():
    state = position([["KC", "9H"], ["TS"]], stock=["2C"])
    assert choose(state) == "9H>t2"


def test_computer_player_gives_up_when_only_circular_moves_remain():
    state = position([["KC", "QH"], ["KS"]])
    assert state.legal_moves(0) == ["QH>t2", "resign"]
    assert choose(state) == "resign"


def test_computer_player_finishes_every_deal_well_within_the_move_limit():
    for seed in range(10):
        state = GAME.new(1, seed, {"variant": "sorel" if seed % 2 else "bernauer", "redeals": 1})
        while not state.is_over:
            state = state.apply(0, choose(state))
        assert len(state.history) < 300

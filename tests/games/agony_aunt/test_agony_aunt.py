"""Agony Aunt's play (pygames.agony_aunt.rules and view), one test per rule clause and
ruling, on hand-built positions and seeded deals. The grid and reckoning are tested in
test_agony_aunt_scoring.py, the computer player in test_agony_aunt_normal.py."""

import pytest

import pygames
from pygames.core import IllegalMove, State
from pygames.core.cards import JOKER, standard_deck
from pygames.core.messages import english
from pygames.agony_aunt.rules import HAND_LIMIT
from pygames.agony_aunt.scoring import SQUARES

GAME = pygames.get_game("agony-aunt")


def position(hands, turned, trick=(), trick_number=1, counters=(17, 17, 17, 17),
             tricks_taken=(0, 0, 0, 0), dump_taken=((), (), (), ()), grid=None, hand_number=0,
             leader=None):
    """A State in the middle of a hand; the seat to play is the one after the trick's last,
    or the leader (by default the hand's first leader)."""
    if trick:
        leader = (trick[-1][0] + 1) % 4
    elif leader is None:
        leader = hand_number % 4
    data = {
        "hand_number": hand_number, "counters": list(counters), "over": False,
        "last_hand": None, "log": [], "turned": turned, "hands": [list(h) for h in hands],
        "trick": [list(entry) for entry in trick], "previous_trick": None,
        "trick_number": trick_number, "turn": leader,
        "tricks_taken": list(tricks_taken), "dump_taken": [list(d) for d in dump_taken],
        "grid": {square: (grid or {}).get(square) for square in SQUARES},
        "voids": [[], [], [], []],
    }
    return State(GAME, 4, 0, {}, data, 12345, ())


def play(state, *cards):
    """Play cards in turn order from the seat to play."""
    for card in cards:
        state = state.apply(state.to_play[0], f"play {card}")
    return state


def last_trick_position(counters, hand_number=0):
    """Trick 13 of a hand: seat 0 leads the Ace of clubs and wins it (turned 5 of hearts)."""
    return position([["AC"], ["2C"], ["3C"], ["4C"]], "5H", trick_number=13,
                    counters=counters, tricks_taken=(4, 3, 3, 2), hand_number=hand_number,
                    leader=0, grid={"queen-hearts": 1, "joker": 2})


# --- the deal ----------------------------------------------------------------------------

def test_turned_card_is_out_of_play_and_the_rest_dealt_thirteen_each():
    data = GAME.new(4, 3).data
    dealt = [card for hand in data["hands"] for card in hand]
    assert [len(hand) for hand in data["hands"]] == [13, 13, 13, 13]
    assert data["turned"] not in dealt and data["turned"] != JOKER
    assert sorted(dealt + [data["turned"]]) == sorted(standard_deck() + [JOKER])


def test_turned_card_is_public():
    view = GAME.new(4, 3).view(None)
    turned = GAME.new(4, 3).data["turned"]
    assert (view["turned_card"], view["dump_suit"]) == (turned, turned[1])
    assert view["dump_trick"] == "A23456789TJQK".index(turned[0]) + 1


def test_joker_turned_up_is_shuffled_back():
    seeds = [seed for seed in range(300)
             if GAME.new(4, seed).view(None)["log"][0]["key"] == "agony-aunt.log.joker-turned"]
    assert seeds, "some seed in 300 turns the Joker up first"
    data = GAME.new(4, seeds[0]).data
    assert data["turned"] != JOKER
    assert any(JOKER in hand for hand in data["hands"])


def test_first_leader_is_seat_hand_number_mod_four_moving_left_each_hand():
    assert GAME.new(4, 1).to_play == (0,)
    for hand_number in (0, 3, 6):
        state = play(last_trick_position((17, 17, 17, 17), hand_number), "AC", "2C", "3C", "4C")
        assert state.data["hand_number"] == hand_number + 1
        assert state.to_play == ((hand_number + 1) % 4,)
        assert [len(hand) for hand in state.data["hands"]] == [13, 13, 13, 13]


def test_hands_are_dealt_sorted_by_suit_then_rank_with_the_joker_as_turned_card():
    for seed in range(20):
        data = GAME.new(4, seed).data
        for hand in data["hands"]:
            order = [(("CDHS".index(c[1]), "23456789TJQKA".index(c[0])) if c != JOKER else
                      ("CDHS".index(data["turned"][1]), "23456789TJQKA".index(data["turned"][0])))
                     for c in hand]
            assert order == sorted(order)


# --- following suit and winning tricks -----------------------------------------------------

def test_follow_suit_refusal_says_why():
    state = position([["2C"], ["5C", "KH"], ["3C"], ["4C"]], "7D", trick=[(0, "2C")])
    with pytest.raises(IllegalMove, match="follow suit: clubs were led"):
        state.apply(1, "play KH")
    assert state.legal_moves(1) == ["play 5C"]


def test_any_card_when_void_in_the_led_suit():
    state = position([["2C"], ["5H", "KS"], ["3C"], ["4C"]], "7D", trick=[(0, "2C")])
    assert state.legal_moves(1) == ["play 5H", "play KS"]


def test_joker_follows_suit_as_the_turned_cards_suit():
    # Turned 9 of diamonds: the Joker is a diamond, so it must follow diamonds...
    state = position([["2D"], [JOKER, "KS"], ["3C"], ["4C"]], "9D", trick=[(0, "2D")])
    assert state.legal_moves(1) == ["play JOKER"]
    with pytest.raises(IllegalMove, match="the Joker counts as the 9 of diamonds"):
        state.apply(1, "play KS")
    # ...and may not be played to clubs while holding a club.
    state = position([["2C"], [JOKER, "KC"], ["3C"], ["4C"]], "9D", trick=[(0, "2C")])
    with pytest.raises(IllegalMove, match="the Joker counts as the 9 of diamonds"):
        state.apply(1, "play JOKER")


def test_a_seat_that_does_not_follow_shows_everyone_it_is_void():
    state = play(position([["8D", "2H"], ["3H", "4S"], ["2C", "5H"], ["3D", "6H"]], "9S"),
                 "8D", "3H")
    assert state.view(2)["voids"] == [[], ["D"], [], []]
    unseen = GAME.unseen(state.view(2))
    assert "hand 1" not in unseen.allowed["3D"] and "hand 3" in unseen.allowed["3D"]


def test_joker_wins_tricks_as_the_turned_cards_rank():
    state = play(position([["8D"], [JOKER], ["2C"], ["3D"]], "9D"), "8D", JOKER, "2C", "3D")
    assert state.data["tricks_taken"] == [0, 1, 0, 0]
    state = play(position([["TD"], [JOKER], ["2C"], ["3D"]], "9D"), "TD", JOKER, "2C", "3D")
    assert state.data["tricks_taken"] == [1, 0, 0, 0]


def test_a_led_joker_leads_the_dump_suit():
    state = play(position([[JOKER], ["2D", "AS"], ["3C"], ["4C"]], "9D"), JOKER)
    assert state.legal_moves(1) == ["play 2D"]


def test_highest_card_of_the_led_suit_wins_ace_high_and_no_trumps():
    # Diamonds are the dump suit but do not trump: the Ace of clubs beats the King.
    state = play(position([["KC"], ["AD"], ["AC"], ["2C"]], "9D"), "KC", "AD", "AC", "2C")
    assert state.data["tricks_taken"] == [0, 0, 1, 0]


def test_the_winner_of_a_trick_leads_the_next():
    state = play(position([["KC", "2S"], ["AC", "3S"], ["3C", "4S"], ["4C", "5S"]], "9D"),
                 "KC", "AC", "3C", "4C")
    assert state.to_play == (1,)
    assert state.view(0)["previous_trick"] == {
        "cards": [{"seat": s, "card": c} for s, c in enumerate(["KC", "AC", "3C", "4C"])],
        "winner": 1}


def test_move_must_name_a_card_in_your_hand():
    state = position([["2C"], ["5C"], ["3C"], ["4C"]], "7D")
    with pytest.raises(IllegalMove, match="the 5 of clubs is not in your hand"):
        state.apply(0, "play 5C")
    with pytest.raises(IllegalMove, match="the 7 of diamonds is the turned card"):
        state.apply(0, "play 7D")
    with pytest.raises(IllegalMove, match="'XX' is not a card"):
        state.apply(0, "play XX")
    with pytest.raises(IllegalMove, match='"play QS"'):
        state.apply(0, "lead 2C")


# --- penalties during the hand ---------------------------------------------------------

def test_joker_as_queen_of_the_dump_suit_costs_three_penalties():
    # The turned Queen of spades: spades are the dump suit and the Joker is the Agony Aunt.
    state = play(position([["KS"], [JOKER], ["2S"], ["3S"]], "QS"), "KS", JOKER, "2S", "3S")
    grid = state.data["grid"]
    assert sorted(s for s in SQUARES if grid[s] == 0) == ["agony-aunt", "joker", "queen-spades"]


def test_capturing_the_agony_aunt_covers_it_and_its_queen_square():
    state = play(position([["KH"], ["QH"], ["2S"], ["3S"]], "7H"), "KH", "QH", "2S", "3S")
    grid = state.data["grid"]
    assert sorted(s for s in SQUARES if grid[s] == 0) == ["agony-aunt", "queen-hearts"]


def test_dumpth_trick_covers_its_square():
    state = play(position([["AC"], ["2C"], ["3C"], ["4C"]], "3H", trick_number=3),
                 "AC", "2C", "3C", "4C")
    assert state.data["grid"]["dumpth-trick"] == 0
    state = play(position([["AC"], ["2C"], ["3C"], ["4C"]], "3H", trick_number=4),
                 "AC", "2C", "3C", "4C")
    assert state.data["grid"]["dumpth-trick"] is None


def test_last_trick_covers_its_square():
    state = play(last_trick_position((17, 17, 17, 17)), "AC", "2C", "3C", "4C")
    assert state.data["last_hand"]["grid"][0][2] == 0  # Last trick is top right


def test_view_counts_penalties_and_tricks_this_hand():
    state = play(position([["KH", "2D"], ["QH", "3D"], ["2S", "4D"], ["3S", "5D"]], "7H"),
                 "KH", "QH", "2S", "3S")
    view = state.view(2)
    assert (view["penalties"], view["tricks_taken"]) == ([2, 0, 0, 0], [1, 0, 0, 0])
    assert view["dump_taken"] == [["KH", "QH"], [], [], []]
    assert view["grid"][1][1] == {"square": "agony-aunt", "seat": 0}


# --- end of hand and end of game -------------------------------------------------------

def test_hand_summary_says_what_each_player_lost_and_won_back_and_why():
    state = play(last_trick_position((17, 17, 9, 12)), "AC", "2C", "3C", "4C")
    summary = state.view(None)["last_hand"]
    assert english(summary["most_tricks"]) == "seat 0 took the most tricks (5)"
    assert english(summary["turned"]) == "5 of hearts"
    assert [(s["squares"], s["lost"], s["won_back"], s["counters"])
            for s in summary["seats"]] == [
        (["last-trick", "most-tricks"], 2, 0, 15),
        (["queen-hearts"], 1, 0, 16),
        (["joker"], 1, 0, 8),
        ([], 0, 2, 14),
    ]
    assert english(summary["seats"][3]["why"]) == "tricks but no penalty: half of the 5 missing"


def test_game_ends_after_a_hand_where_a_player_has_no_counters():
    state = play(last_trick_position((2, 17, 17, 17)), "AC", "2C", "3C", "4C")
    assert state.is_over
    assert state.scores == [0, 16, 16, 17]
    assert state.winners == (3,)


def test_game_goes_on_while_everyone_has_counters():
    state = play(last_trick_position((3, 17, 17, 17)), "AC", "2C", "3C", "4C")
    assert not state.is_over
    assert state.scores == [1, 16, 16, 17]


def test_equal_counters_share_the_win():
    state = play(last_trick_position((2, 17, 17, 16)), "AC", "2C", "3C", "4C")
    assert state.is_over and state.winners == (1, 2, 3)


def test_game_ends_at_the_hand_limit():
    state = play(last_trick_position((17, 17, 17, 17), hand_number=HAND_LIMIT - 1),
                 "AC", "2C", "3C", "4C")
    assert state.is_over
    assert state.winners == (3,)


# --- what each seat sees -------------------------------------------------------------

def test_view_shows_own_hand_and_never_another():
    state = GAME.new(4, 8)
    data = state.data
    for seat in range(4):
        view = state.view(seat)
        assert view["hand"] == data["hands"][seat]
        assert view["hand_sizes"] == [13, 13, 13, 13]
        assert sorted(state.hidden_cards(seat)) == sorted(
            card for other in range(4) if other != seat for card in data["hands"][other])
    assert state.view(None)["hand"] == []
    assert len(state.hidden_cards(None)) == 52


def test_view_shows_the_trick_with_who_played_what_and_the_cards_gone():
    state = GAME.new(4, 5)
    first_trick = []
    for _ in range(5):
        seat = state.to_play[0]
        move = state.legal_moves(seat)[0]
        first_trick.append({"seat": seat, "card": move.split()[1]})
        state = state.apply(seat, move)
    view = state.view(0)
    assert view["trick"] == first_trick[4:]
    assert sorted(view["cards_gone"]) == sorted(entry["card"] for entry in first_trick[:4])
    assert (view["trick_number"], view["hand_number"]) == (2, 1)

"""Agincards placement, dead space and move notation, on hand-built maps.

The helpers here build positions for every Agincards test file: a map is drawn as rows of
card codes ("..": empty), the top-left code at cell 0,0, x to the right and y downward.
"""

import pytest

from pygames.agincards.map import Grid, cell_key
from pygames.agincards.notation import PASS, Placement, Reclaim, parse_move
from pygames.core import IllegalMove, Rng, State, get_game

GAME = get_game("agincards")


def cards_from_rows(rows):
    cards = {}
    lines = [line.split() for line in rows.strip().splitlines()]
    for y, line in enumerate(lines):
        for x, code in enumerate(line):
            if code != "..":
                cards[cell_key((x, y))] = code
    return cards


def position(rows, hands, tokens=None, tokens_in_hand=None, pile=(), variant="score",
             auto_reclaim=False, score=None, turn=0, passes=0, last_turns=()):
    """A State on the drawn map; `tokens` maps (x, y) to the owner seat; `last_turns` lists
    the latest turns as [seat, "x,y" played or None for a pass]."""
    players = len(hands)
    tokens = {cell_key(cell): seat for cell, seat in (tokens or {}).items()}
    grid = Grid(cards_from_rows(rows), tokens)
    tokens_in_hand = list(tokens_in_hand or [5] * players)
    data = {"players": players, "decks": 1, "variant": variant, "auto_reclaim": auto_reclaim,
            "map": grid.cards, "tokens": grid.tokens, "open": grid.open,
            "hands": [list(hand) for hand in hands], "pile": list(pile),
            "tokens_in_hand": tokens_in_hand, "score": list(score or [0] * players),
            "turn": turn, "passes": passes, "last_turns": [list(t) for t in last_turns],
            "over": False}
    options = {"tokens": tokens_in_hand, "decks": 1, "variant": variant,
               "auto_reclaim": auto_reclaim}
    return State(GAME, players, 0, options, data, 0, ())


def refusal(state, move, seat=0):
    with pytest.raises(IllegalMove) as refused:
        state.apply(seat, move)
    return str(refused.value)


def dead_cells(state):
    return state.view(0)["dead_cells"]


# --- setup -------------------------------------------------------------------------------
def test_seed_card_lies_at_the_origin_and_each_player_holds_five_cards_and_tokens():
    state = GAME.new(3, 7)
    data = state.data
    assert list(data["map"]) == ["0,0"]
    assert [len(hand) for hand in data["hands"]] == [5, 5, 5]
    assert len(data["pile"]) == 52 - 15 - 1
    assert data["tokens_in_hand"] == [5, 5, 5] and state.scores == [0, 0, 0]
    assert state.to_play == (0,)


# --- placement ---------------------------------------------------------------------------
def test_a_card_must_touch_the_map():
    state = position("5C", [["7H"]])
    assert "does not touch the map" in refusal(state, "7H@2,0")
    assert "does not touch the map" in refusal(state, "7H@1,1")  # a corner is not a side
    state.apply(0, "7H@1,0")


def test_a_card_may_not_cover_another():
    assert "0,0 already holds the 5 of clubs" in refusal(position("5C", [["7H"]]), "7H@0,0")


def test_touching_cards_must_differ_in_value_whatever_their_suit():
    state = position("5C", [["5H"]])
    assert "touching cards must differ in value" in refusal(state, "5H@0,1")


def test_cards_touching_only_at_a_corner_may_share_a_value():
    state = position("""
        5C 7D
        .. ..""", [["5H"]])
    state.apply(0, "5H@1,1")


def test_two_different_cards_may_touch_in_either_order():
    state = position("6C", [["4H", "9H"]])
    state.apply(0, "4H@1,0")
    state.apply(0, "9H@1,0")


def test_every_line_must_rise_or_fall_all_the_way():
    state = position("4C 6C", [["5H", "3H", "7H"]])
    assert "would read 4, 6, 5" in refusal(state, "5H@2,0")
    assert "would read 5, 4, 6" in refusal(state, "5H@-1,0")
    state.apply(0, "3H@-1,0")
    state.apply(0, "7H@2,0")


def test_joining_two_lines_must_keep_one_direction():
    rising_then_falling = position("2C 4D .. 9S 8H", [["6H"]])
    assert "would read 2, 4, 6, 9, 8" in refusal(rising_then_falling, "6H@2,0")
    position("2C 4D .. 8S 9H", [["6H"]]).apply(0, "6H@2,0")
    assert "would read 2, 4, 9, 8, 9" in refusal(position("2C 4D .. 8S 9H", [["9C"]]), "9C@2,0")


def test_vertical_lines_obey_the_same_rule():
    state = position("""
        9C
        7D""", [["8H", "5H"]])
    assert "vertical line through 0,2 would read 9, 7, 8" in refusal(state, "8H@0,2")
    state.apply(0, "5H@0,2")


def test_colour_and_suit_play_no_part_in_placement():
    state = position("4C 6C", [["7C", "7H"]])
    legal_cells = state.view(0)["legal_cells"]
    assert legal_cells[0] == legal_cells[1]
    state.apply(0, "7C@2,0")


def test_only_cards_in_your_hand_may_be_played():
    state = position("5C", [["7H"], ["8H"]])
    assert "the 8 of hearts is not in your hand" in refusal(state, "8H@1,0")


def test_a_token_needs_a_token_in_hand():
    state = position("5C", [["7H"]], tokens_in_hand=[0])
    assert "no token left" in refusal(state, "7H@1,0+token")
    assert "7H@1,0+token" not in state.legal_moves(0)


# --- dead space --------------------------------------------------------------------------
def test_an_ace_at_the_low_end_of_a_line_leaves_dead_space_beyond_it():
    state = position("3C 2D AH", [["KS"]])
    assert [3, 0] in dead_cells(state) and [-1, 0] not in dead_cells(state)


def test_a_king_at_the_high_end_of_a_line_leaves_dead_space_beyond_it():
    assert [3, 0] in dead_cells(position("JC QD KH", [["2S"]]))


def test_crossing_lines_leave_dead_space_where_no_value_fits_both():
    # Cell 2,2 must be below 6 for its row and above 8 for its column.
    rows = """
        .. .. 7S
        .. .. 8H
        7C 6D .."""
    assert [2, 2] in dead_cells(position(rows, [["2S"]]))
    assert [2, 2] not in dead_cells(position(rows.replace("7S", ".."), [["2S"]]))


def test_dead_space_ignores_which_cards_are_left_to_play():
    # Only a 5 fits at 1,0, and every 5 of the pack is already on the map: still not dead.
    state = position("""
        4C .. 6D
        .. .. ..
        5C .. 5D
        .. .. ..
        5H .. 5S""", [["2S"]])
    assert [1, 0] not in dead_cells(state)


def test_open_cells_kept_move_by_move_match_a_recount_and_the_placement_rule():
    rng = Rng(5)
    state = GAME.new(4, 11, {"decks": 2})
    while not state.is_over:
        data = state.data
        kept = Grid.from_data(data)
        recounted = Grid(dict(kept.cards), dict(kept.tokens))
        assert kept.open == recounted.open
        for cell, mask in list(kept.open.items())[:8]:
            for value, rank in enumerate("A23456789TJQK", 1):
                allowed = kept.placement_refusal(cell, rank + "S") is None
                assert allowed == bool(mask >> value & 1), (cell, rank)
        seat = state.to_play[0]
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))


# --- notation and legal moves ------------------------------------------------------------
def test_moves_read_as_placements_reclaims_or_pass():
    assert parse_move("7H@3,-2") == Placement("7H", (3, -2), False)
    assert parse_move("TD@0,1+token") == Placement("TD", (0, 1), True)
    assert parse_move("reclaim -1,0") == Reclaim((-1, 0))
    assert parse_move("pass") == PASS


@pytest.mark.parametrize("text", ["7H@03,1", "7H 3,1", "7H@3,1+tok", "1H@0,1", "reclaim 1",
                                  "7H@99999,0", "Pass"])
def test_malformed_moves_are_refused_with_the_grammar(text):
    with pytest.raises(IllegalMove, match="'7H@3,-2'"):
        parse_move(text)


def test_every_legal_move_plays_and_listed_order_is_cards_then_cells():
    state = position("5C 8D", [["7H", "6S", "7H"]])
    moves = state.legal_moves(0)
    assert moves[:4] == ["6S@0,-1", "6S@0,-1+token", "6S@1,-1", "6S@1,-1+token"]
    assert moves[-1] == "pass" and len(moves) == len(set(moves))
    for move in moves:
        state.apply(0, move)

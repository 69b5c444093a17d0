"""Agnès's computer player: greedy, and sure to finish.

It ranks the legal moves and plays the best one. Besides foundation moves, dealing and
redealing, it only makes moves that leave the tableau better built: a card leaves the reserve,
a card that was not in sequence joins one or starts an empty column, a column is emptied, or
a card is uncovered that goes to its foundation on the very next move. Between two foundation
moves or deals the tableau thus only gets better, so the player never goes round in circles;
it gives up when nothing useful is left.
"""

from .checks import builds_on, foundation_refusal, locate, parse_card_move

FOUNDATION, EMPTIES_A_COLUMN, JOINS_A_SEQUENCE, LEAVES_THE_RESERVE = 6, 5, 5, 4
FILLS_AN_EMPTY_COLUMN, UNCOVERS_A_FOUNDATION_CARD, NEW_CARDS, GIVE_UP, USELESS = 3, 2, 1, 0, -1


def choose_move(view, legal_moves, rng):
    """The first of the best-ranked legal moves (`rng` is not needed: the choice is fixed)."""
    return max(legal_moves, key=lambda move: rank_move(view, move))


def rank_move(view, move):
    if move in ("deal", "redeal"):
        return NEW_CARDS
    if move == "resign":
        return GIVE_UP
    card, target = parse_card_move(move)
    if target == "f":
        return FOUNDATION
    place, pile_index, card_index = locate(view, card)
    onto_empty = not view["tableau"][target]
    if place == "reserve":
        return FILLS_AN_EMPTY_COLUMN if onto_empty else LEAVES_THE_RESERVE
    column = view["tableau"][pile_index]
    if card_index == 0:
        return EMPTIES_A_COLUMN
    under = column[card_index - 1]
    if not builds_on(card, under, view["variant"]):
        return FILLS_AN_EMPTY_COLUMN if onto_empty else JOINS_A_SEQUENCE
    if foundation_refusal(view, under) is None:
        return UNCOVERS_A_FOUNDATION_CARD
    return USELESS

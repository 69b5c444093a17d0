"""Agnès's rules as checks on a position: which cards may move where, and why not.

Four foundations build up in suit from a base rank set by the first card dealt, wrapping
from King to Ace. Seven face-up columns build down, wrapping from Ace to King, in alternating
colours (Sorel: in the same colour). The stock is dealt seven cards at a time onto a reserve
row of seven piles whose top cards may be played. See seeds/agnes.md for the player's rules.

Every function reads a position `data` through the keys the game's data and a player's view
share (variant, base_rank, foundations, tableau, reserve, stock, redeals, redeals_left), so
the computer player uses the very rules the game enforces. Nothing here changes a position.
"""

from ..core import IllegalMove, quoted
from ..core.cards import RANK_NAMES, RANKS, SUIT_NAMES, card_name, is_card, is_red, rank_of, \
    suit_of

COLUMNS = 7
RESERVE_PILES = 7
DECK_SIZE = 52
BUILD_RULES = {"bernauer": "in alternating colours", "sorel": "in the same colour"}


def rank_below(rank):
    """The rank one below, a King below an Ace."""
    return 13 if rank == 1 else rank - 1


def rank_above(rank):
    """The rank one above, an Ace above a King."""
    return 1 if rank == 13 else rank + 1


def rank_word(rank):
    """'7', '10', 'Ace', 'King' for ranks 7, 10, 1, 13."""
    char = RANKS[rank - 1]
    return RANK_NAMES.get(char, char)


def with_article(word):
    return f"an {word}" if word[0] in "A8" else f"a {word}"


def base_rank(data):
    return RANKS.index(data["base_rank"]) + 1


def builds_on(card, under, variant):
    """Whether `card` may lie on `under` in a column: one rank lower, colours per the variant."""
    if rank_of(card) != rank_below(rank_of(under)):
        return False
    return (is_red(card) == is_red(under)) == (variant == "sorel")


def foundation_of_suit(data, suit):
    """The foundation started in `suit`, or None."""
    for pile in data["foundations"]:
        if pile and suit_of(pile[0]) == suit:
            return pile
    return None


def foundation_for(data, card):
    """The foundation `card` goes to: its suit's, or the first one not started yet."""
    pile = foundation_of_suit(data, suit_of(card))
    return pile if pile is not None else next(pile for pile in data["foundations"] if not pile)


def foundation_cards(data):
    return sum(len(pile) for pile in data["foundations"])


def is_won(data):
    return foundation_cards(data) == DECK_SIZE


# --- checking a move --------------------------------------------------------------------

def locate(data, card):
    """(place, pile index, card index) of a card; place is tableau, reserve, foundation or stock."""
    for place in ("tableau", "reserve", "foundations"):
        for pile_index, pile in enumerate(data[place]):
            if card in pile:
                return place, pile_index, pile.index(card)
    return "stock", None, None


def source_refusal(data, place, pile_index, card_index):
    """Why the card at this place (not the stock) may not move at all, or None if it may."""
    pile = data[place][pile_index]
    card = pile[card_index]
    if place == "foundations":
        return f"the {card_name(card)} is on its foundation: cards never leave the foundations"
    if place == "reserve":
        on_top = card_index == len(pile) - 1
        return None if on_top else "only the top card of a reserve pile can move"
    for lower, upper in zip(pile[card_index:], pile[card_index + 1:]):
        if not builds_on(upper, lower, data["variant"]):
            return (f"the {card_name(card)} cannot move: the cards on it are not a sequence "
                    f"built down {BUILD_RULES[data['variant']]}")
    return None


def foundation_refusal(data, card):
    """Why `card` may not go to its foundation now, or None."""
    pile = foundation_of_suit(data, suit_of(card))
    suit = SUIT_NAMES[suit_of(card)]
    if pile is None:
        if rank_of(card) == base_rank(data):
            return None
        return (f"the {card_name(card)} cannot go to a foundation: no {suit} foundation is "
                f"started, and it must begin with {with_article(rank_word(base_rank(data)))}")
    needed = rank_above(rank_of(pile[-1]))
    if rank_of(card) != needed:
        return (f"the {card_name(card)} cannot go to its foundation: the {suit} foundation "
                f"needs the {rank_word(needed)} of {suit} next")
    return None


def column_refusal(data, card, column_index):
    """Why `card` (heading the cards moved with it) may not go onto this column, or None."""
    column = data["tableau"][column_index]
    if not column:
        wanted = rank_below(base_rank(data))
        if rank_of(card) == wanted:
            return None
        return (f"an empty column takes only {with_article(rank_word(wanted))} (one rank below "
                f"the base rank) or a sequence headed by one")
    under = column[-1]
    if rank_of(card) != rank_below(rank_of(under)):
        return f"the {card_name(card)} cannot go on the {card_name(under)}: the tableau builds down"
    if not builds_on(card, under, data["variant"]):
        return (f"the {card_name(card)} cannot go on the {card_name(under)}: the tableau builds "
                f"down {BUILD_RULES[data['variant']]}")
    return None


def move_refusal(data, place, pile_index, card_index, target):
    """Why moving the card at this place to `target` ("f" or a column index) is illegal, or None."""
    return (source_refusal(data, place, pile_index, card_index)
            or target_refusal(data, place, pile_index, card_index, target))


def target_refusal(data, place, pile_index, card_index, target):
    """Why a card that may move (see source_refusal) may not go to `target`, or None."""
    card = data[place][pile_index][card_index]
    if target == "f":
        if card_index != len(data[place][pile_index]) - 1:
            return "only the top card of a column can go to a foundation"
        return foundation_refusal(data, card)
    if place == "tableau":
        if target == pile_index:
            return f"the {card_name(card)} is already in column {target + 1}"
        if card_index == 0 and not data["tableau"][target]:
            return (f"the {card_name(card)} already heads column {pile_index + 1}: moving a whole "
                    f"column to an empty one changes nothing")
    return column_refusal(data, card, target)


def redeal_refusal(data):
    """Why "redeal" is illegal now, or None."""
    if data["redeals_left"] == 0:
        return "no redeal is left" if data["redeals"] else "this game is played without redeals"
    if data["stock"]:
        return "the stock is not empty yet: deal it first"
    if not any(data["reserve"]):
        return "the reserve is empty: there is nothing to redeal"
    return None


def parse_card_move(move):
    """(card, target) from "QS>t5" or "7H>f"; target is "f" or a column index 0..6."""
    card, separator, target = move.partition(">")
    if not separator:
        raise IllegalMove(f"{quoted(move)} is not a move: write a card and a target such as \"QS>t5\" or "
                          f"\"7H>f\", or \"deal\", \"redeal\" or \"resign\"")
    if not is_card(card):
        raise IllegalMove(f"{quoted(card)} is not a card: cards are written like \"QS\" or \"TH\"")
    if target == "f":
        return card, target
    columns = [f"t{number}" for number in range(1, COLUMNS + 1)]
    if target not in columns:
        raise IllegalMove(f"{quoted(target)} is not a place to move to: use \"t1\" to \"t{COLUMNS}\" "
                          f"for a column or \"f\" for the foundation")
    return card, columns.index(target)


# --- finding moves ----------------------------------------------------------------------

def movable_cards(data):
    """(place, pile index, card index) of every card that may move: each card heading a
    sequence at the top of a column (the top card first), then each reserve pile's top."""
    for column_index, column in enumerate(data["tableau"]):
        card_index = len(column) - 1
        while card_index >= 0:
            yield "tableau", column_index, card_index
            if card_index == 0 or not builds_on(column[card_index], column[card_index - 1],
                                                data["variant"]):
                break
            card_index -= 1
    for pile_index, pile in enumerate(data["reserve"]):
        if pile:
            yield "reserve", pile_index, len(pile) - 1


def foundation_moves(data):
    for place, pile_index, card_index in movable_cards(data):
        if target_refusal(data, place, pile_index, card_index, "f") is None:
            yield f"{data[place][pile_index][card_index]}>f"


def column_moves(data):
    for place, pile_index, card_index in movable_cards(data):
        for target in range(COLUMNS):
            if target_refusal(data, place, pile_index, card_index, target) is None:
                yield f"{data[place][pile_index][card_index]}>t{target + 1}"


def has_move(data):
    """Whether any move but "resign" exists (cheap when the stock is not empty)."""
    if data["stock"] or redeal_refusal(data) is None:
        return True
    return any(True for _ in foundation_moves(data)) or any(True for _ in column_moves(data))

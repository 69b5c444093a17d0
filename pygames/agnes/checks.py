"""Agnès's rules as checks on a position: which cards may move where, and why not; the game
(rules.py) enforces them and the computer players plan with them.

Four foundations build up in suit from a base rank set by the first card dealt, wrapping
from King to Ace. Seven face-up columns build down, wrapping from Ace to King, in alternating
colours (Sorel: in the same colour). The stock is dealt seven cards at a time onto a reserve
row of seven piles whose top cards may be played. See seeds/agnes.md for the player's rules.

Every function reads a position `data` through the keys the game's data and a player's view
share (variant, base_rank, foundations, tableau, reserve, stock, redeals, redeals_left), so
the computer player uses the very rules the game enforces. Nothing here changes a position.
"""

from ..core import IllegalMove, quoted
from ..core.cards import RANKS, is_card, is_red, rank_of, suit_of
from ..core.messages import message

COLUMNS = 7
RESERVE_PILES = 7
DECK_SIZE = 52
# Reversible moves could make a deal last forever: it ends after this many moves, far beyond
# any real game, so every game (and the conformance test's bound) is finite.
MOVE_LIMIT = 2000


def rank_below(rank):
    """The rank one below, a King below an Ace."""
    return 13 if rank == 1 else rank - 1


def rank_above(rank):
    """The rank one above, an Ace above a King."""
    return 1 if rank == 13 else rank + 1


def rank_code(rank):
    """"A", "7", "T", "K" for ranks 1, 7, 10, 13."""
    return RANKS[rank - 1]


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
# Each *_refusal function returns None when the move is allowed, else the reason as a message
# (core.messages): `raise IllegalMove(**refusal)` refuses with it, and the page shows it.

def locate(data, card):
    """(place, pile index, card index) of a card; place is tableau, reserve, foundation or stock."""
    for place in ("tableau", "reserve", "foundations"):
        for pile_index, pile in enumerate(data[place]):
            if card in pile:
                return place, pile_index, pile.index(card)
    return "stock", None, None


def build_rule(data):
    """How the columns build, as words: "in alternating colours" or "in the same colour"."""
    return message(f"agnes.build.{data['variant']}")


def source_refusal(data, place, pile_index, card_index):
    """Why the card at this place (not the stock) may not move at all, or None if it may."""
    pile = data[place][pile_index]
    card = pile[card_index]
    if place == "foundations":
        return message("agnes.refusal.on-foundation", card=card)
    if place == "reserve":
        on_top = card_index == len(pile) - 1
        return None if on_top else message("agnes.refusal.reserve-covered", card=card)
    for lower, upper in zip(pile[card_index:], pile[card_index + 1:]):
        if not builds_on(upper, lower, data["variant"]):
            return message("agnes.refusal.not-a-sequence", card=card, build=build_rule(data))
    return None


def foundation_refusal(data, card):
    """Why `card` may not go to its foundation now, or None."""
    pile = foundation_of_suit(data, suit_of(card))
    if pile is None:
        if rank_of(card) == base_rank(data):
            return None
        return message("agnes.refusal.foundation-unstarted", card=card, suit=suit_of(card),
                       base=data["base_rank"])
    needed = rank_above(rank_of(pile[-1]))
    if rank_of(card) != needed:
        return message("agnes.refusal.foundation-next", card=card,
                       needed=rank_code(needed) + suit_of(card))
    return None


def column_refusal(data, card, column_index):
    """Why `card` (heading the cards moved with it) may not go onto this column, or None."""
    column = data["tableau"][column_index]
    if not column:
        wanted = rank_below(base_rank(data))
        if rank_of(card) == wanted:
            return None
        return message("agnes.refusal.empty-column", card=card, rank=rank_code(wanted))
    under = column[-1]
    if rank_of(card) != rank_below(rank_of(under)):
        return message("agnes.refusal.builds-down", card=card, under=under)
    if not builds_on(card, under, data["variant"]):
        return message("agnes.refusal.colour", card=card, under=under, build=build_rule(data))
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
            return message("agnes.refusal.covered-for-foundation", card=card)
        return foundation_refusal(data, card)
    if place == "tableau":
        if target == pile_index:
            return message("agnes.refusal.same-column", card=card, column=target + 1)
        if card_index == 0 and not data["tableau"][target]:
            return message("agnes.refusal.whole-column", card=card, column=pile_index + 1)
    return column_refusal(data, card, target)


def redeal_refusal(data):
    """Why "redeal" is illegal now, or None."""
    if data["redeals_left"] == 0:
        return message("agnes.refusal.redeals-used" if data["redeals"] else "agnes.refusal.no-redeals")
    if data["stock"]:
        return message("agnes.refusal.stock-not-empty")
    if not any(data["reserve"]):
        return message("agnes.refusal.reserve-empty")
    return None


def parse_card_move(move):
    """(card, target) from "QS>t5" or "7H>f"; target is "f" or a column index 0..6."""
    card, separator, target = move.partition(">")
    if not separator:
        raise IllegalMove("agnes.refusal.not-a-move", move=quoted(move))
    if not is_card(card):
        raise IllegalMove("agnes.refusal.not-a-card", card=quoted(card))
    if target == "f":
        return card, target
    columns = [f"t{number}" for number in range(1, COLUMNS + 1)]
    if target not in columns:
        raise IllegalMove("agnes.refusal.not-a-place", place=quoted(target), last=COLUMNS)
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


# --- why a card cannot move -------------------------------------------------------------

def blocked_reason(data, place, pile_index, card_index):
    """Why the card at this place (not the stock), which has no legal move, cannot move now:
    the reason it may not move at all, else what it would need to go somewhere. It names only
    cards the table shows (the one it needs is a colour and a rank), so a view may carry it."""
    refusal = source_refusal(data, place, pile_index, card_index)
    if refusal is not None:
        return refusal
    card = data[place][pile_index][card_index]
    empty = next((index for index, column in enumerate(data["tableau"]) if not column), None)
    takes_empty = rank_of(card) == rank_below(base_rank(data))
    if takes_empty and empty is not None:  # it heads its column: moving it changes nothing
        return target_refusal(data, place, pile_index, card_index, empty)
    red_needed = is_red(card) == (data["variant"] == "sorel")
    wanted = message("agnes.why.red" if red_needed else "agnes.why.black")
    covered = card_index < len(data[place][pile_index]) - 1
    pile = foundation_of_suit(data, suit_of(card))
    if covered and foundation_refusal(data, card) is None:
        foundation = message("agnes.why.covered")
    elif pile is None:
        foundation = message("agnes.why.unstarted", suit=suit_of(card))
    else:
        foundation = message("agnes.why.foundation-at", card=pile[-1])
    return message("agnes.why.nowhere-or-empty" if takes_empty else "agnes.why.nowhere",
                   card=card, colour=wanted, rank=rank_code(rank_above(rank_of(card))),
                   foundation=foundation)


def blocked_cards(data):
    """{card: reason} for every card the table shows that has no move now (a foundation shows
    its top card): what the page says when the player taps one."""
    places = [("tableau", index, depth) for index, column in enumerate(data["tableau"])
              for depth in range(len(column))]
    places += [("reserve", index, depth) for index, pile in enumerate(data["reserve"])
               for depth in range(len(pile))]
    places += [("foundations", index, len(pile) - 1)
               for index, pile in enumerate(data["foundations"]) if pile]
    moving = {move.partition(">")[0] for move in (*foundation_moves(data), *column_moves(data))}
    return {data[place][pile_index][card_index]: blocked_reason(data, place, pile_index, card_index)
            for place, pile_index, card_index in places
            if data[place][pile_index][card_index] not in moving}


def source_of(place, pile_index):
    """Where a moved card came from, as words: "from column 3", "from reserve pile 2"."""
    if place == "tableau":
        return message("agnes.source.column", column=pile_index + 1)
    return message("agnes.source.reserve", pile=pile_index + 1)


def target_of(data, column_index):
    """Where a card moved to a column goes, as words: "onto the 8 of hearts in column 4"."""
    column = data["tableau"][column_index]
    if column:
        return message("agnes.target.card", card=column[-1], column=column_index + 1)
    return message("agnes.target.empty", column=column_index + 1)

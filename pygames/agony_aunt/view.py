"""What one seat of Agony Aunt may see, shaped for the page's renderer.

Taken tricks lie face down: the table sees how many each seat took, the squares they cover,
the dump-suit cards each seat took (the Most tricks tie-break depends on them) and which
cards have gone this hand (every card was seen as it fell). Other hands are never shown.

The view's own keys (State.view adds seat, to_play, scores, log and the rest):
    hand            this seat's cards, by suit (C D H S) then Two..Ace; [] for a spectator
    hand_sizes      cards left in each seat's hand
    hand_number     1 for the first hand
    turned_card, dump_suit, dump_trick (1..13), trick_number (1..13)
    trick           [{"seat", "card"}] in the order played; the leader first
    previous_trick  {"cards": [{"seat", "card"}], "winner"} or None at the start of a hand
    grid            3 rows of 3 {"square", "seat" (None if uncovered)}; the page names squares
    counters, tricks_taken, penalties (squares covered this hand), dump_taken: one per seat
    cards_gone      cards in finished tricks this hand, in pack order
    voids           per seat, the suits it showed it no longer holds this hand (it did not
                    follow them), in the order shown
    last_hand       None before the first hand ends, else {"hand_number", "turned" (a card
                    message: the next hand deals its code again), "grid" (3 x 3 seats or None),
                    "most_tricks" (why, a message), "seats": one per seat {"seat", "tricks",
                    "squares", "lines", "penalty", "lost", "won_back", "why" (a message),
                    "counters"}}
    blocked         {card: why (a message)} for each card of this seat's hand it may not play
                    while it is to play (it must follow suit); else {}
"""

from ..core import clone
from ..core.cards import suit_of
from . import scoring
from .scoring import GRID


def cards_gone(data):
    """The cards played to finished tricks this hand, in pack order."""
    in_hands_or_trick = {card for hand in data["hands"] for card in hand}
    in_hands_or_trick.update(card for _, card in data["trick"])
    return [card for card in scoring.cards_in_play(data["turned"])
            if card not in in_hands_or_trick]


def as_plays(entries):
    """[seat, card] pairs as the {"seat", "card"} records the page draws."""
    return [{"seat": seat, "card": card} for seat, card in entries]


def table_view(data, seat, blocked):
    """The view of `seat` (None: a spectator) with the reasons its `blocked` cards may not be
    played, as the module docstring lays it out."""
    turned = data["turned"]
    grid = data["grid"]
    previous = data["previous_trick"]
    return {
        "hand": list(data["hands"][seat]) if seat is not None else [],
        "hand_sizes": [len(hand) for hand in data["hands"]],
        "hand_number": data["hand_number"] + (0 if data["over"] else 1),
        "turned_card": turned,
        "dump_suit": suit_of(turned),
        "dump_trick": scoring.dump_trick(turned),
        "trick_number": data["trick_number"],
        "trick": as_plays(data["trick"]),
        "previous_trick": previous and {"cards": as_plays(previous["cards"]),
                                        "winner": previous["winner"]},
        "grid": [[{"square": square, "seat": grid[square]} for square in row] for row in GRID],
        "counters": list(data["counters"]),
        "tricks_taken": list(data["tricks_taken"]),
        "penalties": [sum(holder == other for holder in grid.values())
                      for other in range(len(data["hands"]))],
        "dump_taken": [list(cards) for cards in data["dump_taken"]],
        "cards_gone": cards_gone(data),
        "voids": [list(suits) for suits in data["voids"]],
        "last_hand": clone(data["last_hand"]),
        "blocked": blocked,
    }

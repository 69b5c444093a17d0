"""The standard 52-card pack as short, readable codes: rank then suit, e.g. "QS", "TD", "AH".

Ranks: A 2 3 4 5 6 7 8 9 T J Q K (Ace = 1 ... King = 13). Suits: C D H S.
The Joker is "JOKER". Views and moves name cards by these codes.
"""

RANKS = "A23456789TJQK"
SUITS = "CDHS"
JOKER = "JOKER"
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_NAMES = {"A": "Ace", "T": "10", "J": "Jack", "Q": "Queen", "K": "King"}


def standard_deck():
    """The 52 codes, suit by suit, Ace to King (shuffle a copy with Rng.shuffle)."""
    return [rank + suit for suit in SUITS for rank in RANKS]


def is_card(code):
    return isinstance(code, str) and len(code) == 2 and code[0] in RANKS and code[1] in SUITS


def rank_of(code):
    """1 for an Ace ... 13 for a King."""
    return RANKS.index(code[0]) + 1


def suit_of(code):
    return code[1]


def is_red(code):
    return code[1] in "DH"



def card_name(code):
    """'Queen of spades' for "QS": for logs and error messages."""
    if code == JOKER:
        return "Joker"
    return f"{RANK_NAMES.get(code[0], code[0])} of {SUIT_NAMES[code[1]]}"

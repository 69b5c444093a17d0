"""Agincards moves as text, and back (grammar in the rules module's docstring)."""

import re
from dataclasses import dataclass

from ..core import IllegalMove, quoted
from ..core.cards import RANKS, SUITS

COORDINATE = r"(0|-?[1-9]\d{0,3})"
PLACEMENT = re.compile(rf"([A2-9TJQK][CDHS])@{COORDINATE},{COORDINATE}(\+token)?")
RECLAIM = re.compile(rf"reclaim {COORDINATE},{COORDINATE}")
PASS = "pass"


@dataclass(frozen=True)
class Placement:
    card: str
    cell: tuple
    with_token: bool


@dataclass(frozen=True)
class Reclaim:
    cell: tuple


def card_order(code):
    """Sorts cards by rank, then suit: the order in which legal moves list a hand."""
    return RANKS.index(code[0]), SUITS.index(code[1])


def placement_move(card, key, with_token=False):
    """The move putting `card` on the cell of key "x,y" (see map.cell_key)."""
    return f"{card}@{key}{'+token' if with_token else ''}"


def reclaim_move(key):
    return f"reclaim {key}"


def parse_move(move):
    """A Placement, a Reclaim or PASS; IllegalMove for any other text."""
    if move == PASS:
        return PASS
    if found := PLACEMENT.fullmatch(move):
        card, x, y, token = found.groups()
        return Placement(card, (int(x), int(y)), token is not None)
    if found := RECLAIM.fullmatch(move):
        return Reclaim((int(found[1]), int(found[2])))
    raise IllegalMove("agincards.refusal.not-a-move", move=quoted(move))

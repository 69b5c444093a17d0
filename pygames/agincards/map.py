"""The Agincards map: cards on an unbounded grid, the lines and score runs they form, and
dead space.

Every question is answered locally. Lines on the map are always strictly monotonic, so the
values an empty cell may take depend only on the two nearest cards on each of its four
sides; a score run is walked out from one card. Nothing is recomputed for the whole map,
which keeps legal moves, dead space and reclaim checks fast on a map of a hundred cards.

A cell is named by its key "x,y" (x grows to the right, y downward; the seed card is at
"0,0"), the very keys of the game data's "map", "tokens" and "open". So a Grid works on the
data's own dicts, with nothing to convert: searches build one for every move they simulate.
The keys beside a key are worked out once and remembered.
A set of values is a bit mask: bit v stands for value v (Ace 1 ... King 13).
"""

from functools import cache

from ..core.cards import is_red, rank_of, standard_deck
from ..core.messages import message

RIGHT, LEFT, DOWN, UP = range(4)  # the order of neighbours(key)
# Each axis as (the direction it grows in, the direction back).
AXES = {"horizontal": (RIGHT, LEFT), "vertical": (DOWN, UP)}
# How messages name a line along each axis ("agincards.refusal.row", ".column-open").
LINE_NAMES = {"horizontal": "row", "vertical": "column"}
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))  # (dx, dy) of RIGHT, LEFT, DOWN, UP
ALL_VALUES = sum(1 << value for value in range(1, 14))
ABOVE = [ALL_VALUES & ~((2 << value) - 1) for value in range(14)]  # values greater than v
BELOW = [ALL_VALUES & ((1 << value) - 1) for value in range(14)]   # values less than v
VALUE = {code: rank_of(code) for code in standard_deck()}
RED = {code: is_red(code) for code in standard_deck()}
# The same, read through cards.get(key): an empty cell (None) has no value and no colour.
VALUE_AT = {**VALUE, None: None}
RED_AT = {**RED, None: None}


def cell_key(cell):
    """The key of an (x, y) cell, "x,y": map keys in the game data and in moves."""
    return f"{cell[0]},{cell[1]}"


@cache
def parse_cell_key(key):
    x, y = key.split(",")
    return int(x), int(y)


@cache
def neighbours(key):
    """The keys of the four cells beside `key`, in the order RIGHT, LEFT, DOWN, UP."""
    x, y = parse_cell_key(key)
    return tuple(cell_key((x + dx, y + dy)) for dx, dy in STEPS)


@cache
def row_order(key):
    """Sorts keys row by row: y, then x."""
    x, y = parse_cell_key(key)
    return y, x


def _side_mask(near, far):
    """Values allowed beside `near` when `far` lies beyond it on the same line (or None)."""
    if far is None:
        return ALL_VALUES & ~(1 << near)
    return BELOW[near] if far > near else ABOVE[near]


def _between_mask(low_side, high_side):
    """Values strictly between the two neighbours: a line through both must rise or fall."""
    if low_side < high_side:
        return ABOVE[low_side] & BELOW[high_side]
    return ABOVE[high_side] & BELOW[low_side]


def points_of_runs(tokens, runs):
    """What a card scores that joins `runs` (its runs across and up and down, from
    Grid.runs): ({seat: points} for the `tokens` ({key: owner}) in those runs, each scoring
    the run's new length along its axis; what a token put on the card itself would add, its
    two run lengths)."""
    points, token = {}, 0
    for cells, _ in runs:
        length = len(cells)
        token += length
        for member in cells:
            owner = tokens.get(member)
            if owner is not None:
                points[owner] = points.get(owner, 0) + length
    return points, token


class Grid:
    """The cards by key, the tokens (owner seat) by key, and the open cells: every empty
    cell touching a card, with the mask of values it may still take (0: dead space).

    A Grid works on the dicts it is given, without copying them: one made with `from_data`
    changes the game data as cards are placed. The open cells are kept up to date placement
    by placement: a card changes the masks of the empty cells at most two steps away along
    its row and column, and no others."""

    def __init__(self, cards, tokens=None, open_cells=None):
        self.cards = cards
        self.tokens = {} if tokens is None else tokens
        if open_cells is None:
            beside = {near for key in cards for near in neighbours(key)} - cards.keys()
            open_cells = {key: self.allowed_values(key) for key in beside}
        self.open = open_cells

    @classmethod
    def from_data(cls, data):
        """The grid of the game data's "map", "tokens" and "open", sharing those dicts."""
        return cls(data["map"], data["tokens"], data["open"])

    def place(self, key, code):
        """Put a card on the (open) cell; the open cells whose mask changed or that appeared."""
        cards, open_cells = self.cards, self.open
        cards[key] = code
        del open_cells[key]
        changed = []
        for direction, near in enumerate(neighbours(key)):
            # A cell two steps away reads the new card only through a card between them.
            affected = neighbours(near)[direction] if near in cards else near
            if affected not in cards and (affected == near or affected in open_cells):
                open_cells[affected] = self.allowed_values(affected)
                changed.append(affected)
        return changed

    def frontier(self):
        """The open cells, row by row (y, then x)."""
        return sorted(self.open, key=row_order)

    def allowed_values(self, key):
        """The mask of values a card on this empty cell may have, worked out from the two
        nearest cards on each side: lines on the map are always strictly monotonic, so both
        lines through the cell stay so exactly when these few cards agree with the value."""
        cards = self.cards
        near = neighbours(key)
        mask = ALL_VALUES
        for ahead, back in AXES.values():
            before_key, after_key = near[back], near[ahead]
            before = VALUE_AT[cards.get(before_key)]
            after = VALUE_AT[cards.get(after_key)]
            if before is not None:
                mask &= _side_mask(before, VALUE_AT[cards.get(neighbours(before_key)[back])])
            if after is not None:
                mask &= _side_mask(after, VALUE_AT[cards.get(neighbours(after_key)[ahead])])
                if before is not None:
                    mask &= _between_mask(before, after)
        return mask

    def mask_with(self, cell, key, value):
        """The mask of `cell` (an open cell, or an empty one beside `key`) once a card of
        `value` lies on the open cell `key`: `allowed_values(cell)` with that card placed,
        worked out from the kept masks (a search asks it for every play it weighs). Only a
        cell in line with `key`, one step away or two with a card between, reads the card."""
        cards, near = self.cards, neighbours(key)
        for direction, step in enumerate(near):
            if step == cell:
                far = VALUE_AT[cards.get(near[direction ^ 1])]  # beyond `key`, seen from `cell`
                mask = self.open.get(cell, ALL_VALUES) & _side_mask(value, far)
                after = VALUE_AT[cards.get(neighbours(cell)[direction])]
                return mask if after is None else mask & _between_mask(value, after)
            if step in cards and neighbours(step)[direction] == cell:
                return self.open[cell] & _side_mask(VALUE[cards[step]], value)
        return self.open[cell]

    def placement_refusal(self, key, code):
        """Why `code` may not go on `key`, as a message (core.messages); None if it may.

        The cell's mask decides, as it does for the legal moves (one rule, one place); the
        walks below only put a refused placement into words."""
        if key in self.cards:
            return message("agincards.refusal.occupied", cell=key, card=self.cards[key])
        if key not in self.open:
            return message("agincards.refusal.detached", cell=key)
        value = VALUE[code]
        if self.open[key] >> value & 1:
            return None
        for neighbour in neighbours(key):
            if VALUE_AT[self.cards.get(neighbour)] == value:
                return message("agincards.refusal.same-value", card=code,
                               other=self.cards[neighbour], at=neighbour)
        for name, axis in AXES.items():
            line = self.line_values(key, axis, value)
            rising = all(a < b for a, b in zip(line, line[1:]))
            falling = all(a > b for a, b in zip(line, line[1:]))
            if not (rising or falling):
                return message(f"agincards.refusal.{LINE_NAMES[name]}", cell=key,
                               values=", ".join(map(str, line)))
        raise AssertionError(f"the mask of {key} refuses {code} for no reason the lines show")

    def line_values(self, key, axis, value):
        """The values of the unbroken line along `axis` through `key`, if `value` lay there."""
        sides = []
        for direction in axis:
            values, step = [], neighbours(key)[direction]
            while step in self.cards:
                values.append(VALUE[self.cards[step]])
                step = neighbours(step)[direction]
            sides.append(values)
        after, before = sides
        return before[::-1] + [value] + after

    def run(self, key, axis, red):
        """The score run along `axis` through `key` for a card of colour `red` on it: (the
        cells of the unbroken line of same-coloured cards, `key` first; the two cells just
        beyond its ends). `key` itself may still be empty."""
        cards = self.cards
        cells, ends = [key], []
        for direction in axis:
            step = neighbours(key)[direction]
            while RED_AT[cards.get(step)] == red:
                cells.append(step)
                step = neighbours(step)[direction]
            ends.append(step)
        return cells, ends

    def runs(self, key, red):
        """The score runs through `key` for a card of colour `red` on it, across and then up
        and down (see `run`)."""
        return [self.run(key, axis, red) for axis in AXES.values()]

    def placement_points(self, key, red):
        """What a card of colour `red` on empty `key` scores, the one scoring rule for plays
        and their previews: see `points_of_runs`."""
        return points_of_runs(self.tokens, self.runs(key, red))

    def run_points(self, key, red):
        """{seat: points} that the tokens already on the map earn from a card of colour `red`
        on empty `key`."""
        return self.placement_points(key, red)[0]

    def open_end(self, key):
        """(direction name, key) of an end where the score runs of the token on `key` can
        still grow; None when every end is closed by the other colour or dead space."""
        red = RED[self.cards[key]]
        for name, axis in AXES.items():
            _, ends = self.run(key, axis, red)
            for end in ends:
                if end not in self.cards and self.open[end]:
                    return name, end
        return None

    def reclaimable_tokens(self, seat=None):
        """Keys of tokens (of `seat`, or anybody's) that can never score again, row by row."""
        keys = [key for key, owner in self.tokens.items()
                if (seat is None or owner == seat) and self.open_end(key) is None]
        return sorted(keys, key=row_order)

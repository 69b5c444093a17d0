"""The Agincards map: cards on an unbounded grid, the lines and score runs they form, and
dead space.

Every question is answered locally. Lines on the map are always strictly monotonic, so the
values an empty cell may take depend only on the two nearest cards on each of its four
sides; a score run is walked out from one card. Nothing is recomputed for the whole map,
which keeps legal moves, dead space and reclaim checks fast on a map of a hundred cards.

Cells are (x, y) pairs: x grows to the right, y downward; the seed card is at (0, 0).
A set of values is a bit mask: bit v stands for value v (Ace 1 ... King 13).
"""

from functools import cache

from ..core.cards import card_name, is_red, rank_of, standard_deck

AXES = {"horizontal": (1, 0), "vertical": (0, 1)}
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
ALL_VALUES = sum(1 << value for value in range(1, 14))
ABOVE = [ALL_VALUES & ~((2 << value) - 1) for value in range(14)]  # values greater than v
BELOW = [ALL_VALUES & ((1 << value) - 1) for value in range(14)]   # values less than v
VALUE = {code: rank_of(code) for code in standard_deck()}
RED = {code: is_red(code) for code in standard_deck()}


def cell_key(cell):
    """The text form of a cell, "x,y": map keys in the game data and in moves."""
    return f"{cell[0]},{cell[1]}"


@cache
def parse_cell_key(key):
    x, y = key.split(",")
    return int(x), int(y)


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


class Grid:
    """The cards by cell, the tokens (owner seat) by cell, and the open cells: every empty
    cell touching a card, with the mask of values it may still take (0: dead space).

    The open cells are kept up to date placement by placement: a card changes the masks of
    the empty cells at most two steps away along its row and column, and no others."""

    def __init__(self, cards, tokens=(), open_cells=None):
        self.cards = dict(cards)
        self.values = {cell: VALUE[code] for cell, code in self.cards.items()}
        self.reds = {cell: RED[code] for cell, code in self.cards.items()}
        self.tokens = dict(tokens)
        if open_cells is None:
            beside = {(x + dx, y + dy) for x, y in self.cards for dx, dy in STEPS}
            open_cells = {cell: self.allowed_values(cell) for cell in beside - self.cards.keys()}
        self.open = dict(open_cells)

    @classmethod
    def from_data(cls, data):
        """The grid of the game data's "map", "tokens" and "open" (keyed "x,y")."""
        return cls({parse_cell_key(key): code for key, code in data["map"].items()},
                   {parse_cell_key(key): seat for key, seat in data["tokens"].items()},
                   {parse_cell_key(key): mask for key, mask in data["open"].items()})

    def place(self, cell, code):
        """Put a card on the (open) cell; the open cells whose mask changed or that appeared."""
        self.cards[cell] = code
        self.values[cell] = VALUE[code]
        self.reds[cell] = RED[code]
        del self.open[cell]
        x, y = cell
        changed = []
        for dx, dy in STEPS:
            near, far = (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)
            # A cell two steps away reads the new card only through a card between them.
            affected = far if near in self.cards else near
            if affected not in self.cards and (affected == near or affected in self.open):
                self.open[affected] = self.allowed_values(affected)
                changed.append(affected)
        return changed

    def frontier(self):
        """The open cells, row by row (y, then x)."""
        return sorted(self.open, key=lambda c: (c[1], c[0]))

    def allowed_values(self, cell):
        """The mask of values a card on this empty cell may have, worked out from the two
        nearest cards on each side: lines on the map are always strictly monotonic, so both
        lines through the cell stay so exactly when these few cards agree with the value."""
        values = self.values
        x, y = cell
        mask = ALL_VALUES
        for dx, dy in AXES.values():
            before = values.get((x - dx, y - dy))
            after = values.get((x + dx, y + dy))
            if before is not None:
                mask &= _side_mask(before, values.get((x - 2 * dx, y - 2 * dy)))
            if after is not None:
                mask &= _side_mask(after, values.get((x + 2 * dx, y + 2 * dy)))
                if before is not None:
                    mask &= _between_mask(before, after)
        return mask

    def placement_refusal(self, cell, code):
        """Why `code` may not go on `cell`, in a player's words; None if it may.

        The cell's mask decides, as it does for the legal moves (one rule, one place); the
        walks below only put a refused placement into words."""
        where = cell_key(cell)
        if cell in self.cards:
            return f"{where} already holds the {card_name(self.cards[cell])}"
        if cell not in self.open:
            return f"{where} does not touch the map: a card must go beside another card"
        value = rank_of(code)
        if self.open[cell] >> value & 1:
            return None
        x, y = cell
        for dx, dy in STEPS:
            neighbour = (x + dx, y + dy)
            if self.values.get(neighbour) == value:
                other = card_name(self.cards[neighbour])
                return (f"the {card_name(code)} may not touch the {other} at "
                        f"{cell_key(neighbour)}: touching cards must differ in value")
        for name, axis in AXES.items():
            line = self.line_values(cell, axis, value)
            rising = all(a < b for a, b in zip(line, line[1:]))
            falling = all(a > b for a, b in zip(line, line[1:]))
            if not (rising or falling):
                shown = ", ".join(map(str, line))
                return (f"the {name} line through {where} would read {shown}: "
                        "every line of cards must rise or fall all the way")
        raise AssertionError(f"the mask of {where} refuses {code} for no reason the lines show")

    def line_values(self, cell, axis, value):
        """The values of the unbroken line along `axis` through `cell`, if `value` lay there."""
        dx, dy = axis
        x, y = cell
        before, after = [], []
        for sign, side in ((-1, before), (1, after)):
            cx, cy = x + sign * dx, y + sign * dy
            while (cx, cy) in self.values:
                side.append(self.values[(cx, cy)])
                cx, cy = cx + sign * dx, cy + sign * dy
        return before[::-1] + [value] + after

    def run(self, cell, axis, red):
        """The cells of the score run along `axis` through `cell` for a card of colour `red`
        on it: the unbroken line of same-coloured cards (`cell` itself may still be empty)."""
        dx, dy = axis
        x, y = cell
        cells = [cell]
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while self.reds.get((cx, cy)) == red:
                cells.append((cx, cy))
                cx, cy = cx + sign * dx, cy + sign * dy
        return cells

    def placement_points(self, cell, red):
        """What a card of colour `red` on empty `cell` scores, the one scoring rule for plays
        and their previews: ({seat: points} for the tokens in the runs it joins, each scoring
        the run's new length along its axis; what a token put on the card itself would add,
        its two run lengths)."""
        points, token = {}, 0
        for axis in AXES.values():
            run = self.run(cell, axis, red)
            token += len(run)
            for member in run:
                owner = self.tokens.get(member)
                if owner is not None:
                    points[owner] = points.get(owner, 0) + len(run)
        return points, token

    def run_points(self, cell, red):
        """{seat: points} that the tokens already on the map earn from a card of colour `red`
        on empty `cell`."""
        return self.placement_points(cell, red)[0]

    def open_end(self, cell):
        """(direction name, cell) of an end where the token's score runs through the card at
        `cell` can still grow; None when every end is closed by the other colour or dead space."""
        red = self.reds[cell]
        x, y = cell
        for name, (dx, dy) in AXES.items():
            for sign in (1, -1):
                cx, cy = x + sign * dx, y + sign * dy
                while self.reds.get((cx, cy)) == red:
                    cx, cy = cx + sign * dx, cy + sign * dy
                if (cx, cy) not in self.cards and self.open[(cx, cy)]:
                    return name, (cx, cy)
        return None

    def reclaimable_tokens(self, seat=None):
        """Cells of tokens (of `seat`, or anybody's) that can never score again, row by row."""
        cells = [cell for cell, owner in self.tokens.items()
                 if (seat is None or owner == seat) and self.open_end(cell) is None]
        return sorted(cells, key=lambda c: (c[1], c[0]))

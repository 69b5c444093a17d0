"""The Agincards computer player: a one-move lookahead over its own view.

It always takes back a token that can no longer score (that costs nothing), then weighs each
card on each legal cell: the points it scores now, for itself and for others, and what the
runs it touches can still earn, judged by their open ends. A token is worth placing where it
scores now and its runs can grow; one placed where both runs are already closed is free
points, since it comes straight back next turn. Closing in its own tokens, so that it can
take them back, earns a play credit too. It passes only when every play helps the other
players more than itself.
"""

from .map import AXES, RED, VALUE, Grid
from .notation import PASS, Placement, parse_move

FUTURE_WEIGHT = 0.6      # a point a run may earn later, against a point scored now
TOKEN_COST = 4.0         # what a token locked on the map costs in lost chances
PATIENCE_TOKEN_COST = 8.0  # in patience a token is a lifeline: spend them sparingly


def _open_run_ends(grid, cell):
    """The empty cells where the runs of the token on `cell` can still grow, judged from the
    values on the grid (so a card put down for evaluation counts)."""
    red = grid.reds[cell]
    x, y = cell
    ends = []
    for dx, dy in AXES.values():
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while grid.reds.get((cx, cy)) == red:
                cx, cy = cx + sign * dx, cy + sign * dy
            if (cx, cy) not in grid.values and grid.allowed_values((cx, cy)):
                ends.append((cx, cy))
    return ends


def _within_reach(end, cell):
    """Whether a card on `cell` can change what fits on `end`: the same cell, or at most two
    steps away along a row or a column."""
    return ((end[0] == cell[0] and abs(end[1] - cell[1]) <= 2)
            or (end[1] == cell[1] and abs(end[0] - cell[0]) <= 2))


def _open_end_count(grid, run, axis):
    """How many ends of a run (cells in line) can still take a card."""
    dx, dy = axis
    xs = sorted(run)  # along one axis the cells sort in line order
    ends = 0
    for (x, y), sign in ((xs[0], -1), (xs[-1], 1)):
        beyond = (x + sign * dx, y + sign * dy)
        if beyond not in grid.values and grid.allowed_values(beyond):
            ends += 1
    return ends


class Evaluator:
    """Scores the plays of one seat on one map; the card under test is put on the grid for
    the length of one evaluation only."""

    def __init__(self, view):
        self.seat = view["seat"]
        self.patience = view["variant"] == "patience"
        self.grid = Grid({(x, y): card for x, y, card, _ in view["cells"]},
                         {(x, y): token for x, y, _, token in view["cells"] if token is not None})
        opponents = view["players"] - 1
        self.opponent_weight = 1 / opponents if opponents else 0.0
        tokens_left = view["tokens_in_hand"][self.seat]
        base = PATIENCE_TOKEN_COST if self.patience else TOKEN_COST
        self.token_cost = base * (1 + 1 / tokens_left) / 2 if tokens_left else 0.0
        self.reclaim_bonus = base
        self.open_ends_of_my_tokens = {
            cell: ends for cell, owner in self.grid.tokens.items()
            if owner == self.seat and (ends := _open_run_ends(self.grid, cell))}

    def play_value(self, card, cell):
        """(value without a token, extra value of adding one) for `card` on `cell`."""
        grid, red = self.grid, RED[card]
        gains = grid.run_points(cell, red)
        mine = gains.get(self.seat, 0)
        value = mine - self.opponent_weight * (sum(gains.values()) - mine)
        grid.values[cell], grid.reds[cell] = VALUE[card], red
        try:
            token_now, token_future = 0, 0.0
            for axis in AXES.values():
                run = grid.run(cell, axis, red)
                ends = _open_end_count(grid, run, axis)
                owners = [grid.tokens[c] for c in run if c in grid.tokens]
                for owner in owners:
                    share = 1 if owner == self.seat else -self.opponent_weight
                    value += share * FUTURE_WEIGHT * ends * (len(run) + 1)
                token_now += len(run)
                token_future += FUTURE_WEIGHT * ends * (len(run) + 1)
            value += self.reclaim_bonus * self._tokens_freed(cell)
        finally:
            del grid.values[cell], grid.reds[cell]
        # A token whose runs are all closed comes straight back: it costs nothing.
        token_cost = self.token_cost if token_future else 0.0
        if self.patience:
            # Points do not count, only keeping a scoring play for later: a token, even one
            # that comes straight back, is best kept for when no card scores without one.
            return value / 10, token_future / 10 - token_cost - 1
        return value, token_now + token_future - token_cost

    def _tokens_freed(self, cell):
        """How many of the bot's tokens a card on `cell` (already on the grid) closes in."""
        return sum(1 for token, ends in self.open_ends_of_my_tokens.items()
                   if any(_within_reach(end, cell) for end in ends)
                   and not _open_run_ends(self.grid, token))


def choose_move(view, legal_moves, rng):
    """The bot's move: a reclaim if any, else the best-valued play (pass if all are harmful)."""
    for move in legal_moves:
        if move.startswith("reclaim "):
            return move
    evaluator = Evaluator(view)
    values = {}
    best_move, best_value = None, None
    for move in legal_moves:
        parsed = parse_move(move)
        if not isinstance(parsed, Placement):
            continue
        key = (parsed.card, parsed.cell)
        if key not in values:
            values[key] = evaluator.play_value(parsed.card, parsed.cell)
        plain, token_extra = values[key]
        value = plain + token_extra if parsed.with_token else plain
        if best_value is None or value > best_value:
            best_move, best_value = move, value
    if best_move is None or (PASS in legal_moves and best_value < 0):
        return PASS if PASS in legal_moves else legal_moves[0]
    return best_move

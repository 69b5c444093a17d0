"""The Agincards computer player: a one-move lookahead over its own view.

It always takes back a token that can no longer score (that costs nothing), then weighs each
card on each legal cell: the points it scores now, for itself and for others, and what the
runs it touches can still earn, judged by their open ends. A token is worth placing where it
scores now and its runs can grow; one placed where both runs are already closed is free
points, since it comes straight back next turn. Closing in its own tokens, so that it can
take them back, earns a play credit too. It passes only when every play helps the other
players more than itself.
"""

from .map import AXES, RED, Grid, cell_key, parse_cell_key
from .notation import PASS, Placement, parse_move

FUTURE_WEIGHT = 0.6      # a point a run may earn later, against a point scored now
TOKEN_COST = 4.0         # what a token locked on the map costs in lost chances
PATIENCE_TOKEN_COST = 8.0  # in patience a token is a lifeline: spend them sparingly


def _open_ends(grid, ends):
    """Those of a run's `ends` that can still take a card, judged from the cards on the grid
    (so a card put down for evaluation counts)."""
    return [end for end in ends if end not in grid.cards and grid.allowed_values(end)]


def _open_run_ends(grid, key):
    """The empty cells where the runs of the token on `key` can still grow."""
    red = RED[grid.cards[key]]
    return [end for axis in AXES.values() for end in _open_ends(grid, grid.run(key, axis, red)[1])]


def _within_reach(end, key):
    """Whether a card on `key` can change what fits on `end`: the same cell, or at most two
    steps away along a row or a column."""
    (end_x, end_y), (x, y) = parse_cell_key(end), parse_cell_key(key)
    return ((end_x == x and abs(end_y - y) <= 2)
            or (end_y == y and abs(end_x - x) <= 2))


class Evaluator:
    """Scores the plays of one seat on one map; the card under test is put on the grid for
    the length of one evaluation only."""

    def __init__(self, grid, seat, players, tokens_left, patience):
        self.grid, self.seat, self.patience = grid, seat, patience
        opponents = players - 1
        self.opponent_weight = 1 / opponents if opponents else 0.0
        base = PATIENCE_TOKEN_COST if patience else TOKEN_COST
        self.token_cost = base * (1 + 1 / tokens_left) / 2 if tokens_left else 0.0
        self.reclaim_bonus = base
        self.open_ends_of_my_tokens = {
            key: ends for key, owner in grid.tokens.items()
            if owner == seat and (ends := _open_run_ends(grid, key))}

    @classmethod
    def from_view(cls, view):
        seat, cells = view["seat"], view["cells"]
        grid = Grid({cell_key((x, y)): card for x, y, card, _ in cells},
                    {cell_key((x, y)): token for x, y, _, token in cells if token is not None})
        return cls(grid, seat, view["players"], view["tokens_in_hand"][seat],
                   view["variant"] == "patience")

    def play_value(self, card, key):
        """(value without a token, extra value of adding one) for `card` on `key`."""
        grid, red = self.grid, RED[card]
        gains = grid.run_points(key, red)
        mine = gains.get(self.seat, 0)
        value = mine - self.opponent_weight * (sum(gains.values()) - mine)
        grid.cards[key] = card
        try:
            token_now, token_future = 0, 0.0
            for axis in AXES.values():
                run, ends = grid.run(key, axis, red)
                open_ends = len(_open_ends(grid, ends))
                owners = [grid.tokens[member] for member in run if member in grid.tokens]
                for owner in owners:
                    share = 1 if owner == self.seat else -self.opponent_weight
                    value += share * FUTURE_WEIGHT * open_ends * (len(run) + 1)
                token_now += len(run)
                token_future += FUTURE_WEIGHT * open_ends * (len(run) + 1)
            value += self.reclaim_bonus * self._tokens_freed(key)
        finally:
            del grid.cards[key]
        # A token whose runs are all closed comes straight back: it costs nothing.
        token_cost = self.token_cost if token_future else 0.0
        if self.patience:
            # Points do not count, only keeping a scoring play for later: a token, even one
            # that comes straight back, is best kept for when no card scores without one.
            return value / 10, token_future / 10 - token_cost - 1
        return value, token_now + token_future - token_cost

    def _tokens_freed(self, key):
        """How many of the bot's tokens a card on `key` (already on the grid) closes in."""
        return sum(1 for token, ends in self.open_ends_of_my_tokens.items()
                   if any(_within_reach(end, key) for end in ends)
                   and not _open_run_ends(self.grid, token))


def choose_move(view, legal_moves, rng):
    """The bot's move: a reclaim if any, else the best-valued play (pass if all are harmful)."""
    for move in legal_moves:
        if move.startswith("reclaim "):
            return move
    evaluator = Evaluator.from_view(view)
    values = {}
    best_move, best_value = None, None
    for move in legal_moves:
        parsed = parse_move(move)
        if not isinstance(parsed, Placement):
            continue
        key = (parsed.card, parsed.cell)
        if key not in values:
            values[key] = evaluator.play_value(parsed.card, cell_key(parsed.cell))
        plain, token_extra = values[key]
        value = plain + token_extra if parsed.with_token else plain
        if best_value is None or value > best_value:
            best_move, best_value = move, value
    if best_move is None or (PASS in legal_moves and best_value < 0):
        return PASS if PASS in legal_moves else legal_moves[0]
    return best_move

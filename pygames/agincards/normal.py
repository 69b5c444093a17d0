"""The Agincards computer player: a one-move lookahead over its own view.

It always takes back a token that can no longer score (that costs nothing), then weighs each
card on each legal cell: the points it scores now, for itself and for others, and what the
runs it touches can still earn, judged by their open ends. A token is worth placing where it
scores now and its runs can grow; one placed where both runs are already closed is free
points, since it comes straight back next turn. Closing in its own tokens, so that it can
take them back, earns a play credit too. It passes only when every play helps the other
players more than itself.
"""

from .map import RED, VALUE, Grid, cell_key, neighbours, points_of_runs, row_order
from .notation import PASS, Placement, parse_move

FUTURE_WEIGHT = 0.6      # a point a run may earn later, against a point scored now
TOKEN_COST = 4.0         # what a token locked on the map costs in lost chances
PATIENCE_TOKEN_COST = 8.0  # in patience a token is a lifeline: spend them sparingly


def _open_ends(grid, ends):
    """Those of a run's `ends` that can still take a card, judged from the cards on the grid
    (so a card put down for the count counts)."""
    return [end for end in ends if end not in grid.cards and grid.allowed_values(end)]


def _open_run_ends(grid, key):
    """The empty cells where the runs of the token on `key` can still grow."""
    red = RED[grid.cards[key]]
    return [end for _, ends in grid.runs(key, red) for end in _open_ends(grid, ends)]


def _within_reach(end):
    """The cells where a card can change what fits on `end`: the same cell, or at most two
    steps away along its row or its column."""
    cells = {end}
    for direction, near in enumerate(neighbours(end)):
        cells.add(near)
        cells.add(neighbours(near)[direction])
    return cells


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
        ends_of_mine = {key: _open_run_ends(grid, key) for key, owner in grid.tokens.items()
                        if owner == seat}
        self.reclaimable = sorted((key for key, ends in ends_of_mine.items() if not ends),
                                  key=row_order)
        # The cells where one card may close in each of the seat's tokens that can still
        # score: a card changes only the ends within its reach, and all must close.
        self.closing_cells = {key: set.intersection(*map(_within_reach, ends))
                              for key, ends in ends_of_mine.items() if ends}

    @classmethod
    def from_data(cls, data, seat):
        """The evaluator of the rules' own data (a search's simulated position), whose map
        it shares: a card under test lies on that map during its evaluation."""
        return cls(Grid.from_data(data), seat, data["players"], data["tokens_in_hand"][seat],
                   data["variant"] == "patience")

    @classmethod
    def from_view(cls, view):
        seat, cells = view["seat"], view["cells"]
        grid = Grid({cell_key((x, y)): card for x, y, card, _ in cells},
                    {cell_key((x, y)): token for x, y, _, token in cells if token is not None})
        return cls(grid, seat, view["players"], view["tokens_in_hand"][seat],
                   view["variant"] == "patience")

    def play_value(self, card, key):
        """(value without a token, extra value of adding one) for `card` on `key`."""
        grid = self.grid
        runs = grid.runs(key, RED[card])  # the same runs once the card lies on `key`
        gains = points_of_runs(grid.tokens, runs)[0]
        mine = gains.get(self.seat, 0)
        value = mine - self.opponent_weight * (sum(gains.values()) - mine)
        number, cards, tokens = VALUE[card], grid.cards, grid.tokens
        token_now, token_future = 0, 0.0
        for run, ends in runs:
            open_ends = 0
            for end in ends:
                if end not in cards and grid.mask_with(end, key, number):
                    open_ends += 1
            length = len(run)
            if open_ends:  # what the tokens in the run may still earn
                for member in run:
                    owner = tokens.get(member)
                    if owner is not None:
                        share = 1 if owner == self.seat else -self.opponent_weight
                        value += share * FUTURE_WEIGHT * open_ends * (length + 1)
            token_now += length
            token_future += FUTURE_WEIGHT * open_ends * (length + 1)
        value += self.reclaim_bonus * self._tokens_freed(card, key)
        # A token whose runs are all closed comes straight back: it costs nothing.
        token_cost = self.token_cost if token_future else 0.0
        if self.patience:
            # Points do not count, only keeping a scoring play for later: a token, even one
            # that comes straight back, is best kept for when no card scores without one.
            return value / 10, token_future / 10 - token_cost - 1
        return value, token_now + token_future - token_cost

    def move_values(self, legal_moves):
        """{move: value} for the placements among `legal_moves`, in their order."""
        plays, values = {}, {}
        for move in legal_moves:
            parsed = parse_move(move)
            if not isinstance(parsed, Placement):
                continue
            play = (parsed.card, parsed.cell)
            if play not in plays:
                plays[play] = self.play_value(parsed.card, cell_key(parsed.cell))
            plain, token_extra = plays[play]
            values[move] = plain + token_extra if parsed.with_token else plain
        return values

    def _tokens_freed(self, card, key):
        """How many of the player's tokens `card` on `key` closes in: it lies on the grid for
        the count only."""
        closable = [token for token, cells in self.closing_cells.items() if key in cells]
        if not closable:
            return 0
        grid = self.grid
        grid.cards[key] = card
        try:
            return sum(1 for token in closable if not _open_run_ends(grid, token))
        finally:
            del grid.cards[key]


def first_reclaim(legal_moves):
    """A reclaim among the legal moves, else None: taking back a token that can no longer
    score costs nothing, so every computer player does it at once."""
    return next((move for move in legal_moves if move.startswith("reclaim ")), None)


def best_play(evaluator, legal_moves):
    """The best-valued of the legal moves (the first listed among equals); pass if every
    play is harmful."""
    values = evaluator.move_values(legal_moves)
    best = max(values, key=values.get, default=None)
    if best is None or (PASS in legal_moves and values[best] < 0):
        return PASS if PASS in legal_moves else legal_moves[0]
    return best


def choose_move(view, legal_moves, rng):
    """The normal player's move: a reclaim if any, else the best-valued play (pass if all
    are harmful)."""
    return first_reclaim(legal_moves) or best_play(Evaluator.from_view(view), legal_moves)

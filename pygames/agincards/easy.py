"""The easy computer player of Agincards: a beginner who reads the score previews.

It takes back any token that can no longer score, then makes the play that scores the most
points for itself right now, as the view's previews show them, with a token whenever that
scores more. It never weighs what a play gives the others, what a run may earn later or
what a token is worth kept in hand: its tokens go down early and stay locked in runs, and
it grows runs that pay its opponents too. Plausible moves, easy to beat.
"""

from .normal import first_reclaim
from .map import cell_key
from .notation import PASS, placement_move


def greedy_move(view, legal_moves, rng):
    """A reclaim if any, else the play scoring most now (the first among equals)."""
    reclaim = first_reclaim(legal_moves)
    if reclaim is not None:
        return reclaim
    best, best_points = PASS, None
    for card, cells, previews in zip(view["hand"], view["legal_cells"], view["previews"]):
        for cell, (plain, with_token) in zip(cells, previews):
            for points, token in ((plain, False), (with_token, True)):
                if points is not None and (best_points is None or points > best_points):
                    best, best_points = placement_move(card, cell_key(cell), token), points
    return best

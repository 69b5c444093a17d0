"""Cardcassonne's easy computer player: a beginner who watches only its own chances.

It claims the richest row as soon as that row is worth a fair haul, lays its cards in no
particular order (its face-down card in any row), and always takes the sure 10 points for a
mismatched card. It never feeds a row on purpose, starves a rival or bluffs, so a child who
plans a row or two can beat it, while its claims still look like a player's.
"""

from .normal import Table

FAIR_HAUL = 15  # a row worth this many points to the beginner is claimed at once


def choose_beginner_move(view, legal_moves, rng):
    if view["phase"] == "choice":
        return "take 10"
    if view["phase"] == "opening":
        return rng.choice(legal_moves)
    table = Table(view)
    claims = [move for move in legal_moves if move.startswith("follower>")]
    if claims and (not view["hand"] or table.value(table.me, table.best_row()) >= FAIR_HAUL):
        return f"follower>{table.best_row()}"
    return rng.choice([move for move in legal_moves if move.startswith("play ")])

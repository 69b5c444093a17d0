"""What one seat sees of an Agincards game: everything a renderer draws, nothing hidden.

    cells           [[x, y, card, token]] row by row (y, then x); token is the owner seat or None
    dead_cells      [[x, y]] empty cells beside the map where no card can ever go
    reclaimable     [[x, y]] tokens (anybody's) that can never score again
    recent          [[x, y]] cells played by the others since this seat's last turn, oldest
                    first (for a spectator: the cells of the last round of turns)
    hand            the seat's cards (None for a spectator)
    legal_cells     one list of [x, y] per hand card, in hand order: where it may be placed
    previews        one list per hand card, matching legal_cells: [plain, with_token], the
                    points this seat scores by playing the card there without or with a token
                    (None where that move is not allowed: no token left, or in patience a
                    plain play that would not score)
    hand_sizes, tokens_in_hand    one number per seat
    draw_pile       how many cards are left to draw
    passes_in_a_row passes since the last card was played
    variant, auto_reclaim, decks  the options that change how the table reads

Cells are compact lists, not objects: the view is rebuilt after every move for every seat.
"""

from .map import RED, VALUE, Grid, parse_cell_key, row_order


def seat_view(data, seat):
    grid = Grid.from_data(data)
    masks = [(key, grid.open[key]) for key in grid.frontier()]
    view = {
        "variant": data["variant"],
        "auto_reclaim": data["auto_reclaim"],
        "decks": data["decks"],
        "cells": [[*parse_cell_key(key), grid.cards[key], grid.tokens.get(key)]
                  for key in sorted(grid.cards, key=row_order)],
        "dead_cells": [list(parse_cell_key(key)) for key, mask in masks if not mask],
        "reclaimable": [list(parse_cell_key(key)) for key in grid.reclaimable_tokens()],
        "recent": recent_cells(data["last_turns"], seat),
        "hand": None,
        "legal_cells": None,
        "previews": None,
        "hand_sizes": [len(hand) for hand in data["hands"]],
        "tokens_in_hand": list(data["tokens_in_hand"]),
        "draw_pile": len(data["pile"]),
        "passes_in_a_row": data["passes"],
    }
    if seat is not None:
        hand = data["hands"][seat]
        cells_for_value = {value: [key for key, mask in masks if mask >> value & 1]
                           for value in {VALUE[card] for card in hand}}
        preview = _Preview(grid, seat, data["variant"] == "patience",
                           data["tokens_in_hand"][seat] > 0)
        view["hand"] = list(hand)
        view["legal_cells"] = [[list(parse_cell_key(key)) for key in cells_for_value[VALUE[card]]]
                               for card in hand]
        view["previews"] = [[preview(key, RED[card]) for key in cells_for_value[VALUE[card]]]
                            for card in hand]
    return view


def recent_cells(last_turns, seat):
    """The cells played in the turns after `seat`'s latest one (a spectator: in all of them)."""
    cells = []
    for player, placed in reversed(last_turns):
        if player == seat:
            break
        if placed is not None:
            cells.append(list(parse_cell_key(placed)))
    return cells[::-1]


class _Preview:
    """[plain, with_token] points of one seat's plays, worked out once per cell and colour by
    the rules' own scoring (Grid.placement_points)."""

    def __init__(self, grid, seat, patience, has_token):
        self.grid, self.seat, self.patience, self.has_token = grid, seat, patience, has_token
        self.known = {}

    def __call__(self, key, red):
        if (key, red) not in self.known:
            points, token = self.grid.placement_points(key, red)
            mine = points.get(self.seat, 0)
            # In patience a card must score: without a token, some token's run must grow.
            plain = None if self.patience and not points else mine
            self.known[key, red] = [plain, mine + token if self.has_token else None]
        return list(self.known[key, red])

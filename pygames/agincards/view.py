"""What one seat sees of an Agincards game: everything a renderer draws, nothing hidden.

    cells           [[x, y, card, token]] row by row (y, then x); token is the owner seat or None
    dead_cells      [[x, y]] empty cells beside the map where no card can ever go
    reclaimable     [[x, y]] tokens (anybody's) that can never score again
    hand            the seat's cards (None for a spectator)
    legal_cells     one list of [x, y] per hand card, in hand order: where it may be placed
    hand_sizes, tokens_in_hand    one number per seat
    draw_pile       how many cards are left to draw
    passes_in_a_row passes since the last card was played
    variant, auto_reclaim, decks  the options that change how the table reads

Cells are compact lists, not objects: the view is rebuilt after every move for every seat.
"""

from .map import VALUE, Grid


def seat_view(data, seat):
    grid = Grid.from_data(data)
    row_order = sorted(grid.cards, key=lambda c: (c[1], c[0]))
    masks = [(cell, grid.open[cell]) for cell in grid.frontier()]
    view = {
        "variant": data["variant"],
        "auto_reclaim": data["auto_reclaim"],
        "decks": data["decks"],
        "cells": [[x, y, grid.cards[(x, y)], grid.tokens.get((x, y))] for x, y in row_order],
        "dead_cells": [list(cell) for cell, mask in masks if not mask],
        "reclaimable": [list(cell) for cell in grid.reclaimable_tokens()],
        "hand": None,
        "legal_cells": None,
        "hand_sizes": [len(hand) for hand in data["hands"]],
        "tokens_in_hand": list(data["tokens_in_hand"]),
        "draw_pile": len(data["pile"]),
        "passes_in_a_row": data["passes"],
    }
    if seat is not None:
        hand = data["hands"][seat]
        cells_for_value = {value: [list(cell) for cell, mask in masks if mask >> value & 1]
                           for value in {VALUE[card] for card in hand}}
        view["hand"] = list(hand)
        view["legal_cells"] = [cells_for_value[VALUE[card]] for card in hand]
    return view

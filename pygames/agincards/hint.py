"""The hint of Agincards played alone (the bridge's `hint` request, issue 12): the play the
normal computer player would choose, with the points it scores, worked out from the player's
view only, so it is fair (the draw pile's order plays no part). In patience every play the
rules allow scores, so the hint is always a scoring play; the game is lost, and says so, as
soon as none is left. A token that can score no more is shown only when no card can go."""

from ..core import Refusal
from ..core.messages import message
from .normal import Evaluator, best_play
from .map import cell_key
from .messages import card_message
from .notation import PASS, parse_move, placement_move, reclaim_move


def moves_in_view(view):
    """The seat's legal moves, read from its view: tokens of its own that `reclaimable`
    lists, then each card on each cell of `legal_cells` where its preview allows the play
    without and with a token (a preview is None where that play is not allowed), then pass
    outside patience. The same moves as the rules' legal_moves, not always in their order."""
    seat = view["seat"]
    owners = {cell_key((x, y)): token for x, y, _, token in view["cells"]}
    moves = [reclaim_move(cell_key(cell)) for cell in view["reclaimable"]
             if owners[cell_key(cell)] == seat]
    for card, cells, previews in zip(view["hand"], view["legal_cells"], view["previews"]):
        for cell, (plain, with_token) in zip(cells, previews):
            for points, token in ((plain, False), (with_token, True)):
                move = placement_move(card, cell_key(cell), with_token=token)
                if points is not None and move not in moves:
                    moves.append(move)
    if view["variant"] != "patience":
        moves.append(PASS)
    return moves


def points_of(view, move):
    """What the placement `move` scores, as the view previews it."""
    placement = parse_move(move)
    index = view["hand"].index(placement.card)
    cell = list(placement.cell)
    preview = view["previews"][index][view["legal_cells"][index].index(cell)]
    return preview[1 if placement.with_token else 0]


def hint(view, earlier):
    """{"move", "message", "back"}: the hint for the player of a one-player game."""
    yield from ()
    if view["players"] != 1:
        raise Refusal("agincards.refusal.hint-alone")
    moves = moves_in_view(view)
    placements = [move for move in moves if "@" in move]
    if placements:
        move = best_play(Evaluator.from_view(view), placements)
        placement = parse_move(move)
        key = "agincards.hint.play-token" if placement.with_token else "agincards.hint.play"
        words = message(key, card=card_message(placement.card), cell=cell_key(placement.cell),
                        points=points_of(view, move))
    elif moves[0] != PASS:
        move = moves[0]
        words = message("agincards.hint.reclaim", cell=move.split(" ")[1])
    else:
        move = PASS
        words = message("agincards.hint.pass")
    return {"move": move, "message": words, "back": None}

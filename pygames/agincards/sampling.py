"""What a seat's view of Agincards leaves open, and complete positions that agree with it
(see core.determinize): the other players' hands and the order of the draw pile.

Nothing narrows where an unseen card may be. Every card played lies face up on the map, a
hand is refilled from the top of the pile unseen, and passing says nothing about a hand
(passing is allowed with playable cards in hand). So the unseen cards are the packs less the
map and the seat's own hand, spread at random over the other hands and the pile, as many in
each as the view counts.
"""

from collections import Counter

from ..core.cards import standard_deck
from ..core.determinize import Unseen
from .map import Grid, cell_key

PILE = "pile"


def hand_location(seat):
    return f"hand {seat}"


def hidden_places(data, seat):
    """Where the cards `seat` may not see really are: the other hands and the pile."""
    places = {hand_location(other): list(hand) for other, hand in enumerate(data["hands"])
              if other != seat}
    places[PILE] = list(data["pile"])
    return places


def unseen_cards(view):
    """The cards neither on the map nor in the seat's hand, each free to be in any other hand
    or in the pile."""
    seat = view["seat"]
    gone = Counter(card for _, _, card, _ in view["cells"])
    gone.update(view["hand"] or [])
    unseen = list((Counter(standard_deck() * view["decks"]) - gone).elements())
    slots = {hand_location(other): size for other, size in enumerate(view["hand_sizes"])
             if other != seat}
    slots[PILE] = view["draw_pile"]
    return Unseen(unseen, slots)


def position_from(view, placed):
    """The rules' data of the game the view shows, with `placed` ({location: [cards]}) as the
    other hands and the pile (its last card drawn first)."""
    seat, players = view["seat"], view["players"]
    cells = view["cells"]
    grid = Grid({cell_key((x, y)): card for x, y, card, _ in cells},
                {cell_key((x, y)): owner for x, y, _, owner in cells if owner is not None})
    hands = [list(placed.get(hand_location(other), [])) for other in range(players)]
    hands[seat] = list(view["hand"])
    variant = view["variant"]
    return {
        "players": players, "decks": view["decks"], "variant": variant,
        "auto_reclaim": view["auto_reclaim"],
        "map": grid.cards, "tokens": grid.tokens, "open": grid.open,
        "hands": hands, "pile": list(placed.get(PILE, [])),
        "tokens_in_hand": list(view["tokens_in_hand"]),
        # In patience the view counts cards played, not points; the points are read by no
        # rule there, so a sampled patience starts them afresh.
        "score": list(view["scores"]) if variant == "score" else [0] * players,
        "turn": view["to_play"][0] if view["to_play"] else seat,
        "passes": view["passes_in_a_row"],
        "last_turns": recent_turns(view),
        "over": view["over"],
        "log": [],
    }


def recent_turns(view):
    """Turns that give the view's "recent" cells: the seat's own last turn, then the cells
    played since. The view does not say who played them, and only this seat's view reads
    them, so they are put down to the seat before it."""
    seat = view["seat"]
    before = (seat - 1) % view["players"]
    return [[seat, None]] + [[before, cell_key(cell)] for cell in view["recent"]]

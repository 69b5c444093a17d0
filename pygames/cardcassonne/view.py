"""What one seat of Cardcassonne may see, shaped for the page's renderer.

Everything on the table is public except the faces of face-down cards (each shows its face to
its placer only), the other hands, the supply and the chests (only their sizes). Every card a
round's scoring showed face up and that did not go under a chest stays public (the latest
round's in `last_round`, earlier ones in `cards_gone`), so a player (or a computer player)
can count what is still out.

The view's own keys (State.view adds seat, to_play, scores, log and the rest):
    phase           "opening", "play", "choice" or "over"
    round, rounds_total, dealer, hand_size
    supply          how many cards the supply holds
    opening_joker   the joker the dealer must place during the opening, else None
    rows            one per colour {"colour", "entries"}; an entry is
                    {"kind": "follower", "seat"} or {"kind": "card", "card" (BACK when its
                    face is hidden from this seat), "face_down", "placer", "yours"}
    hand            this seat's cards; None for a spectator
    seats           one per seat {"hand" (how many cards), "follower_placed",
                    "face_down_done", "animals" (kind -> collection size, jokers included),
                    "lone_animal_jokers", "chest" (how many buildings)}
    last_follower   the seat that placed the latest follower this round (it deals next)
    cards_gone      the cards scorings before the latest one took out of play (persons,
                    dragon and fairy, cards taken for 10, animals and animal jokers), in sort
                    order; last_round lists the latest scoring's
    claims          during "choice": per seat the claimed cards {"card", "row", "down",
                    "choice"}; else None
    pending_choice  {"seat", "claim" (an index into claims[seat])} during "choice", else None
    last_round      the latest round's summary per seat, or None
    final           the chests' building sets per seat once the game is over, or None
"""

from pygames.core import clone

from .cards import BACK, COLOURS, sort_key


def table_view(data, seat):
    return {
        "phase": data["phase"], "round": data["round"],
        "rounds_total": data["rounds_total"], "dealer": data["dealer"],
        "supply": len(data["supply"]), "hand_size": data["hand_size"],
        "opening_joker": data["opening_joker"],
        "rows": [{"colour": colour,
                  "entries": [entry_view(entry, seat) for entry in data["rows"][colour]]}
                 for colour in COLOURS],
        "hand": list(data["hands"][seat]) if seat is not None else None,
        "seats": [{"hand": len(data["hands"][s]),
                   "follower_placed": data["follower_placed"][s],
                   "face_down_done": data["face_down_done"][s],
                   "animals": dict(data["animals"][s]),
                   "lone_animal_jokers": data["lone_jokers"][s],
                   "chest": len(data["chests"][s])}
                  for s in range(data["players"])],
        "last_follower": data["last_follower"],
        "cards_gone": sorted(data["cards_gone"], key=sort_key),
        "claims": clone(data["claims"]), "pending_choice": pending_choice(data),
        "last_round": clone(data["last_round"]), "final": clone(data["final"]),
    }


def entry_view(entry, seat):
    """A row entry as `seat` sees it: a face-down card shows its face to its placer only."""
    if "follower" in entry:
        return {"kind": "follower", "seat": entry["follower"]}
    mine = entry["by"] is not None and entry["by"] == seat
    return {"kind": "card", "card": entry["card"] if entry["up"] or mine else BACK,
            "face_down": not entry["up"], "placer": entry["by"],
            "yours": mine and not entry["up"]}


def pending_choice(data):
    """Whose choice is awaited, and for which of their claims (an index into "claims")."""
    if data["phase"] != "choice":
        return None
    seat, index = data["choices"][0]
    return {"seat": seat, "claim": index}

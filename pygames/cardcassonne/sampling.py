"""What a seat's view of Cardcassonne leaves open, and complete positions that agree with it
(see core.determinize).

A seat cannot see the supply, the other hands, the faces of the others' face-down cards in the
rows, or any chest (its own included). It knows how many cards each of those places holds,
and that a chest holds only buildings and building jokers. Every other card is on the table,
in its hand, or among the cards earlier scorings showed (the view's `cards_gone`).
"""

from collections import Counter

from pygames.core import clone
from pygames.core.determinize import Unseen

from .cards import BACK, BUILDING_JOKER, COLOURS, OPENING_CARDS, full_supply, is_building, sort_key
from .scoring import awaited_choices, cards_shown

SUPPLY = "supply"


def hand_location(seat):
    return f"hand {seat}"


def chest_location(seat):
    return f"chest {seat}"


def face_down_location(colour, index):
    """A face-down card of someone else's: the row it lies in and its place there."""
    return f"row {colour} {index}"


def hidden_locations(data, seat):
    """Where the cards `seat` may not see really are."""
    hidden = {SUPPLY: list(data["supply"])}
    for other, hand in enumerate(data["hands"]):
        if other != seat:
            hidden[hand_location(other)] = list(hand)
    for colour, entries in data["rows"].items():
        for index, entry in enumerate(entries):
            if "card" in entry and not entry["up"] and entry["by"] != seat:
                hidden[face_down_location(colour, index)] = [entry["card"]]
    if data["phase"] != "over":
        for owner, chest in enumerate(data["chests"]):
            hidden[chest_location(owner)] = list(chest)
    return hidden


def seen_cards(view):
    """Every card the view shows: the hand, faces in the rows, the opening joker, the cards
    scorings showed, the round's claims and, once the game is over, the chests' sets."""
    seen = list(view["hand"]) + list(view["cards_gone"])
    seen += [entry["card"] for row in view["rows"] for entry in row["entries"]
             if entry["kind"] == "card" and entry["card"] != BACK]
    if view["opening_joker"]:
        seen.append(view["opening_joker"])
    for summary in view["last_round"] or ():
        seen += cards_shown(summary)
    for claims in view["claims"] or ():
        seen += [claim["card"] for claim in claims]
    for final in view["final"] or ():
        seen += [card for group in final["sets"] for card in group]
    return seen


def unseen_cards(view):
    """The cards the view hides, the places they fill, and the chests' rule: buildings only."""
    seat = view["seat"]
    cards = Counter(full_supply())
    cards.subtract(seen_cards(view))
    slots = {SUPPLY: view["supply"]}
    for other, info in enumerate(view["seats"]):
        if other != seat:
            slots[hand_location(other)] = info["hand"]
    for row in view["rows"]:
        for index, entry in enumerate(row["entries"]):
            if entry["kind"] == "card" and entry["card"] == BACK:
                slots[face_down_location(row["colour"], index)] = 1
    if view["final"] is None:
        for owner, info in enumerate(view["seats"]):
            slots[chest_location(owner)] = info["chest"]
    outside_chests = {location for location in slots if not location.startswith("chest")}
    allowed = {card: outside_chests for card in cards
               if not (is_building(card) or card == BUILDING_JOKER)}
    return Unseen(cards.elements(), slots, allowed)


def position_from(view, placed):
    """The rules' data of the position the view shows, with `placed` ({location: [cards]})
    in the places it hides."""
    seat, players, phase = view["seat"], view["players"], view["phase"]
    hands = [sorted(placed.get(hand_location(other), []), key=sort_key)
             for other in range(players)]
    hands[seat] = list(view["hand"])
    rows = {}
    for row in view["rows"]:
        colour = row["colour"]
        rows[colour] = [{"follower": entry["seat"]} if entry["kind"] == "follower" else
                        {"card": placed[face_down_location(colour, index)][0]
                         if entry["card"] == BACK else entry["card"],
                         "up": not entry["face_down"], "by": entry["placer"]}
                        for index, entry in enumerate(row["entries"])]
    if view["final"] is None:
        chests = [list(placed.get(chest_location(owner), [])) for owner in range(players)]
    else:
        chests = [[card for group in final["sets"] for card in group] for final in view["final"]]
    claims = clone(view["claims"])
    seats = view["seats"]
    return {
        "players": players, "hand_size": view["hand_size"],
        "rounds_total": view["rounds_total"], "supply": list(placed.get(SUPPLY, [])),
        "rows": {colour: rows[colour] for colour in COLOURS}, "hands": hands,
        "dealer": view["dealer"], "round": view["round"],
        "turn": view["to_play"][0] if phase == "play" else None, "phase": phase,
        "opening_left": OPENING_CARDS - sum(len(entries) for entries in rows.values())
        if phase == "opening" else 0,
        "opening_joker": view["opening_joker"],
        "face_down_done": [info["face_down_done"] for info in seats],
        "follower_placed": [info["follower_placed"] for info in seats],
        "last_follower": view["last_follower"],
        "animals": [dict(info["animals"]) for info in seats],
        "lone_jokers": [info["lone_animal_jokers"] for info in seats],
        "chests": chests, "points": list(view["scores"]), "claims": claims,
        "choices": awaited_choices(claims, view["dealer"]) if claims else [],
        "cards_gone": list(view["cards_gone"]),
        "last_round": clone(view["last_round"]), "final": clone(view["final"]), "log": [],
    }

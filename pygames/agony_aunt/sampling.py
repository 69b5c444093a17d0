"""What a seat's view of Agony Aunt leaves open, and complete positions that agree with it
(see core.determinize): the other three hands. The view shows every card that has fallen,
how many cards each hand holds, and the suits each seat showed it no longer holds."""

from ..core.determinize import Unseen
from .scoring import card_facts, cards_in_play, sort_hand

PLAYERS = 4


def hand_location(seat):
    return f"hand {seat}"


def unseen_cards(view):
    """The cards in other hands, each allowed in the hands of seats not void in its suit."""
    seat, turned = view["seat"], view["turned_card"]
    seen = set(view["hand"]) | set(view["cards_gone"]) | {entry["card"] for entry in view["trick"]}
    cards = [card for card in cards_in_play(turned) if card not in seen]
    others = [other for other in range(PLAYERS) if other != seat]
    facts = card_facts(turned)
    allowed = {}
    for card in cards:
        suit = facts[card][0]
        possible = {hand_location(other) for other in others if suit not in view["voids"][other]}
        if len(possible) < len(others):
            allowed[card] = possible
    return Unseen(cards, {hand_location(other): view["hand_sizes"][other] for other in others},
                  allowed)


def position_from(view, placed):
    """The rules' data of a hand in progress: the view's table plus the placed hands."""
    seat, turned = view["seat"], view["turned_card"]
    hands = [sort_hand(placed.get(hand_location(other), []), turned) for other in range(PLAYERS)]
    hands[seat] = list(view["hand"])
    previous = view["previous_trick"]
    return {
        "hand_number": view["hand_number"] - 1,
        "counters": list(view["counters"]),
        "over": view["over"],
        "last_hand": view["last_hand"],
        "turned": turned,
        "hands": hands,
        "trick": [[entry["seat"], entry["card"]] for entry in view["trick"]],
        "previous_trick": previous and {
            "cards": [[entry["seat"], entry["card"]] for entry in previous["cards"]],
            "winner": previous["winner"]},
        "trick_number": view["trick_number"],
        "turn": view["to_play"][0],
        "tricks_taken": list(view["tricks_taken"]),
        "dump_taken": [list(cards) for cards in view["dump_taken"]],
        "grid": {cell["square"]: cell["seat"] for row in view["grid"] for cell in row},
        "voids": [list(suits) for suits in view["voids"]],
        "log": [],
    }


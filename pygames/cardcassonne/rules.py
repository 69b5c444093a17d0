"""Cardcassonne: cards laid in four coloured rows, claimed by large followers.

Data: "rows" maps a colour to its entries from the scoring track outwards, each a card
{"card", "up", "by"} (by: the placing seat, None for the opening) or a follower
{"follower": seat}. The supply is drawn from its end. A round runs in the phase "play";
its claims may wait in the phase "choice" for claimers of mismatched face-down animals and
buildings; scoring then deals the next round, or ends the game when the supply is empty.
"""

from pygames.core import Game, IllegalMove, add_log, event, keeps_log, quoted, register
from pygames.core.messages import message

from . import normal
from .cards import (ANIMAL_JOKER, BUILDING_JOKER, BUILDING_SET_POINTS, COLOURS, DRAGON,
                    DRAGON_FAIRY_POINTS, FAIRY, JOKERS, MISMATCH_POINTS, OPENING_CARDS, ROUNDS,
                    colour_of, full_supply, is_animal, is_building, is_person, sort_key)
from .easy import choose_beginner_move
from .hard import hard_player
from .messages import card_message, row_message
from .sampling import hidden_locations, position_from, unseen_cards
from .scoring import (animal_round, awaited_choices, building_sets, cards_shown,
                      is_mismatched, person_points)
from .view import table_view


@register
class Cardcassonne(Game):
    id = "cardcassonne"
    title = "Cardcassonne"
    summary = "Feed four rows, bluff with a face-down card, and claim a row with your follower."
    min_players, max_players = 2, 5
    computer_levels = {"easy": choose_beginner_move, "normal": normal.choose_move,
                       "hard": hard_player}
    # Opening jokers (<= 10) + cards played (120) + followers (<= 6 rounds x 5) + choices
    # about face-down cards (at most one face-down card per player and round: <= 30).
    move_bound = 190

    # --- setup and the flow of rounds ----------------------------------------------
    def setup(self, players, options, rng):
        hand_size, rounds = ROUNDS[players]
        data = {"players": players, "hand_size": hand_size, "rounds_total": rounds,
                "supply": rng.shuffle(full_supply()), "rows": {c: [] for c in COLOURS},
                "hands": [[] for _ in range(players)], "dealer": 0, "round": 0,
                "turn": None, "phase": "opening", "opening_left": OPENING_CARDS,
                "opening_joker": None, "face_down_done": [False] * players,
                "follower_placed": [False] * players, "last_follower": None,
                "animals": [{c: 0 for c in COLOURS} for _ in range(players)],
                "lone_jokers": [0] * players, "chests": [[] for _ in range(players)],
                "points": [0] * players, "claims": None, "choices": [],
                "cards_gone": [], "last_round": None, "final": None, "log": []}
        add_log(data, event("opening", message("cardcassonne.log.opening", seat=0)))
        continue_opening(data)
        return data

    def to_play(self, data):
        phase = data["phase"]
        if phase == "opening":
            return (data["dealer"],)
        if phase == "play":
            return (data["turn"],)
        if phase == "choice":
            return (data["choices"][0][0],)
        return ()

    def legal_moves(self, data, seat):
        phase = data["phase"]
        if phase == "opening":
            return [f"joker {data['opening_joker']}>{colour}" for colour in COLOURS]
        if phase == "choice":
            return ["keep", "take 10"]
        moves = []
        down = not data["face_down_done"][seat]
        for card in sorted(set(data["hands"][seat]), key=sort_key):
            if down:
                moves += [f"play {card}>{colour} down" for colour in COLOURS]
            elif card in JOKERS:
                moves += [f"play {card}>{colour}" for colour in COLOURS]
            else:
                moves.append(f"play {card}>{colour_of(card)}")
        if not data["follower_placed"][seat]:
            moves += [f"follower>{colour}" for colour in COLOURS]
        return moves

    def parse_move(self, text):
        """{"kind": "joker", "card", "row"} from "joker DRAGON>G" (the opening); {"kind": "play",
        "card", "row", "down": bool} from "play Y2>R down" or "play Y2>Y"; {"kind": "follower",
        "row"} from "follower>G"; {"kind": "keep"} and {"kind": "take-10"} ("take 10"). Cards
        and rows are read as written: the rules refuse one that is not held or no row."""
        if text in ("keep", "take 10"):
            return {"kind": text.replace(" ", "-")}
        if text.startswith("follower>"):
            return {"kind": "follower", "row": text[len("follower>"):]}
        verb, _, rest = text.partition(" ")
        card, _, where = rest.partition(">")
        if verb == "joker":
            return {"kind": "joker", "card": card, "row": where}
        if verb == "play":
            row, _, face = where.partition(" ")
            if face not in ("", "down"):
                raise IllegalMove("cardcassonne.refusal.no-row")
            return {"kind": "play", "card": card, "row": row, "down": face == "down"}
        raise IllegalMove("cardcassonne.refusal.not-a-move")

    def move_text(self, move):
        kind = move["kind"]
        if kind in ("keep", "take-10"):
            return kind.replace("-", " ")
        if kind == "follower":
            return f"follower>{move['row']}"
        if kind == "joker":
            return f"joker {move['card']}>{move['row']}"
        if kind == "play":
            return f"play {move['card']}>{move['row']}{' down' if move['down'] else ''}"
        raise ValueError(f"no Cardcassonne move is of kind {kind!r}")

    def play(self, data, seat, move, rng):
        phase = data["phase"]
        try:
            move = self.parse_move(move)
        except IllegalMove:
            if phase == "play":
                raise
            move = {"kind": None}  # the opening and a choice refuse it in their own words
        if phase == "opening":
            place_opening_joker(data, move)
        elif phase == "choice":
            choose(data, move["kind"])
        elif move["kind"] == "follower":
            place_follower(data, seat, move["row"])
        elif move["kind"] == "play":
            place_card(data, seat, move)
        else:
            raise IllegalMove("cardcassonne.refusal.not-a-move")

    # --- results --------------------------------------------------------------------
    def scores(self, data):
        return list(data["points"])

    def winners(self, data):
        """Most points; among those tied, most building cards; still tied: shared."""
        tied = super().winners(data)
        most = max(len(data["chests"][s]) for s in tied)
        return tuple(s for s in tied if len(data["chests"][s]) == most)

    # --- what each seat sees ----------------------------------------------------------
    def view(self, data, seat):
        return table_view(data, seat)

    def hidden_locations(self, data, seat):
        return hidden_locations(data, seat)

    def unseen(self, view):
        return unseen_cards(view)

    def fill(self, view, placed):
        return position_from(view, placed)

    def all_cards(self, data):
        return full_supply()


# --- the opening ------------------------------------------------------------------------
def continue_opening(data):
    """Turn up opening cards into their rows until ten lie there or a joker needs a row."""
    while data["opening_left"]:
        card = data["supply"].pop()
        if card in JOKERS:
            data["opening_joker"] = card
            add_log(data, event("opening-joker", message("cardcassonne.log.opening-joker",
                                                         card=card_message(card),
                                                         seat=data["dealer"]), card=card))
            return
        data["rows"][card[0]].append({"card": card, "up": True, "by": None})
        data["opening_left"] -= 1
    add_log(data, event("opening-done", message("cardcassonne.log.opening-done")))
    start_round(data)


def place_opening_joker(data, move):
    joker = data["opening_joker"]
    colour = move.get("row")
    if move["kind"] != "joker" or move["card"] != joker or colour not in COLOURS:
        raise IllegalMove("cardcassonne.refusal.opening-row", card=card_message(joker),
                          code=joker)
    data["rows"][colour].append({"card": joker, "up": True, "by": None})
    data["opening_joker"] = None
    data["opening_left"] -= 1
    add_log(data, event("joker", message("cardcassonne.log.joker-placed", seat=data["dealer"],
                                         card=card_message(joker), row=row_message(colour),
                                         colour=colour),
                        seat=data["dealer"], card=joker, row=colour))
    continue_opening(data)


def start_round(data):
    """The dealer deals a hand to each player; the player left of the dealer begins."""
    players, dealer = data["players"], data["dealer"]
    data["round"] += 1
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        hand = [data["supply"].pop() for _ in range(data["hand_size"])]
        data["hands"][seat] = sorted(hand, key=sort_key)
    data["face_down_done"] = [False] * players
    data["follower_placed"] = [False] * players
    data["last_follower"] = None
    data["phase"] = "play"
    data["turn"] = (dealer + 1) % players
    if keeps_log(data):
        add_log(data, event("deal", message("cardcassonne.log.deal", round=data["round"],
                                            rounds=data["rounds_total"], seat=dealer,
                                            count=data["hand_size"]), seat=dealer))


# --- turns ---------------------------------------------------------------------------
def place_card(data, seat, move):
    card, colour, down = move["card"], move["row"], move["down"]
    hand = data["hands"][seat]
    if card not in hand:
        raise IllegalMove("cardcassonne.refusal.not-held", card=quoted(card))
    if colour not in COLOURS:
        raise IllegalMove("cardcassonne.refusal.no-row")
    if not data["face_down_done"][seat] and not down:
        raise IllegalMove("cardcassonne.refusal.first-face-down")
    if data["face_down_done"][seat] and down:
        raise IllegalMove("cardcassonne.refusal.only-first-down")
    if not down and card not in JOKERS and colour_of(card) != colour:
        raise IllegalMove("cardcassonne.refusal.colour-row", card=card_message(card),
                          row=row_message(colour_of(card)))
    hand.remove(card)
    data["rows"][colour].append({"card": card, "up": not down, "by": seat})
    if down:
        data["face_down_done"][seat] = True
        if keeps_log(data):
            where = {"seat": seat, "row": row_message(colour), "colour": colour}
            placed = {"seat": seat, "row": colour, "down": True}
            add_log(data, event("play", message("cardcassonne.log.place-down", **where), **placed),
                    {seat: event("play", message("cardcassonne.log.place-down-seen",
                                                 card=card_message(card), **where),
                                 card=card, **placed)})
    elif keeps_log(data):
        add_log(data, event("play", message("cardcassonne.log.place", seat=seat,
                                            card=card_message(card), row=row_message(colour),
                                            colour=colour),
                            seat=seat, card=card, row=colour, down=False))
    pass_turn(data, seat)


def place_follower(data, seat, colour):
    if colour not in COLOURS:
        raise IllegalMove("cardcassonne.refusal.follower-row")
    if data["follower_placed"][seat]:
        raise IllegalMove("cardcassonne.refusal.follower-placed")
    if keeps_log(data):
        add_log(data, event("follower", message("cardcassonne.log.follower", seat=seat,
                                                row=row_message(colour), colour=colour,
                                                count=len(claimable(data["rows"][colour]))),
                            seat=seat, row=colour))
    data["rows"][colour].append({"follower": seat})
    data["follower_placed"][seat] = True
    data["last_follower"] = seat
    pass_turn(data, seat)


def claimable(entries):
    """The cards at the open end of a row, back to the previous follower or the track."""
    cards = []
    for entry in entries:
        cards = [] if "follower" in entry else cards + [entry]
    return cards


def pass_turn(data, seat):
    """The next seat to the left that holds cards or still has its follower; else round end."""
    players = data["players"]
    for step in range(1, players + 1):
        following = (seat + step) % players
        if data["hands"][following] or not data["follower_placed"][following]:
            data["turn"] = following
            return
    end_round(data)


# --- the round's end -------------------------------------------------------------------
def end_round(data):
    """Followers take their cards; unclaimed cards slide toward the track."""
    claims = [[] for _ in range(data["players"])]
    for colour in COLOURS:
        waiting = []
        for entry in data["rows"][colour]:
            if "follower" in entry:
                claims[entry["follower"]] += [{"card": e["card"], "row": colour,
                                               "down": not e["up"], "choice": None}
                                              for e in waiting]
                waiting = []
            else:
                waiting.append(entry)
        data["rows"][colour] = waiting
    data["claims"] = claims
    data["turn"] = None
    if keeps_log(data):
        add_log(data, event("round-end", message("cardcassonne.log.round-end",
                                                 round=data["round"])))
        for seat in seats_from_the_dealers_left(data):
            cards = [claim["card"] for claim in claims[seat]]
            add_log(data, event("claims", message("cardcassonne.log.claims", seat=seat,
                                                  cards=[card_message(card) for card in cards])
                                if cards else message("cardcassonne.log.claims-nothing", seat=seat),
                                seat=seat))
    data["choices"] = awaited_choices(claims, data["dealer"])
    data["phase"] = "choice"
    next_choice_or_scoring(data)


def seats_from_the_dealers_left(data):
    first = (data["dealer"] + 1) % data["players"]
    return [(first + step) % data["players"] for step in range(data["players"])]


def choose(data, kind):
    """The claim awaiting a choice is kept, or taken for 10 points ("take-10")."""
    seat, index = data["choices"][0]
    claim = data["claims"][seat][index]
    if kind not in ("keep", "take-10"):
        raise IllegalMove("cardcassonne.refusal.choice", card=card_message(claim["card"]),
                          row=row_message(claim["row"]))
    claim["choice"] = kind
    data["choices"].pop(0)
    if keeps_log(data):
        add_log(data, event("choice", message("cardcassonne.log.keep" if kind == "keep" else
                                              "cardcassonne.log.take-10", seat=seat,
                                              card=card_message(claim["card"])), seat=seat))
    next_choice_or_scoring(data)


def next_choice_or_scoring(data):
    if data["choices"]:
        return
    for summary in data["last_round"] or ():
        data["cards_gone"] += cards_shown(summary)
    data["last_round"] = [score_claims(data, seat, claims)
                          for seat, claims in enumerate(data["claims"])]
    if keeps_log(data):
        for seat, summary in enumerate(data["last_round"]):
            add_log(data, event("round-score", message(
                "cardcassonne.log.round-score-chest", seat=seat, points=summary["total"],
                round=data["round"], chest=summary["to_chest"]) if summary["to_chest"]
                else message("cardcassonne.log.round-score", seat=seat, points=summary["total"],
                             round=data["round"]), seat=seat))
    data["claims"] = None
    data["dealer"] = data["last_follower"]
    if data["supply"]:
        start_round(data)
    else:
        final_scoring(data)


def score_claims(data, seat, claims):
    """Score one player's claims of the round; returns the round summary for that seat."""
    persons, for_ten, dragon_fairy, animals, to_chest = [], [], [], [], []
    for claim in claims:
        card = claim["card"]
        if claim["choice"] == "take-10" or (is_mismatched(claim) and is_person(card)):
            for_ten.append(card)
        elif is_person(card):
            persons.append(card)
        elif card in (DRAGON, FAIRY):
            dragon_fairy.append(card)
        elif is_animal(card) or card == ANIMAL_JOKER:
            animals.append(card)
        elif is_building(card) or card == BUILDING_JOKER:
            to_chest.append(card)
    added = {colour: sum(colour_of(card) == colour for card in animals) for colour in COLOURS}
    animal_points, data["animals"][seat], data["lone_jokers"][seat], scored = animal_round(
        data["animals"][seat], data["lone_jokers"][seat], added, animals.count(ANIMAL_JOKER))
    data["chests"][seat] += to_chest
    summary = {"persons": persons, "person_points": person_points(persons),
               "for_ten": for_ten, "ten_points": MISMATCH_POINTS * len(for_ten),
               "dragon_fairy": dragon_fairy,
               "dragon_fairy_points": DRAGON_FAIRY_POINTS * len(dragon_fairy),
               "animals": animals, "animals_scored": scored, "animal_points": animal_points,
               "to_chest": len(to_chest)}
    summary["total"] = sum(value for key, value in summary.items() if key.endswith("_points"))
    data["points"][seat] += summary["total"]
    return summary


def final_scoring(data):
    """The supply is out: every chest opens and its buildings score in sets."""
    data["final"] = []
    for seat, chest in enumerate(data["chests"]):
        points, sets = building_sets(chest)
        data["points"][seat] += points
        data["final"].append({"sets": sets, "points": points,
                              "set_points": [BUILDING_SET_POINTS[len(group)] for group in sets]})
    add_log(data, event("chests-open", message("cardcassonne.log.chests-open")))
    for seat, final in enumerate(data["final"]):
        add_log(data, event("building-sets", message("cardcassonne.log.building-sets", seat=seat,
                                                     points=final["points"]), seat=seat))
    data["phase"] = "over"
    data["turn"] = None

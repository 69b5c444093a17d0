"""Cardcassonne's computer player: a one-turn lookahead over what each row is worth.

It values the open end of each row (the cards a follower placed now would claim) for
itself and for every rival whose follower is still free, with the rivals' public animal
collections. It feeds the row it means to claim and starves the rows rivals want, claims
when waiting one more turn is worth less than the risk of a rival cutting the row, hides
a strong card face down in its own row or lures rivals with a weak one, and keeps a
mismatched animal when its collection makes it worth more than 10 points. It sees only
its view (face-down cards of others are BACK to it).
"""

from .cards import (BACK, COLOURS, DRAGON, DRAGON_FAIRY_POINTS, FAIRY, ANIMAL_JOKER,
                    MISMATCH_POINTS, colour_of, is_animal, is_person)
from .scoring import animal_round, person_points

UNKNOWN_CARD = 6  # what a face-down card of someone else is guessed to be worth
BUILDING_ESTIMATE = 5  # a building's share of the final sets, unknown until the end
KEEP_BONUS = 2  # an animal kept also grows the collection for later rounds
RIVAL_WEIGHT = 0.6  # how much a point given to a rival costs
BLUFF_WEIGHT = 0.3  # how much misleading the rivals about a face-down card is worth
CUT_RISK_FAVOURITE, CUT_RISK_OTHER = 0.5, 0.1  # chance a rival claims a row before us


def choose_move(view, legal_moves, rng):
    """The move this seat makes; ties go to the first legal move."""
    if view["phase"] == "choice":
        return "keep" if keep_value(view) > MISMATCH_POINTS else "take 10"
    table = Table(view)
    if view["phase"] == "opening":
        return max(legal_moves, key=lambda move: table.card_score(view["opening_joker"],
                                                                  move[-1], False))
    if not view["seats"][table.me]["follower_placed"] and table.should_claim(legal_moves):
        return f"follower>{table.best_row()}"
    plays = [move for move in legal_moves if move.startswith("play ")]
    return max(plays, key=table.play_score)


def claim_value(cards, row, animals, lone_jokers):
    """What claiming (card, face_down) pairs from `row` is worth to a collector."""
    persons, flat, added, jokers = [], 0, {}, 0
    for card, down in cards:
        if card == BACK:
            flat += UNKNOWN_CARD
        elif card in (DRAGON, FAIRY):
            flat += DRAGON_FAIRY_POINTS
        elif down and colour_of(card) not in (None, row):
            flat += MISMATCH_POINTS
        elif is_person(card):
            persons.append(card)
        elif is_animal(card):
            added[card[0]] = added.get(card[0], 0) + 1
        elif card == ANIMAL_JOKER:
            jokers += 1
        else:
            flat += BUILDING_ESTIMATE
    animal_points = animal_round(animals, lone_jokers, added, jokers)[0] if added or jokers else 0
    return person_points(persons) + flat + animal_points


def keep_value(view):
    """Points now and later from keeping the mismatched animal or building in question."""
    seat = view["pending_choice"]["seat"]
    card = view["claims"][seat][view["pending_choice"]["claim"]]["card"]
    if not is_animal(card):
        return BUILDING_ESTIMATE
    claims = view["claims"][seat]
    kept = [claim["card"] for claim in claims if is_animal(claim["card"])
            and (claim["choice"] == "keep" or not claim["down"]
                 or claim["row"] == claim["card"][0])]
    added = {}
    for animal in kept:
        added[animal[0]] = added.get(animal[0], 0) + 1
    jokers = sum(claim["card"] == ANIMAL_JOKER for claim in claims)
    with_card = dict(added, **{card[0]: added.get(card[0], 0) + 1})
    animals = view["seats"][seat]["animals"]
    lone = view["seats"][seat]["lone_animal_jokers"]
    return (animal_round(animals, lone, with_card, jokers)[0]
            - animal_round(animals, lone, added, jokers)[0] + KEEP_BONUS)


class Table:
    """The rows' open ends and who may still claim them, from one seat's view."""

    def __init__(self, view):
        self.me = view["seat"]
        self.seats = view["seats"]
        self.hand = view["hand"]
        self.open_ends = {}
        for row in view["rows"]:
            cards = []
            for entry in row["entries"]:
                cards = ([] if entry["kind"] == "follower"
                         else cards + [(entry["card"], entry["face_down"])])
            self.open_ends[row["colour"]] = cards
        self.rivals = [seat for seat, info in enumerate(self.seats)
                       if seat != self.me and not info["follower_placed"]]

    def value(self, seat, row, extra=()):
        info = self.seats[seat]
        return claim_value(self.open_ends[row] + list(extra), row, info["animals"],
                           info["lone_animal_jokers"])

    def best_row(self, seat=None):
        seat = self.me if seat is None else seat
        return max(COLOURS, key=lambda row: self.value(seat, row))

    def cut_risk(self, row):
        """The chance some rival claims `row` before our next turn."""
        survive = 1.0
        for rival in self.rivals:
            if not self.seats[rival]["hand"]:
                risk = 1.0 if self.best_row(rival) == row else 0.0
            else:
                risk = CUT_RISK_FAVOURITE if self.best_row(rival) == row else CUT_RISK_OTHER
            survive *= 1 - risk
        return 1 - survive

    def should_claim(self, legal_moves):
        """Claim when the best row now beats feeding it one more card and then claiming."""
        if not self.hand:
            return True
        target = self.best_row()
        now = self.value(self.me, target)
        feeds = [self.value(self.me, target, [(card, down)]) for card, row, down in
                 map(parse_play, legal_moves) if card and row == target]
        later = max(feeds, default=now)
        fallback = sorted(self.value(self.me, row) for row in COLOURS)[-2]
        risk = self.cut_risk(target)
        return now >= (1 - risk) * later + risk * fallback

    def card_score(self, card, row, down):
        """Our gain from `card` in `row` minus what it hands the rivals, plus any bluff."""
        placed = [(card, down)]
        mine = 0.0
        if not self.seats[self.me]["follower_placed"]:
            after = self.value(self.me, row, placed)
            best_elsewhere = max(self.value(self.me, other) for other in COLOURS if other != row)
            if after >= best_elsewhere:
                mine = after - self.value(self.me, row)
        rival_gain = max((self.value(rival, row, placed) - self.value(rival, row)
                          for rival in self.rivals), default=0)
        score = mine - RIVAL_WEIGHT * rival_gain
        if down and mine:  # rivals will guess a back is worth UNKNOWN_CARD: hide strength
            score += BLUFF_WEIGHT * (mine - UNKNOWN_CARD)
        elif down:  # or lure them to a row with a card worth less than they guess
            score += BLUFF_WEIGHT * (UNKNOWN_CARD - rival_gain)
        return score

    def play_score(self, move):
        card, row, down = parse_play(move)
        return self.card_score(card, row, down)


def parse_play(move):
    """("Y2", "R", True) from "play Y2>R down"; (None, None, False) for other moves."""
    if not move.startswith("play "):
        return None, None, False
    card, _, rest = move[len("play "):].partition(">")
    return card, rest[0], rest.endswith(" down")

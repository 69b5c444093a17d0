"""The play-out policy of the hard player's search: the normal player's plan, cheaply, on the
rules' data.

Random play-outs place followers at random and scatter cards, so a search that ends them
learns little about how a table that claims rich rows plays. This policy follows the normal
player (normal.py) in the large: claim the richest open end when feeding it once more is worth
less than the risk that a rival cuts it, feed the row it means to claim, starve the rows the
rivals want, keep a mismatched animal when its collection makes it worth more than 10. It
reads the sampled position's data, where every face-down card is known, and values a card
by what it adds to an open end, so a move costs a few row summaries instead of a view.
"""

from .cards import (ANIMAL_JOKER, ANIMAL_POINTS, BUILDING_JOKER, COLOURS, DRAGON,
                    DRAGON_FAIRY_POINTS, FAIRY, MISMATCH_POINTS, colour_of, full_supply,
                    is_animal, is_person, person_value)

BUILDING_GUESS = 6  # a building's share of the final sets
ANIMAL_JOKER_GUESS = 4  # an animal joker joins some collection
RIVAL_WEIGHT = 0.6  # how much a point handed to a rival costs (as normal.py)
CUT_RISK_FAVOURITE, CUT_RISK_OTHER = 0.5, 0.1  # chance a rival claims a row first (as normal.py)
PERSON, ANIMAL, FLAT = 0, 1, 2
MOST_ANIMALS = max(ANIMAL_POINTS)


def card_facts(card):
    """(kind, colour, number or points): persons carry their number, flat cards their points."""
    if is_person(card):
        return PERSON, card[0], person_value(card)
    if is_animal(card):
        return ANIMAL, card[0], 0
    if card in (DRAGON, FAIRY):
        return FLAT, None, DRAGON_FAIRY_POINTS
    if card == ANIMAL_JOKER:
        return FLAT, None, ANIMAL_JOKER_GUESS
    return FLAT, None if card == BUILDING_JOKER else card[0], BUILDING_GUESS


FACTS = {card: card_facts(card) for card in full_supply()}


class OpenEnd:
    """The cards a follower placed now at the end of one row would claim, summed up: flat
    points, the matching persons' numbers and count, and the animals by kind."""

    __slots__ = ("colour", "flat", "numbers", "persons", "animals")

    def __init__(self, colour, entries):
        self.colour = colour
        self.flat = self.numbers = self.persons = 0
        self.animals = {}
        start = len(entries)
        while start and "follower" not in entries[start - 1]:
            start -= 1
        for entry in entries[start:]:
            self.add(entry["card"], not entry["up"])

    def add(self, card, down):
        kind, colour, value = FACTS[card]
        if down and colour is not None and colour != self.colour:
            self.flat += MISMATCH_POINTS
        elif kind == PERSON:
            self.numbers += value
            self.persons += 1
        elif kind == ANIMAL:
            self.animals[colour] = self.animals.get(colour, 0) + 1
        else:
            self.flat += value

    def worth(self, collection):
        """What claiming it is worth to a seat whose animal collection is `collection`."""
        animals = sum(ANIMAL_POINTS[min(MOST_ANIMALS, collection[kind] + count)]
                      for kind, count in self.animals.items())
        return self.flat + self.numbers * self.persons + animals

    def gain(self, card, down, collection):
        """What `card` laid here adds to the worth, for that collection."""
        kind, colour, value = FACTS[card]
        if down and colour is not None and colour != self.colour:
            return MISMATCH_POINTS
        if kind == PERSON:
            return self.numbers + value * (self.persons + 1)
        if kind == ANIMAL:
            before = collection[colour] + self.animals.get(colour, 0)
            after = ANIMAL_POINTS[min(MOST_ANIMALS, before + 1)]
            return after - ANIMAL_POINTS[before] if colour in self.animals else after
        return value


def playout_move(game, data, seat, legal, rng):
    """core.search's play-out hook: the move the plan makes."""
    phase = data["phase"]
    if phase == "choice":
        return keep_or_take(data)
    if phase == "opening":
        return rng.choice(legal)
    ends = [OpenEnd(colour, data["rows"][colour]) for colour in COLOURS]
    worths = [end.worth(data["animals"][seat]) for end in ends]
    target = max(range(len(COLOURS)), key=worths.__getitem__)
    rivals = [other for other in range(data["players"])
              if other != seat and not data["follower_placed"][other]]
    free = not data["follower_placed"][seat]
    if free and should_claim(data, seat, ends, worths, target, rivals):
        return f"follower>{COLOURS[target]}"
    return best_card(data, seat, ends, worths if free else None, target, rivals)


def should_claim(data, seat, ends, worths, target, rivals):
    """Claim when the best open end now beats feeding it once more, weighed by the risk that
    a rival claims it first (normal.Table.should_claim, on the data)."""
    hand = data["hands"][seat]
    if not hand:
        return True
    now = worths[target]
    end, colour = ends[target], COLOURS[target]
    down = not data["face_down_done"][seat]
    later = now + max((end.gain(card, down, data["animals"][seat]) for card in hand
                       if down or colour_of(card) in (None, colour)), default=0)
    fallback = sorted(worths)[-2]
    survive = 1.0
    for rival in rivals:
        theirs = [end.worth(data["animals"][rival]) for end in ends]
        favourite = max(range(len(COLOURS)), key=theirs.__getitem__) == target
        if not data["hands"][rival]:
            survive *= 0.0 if favourite else 1.0
        else:
            survive *= 1 - (CUT_RISK_FAVOURITE if favourite else CUT_RISK_OTHER)
    return now >= survive * later + (1 - survive) * fallback


def best_card(data, seat, ends, worths, target, rivals):
    """The card and row that add most to the end `seat` means to claim (`worths` of the ends
    to it; None once its follower stands) less what they hand the rivals."""
    down = not data["face_down_done"][seat]
    collections = data["animals"]
    best, best_score = None, None
    for card in dict.fromkeys(data["hands"][seat]):  # once each, in the hand's order
        colour = colour_of(card)
        rows = range(len(COLOURS)) if down or colour is None else (COLOURS.index(colour),)
        for row in rows:
            end = ends[row]
            score = -RIVAL_WEIGHT * max((end.gain(card, down, collections[rival])
                                         for rival in rivals), default=0)
            if worths is not None:
                gain = end.gain(card, down, collections[seat])
                if worths[row] + gain >= worths[target]:
                    score += gain
            if best_score is None or score > best_score:
                best, best_score = (card, row), score
    card, row = best
    return f"play {card}>{COLOURS[row]}{' down' if down else ''}"


def keep_or_take(data):
    """Keep a mismatched animal when its kind scores more than 10 with it; else take 10."""
    seat, index = data["choices"][0]
    card = data["claims"][seat][index]["card"]
    if is_animal(card):
        have = data["animals"][seat][card[0]]
        if ANIMAL_POINTS[min(MOST_ANIMALS, have + 1)] > MISMATCH_POINTS:
            return "keep"
    return "take 10"

"""Cardcassonne's cards and scoring tables, as data in one place so a correction is one edit.

Codes: a colour letter then a kind. Y yellow (cloister), R red (road), G green (field),
B blue (city); "1" "2" "3" person cards, "A" animal, "H" building (house). Jokers have no
colour: DRAGON, FAIRY, ANIMAL-JOKER, BUILDING-JOKER. BACK stands for a face-down card whose
face the viewer may not see; it is never a card's code.
"""

COLOURS = ("Y", "R", "G", "B")
BACK = "BACK"

DRAGON, FAIRY = "DRAGON", "FAIRY"
ANIMAL_JOKER, BUILDING_JOKER = "ANIMAL-JOKER", "BUILDING-JOKER"
JOKERS = (DRAGON, FAIRY, ANIMAL_JOKER, BUILDING_JOKER)

# How many of each card one colour holds (30 cards per colour).
PER_COLOUR = {"1": 8, "2": 5, "3": 3, "H": 5, "A": 9}
JOKER_COUNTS = {DRAGON: 1, FAIRY: 1, ANIMAL_JOKER: 4, BUILDING_JOKER: 4}

# Players -> (cards dealt to each player per round, rounds).
ROUNDS = {2: (6, 10), 3: (5, 8), 4: (5, 6), 5: (4, 6)}
OPENING_CARDS = 10

# An animal type's whole collection scores this, by size, each round it grows. The printed
# table is lost; this reconstruction fits every value the rules quote (RULINGS.md).
ANIMAL_POINTS = {1: 3, 2: 6, 3: 9, 4: 11, 5: 14, 6: 17, 7: 19, 8: 22, 9: 25, 10: 27,
                 11: 30, 12: 33, 13: 35}
# A set of different building colours at the final scoring, by size.
BUILDING_SET_POINTS = {1: 0, 2: 5, 3: 15, 4: 30}
MISMATCH_POINTS = 10  # a face-down card claimed from a row of another colour
DRAGON_FAIRY_POINTS = 10
LONE_ANIMAL_JOKER_POINTS = 3  # an animal joker claimed while its owner has no animals


def full_supply():
    """The 130 cards of a game, in a fixed order (the caller shuffles)."""
    cards = [colour + kind for colour in COLOURS for kind, count in PER_COLOUR.items()
             for _ in range(count)]
    return cards + [joker for joker, count in JOKER_COUNTS.items() for _ in range(count)]


def colour_of(card):
    """The card's colour letter, or None for a joker."""
    return None if card in JOKERS else card[0]


def is_person(card):
    return card not in JOKERS and card[1] in "123"


def person_value(card):
    return int(card[1])


def is_animal(card):
    return card not in JOKERS and card[1] == "A"


def is_building(card):
    return card not in JOKERS and card[1] == "H"


def sort_key(card):
    """Hands sort by colour (track order), then kind; jokers last."""
    return (COLOURS.index(card[0]) if card not in JOKERS else len(COLOURS), card)

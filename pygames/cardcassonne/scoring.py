"""Cardcassonne's scoring arithmetic as pure functions of card lists and counts."""

from .cards import (ANIMAL_POINTS, BUILDING_JOKER, BUILDING_SET_POINTS, COLOURS,
                    LONE_ANIMAL_JOKER_POINTS, colour_of, is_person, person_value)


def is_mismatched(claim):
    """A face-down card of one colour claimed from another colour's row."""
    return claim["down"] and colour_of(claim["card"]) not in (None, claim["row"])


def cards_shown(summary):
    """The cards one seat's round summary lists: all it scored, none of its chest's."""
    return summary["persons"] + summary["for_ten"] + summary["dragon_fairy"] + summary["animals"]


def awaited_choices(claims, dealer):
    """[seat, claim index] of each mismatched face-down animal or building whose claimer has
    not chosen yet (take 10 or keep), claimers in turn order from the dealer's left."""
    players = len(claims)
    order = [(dealer + step) % players for step in range(1, players + 1)]
    return [[seat, index] for seat in order for index, claim in enumerate(claims[seat])
            if claim["choice"] is None and is_mismatched(claim) and not is_person(claim["card"])]


def person_points(persons):
    """The sum of the persons' values times how many there are: 3+1+1 over 3 cards is 15."""
    return sum(person_value(card) for card in persons) * len(persons)


def joker_splits(jokers, types):
    """Every way to hand `jokers` identical jokers to `types`, as dicts type -> jokers."""
    if not types:
        return [{}] if jokers == 0 else []
    first, rest = types[0], types[1:]
    return [{first: given, **split} for given in range(jokers, -1, -1)
            for split in joker_splits(jokers - given, rest)]


def animal_round(animals, lone_jokers, added, new_jokers):
    """One round of animal scoring for one player.

    `animals`: type -> cards already in the collection (allocated jokers included);
    `lone_jokers`: animal jokers held from earlier rounds without any animal to join;
    `added`: type -> animal cards claimed this round; `new_jokers`: animal jokers claimed.
    Every type that grows this round scores its whole new size on ANIMAL_POINTS. Jokers
    join the types that give the most points now; with no animals at all they score 3 each
    and wait. Returns (points, animals after, lone jokers after, type -> size scored).
    """
    grown = {colour: animals.get(colour, 0) + added.get(colour, 0) for colour in COLOURS}
    jokers = lone_jokers + new_jokers
    owned = [colour for colour in COLOURS if grown[colour]]
    if not owned:
        return LONE_ANIMAL_JOKER_POINTS * new_jokers, grown, jokers, {}
    best = None
    for split in joker_splits(jokers, owned):
        scored = {colour: grown[colour] + split[colour] for colour in owned
                  if added.get(colour, 0) or split[colour]}
        points = sum(ANIMAL_POINTS[size] for size in scored.values())
        if best is None or points > best[0]:
            best = (points, split, scored)
    points, split, scored = best
    after = {colour: grown[colour] + split.get(colour, 0) for colour in COLOURS}
    return points, after, 0, scored


def building_sets(chest):
    """The grouping of a chest into sets of different colours worth the most, jokers wild.

    Returns (points, sets), each set a list of card codes. Once the jokers are given
    colours, dealing the cards out in layers (one of each colour left per set) is best:
    set values grow faster than linearly, and layering makes the sets as unequal as the
    colours allow.
    """
    counts = {colour: sum(colour_of(card) == colour for card in chest) for colour in COLOURS}
    jokers = chest.count(BUILDING_JOKER)
    best = None
    for split in joker_splits(jokers, list(COLOURS)):
        totals = {colour: counts[colour] + split[colour] for colour in COLOURS}
        layers = [[colour for colour in COLOURS if totals[colour] >= level]
                  for level in range(1, max(totals.values(), default=0) + 1)]
        points = sum(BUILDING_SET_POINTS[len(layer)] for layer in layers)
        if best is None or points > best[0]:
            best = (points, layers)
    points, layers = best
    sets = [[colour + "H" if level <= counts[colour] else BUILDING_JOKER for colour in layer]
            for level, layer in enumerate(layers, start=1)]
    return points, sets

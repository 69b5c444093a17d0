"""Complete positions consistent with what one seat knows (determinization).

A computer player that searches sees only its seat's view, as a human does. To look ahead it
samples complete positions that agree with that view: the cards it cannot see are dealt at
random among the places they could be, as far as the view tells (a player who showed void in
a suit holds none of it; a card this seat passed is in the receiver's hand or played from it).

A game describes what a view leaves open with two hooks (see Game in protocol.py):

    unseen(view) -> Unseen          the cards the seat cannot see, the places (locations) they
                                    fill and how many each holds, and where each card may be
    fill(view, placed) -> data      a complete position: the view's own content plus `placed`,
                                    {location: [cards]}, in the order a location holds them

and states the truth for the conformance test with `hidden_locations(data, seat)`: where the
cards the seat cannot see really are. `determinize(game, view, rng)` samples a position.
"""

from collections import Counter


class Unseen:
    """What a view leaves open: `cards` (a multiset of codes), `slots` ({location: how many
    cards it holds}) and `allowed` ({card: the locations it may be in}; a card not listed may
    be in any location)."""

    __slots__ = ("cards", "slots", "allowed")

    def __init__(self, cards, slots, allowed=None):
        self.cards = list(cards)
        self.slots = {location: count for location, count in slots.items() if count}
        self.allowed = dict(allowed or {})
        if len(self.cards) != sum(self.slots.values()):
            raise ValueError(f"{len(self.cards)} unseen cards for {sum(self.slots.values())} places")

    def may_be(self, card, location):
        return card not in self.allowed or location in self.allowed[card]

    def admits(self, placed):
        """Whether `placed` ({location: [cards]}) deals exactly these cards into these slots,
        each card where it may be."""
        return (Counter(card for cards in placed.values() for card in cards) == Counter(self.cards)
                and {location: len(cards) for location, cards in placed.items() if cards}
                == self.slots
                and all(self.may_be(card, location)
                        for location, cards in placed.items() for card in cards))


def determinize(game, view, rng):
    """A complete position agreeing with `view` (a seat's view), its unseen cards dealt at
    random where they may be; ready for search (it keeps no log)."""
    placed = place_at_random(game.unseen(view), rng)
    data = game.fill(view, placed)
    data["log"] = None
    return data


# Random dealing with constraints: most cards may go anywhere, so a dealing at random that
# respects each card's places almost always succeeds; the rare dead end is retried, and a
# search that cannot fail settles the cases retries do not.
RETRIES = 20


def place_at_random(unseen, rng):
    """{location: [cards]}: the unseen cards dealt at random into the slots, each where it may be."""
    for _ in range(RETRIES):
        placed = _try_dealing(unseen, rng)
        if placed is not None:
            return placed
    return _matching(unseen, rng)


def _try_dealing(unseen, rng):
    """Deal the most constrained cards first, each into one of its places at random, weighted
    by the room left there; None at a dead end."""
    room = dict(unseen.slots)
    locations = sorted(room)
    cards = rng.shuffle(list(unseen.cards))
    cards.sort(key=lambda card: len(unseen.allowed.get(card, locations)))
    placed = {location: [] for location in locations}
    for card in cards:
        # The places in sorted order, never a set's: a set of strings changes its order from
        # one process to the next (hash randomization), and the dealing and the search with it.
        allowed = unseen.allowed.get(card)
        options = [location for location in locations
                   if room[location] and (allowed is None or location in allowed)]
        total = sum(room[location] for location in options)
        if not total:
            return None
        pick = rng.below(total)
        for location in options:
            pick -= room[location]
            if pick < 0:
                break
        placed[location].append(card)
        room[location] -= 1
    for cards_there in placed.values():
        rng.shuffle(cards_there)
    return placed


def _matching(unseen, rng):
    """A placement found by augmenting paths (cards to single places), for when random
    dealing keeps reaching dead ends; ValueError when the constraints admit none."""
    places = [location for location in sorted(unseen.slots) for _ in range(unseen.slots[location])]
    holder = [None] * len(places)  # index of the card in each place
    cards = unseen.cards
    order = rng.shuffle(list(range(len(places))))

    def seat_card(index, visited):
        for place in order:
            if place in visited or not unseen.may_be(cards[index], places[place]):
                continue
            visited.add(place)
            if holder[place] is None or seat_card(holder[place], visited):
                holder[place] = index
                return True
        return False

    for index in range(len(cards)):
        if not seat_card(index, set()):
            raise ValueError("no placement of the unseen cards agrees with the view")
    placed = {location: [] for location in unseen.slots}
    for place, index in enumerate(holder):
        placed[places[place]].append(cards[index])
    for cards_there in placed.values():
        rng.shuffle(cards_there)
    return placed

"""The computer player for Agents of the Crown. It sees only its seat's view.

A failed challenge curses its House and the House on that House's right, and a seat loses 5
per curse on its own House and on its left neighbour's. So the failure of a House costs this
seat 5 if it is its own, 10 if it is its left neighbour's, 5 if it is two seats left and
nothing if it is its right neighbour's: those stakes drive every choice. Each season the bot
weighs every card in hand: the curses it may avert, the prize it may take, against the points
the card is worth kept (a Noble kept scores by its House's curses).
"""

from pygames.core.cards import rank_of, suit_of

from .scoring import SEATS, by_strength, card_value, is_noble, noble_points

STAKES = (5, 10, 5, 0)  # by how many seats to the left the failed House sits
BLUFF_CHANCE = 0.25
FACE_UP_CHANCE = 0.3
OTHERS_HELP_CHANCE = 0.2  # that one unknown card from another seat fights a given challenge


def stake(view, suit):
    house_seat = next(house["seat"] for house in view["houses"] if house["suit"] == suit)
    return STAKES[(house_seat - view["seat"]) % SEATS]


def curses_on(view, suit):
    return next(house["curses"] for house in view["houses"] if house["suit"] == suit)


def chance(rng, probability):
    return rng.below(1000) < probability * 1000


def choose_move(view, legal_moves, rng):
    if view["phase"] == "pass":
        return choose_pass(view)
    if view["phase"] == "commit":
        return choose_commitment(view, rng)
    return legal_moves[0]


def choose_pass(view):
    """Give away the Noble and the Common that matter least to this seat's stakes."""
    hand = view["hand"]
    noble = min((card for card in hand if is_noble(card)),
                key=lambda card: (stake(view, suit_of(card)), rank_of(card)))
    common = min((card for card in hand if not is_noble(card)),
                 key=lambda card: (stake(view, suit_of(card)), rank_of(card)))
    return f"pass {noble} {common}"


def kept_value(view, card):
    """What holding the card is worth: a Noble's year-end points (a little less before
    Winter, as curses may still come); a Common only its use in a later season."""
    seasons_left = 3 - view["season"]
    if is_noble(card):
        return noble_points(curses_on(view, suit_of(card))) * (1 - 0.15 * seasons_left)
    return 0.1 * card_value(card) * seasons_left


def known_defence(view, suit):
    """(Commons total, any Noble, unknown cards placed here) among cards already committed."""
    total, noble, unknown = 0, False, 0
    for play in view["commitments"]:
        if play["card"] is None:
            unknown += play["at"] == suit
        elif suit_of(play["card"]) == suit:
            noble = noble or is_noble(play["card"])
            total += 0 if is_noble(play["card"]) else card_value(play["card"])
    return total, noble, unknown


def defeat_chance(view, pile, strength, noble, unknown):
    if noble or strength >= pile["total"]:
        return 1.0
    later = SEATS - 1 - len(view["commitments"])
    return min(0.6, OTHERS_HELP_CHANCE * (later + 2 * unknown))


def card_worth(view, card):
    """The gain from committing `card` now, in points."""
    suit = suit_of(card)
    pile = next((pile for pile in view["challenges"] if pile["suit"] == suit), None)
    if pile is None:  # a stray: next season's threat to its House, or discarded after Winter
        stray_harm = 0 if view["season"] == 3 else 0.3 * (stake(view, suit) - 5)
        return -stray_harm - kept_value(view, card)
    strength, noble, unknown = known_defence(view, suit)
    before = defeat_chance(view, pile, strength, noble, unknown)
    after = defeat_chance(view, pile, strength + (0 if is_noble(card) else card_value(card)),
                          noble or is_noble(card), unknown)
    house_seat = pile["house_seat"]
    right_suit = next(house["suit"] for house in view["houses"]
                      if house["seat"] == (house_seat - 1) % SEATS)
    nobles_at_risk = sum(1 for kept in view["hand"]
                         if kept != card and is_noble(kept) and suit_of(kept) in (suit, right_suit))
    averted = (stake(view, suit) + 5 * nobles_at_risk) * (after - before)
    higher = sum(1 for play in view["commitments"] if play["card"] is not None
                 and suit_of(play["card"]) == suit and rank_of(play["card"]) > rank_of(card))
    prizes = by_strength(pile["cards"])
    prize = card_value(prizes[higher]) * after if higher < len(prizes) else 0
    return averted + prize - kept_value(view, card)


def choose_commitment(view, rng):
    card = max(view["hand"], key=lambda card: (card_worth(view, card), rng.below(1000)))
    suits = [pile["suit"] for pile in view["challenges"]]
    at = suit_of(card) if suit_of(card) in suits else rng.choice(suits)
    if chance(rng, BLUFF_CHANCE):
        at = rng.choice(suits)
    face = "up" if chance(rng, FACE_UP_CHANCE) else "down"
    return f"commit {card} {face} at {at}"

"""Agents of the Crown arithmetic: what a card is worth, how one challenge resolves, and how
a year is scored. Pure functions over card codes and seat numbers, so each rule is testable
without a game around it.

Seat order: the left of seat i is (i + 1) % 4, its right is (i - 1) % 4.
"""

from pygames.core.cards import SUITS, rank_of, suit_of

SEATS = 4
NOBLE_RANKS = "TJQK"
COMMONS = tuple(rank + suit for suit in SUITS for rank in "23456789")
NOBLES = tuple(rank + suit for suit in SUITS for rank in NOBLE_RANKS)
HAND_COMMONS = HAND_NOBLES = 4  # dealt to each seat every year; a pass gives one of each
NOBLE_VALUE = 10  # the face value of a 10, and the conventional value of a court card
CURSE_PENALTY = 5


def is_noble(code):
    return code[0] in NOBLE_RANKS


def hand_order(code):
    return SUITS.index(suit_of(code)), rank_of(code)


def card_value(code):
    """A Common counts its face value, a Noble 10: in a challenge's total and as a prize."""
    return NOBLE_VALUE if is_noble(code) else rank_of(code)


# Each card's rank and value, looked up: searches ask for them by the million.
RANK = {code: rank_of(code) for code in COMMONS + NOBLES}
VALUE = {code: card_value(code) for code in COMMONS + NOBLES}


def by_strength(codes):
    """Highest first, King high: every Noble outranks every Common."""
    return sorted(codes, key=RANK.__getitem__, reverse=True)


def challenge_total(cards):
    return sum(map(VALUE.__getitem__, cards))


def right_of(seat):
    return (seat - 1) % SEATS


def left_of(seat):
    return (seat + 1) % SEATS


def resolve_challenge(suit, cards, plays):
    """One challenge against the (seat, card) plays of its suit.

    Defeated by any Noble, or by Commons whose values add up to at least the total. Then each
    player, in order of the card played from highest, takes the highest prize left; prizes
    left over are discarded. Curses are the caller's: it knows which seat holds which House.
    """
    total = challenge_total(cards)
    ordered = sorted(plays, key=lambda play: RANK[play[1]], reverse=True)
    strength = sum(VALUE[card] for _, card in ordered if not is_noble(card))
    noble = any(is_noble(card) for _, card in ordered)
    defeated = noble or strength >= total
    prizes, left_over = [], []
    if defeated:
        pile = by_strength(cards)
        prizes = [{"seat": seat, "card": prize} for (seat, _), prize in zip(ordered, pile)]
        left_over = pile[len(prizes):]
    return {"suit": suit, "cards": list(cards), "total": total,
            "played": [{"seat": seat, "card": card} for seat, card in ordered],
            "strength": strength, "noble": noble, "defeated": defeated,
            "prizes": prizes, "discarded": left_over}


def cursed_seats(house_seat):
    """A failed House is cursed, and so is the House on its right."""
    return [house_seat, right_of(house_seat)]


def noble_points(curses):
    """A Noble kept in hand: 10 if its House has no curse, 5 with one, 0 with two or more."""
    return (10, 5)[curses] if curses < 2 else 0


def score_year(houses, curses, prizes, hands):
    """Each seat's year: prizes at face value, Nobles kept by their House's curses, minus 5
    per curse on its own House and on the House to its left. `houses[seat]` is a suit."""
    seat_of_house = {suit: seat for seat, suit in enumerate(houses)}
    rows = []
    for seat in range(SEATS):
        nobles = [{"card": card, "points": noble_points(curses[seat_of_house[suit_of(card)]])}
                  for card in hands[seat] if is_noble(card)]
        prize_points = sum(card_value(card) for card in prizes[seat])
        kept_points = sum(noble["points"] for noble in nobles)
        curse_points = -CURSE_PENALTY * (curses[seat] + curses[left_of(seat)])
        rows.append({"seat": seat, "prizes": list(prizes[seat]), "prize_points": prize_points,
                     "hand": list(hands[seat]), "nobles": nobles, "noble_points": kept_points,
                     "curses": curses[seat], "left_curses": curses[left_of(seat)],
                     "curse_points": curse_points,
                     "total": prize_points + kept_points + curse_points})
    return rows

"""The computer player for Agents of the Crown. It sees only its seat's view.

A failed challenge curses its House and the House on that House's right, and a seat loses 5
per curse on its own House and on its left neighbour's. So the failure of a House costs this
seat 5 if it is its own, 10 if it is its left neighbour's, 5 if it is two seats left and
nothing if it is its right neighbour's: those stakes drive every choice. Each season the player
weighs every card in hand: the curses it may avert, the prize it may take, against the points
the card is worth kept (a Noble kept scores by its House's curses).

The weighing reads a few plain values (`Sight`), which come from a view for the normal
player and straight from the rules' data for the play-outs of the hard player's search, so
the search expects others to play as this player does, at a fraction of a view's cost.
"""

from pygames.core.cards import rank_of, suit_of

from .scoring import (NOBLES, RANK, SEATS, VALUE, by_strength, challenge_total, is_noble,
                      noble_points)

STAKES = (5, 10, 5, 0)  # by how many seats to the left the failed House sits
BLUFF_CHANCE = 0.25
FACE_UP_CHANCE = 0.3
OTHERS_HELP_CHANCE = 0.2  # that one unknown card from another seat fights a given challenge
LAST_SEASON = 3


class Sight:
    """What a seat knows when it commits: `plays` are (seat, place, card or None when face
    down), `piles` (suit, cards) the challenges; `houses` the suit of each seat's House;
    `stakes` what the failure of each suit's House costs the seat."""

    __slots__ = ("season", "hand", "houses", "curses", "plays", "piles", "stakes")

    def __init__(self, season, hand, houses, curses, plays, piles, stakes):
        self.season, self.hand = season, hand
        self.houses, self.curses, self.plays, self.piles = houses, curses, plays, piles
        self.stakes = stakes

    @classmethod
    def of_view(cls, view):
        houses = [house["suit"] for house in view["houses"]]
        return cls(view["season"], view["hand"], houses,
                   [house["curses"] for house in view["houses"]],
                   [(play["seat"], play["at"], play["card"]) for play in view["commitments"]],
                   [(pile["suit"], pile["cards"]) for pile in view["challenges"]],
                   stakes_of(houses, view["seat"]))

    @classmethod
    def of_data(cls, data, seat):
        """The same from the rules' data: others' face-down cards stay unknown."""
        return cls(data["season"], data["hands"][seat], data["houses"], data["curses"],
                   [(play["seat"], play["at"],
                     play["card"] if play["face"] == "up" or play["seat"] == seat else None)
                    for play in data["commitments"]],
                   [(pile["suit"], pile["cards"]) for pile in data["challenges"]],
                   stakes_of(data["houses"], seat))


def stakes_of(houses, seat):
    """{suit: what the failure of that House costs `seat`}."""
    return {suit: STAKES[(house_seat - seat) % SEATS] for house_seat, suit in enumerate(houses)}


def chance(rng, probability):
    return rng.below(1000) < probability * 1000


def choose_move(view, legal_moves, rng):
    if view["phase"] == "pass":
        houses = [house["suit"] for house in view["houses"]]
        return pass_move(view["hand"], stakes_of(houses, view["seat"]))
    if view["phase"] == "commit":
        return commitment_move(Sight.of_view(view), rng)
    return legal_moves[0]


def pass_move(hand, stakes):
    """Give away the Noble and the Common that matter least to this seat's stakes."""
    def least(cards):
        return min(cards, key=lambda card: (stakes[suit_of(card)], rank_of(card)))
    noble = least(card for card in hand if is_noble(card))
    common = least(card for card in hand if not is_noble(card))
    return f"pass {noble} {common}"


NOBLE_CARDS = frozenset(NOBLES)


def card_worths(sight):
    """[(the gain from committing the card now, in points, card)] over the hand."""
    season, hand, houses, curses, stakes = sight.season, sight.hand, sight.houses, sight.curses, sight.stakes
    seasons_left = LAST_SEASON - season
    noble_kept_share = 1 - 0.15 * seasons_left  # curses may still come before the year ends
    later = SEATS - 1 - len(sight.plays)
    strength, noble_shown, unknown, ranks_shown = {}, set(), {}, {}
    for _, at, card in sight.plays:
        if card is None:
            unknown[at] = unknown.get(at, 0) + 1
            continue
        suit = card[1]
        ranks_shown.setdefault(suit, []).append(RANK[card])
        if card in NOBLE_CARDS:
            noble_shown.add(suit)
        else:
            strength[suit] = strength.get(suit, 0) + VALUE[card]
    nobles_held = {}
    for card in hand:
        if card in NOBLE_CARDS:
            nobles_held[card[1]] = nobles_held.get(card[1], 0) + 1
    piles = dict(sight.piles)
    worths = []
    for card in hand:
        suit, noble, value = card[1], card in NOBLE_CARDS, VALUE[card]
        kept = (noble_points(curses[houses.index(suit)]) * noble_kept_share if noble
                else 0.1 * value * seasons_left)
        pile = piles.get(suit)
        if pile is None:  # a stray: next season's threat to its House, or discarded after Winter
            stray_harm = 0 if season == LAST_SEASON else 0.3 * (stakes[suit] - 5)
            worths.append((-stray_harm - kept, card))
            continue
        total, shown, noble_there = challenge_total(pile), strength.get(suit, 0), suit in noble_shown
        # The chance that the challenge falls without this card, and with it.
        others_help = min(0.6, OTHERS_HELP_CHANCE * (later + 2 * unknown.get(suit, 0)))
        before = 1.0 if noble_there or shown >= total else others_help
        after = (1.0 if noble_there or noble or shown + (0 if noble else value) >= total
                 else others_help)
        right_suit = houses[(houses.index(suit) - 1) % SEATS]
        nobles_at_risk = nobles_held.get(suit, 0) + nobles_held.get(right_suit, 0) - noble
        averted = (stakes[suit] + 5 * nobles_at_risk) * (after - before)
        rank = RANK[card]
        higher = sum(1 for shown_rank in ranks_shown.get(suit, ()) if shown_rank > rank)
        prize = VALUE[by_strength(pile)[higher]] * after if higher < len(pile) else 0
        worths.append((averted + prize - kept, card))
    return worths


def best_card(sight, rng):
    """The card worth most to commit; among equals, one at random."""
    worths = card_worths(sight)
    best = max(worth for worth, _ in worths)
    tied = [card for worth, card in worths if worth == best]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def commitment_move(sight, rng):
    return placed_move(best_card(sight, rng), [suit for suit, _ in sight.piles], rng)


def placed_move(card, suits, rng):
    """The move committing `card`: beside its own suit's challenge, or any when its suit has
    none, at times beside another as a bluff; face up at times."""
    at = suit_of(card) if suit_of(card) in suits else rng.choice(suits)
    if chance(rng, BLUFF_CHANCE):
        at = rng.choice(suits)
    face = "up" if chance(rng, FACE_UP_CHANCE) else "down"
    return f"commit {card} {face} at {at}"

"""The computer player of Agony Aunt: a careful trick-avoider that sees only its own view.

For each legal card it weighs two things a careful human weighs:
- the risk of winning the trick times what winning would cost: the squares already in the
  trick, the card itself, the dumpth and last tricks, lines of three it would complete on
  the grid, cards others may still throw on it, and the first trick (a player who takes no
  trick wins everything back);
- the relief of getting rid of the card: most for a queen or the Joker thrown on somebody
  else's trick, less for a card high in its suit, which would otherwise win a later trick.
It follows low when it cannot win safely, ducks under the card winning the trick, throws
penalty cards when void, and plays its highest harmless card when it must win anyway.
"""

from ..core.cards import suit_of
from .scoring import (cards_in_play, lines_held, squares_of_card, squares_of_trick, stands_for,
                      trick_rank)

FIRST_TRICK_COST = 1.5  # taking no trick at all wins every lost counter back
LATER_TRICK_COST = 0.2  # each further trick edges towards Most tricks
PENALTY_RELIEF = 1.5  # worth of passing one square's card to somebody else
HIGH_CARD_RELIEF = 0.3  # worth of shedding a card that would win later
CATCH_LIKELIHOOD = 0.3  # chance a later player holding a higher card actually plays it


class Table:
    """What the view tells about the cards: who may hold what, and what the trick is worth."""

    def __init__(self, view):
        self.seat = view["seat"]
        self.turned = view["turned_card"]
        self.trick = [entry["card"] for entry in view["trick"]]
        self.trick_number = view["trick_number"]
        self.grid = {cell["square"]: cell["seat"] for row in view["grid"] for cell in row}
        self.first_trick_ahead = view["tricks_taken"][self.seat] == 0
        seen = set(view["hand"]) | set(view["cards_gone"]) | set(self.trick)
        self.unseen = [card for card in cards_in_play(self.turned) if card not in seen]
        self.later_players = 3 - len(self.trick)
        self.led = self.suit(self.trick[0]) if self.trick else None

    def suit(self, card):
        return suit_of(stands_for(card, self.turned))

    def rank(self, card):
        return trick_rank(card, self.turned)

    def unseen_in_suit(self, suit):
        return [card for card in self.unseen if self.suit(card) == suit]

    def win_chance(self, card):
        """How likely `card` takes the trick if played now."""
        suit = self.led or self.suit(card)
        if self.suit(card) != suit:
            return 0.0
        if any(self.suit(other) == suit and self.rank(other) > self.rank(card)
               for other in self.trick):
            return 0.0
        higher = sum(self.rank(other) > self.rank(card) for other in self.unseen_in_suit(suit))
        reach = CATCH_LIKELIHOOD * self.later_players / 3
        return (1 - reach) ** higher

    def thrown_on_trick(self):
        """Squares the later players may throw on this trick, as an expectation."""
        if not self.unseen or not self.later_players:
            return 0.0
        danger = sum(len(squares_of_card(card, self.turned)) for card in self.unseen)
        return self.later_players * danger / len(self.unseen)

    def cost_of_winning(self, card):
        """Counters (and their near equivalents) this trick would cost if `card` won it."""
        squares = squares_of_trick(self.trick + [card], self.trick_number, self.turned)
        grid = dict(self.grid)
        grid.update({square: self.seat for square in squares})
        lines = lines_held(grid, self.seat) - lines_held(self.grid, self.seat)
        trick_cost = FIRST_TRICK_COST if self.first_trick_ahead else LATER_TRICK_COST
        return len(squares) + lines + self.thrown_on_trick() + trick_cost

    def height(self, card):
        """0 for a card everyone can beat ... 1 for a card nothing unseen beats."""
        others = self.unseen_in_suit(self.suit(card))
        if not others:
            return 1.0
        return sum(self.rank(other) < self.rank(card) for other in others) / len(others)

    def cost(self, card):
        """Expected cost of playing `card` now, less the relief of no longer holding it."""
        chance = self.win_chance(card)
        relief = (PENALTY_RELIEF * len(squares_of_card(card, self.turned)) * (1 - chance)
                  + HIGH_CARD_RELIEF * self.height(card))
        return chance * self.cost_of_winning(card) - relief


def choose_move(view, legal_moves, rng):
    """The legal card with the lowest expected cost; ties go to the first in hand order, so
    the choice needs no chance and `rng` goes unused."""
    table = Table(view)
    return min(legal_moves, key=lambda move: table.cost(move.split(" ", 1)[1]))


"""A quick proof that an Agnès position is lost: a relaxed game that even the real one can't beat.

`may_be_won(rules, position)` plays a relaxed Agnès in which a player can only do better:

- A card leaves its pile, with the cards in sequence on it, as soon as one of the two cards it
  may lie on is *usable*, or, at height 12, once any column has been empty. A card is usable
  once it has been on top of a pile in the tableau, or on top of a reserve pile with a way into
  the tableau, unless it was already home at the start: whether it is still on top, or home,
  by the time it is used is not asked.
- A sequence that left becomes a pile of its own, in the same order, lying on nothing: it
  covers no card, and its cards leave it or go home as from any pile.
- A card goes home when its suit is ready and nothing lies on it in its pile.
- The stock is dealt only when nothing more can happen, and with a redeal left every reserve
  card is free once the stock is out.

Every ability the relaxed game grants only grows as it goes on (usable cards, emptied columns,
cards home, cards uncovered), so doing all it allows, in any order, reaches its best end; and
dealing later only leaves fewer cards under the dealt ones. Any real line maps into it move by
move: a real move's reasons hold in the relaxed game at that point too. So if the relaxed game
cannot bring all 52 cards home, no real line can, and a search may drop the position. (It proves
nothing the other way: many lost positions still look open to it.)
"""

from .compact import TOP_HEIGHT
from .checks import COLUMNS, DECK_SIZE, RESERVE_PILES


def may_be_won(rules, position):
    """False when `position` is surely lost (see the module docstring); True tells nothing."""
    return RelaxedGame(rules, position).play()


class RelaxedGame:
    """The relaxed game's state. Piles 0..6 are the columns and 7..13 the reserve; piles made
    later are sequences that left (in the tableau) or, after a redeal, loose reserve cards."""

    def __init__(self, rules, position):
        tableau, reserve, stock, home, redeals_left = position
        self.rules = rules
        self.stock, self.redeals_left = stock, redeals_left
        self.piles = [bytearray(pile) for pile in (*tableau, *reserve)]
        self.in_tableau = [True] * COLUMNS + [False] * RESERVE_PILES
        self.pile_of, self.place = [0] * DECK_SIZE, [0] * DECK_SIZE
        for pile_index, pile in enumerate(self.piles):
            for index, card in enumerate(pile):
                self.pile_of[card], self.place[card] = pile_index, index
        self.standing = [len(pile) for pile in self.piles]  # cards still in each pile
        self.undealt = bytearray(DECK_SIZE)
        for card in stock:
            self.undealt[card] = 1
        self.away = rules.not_home(home)  # not home at the start: may be used
        self.usable = bytearray(DECK_SIZE)
        self.free = bytearray(DECK_SIZE)  # was on top of the reserve: may reach the tableau
        self.reached = list(home)
        self.column_emptied = not all(tableau)
        self.piles_to_check, self.suits_to_check = set(range(len(self.piles))), set(range(4))
        for column in tableau:
            if column:
                self.make_usable(column[-1])
        for pile in reserve:
            if pile:
                self.make_free(pile[-1])

    def play(self):
        """Whether the relaxed game brings all 52 cards home."""
        self.play_out()
        next_first = self.stock[::-1]
        for start in range(0, len(next_first), RESERVE_PILES):
            for pile_offset, card in enumerate(next_first[start:start + RESERVE_PILES]):
                self.deal_onto(COLUMNS + pile_offset, card)
            self.play_out()
        if self.redeals_left:
            for pile_index in range(COLUMNS, COLUMNS + RESERVE_PILES):
                for card in self.piles[pile_index][:self.standing[pile_index]]:
                    self.add_pile(bytearray((card,)), in_tableau=False)
                self.standing[pile_index] = 0
            self.play_out()
        return sum(self.reached) == DECK_SIZE

    def play_out(self):
        while self.piles_to_check or self.suits_to_check:
            while self.piles_to_check:
                item = self.piles_to_check.pop()
                if item >= 0:
                    self.release(item)
                elif self.free[-1 - item] and self.can_leave(-1 - item, False):
                    self.free[-1 - item] = 0
                    self.make_usable(-1 - item)
            while self.suits_to_check and not self.piles_to_check:
                self.send_home(self.suits_to_check.pop())

    def make_usable(self, card):
        if not self.usable[card] and self.away[card]:
            self.usable[card] = 1
            for child in self.rules.children[card]:
                if self.free[child]:
                    self.piles_to_check.add(-1 - child)
                if not self.undealt[child]:
                    self.piles_to_check.add(self.pile_of[child])

    def make_free(self, card):
        self.free[card] = 1
        self.piles_to_check.add(-1 - card)

    def can_leave(self, card, from_bottom):
        first, second = self.rules.parents[card]
        return (self.usable[first] or self.usable[second] or
                (self.rules.height[card] == TOP_HEIGHT and self.column_emptied and not from_bottom))

    def release(self, pile_index):
        """Let the lowest card that can of the sequence on top of a pile leave, with the cards
        on it, as a pile of its own. A pile made of a sequence that left gains nothing by
        leaving whole, so its bottom card stays."""
        count = self.standing[pile_index]
        pile = self.piles[pile_index]
        builds = self.rules.builds
        is_column = pile_index < COLUMNS
        lowest = 1 if self.in_tableau[pile_index] and not is_column else 0
        index = count - 1
        while index >= lowest:
            if self.can_leave(pile[index], is_column and index == 0):
                self.standing[pile_index] = index
                self.add_pile(pile[index:count], in_tableau=True)
                self.uncover(pile_index)
                return
            if not self.in_tableau[pile_index] or not index or \
                    not builds[pile[index] * 52 + pile[index - 1]]:
                return
            index -= 1

    def add_pile(self, cards, in_tableau):
        pile_index = len(self.piles)
        self.piles.append(cards)
        self.in_tableau.append(in_tableau)
        self.standing.append(len(cards))
        for index, card in enumerate(cards):
            self.pile_of[card], self.place[card] = pile_index, index
            self.free[card] = 0
        self.uncover(pile_index)

    def uncover(self, pile_index):
        """Note what the top of a pile now allows."""
        self.piles_to_check.add(pile_index)
        count = self.standing[pile_index]
        if count:
            card = self.piles[pile_index][count - 1]
            self.suits_to_check.add(self.rules.suit[card])
            if self.in_tableau[pile_index]:
                self.make_usable(card)
            else:
                self.make_free(card)
        elif pile_index < COLUMNS and not self.column_emptied:
            self.column_emptied = True
            self.piles_to_check.update(range(len(self.piles)))

    def send_home(self, suit):
        reached, card_at = self.reached, self.rules.card_at
        while reached[suit] < 13:
            card = card_at[suit][reached[suit]]
            pile_index, index = self.pile_of[card], self.place[card]
            if self.undealt[card] or self.standing[pile_index] != index + 1:
                return
            reached[suit] += 1
            self.standing[pile_index] = index
            self.uncover(pile_index)

    def deal_onto(self, pile_index, card):
        """Put a dealt card on what is left of a reserve pile."""
        pile = self.piles[pile_index]
        del pile[self.standing[pile_index]:]
        pile.append(card)
        self.pile_of[card], self.place[card] = pile_index, len(pile) - 1
        self.standing[pile_index] = len(pile)
        self.undealt[card] = 0
        self.uncover(pile_index)

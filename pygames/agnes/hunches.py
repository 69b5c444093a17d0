"""Hunches: relaxed games stricter than the real one, to steer a search toward a win.

A search that drops every position a hunch calls hopeless visits far fewer positions, and
wins some deals the sound search (relaxed.py) runs out of budget on; any line it finds is a
line of real moves, so a win it reports is a win. When it finds none it has proved nothing:
a hunch drops positions that may well be won. Each takes away something the relaxed game
grants: a card sent home still taking children (the real game forbids it, but the relaxed game
sends cards home at once, where a real line may wait), or a card of height 12 moving into an
empty column (the real game allows it; many winning lines do without).
"""

from .relaxed import RelaxedGame


class NoEmptyColumnForTop(RelaxedGame):
    """A card of height 12 leaves only onto a parent, never into an empty column."""

    def can_leave(self, card, from_bottom):
        first, second = self.rules.parents[card]
        return self.usable[first] or self.usable[second]


class HomeEndsParent(RelaxedGame):
    """A card sent home no longer takes children."""

    def __init__(self, rules, position):
        super().__init__(rules, position)
        self.away = bytearray(self.away)  # the shared table of Rules.not_home stays as it is

    def send_home(self, suit):
        before = self.reached[suit]
        super().send_home(suit)
        for height in range(before, self.reached[suit]):
            card = self.rules.card_at[suit][height]
            self.usable[card] = self.away[card] = 0


HUNCHES = (HomeEndsParent, NoEmptyColumnForTop)  # tried in this order

"""Whether the rest of a hand of Agony Aunt is settled: when no way of playing the cards still
held can change the counters the hand ends with, the table may play it out at once.

It is proved, not guessed: every way the rest of the hand can be played, each card kept to
the rules (follow suit; the Joker as the turned card), is walked, from every seat's real hand.
The walk is bounded by looking only at the last SETTLED_TRICKS tricks of a hand, at most
(3!)^4 = 1,296 ways, fewer as suits must be followed; it stops at the second outcome found.
"""

from ..core.cards import suit_of
from .scoring import TRICKS_PER_HAND, card_facts, most_tricks_taker, settle_hand, \
    squares_of_trick

SETTLED_TRICKS = 3
PLAYERS = 4


def settled_moves(data):
    """The moves [(seat, "play <card>"), ...] that play the hand out, when every way of
    playing it ends with the same counters; else None. (In the last trick every card is
    forced: it is always settled.)"""
    tricks_left = TRICKS_PER_HAND - data["trick_number"] + 1
    if data["over"] or tricks_left > SETTLED_TRICKS:
        return None
    walk = Walk(data)
    outcomes = walk.outcomes(
        [list(hand) for hand in data["hands"]], [list(entry) for entry in data["trick"]],
        data["turn"], data["trick_number"], list(data["tricks_taken"]),
        [list(cards) for cards in data["dump_taken"]], dict(data["grid"]), [])
    if len(outcomes) != 1:
        return None
    return [(seat, "play " + card) for seat, card in walk.first_line]


class Walk:
    """Every way to play a hand's last tricks, and the counters each ends with."""

    def __init__(self, data):
        self.turned, self.counters = data["turned"], data["counters"]
        self.facts = card_facts(self.turned)
        self.dump_suit = suit_of(self.turned)
        self.first_line = None

    def outcomes(self, hands, trick, turn, number, taken, dump_taken, grid, line):
        """The set of counters (as tuples) the hand can end with from this position, stopping
        once two are found."""
        facts = self.facts
        if len(trick) == PLAYERS:
            return self.after_trick(hands, trick, number, taken, dump_taken, grid, line)
        hand = hands[turn]
        if trick:
            led = facts[trick[0][1]][0]
            hand = [card for card in hand if facts[card][0] == led] or hand
        found = set()
        for card in hand:
            hands_after = [list(held) for held in hands]
            hands_after[turn].remove(card)
            found |= self.outcomes(hands_after, trick + [[turn, card]], (turn + 1) % PLAYERS,
                                   number, taken, dump_taken, grid, line + [(turn, card)])
            if len(found) > 1:
                break
        return found

    def after_trick(self, hands, trick, number, taken, dump_taken, grid, line):
        facts = self.facts
        led = facts[trick[0][1]][0]
        winner = max((entry for entry in trick if facts[entry[1]][0] == led),
                     key=lambda entry: facts[entry[1]][1])[0]
        cards = [card for _, card in trick]
        taken = list(taken)
        taken[winner] += 1
        dump_taken = [list(won) for won in dump_taken]
        dump_taken[winner] += [card for card in cards if facts[card][0] == self.dump_suit]
        grid = dict(grid)
        for square in squares_of_trick(cards, number, self.turned):
            grid[square] = winner
        if number < TRICKS_PER_HAND:
            return self.outcomes(hands, [], winner, number + 1, taken, dump_taken, grid, line)
        most, _ = most_tricks_taker(taken, dump_taken, self.turned)
        if most is not None:
            grid["most-tricks"] = most
        if self.first_line is None:
            self.first_line = line
        return {tuple(summary["counters"] for summary in settle_hand(self.counters, grid, taken))}

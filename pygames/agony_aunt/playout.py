"""The play-outs of the hard player's search: a cheap trick-avoider, and the rest of a hand
played by it straight to the hand's reckoning.

Random play-outs make every seat throw queens on its own tricks and lead Aces, so a search
that ends them learns little about how a careful table plays. This policy plays as the
normal player does in the large (duck under the winning card, throw the worst card when void,
lead low) at a small fraction of its cost: it reads the position's data directly, through
the rules' table of each card's suit, rank and squares.

`play_hand_out` is the search's fast path to the end of a hand: the rules' `play` checks each
card, records voids and, after the last trick, deals the next hand, none of which a play-out
that stops at the hand's reckoning needs; it was about half of a search's time.
"""

from ..core.cards import suit_of
from .scoring import TRICKS_PER_HAND, card_facts, most_tricks_taker, settle_hand, squares_of_trick


def careful_card(data, seat):
    """The card a careful player of `seat` plays now."""
    facts = card_facts(data["turned"])  # card: (suit, rank, squares it costs)
    hand = data["hands"][seat]
    trick = data["trick"]
    if not trick:  # lead the lowest card that costs nothing
        return min(hand, key=lambda card: (len(facts[card][2]), facts[card][1]))
    led = facts[trick[0][1]][0]
    top = max(facts[card][1] for _, card in trick if facts[card][0] == led)
    following = [card for card in hand if facts[card][0] == led]
    if not following:  # void: throw the costliest card, else the highest
        return max(hand, key=lambda card: (len(facts[card][2]), facts[card][1]))
    under = [card for card in following if facts[card][1] < top]
    if under:  # duck with the highest card that still loses
        return max(under, key=lambda card: facts[card][1])
    if len(trick) == 3:  # the trick is ours anyway: shed the highest harmless card
        return max(following, key=lambda card: (-len(facts[card][2]), facts[card][1]))
    return min(following, key=lambda card: facts[card][1])


def careful_playout(game, data, seat, legal, rng):
    """core.search's play-out hook: the careful card, as a move."""
    return "play " + careful_card(data, seat)


def play_hand_out(data, hand_limit):
    """Play the hand in progress to its end with careful cards, in place, and reckon it as the
    rules do: the counters after losses and win-backs, the hand number, and whether the game
    is over (somebody at 0, or `hand_limit` hands played). The next hand is not dealt."""
    facts = card_facts(data["turned"])
    hands, grid, taken = data["hands"], data["grid"], data["tricks_taken"]
    players = len(hands)
    dump_suit = suit_of(data["turned"])
    while True:
        trick = data["trick"]
        while len(trick) < players:
            seat = data["turn"]
            card = careful_card(data, seat)
            hands[seat].remove(card)
            trick.append([seat, card])
            data["turn"] = (seat + 1) % players
        led = facts[trick[0][1]][0]
        winner = max((entry for entry in trick if facts[entry[1]][0] == led),
                     key=lambda entry: facts[entry[1]][1])[0]
        cards = [card for _, card in trick]
        taken[winner] += 1
        data["dump_taken"][winner] += [card for card in cards if facts[card][0] == dump_suit]
        for square in squares_of_trick(cards, data["trick_number"], data["turned"]):
            grid[square] = winner
        data["trick"], data["turn"] = [], winner
        if data["trick_number"] == TRICKS_PER_HAND:
            break
        data["trick_number"] += 1
    most, _ = most_tricks_taker(taken, data["dump_taken"], data["turned"])
    if most is not None:
        grid["most-tricks"] = most
    data["counters"] = [summary["counters"]
                        for summary in settle_hand(data["counters"], grid, taken)]
    data["hand_number"] += 1
    data["over"] = min(data["counters"]) == 0 or data["hand_number"] == hand_limit

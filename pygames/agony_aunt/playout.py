"""The play-out policy of the hard player's search: a cheap trick-avoider over the rules' data.

Random play-outs make every seat throw queens on its own tricks and lead Aces, so a search
that ends them learns little about how a careful table plays. This policy plays as the
normal player does in the large (duck under the winning card, throw the worst card when void,
lead low) at a small fraction of its cost: it reads the position's data directly, through
the rules' table of each card's suit, rank and squares.
"""

from .scoring import card_facts


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

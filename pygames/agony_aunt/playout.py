"""The play-out policy of the hard player's search: a cheap trick-avoider over the rules' data.

Random play-outs make every seat throw queens on its own tricks and lead Aces, so a search
that ends them learns little about how a careful table plays. This policy plays as the
normal player does in the large (duck under the winning card, throw the worst card when void,
lead low) at a small fraction of its cost: it reads the position's data directly, with each
card's suit, rank and squares looked up once per turned card.
"""

from .scoring import cards_in_play, squares_of_card, stands_for, trick_rank
from ..core.cards import suit_of

_FACTS = {}


def card_facts(turned):
    """{card: (suit it plays as, rank 0..12, squares it costs)} for a hand with `turned` up."""
    facts = _FACTS.get(turned)
    if facts is None:
        facts = _FACTS[turned] = {
            card: (suit_of(stands_for(card, turned)), trick_rank(card, turned),
                   len(squares_of_card(card, turned)))
            for card in cards_in_play(turned)}
    return facts


def careful_card(data, seat):
    """The card a careful player of `seat` plays now."""
    facts = card_facts(data["turned"])
    hand = data["hands"][seat]
    trick = data["trick"]
    if not trick:  # lead the lowest card that costs nothing
        return min(hand, key=lambda card: (facts[card][2], facts[card][1]))
    led = facts[trick[0][1]][0]
    top = max(facts[card][1] for _, card in trick if facts[card][0] == led)
    following = [card for card in hand if facts[card][0] == led]
    if not following:  # void: throw the costliest card, else the highest
        return max(hand, key=lambda card: (facts[card][2], facts[card][1]))
    under = [card for card in following if facts[card][1] < top]
    if under:  # duck with the highest card that still loses
        return max(under, key=lambda card: facts[card][1])
    if len(trick) == 3:  # the trick is ours anyway: shed the highest harmless card
        return max(following, key=lambda card: (-facts[card][2], facts[card][1]))
    return min(following, key=lambda card: facts[card][1])


def careful_playout(game, data, seat, legal, rng):
    """core.search's play-out hook: the careful card, as a move."""
    return "play " + careful_card(data, seat)

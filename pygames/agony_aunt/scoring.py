"""The penalty grid and the end-of-hand reckoning of Agony Aunt, as pure functions, with the
game's numbers and the order of a hand: the lowest module of the game, which the rules, the
samplers and the searches all import.

Cards are the codes of pygames.core.cards. The Joker stands for the turned card in every
respect (suit, rank, queen and Agony Aunt squares) and is also the Joker, so the functions
take the turned card and look through the Joker with `stands_for`.
"""

from ..core.cards import JOKER, SUIT_NAMES, rank_of, standard_deck, suit_of
from ..core.messages import message

START_COUNTERS = 17
TRICKS_PER_HAND = 13
# Nothing in the rules stops a game running for ever (a player who takes no trick returns
# to 17), so the game also ends after this many hands; see seeds/agony-aunt.md.
HAND_LIMIT = 40
TRICK_ORDER = "23456789TJQKA"  # Ace high, Two low

# The 3 x 3 grid, row by row, as RULINGS.md lays it out.
GRID = (
    ("joker", "queen-spades", "last-trick"),
    ("queen-hearts", "agony-aunt", "queen-diamonds"),
    ("most-tricks", "queen-clubs", "dumpth-trick"),
)
SQUARES = tuple(square for row in GRID for square in row)
QUEEN_SQUARES = {suit: f"queen-{name}" for suit, name in SUIT_NAMES.items()}
LINES = (
    *(tuple(row) for row in GRID),
    *(tuple(GRID[row][col] for row in range(3)) for col in range(3)),
    tuple(GRID[i][i] for i in range(3)),
    tuple(GRID[i][2 - i] for i in range(3)),
)


def stands_for(card, turned):
    """The ordinary card a card plays as: the Joker is the turned card, others themselves."""
    return turned if card == JOKER else card


def sort_hand(cards, turned):
    """By suit (clubs, diamonds, hearts, spades: their letters' alphabetical order), then rank
    from Two to Ace; the Joker sits where the turned card would."""
    facts = card_facts(turned)
    return sorted(cards, key=lambda card: facts[card][:2])


def cards_in_play(turned):
    """The 52 cards of a hand, in pack order: the pack without the turned card, plus the Joker."""
    return [card for card in standard_deck() if card != turned] + [JOKER]


def trick_rank(card, turned):
    """Strength within a suit: 0 for a Two ... 12 for an Ace."""
    return TRICK_ORDER.index(stands_for(card, turned)[0])


def dump_trick(turned):
    """The number of the dumpth trick: the turned card's rank, Ace = 1st ... King = 13th."""
    return rank_of(turned)


def squares_of_card(card, turned):
    """The grid squares a card costs whoever takes it."""
    squares = ["joker"] if card == JOKER else []
    plays_as = stands_for(card, turned)
    if plays_as[0] == "Q":
        squares.append(QUEEN_SQUARES[suit_of(plays_as)])
        if suit_of(plays_as) == suit_of(turned):
            squares.append("agony-aunt")
    return squares


def squares_of_trick(cards, trick_number, turned):
    """The grid squares the winner of this trick covers, in grid order."""
    facts = card_facts(turned)
    squares = [square for card in cards for square in facts[card][2]]
    if trick_number == TRICKS_PER_HAND:
        squares.append("last-trick")
    if trick_number == dump_trick(turned):
        squares.append("dumpth-trick")
    return [square for square in SQUARES if square in squares]


_CARD_FACTS = {}


def card_facts(turned):
    """{card: (suit it plays as, trick rank, squares it costs)} for the 52 cards in play with
    `turned` up. Cached per turned card: a search's play-outs ask on every card played."""
    facts = _CARD_FACTS.get(turned)
    if facts is None:
        facts = _CARD_FACTS[turned] = {
            card: (suit_of(stands_for(card, turned)), trick_rank(card, turned),
                   tuple(squares_of_card(card, turned)))
            for card in cards_in_play(turned)}
    return facts


def most_tricks_taker(tricks_taken, dump_taken, turned):
    """(seat or None, why as a message): who covers Most tricks. Ties go to most dump-suit
    cards taken, then to the highest dump-suit card taken; a tie that survives both leaves the
    square empty."""
    most = max(tricks_taken)
    suit = suit_of(turned)
    tied = [seat for seat, count in enumerate(tricks_taken) if count == most]
    if len(tied) == 1:
        return tied[0], message("agony-aunt.most.alone", seat=tied[0], tricks=most)
    most_dump = max(len(dump_taken[seat]) for seat in tied)
    tied = [seat for seat in tied if len(dump_taken[seat]) == most_dump]
    if len(tied) == 1:
        return tied[0], message("agony-aunt.most.dump", seat=tied[0], tricks=most, suit=suit,
                                dump=most_dump)
    if most_dump == 0:
        return None, message("agony-aunt.most.nobody", tricks=most, suit=suit)
    best = max(tied, key=lambda seat: max(trick_rank(card, turned) for card in dump_taken[seat]))
    return best, message("agony-aunt.most.highest", seat=best, tricks=most, suit=suit,
                         dump=most_dump)


def lines_held(grid, seat):
    """How many lines of three squares all hold this seat's counters."""
    return sum(grid[first] == seat and grid[second] == seat and grid[third] == seat
               for first, second, third in LINES)


def settle_hand(counters, grid, tricks_taken):
    """The reckoning of a finished hand (Most tricks already on the grid): one summary per
    seat with its squares, lines, counters lost and won back and why (a message); the new
    counters are each summary's "counters"."""
    players = len(counters)
    slam = next((seat for seat in range(players) if tricks_taken[seat] == TRICKS_PER_HAND), None)
    summaries = []
    for seat in range(players):
        squares = [square for square in SQUARES if grid[square] == seat]
        lines = lines_held(grid, seat)
        penalty = len(squares) + lines
        after_loss = max(0, counters[seat] - penalty)
        missing = START_COUNTERS - after_loss
        if seat == slam:
            won_back, why = missing, message("agony-aunt.why.slam")
        elif slam is not None:
            won_back, why = 0, message("agony-aunt.why.slam-other", seat=slam)
        elif tricks_taken[seat] == 0:
            won_back, why = missing, message("agony-aunt.why.no-trick")
        elif penalty == 0:
            won_back = missing // 2
            why = (message("agony-aunt.why.half", missing=missing) if missing
                   else message("agony-aunt.why.nothing-missing"))
        else:
            won_back, why = 0, message("agony-aunt.why.penalties")
        summaries.append({"seat": seat, "tricks": tricks_taken[seat], "squares": squares,
                          "lines": lines, "penalty": penalty,
                          "lost": counters[seat] - after_loss, "won_back": won_back,
                          "why": why, "counters": after_loss + won_back})
    return summaries

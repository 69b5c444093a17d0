"""A compact Agnès position for search: cards as small ints, piles as bytes.

A solver visits hundreds of thousands of positions, more than State.apply's dicts and strings
allow, so it plays on this copy of the rules instead (tests replay every line it finds
through the engine). A card is `suit * 13 + rank - 1`, suits in CDHS order. Its *height* is
how many cards of its suit go home before it: (rank - base rank) mod 13. In heights the rules
have no corners: a card goes home when its suit's foundation holds `height` cards, it builds
on a card one height higher (mod 13) of the colour the variant asks, and an empty column
takes only height 12.

A position is a tuple (tableau, reserve, stock, home, redeals_left): seven columns and seven
reserve piles as bytes from bottom to top, the stock as bytes with its next card last, and
home[suit] the number of cards of each suit on the foundations.
"""

from functools import lru_cache

from ..core.cards import RANKS, SUITS, is_card
from ..core.errors import is_whole_number
from .checks import COLUMNS, MOVE_LIMIT, RESERVE_PILES

CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)
CARD_OF = {code: card for card, code in enumerate(CODES)}
TOP_HEIGHT = 12
HOME = -1  # the target of a card move to its foundation
DEAL, REDEAL = "deal", "redeal"
SEPARATOR = b"\xff"  # never a card, so joined piles keep their bounds in a key


def move_text(move):
    """The engine's string for a move: "deal", "redeal", "7H>f" or "QS>t5"."""
    if isinstance(move, str):
        return move
    card, _source, _index, target = move
    return CODES[card] + (">f" if target == HOME else f">t{target + 1}")


@lru_cache(maxsize=None)
def rules_for(base_rank, variant):
    """The Rules of every deal with this base rank (1..13) and variant; they never change."""
    return Rules(base_rank, variant)


class Rules:
    """One deal's rules as tables over the 52 cards.

    A card move is (card, source, index, target): source 0..6 is a column and 7..13 a reserve
    pile, index the card's place in it, target a column or HOME.
    """

    def __init__(self, base_rank, variant):
        cards = range(52)
        self.height = tuple((card % 13 + 1 - base_rank) % 13 for card in cards)
        self.suit = tuple(card // 13 for card in cards)
        red = [SUITS[card // 13] in "DH" for card in cards]
        same_colour = variant == "sorel"

        def builds_on(card, under):
            return (self.height[card] == (self.height[under] - 1) % 13
                    and (red[card] == red[under]) == same_colour)

        # The two cards each card may lie on in a column, and the two that may lie on it.
        self.parents = tuple(tuple(u for u in cards if builds_on(c, u)) for c in cards)
        self.children = tuple(tuple(c for c in cards if builds_on(c, u)) for u in cards)
        self.builds = bytes(builds_on(c, u) for c in cards for u in cards)  # [card * 52 + under]
        self._not_home = {}
        # card_at[suit][height]: the card a foundation holding `height` cards takes next.
        self.card_at = tuple(tuple(suit * 13 + (height + base_rank - 1) % 13 for height in range(13))
                             for suit in range(4))

    def not_home(self, home):
        """bytes with a 1 for each card not on its foundation when `home` cards are."""
        known = self._not_home.get(home)
        if known is None:
            known = self._not_home[home] = bytes(home[suit] <= height for suit, height
                                                 in zip(self.suit, self.height))
        return known

    # --- moves ------------------------------------------------------------------------

    def run_start(self, column):
        """The index of the lowest card of the sequence at the top of a (non-empty) column."""
        builds = self.builds
        index = len(column) - 1
        while index and builds[column[index] * 52 + column[index - 1]]:
            index -= 1
        return index

    def goes_home(self, card, home):
        return home[self.suit[card]] == self.height[card]

    def card_moves(self, position):
        """Every legal card move, with one empty column standing for all of them (they are
        alike: the key sorts columns)."""
        tableau, reserve, _stock, home, _redeals_left = position
        tops = {column[-1]: target for target, column in enumerate(tableau) if column}
        empty = next((target for target, column in enumerate(tableau) if not column), None)
        moves = []
        for source, column in enumerate(tableau):
            if not column:
                continue
            last = len(column) - 1
            if self.goes_home(column[last], home):
                moves.append((column[last], source, last, HOME))
            for index in range(last, self.run_start(column) - 1, -1):
                card = column[index]
                for parent in self.parents[card]:
                    target = tops.get(parent)
                    if target is not None and target != source:
                        moves.append((card, source, index, target))
                if empty is not None and index and self.height[card] == TOP_HEIGHT:
                    moves.append((card, source, index, empty))
        for pile_index, pile in enumerate(reserve):
            if not pile:
                continue
            card, source, index = pile[-1], COLUMNS + pile_index, len(pile) - 1
            if self.goes_home(card, home):
                moves.append((card, source, index, HOME))
            for parent in self.parents[card]:
                target = tops.get(parent)
                if target is not None:
                    moves.append((card, source, index, target))
            if empty is not None and self.height[card] == TOP_HEIGHT:
                moves.append((card, source, index, empty))
        return moves

    def play(self, position, move):
        """The position after a legal move (no automatic moves)."""
        tableau, reserve, stock, home, redeals_left = position
        if move == DEAL:
            count = min(RESERVE_PILES, len(stock))
            dealt = stock[::-1][:count]
            reserve = tuple(pile + dealt[i:i + 1] if i < count else pile
                            for i, pile in enumerate(reserve))
            return tableau, reserve, stock[:-count], home, redeals_left
        if move == REDEAL:
            return tableau, (b"",) * RESERVE_PILES, b"".join(reserve)[::-1], home, \
                redeals_left - 1
        card, source, index, target = move
        if source < COLUMNS:
            moving = tableau[source][index:]
            tableau = tableau[:source] + (tableau[source][:index],) + tableau[source + 1:]
        else:
            pile = source - COLUMNS
            moving = reserve[pile][index:]
            reserve = reserve[:pile] + (reserve[pile][:index],) + reserve[pile + 1:]
        if target == HOME:
            suit = self.suit[card]
            home = home[:suit] + (home[suit] + 1,) + home[suit + 1:]
        else:
            tableau = tableau[:target] + (tableau[target] + moving,) + tableau[target + 1:]
        return tableau, reserve, stock, home, redeals_left

    # --- automatic moves --------------------------------------------------------------

    def is_safe_home(self, card, home, in_reserve, redeals_left):
        """Whether sending `card` (free to go home now) there can never cost the win.

        It is safe when every card that could ever be put on it in a column is already home,
        and, for a reserve card, when no redeal is left. Proof: take any winning line from the
        position where the card stays. Play it from the position where the card went home,
        leaving out the moves of the card itself. Nothing is ever put on the card, so every
        other move still finds its source and target as before: a sequence the card ended
        just ends one card sooner, a card it covered in a reserve pile is free sooner, its
        column is empty sooner, and its suit's next card could go home only after it anyway.
        Heights make this hold across the King-Ace corner too: a base-rank card (height 0)
        takes height-12 cards, home only once their suits are complete. Deals land on the
        same piles either way; a redeal, though, gathers the reserve, and one card fewer in it
        would shift every later card to another pile, hence the rule for the reserve. The
        line is no longer (it held the card's move home), so the move limit cannot object.
        """
        if in_reserve and redeals_left:
            return False
        return all(home[self.suit[child]] > self.height[child] for child in self.children[card])

    def settle(self, position):
        """The position after every safe move home (see is_safe_home), and those moves."""
        played = []
        while True:
            move = self.safe_move(position)
            if move is None:
                return position, played
            position = self.play(position, move)
            played.append(move)

    def safe_move(self, position):
        """A move home that is_safe_home allows, or None."""
        tableau, reserve, _stock, home, redeals_left = position
        for source, pile in (*enumerate(tableau), *enumerate(reserve, COLUMNS)):
            if pile:
                card = pile[-1]
                if (self.goes_home(card, home)
                        and self.is_safe_home(card, home, source >= COLUMNS, redeals_left)):
                    return card, source, len(pile) - 1, HOME
        return None


def position_key(position):
    """Bytes naming a position up to what cannot change its future: the order of the columns
    (every rule treats them alike), and the order of the reserve piles once the stock is out
    and no redeal is left (deals and redeals are what tell piles apart). The foundations
    need no place: they hold exactly the cards found nowhere else."""
    tableau, reserve, stock, _home, redeals_left = position
    if not stock and not redeals_left:
        reserve = sorted(reserve)
    return SEPARATOR.join((*sorted(tableau), *reserve, stock, bytes((redeals_left,))))


def compact_position(data):
    """(rules, compact position, moves left before the limit) from a position's data (the
    game's, or a view with a stock list); ValueError says what is wrong with it."""
    if data.get("variant") not in ("bernauer", "sorel"):
        raise ValueError("the variant must be bernauer or sorel")
    if data.get("base_rank") not in tuple(RANKS):
        raise ValueError("the base rank must be one of " + " ".join(RANKS))
    rules = rules_for(RANKS.index(data["base_rank"]) + 1, data["variant"])
    piles = {}
    for place, count in (("foundations", 4), ("tableau", COLUMNS), ("reserve", RESERVE_PILES)):
        piles[place] = data.get(place)
        if not (isinstance(piles[place], list) and len(piles[place]) == count
                and all(isinstance(pile, list) for pile in piles[place])):
            raise ValueError(f"a position needs {count} {place} piles, each a list of cards")
    stock = data.get("stock")
    if not isinstance(stock, list):
        raise ValueError("the stock must be a list of cards (next card last)")
    every_card = [card for place in piles.values() for pile in place for card in pile] + stock
    if not all(is_card(card) for card in every_card) or sorted(every_card) != sorted(CARD_OF):
        raise ValueError("a position must hold each of the 52 cards exactly once")
    home = [0, 0, 0, 0]
    for pile in piles["foundations"]:
        cards = [CARD_OF[card] for card in pile]
        if any(rules.height[card] != height or rules.suit[card] != rules.suit[cards[0]]
               for height, card in enumerate(cards)):
            raise ValueError("each foundation must climb in one suit from the base rank")
        if cards:
            home[rules.suit[cards[0]]] = len(cards)
    redeals_left, moves_made = data.get("redeals_left", 0), data.get("moves_made", 0)
    if not (is_whole_number(redeals_left) and 0 <= redeals_left <= 2):
        raise ValueError("redeals_left must be 0, 1 or 2")
    if not (is_whole_number(moves_made) and moves_made >= 0):
        raise ValueError("moves_made must be a whole number")
    moves_left = 0 if data.get("resigned") else max(0, MOVE_LIMIT - moves_made)

    def packed(pile):
        return bytes(CARD_OF[card] for card in pile)

    position = (tuple(map(packed, piles["tableau"])), tuple(map(packed, piles["reserve"])),
                packed(stock), tuple(home), redeals_left)
    return rules, position, moves_left

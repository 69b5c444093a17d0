"""Agnès, a one-player patience (Agnès Bernauer, or Agnès Sorel as an option): the game.

Moves: "<card>><target>" ("QS>t5": the Queen of spades, with the cards on it, onto column 5;
"7H>f": the 7 of hearts to its foundation), "deal", "redeal" and "resign".
"""

from ..core import Game, IllegalMove, Option, add_log, register
from ..core.determinize import Unseen
from ..core.cards import RANKS, card_name, standard_deck
from .bot import choose_move
from .rules import COLUMNS, RESERVE_PILES, base_rank, column_moves, foundation_cards, \
    foundation_for, foundation_moves, has_move, is_won, locate, move_refusal, parse_card_move, \
    rank_below, rank_word, redeal_refusal, with_article

# Reversible moves could make a deal last forever: it ends after this many moves, far beyond
# any real game, so every game (and the conformance test's bound) is finite.
MOVE_LIMIT = 2000


def ending(data):
    """Why the deal is over ("won", "resigned", "limit", "stuck"), or None while it goes on."""
    if is_won(data):
        return "won"
    if data["resigned"]:
        return "resigned"
    if data["moves_made"] >= MOVE_LIMIT:
        return "limit"
    if not has_move(data):
        return "stuck"
    return None


def counted(number, noun):
    """'1 card', '7 cards'."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


@register
class Agnes(Game):
    id = "agnes"
    title = "Agnès"
    summary = "A demanding patience: build four suits up from a base rank dealt at random."
    min_players = max_players = 1
    options = (
        Option.choice("variant", "Variant", ("bernauer", "sorel"), "bernauer",
                      help="Bernauer: the tableau builds down in alternating colours; "
                           "Sorel: in the same colour"),
        Option.integer("redeals", "Redeals", 0, 2, 0,
                       help="how many times the reserve may be gathered and dealt again "
                            "once the stock is empty"),
    )
    move_bound = MOVE_LIMIT
    computer_levels = {"normal": choose_move}

    def setup(self, players, options, rng):
        deck = rng.shuffle(standard_deck())
        tableau, dealt = [], 1
        for size in range(1, COLUMNS + 1):
            tableau.append(deck[dealt:dealt + size])
            dealt += size
        data = {"variant": options["variant"], "base_rank": deck[0][0],
                "foundations": [[deck[0]], [], [], []], "tableau": tableau,
                "reserve": [[] for _ in range(RESERVE_PILES)], "stock": deck[dealt:],
                "redeals": options["redeals"], "redeals_left": options["redeals"],
                "resigned": False, "moves_made": 0}
        add_log(data, f"{deck[0]} sets the base rank: the foundations start at "
                      f"{with_article(rank_word(base_rank(data)))}")
        return data

    def to_play(self, data):
        return () if ending(data) else (0,)

    def legal_moves(self, data, seat):
        moves = [*foundation_moves(data), *column_moves(data)]
        if data["stock"]:
            moves.append("deal")
        if redeal_refusal(data) is None:
            moves.append("redeal")
        moves.append("resign")
        return moves

    def play(self, data, seat, move, rng):
        if move == "deal":
            self._deal(data)
        elif move == "redeal":
            self._redeal(data)
        elif move == "resign":
            data["resigned"] = True
        else:
            self._move_card(data, *parse_card_move(move))
        data["moves_made"] += 1
        self._log_ending(data)

    def _deal(self, data):
        stock = data["stock"]
        if not stock:
            raise IllegalMove("the stock is empty")
        count = min(RESERVE_PILES, len(stock))
        for pile in data["reserve"][:count]:
            pile.append(stock.pop())
        add_log(data, f"dealt {counted(count, 'card')} from the stock")

    def _redeal(self, data):
        refusal = redeal_refusal(data)
        if refusal:
            raise IllegalMove(refusal)
        gathered = [card for pile in data["reserve"] for card in pile]
        data["stock"] = gathered[::-1]  # the stock deals from its end: pile 1's bottom card first
        data["reserve"] = [[] for _ in range(RESERVE_PILES)]
        data["redeals_left"] -= 1
        add_log(data, f"gathered the reserve into a new stock of {counted(len(gathered), 'card')} "
                      f"({counted(data['redeals_left'], 'redeal')} left)")

    def _move_card(self, data, card, target):
        place, pile_index, card_index = locate(data, card)
        if place == "stock":
            raise IllegalMove(f"the {card_name(card)} is still in the stock")
        refusal = move_refusal(data, place, pile_index, card_index, target)
        if refusal:
            raise IllegalMove(refusal)
        source = data[place][pile_index]
        moving = source[card_index:]
        del source[card_index:]
        if target == "f":
            foundation_for(data, card).append(card)
            add_log(data, f"{card} to its foundation")
        else:
            data["tableau"][target].extend(moving)
            carried = len(moving) - 1
            with_cards = f" with {counted(carried, 'card')} on it" if carried else ""
            add_log(data, f"{card}{with_cards} onto column {target + 1}")

    def _log_ending(self, data):
        reason = ending(data)
        if reason is None:
            return
        on_foundations = counted(foundation_cards(data), "card")
        add_log(data, {
            "won": "all 52 cards are on the foundations: won!",
            "resigned": f"gave up with {on_foundations} on the foundations",
            "limit": f"the game stops at its limit of {MOVE_LIMIT} moves with "
                     f"{on_foundations} on the foundations",
            "stuck": f"no move is left: the game ends with {on_foundations} on the foundations",
        }[reason])

    def scores(self, data):
        return [foundation_cards(data)]

    def winners(self, data):
        return (0,) if is_won(data) else ()

    def view(self, data, seat):
        return {"variant": data["variant"], "base_rank": data["base_rank"],
                "empty_column_rank": RANKS[rank_below(base_rank(data)) - 1],
                "foundations": [list(pile) for pile in data["foundations"]],
                "tableau": [list(column) for column in data["tableau"]],
                "reserve": [list(pile) for pile in data["reserve"]],
                "stock": len(data["stock"]), "redeals": data["redeals"],
                "redeals_left": data["redeals_left"],
                "won": is_won(data), "resigned": data["resigned"]}

    def hidden_locations(self, data, seat):
        return {"stock": list(data["stock"])}

    def unseen(self, view):
        """The stock: every card the view does not show, in an order nobody knows."""
        shown = {card for place in ("foundations", "tableau", "reserve")
                 for pile in view[place] for card in pile}
        return Unseen([card for card in standard_deck() if card not in shown],
                      {"stock": view["stock"]})

    def fill(self, view, placed):
        return {"variant": view["variant"], "base_rank": view["base_rank"],
                "foundations": [list(pile) for pile in view["foundations"]],
                "tableau": [list(column) for column in view["tableau"]],
                "reserve": [list(pile) for pile in view["reserve"]],
                "stock": list(placed.get("stock", [])), "redeals": view["redeals"],
                "redeals_left": view["redeals_left"], "resigned": view["resigned"],
                "moves_made": view["move_number"], "log": []}

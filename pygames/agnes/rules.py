"""Agnès, a one-player patience (Agnès Bernauer, or Agnès Sorel as an option): the game
itself, its moves and log, on the checks of checks.py.

Moves: "<card>><target>" ("QS>t5": the Queen of spades, with the cards on it, onto column 5;
"7H>f": the 7 of hearts to its foundation), "deal", "redeal" and "resign".
"""

from ..core import Game, IllegalMove, Option, add_log, event, register
from ..core.cards import RANKS, standard_deck
from ..core.determinize import Unseen
from ..core.messages import message
from .normal import choose_move
from .checks import COLUMNS, DECK_SIZE, MOVE_LIMIT, RESERVE_PILES, base_rank, blocked_cards, \
    column_moves, foundation_cards, foundation_for, foundation_moves, has_move, is_won, locate, \
    move_refusal, parse_card_move, rank_below, redeal_refusal, source_of, target_of


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


@register
class Agnes(Game):
    id = "agnes"
    title = "Agnès"
    summary = "A demanding patience: build four suits up from a base rank dealt at random."
    min_players = max_players = 1
    max_score = DECK_SIZE  # every card home
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
    # The hooks below live in advice.py, imported when first asked: with the solver it is a
    # fifth of the engine's import (9 of 50 ms in CPython), which the worker's start-up skips.
    hints = solver = True
    grades = ("easy", "medium", "hard")  # grades.GRADES, which imports the solver

    def hint(self, view, earlier):
        from . import advice  # here, not above: it costs the worker's start-up 9 ms
        return advice.hint(view, earlier)

    def solution(self, states):
        from . import advice  # here, not above: it costs the worker's start-up 9 ms
        return advice.solution(states)

    def winnable_seed(self, seed, options, grade=None):
        from . import advice  # here, not above: it costs the worker's start-up 9 ms
        return advice.winnable_seed(seed, options, grade)

    def deal_grade(self, seed, options):
        from . import advice  # here, not above: it costs the worker's start-up 9 ms
        return advice.deal_grade(seed, options)

    def settled_moves(self, data):
        """Auto-finish: once the stock is empty, when every card left can go to its foundation
        one after another, the moves that send them there; else None."""
        if data["stock"]:
            return None
        # The solver's compact rules, a hundred times quicker than State.apply; here, not
        # above, as the hooks' advice.py: at the top it costs the worker's start-up.
        from .compact import HOME, compact_position, move_text as compact_move_text
        rules, position, moves_left = compact_position(data)
        moves = []
        while sum(position[3]) < DECK_SIZE:
            home = next((move for move in rules.card_moves(position) if move[3] == HOME), None)
            if home is None or len(moves) == moves_left:
                return None
            moves.append((0, compact_move_text(home)))
            position = rules.play(position, home)
        return moves

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
        add_log(data, event("base", message("agnes.log.base", card=deck[0], rank=deck[0][0]),
                            card=deck[0]))
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

    def parse_move(self, text):
        """{"kind": "deal" | "redeal" | "resign"}, or {"kind": "move", "card", "to"}: "to" is
        "f" (home) or a column "t1".."t7", as in "7H>t3"."""
        if text in ("deal", "redeal", "resign"):
            return {"kind": text}
        card, target = parse_card_move(text)
        return {"kind": "move", "card": card, "to": target if target == "f" else f"t{target + 1}"}

    def move_text(self, move):
        if move["kind"] == "move":
            return f"{move['card']}>{move['to']}"
        return move["kind"]

    def play(self, data, seat, move, rng):
        if move == "deal":
            self._deal(data, seat)
        elif move == "redeal":
            self._redeal(data, seat)
        elif move == "resign":
            data["resigned"] = True
        else:
            self._move_card(data, seat, *parse_card_move(move))
        data["moves_made"] += 1
        self._log_ending(data, seat)

    def _deal(self, data, seat):
        """One card from the stock onto each reserve pile, from the first, while cards last."""
        stock = data["stock"]
        if not stock:
            raise IllegalMove("agnes.refusal.stock-empty")
        count = min(RESERVE_PILES, len(stock))
        cards = [stock.pop() for _ in range(count)]
        for pile, card in zip(data["reserve"], cards):
            pile.append(card)
        add_log(data, event("deal", message("agnes.log.deal", seat=seat, count=count, cards=cards),
                            cards=cards))

    def _redeal(self, data, seat):
        refusal = redeal_refusal(data)
        if refusal:
            raise IllegalMove(**refusal)
        gathered = [card for pile in data["reserve"] for card in pile]
        data["stock"] = gathered[::-1]  # the stock deals from its end: pile 1's bottom card first
        data["reserve"] = [[] for _ in range(RESERVE_PILES)]
        data["redeals_left"] -= 1
        add_log(data, event("redeal", message("agnes.log.redeal", seat=seat, count=len(gathered),
                                              left=data["redeals_left"]), cards=gathered))

    def _move_card(self, data, seat, card, target):
        place, pile_index, card_index = locate(data, card)
        if place == "stock":
            raise IllegalMove("agnes.refusal.in-stock", card=card)
        refusal = move_refusal(data, place, pile_index, card_index, target)
        if refusal:
            raise IllegalMove(**refusal)
        source = data[place][pile_index]
        moving = source[card_index:]
        del source[card_index:]
        if target == "f":
            foundation_for(data, card).append(card)
            add_log(data, event("move", message("agnes.log.home", seat=seat, card=card,
                                                source=source_of(place, pile_index)),
                                card=card, to="f"))
            return
        onto = target_of(data, target)
        data["tableau"][target].extend(moving)
        carried = len(moving) - 1
        key = "agnes.log.move-run" if carried else "agnes.log.move"
        add_log(data, event("move", message(key, seat=seat, card=card, carried=carried,
                                            source=source_of(place, pile_index), target=onto),
                            card=card, to=f"t{target + 1}"))

    def _log_ending(self, data, seat):
        reason = ending(data)
        if reason is None:
            return
        home = foundation_cards(data)
        add_log(data, event("end", {
            "won": message("agnes.log.won"),
            "resigned": message("agnes.log.resigned", seat=seat, home=home),
            "limit": message("agnes.log.limit", limit=MOVE_LIMIT, home=home),
            "stuck": message("agnes.log.stuck", home=home),
        }[reason]))

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
                "won": is_won(data), "resigned": data["resigned"],
                "blocked": {} if ending(data) else blocked_cards(data)}

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

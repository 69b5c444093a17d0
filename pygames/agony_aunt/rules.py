"""Agony Aunt (David Parlett): four-handed trick avoidance over a 3 x 3 penalty grid.

Every move is one card: "play QS", "play JOKER". After the fourth card the trick is
resolved in the same move; after the thirteenth trick the hand is reckoned and, unless the
game is over, the next hand is dealt at once, so the only seat ever waited for is the one
whose card is due.
"""

from ..core import Game, IllegalMove, add_log, event, keeps_log, quoted, register
from ..core.cards import JOKER, is_card, standard_deck, suit_of
from ..core.messages import message
from ..core.players import sometimes_random
from . import scoring
from .normal import choose_move
from .hard import hard_player
from .messages import card_message
from .scoring import GRID, HAND_LIMIT, START_COUNTERS, TRICKS_PER_HAND, sort_hand
from .sampling import hand_location, position_from, unseen_cards
from .settled import settled_moves
from .view import table_view

PLAYERS = 4


def deal_hand(data, rng):
    """Shuffle the 53 cards, turn up the dump card (a Joker goes back into the pack and
    the next card is turned), shuffle the rest and deal 13 to each seat."""
    pack = rng.shuffle(standard_deck() + [JOKER])
    turned = pack.pop(0)
    joker_turned = turned == JOKER
    if joker_turned:
        turned = pack.pop(0)
        pack.append(JOKER)
    rng.shuffle(pack)
    leader = data["hand_number"] % PLAYERS
    data.update({
        "turned": turned,
        "hands": [sort_hand(pack[13 * seat:13 * seat + 13], turned) for seat in range(PLAYERS)],
        "trick": [], "previous_trick": None, "trick_number": 1, "turn": leader,
        "tricks_taken": [0] * PLAYERS, "dump_taken": [[] for _ in range(PLAYERS)],
        "grid": {square: None for square in scoring.SQUARES},
        "voids": [[] for _ in range(PLAYERS)],
    })
    if joker_turned:
        add_log(data, event("joker-turned", message("agony-aunt.log.joker-turned")))
    add_log(data, event("deal", message("agony-aunt.log.deal", hand=data["hand_number"] + 1,
                                        seat=leader, turned=card_message(turned, turned),
                                        suit=suit_of(turned), dumpth=scoring.dump_trick(turned)),
                        seat=leader, card=turned))


def led_suit(data):
    trick = data["trick"]
    return scoring.card_facts(data["turned"])[trick[0][1]][0] if trick else None


def follow_suit_refusal(data, seat, card):
    """Why `card` may not be played to the trick in progress (a message), or None if it may."""
    suit = led_suit(data)
    turned = data["turned"]
    facts = scoring.card_facts(turned)
    if suit is None or facts[card][0] == suit:
        return None
    followers = [held for held in data["hands"][seat] if facts[held][0] == suit]
    if not followers:
        return None
    if JOKER in (card, *followers):
        return message("agony-aunt.refusal.follow-suit-joker", suit=suit, turned=turned)
    return message("agony-aunt.refusal.follow-suit", suit=suit)


def blocked_cards(data, seat):
    """{card: why} for each card of `seat`'s hand it may not play now, while it is to play:
    what the page says when the player taps one."""
    if data["over"] or data["turn"] != seat:
        return {}
    reasons = {card: follow_suit_refusal(data, seat, card) for card in data["hands"][seat]}
    return {card: why for card, why in reasons.items() if why is not None}


def play_event(data, seat, card, suit):
    """The log entry of `seat` playing `card` to a trick led in `suit` (None: it leads)."""
    named = card_message(card, data["turned"])
    if suit is None:
        said = message("agony-aunt.log.lead", seat=seat, card=named)
    elif scoring.card_facts(data["turned"])[card][0] != suit:
        said = message("agony-aunt.log.discard", seat=seat, card=named, suit=suit)
    else:
        said = message("agony-aunt.log.play", seat=seat, card=named)
    return event("play", said, seat=seat, card=card)


@register
class AgonyAunt(Game):
    id = "agony-aunt"
    title = "Agony Aunt"
    summary = "Dodge the queens, the Joker and the dumpth trick on a grid of penalties."
    min_players = max_players = PLAYERS
    move_bound = HAND_LIMIT * PLAYERS * TRICKS_PER_HAND
    computer_levels = {"easy": sometimes_random(choose_move, 0.5), "normal": choose_move,
                       "hard": hard_player}

    def setup(self, players, options, rng):
        data = {"hand_number": 0, "counters": [START_COUNTERS] * PLAYERS, "over": False,
                "last_hand": None, "log": []}
        deal_hand(data, rng)
        return data

    def to_play(self, data):
        return () if data["over"] else (data["turn"],)

    def legal_moves(self, data, seat):
        hand = data["hands"][seat]
        suit = led_suit(data)
        if suit is not None:
            facts = scoring.card_facts(data["turned"])
            hand = [card for card in hand if facts[card][0] == suit] or hand
        return ["play " + card for card in hand]

    def parse_move(self, text):
        """{"kind": "play", "card"} from "play 7C" (the Joker: "play JOKER")."""
        verb, _, card = text.partition(" ")
        if verb != "play" or not card:
            raise IllegalMove("agony-aunt.refusal.not-a-move", move=quoted(text))
        return {"kind": "play", "card": card}

    def move_text(self, move):
        return f"play {move['card']}"

    def play(self, data, seat, move, rng):
        card = self.parse_move(move)["card"]
        hand = data["hands"][seat]
        if card not in hand:
            raise refusal_for_absent(card, data["turned"])
        suit = led_suit(data)
        if suit is not None and scoring.card_facts(data["turned"])[card][0] != suit:
            refusal = follow_suit_refusal(data, seat, card)
            if refusal:
                raise IllegalMove(**refusal)
            if suit not in data["voids"][seat]:
                data["voids"][seat].append(suit)  # everyone sees it: the seat holds no more of it
        hand.remove(card)
        data["trick"].append([seat, card])
        if keeps_log(data):
            add_log(data, play_event(data, seat, card, suit))
        if len(data["trick"]) < PLAYERS:
            data["turn"] = (seat + 1) % PLAYERS
        else:
            finish_trick(data, rng)

    def scores(self, data):
        return list(data["counters"])

    def view(self, data, seat):
        return table_view(data, seat, blocked_cards(data, seat) if seat is not None else {})

    def settled_moves(self, data):
        """The rest of the hand, when no way of playing it changes its counters (settled.py)."""
        return settled_moves(data)

    def hidden_locations(self, data, seat):
        return {hand_location(other): list(hand) for other, hand in enumerate(data["hands"])
                if other != seat}

    def unseen(self, view):
        return unseen_cards(view)

    def fill(self, view, placed):
        return position_from(view, placed)


def refusal_for_absent(card, turned):
    """Why a card that is not in the player's hand cannot be played."""
    if card != JOKER and not is_card(card):
        return IllegalMove("agony-aunt.refusal.not-a-card", card=quoted(card))
    if card == turned:
        return IllegalMove("agony-aunt.refusal.turned", card=card)
    return IllegalMove("agony-aunt.refusal.not-in-hand", card=card)


def finish_trick(data, rng):
    """Give the full trick to its winner, cover the squares it costs, and move on."""
    turned = data["turned"]
    facts = scoring.card_facts(turned)
    suit = led_suit(data)
    winner, _ = max((entry for entry in data["trick"] if facts[entry[1]][0] == suit),
                    key=lambda entry: facts[entry[1]][1])
    cards = [card for _, card in data["trick"]]
    data["tricks_taken"][winner] += 1
    data["dump_taken"][winner] += [card for card in cards if facts[card][0] == suit_of(turned)]
    squares = scoring.squares_of_trick(cards, data["trick_number"], turned)
    for square in squares:
        data["grid"][square] = winner
    if keeps_log(data):
        if squares:
            add_log(data, event("take", message(
                "agony-aunt.log.trick-squares", seat=winner, trick=data["trick_number"],
                squares=[message(f"agony-aunt.square.{square}") for square in squares]),
                seat=winner))
        else:
            add_log(data, event("take", message("agony-aunt.log.trick", seat=winner,
                                                trick=data["trick_number"]), seat=winner))
    data["previous_trick"] = {"cards": data["trick"], "winner": winner}
    data["trick"] = []
    data["turn"] = winner
    if data["trick_number"] < TRICKS_PER_HAND:
        data["trick_number"] += 1
    else:
        finish_hand(data, rng)


def finish_hand(data, rng):
    """Cover Most tricks, reckon losses and win-backs, then end the game or deal again."""
    taker, reason = scoring.most_tricks_taker(data["tricks_taken"], data["dump_taken"],
                                              data["turned"])
    if taker is not None:
        data["grid"]["most-tricks"] = taker
    summaries = scoring.settle_hand(data["counters"], data["grid"], data["tricks_taken"])
    data["counters"] = [summary["counters"] for summary in summaries]
    # A card message, not a code: this hand's cards are dealt again and a code would name one.
    data["last_hand"] = {"hand_number": data["hand_number"] + 1,
                         "turned": card_message(data["turned"], data["turned"]),
                         "grid": [[data["grid"][square] for square in row] for row in GRID],
                         "most_tricks": reason, "seats": summaries}
    if keeps_log(data):
        add_log(data, event("most-tricks", message("agony-aunt.log.most-tricks", reason=reason)))
        for summary in summaries:
            add_log(data, event("reckoning", message(
                "agony-aunt.log.reckoning", seat=summary["seat"], lost=summary["lost"],
                won=summary["won_back"], why=summary["why"], counters=summary["counters"]),
                seat=summary["seat"]))
    data["hand_number"] += 1
    emptied = [seat for seat, counters in enumerate(data["counters"]) if counters == 0]
    if emptied or data["hand_number"] == HAND_LIMIT:
        data["over"] = True
        add_log(data, event("end", message("agony-aunt.log.over-empty", seats=emptied)
                            if emptied else message("agony-aunt.log.over-limit", limit=HAND_LIMIT)))
    else:
        deal_hand(data, rng)

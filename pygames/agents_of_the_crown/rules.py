"""Agents of the Crown (Crab Fragment Labs): four Houses fend off the kingdom's challenges
over four years of four seasons. Each year every seat passes a Noble and a Common to its left
in secret; each season every seat commits one card, face up or face down, beside a challenge.

Phases: "pass" (all seats choose at once), "commit" (one seat at a time, from a first seat
that moves one left each season), "deal" (between years: the first seat of the coming Spring
deals, so the last reveal and the year's scoring stay on the table until then), "over".
"""

import functools

from pygames.core import Game, IllegalMove, add_log, clone, event, keeps_log, quoted, register
from pygames.core.cards import SUITS, is_card, suit_of
from pygames.core.messages import message
from pygames.core.players import sometimes_random

from .normal import choose_move
from .hard import hard_player
from .sampling import position_from, true_places, unseen_cards
from .scoring import (COMMONS, HAND_COMMONS, HAND_NOBLES, NOBLES, SEATS, by_strength,
                      challenge_total, cursed_seats, hand_order, is_noble, left_of,
                      resolve_challenge, right_of, score_year)

YEARS = 4
SEASONS = ("spring", "summer", "fall", "winter")  # message keys: agents-of-the-crown.season.*
STACK_SIZES = (3, 4, 4, 5)  # the 16 Commons left after the deal
FACES = ("up", "down")


def commitment_order(first_seat):
    return [(first_seat + step) % SEATS for step in range(SEATS)]


@functools.cache
def commitments_of(card, suits):
    """Every way to commit `card` beside the challenges of `suits` (kept: searches list
    these moves constantly)."""
    return tuple(f"commit {card} {face} at {suit}" for face in FACES for suit in suits)


def log_message(name, **params):
    """A line of this game's log (its templates are in messages.py)."""
    return message(f"agents-of-the-crown.log.{name}", **params)


def refusal(name, **params):
    return IllegalMove(f"agents-of-the-crown.refusal.{name}", **params)


@register
class AgentsOfTheCrown(Game):
    id = "agents-of-the-crown"
    title = "Agents of the Crown"
    summary = "Four Houses fend off the realm's threats with secret, bluffing plays over four years."
    min_players = max_players = SEATS
    # Easy: the normal player with some moves at random, as a beginner's slips.
    computer_levels = {"easy": sometimes_random(choose_move, 0.4), "normal": choose_move,
                       "hard": hard_player}
    # Per year: four passes and sixteen commitments, then one deal between years.
    move_bound = YEARS * (SEATS + len(SEASONS) * SEATS) + (YEARS - 1)

    def setup(self, players, options, rng):
        banners = rng.shuffle(["A" + suit for suit in SUITS])
        data = {"houses": [suit_of(banner) for banner in banners], "year": 1, "season": 0,
                "first_seat": 0, "curses": [0] * SEATS, "score_table": [],
                "totals": [0] * SEATS, "log": []}
        add_log(data, event("houses", log_message("houses", houses=[
            log_message("house", seat=seat, suit=suit) for seat, suit in enumerate(data["houses"])])))
        deal_year(data, rng)
        return data

    def to_play(self, data):
        phase = data["phase"]
        if phase == "pass":
            return [seat for seat in range(SEATS) if data["passes"][seat] is None]
        if phase == "commit":
            return [commitment_order(data["first_seat"])[len(data["commitments"])]]
        if phase == "deal":
            return [data["first_seat"]]
        return []

    def legal_moves(self, data, seat):
        hand = data["hands"][seat]
        if data["phase"] == "pass":
            return [f"pass {noble} {common}" for noble in hand if is_noble(noble)
                    for common in hand if not is_noble(common)]
        if data["phase"] == "commit":
            suits = tuple(pile["suit"] for pile in data["challenges"])
            return [move for card in hand for move in commitments_of(card, suits)]
        return ["deal"]

    def parse_move(self, text):
        """{"kind": "pass", "cards": [noble, common]} from "pass QC 5H" (the Noble first, as
        the legal list writes it, whichever order the text gives); {"kind": "commit",
        "card", "face": "up" | "down", "at": a suit} from "commit 5H down at D"; {"kind":
        "deal"}."""
        words = text.split()
        if words[0] == "pass":
            if len(words) != 3:
                raise refusal("pass-form")
            return {"kind": "pass", "cards": sorted(words[1:], key=lambda card: not is_noble(card))}
        if words[0] == "commit":
            if len(words) != 5 or words[3] != "at":
                raise refusal("commit-form")
            return {"kind": "commit", "card": words[1], "face": words[2], "at": words[4]}
        if words == ["deal"]:
            return {"kind": "deal"}
        raise refusal("not-a-move", move=quoted(text))

    def move_text(self, move):
        kind = move["kind"]
        if kind == "pass":
            noble, common = move["cards"]
            return f"pass {noble} {common}"
        if kind == "commit":
            return f"commit {move['card']} {move['face']} at {move['at']}"
        if kind == "deal":
            return "deal"
        raise ValueError(f"no Agents of the Crown move is of kind {kind!r}")

    def play(self, data, seat, move, rng):
        try:
            move = self.parse_move(move)
        except IllegalMove:
            move = {"kind": None}  # each step of the year refuses it in its own words
        if data["phase"] == "pass":
            choose_pass(data, seat, move)
        elif data["phase"] == "commit":
            commit(data, seat, move)
        elif move["kind"] == "deal":
            data["year"] += 1
            if keeps_log(data):
                # The log is the year's: the cards its lines name are dealt again, and a
                # line naming a card now in a hidden hand would tell a view what it hides.
                data["log"] = []
            deal_year(data, rng)
        else:
            raise refusal("year-over", next=data["year"] + 1)

    def scores(self, data):
        return list(data["totals"])

    def view(self, data, seat):
        phase = data["phase"]
        mine = seat is not None
        passed = data["passed"][seat] if mine else None
        return {
            "phase": phase, "year": data["year"], "years": YEARS, "season": data["season"],
            "houses": [{"seat": house_seat, "suit": suit, "banner": "A" + suit,
                        "curses": data["curses"][house_seat]}
                       for house_seat, suit in enumerate(data["houses"])],
            "hand": list(data["hands"][seat]) if mine else None,
            "hand_sizes": [len(hand) for hand in data["hands"]],
            "passes_chosen": [chooser for chooser in range(SEATS)
                              if data["passes"][chooser] is not None],
            "my_pass": clone(data["passes"][seat]) if mine else None,
            "passed": {"gave": list(passed), "received": list(data["passed"][right_of(seat)])}
            if passed else None,
            "stacks": [len(stack) for stack in data["stacks"]],
            "challenges": [{"suit": pile["suit"], "house_seat": data["houses"].index(pile["suit"]),
                            "cards": list(pile["cards"]), "total": challenge_total(pile["cards"]),
                            "carried": list(pile["carried"]), "strays": list(pile["strays"])}
                           for pile in data["challenges"]],
            "first_seat": data["first_seat"], "order": commitment_order(data["first_seat"]),
            "commitments": [{"seat": play["seat"], "face": play["face"], "at": play["at"],
                             "card": play["card"] if play["face"] == "up" or play["seat"] == seat
                             else None} for play in data["commitments"]],
            "prizes": [list(prizes) for prizes in data["prizes"]],
            "played": [list(cards) for cards in data["played"]],
            "unclaimed": list(data["unclaimed"]),
            "last_reveal": clone(data["last_reveal"]), "year_end": clone(data["year_end"]),
            "score_table": [list(row) for row in data["score_table"]],
        }

    def hidden_locations(self, data, seat):
        """Other hands, unturned stacks, others' face-down cards (see sampling.py); nothing
        once a year is scored (every hand is then shown)."""
        return true_places(data, seat)

    def hidden_cards(self, data, seat):
        """The hidden places' cards, less the two this seat passed: it saw them, and knows its
        left neighbour holds them (in hand or face down), just not which is where."""
        known = (data["passed"][seat] or []) if seat is not None else []
        return [card for card in super().hidden_cards(data, seat) if card not in known]

    def unseen(self, view):
        return unseen_cards(view)

    def fill(self, view, placed):
        return position_from(view, placed)


def deal_year(data, rng):
    """Four Commons and four Nobles to each seat; the other 16 Commons into the season stacks."""
    commons = rng.shuffle(list(COMMONS))
    nobles = rng.shuffle(list(NOBLES))
    data["hands"] = [sorted(commons[seat * HAND_COMMONS:(seat + 1) * HAND_COMMONS]
                            + nobles[seat * HAND_NOBLES:(seat + 1) * HAND_NOBLES], key=hand_order)
                     for seat in range(SEATS)]
    rest = commons[SEATS * HAND_COMMONS:]
    data["stacks"] = []
    for size in STACK_SIZES:
        data["stacks"].append(rest[:size])
        rest = rest[size:]
    data.update(phase="pass", season=0, curses=[0] * SEATS, prizes=[[] for _ in range(SEATS)],
                played=[[] for _ in range(SEATS)], unclaimed=[],
                passes=[None] * SEATS, passed=[None] * SEATS, challenges=[], strays=[],
                commitments=[], last_reveal=None, year_end=None)
    add_log(data, event("deal", log_message("deal", seat=data["first_seat"], year=data["year"]),
                        seat=data["first_seat"]))


def choose_pass(data, seat, move):
    if move["kind"] != "pass":
        raise refusal("pass-form")
    cards = move["cards"]
    for card in cards:
        if not is_card(card) or card not in data["hands"][seat]:
            raise refusal("not-in-hand", card=quoted(card))
    nobles = [card for card in cards if is_noble(card)]
    if len(nobles) != 1:
        raise refusal("pass-one-each")
    common = cards[1] if cards[0] in nobles else cards[0]
    data["passes"][seat] = [nobles[0], common]
    if keeps_log(data):
        add_log(data, event("pass-chosen", log_message("pass-chosen", seat=seat), seat=seat),
                private={seat: event("pass-chosen", log_message(
                    "pass-chosen-mine", seat=seat, cards=data["passes"][seat], left=left_of(seat)),
                    seat=seat, cards=data["passes"][seat])})
    if all(data["passes"]):
        exchange_passes(data)


def exchange_passes(data):
    """Every choice is made: the cards move left at once, then Spring is turned over."""
    data["passed"], data["passes"] = data["passes"], [None] * SEATS
    for seat, cards in enumerate(data["passed"]):
        for card in cards:
            data["hands"][seat].remove(card)
            data["hands"][left_of(seat)].append(card)
    for hand in data["hands"]:
        hand.sort(key=hand_order)
    if keeps_log(data):
        add_log(data, event("passed", log_message("passed")), private={seat: event(
            "passed", log_message("passed-mine", seat=seat, gave=data["passed"][seat],
                                  left=left_of(seat), received=data["passed"][right_of(seat)],
                                  right=right_of(seat)),
            seat=seat, gave=data["passed"][seat], received=data["passed"][right_of(seat)])
            for seat in range(SEATS)})
    data["phase"] = "commit"
    turn_over_season(data, {})


def turn_over_season(data, carried):
    """This season's stack joins the undefeated piles and last season's strays, one per suit."""
    fresh = data["stacks"].pop(0)
    strays, data["strays"] = data["strays"], []
    data["challenges"] = []
    for suit in SUITS:
        old = carried.get(suit, [])
        fed = [card for card in strays if suit_of(card) == suit]
        cards = old + fed + [card for card in fresh if suit_of(card) == suit]
        if cards:
            data["challenges"].append({"suit": suit, "cards": cards, "carried": old, "strays": fed})
    if keeps_log(data):
        add_log(data, event("season", log_message(
            "season", year=data["year"],
            season=message(f"agents-of-the-crown.season.{SEASONS[data['season']]}"),
            challenges=[log_message("carried" if pile["carried"] else "challenge",
                                    suit=pile["suit"], total=challenge_total(pile["cards"]))
                        for pile in data["challenges"]],
            first=log_message("first", seat=data["first_seat"]))))


def commit(data, seat, move):
    if move["kind"] != "commit":
        raise refusal("commit-form")
    card, face, at = move["card"], move["face"], move["at"]
    if card not in data["hands"][seat]:
        raise refusal("not-in-hand", card=quoted(card))
    if face not in FACES:
        raise refusal("face", face=quoted(face))
    suits = [pile["suit"] for pile in data["challenges"]]
    if at not in suits:
        if len(at) == 1 and at in SUITS:  # SUITS is text: "CD" is in it, and is no suit
            raise refusal("no-challenge", at=at, suits=suits)
        raise refusal("not-a-suit", at=quoted(at), suits=suits)
    data["hands"][seat].remove(card)
    data["commitments"].append({"seat": seat, "card": card, "face": face, "at": at})
    if keeps_log(data):
        placed = {"seat": seat, "face": face, "at": at}
        if face == "up":
            add_log(data, event("commit", log_message("commit-up", seat=seat, card=card, at=at),
                                card=card, **placed))
        else:
            add_log(data, event("commit", log_message("commit-down", seat=seat, at=at), **placed),
                    private={seat: event("commit", log_message("commit-down-mine", seat=seat,
                                                               card=card, at=at),
                                         card=card, **placed)})
    if len(data["commitments"]) == SEATS:
        reveal(data)


def reveal(data):
    """Turn every committed card up and resolve each challenge by suit."""
    plays = data["commitments"]
    winter = data["season"] == len(SEASONS) - 1
    logging = keeps_log(data)
    if logging:
        add_log(data, event("reveal", log_message("reveal", plays=[
            log_message("revealed", seat=play["seat"], card=play["card"]) for play in plays]),
            plays=[{"seat": play["seat"], "card": play["card"]} for play in plays]))
    for play in plays:
        data["played"][play["seat"]].append(play["card"])
    results, carried = [], {}
    for pile in data["challenges"]:
        suit = pile["suit"]
        result = resolve_challenge(suit, pile["cards"], [
            (play["seat"], play["card"]) for play in plays if suit_of(play["card"]) == suit])
        if result["defeated"]:
            for prize in result["prizes"]:
                data["prizes"][prize["seat"]].append(prize["card"])
            data["unclaimed"] += result["discarded"]
            result.update(cursed=[], outcome="defeated")
        else:
            result.update(cursed=cursed_seats(data["houses"].index(suit)),
                          outcome="discarded" if winter else "carried")
            for cursed in result["cursed"]:
                data["curses"][cursed] += 1
            carried[suit] = by_strength(pile["cards"])
        results.append(result)
        if logging:
            add_log(data, event("challenge", describe_result(result, data["houses"]),
                                suit=result["suit"], defeated=result["defeated"],
                                prizes=[dict(prize) for prize in result["prizes"]]))
    challenged = {pile["suit"] for pile in data["challenges"]}
    strays = [{"seat": play["seat"], "card": play["card"]} for play in plays
              if suit_of(play["card"]) not in challenged]
    if logging:
        for stray in strays:
            add_log(data, event("stray", log_message("stray-discarded" if winter else "stray",
                                                     **stray), **stray))
    data["last_reveal"] = {"year": data["year"], "season": data["season"],
                           "plays": [dict(play) for play in plays], "challenges": results,
                           "strays": strays, "strays_outcome": "discarded" if winter else "next season"}
    data["commitments"] = []
    data["first_seat"] = left_of(data["first_seat"])
    if winter:
        end_year(data)
    else:
        data["strays"] = [stray["card"] for stray in strays]
        data["season"] += 1
        turn_over_season(data, carried)


def describe_result(result, houses):
    """One challenge's outcome: who took which prize, or which Houses are cursed."""
    suit, total = result["suit"], result["total"]
    if result["defeated"]:
        prizes = [log_message("takes", **prize) for prize in result["prizes"]]
        if result["noble"]:
            return log_message("defeated-by-noble", suit=suit, total=total, prizes=prizes)
        return log_message("defeated", suit=suit, total=total, strength=result["strength"],
                           prizes=prizes)
    return log_message(f"held-{result['outcome']}", suit=suit, total=total,
                       strength=result["strength"],
                       cursed=[houses[seat] for seat in result["cursed"]])


def end_year(data):
    """Score the year; every hand is shown. Undefeated piles and strays are discarded."""
    rows = score_year(data["houses"], data["curses"], data["prizes"], data["hands"])
    data.update(challenges=[], strays=[],
                year_end={"year": data["year"], "curses": list(data["curses"]), "seats": rows})
    data["score_table"].append([row["total"] for row in rows])
    data["totals"] = [total + row["total"] for total, row in zip(data["totals"], rows)]
    if keeps_log(data):
        add_log(data, event("year-end", log_message("year-end", year=data["year"], scores=[
            log_message("year-score", seat=row["seat"], points=f"{row['total']:+d}")
            for row in rows])))
    data["phase"] = "over" if data["year"] == YEARS else "deal"

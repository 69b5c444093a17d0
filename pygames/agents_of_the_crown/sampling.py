"""What a seat's view of Agents of the Crown leaves open, and complete positions that agree
with it (see core.determinize).

During a year a seat cannot see the other hands, the season stacks still face down, the
others' face-down cards of this season, nor, before the exchange, the passes others chose.
Public arithmetic narrows them down. Every seat is dealt four Nobles and four Commons and
passes one of each, so what a seat holds (its hand and a face-down card of this season) is
four Nobles less those it has shown, and Commons for the rest; the view lists the cards each
seat committed this year. The stacks hold only Commons. The two cards this seat passed are
with its left neighbour. The places ("locations") the hidden cards fill, for seat 2:

    "nobles 2", "commons 2"           the Nobles and the Commons of its hand
    "pass noble 2", "pass common 2"   the pass it chose, before the exchange (still in hand)
    "down 2", "either 2"              its face-down card and one more card of its hand, when
                                      it may have put down either kind: one is a Noble, the
                                      other a Common
    "stack 0"                         the next stack to turn up (then "stack 1", ...)

The places fix only the total of Nobles among all "down" and "either" places, so a random
placement may give one seat two Nobles there and another two Commons; the position built
from it swaps one of each back, and every seat then holds exactly the Nobles it should.
"""

from pygames.core.determinize import Unseen

from .scoring import COMMONS, HAND_NOBLES, NOBLES, SEATS, hand_order, is_noble, left_of, right_of

NOBLE, COMMON = "noble", "common"
EITHER = (NOBLE, COMMON)
YEAR_UNDER_WAY = ("pass", "commit")


def kind_of(card):
    return NOBLE if is_noble(card) else COMMON


def face_down_play(commitments, seat):
    """The commitment `seat` made face down this season, or None."""
    return next((play for play in commitments if play["seat"] == seat and play["face"] == "down"),
                None)


def holding_places(other, chosen_pass, nobles, commons, waiting):
    """[(location, how many cards, the kinds it takes)] for what seat `other` holds unseen:
    `nobles` and `commons` count its hand and its face-down card (`waiting`: whether it has
    one); `chosen_pass`: whether it chose a pass that is not exchanged yet."""
    if chosen_pass:
        return [(f"nobles {other}", nobles - 1, (NOBLE,)), (f"commons {other}", commons - 1, (COMMON,)),
                (f"pass noble {other}", 1, (NOBLE,)), (f"pass common {other}", 1, (COMMON,))]
    if not waiting:
        return [(f"nobles {other}", nobles, (NOBLE,)), (f"commons {other}", commons, (COMMON,))]
    if nobles and commons:
        return [(f"nobles {other}", nobles - 1, (NOBLE,)), (f"commons {other}", commons - 1, (COMMON,)),
                (f"down {other}", 1, EITHER), (f"either {other}", 1, EITHER)]
    kind = NOBLE if nobles else COMMON
    return [(f"nobles {other}", nobles - (kind == NOBLE), (NOBLE,)),
            (f"commons {other}", commons - (kind == COMMON), (COMMON,)), (f"down {other}", 1, (kind,))]


# --- from a view: what may be where ---------------------------------------------------------

def nobles_held(view, other):
    """The Nobles `other` holds in hand or face down: those dealt, less those it has shown."""
    shown = view["played"][other] + [play["card"] for play in view["commitments"]
                                     if play["seat"] == other and play["card"]]
    return HAND_NOBLES - sum(map(is_noble, shown))


def seen_cards(view):
    """Every card of the year that this seat has seen or knows the place of."""
    seen = set(view["hand"]) | set(view["unclaimed"])
    for cards in (*view["played"], *view["prizes"], *(pile["cards"] for pile in view["challenges"])):
        seen.update(cards)
    seen.update(play["card"] for play in view["commitments"] if play["card"])
    return seen


def places_by_seat(view):
    """{seat: its places} for what `view`'s seat cannot see; None holds the stacks' places."""
    seat, commitments = view["seat"], view["commitments"]
    found = {None: [(f"stack {index}", size, (COMMON,)) for index, size in enumerate(view["stacks"])]}
    for other in range(SEATS):
        if other != seat:
            waiting = face_down_play(commitments, other) is not None
            nobles = nobles_held(view, other)
            commons = view["hand_sizes"][other] + waiting - nobles
            chosen = view["phase"] == "pass" and other in view["passes_chosen"]
            found[other] = holding_places(other, chosen, nobles, commons, waiting)
    return found


def unseen_cards(view):
    """The cards the view hides, each allowed where its kind goes; the two this seat passed
    only among its left neighbour's places."""
    if view["phase"] not in YEAR_UNDER_WAY:
        return Unseen([], {})
    seen = seen_cards(view)
    cards = [card for card in NOBLES + COMMONS if card not in seen]
    found = places_by_seat(view)
    everywhere = [place for places in found.values() for place in places]
    with_left = found[left_of(view["seat"])]
    gave = set(view["passed"]["gave"]) if view["passed"] else set()
    allowed = {card: {location for location, _, kinds in (with_left if card in gave else everywhere)
                      if kind_of(card) in kinds} for card in cards}
    return Unseen(cards, {location: count for location, count, _ in everywhere}, allowed)


def even_out(placed, gave):
    """`placed` with every seat's "down" and "either" cards one Noble and one Common: where
    one seat's pair holds two Nobles and another's two Commons, they swap a Noble for a
    Common (never a card this seat passed: it stays with its left neighbour)."""
    pairs = {}
    for location in placed:
        if location.startswith("either "):
            other = location.split()[1]
            pairs[other] = [f"either {other}", f"down {other}"]
    nobles = {other: sum(is_noble(placed[location][0]) for location in pair)
              for other, pair in pairs.items()}
    two_nobles = [other for other, count in nobles.items() if count == 2]
    two_commons = [other for other, count in nobles.items() if count == 0]
    placed = dict(placed)
    for giver, taker in zip(two_nobles, two_commons):
        noble_at = next(location for location in pairs[giver] if placed[location][0] not in gave)
        common_at = next(location for location in pairs[taker] if placed[location][0] not in gave)
        placed[noble_at], placed[common_at] = placed[common_at], placed[noble_at]
    return placed


def position_from(view, placed):
    """The rules' data: the view's table, its seat's own cards and `placed` for the rest
    (evened out, see above)."""
    seat, phase = view["seat"], view["phase"]
    placed = even_out(placed, view["passed"]["gave"] if view["passed"] else ())
    hands, passes = [None] * SEATS, [None] * SEATS
    commitments = [dict(play) for play in view["commitments"]]
    for other in range(SEATS):
        if other == seat:
            hands[other] = list(view["hand"])
        elif phase not in YEAR_UNDER_WAY:
            hands[other] = list(view["year_end"]["seats"][other]["hand"])
        else:
            pass_cards = placed.get(f"pass noble {other}", []) + placed.get(f"pass common {other}", [])
            hands[other] = sorted(placed.get(f"nobles {other}", []) + placed.get(f"commons {other}", [])
                                  + placed.get(f"either {other}", []) + pass_cards, key=hand_order)
            if pass_cards:
                passes[other] = pass_cards
    for play in commitments:
        if play["card"] is None:
            play["card"] = placed[f"down {play['seat']}"][0]
    if view["my_pass"]:
        passes[seat] = list(view["my_pass"])
    passed = [None] * SEATS
    if view["passed"]:
        passed[seat], passed[right_of(seat)] = list(view["passed"]["gave"]), list(view["passed"]["received"])
    return {
        "houses": [house["suit"] for house in view["houses"]],
        "year": view["year"], "season": view["season"], "first_seat": view["first_seat"],
        "phase": phase, "curses": [house["curses"] for house in view["houses"]],
        "score_table": [list(row) for row in view["score_table"]],
        "totals": [sum(column) for column in zip(*view["score_table"])] or [0] * SEATS,
        "hands": hands,
        "stacks": [placed.get(f"stack {index}", []) for index in range(len(view["stacks"]))],
        "prizes": [list(prizes) for prizes in view["prizes"]],
        "played": [list(cards) for cards in view["played"]], "unclaimed": list(view["unclaimed"]),
        "passes": passes, "passed": passed,
        "challenges": [{"suit": pile["suit"], "cards": list(pile["cards"]),
                        "carried": list(pile["carried"]), "strays": list(pile["strays"])}
                       for pile in view["challenges"]],
        "strays": [], "commitments": commitments,
        "last_reveal": view["last_reveal"], "year_end": view["year_end"],
        "log": [],
    }


# --- from the rules' data: where the hidden cards really are ---------------------------------

def true_places(data, seat):
    """{location: cards} for the cards `seat` (None: a spectator) cannot see now, in the
    places `unseen_cards` names from its view."""
    if data["phase"] not in YEAR_UNDER_WAY:
        return {}
    placed = {f"stack {index}": list(stack) for index, stack in enumerate(data["stacks"])}
    for other in range(SEATS):
        if other != seat:
            placed.update(holdings(data, other))
    return {location: cards for location, cards in placed.items() if cards}


def holdings(data, other):
    """Seat `other`'s hand and face-down card, split as `holding_places` names them."""
    hand = data["hands"][other]
    play = face_down_play(data["commitments"], other)
    placed = {}
    if data["passes"][other]:
        noble, common = data["passes"][other]
        placed.update({f"pass noble {other}": [noble], f"pass common {other}": [common]})
    if play:
        placed[f"down {other}"] = [play["card"]]
    held = hand + ([play["card"]] if play else [])
    nobles = sum(map(is_noble, held))
    shape = holding_places(other, bool(data["passes"][other]), nobles, len(held) - nobles, bool(play))
    rest = [card for card in hand if not any(card in cards for cards in placed.values())]
    for location, count, kinds in shape:
        if location not in placed:
            placed[location] = [card for card in rest if kind_of(card) in kinds][:count]
            rest = [card for card in rest if card not in placed[location]]
    return placed

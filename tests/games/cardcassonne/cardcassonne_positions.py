"""Hand-built Cardcassonne positions for the tests."""

from collections import Counter

import pygames
from pygames.cardcassonne.cards import COLOURS, full_supply
from pygames.core import State

GAME = pygames.get_game("cardcassonne")


def up(card, by=None):
    return {"card": card, "up": True, "by": by}


def down(card, by):
    return {"card": card, "up": False, "by": by}


def follower(seat):
    return {"follower": seat}


def position(players=2, rows=None, hands=None, placed=(), turn=0, dealer=0, supply=None,
             face_down_done=True, **overrides):
    """A round in play: `rows` colour -> entries, `placed` seats whose follower stands."""
    state = GAME.new(players, 1)
    data = state.data
    data.update({
        "rows": {colour: list((rows or {}).get(colour, [])) for colour in COLOURS},
        "hands": [list(hand) for hand in hands] if hands else [[] for _ in range(players)],
        "follower_placed": [seat in placed for seat in range(players)],
        "face_down_done": [face_down_done] * players,
        "turn": turn, "dealer": dealer, "phase": "play", "opening_joker": None,
        "opening_left": 0, "round": 1,
        "supply": list(supply) if supply is not None else ["Y1"] * (12 * players)})
    data.update(overrides)
    return State(GAME, players, 1, state.options, data, state._rng, ())


def rest_of_pack(rows=None, hands=(), chests=()):
    """The supply that completes a hand-built position to the pack, for sampling from views."""
    rest = Counter(full_supply())
    rest.subtract(entry["card"] for entries in (rows or {}).values() for entry in entries
                  if "card" in entry)
    rest.subtract(card for cards in [*hands, *chests] for card in cards)
    return list(rest.elements())


def run(state, *moves):
    """Apply moves, each by whichever seat is to play."""
    for move in moves:
        state = state.apply(state.to_play[0], move)
    return state


def claim_and_score(rows, claimer=0, players=2, **overrides):
    """Seat `claimer` ends the round by claiming the yellow row; the others have finished."""
    others = [seat for seat in range(players) if seat != claimer]
    standing = {entry["follower"] for entries in rows.values() for entry in entries
                if "follower" in entry}
    rows = dict(rows)
    rows["B"] = rows.get("B", []) + [follower(s) for s in others if s not in standing]
    state = position(players, rows=rows, placed=others, turn=claimer, **overrides)
    return run(state, "follower>Y")

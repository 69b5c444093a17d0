"""Replaying a save: the seed and the move list give back the position. What a save holds
(SAVE_FORMAT, SAVE_KEYS) is defined here, and the protocol that writes saves (State.to_json)
imports it."""

from .errors import Refusal, is_whole_number, quoted
from .registry import get_game

SAVE_FORMAT = 1
SAVE_KEYS = ("format", "game", "players", "seed", "options", "moves")


def replay(save):
    """The State a save describes; a bad save raises ValueError naming what is wrong."""
    *_, state = replay_states(save)
    return state


def replay_states(save):
    """Every State a save passes through, the new game first, each move checked on the way
    (the page's undo stack after a reload)."""
    if not isinstance(save, dict):
        raise Refusal("core.save.object")
    missing = [key for key in SAVE_KEYS if key not in save]
    if missing:
        raise Refusal("core.save.missing", field=missing[0])
    # Exactly the integer: true and 1.0 equal 1 in Python, and a save must mean one thing.
    if not is_whole_number(save["format"]) or save["format"] != SAVE_FORMAT:
        raise Refusal("core.save.format", value=quoted(save["format"]), format=SAVE_FORMAT)
    moves = save["moves"]
    if not isinstance(moves, list):
        raise Refusal("core.save.moves")
    states = [get_game(save["game"]).new(save["players"], save["seed"], save["options"])]
    for number, entry in enumerate(moves, 1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise Refusal("core.save.pair", number=number)
        seat, move = entry
        try:
            states.append(states[-1].apply(seat, move))
        except Refusal as error:
            raise Refusal("core.save.replay", number=number, seat=quoted(seat),
                          reason=error.message) from None
    return states


__all__ = ["replay", "replay_states"]

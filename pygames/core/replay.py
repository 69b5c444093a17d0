"""Replaying a save: the seed and the move list give back the position."""

from .errors import is_whole_number, quoted
from .protocol import SAVE_FORMAT

SAVE_KEYS = ("format", "game", "players", "seed", "options", "moves")


def replay(save):
    """The State a save describes; a bad save raises ValueError naming what is wrong."""
    *_, state = replay_states(save)
    return state


def replay_states(save):
    """Every State a save passes through, the new game first, each move checked on the way
    (the page's undo stack after a reload)."""
    from .registry import get_game
    if not isinstance(save, dict):
        raise ValueError("a save must be a JSON object")
    missing = [key for key in SAVE_KEYS if key not in save]
    if missing:
        raise ValueError(f"the save has no '{missing[0]}'")
    # Exactly the integer: true and 1.0 equal 1 in Python, and a save must mean one thing.
    if not is_whole_number(save["format"]) or save["format"] != SAVE_FORMAT:
        raise ValueError(f"unknown save format {quoted(save['format'])} "
                         f"(this program reads {SAVE_FORMAT})")
    moves = save["moves"]
    if not isinstance(moves, list):
        raise ValueError("the save's moves must be a list")
    states = [get_game(save["game"]).new(save["players"], save["seed"], save["options"])]
    for number, entry in enumerate(moves, 1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise ValueError(f"move {number} is not a [seat, move] pair")
        seat, move = entry
        try:
            states.append(states[-1].apply(seat, move))
        except ValueError as error:
            raise ValueError(f"move {number} (by seat {quoted(seat)}) cannot be replayed: "
                             f"{error}") from None
    return states


__all__ = ["replay", "replay_states"]

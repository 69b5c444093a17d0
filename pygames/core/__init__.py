"""The engine's shared machinery: protocol, options, generator, cards, registry, replay."""

from .options import Option
from .protocol import Game, IllegalMove, State, add_log, clone, log_for
from .registry import GAMES, get_game, register
from .replay import replay, replay_states
from .rng import Rng

__all__ = ["GAMES", "Game", "IllegalMove", "Option", "Rng", "State", "add_log", "clone",
           "get_game", "log_for", "register", "replay",
           "replay_states"]

"""The engine's shared machinery: protocol, options, generator, cards, registry, replay."""

from .errors import IllegalMove, Refusal, quoted
from .options import Option
from .protocol import Game, State, add_log, clone, event, keeps_log, log_for
from .registry import GAMES, get_game, register
from .replay import replay, replay_states
from .rng import Rng

__all__ = ["GAMES", "Game", "IllegalMove", "Option", "Refusal", "Rng", "State", "add_log", "clone",
           "event", "get_game", "keeps_log", "log_for", "quoted", "register", "replay",
           "replay_states"]

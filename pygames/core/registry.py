"""The registry of games: `GAMES` maps an id to its Game."""

from .errors import Refusal, quoted
from .messages import GAME_TITLES

GAMES = {}


def register(game_class):
    """Class decorator: add one instance of the game to GAMES."""
    game = game_class()
    if game.id in GAMES:
        raise ValueError(f"two games share the id {game.id!r}")
    GAMES[game.id] = game
    GAME_TITLES[game.id] = game.title
    return game_class


def get_game(game_id):
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES))
        raise Refusal("core.game.unknown", value=quoted(game_id), known=known) from None

"""Card games as pure Python: one protocol (see pygames.core.protocol) for every game.

    >>> import pygames
    >>> sorted(pygames.GAMES)
    ['agents-of-the-crown', 'agincards', 'agnes', 'agony-aunt', 'cardcassonne']
"""

from .core import GAMES, Game, IllegalMove, State, get_game, replay

# Each game package registers its Game when imported.
from . import agnes, agincards, agony_aunt, cardcassonne, agents_of_the_crown  # noqa: E402,F401
from .core import review  # noqa: E402,F401 - registers the review's words for the page

__all__ = ["GAMES", "Game", "IllegalMove", "State", "get_game", "replay"]

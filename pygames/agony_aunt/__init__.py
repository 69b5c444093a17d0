"""Agony Aunt: registers the game on import."""

from . import rules  # noqa: F401
from . import messages  # noqa: E402,F401 - registers the game's words

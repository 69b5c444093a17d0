"""Cardcassonne (Wrede and Schmiel, 2009): importing the package registers the game."""

from . import rules  # noqa: F401  (registers the game)
from . import messages  # noqa: E402,F401 - registers the game's words

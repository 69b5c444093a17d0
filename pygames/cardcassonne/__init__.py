"""Cardcassonne (Wrede and Schmiel, 2009): importing the package registers the game."""

from . import rules  # noqa: F401  (registers the game)

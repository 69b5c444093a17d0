"""Agents of the Crown: importing the package registers the game."""

from .rules import AgentsOfTheCrown

__all__ = ["AgentsOfTheCrown"]
from . import messages  # noqa: E402,F401 - registers the game's words

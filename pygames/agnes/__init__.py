"""Agnès: importing the package registers the game."""

from .rules import Agnes

__all__ = ["Agnes"]
from . import messages  # noqa: E402,F401 - registers the game's words

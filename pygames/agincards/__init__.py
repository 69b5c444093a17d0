"""Agincards: a map of playing cards scored with tokens (rules in rules.py, computer in normal.py)."""

from .rules import Agincards

__all__ = ["Agincards"]
from . import messages  # noqa: E402,F401 - registers the game's words

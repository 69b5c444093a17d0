"""Agony Aunt: registers the game on import."""

from . import rules  # noqa: F401

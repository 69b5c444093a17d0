"""Agnès: importing the package registers the game."""

from .game import Agnes

__all__ = ["Agnes"]

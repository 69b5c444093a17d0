"""Agents of the Crown: importing the package registers the game."""

from .rules import AgentsOfTheCrown

__all__ = ["AgentsOfTheCrown"]

"""Refusals the engine gives, and how they quote what they were given.

Every refusal is a ValueError whose message a player can read. A message may name the value it
refuses, but never echoes it whole: input can be a megabyte of text or a list nested a hundred
thousand deep, and `repr` of either is useless to read (or fails outright).
"""

from .messages import english

QUOTE_LIMIT = 60
# Python refuses to turn an int of more than 4,300 digits into text; stop far short of that.
NUMBER_DIGITS_LIMIT = 60


class Refusal(ValueError):
    """A refusal a player can read: a message (a key and its parameters, see core.messages),
    rendered in English as the exception's text and in the reader's language by the page.
    The English is rendered only when read: a search that tries moves refuses many unread."""

    def __init__(self, key, **params):
        self.message = {"key": key, **params}
        super().__init__(key)

    def __str__(self):
        return english(self.message)


class IllegalMove(Refusal):
    """A move the rules refuse; the message says why."""


def quoted(value, limit=QUOTE_LIMIT):
    """`value` as a refusal shows it: text in quotes and cut to `limit` characters, a number as
    written when it is short, anything else by its kind only."""
    if isinstance(value, str):
        return repr(value if len(value) <= limit else value[:limit] + "…")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if abs(value) < 10 ** NUMBER_DIGITS_LIMIT:
            return str(value)
        return "a number too large to show"
    if isinstance(value, float):
        return repr(value)
    if value is None:
        return "nothing (null)"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    return "a value of another kind"


def is_whole_number(value):
    """An int that is not a bool: JSON's true is no seat, seed or count."""
    return isinstance(value, int) and not isinstance(value, bool)

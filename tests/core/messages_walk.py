"""Walks shared by the tests of words and views: the message keys a log entry names, and
every text a value holds."""


def message_keys(entry):
    """The key of a message and of every message nested in its parameters."""
    if isinstance(entry, dict):
        if "key" in entry:
            yield entry["key"]
        for value in entry.values():
            yield from message_keys(value)
    elif isinstance(entry, list):
        for item in entry:
            yield from message_keys(item)


def strings_in(value):
    """Every text inside `value`, however deep in its dicts and lists."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)

"""A helper shared by the per-game words tests: the message keys a log entry names."""


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

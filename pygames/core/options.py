"""Declared game options: each knows its default and checks a value, so a bad option
is a ValueError with a reason, and the page can build its new-game dialog from `describe()`."""

from .errors import Refusal, is_whole_number, quoted


class Option:
    """One option. `default` may be a function of the number of players."""

    def __init__(self, name, label, default, kind, choices=None, minimum=None, maximum=None,
                 per_seat=False, help=""):
        self.name = name
        self.label = label
        self.default = default
        self.kind = kind  # "choice", "int" or "bool"
        self.choices = tuple(choices) if choices is not None else None
        self.minimum = minimum
        self.maximum = maximum
        self.per_seat = per_seat  # the value is a list with one entry per seat
        self.help = help

    @classmethod
    def choice(cls, name, label, choices, default, help=""):
        return cls(name, label, default, "choice", choices=choices, help=help)

    @classmethod
    def integer(cls, name, label, minimum, maximum, default, per_seat=False, help=""):
        return cls(name, label, default, "int", minimum=minimum, maximum=maximum,
                   per_seat=per_seat, help=help)

    @classmethod
    def boolean(cls, name, label, default, help=""):
        return cls(name, label, default, "bool", help=help)

    def default_for(self, players):
        value = self.default(players) if callable(self.default) else self.default
        return [value] * players if self.per_seat else value

    def check(self, value, players):
        """The value if it is acceptable, else ValueError saying why."""
        if self.per_seat:
            if not isinstance(value, list) or len(value) != players:
                raise Refusal("core.option.per-seat", name=self.name, players=players)
            return [self._check_one(v) for v in value]
        return self._check_one(value)

    def _check_one(self, value):
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise Refusal("core.option.bool", name=self.name, value=quoted(value))
        elif self.kind == "int":
            if not is_whole_number(value):
                raise Refusal("core.option.whole", name=self.name, value=quoted(value))
            if not self.minimum <= value <= self.maximum:
                raise Refusal("core.option.range", name=self.name, min=self.minimum,
                              max=self.maximum, value=quoted(value))
        elif value not in self.choices:
            raise Refusal("core.option.choice", name=self.name,
                          choices=", ".join(map(str, self.choices)), value=quoted(value))
        return value

    def describe(self, players):
        """JSON for the new-game dialog."""
        out = {"name": self.name, "label": self.label, "kind": self.kind,
               "default": self.default_for(players), "per_seat": self.per_seat, "help": self.help}
        if self.choices is not None:
            out["choices"] = list(self.choices)
        if self.kind == "int":
            out["min"], out["max"] = self.minimum, self.maximum
        return out


def resolve_options(declared, players, options):
    """Fill in defaults and check every value; unknown names are refused."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise Refusal("core.option.mapping")
    known = {option.name: option for option in declared}
    unknown = [name for name in options if name not in known]
    if unknown:
        if not known:
            raise Refusal("core.option.none", value=quoted(unknown[0]))
        raise Refusal("core.option.unknown", value=quoted(unknown[0]), known=", ".join(known))
    return {name: option.check(options[name], players) if name in options
            else option.default_for(players)
            for name, option in known.items()}

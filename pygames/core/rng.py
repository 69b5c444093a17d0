"""The project's own seeded random generator.

Python's `random` module does not promise the same sequence across versions, and the
browser runs a newer Python than CPython here, so every shuffle goes through this
generator: SplitMix64, whose whole state is one integer kept inside the game state.
"""

MASK64 = (1 << 64) - 1
MAX_SEED = (1 << 53) - 1  # seeds travel through JSON and JavaScript numbers unharmed


class Rng:
    """SplitMix64 with unbiased bounded integers; `state` is an int that resumes it."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state & MASK64

    def next64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        """A uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items):
        """Fisher-Yates in place; returns the list for convenience."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

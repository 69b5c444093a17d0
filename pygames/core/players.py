"""Computer players and the arena that measures them.

A computer player sees only its seat's view. It is either
- a function `(view, legal_moves, rng) -> move`, which decides at once, or
- a searcher: an object whose `start(view, legal_moves, rng)` returns a Search that thinks in
  slices: `advance(seconds)` works for about that long and returns the move once decided,
  else None. The page's worker advances a search a slice at a time, so it can answer other
  requests (and cancel the search) meanwhile. A searcher is callable like a function too,
  and its choice never depends on how its thinking was sliced.

A game lists its players by level in `Game.computer_levels`: "easy" (plausible but weak),
"normal" (the heuristic player) and "hard" (a searcher), as far as it has them.
"""

import math

from .errors import quoted
from .registry import get_game
from .rng import Rng

LEVELS = ("easy", "normal", "hard")
# Names the arena also takes: the uniform random player, and the old name of "normal".
RANDOM = "random"
ALIASES = {"bot": "normal"}


def random_player(view, legal_moves, rng):
    """Any legal move, uniformly: the yardstick for every computer player."""
    return rng.choice(legal_moves)


def player_named(game, name):
    """The player a lineup name stands for: "random", a level of the game's, or "bot"."""
    if name == RANDOM:
        return random_player
    level = ALIASES.get(name, name)
    if level in game.computer_levels:
        return game.computer_levels[level]
    known = ", ".join([RANDOM, *game.computer_levels]) or RANDOM
    raise ValueError(f"unknown player {quoted(name)} for {game.title}: use one of {known}")


def sometimes_random(player, rate):
    """An easy player: `player`'s choice, except that a share `rate` of its moves are any
    legal move, as a beginner's would be."""
    def easy(view, legal_moves, rng):
        if rng.below(1000) < rate * 1000:
            return rng.choice(legal_moves)
        return player(view, legal_moves, rng)
    easy.__doc__ = f"{player.__name__}, with {rate:.0%} of its moves random"
    return easy


class Decided:
    """The Search of a player that decides at once: its move is ready at the first slice."""

    def __init__(self, move):
        self.move = move

    def advance(self, seconds):
        return self.move


def start_thinking(player, view, legal_moves, rng):
    """A Search for any computer player, function or searcher."""
    if hasattr(player, "start"):
        return player.start(view, legal_moves, rng)
    return Decided(player(view, legal_moves, rng))


def rotated(lineup, number):
    """The lineup for game `number`: shifted one chair a game, so no player keeps a seat."""
    shift = number % len(lineup)
    return lineup[shift:] + lineup[:shift]


def play_out(state, players, rng, until=None):
    """Play `state` with one player per seat until it ends (or `until(state)` is true); the
    state reached."""
    return outcome(positions(state, players, rng, until))


def outcome(steps):
    """What a generator of steps returns, run to its end at once (the *_steps of the engine's
    searches, the solver's solving(), positions())."""
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


def positions(state, players, rng, until=None):
    """The positions play_out passes through, each yielded before its move is made (a
    generator, for a test or a run that looks at the positions of a game played out); it
    returns the state reached."""
    moves = 0
    while not state.is_over and not (until and until(state)):
        yield state
        seat = state.to_play[0]
        move = players[seat](state.view(seat), state.legal_moves(seat), rng)
        state = state.apply(seat, move)
        moves += 1
        if moves > state.game.move_bound:
            raise RuntimeError(f"{state.game.title} did not end within {state.game.move_bound} moves")
    return state


# Each arena game's players draw from a generator of their own, seeded from the game's seed
# but apart from the deal's (the bridge's computer players use the same salt).
PLAYERS_SALT = 0x9E3779B97F4A7C15


def arena_game(number, game_id, lineup, seed=1, options=None):
    """Game `number` of an arena: the deal `seed + number`, the lineup rotated by `number`, and
    a generator of its own, so that it plays the same wherever and in whatever order it runs.
    Its record: the seats' names, scores and winners."""
    game = get_game(game_id)
    order = rotated(list(lineup), number)
    state = game.new(len(order), seed + number, options)
    final = play_out(state, [player_named(game, name) for name in order],
                     Rng((seed + number) ^ PLAYERS_SALT))
    return {"game": number, "seed": seed + number, "seats": order, "scores": final.scores,
            "winners": sorted(final.winners)}


def arena_totals(lineup, records):
    """Per-name totals of arena records, summed in the order given: seat-games, score, wins (a
    shared win counts as a share)."""
    totals = {name: {"seats": 0, "score": 0, "wins": 0.0} for name in lineup}
    for record in records:
        winners = record["winners"]
        for seat, name in enumerate(record["seats"]):
            totals[name]["seats"] += 1
            totals[name]["score"] += record["scores"][seat]
            if seat in winners:
                totals[name]["wins"] += 1 / len(winners)
    return totals


def arena(game, lineup, games, seed=1, options=None):
    """Play `games` seeded games with the lineup (player names per seat), rotating seats so no
    player keeps the same chair; returns per-name totals (arena_totals)."""
    return arena_totals(lineup, [arena_game(number, game.id, lineup, seed, options)
                                 for number in range(games)])


def wilson_interval(successes, trials, z=1.96):
    """The 95 % Wilson score interval of a proportion, as (low, high)."""
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    centre = share + z * z / (2 * trials)
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    divisor = 1 + z * z / trials
    return max(0.0, (centre - spread) / divisor), min(1.0, (centre + spread) / divisor)

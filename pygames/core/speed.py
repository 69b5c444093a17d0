"""How fast searching players think, in figures (not pass/fail): play-out moves per second on
the rules' in-place path, and the time a hard move takes. `python -m pygames speed`."""

import math
import statistics
import time

from .determinize import determinize
from .players import player_named
from .rng import Rng


def sample_positions(game, count, seed=1):
    """`count` positions of seeded games between normal players, spread over whole games,
    each with the seat to move: [(state, seat)]."""
    rng = Rng(seed)
    positions, number = [], 0
    normal = player_named(game, "normal")
    while len(positions) < count:
        state = game.new(default_players(game), seed + number)
        number += 1
        while not state.is_over and len(positions) < count:
            seat = state.to_play[0]
            if rng.below(4) == 0 and len(state.legal_moves(seat)) > 1:
                positions.append((state, seat))
            state = state.apply(seat, normal(state.view(seat), state.legal_moves(seat), rng))
    return positions


def default_players(game):
    return max(game.min_players, min(4, game.max_players))


def playout_rate(game, positions, seconds=2.0, seed=1):
    """Moves per second of random play-outs to the game's end from positions sampled from the
    seats' views, through the in-place path searches use."""
    rng = Rng(seed)
    moves, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        for state, seat in positions:
            data = determinize(game, state.view(seat), rng)
            while True:
                seats = game.to_play(data)
                if not seats:
                    break
                game.play(data, seats[0], rng.choice(game.legal_moves(data, seats[0])), rng)
                moves += 1
    return moves / (time.perf_counter() - started)


def move_times(game, positions, level="hard"):
    """CPU seconds each position's move takes the player of `level`, in position order (CPU
    time, so a busy machine does not inflate the figures)."""
    player = player_named(game, level)
    times = []
    for number, (state, seat) in enumerate(positions):
        started = time.process_time()
        player(state.view(seat), state.legal_moves(seat), Rng(number))
        times.append(time.process_time() - started)
    return times


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def report(game, positions=40):
    """Lines of figures for one game."""
    sampled = sample_positions(game, positions)
    lines = [f"{game.title}: {playout_rate(game, sampled[:8]):,.0f} play-out moves/s"]
    if "hard" in game.computer_levels:
        times = move_times(game, sampled)
        lines.append(f"  hard move over {len(times)} positions, CPU s: median "
                     f"{statistics.median(times):.3f} s, p90 {percentile(times, 0.9):.3f} s, "
                     f"max {max(times):.3f} s")
    return lines


__all__ = ["move_times", "playout_rate", "report", "sample_positions"]

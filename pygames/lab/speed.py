"""How fast searching players think, in figures (not pass/fail): play-out moves per second on
the rules' in-place path, and the time a hard move takes. `python -m pygames speed`.

The hard moves of every game go to one run (core.runs): each is timed in CPU seconds by the
process that plays it, so they may run in parallel; the play-out rate is moves per second of
wall time, so it is measured here, one game at a time.
"""

import math
import statistics
import time

from pygames.core.determinize import determinize
from pygames.core.players import player_named
from pygames.core.replay import replay
from pygames.core.rng import Rng


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


def hard_move_seconds(item):
    """CPU seconds the hard player takes to choose its move at a sampled position, item (save,
    seat, number): the position travels as its save, and the player's generator is Rng(number)."""
    save, seat, number = item
    state = replay(save)
    player = player_named(state.game, "hard")
    started = time.process_time()
    player(state.view(seat), state.legal_moves(seat), Rng(number))
    return time.process_time() - started


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def report(games, positions, run):
    """Lines of figures per game, the hard moves timed by `run` (a core.runs.Run)."""
    sampled = {game.id: sample_positions(game, positions) for game in games}
    rates = {game.id: playout_rate(game, sampled[game.id][:8]) for game in games}
    hard = [game for game in games if "hard" in game.computer_levels]
    items = [(state.to_json(), seat, number) for game in hard
             for number, (state, seat) in enumerate(sampled[game.id])]
    seconds = iter(run.results(hard_move_seconds, items, "hard moves"))
    lines = []
    for game in games:
        lines.append(f"{game.title}: {rates[game.id]:,.0f} play-out moves/s")
        if game in hard:
            times = [next(seconds) for _ in sampled[game.id]]
            lines.append(f"  hard move over {len(times)} positions, CPU s: median "
                         f"{statistics.median(times):.3f} s, p90 {percentile(times, 0.9):.3f} s, "
                         f"max {max(times):.3f} s")
    return lines


__all__ = ["default_players", "hard_move_seconds", "percentile", "playout_rate", "report",
           "sample_positions"]

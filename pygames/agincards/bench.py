"""Speed benchmark: a turn's legal-move list, the view and one move's play on a full map.

    python -m pygames.agincards.bench [--seed S] [--repeats N]

Plays a seeded four-player, two-pack game with the computer player in every seat, then times
each late position (a map of at least LATE_MAP cards) and prints the slowest, in CPython
milliseconds per call (the best of five rounds of N calls, to shrug off a busy machine).
"""

import argparse
import time

from ..core import Rng, clone, get_game
from .bot import choose_move

LATE_MAP = 80


def best_time_ms(function, repeats):
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeats):
            function()
        best = min(best, (time.perf_counter() - start) / repeats)
    return best * 1000


def late_positions(seed):
    """(data, seat to play) for each position of a bot game once the map is large."""
    game = get_game("agincards")
    state = game.new(4, seed, {"decks": 2})
    rng = Rng(seed)
    positions = []
    while not state.is_over:
        seat = state.to_play[0]
        if len(state.data["map"]) >= LATE_MAP:
            positions.append((state.data, seat))
        state = state.apply(seat, choose_move(state.view(seat), state.legal_moves(seat), rng))
    return game, positions, state


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.agincards.bench")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=50)
    args = parser.parse_args(argv)
    game, positions, final = late_positions(args.seed)
    print(f"Agincards, 4 players, 2 packs, seed {args.seed}: the final map holds "
          f"{len(final.data['map'])} cards; {len(positions)} positions with {LATE_MAP}+ cards")
    timings = []
    for data, seat in positions:
        moves = game.legal_moves(data, seat)
        probe = moves[len(moves) // 2]
        timings.append((best_time_ms(lambda: game.legal_moves(data, seat), args.repeats),
                        best_time_ms(lambda: game.view(data, seat), args.repeats),
                        best_time_ms(lambda: game.play(clone(data), seat, probe, Rng(0)),
                                     args.repeats),
                        len(data["map"]), len(data["open"]), len(moves)))
    legal, view, check, cards, open_cells, count = max(timings)
    print(f"slowest legal_moves: {legal:.3f} ms ({count} moves; map {cards} cards, "
          f"{open_cells} open cells)")
    print(f"slowest view: {max(t[1] for t in timings):.3f} ms; slowest copy and play of one "
          f"move: {max(t[2] for t in timings):.3f} ms")


if __name__ == "__main__":
    main()

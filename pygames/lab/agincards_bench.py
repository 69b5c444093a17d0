"""Speed benchmark: a turn's legal-move list, the views and one move's play on a full map.

    python -m pygames.lab.agincards_bench [--seed S] [--players P] [--decks D] [--repeats N]

Plays a seeded game (by default four players, two packs) with the computer player in every
seat, then times each late position (a map of at least LATE_MAP cards) and prints, for each
measure, the slowest position, in CPython milliseconds per call (the best of five rounds of
N calls, to shrug off a busy machine). The seat's view is the one that carries the score
previews of its hand; a spectator's has none.
"""

import argparse
import time

from pygames.core import Rng, clone, get_game
from pygames.agincards.normal import choose_move

LATE_MAP = 80


def best_time_ms(function, repeats):
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeats):
            function()
        best = min(best, (time.perf_counter() - start) / repeats)
    return best * 1000


def late_positions(seed, players, decks):
    """(data, seat to play) for each position of a bot game once the map is large."""
    game = get_game("agincards")
    state = game.new(players, seed, {"decks": decks})
    rng = Rng(seed)
    positions = []
    while not state.is_over:
        seat = state.to_play[0]
        if len(state.data["map"]) >= LATE_MAP:
            positions.append((state.data, seat))
        state = state.apply(seat, choose_move(state.view(seat), state.legal_moves(seat), rng))
    return game, positions, state


def measure(game, data, seat, repeats):
    """The timings of one position, and its size."""
    moves = game.legal_moves(data, seat)
    probe = moves[len(moves) // 2]
    previews = game.view(data, seat)["previews"]
    return {
        "legal_moves": best_time_ms(lambda: game.legal_moves(data, seat), repeats),
        "seat's view": best_time_ms(lambda: game.view(data, seat), repeats),
        "spectator's view": best_time_ms(lambda: game.view(data, None), repeats),
        "copy and play of one move": best_time_ms(
            lambda: game.play(clone(data), seat, probe, Rng(0)), repeats),
        "size": (f"map {len(data['map'])} cards, {len(data['open'])} open cells, "
                 f"{len(moves)} legal moves, {sum(map(len, previews))} previewed plays"),
    }


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pygames.lab.agincards_bench")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--decks", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=50)
    args = parser.parse_args(argv)
    game, positions, final = late_positions(args.seed, args.players, args.decks)
    print(f"Agincards, {args.players} players, {args.decks} packs, seed {args.seed}: the final "
          f"map holds {len(final.data['map'])} cards; {len(positions)} positions with "
          f"{LATE_MAP}+ cards")
    rows = [measure(game, data, seat, args.repeats) for data, seat in positions]
    for name in ("legal_moves", "seat's view", "spectator's view", "copy and play of one move"):
        slowest = max(rows, key=lambda row: row[name])
        print(f"slowest {name}: {slowest[name]:.3f} ms ({slowest['size']})")


if __name__ == "__main__":
    main()

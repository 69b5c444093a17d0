"""Searches are the same in every process: the positions a seat's view is filled in with, and
so a hard player's move, depend only on the generator's seed, not on Python's per-process
string hashing (which orders sets of strings differently from one run to the next)."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# For every game: positions sampled from a few views, and a hard move where the game has one.
SAMPLES = """
import json
import pygames
from pygames.core import Rng
from pygames.core.determinize import determinize
from pygames.core.players import player_named
from pygames.lab.speed import sample_positions
out = {}
for game_id, game in sorted(pygames.GAMES.items()):
    positions = sample_positions(game, 3)
    samples = [determinize(game, state.view(seat), Rng(7)) for state, seat in positions]
    out[game_id] = [json.dumps(sample, sort_keys=True, default=str) for sample in samples]
    if "hard" in game.computer_levels and game_id != "agincards":  # Agincards: slowest, same path
        state, seat = positions[-1]
        out[game_id].append(player_named(game, "hard")(state.view(seat), state.legal_moves(seat), Rng(3)))
print(json.dumps(out))
"""


def run_with_hash_seed(seed):
    environment = {**os.environ, "PYTHONHASHSEED": str(seed)}
    done = subprocess.run([sys.executable, "-c", SAMPLES], cwd=ROOT, env=environment,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_sampled_positions_and_hard_moves_do_not_depend_on_string_hashing():
    first, second = run_with_hash_seed(1), run_with_hash_seed(2)
    assert first.keys() == second.keys()
    for game_id in first:
        assert first[game_id] == second[game_id], game_id

"""The Agincards computer player and the speed benchmark."""

import re

from pygames.lab.agincards_bench import LATE_MAP, late_positions
from pygames.lab.agincards_bench import main as bench_main
from pygames.agincards.normal import choose_move
from pygames.core import Rng
from pygames.core.players import arena
from test_agincards import GAME, position


def bot_move(state, seat=0):
    return choose_move(state.view(seat), state.legal_moves(seat), Rng(1))


def test_the_bot_takes_back_a_token_that_can_no_longer_score():
    state = position("""
        .. 9S ..
        2C 5H 8S
        .. 3C ..""", [["KD", "7H"]], tokens={(1, 1): 0})
    assert bot_move(state) == "reclaim 1,1"


def test_the_bot_grows_a_run_holding_its_own_token():
    state = position("5H 6D", [["8D", "2S"], ["9C"]], tokens={(0, 0): 0})
    assert bot_move(state).startswith("8D@2,0")


def test_the_bot_does_not_grow_a_run_that_only_pays_an_opponent():
    state = position("5H 6D", [["8D", "8C"], ["9C"]], tokens={(0, 0): 1})
    assert not bot_move(state).startswith("8D@2,0")


def test_the_bot_outscores_a_random_player_by_a_wide_margin():
    totals = arena(GAME, ["normal", "random"], games=10, seed=3)
    bot, random = totals["normal"], totals["random"]
    assert bot["wins"] >= 9 and bot["score"] > 3 * random["score"]


def test_the_benchmark_reaches_a_full_two_pack_map():
    game, positions, final = late_positions(1, players=4, decks=2)
    assert positions and all(len(data["map"]) >= LATE_MAP for data, _ in positions)
    assert len(final.data["map"]) >= 100


def test_the_benchmark_times_the_views_of_a_full_map(capsys):
    bench_main(["--repeats", "1"])
    report = capsys.readouterr().out
    assert re.search(r"slowest seat's view: [\d.]+ ms \(map \d{2,3} cards, .* \d+ previewed plays\)",
                     report), report
    assert "slowest spectator's view: " in report

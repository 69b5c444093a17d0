"""The hint walk (pygames/lab/hint_walk.py, issue 33): a player who follows every hint of Agnès and
of Agincards' patience to the end is never sent round in circles, never told to undo a move
the hint advised, and is told honestly when the hint finds no sure way, with a move all the
same. The full walk, 50 deals of each grade, is `python -m pygames hintwalk`; here a few
deals, among them the ones issue 33 met."""

import pytest

import pygames
from pygames.lab import hint_walk
from pygames.lab.cli import main
from pygames.agnes import advice

AGNES = pygames.get_game("agnes")


@pytest.mark.parametrize("seed, grade, won", [
    (21, "easy", False),  # issue 33: deal, "undo 1 move", deal again, seven times round
    (0, "medium", True),
    (24, "hard", False),
])
def test_following_every_agnes_hint_ends_without_a_loop_or_an_undo(seed, grade, won):
    """Each hint checked by the walk (hint_walk.misleading); where the cards dealt took the
    chance away (deals 21 and 24), the hints say they find no sure way and still move on."""
    assert AGNES.deal_grade(seed, {}) == grade
    record = hint_walk.walk("agnes", seed, {})
    assert record["failure"] is None and record["won"] == won
    assert record["moves"] > 0 and record["hints"] >= record["moves"]
    assert (record["unsure"] > 0) == (not won)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_following_every_patience_hint_of_agincards_ends_without_a_loop(seed):
    record = hint_walk.walk("agincards", seed, {"variant": "patience"})
    assert record["failure"] is None and record["moves"] >= 1


def undo_advice(view, earlier):
    """The hint before issue 33 in a position with no chance: no move, undo one."""
    yield from ()
    return {"move": None, "back": 1, "message": {"key": "agnes.hint.back", "back": 1},
            "why": {"key": "agnes.hint.none.why", "samples": 20}}


def lost_claim(view, earlier):
    """A hint that calls the deal lost while cards are still face down."""
    yield from ()
    return {"move": None, "back": None, "message": {"key": "agnes.hint.lost"},
            "why": {"key": "agnes.hint.lost.why"}}


def chance_without_a_win(view, earlier):
    """A hint that claims a chance where no sampled stock order was won."""
    yield from ()
    return {"move": "deal", "back": None, "message": {"key": "agnes.hint.good"},
            "why": {"key": "agnes.hint.none.why", "samples": 20}}


@pytest.mark.parametrize("hint, failure", [
    (undo_advice, "move 0: undo 1 advised over the hint's own moves"),
    (lost_claim, "move 0: called lost, but the solver does not prove it lost"),
    (chance_without_a_win, "move 0: the words (agnes.hint.good) do not match the samples"),
])
def test_the_walk_catches_a_hint_that_misleads(monkeypatch, hint, failure):
    monkeypatch.setattr(advice, "hint", hint)
    record = hint_walk.walk("agnes", 21, {})
    assert record["failure"].startswith(failure) and not record["won"]


def test_the_walk_catches_a_position_met_twice(monkeypatch):
    monkeypatch.setattr(hint_walk, "position_of", lambda state: "the same")
    record = hint_walk.walk("agnes", 21, {})
    assert record["failure"].startswith("move 1: back in an earlier position after ")


def test_the_figures_count_wins_among_the_deals_the_solver_wins():
    records = [{"grade": "easy", "seed": seed, "won": won, "solver": solver, "hints": 80,
                "unsure": unsure, "cpu_seconds": seconds, "failure": failure}
               for seed, won, solver, unsure, seconds, failure in [
                   (1, True, "winnable", 0, 4.0, None), (2, False, "winnable", 9, 9.0, None),
                   (3, False, "unwinnable", 30, 2.0, "move 7: no move offered"),
                   (4, False, "unknown", 12, 6.0, None)]]
    grades = hint_walk.summary(records)
    lines = hint_walk.lines("agnes", {"variant": "bernauer"}, 1000, grades)
    assert lines[0] == 'Hint walk, Agnès {"variant": "bernauer"}, solver budget 1000 positions:'
    assert lines[3] == "| easy | 4 | 1 | 2 (1) | 1 | 50 % | 51 of 320 | 6.0, 9.0, 21 | 1 |"
    assert lines[4] == "  easy: deal 3, move 7: no move offered"


def test_the_command_walks_agincards_patience_and_prints_its_table(capsys):
    assert main(["hintwalk", "agincards", "--deals", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert lines[0].startswith('Hint walk, Agincards {') and '"variant": "patience"' in lines[0]
    assert lines[1] == hint_walk.HEADER.splitlines()[0]
    assert lines[3].startswith("| any | 2 | ") and lines[3].endswith(" | 0 |")
    assert "agincards hint walks: 2/2" in out.err


def test_the_command_refuses_a_game_without_a_walk(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["hintwalk", "agony-aunt"])
    assert stop.value.code == 2
    assert "no hint walk for agony-aunt" in capsys.readouterr().err

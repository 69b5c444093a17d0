"""The example game of "Adding a game" (docs/example_game/countdown.py) keeps the contract:
registered for this file only, it passes the checks every registered game passes
(test_conformance.py, test_moves_as_data.py), and its normal player beats random players."""

import importlib.util
from pathlib import Path

import pytest

import pygames
from pygames.core.messages import CATALOGS, GAME_TITLES
from pygames.core.players import arena
from test_conformance import check_bad_setup_refused, check_described, check_random_games, \
    check_same_seed_same_game, samples_views
from test_moves_as_data import check_events, check_moves_round_trip, check_tried_moves

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "example_game" / "countdown.py"


@pytest.fixture
def countdown():
    """The example game, registered as importing a game's package registers it (its Game in
    GAMES, its words in the catalogs), for one test: the other files see only the real games."""
    registries = (pygames.GAMES, GAME_TITLES, *CATALOGS.values())
    saved = [dict(registry) for registry in registries]
    spec = importlib.util.spec_from_file_location("countdown_example", EXAMPLE)
    try:
        spec.loader.exec_module(importlib.util.module_from_spec(spec))
        yield pygames.get_game("countdown")
    finally:
        for registry, before in zip(registries, saved):
            registry.clear()
            registry.update(before)


@pytest.mark.parametrize("check", [
    check_described, check_bad_setup_refused, check_same_seed_same_game, check_random_games,
    check_moves_round_trip, check_events, check_tried_moves])
def test_the_example_passes_every_game_s_checks(countdown, check):
    check(countdown)


def test_the_example_hides_nothing_so_there_is_nothing_to_sample(countdown):
    assert not samples_views(countdown)
    state = countdown.new(2, 1)
    assert all(state.hidden_cards(seat) == [] for seat in (None, 0, 1))


def test_the_example_s_normal_player_beats_random_players(countdown):
    totals = arena(countdown, ["normal", "random"], games=40, seed=3)
    assert totals["normal"]["wins"] >= 30


def test_the_other_tests_never_see_the_example():
    assert "countdown" not in pygames.GAMES and "countdown" not in GAME_TITLES
    assert not any(key.startswith("countdown.") for key in CATALOGS["en"])

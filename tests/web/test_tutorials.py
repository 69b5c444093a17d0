"""Every game's tutorial (web/games/<id>/tutorial.json) replayed through the engine as the page
plays it (tools/tutorials/authoring.py): each step's move is exactly one legal move when its step comes,
so a change to the rules or to the computer players cannot silently break a tutorial. Its
words exist in both languages, and it points at something."""

import json
import re
from pathlib import Path

import pytest

import pygames
from tools.build.catalogs import merged_catalogs
from tools.tutorials.authoring import Table, check, matching, read_tutorial, tutorial_games
from tools.tutorials.plans import PLANS

ROOT = Path(__file__).resolve().parents[2]
GAMES_JS = ROOT / "web" / "js" / "games.js"


@pytest.mark.parametrize("game_id", tutorial_games())
def test_every_step_is_legal_when_it_comes(game_id):
    assert check(read_tutorial(game_id)) == []


@pytest.mark.parametrize("game_id", tutorial_games())
def test_a_tutorial_is_a_few_steps_on_its_own_game(game_id):
    tutorial = read_tutorial(game_id)
    assert tutorial["deal"]["game"] == game_id
    assert 3 <= len(tutorial["steps"]) <= 5
    assert tutorial["seats"][0]["kind"] == "human"
    game = pygames.get_game(game_id)
    assert all(seat["kind"] == "human" or seat.get("level") in game.computer_levels
               for seat in tutorial["seats"])
    for step in tutorial["steps"]:
        assert step["point"] and "text" not in step["move"]


@pytest.mark.parametrize("game_id", tutorial_games())
def test_its_words_are_in_both_languages(game_id):
    catalogs = merged_catalogs()
    tutorial = read_tutorial(game_id)
    for step in tutorial["steps"]:
        for language, catalog in catalogs.items():
            assert catalog.get(step["text"]) and catalog.get(step["wrong"]), (language, step)
    # The goal comes first, in the game's own words; so does the last note where it has one.
    for language, catalog in catalogs.items():
        assert catalog.get(tutorial["goal"]), (language, "goal")
        assert "done" not in tutorial or catalog.get(tutorial["done"]), (language, "done")


def test_the_agents_tutorial_ends_on_the_curse_its_last_note_explains():
    """The season revealed after the last step leaves a challenge unbeaten: Houses are cursed,
    which the last note (its own, not the common one) explains."""
    tutorial = read_tutorial("agents-of-the-crown")
    table = Table(tutorial)
    for step in tutorial["steps"]:
        table.play(matching(table.your_turn()["legal"], step["move"])[0])
    houses = table.your_turn()["view"]["houses"]
    assert any(house["curses"] for house in houses)
    assert "curse" in merged_catalogs()["en"][tutorial["done"]]


def test_every_game_the_page_shows_has_a_tutorial():
    """The page offers a tutorial for every game in web/js/games.js's RENDERERS: each needs its
    tutorial.json, made from its plan (tools/tutorials/plans.py)."""
    shown = re.findall(r'^  "?([a-z-]+)"?: \(\) => import', GAMES_JS.read_text(), re.M)
    assert sorted(shown) == sorted(pygames.GAMES)
    assert tutorial_games() == sorted(shown)
    assert sorted(PLANS) == sorted(shown)


def test_a_changed_rule_would_be_caught():
    """The check fails a step whose move is not legal then."""
    tutorial = read_tutorial("agnes")
    broken = json.loads(json.dumps(tutorial))
    broken["steps"][0]["move"] = {**broken["steps"][0]["move"], "to": "f"}
    assert check(broken) != []
    assert matching([{"kind": "deal"}, {"kind": "move", "card": "7H"}], {"kind": "move"}) == [
        {"kind": "move", "card": "7H"}]

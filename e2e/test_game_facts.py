"""Every registered game has its row of facts (e2e/game_facts.py), and no other game: the
shared tests take their games from the rows, so a game without one would be left out of them
unnoticed."""

from dataclasses import MISSING, fields

import pygames

from .game_facts import GAMES, GameFacts
from .screen.test_table_look import LOOKS


def test_every_registered_game_has_a_row_and_no_other():
    needed = [fact.name for fact in fields(GameFacts)
              if fact.default is MISSING and fact.default_factory is MISSING]
    without = sorted(set(pygames.GAMES) - set(GAMES))
    assert not without, (f"no row in e2e/game_facts.py for {', '.join(without)}: a row holds "
                         f"{', '.join(needed)} (GameFacts says what each test reads them for)")
    assert sorted(GAMES) == sorted(pygames.GAMES), "a row for a game the registry does not have"


def test_every_look_pictured_is_one_of_the_looks():
    for game_id, facts in GAMES.items():
        assert facts.looks_pictured <= set(LOOKS), (game_id, facts.looks_pictured - set(LOOKS))

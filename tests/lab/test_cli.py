"""The command line's arena, strength and speed commands: their arguments and output lines."""

import pytest

from pygames import GAMES
from pygames.lab import cli
from pygames.lab.cli import main


def test_speed_with_no_game_times_every_game(monkeypatch, capsys):
    timed = []
    monkeypatch.setattr(cli.speed, "report",
                        lambda games, positions, run: timed.extend(game.id for game in games) or [])
    assert main(["speed", "--positions", "3"]) == 0
    assert timed == sorted(GAMES)


def test_speed_names_the_unknown_game(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["speed", "agnes", "chess"])
    assert stop.value.code == 2
    assert "no game called chess" in capsys.readouterr().err


def test_speed_prints_playout_rate_and_hard_move_times(capsys):
    main(["speed", "agony-aunt", "agnes", "--positions", "2"])
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert lines[0].startswith("Agony Aunt: ") and lines[0].endswith(" play-out moves/s")
    assert lines[1].startswith("  hard move over 2 positions, CPU s: median")
    assert lines[2].startswith("Agnès: ") and len(lines) == 3  # Agnès has no hard player
    assert "hard moves: 2/2" in out.err


def test_arena_prints_a_win_share_with_its_interval(capsys):
    main(["arena", "agony-aunt", "--games", "2", "--lineup", "easy,random,bot,random"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Agony Aunt: 2 games, seats easy,random,bot,random")
    assert any(line.strip().startswith("random: average score") and "95% interval" in line
               for line in lines[1:])


def test_arena_refuses_an_unknown_level(capsys):
    with pytest.raises(SystemExit):
        main(["arena", "agony-aunt", "--lineup", "genius,random,random,random"])
    assert "genius" in capsys.readouterr().err


def test_strength_prints_the_readme_table_rows(monkeypatch, capsys):
    """Every row of the README's table, from the games' records (stubbed: a real row takes
    minutes; the first player wins every other game), with the share, its interval and the
    times-fair figure."""
    def strength_game(item):
        game_id, lineup, number = item
        names = lineup.split(",")
        return {"game_id": game_id, "lineup": lineup, "game": number, "seats": names,
                "scores": [0] * len(names), "winners": [number % 2]}
    monkeypatch.setattr(cli.strength, "strength_game", strength_game)
    main(["strength", "--games", "10", "--only", "cardcassonne", "--jobs", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("| game | players | lineup |")
    assert lines[2] == ("| Cardcassonne | 2 | `hard,normal` | 50.0 % (23.7–76.3 %) | 1.00× "
                        "(goal missed) |")
    assert lines[3].startswith("| Cardcassonne | 4 | `hard,normal,normal,normal` | 50.0 %")
    assert lines[3].endswith("| 2.00× |")
    assert len(lines) == 2 + len(cli.strength.ROWS["cardcassonne"])


def test_arena_refuses_options_that_are_not_json(capsys):
    with pytest.raises(SystemExit):
        main(["arena", "agnes", "--options", "{variant: sorel}"])
    assert "Expecting property name" in capsys.readouterr().err

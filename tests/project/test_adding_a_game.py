"""Adding a game touches the shared code only where docs/architecture.md's "Adding a game" says.

A shared file (outside a game's own folders) that names every registered game is a list a new
game must join. The set of such files must be exactly the list that section gives: a new list
of games elsewhere fails here until it is documented (or, better, reads one of the lists), and a
sixth game fails here until every documented list names it too."""

import re
from pathlib import Path

import pygames

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "architecture.md"
SUFFIXES = {".py", ".js", ".mjs", ".html", ".css", ".json", ".yml"}


def shared_files():
    """Files of the shared code, the tools and the tests: not a game's own folders
    (pygames/<package>/, web/games/<id>/), not the words' catalogs, not generated output."""
    for path in sorted(ROOT.rglob("*")):
        parts = path.relative_to(ROOT).parts
        if (path.suffix not in SUFFIXES or not path.is_file()
                or parts[0] not in {"pygames", "web", "tools", "e2e", "tests", ".github"}
                or {"node_modules", "__pycache__", "artifacts"} & set(parts)
                or parts[:2] in {("web", "games"), ("web", "i18n")}
                or parts[0] == "pygames" and len(parts) > 2 and parts[1] not in {"core", "lab"}):
            continue
        yield path


def names_every_game(text, games):
    """Whether `text` names each of `games` by its id ("agony-aunt") or package (agony_aunt)."""
    return all(re.search(rf"(?<![\w-])({re.escape(game)}|{game.replace('-', '_')})(?![\w-])", text)
               for game in games)


def lists_of_games(games):
    return {path.relative_to(ROOT).as_posix() for path in shared_files()
            if path.name != Path(__file__).name
            and names_every_game(path.read_text(encoding="utf-8", errors="replace"), games)}


def documented_places():
    """The backticked paths of the "Adding a game" section's list of shared places."""
    section = GUIDE.read_text(encoding="utf-8").split("## Adding a game")[1].split("\n## ")[0]
    places = section.split("The shared files that name every game")[1]
    return set(re.findall(r"^\s*- `([^`]+)`", places, re.M))


def test_every_list_of_the_games_is_a_documented_place():
    assert lists_of_games(sorted(pygames.GAMES)) == documented_places()


def test_a_list_of_every_game_is_found_and_one_game_short_is_not():
    games = sorted(pygames.GAMES)
    assert names_every_game("RENDERERS = {" + ", ".join(f'"{g}": 1' for g in games) + "}", games)
    assert not names_every_game(" ".join(games[1:]), games)
    assert names_every_game("from pygames import agony_aunt", ["agony-aunt"])

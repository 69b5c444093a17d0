"""The in-page rules (seeds/<game>.md and seeds/<game>.fr.md, shown by the Rules button) are
written for players: no word of the workshop, and each English text and its French twin in
the same sections."""

import re
from pathlib import Path

import pytest

import pygames

SEEDS = Path(__file__).resolve().parents[2] / "seeds"
TEXTS = [SEEDS / f"{game}{suffix}.md" for game in sorted(pygames.GAMES) for suffix in ("", ".fr")]

# What a player should never meet in the rules: words that speak of how the program is made.
DEVELOPER_WORDS = [
    (r"\bseeds?\b", "seed"),
    (r"\brulings?\s+(of|du|des)\s+(the\s+)?project\b|\barbitrages?\s+du\s+projet\b"
     r"|\bdécisions?\s+du\s+projet\b", "ruling of the project"),
    (r"\b(seat|place|siège)\s+0\b|\bnumbered\s+(from\s+)?0\b|\bnumérotée?s\s+de\s+0\b", "seat 0"),
    (r"\bengines?\b|\bmoteur\b", "engine"),
    (r"\bcode\b", "code"),
    (r"\btests?\b", "test"),
    (r"\b(python|pytest|pygames|README)\b", "program's files"),
    (r"[\w-]+/[\w.-]+\.\w+|\b[\w-]+\.(py|js|md|txt|json)\b", "file path"),
    (r"--[a-z]", "command-line option"),
    (r"\b[0-9AJQKT]{1,2}[CDHS]@-?\d|\breclaim\s+-?\d", "the program's move notation"),
]


def text_of(path):
    return path.read_text(encoding="utf-8")


def test_every_game_has_its_english_and_french_rules():
    missing = [path.name for path in TEXTS if not path.is_file()]
    assert not missing, f"rules texts missing: {missing}"


@pytest.mark.parametrize("path", TEXTS, ids=lambda path: path.name)
def test_the_rules_speak_to_players_not_to_developers(path):
    text = text_of(path)
    found = [(name, match.group(0), text.count("\n", 0, match.start()) + 1)
             for pattern, name in DEVELOPER_WORDS
             for match in re.finditer(pattern, text, re.IGNORECASE)]
    assert not found, "\n".join(f"{path.name}:{line}: {name}: {word!r}" for name, word, line in found)


def sections(text):
    return [line for line in text.splitlines() if re.match(r"#{1,6}\s", line)]


@pytest.mark.parametrize("game", sorted(pygames.GAMES))
def test_the_french_rules_have_the_sections_of_the_english(game):
    english, french = (sections(text_of(SEEDS / f"{game}{suffix}.md")) for suffix in ("", ".fr"))
    assert english, f"{game}.md has no section"
    assert [len(re.match(r"#+", h).group(0)) for h in english] == \
           [len(re.match(r"#+", h).group(0)) for h in french], \
        f"{game}: English sections {english} against French {french}"


@pytest.mark.parametrize("path", TEXTS, ids=lambda path: path.name)
def test_the_rules_keep_to_what_the_page_renders(path):
    """The page's renderer (web/js/dialogs/markdown.js) knows headings, lists, tables and emphasis:
    an indented block or a fenced block would run together into one paragraph."""
    lines = text_of(path).splitlines()
    fenced = [n for n, line in enumerate(lines, 1) if line.lstrip().startswith("```")]
    assert not fenced, f"{path.name}: fenced blocks at lines {fenced}"
    indented = [n for n, line in enumerate(lines, 1)
                if line.startswith("    ") and line.strip()
                and not (n > 1 and lines[n - 2].strip() and not lines[n - 2].startswith("#"))]
    assert not indented, f"{path.name}: indented blocks (shown as plain text run together) at {indented}"
    assert re.match(r"# \S", lines[0]), f"{path.name}: the first line is the game's title"

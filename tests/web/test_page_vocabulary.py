"""The page speaks the engine's vocabulary of data: no board or shared page module writes or
parses a move's text, or tells what happened by comparing a message key. Moves come as data
(snapshot.legal, State.moves) and what a move did as events (snapshot.events); a change to a
game's notation or to its log's wording cannot break a board silently."""

import re
from pathlib import Path

import pygames

WEB = Path(__file__).resolve().parents[2] / "web"
PAGE_MODULES = sorted([*WEB.glob("js/**/*.js"), *WEB.glob("games/*/*.js")])

# Words and signs of the games' move notation (pygames/<game>: parse_move, move_text).
NOTATION = r"(>|@|\+token|\bplay |\bpass |\bcommit |\breclaim |\bfollower\b|\bjoker |take 10)"
WRITING_OR_PARSING_MOVES = {
    "a regular expression over move text": re.compile(
        rf"(?<![\w)\]])/(?![/*])(?:[^/\n\\]|\\.)*?{NOTATION}(?:[^/\n\\]|\\.)*/[dgimsuy]*\.(?:exec|test)\("
        rf"|RegExp\("),
    "move text split into its parts": re.compile(r"""\.split\(["'](?:>|@| )["']\)"""),
    "move text cut at a known prefix": re.compile(r"""\.slice\(["'][a-z ]+["']\.length\)"""),
    "move text written from parts": re.compile(
        r"`(?:play|pass|commit|reclaim|joker|follower)[ >]\$\{"
        r"|\$\{(?![^}]*\.key\})[^}]*\}(?:>|@)\$\{"  # not a storage key and its date
        r"""|["']\+token["']"""),
}
COMPARING_MESSAGE_KEYS = {
    "a message key compared": re.compile(
        r"""(?<![\w.])(?!event\.|e\.)[\w.]*\.key\s*[!=]==\s*["'`]"""
        r"""|(?<!event)(?<!\be)\.key\.(?:startsWith|endsWith|split)\("""),
    "a log or refusal key named": re.compile(
        r"""["'`](?:%s)\.(?:log|refusal)\.""" % "|".join(map(re.escape, pygames.GAMES))),
}


def findings(patterns):
    for path in PAGE_MODULES:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            for what, pattern in patterns.items():
                if pattern.search(line):
                    yield f"{path.relative_to(WEB)}:{number}: {what}: {line.strip()}"


def test_the_walk_covers_every_board_and_shared_module():
    walked = {path.parent.name for path in PAGE_MODULES if path.parent.parent.name == "games"}
    assert walked == {game.replace("_", "-") for game in pygames.GAMES}
    assert WEB / "js" / "screen/game-screen.js" in PAGE_MODULES


def test_no_page_module_writes_or_parses_move_text():
    assert list(findings(WRITING_OR_PARSING_MOVES)) == []


def test_no_page_module_compares_a_message_key():
    assert list(findings(COMPARING_MESSAGE_KEYS)) == []


def test_the_walk_would_catch_what_the_boards_did_before():
    """The patterns find each way the boards once read moves and messages."""
    before = [
        (WRITING_OR_PARSING_MOVES, [
            "const placement = /^(\\w\\w)@(-?\\d+,-?\\d+)(\\+token)?$/.exec(move);",
            "const match = /^(?:play|joker) (\\S+)>([YRGB])(?: down)?$/.exec(move)",
            'const [card, target] = move.split(">");', 'const words = move.split(" ");',
            'snapshot.legal.map((move) => move.slice("play ".length))',
            "this.play(`commit ${code} ${this.face} at ${suit}`, box);",
            "this.play(`${chosen}>${place}`);", "this.play(`${card}@${cell}`);",
            'this.tokenOn = move.endsWith("+token");',
        ]),
        (COMPARING_MESSAGE_KEYS, [
            'if (entry.key === "agnes.log.deal") dealt.push(...entry.cards);',
            'return card.key === "agony-aunt.card.joker" ? "JOKER" : card.rank + card.suit;',
            'snapshot.journal.some((entry) => entry.key.endsWith(".reveal"))',
            'const PLACED = new Set(["cardcassonne.log.place", "cardcassonne.log.follower"]);',
        ]),
    ]
    for patterns, lines in before:
        for line in lines:
            assert any(pattern.search(line) for pattern in patterns.values()), line
    allowed = ['if (event.key === "Escape") {', "if (/^[1-4]$/.test(key) && this.selected) {",
               'if (target && event.key.startsWith("Arrow")) {',
               "const id = `${entry.key}@${entry.record.updated}`;",
               'const handCards = [...layout.pieces].filter(([key]) => key.startsWith("hand:"));',
               'if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(day)) return "backup.day-damaged";']
    for line in allowed:
        for patterns, _ in before:
            assert not any(pattern.search(line) for pattern in patterns.values()), line

"""The catalogs the page reads its words from: i18n/<language>.json in the built site.

Each holds the page's own words, every message template of the engine (pygames.core.messages:
the core's and each game's), so the page renders the engine's log and refusals in the reader's
language. The page's words are its shared words (web/i18n/<language>.json) and each board's
labels and help (web/games/<id>/i18n/<language>.json, keys starting "<id>."), found by walking
web/games/, so a new game's catalogs need no list. Every source must have every key in every
language; a key in two sources is refused, since one of them would silently win.
Standard library only, like build.py.
"""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"


def engine_catalogs():
    """{language: {key: template}} of the engine, as the registered games left them."""
    import pygames  # noqa: F401 - importing registers every game's messages
    from pygames.core.messages import CATALOGS, LANGUAGES
    return {language: dict(CATALOGS[language]) for language in LANGUAGES}


def read_words(folder, languages):
    """{language: {key: template}} from folder/<language>.json; every language, every key."""
    words = {}
    for language in languages:
        path = folder / f"{language}.json"
        if not path.is_file():
            raise SystemExit(f"catalogs: {path} is missing")
        words[language] = json.loads(path.read_text(encoding="utf-8"))
    every = set().union(*words.values())
    for language, found in words.items():
        if every - set(found):
            raise SystemExit(f"catalogs: {folder}/{language}.json lacks {sorted(every - set(found))[:5]}")
    return words


def page_catalogs(web, languages):
    """{folder: {language: words}}: the page's shared words and each board's own."""
    sources = {web / "i18n": read_words(web / "i18n", languages)}
    for folder in sorted(web.glob("games/*/i18n")):
        words = read_words(folder, languages)
        game = folder.parent.name
        strays = sorted(key for key in words[languages[0]] if not key.startswith(game + "."))
        if strays:
            raise SystemExit(f"catalogs: {folder} holds words of another game: {strays[:5]}")
        sources[folder] = words
    return sources


def merged_catalogs(web=WEB):
    """{language: catalog}: the page's words and the engine's messages together."""
    catalogs = engine_catalogs()
    languages = tuple(catalogs)
    owner = dict.fromkeys(catalogs[languages[0]], "the engine")
    for folder, words in page_catalogs(web, languages).items():
        for key in words[languages[0]]:
            if key in owner:
                raise SystemExit(f"catalogs: {key} is both in {owner[key]} and {folder}")
            owner[key] = folder
        for language, templates in words.items():
            catalogs[language].update(templates)
    return catalogs


def write_catalogs(out):
    """Write i18n/<language>.json into the site folder `out`."""
    folder = out / "i18n"
    folder.mkdir(parents=True, exist_ok=True)
    for language, catalog in merged_catalogs().items():
        text = json.dumps(dict(sorted(catalog.items())), ensure_ascii=False, separators=(",", ":"))
        (folder / f"{language}.json").write_text(text, encoding="utf-8")

"""The catalogs the page reads its words from: i18n/<language>.json in the built site.

Each holds the page's own words (web/i18n/<language>.json) and every message template of the
engine (pygames.core.messages: the core's and each game's), so the page renders the engine's
log and refusals in the reader's language. Every language must have every key; a key in both
the page's words and the engine's is refused, since one of them would silently win.
Standard library only, like build.py.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE_WORDS = ROOT / "web" / "i18n"


def engine_catalogs():
    """{language: {key: template}} of the engine, as the registered games left them."""
    sys.path.insert(0, str(ROOT))
    import pygames  # noqa: F401 - importing registers every game's messages
    from pygames.core.messages import CATALOGS, LANGUAGES
    return {language: dict(CATALOGS[language]) for language in LANGUAGES}


def merged_catalogs():
    """{language: catalog}: the page's words and the engine's messages together."""
    engine = engine_catalogs()
    catalogs = {}
    for language, templates in engine.items():
        page = json.loads((PAGE_WORDS / f"{language}.json").read_text(encoding="utf-8"))
        clash = sorted(set(page) & set(templates))
        if clash:
            raise SystemExit(f"catalogs: {language}: keys both in the page and the engine: {clash[:5]}")
        catalogs[language] = {**templates, **page}
    keys = [set(catalog) for catalog in catalogs.values()]
    missing = set().union(*keys) - set.intersection(*keys)
    if missing:
        raise SystemExit(f"catalogs: keys missing in some language: {sorted(missing)[:5]}")
    return catalogs


def write_catalogs(out):
    """Write i18n/<language>.json into the site folder `out`."""
    folder = out / "i18n"
    folder.mkdir(parents=True, exist_ok=True)
    for language, catalog in merged_catalogs().items():
        text = json.dumps(dict(sorted(catalog.items())), ensure_ascii=False, separators=(",", ":"))
        (folder / f"{language}.json").write_text(text, encoding="utf-8")

"""A French browser sees French everywhere: the lobby, the dialogs and every game's table and
log; the language can be switched in the settings and is remembered; <html lang> follows.
English left on a French screen is found by matching every text on the page against the
English templates whose French differs, and against words no French sentence of ours uses."""

import re

import pytest

import pygames

from ..support import go_to

LITERAL = re.compile(r"\{[^{}]*\}")
# Words of English that no French sentence of ours uses: text written straight into the page
# (not from a catalog) is caught by them.
ENGLISH_WORDS = re.compile(r"\b(the|of|and|your|you|is|are|to|with|plays?|cards?|tricks?|"
                           r"turn|round|deals?|takes?|wins?|points?|counters?|waiting|"
                           r"computer|player)\b", re.I)


def english_patterns(page):
    """A pattern for each English template whose French differs and which has real words."""
    templates = page.evaluate("""async () => {
      const [en, fr] = await Promise.all(["en", "fr"].map((l) => fetch(`i18n/${l}.json`).then((r) => r.json())));
      return Object.keys(en).filter((k) => en[k] !== fr[k]).map((k) => en[k]);
    }""")
    patterns = []
    for template in templates:
        words = LITERAL.sub(" ", template)
        if len(re.findall(r"[A-Za-z]{3,}", words)) < 2:
            continue  # a lone word ("Score") may be French too
        parts = [re.escape(part) for part in LITERAL.split(template)]
        patterns.append(re.compile("^" + ".+?".join(parts) + "$", re.S))
    return patterns


def english_on_screen(page, patterns):
    texts = page.evaluate("""() => {
      const out = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walk.nextNode()) {
        const text = walk.currentNode.textContent.trim();
        const el = walk.currentNode.parentElement;
        if (text && el && el.checkVisibility && el.checkVisibility()) out.push(text);
      }
      for (const el of document.querySelectorAll("[aria-label], [title]")) {
        for (const name of ["aria-label", "title"]) if (el.getAttribute(name)) out.push(el.getAttribute(name));
      }
      return out;
    }""")
    return sorted({text for text in texts
                   if ENGLISH_WORDS.search(text) or any(pattern.match(text) for pattern in patterns)})


@pytest.mark.browser_context_args(locale="fr-FR")
def test_a_french_browser_gets_the_lobby_in_french(open_site):
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator(".lobby h1").text_content() == "Table de jeu"
    assert english_on_screen(page, english_patterns(page)) == []


@pytest.mark.browser_context_args(locale="fr-FR")
@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_every_game_reads_in_french(open_site, game_id, save_screenshot):
    page = open_site(f"#{game_id}/11")
    page.locator(".board-root > *").first.wait_for()
    page.wait_for_timeout(1500)  # a few computer moves, so the log has lines
    assert english_on_screen(page, english_patterns(page)) == []
    save_screenshot(page, f"{game_id}-fr")


def test_the_language_is_switched_in_the_settings_and_remembered(open_site, wait_for_engine):
    page = open_site()
    page.locator("button[data-game]").first.wait_for()
    assert page.evaluate("document.documentElement.lang") == "en"
    page.get_by_role("button", name="Settings").click()
    page.locator("dialog.settings select").select_option("fr")
    page.locator(".lobby h1", has_text="Table de jeu").wait_for()
    assert page.evaluate("document.documentElement.lang") == "fr"
    page.reload()
    wait_for_engine(page)
    page.locator(".lobby h1", has_text="Table de jeu").wait_for()
    go_to(page, "agnes/3")
    page.locator(".game-header").get_by_text("Donne 3").wait_for()


@pytest.mark.fresh_engine
def test_only_the_language_in_use_is_fetched_before_the_table_is_ready(page, open_site):
    """A first visit downloads the words of its reader's language only; the other catalog
    comes later, with the service worker's precache, or on a switch (issue 36)."""
    catalogs = []
    page.on("request", lambda request: catalogs.append(request.url.rsplit("/", 1)[-1])
            if "/i18n/" in request.url else None)
    open_site("#agnes/1234")
    assert catalogs == ["en.json"]

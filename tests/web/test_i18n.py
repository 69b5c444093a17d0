"""Every word in both languages: the page's words (web/i18n/<language>.json), each board's
(web/games/<id>/i18n/<language>.json) and the engine's messages have the same keys in English
and French, with the same placeholders, every key the page's code names exists, and every
template renders in both languages with parameters of the kinds it names."""

import json
import re
from pathlib import Path

import pytest

import pygames  # registers every game's messages
from pygames.core.messages import CATALOGS, LANGUAGES, PLACEHOLDER, Reader

ROOT = Path(__file__).resolve().parents[2]
from tools.build.catalogs import merged_catalogs

PAGE_CODE = sorted((ROOT / "web").rglob("*.js"))
# t("key"...) with a literal key, and keys handed around as literals ("save.no-moves").
LITERAL_KEY = re.compile(r"""\bt\(\s*["']([a-z][\w.-]*)["']""")
SAMPLE = {"seat": 1, "card": "QS", "card.the": "AH", "suit": "D", "rank": "K", "ordinal": 3,
          "ordinal.f": 1, "game": "agnes"}


@pytest.fixture(scope="module")
def catalogs():
    return merged_catalogs()


def test_every_language_has_every_key(catalogs):
    keys = {language: set(catalog) for language, catalog in catalogs.items()}
    assert set(keys) == set(LANGUAGES)
    english = keys["en"]
    for language, found in keys.items():
        assert found == english, f"{language}: {sorted(found ^ english)[:10]}"


def test_every_key_the_page_names_exists(catalogs):
    missing = []
    for path in PAGE_CODE:
        for key in LITERAL_KEY.findall(path.read_text(encoding="utf-8")):
            if key not in catalogs["en"]:
                missing.append(f"{path.relative_to(ROOT)}: {key}")
    assert not missing, missing[:20]


def sample_params(template):
    """A parameter of the kind each placeholder names: a seat, a card, a number..."""
    params = {}
    for name, form, plural in PLACEHOLDER.findall(template):
        if plural:
            params[name] = 2
        elif form:
            params[name] = SAMPLE[form]
        else:
            params.setdefault(name, "x")
    return params


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_renders(language, catalogs, monkeypatch):
    """The engine's, the page's and the boards' templates, read by the engine's reader (the
    page's follows the same rules)."""
    monkeypatch.setitem(CATALOGS, language, catalogs[language])
    reader = Reader(language, names=["Ana", "Ben", "Cy", "Di", "Ed", "Flo"], you=0)
    for key, template in catalogs[language].items():
        text = reader.render({"key": key, **sample_params(template)})
        assert "{" not in text and "}" not in text, f"{language} {key}: {text}"


# A placeholder a translation leaves out on purpose: French would need "d'été", "d'automne" but
# "de printemps", so it says "un des défis" without the season.
LEFT_OUT = {("fr", "agents-of-the-crown.board.your-turn"): {"season"}}


def test_every_language_names_the_placeholders_english_names(catalogs):
    """A placeholder renamed or forgotten in one language shows a bare name or drops a number;
    the form may differ ("{trick}" in English, "{trick:ordinal}" in French)."""
    def names(template):
        return {name for name, _, _ in PLACEHOLDER.findall(template)}
    differ = [f"{language} {key}" for language in LANGUAGES for key, english in catalogs["en"].items()
              if names(catalogs[language][key]) | LEFT_OUT.get((language, key), set()) != names(english)]
    assert not differ, differ[:10]


def write_words(folder, words):
    folder.mkdir(parents=True)
    for language, templates in words.items():
        (folder / f"{language}.json").write_text(json.dumps(templates), encoding="utf-8")


@pytest.mark.parametrize("board_words, refused", [
    ({"en": {"toy.board.deal": "Deal"}, "fr": {}}, "lacks ['toy.board.deal']"),
    ({"en": {"toy.board.deal": "Deal"}}, "fr.json is missing"),
    ({"en": {"agnes.board.deal": "Deal"}, "fr": {"agnes.board.deal": "Donner"}},
     "words of another game"),
    ({"en": {"toy.title": "Toy"}, "fr": {"toy.title": "Jouet"}}, "toy.title is both in"),
])
def test_the_merge_refuses_a_board_catalog_that_is_not_whole_or_not_its_own(
        tmp_path, board_words, refused):
    write_words(tmp_path / "i18n", {"en": {"toy.title": "Toy"}, "fr": {"toy.title": "Jouet"}})
    write_words(tmp_path / "games" / "toy" / "i18n", board_words)
    with pytest.raises(SystemExit, match=re.escape(refused)):
        merged_catalogs(tmp_path)


def test_every_board_folder_has_its_catalogs():
    """Each renderer's words are beside it, so adding a game touches no shared catalog."""
    boards = {path.parent.name for path in (ROOT / "web" / "games").glob("*/board.js")}
    assert boards == set(pygames.GAMES)
    assert {path.parent.parent.name for path in (ROOT / "web" / "games").glob("*/i18n/en.json")} == boards


def test_french_is_not_english_left_untranslated(catalogs):
    """A French template equal to its English one is a slip, unless it holds no words
    (a number, a name, a symbol) or is a word both languages share."""
    shared = {"OK", "Score", "Normal", "Agnès", "Agincards", "Agony Aunt", "Cardcassonne",
              "Bernauer", "Sorel", "Joker", "English", "Français", "Patience", "normal", "Pause",
              "Volume"}
    same = [key for key, text in catalogs["en"].items()
            if catalogs["fr"][key] == text and re.search(r"[A-Za-z]{3}", PLACEHOLDER.sub("", text))
            and text not in shared]
    assert not same, same[:20]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_has_its_title_in_the_engines_words(language):
    """A refusal names a game ({g:game}) by the title in the engine's catalog."""
    assert {f"{game_id}.title" for game_id in pygames.GAMES} <= set(CATALOGS[language])


def test_french_names_every_option_and_choice_in_french(catalogs):
    """The new-game dialog names a variant in the reader's words: a word French borrowed
    ("Score") still reads as English there. Only the names of people stay as they are."""
    people = {"Bernauer", "Sorel"}
    same = [key for key, text in catalogs["en"].items()
            if ".option." in key and catalogs["fr"][key] == text and text not in people]
    assert not same, same


def test_french_counts_agree_with_their_words(catalogs, monkeypatch):
    """French counts 0 as one, and a word agreeing with the count belongs inside the plural
    form: "0 bâtiment caché", "2 bâtiments cachés", never "0 bâtiment ... invisibles"."""
    monkeypatch.setitem(CATALOGS, "fr", catalogs["fr"])
    chest = {count: Reader("fr").render({"key": "cardcassonne.board.chest", "count": count})
             for count in (0, 2)}
    assert chest[0] == "0 bâtiment caché dans le coffre jusqu'à la fin"
    assert chest[2] == "2 bâtiments cachés dans le coffre jusqu'à la fin"


def test_french_puts_a_space_before_a_colon(catalogs):
    """French writes "Meilleur coup : 27" (a no-break space before the colon), never
    "Meilleur coup: 27"; a count after a word of the page comes from a template that says so
    (review.mark-count), not from a colon the code writes."""
    glued = {key: line[:60] for key, value in catalogs["fr"].items() for line in value.split("\n")
             if re.search(r"[^\s\u00a0\u202f]:(\s|$)", line)}
    assert not glued
    assert catalogs["fr"]["review.mark-count"].startswith("\u00a0:")


def page_catalog(language):
    return json.loads((ROOT / "web" / "i18n" / f"{language}.json").read_text())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_end_screen_action_reads_as_the_start_of_another(language):
    """'Rejouer' beside 'Rejouer la même donne' left the player guessing which is which."""
    words = page_catalog(language)
    labels = [words[key] for key in ("ending.close", "ending.replay", "ending.review",
                                     "ending.same-deal", "ending.new-deal", "ending.challenge",
                                     "shell.lobby")]
    for label in labels:
        others = [other for other in labels if other != label and other.startswith(label + " ")]
        assert not others, f"{language}: {label!r} starts {others}"


def test_a_french_count_before_a_word_agrees_with_it():
    """French words after a count agree with it ("0 gagnée", "2 gagnées"; English "won" does
    not change): a count placeholder then a word is written {name|one|other}."""
    bare = re.compile(r"\{(\w+)\} (?!%)[^\W\d]+")
    for key in ("stats.played-won", "backup.stats-detail", "lobby.save-detail"):
        template = page_catalog("fr")[key]
        assert not bare.search(template), f"{key}: {template}"


# The subject a reader's own move is told with, in each language.
SUBJECT = {"en": re.compile(r"\byou\b", re.I), "fr": re.compile(r"\bvous\b", re.I)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_move_told_as_its_log_line_reads_has_one_subject(language):
    """The review said "You played: You move the King of clubs…": a move's log line, which the
    review shows as the player's {move}, says already who played it."""
    state = pygames.get_game("agnes").new(1, 41)
    moved = state.apply(0, state.legal_moves(0)[0])
    [event] = moved.events(0)
    line = Reader(language, names=["You"], you=0).render(event["message"])
    assert len(SUBJECT[language].findall(line)) == 1, line
    for key in ("review.played", "review.better"):
        told = page_catalog(language)[key].replace("{move}", line)
        assert len(SUBJECT[language].findall(told)) == 1, f"{key}: {told}"

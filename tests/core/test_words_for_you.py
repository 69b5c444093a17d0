"""Sentences built from pieces read right when the piece is the reader: every template of the
page and of the engine (both catalogs, as tools/build/catalogs.py merges them) that names a seat
and has no "<key>.you" wording of its own is rendered with that seat being "you" ("vous"), and
"you" must then be the subject of a verb in its own person ("vous avez", not "vous a"; "You
play", not "You plays") or follow a word that takes it as an object ("à vous de jouer", "qui
vous menace"); never "On attend vous" or "You leads"."""

import re

import pytest

from pygames.core.messages import PLACEHOLDER, Reader

from tools.build.catalogs import merged_catalogs

# A seat's name as the boards give it ({name}, {names}) and as "you" for the reader's seat.
YOU = {"en": "You", "fr": "Vous"}
OTHER = {"en": "Computer 2", "fr": "Ordinateur 2"}
# The words after which French "vous" is an object, or one of a list.
FRENCH_BEFORE = {"à", "de", "pour", "entre", "par", "sur", "chez", "avec", "contre", "sans", "et",
                 "qui", "ne", "on", ":", ",", "(", "«"}
# Words between "vous" and its verb: "vous ne prenez", "vous le gardez".
FRENCH_BETWEEN = {"ne", "le", "la", "les", "en", "y", "se"}
FRENCH_VOUS_VERBS = {"êtes", "faites", "dites"}
# What may follow a name shown as a label: a preposition starting its badge.
FRENCH_AFTER_LABEL = {"à", "de", "en"}
# Templates whose seat is never the reader's, so never "you": why, per key.
NEVER_YOU = {
    "agnes.board.player": "only a computer seat is named: it plays the deal",
    "ending.wins": "the reader's own win reads ending.you-won",
    "lobby.winner": "names a winner only when several people played",
    "lobby.shared": "names winners only when several people played",
    "shell.thinking": "only computers think",
    "room.away": "names a friend's device", "room.away-turn": "names a friend's device",
    "room.taken-by": "names a friend's device", "handoff.ready": "names the next person",
    "handoff.pass": "names the next person",
    "agony-aunt.board.not-your-turn": "names the seat to play when it is not the reader",
    "agents-of-the-crown.why.not-your-turn": "names the seat to play when it is not the reader",
    "agents-of-the-crown.board.not-your-turn": "names the seat to play when it is not the reader",
    "cardcassonne.board.not-your-turn": "names the seats to play when they are not the reader",
}


def sample(name, form, language):
    """A value for each placeholder: the reader's seat for a seat, a short value otherwise."""
    if form == "seat":
        return [0, 1] if name.endswith("s") else 0
    return {"card": "QS", "card.the": "QS", "suit": "S", "rank": "Q", "ordinal": 3,
            "ordinal.f": 3, "game": "agnes"}.get(form) or {
        "name": YOU[language], "names": [YOU[language], OTHER[language]]}.get(name, 2)


def seat_templates(language, catalog):
    """The keys that name a seat (a {x:seat}, {name} or {names}) and have no .you wording."""
    for key, template in sorted(catalog.items()):
        found = PLACEHOLDER.findall(template)
        names_a_seat = any(form == "seat" or name in ("name", "names") and not key.startswith("core.option")
                           for name, form, _ in found)
        if names_a_seat and not key.endswith(".you") and f"{key}.you" not in catalog and key not in NEVER_YOU:
            yield key, {name: 2 if plural else sample(name, form, language) for name, form, plural in found}


def misread(language, text):
    """The places in `text` where "you" is not used as its person needs."""
    words = re.findall(r"[\w'’]+|[:;,.()«»]", text)
    found = []
    for index, word in enumerate(words):
        if word.lower() != ("vous" if language == "fr" else "you"):
            continue
        before = words[index - 1].lower() if index else ""
        following = words[index + 1:]
        after = following[0] if following else ""
        if language == "fr":
            verb = next((word for word in following if word not in FRENCH_BETWEEN), "")
            verb = re.sub(r"^[nl]['’]", "", verb)
            # A name on its own, as a panel shows it ("1 Vous 17 jetons", "Vous à l'entame").
            label = (before == "" or before.isdigit()) \
                and (not after[:1].isalpha() or after in FRENCH_AFTER_LABEL)
            fine = label or before in FRENCH_BEFORE or verb.endswith("ez") or verb in FRENCH_VOUS_VERBS
        else:
            fine = not re.fullmatch(r"[a-z]*[^s]s", after)
        if not fine:
            found.append(" ".join(words[max(0, index - 2):index + 3]))
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_seat_named_you_reads_in_its_own_person(language):
    catalog = merged_catalogs()[language]
    reader = Reader(language, names=[YOU[language], OTHER[language]], you=0)
    reader.catalog = catalog  # the page's words too, as the page renders them
    wrong = {}
    for key, params in seat_templates(language, catalog):
        text = reader.render({"key": key, "seat": 0, **params})
        if misread(language, text):
            wrong[key] = text
    assert wrong == {}


def test_the_check_sees_the_mistakes_it_is_for():
    assert misread("fr", "On attend vous.") and misread("fr", "Vous entame.")
    assert misread("en", "You leads") and misread("en", "You plays the 2 of clubs.")
    assert misread("fr", "On attend que Vous donne l'année 2.") and misread("fr", "Vous n'est pas là")
    assert not misread("fr", "1 Vous 17 jetons 0 pli") and not misread("fr", "Vous à l'entame")
    assert not misread("fr", "À vous de jouer.") and not misread("fr", "Vous entamez.")
    assert not misread("fr", "Vous ne prenez rien.") and not misread("fr", "Vous n'avez aucun coup")
    assert not misread("fr", "Défi de pique, 7, qui vous menace") and not misread("en", "Waiting for you.")

"""Messages as data (pygames.core.messages): the rules of a template, and the refusals of the
core carried as keys with their parameters, in English and French alike."""

import pytest

import pygames
from pygames.core import IllegalMove, Refusal
from pygames.core.messages import CATALOGS, LANGUAGES, Reader, message, register_messages

register_messages({
    "en": {"test.plays": "{seat:seat} plays {card:card.the}.",
           "test.plays.you": "You play {card:card.the}.",
           "test.piles": "{count|# card|# cards} on the {pile:ordinal.f} pile: {cards:card}",
           "test.nested": "Round {n}: {results}"},
    "fr": {"test.plays": "{seat:seat} joue {card:card.the}.",
           "test.plays.you": "Vous jouez {card:card.the}.",
           "test.piles": "{count|# carte|# cartes} sur la {pile:ordinal.f} pile : {cards:card}",
           "test.nested": "Manche {n} : {results}"},
})
NAMES = ["You", "Computer 2", "Ana", "Bob"]


def read(language, entry):
    return Reader(language, names=NAMES, you=0).render(entry)


def test_a_seat_reads_its_own_moves_in_the_second_person():
    assert read("en", message("test.plays", seat=1, card="AS")) == "Computer 2 plays the Ace of spades."
    assert read("en", message("test.plays", seat=0, card="QH")) == "You play the Queen of hearts."
    assert read("fr", message("test.plays", seat=1, card="AS")) == "Computer 2 joue l'As de pique."
    assert read("fr", message("test.plays", seat=0, card="QH")) == "Vous jouez la Dame de cœur."
    assert read("fr", message("test.plays", seat=2, card="KD")) == "Ana joue le Roi de carreau."


def test_plurals_ordinals_and_lists_follow_the_language():
    entry = message("test.piles", count=1, pile=1, cards=["JOKER", "TD", "7C"])
    assert read("en", entry) == "1 card on the 1st pile: Joker, 10 of diamonds and 7 of clubs"
    assert read("fr", entry) == "1 carte sur la 1re pile\u00a0: Joker, 10 de carreau et 7 de trèfle"
    assert read("fr", message("test.piles", count=0, pile=2, cards=["JC"])) == \
        "0 carte sur la 2e pile\u00a0: Valet de trèfle"
    assert read("en", message("test.piles", count=3, pile=3, cards=[])) == "3 cards on the 3rd pile: "


def test_messages_nest():
    entry = message("test.nested", n=2, results=[message("test.plays", seat=3, card="2C"),
                                                 message("test.plays", seat=0, card="3C")])
    assert read("en", entry) == "Round 2: Bob plays the 2 of clubs. and You play the 3 of clubs."


def test_an_unknown_key_reads_as_itself():
    assert read("fr", message("no.such.key", x=1)) == "no.such.key"


def test_every_language_has_every_key():
    keys = [set(CATALOGS[language]) for language in LANGUAGES]
    assert all(found == keys[0] for found in keys)
    with pytest.raises(ValueError, match="missing"):
        register_messages({"en": {"test.lonely": "x"}, "fr": {}})


def test_core_refusals_are_messages_with_english_text():
    agnes = pygames.get_game("agnes")
    with pytest.raises(Refusal) as refused:
        agnes.new(3, 1)
    assert refused.value.message == {"key": "core.players.exact", "game": "agnes", "count": 1,
                                     "value": "3"}
    assert str(refused.value) == "Agnès is for 1 player, not 3"
    assert Reader("fr").render(refused.value.message).endswith(" se joue à 1 joueur, pas 3")
    state = pygames.get_game("agony-aunt").new(4, 1)
    idle = next(seat for seat in range(4) if seat not in state.to_play)
    with pytest.raises(IllegalMove) as refused:
        state.apply(idle, state.legal_moves(state.to_play[0])[0])
    assert refused.value.message["key"] == "core.move.turn"
    assert Reader("en", you=idle).render(refused.value.message).startswith("it is not your turn")


def test_french_elides_before_a_vowel_once_names_and_cards_are_in(monkeypatch):
    """"de", "que", "le", "la" before a name or a card starting with a vowel lose their vowel
    ("le partisan d'Ordinateur 2"), and only then: "de Bob" stays. The test's template goes
    into copies of the catalogs, so no other test reads it."""
    for language in LANGUAGES:
        monkeypatch.setitem(CATALOGS, language, dict(CATALOGS[language]))
    register_messages({"en": {"test.follower": "{seat:seat}'s follower, left by {by:seat}"},
                       "fr": {"test.follower": "Le partisan de {seat:seat}, que {by:seat} a laissé"}})
    french = Reader("fr", names=["vous", "Ordinateur 2", "Ana", "Bob"])
    assert french.render(message("test.follower", seat=1, by=2)) == \
        "Le partisan d'Ordinateur 2, qu'Ana a laissé"
    assert french.render(message("test.follower", seat=3, by=3)) == \
        "Le partisan de Bob, que Bob a laissé"
    assert read("en", message("test.follower", seat=2, by=1)) == "Ana's follower, left by Computer 2"

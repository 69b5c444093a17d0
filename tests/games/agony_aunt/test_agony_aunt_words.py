"""Agony Aunt's words as data: log lines, refusals and the hand's reckoning are messages that
read in English and French ("You take trick 4" for the solo player), the view holds no English
and says why each card the player may not play is held back, and no line of an old hand names
a card by the code the next hand deals again."""

import pytest

import pygames
from pygames.core import IllegalMove, Rng
from pygames.core.messages import CATALOGS, Reader, english

from test_agony_aunt import last_trick_position, play, position
from tests.core.messages_walk import message_keys, strings_in

GAME = pygames.get_game("agony-aunt")
ENGLISH = Reader("en", names=["You", "Computer 2", "Computer 3", "Computer 4"], you=0)
FRENCH = Reader("fr", names=["Vous", "Ordinateur 2", "Ordinateur 3", "Ordinateur 4"], you=0)


def refused(state, seat, move):
    with pytest.raises(IllegalMove) as refusal:
        state.apply(seat, move)
    return refusal.value.message



def test_a_trick_reads_in_the_second_person_and_names_the_computers():
    state = play(position([["KH", "2D"], ["QH", "3D"], ["2S", "4D"], ["3S", "5D"]], "7H"),
                 "KH", "QH", "2S", "3S")
    assert [ENGLISH.render(entry) for entry in state.view(0)["log"]] == [
        "You lead the King of hearts.",
        "Computer 2 plays the Queen of hearts.",
        "Computer 3 has no hearts and plays the 2 of spades.",
        "Computer 4 has no hearts and plays the 3 of spades.",
        "You take trick 1, covering Queen of hearts and Agony Aunt.",
    ]
    assert [FRENCH.render(entry) for entry in state.view(0)["log"]] == [
        "Vous entamez avec le Roi de cœur.",
        "Ordinateur 2 joue la Dame de cœur.",
        "Ordinateur 3 n'a plus de cœur et joue le 2 de pique.",
        "Ordinateur 4 n'a plus de cœur et joue le 3 de pique.",
        "Vous remportez le 1er pli et couvrez\u00a0: Dame de cœur et Agony Aunt.",
    ]


def test_the_joker_is_named_with_the_card_it_plays_as():
    state = play(position([["AD"], ["JOKER"], ["2C"], ["3D"]], "9D"), "AD", "JOKER")
    line = state.view(0)["log"][-1]
    assert ENGLISH.render(line) == "Computer 2 plays the Joker (as the 9 of diamonds)."
    assert FRENCH.render(line) == "Ordinateur 2 joue le Joker (qui vaut le 9 de carreau)."


def test_a_play_names_what_the_board_animates():
    state = play(position([["KH", "2D"], ["QH", "3D"], ["2S", "4D"], ["3S", "5D"]], "7H"),
                 "KH", "QH", "2S", "3S")
    lead, *_, taken = state.view(2)["log"]
    assert lead == {"key": "agony-aunt.log.lead", "seat": 0,
                    "card": {"key": "agony-aunt.card.K", "rank": "K", "suit": "H"}}
    assert (taken["seat"], taken["trick"]) == (0, 1)


def test_the_end_of_a_hand_reads_in_both_languages():
    state = play(last_trick_position((17, 17, 9, 12)), "AC", "2C", "3C", "4C")
    log = state.view(0)["log"]
    assert [ENGLISH.render(entry) for entry in log[-7:-1]] == [
        "You take trick 13, covering Last trick.",
        "Most tricks: you took the most tricks (5).",
        "You lose 2 and win back 0 (penalties taken: nothing won back): 15 counters.",
        "Computer 2 loses 1 and wins back 0 (penalties taken: nothing won back): 16 counters.",
        "Computer 3 loses 1 and wins back 0 (penalties taken: nothing won back): 8 counters.",
        "Computer 4 loses 0 and wins back 2 (tricks but no penalty: half of the 5 missing): "
        "14 counters.",
    ]
    assert FRENCH.render(log[-6]) == "Plus de plis\u00a0: vous avez pris le plus de plis (5)."
    assert FRENCH.render(log[-2]) == (
        "Ordinateur 4 perd 0 et en regagne 2 (des plis mais aucune pénalité\u00a0: la moitié des 5 "
        "jetons manquants)\u00a0: 14 jetons.")
    assert ENGLISH.render(log[-1]).startswith("Hand 2: the turned card is the ")
    assert ENGLISH.render(log[-1]).endswith("Computer 2 leads.")


def test_the_end_of_the_game_names_who_ran_out():
    state = play(last_trick_position((2, 17, 17, 17)), "AC", "2C", "3C", "4C")
    assert ENGLISH.render(state.view(0)["log"][-1]) == "The game is over: no counters left for you."
    assert FRENCH.render(state.view(0)["log"][-1]) == (
        "La partie est finie\u00a0: plus aucun jeton pour vous.")


@pytest.mark.parametrize("move", ["play KH", "play 9S", "play 7D", "play XX", "lead 2C",
                                  "play JOKER"])
def test_every_refusal_is_a_message_in_both_languages(move):
    state = position([["2C"], ["5C", "KH"], ["3C"], ["4C"]], "7D", trick=[(0, "2C")])
    refusal = refused(state, 1, move)
    assert refusal["key"].startswith("agony-aunt.refusal.")
    for key in message_keys(refusal):
        assert key in CATALOGS["en"] and key in CATALOGS["fr"], key
    assert FRENCH.render(refusal) != english(refusal)


def test_the_cards_the_player_may_not_play_say_why_in_the_view():
    state = position([["2C"], ["5C", "KH", "JOKER"], ["3C"], ["4C"]], "7D", trick=[(0, "2C")])
    blocked = state.view(1)["blocked"]
    assert set(blocked) == {"KH", "JOKER"}
    assert english(blocked["KH"]) == "you must follow suit: clubs were led and you hold one"
    assert english(blocked["JOKER"]).endswith("(the Joker counts as the 7 of diamonds)")
    assert FRENCH.render(blocked["KH"]) == (
        "vous devez fournir à la couleur demandée (trèfle)\u00a0: vous en avez")
    assert state.view(0)["blocked"] == {}, "only the seat to play is told"
    assert state.view(None)["blocked"] == {}


def test_a_view_holds_no_english_and_no_code_of_a_card_dealt_again():
    rng = Rng(5)
    state = GAME.new(4, 77)
    while state.view(None)["hand_number"] < 3 and not state.is_over:
        seat = state.to_play[0]
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
    view = state.view(0)
    sentences = [text for text in strings_in({**view, "log": []}) if " " in text]
    assert sentences == []
    in_other_hands = set(state.hidden_cards(0))
    assert in_other_hands.isdisjoint(strings_in(view["log"]))
    assert in_other_hands.isdisjoint(strings_in(view["last_hand"]))


def test_french_counts_of_one_are_singular():
    """One card of the dump suit, one counter missing: French says "1 carte", "du 1 jeton"."""
    assert FRENCH.text("agony-aunt.most.highest", tricks=4, dump=1, suit="H", seat=1) == (
        "égalité à 4 plis et 1 carte de cœur\u00a0; Ordinateur 2 a pris la plus forte")
    assert FRENCH.text("agony-aunt.why.half", missing=1).endswith("la moitié du 1 jeton manquant")

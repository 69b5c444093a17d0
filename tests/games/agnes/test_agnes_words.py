"""Agnès's words as data: log lines and refusals are messages that read in English and French,
and the view says, for every card the table shows that cannot move, why (what the page says
when the player taps it), naming no card the stock hides."""

import pytest

import pygames
from pygames.core import IllegalMove
from pygames.core.messages import CATALOGS, Reader, english

from test_agnes import MIXED, MOVABLE, play, position
from tests.core.messages_walk import message_keys

GAME = pygames.get_game("agnes")
FRENCH = Reader("fr", names=["Vous"], you=0)
ENGLISH_SOLO = Reader("en", names=["You"], you=0)


def refused(state, move):
    with pytest.raises(IllegalMove) as refusal:
        state.apply(0, move)
    return refusal.value.message


def test_log_lines_read_in_french_with_articles_and_the_second_person():
    state = play(position(**MIXED), "8S>f", "9H>t4", "deal", "resign")
    assert [FRENCH.render(entry) for entry in state.view(0)["log"]] == [
        "Vous montez le 8 de pique de la colonne 1 sur sa base.",
        "Vous déplacez le 9 de cœur de la colonne 1 sur le 10 de pique en colonne 4.",
        "Vous distribuez 1 carte du talon sur la réserve\u00a0: 2 de trèfle.",
        "Vous abandonnez avec 3 cartes sur les bases.",
    ]
    base = GAME.new(1, 5).view(0)["log"][0]
    assert FRENCH.render({**base, "card": "AS", "rank": "A"}) == (
        "l'As de pique ouvre la première base\u00a0: le rang de base est As.")


def test_a_computer_seat_is_named_in_the_third_person():
    state = play(position(**MIXED), "9H>t4")
    reader = Reader("en", names=["Computer 1"], you=None)
    assert reader.render(state.view(0)["log"][-1]) == (
        "Computer 1 moves the 9 of hearts and the card on it from column 1 onto the 10 of spades "
        "in column 4.")


@pytest.mark.parametrize("move", ["7S>t2", "QH>t4", "KC>t4", "6H>f", "8S>t5", "9H>t2", "6H>t6",
                                  "2C>t1", "redeal", "hello", "ZZ>t1", "8S>r1"])
def test_every_refusal_is_a_message_in_both_languages(move):
    refusal = refused(position(**MIXED), move)
    assert refusal["key"].startswith("agnes.refusal.")
    for key in message_keys(refusal):
        assert key in CATALOGS["en"] and key in CATALOGS["fr"], key
    assert FRENCH.render(refusal) != english(refusal)


def test_a_card_that_cannot_move_says_why_in_the_view():
    blocked = position(**MIXED).view(0)["blocked"]
    read = {card: ENGLISH_SOLO.render(reason) for card, reason in blocked.items()}
    assert read["7S"] == "the 7 of spades is on its foundation: cards never leave the foundations"
    assert read["QH"] == ("the Queen of hearts is covered: only the uncovered card at the bottom "
                          "of a reserve pile can move")
    assert read["KC"].startswith("the King of clubs cannot move: the cards on it are not a sequence")
    assert read["JS"] == ("no place takes the Jack of spades now: it needs a red Queen uncovered "
                          "at the bottom of a column, and its foundation is at the 7 of spades")
    assert read["9C"] == ("no place takes the 9 of clubs now: it needs a red 10 uncovered at the "
                          "bottom of a column, and no clubs foundation is started yet")
    assert read["6H"] == ("the 6 of hearts already heads column 6: moving a whole column into an "
                          "empty one changes nothing")
    movable = {move.split(">")[0] for move in position(**MIXED).legal_moves(0) if ">" in move}
    shown = {card for place in ("tableau", "reserve") for pile in MIXED[place] for card in pile}
    assert set(blocked) == (shown - movable) | {"7S", "7H"}


def test_a_card_one_below_the_base_may_also_wait_for_an_empty_column():
    full = [["KC", "6H"], ["9D"], ["9S"], ["QD"], ["QS"], ["JD"], ["JC"]]
    state = position(full, stock=["2C"], foundations=[["7H"]])
    assert ENGLISH_SOLO.render(state.view(0)["blocked"]["6H"]) == (
        "no place takes the 6 of hearts now: it needs a black 7 uncovered at the bottom of a "
        "column or an empty column, and its foundation is at the 7 of hearts")


def test_a_covered_card_its_foundation_wants_is_told_to_come_uncovered():
    state = position([["8S", "7H"], ["KD"]], stock=["2C"], foundations=[["7S"]])
    assert ENGLISH_SOLO.render(state.view(0)["blocked"]["8S"]) == (
        "no place takes the 8 of spades now: it needs a red 9 uncovered at the bottom of a "
        "column, and only the uncovered card at the bottom of a column goes to a foundation")


def test_sorel_asks_for_the_same_colour_and_a_lone_column_head_is_not_sent_to_an_empty_one():
    state = position([["6H"], ["KC"], []], stock=["2C"], variant="sorel")
    blocked = state.view(0)["blocked"]
    assert ENGLISH_SOLO.render(blocked["KC"]).startswith(
        "no place takes the King of clubs now: it needs a black Ace")
    assert ENGLISH_SOLO.render(blocked["6H"]) == (
        "the 6 of hearts already heads column 1: moving a whole column into an empty one "
        "changes nothing")


def test_nothing_is_blocked_once_the_game_is_over():
    assert play(position(MOVABLE), "resign").view(0)["blocked"] == {}


def test_french_reasons_read_as_french():
    blocked = position(**MIXED).view(0)["blocked"]
    assert FRENCH.render(blocked["JS"]) == (
        "aucune place ne prend le Valet de pique pour l'instant\u00a0: il lui faudrait une carte rouge "
        "de rang Dame libre en bas d'une colonne, et la carte du dessus de sa base est le 7 de "
        "pique")
    assert FRENCH.render(blocked["9C"]).endswith("et aucune base de trèfle n'est encore commencée")
    assert FRENCH.render(refused(position(**MIXED), "6H>f")) == (
        "le 6 de cœur ne peut pas encore monter sur sa base, qui attend d'abord le 8 de cœur")

"""Cardcassonne's words: every log line and refusal is a message with templates in English and
French, cards and rows are named in both languages, and a private line keeps its card to the
seat that placed it."""

import random

import pytest

from cardcassonne_positions import GAME, claim_and_score, position, up
from pygames.cardcassonne.cards import full_supply
from pygames.core import IllegalMove
from pygames.core.messages import CATALOGS, PLACEHOLDER, Reader, english


def played_game(players, seed):
    state, rng = GAME.new(players, seed), random.Random(seed)
    while not state.is_over:
        seat = state.to_play[0]
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def message_keys(entry):
    """The keys of a message and of the messages nested in its parameters."""
    keys = [entry["key"]]
    for value in entry.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, dict):
                keys += message_keys(item)
    return keys


@pytest.mark.parametrize("players", [2, 5])
def test_every_log_line_of_a_game_is_a_message_read_in_both_languages(players):
    state = played_game(players, 3)
    for seat in (None, *range(players)):
        for entry in state.view(seat)["log"]:
            for key in message_keys(entry):
                assert key in CATALOGS["en"] and key in CATALOGS["fr"], key
            french = Reader("fr", names=[f"N{s}" for s in range(players)], you=0).render(entry)
            assert not PLACEHOLDER.search(french) and "cardcassonne." not in french, french


def test_cards_and_rows_are_named_with_their_articles_in_french():
    french = Reader("fr")
    names = {card: french.card_name({"key": f"cardcassonne.card.{card}"}, with_article=True)
             for card in set(full_supply())}
    assert names["YA"] == "l'animal jaune" and names["FAIRY"] == "la fée"
    assert names["B2"] == "le 2 bleu" and names["BUILDING-JOKER"] == "le joker bâtiment"
    assert french.text("cardcassonne.row.Y") == "la rangée de l'abbaye"


def test_a_round_end_logs_each_claim_and_each_score_by_seat():
    state = claim_and_score({"Y": [up("Y1"), up("Y2")]}, supply=["Y1"] * 12)
    lines = [entry for entry in state.view(0)["log"] if entry["key"].startswith(
        ("cardcassonne.log.claims", "cardcassonne.log.round-score"))]
    assert [line["key"] for line in lines][-2:] == ["cardcassonne.log.round-score"] * 2
    you = Reader("en", you=0)
    assert "You claim the yellow 1 and the yellow 2." in [you.render(line) for line in lines]
    assert "seat 1 claims nothing." in [english(line) for line in lines]


@pytest.mark.parametrize("move, key", [
    ("play R1>R", "cardcassonne.refusal.not-held"),
    ("play Y2>Q", "cardcassonne.refusal.no-row"),
    ("play Y2>R", "cardcassonne.refusal.colour-row"),
    ("play Y2>Y down", "cardcassonne.refusal.only-first-down"),
    ("follower>Q", "cardcassonne.refusal.follower-row"),
    ("dance", "cardcassonne.refusal.not-a-move"),
])
def test_refusals_are_messages_with_both_languages(move, key):
    state = position(hands=[["Y2"], ["R1"]])
    with pytest.raises(IllegalMove) as refused:
        state.apply(0, move)
    assert refused.value.message["key"] == key
    assert key in CATALOGS["fr"] and "cardcassonne." not in Reader("fr").render(refused.value.message)

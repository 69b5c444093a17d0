"""Agents of the Crown's log lines and refusals are messages: a key and parameters, read in
English or French, in the second person by the seat they are about, with private lines kept
private; the view carries no English."""

import json

import pytest

from pygames import IllegalMove, get_game
from pygames.core.messages import CATALOGS, Reader, english

GAME = get_game("agents-of-the-crown")


def through_spring_reveal(seed=3):
    """A game played (first legal moves) until Spring's reveal is logged."""
    state = GAME.new(4, seed)
    while state.view(None)["season"] == 0 or state.view(None)["phase"] == "pass":
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    return state


def test_every_log_line_is_a_message_of_this_game_in_both_languages():
    state = through_spring_reveal()
    for seat in (None, 0, 1, 2, 3):
        for entry in state.view(seat)["log"]:
            assert entry["key"].startswith("agents-of-the-crown.log."), entry
            assert entry["key"] in CATALOGS["en"] and entry["key"] in CATALOGS["fr"]
            for language in ("en", "fr"):
                assert "{" not in Reader(language, you=seat).render(entry)


def test_a_seat_reads_its_own_moves_in_the_second_person():
    state = GAME.new(4, 1)
    move = state.legal_moves(0)[0]
    state = state.apply(0, move)
    _, noble, common = move.split()
    mine = state.view(0)["log"][-1]
    assert mine == {"key": "agents-of-the-crown.log.pass-chosen-mine", "seat": 0,
                    "cards": [noble, common], "left": 1}
    names = ["Ana", "Ben", "Cy", "Di"]
    assert Reader("en", names=names, you=0).render(mine).startswith("You will pass the ")
    assert Reader("fr", names=names, you=0).render(mine).startswith("Vous passerez ")
    assert state.view(2)["log"][-1] == {"key": "agents-of-the-crown.log.pass-chosen", "seat": 0}
    assert english(state.view(2)["log"][-1]) == "seat 0 has chosen two cards to pass."


def test_a_face_down_card_is_named_only_to_its_owner():
    state = through_spring_reveal()
    while state.view(None)["phase"] == "commit" and not state.data["commitments"]:
        seat = state.to_play[0]
        down = next(move for move in state.legal_moves(seat) if " down " in move)
        state = state.apply(seat, down)
    seat, card = state.data["commitments"][0]["seat"], state.data["commitments"][0]["card"]
    assert state.view(seat)["log"][-1]["card"] == card
    for other in {0, 1, 2, 3, None} - {seat}:
        assert card not in json.dumps(state.view(other)["log"][-1])


def test_a_reveal_logs_each_challenge_with_its_prizes_or_curses():
    state = through_spring_reveal()
    keys = [entry["key"].rsplit(".", 1)[-1] for entry in state.view(0)["log"]]
    reveal = keys.index("reveal")
    outcomes = keys[reveal + 1:reveal + 1 + len(state.data["last_reveal"]["challenges"])]
    assert set(outcomes) <= {"defeated", "defeated-by-noble", "held-carried"}
    french = Reader("fr", names=["Ana", "Ben", "Cy", "Di"], you=0)
    for entry in state.view(0)["log"][reveal:]:
        assert french.render(entry)[0].isupper() or french.render(entry)[0] in "l'"


def test_the_view_names_the_season_by_its_number_only():
    view = through_spring_reveal().view(0)
    assert "season_name" not in view and view["season"] == 1


@pytest.mark.parametrize("move, key, params", [
    ("pass", "pass-form", {}),
    ("pass QQ 7C", "not-in-hand", {"card": "'QQ'"}),
    ("commit 7C up", "commit-form", {}),
])
def test_refusals_are_messages_that_quote_what_was_written(move, key, params):
    state = GAME.new(4, 1)
    if move.startswith("commit"):
        state = through_spring_reveal()
    seat = state.to_play[0]
    with pytest.raises(IllegalMove) as refused:
        state.apply(seat, move)
    assert refused.value.message == {"key": f"agents-of-the-crown.refusal.{key}", **params}


def test_a_challenge_that_is_not_there_is_named_in_the_readers_language():
    state = through_spring_reveal()
    seat = state.to_play[0]
    suits = [pile["suit"] for pile in state.data["challenges"]]
    absent = next(suit for suit in "CDHS" if suit not in suits)
    card = state.data["hands"][seat][0]
    with pytest.raises(IllegalMove) as refused:
        state.apply(seat, f"commit {card} up at {absent}")
    assert refused.value.message["key"] == "agents-of-the-crown.refusal.no-challenge"
    assert "de défi de" in Reader("fr").render(refused.value.message)
    with pytest.raises(IllegalMove, match="'X' is not a suit"):
        state.apply(seat, f"commit {card} up at X")


def test_a_new_year_starts_a_new_log_so_no_line_names_a_card_dealt_again():
    state = GAME.new(4, 5)
    while state.view(None)["phase"] != "deal":
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    assert any(entry["key"].endswith(".year-end") for entry in state.view(0)["log"])
    state = state.apply(state.to_play[0], "deal")
    assert [entry["key"] for entry in state.view(0)["log"]] == ["agents-of-the-crown.log.deal"]

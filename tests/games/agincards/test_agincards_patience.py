"""The patience variant of Agincards: one player, every card must score, play them all to win."""

import pytest

from test_agincards import GAME, position, refusal


def patience(rows, hand, tokens=None, tokens_in_hand=(5,), pile=()):
    return position(rows, [hand], tokens=tokens, tokens_in_hand=list(tokens_in_hand),
                    pile=pile, variant="patience")


def test_patience_is_for_one_player_only():
    with pytest.raises(ValueError, match="one player"):
        GAME.new(2, 1, {"variant": "patience"})


def test_the_first_card_played_must_carry_a_token():
    state = GAME.new(1, 2, {"variant": "patience"})
    moves = state.legal_moves(0)
    assert moves and all(move.endswith("+token") for move in moves)
    without_token = moves[0].removesuffix("+token")
    assert "first card you play must carry a token" in refusal(state, without_token)
    state.apply(0, moves[0])


def test_every_card_played_must_score():
    state = patience("5H 6D", ["8C", "8D"], tokens={(0, 0): 0})
    assert "every card must score" in refusal(state, "8C@2,0")
    assert "8C@2,0" not in state.legal_moves(0) and "8D@2,0" in state.legal_moves(0)
    state.apply(0, "8D@2,0")


def test_passing_is_not_allowed():
    state = patience("5C", ["7H"])
    assert "may not pass" in refusal(state, "pass")
    assert "pass" not in state.legal_moves(0)


def test_the_patience_is_lost_when_no_card_can_score():
    # After the 8 of diamonds the King of clubs joins no run holding a token, and no token
    # is left in hand or can be taken back.
    state = patience("5H 6D", ["8D", "KC"], tokens={(0, 0): 0}, tokens_in_hand=[0])
    state = state.apply(0, "8D@2,0")
    assert state.is_over and state.winners == ()
    assert state.view(0)["log"][-1] == {"key": "agincards.log.patience-lost", "count": 2,
                                        "reason": {"key": "agincards.reason.no-scoring-play"}}


def test_the_patience_is_won_by_playing_every_card():
    state = patience("5H 6D", ["8D"], tokens={(0, 0): 0}, tokens_in_hand=[0])
    state = state.apply(0, "8D@2,0")
    assert state.is_over and state.winners == (0,)


def test_patience_counts_the_cards_played_instead_of_points():
    state = GAME.new(1, 2, {"variant": "patience"})
    state = state.apply(0, state.legal_moves(0)[0])
    assert state.scores == [1]


def test_a_token_that_can_be_taken_back_keeps_the_patience_alive():
    # The 3 of clubs scores for the token on the 4 of clubs and closes the last open end
    # around the token on the 5 of hearts: no token in hand, but one to take back.
    state = patience("""
        .. 9S ..
        2C 5H 8S
        4C .. ..""", ["3C", "KD"], tokens={(1, 1): 0, (0, 2): 0}, tokens_in_hand=[0])
    state = state.apply(0, "3C@1,2")
    assert not state.is_over and state.legal_moves(0) == ["reclaim 1,1"]
    state = state.apply(0, "reclaim 1,1")
    assert state.legal_moves(0) and all(move.endswith("+token") for move in state.legal_moves(0))

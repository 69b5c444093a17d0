"""The hint of Agincards played alone (issue 12): a legal move read from the view, in patience
always a scoring play with the points it scores, the same whatever the draw pile's order, and
refused in a game of several players."""

import pytest

from pygames.agincards.hint import moves_in_view
from pygames.core import Refusal
from pygames.core.players import outcome
from pygames.core.messages import english
from test_agincards import GAME, position


def hint_for(state, seat=0):
    """The hook's answer, its generator driven to the end as the bridge does."""
    return outcome(GAME.hint(state.view(seat), []))


def follow_hints(state, turns):
    """The states met by playing the hint `turns` times (or until the game ends)."""
    states = [state]
    while not state.is_over and len(states) <= turns:
        state = state.apply(0, hint_for(state)["move"])
        states.append(state)
    return states


@pytest.mark.parametrize("options", [{"variant": "patience"}, {},
                                     {"variant": "patience", "tokens": [2]}])
def test_the_view_gives_the_very_moves_the_rules_allow(options):
    for state in follow_hints(GAME.new(1, 5, options), 30)[:-1]:
        assert sorted(moves_in_view(state.view(0))) == sorted(state.legal_moves(0))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_patience_hint_is_a_scoring_play_and_says_what_it_scores(seed):
    states = follow_hints(GAME.new(1, seed, {"variant": "patience"}), 60)
    for before, after in zip(states, states[1:]):
        answer = hint_for(before)
        assert answer["back"] is None and answer["move"] in before.legal_moves(0)
        if "@" in answer["move"]:
            gained = after.data["score"][0] - before.data["score"][0]
            assert gained >= 1 and answer["message"]["points"] == gained
    assert states[-1].is_over or len(states) == 61


def test_the_hint_reads_as_a_sentence_naming_card_cell_and_points():
    state = position("5H 6D", [["8D", "KC"]], tokens={(0, 0): 0}, pile=["2C"],
                     variant="patience")
    answer = hint_for(state)
    assert answer["move"] == "8D@2,0"
    assert english(answer["message"]) == "Play the 8 of diamonds at 2,0: 3 points."


def test_two_positions_that_differ_only_in_the_draw_pile_get_the_same_hint():
    pile = ["2C", "9S", "JH", "4D"]
    first = position("5H 6D", [["8D", "KC", "3H"]], tokens={(0, 0): 0}, pile=pile,
                     variant="patience")
    second = position("5H 6D", [["8D", "KC", "3H"]], tokens={(0, 0): 0}, pile=pile[::-1],
                      variant="patience")
    assert hint_for(first) == hint_for(second)


def test_a_token_that_can_score_no_more_is_hinted_when_no_card_can_go():
    # Black cards close the token's runs on all four sides; the King of diamonds could score
    # only with a token, and none is left in hand.
    state = position(".. 9C ..\n2S 5H 7C\n.. 4S ..", [["KD"]], tokens={(1, 1): 0},
                     tokens_in_hand=[0], variant="patience")
    assert state.legal_moves(0) == ["reclaim 1,1"]
    answer = hint_for(state)
    assert answer["move"] == "reclaim 1,1"
    assert english(answer["message"]).startswith("Take back your token on 1,1")


def test_a_game_of_several_players_gives_no_hint():
    with pytest.raises(Refusal, match="played alone"):
        hint_for(GAME.new(2, 1))

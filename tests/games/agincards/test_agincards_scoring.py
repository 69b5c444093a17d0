"""Agincards scoring and reclaiming, worked by hand on drawn maps (see test_agincards.py)."""

from test_agincards import position, refusal


# --- token placement ---------------------------------------------------------------------
def test_a_token_on_a_lone_card_scores_two():
    # The 7 of hearts is red beside a black card: one card each way, 1 + 1 points.
    state = position("5C", [["7H"]]).apply(0, "7H@1,0+token")
    assert state.scores == [2]
    assert state.data["tokens"] == {"1,0": 0} and state.data["tokens_in_hand"] == [4]


def test_a_token_scores_its_horizontal_plus_its_vertical_run():
    state = position("""
        5H 6D ..
        .. .. 9H""", [["8H"]]).apply(0, "8H@2,0+token")
    assert state.scores == [3 + 2]


def test_a_card_without_a_token_scores_nothing_in_a_run_without_tokens():
    assert position("5H 6D", [["8D"]]).apply(0, "8D@2,0").scores == [0]


# --- runs growing --------------------------------------------------------------------------
def test_extending_a_run_scores_its_new_length_for_the_token_owner_whoever_plays():
    state = position("5H 6D", [["9C"], ["8D"]], tokens={(0, 0): 0}, turn=1)
    state = state.apply(1, "8D@2,0")
    assert state.scores == [3, 0]


def test_a_card_of_the_other_colour_ends_a_score_run_and_scores_nothing():
    state = position("5H 6D", [["9C"], ["8C"]], tokens={(0, 0): 0}, turn=1)
    assert state.apply(1, "8C@2,0").scores == [0, 0]


def test_joined_runs_score_their_merged_length_for_every_token_in_them():
    # 2H 3D [5H] 9H TD: two red runs join into one of five cards. Seat 0 has two tokens in
    # it and scores 5 for each; seat 1's token scores 5.
    state = position("2H 3D .. 9H TD", [["KC"], ["5H"]],
                     tokens={(1, 0): 0, (3, 0): 0, (4, 0): 1}, turn=1)
    assert state.apply(1, "5H@2,0").scores == [10, 5]


def test_a_new_token_scores_its_runs_after_the_tokens_already_in_them():
    state = position("2H 3D .. 9H TD", [["KC"], ["5H"]],
                     tokens={(1, 0): 0, (3, 0): 0, (4, 0): 1}, turn=1)
    # The run pays 5 to each token; then the new token scores 5 across plus 1 down.
    assert state.apply(1, "5H@2,0+token").scores == [10, 5 + 5 + 1]


def test_a_card_can_extend_a_run_in_each_direction_at_once():
    state = position("""
        .. 3D
        4H ..""", [["5H"]], tokens={(1, 0): 0, (0, 1): 0})
    assert state.apply(0, "5H@1,1").scores == [2 + 2]


# --- reclaiming --------------------------------------------------------------------------
TOKEN_IN_A_CROSS = """
    .. 9S ..
    2C 5H 8S
    .. .. .."""


def test_reclaim_when_both_runs_are_closed_by_the_other_colour():
    state = position(TOKEN_IN_A_CROSS, [["3C", "KD"]], tokens={(1, 1): 0}, tokens_in_hand=[4])
    assert "its vertical run may grow at 1,2" in refusal(state, "reclaim 1,1")
    state = state.apply(0, "3C@1,2")
    assert state.view(0)["reclaimable"] == [[1, 1]]
    assert state.legal_moves(0)[0] == "reclaim 1,1"
    state = state.apply(0, "reclaim 1,1")
    assert state.data["tokens"] == {} and state.data["tokens_in_hand"] == [5]


# Placing the 3 of spades at 0,1 makes 0,2 need a value above 2 (its row) and below 3 (its
# column): dead space closes the last open end of the token's runs on the Ace.
TOKEN_ON_AN_ACE = """
    4S .. ..
    .. .. 2S
    .. 2D AH"""


def test_reclaim_when_a_run_ends_in_dead_space():
    state = position(TOKEN_ON_AN_ACE, [["3S", "KD"]], tokens={(2, 2): 0})
    assert "its horizontal run may grow at 0,2" in refusal(state, "reclaim 2,2")
    state = state.apply(0, "3S@0,1")
    assert [0, 2] in state.view(0)["dead_cells"]
    assert state.view(0)["reclaimable"] == [[2, 2]]
    state.apply(0, "reclaim 2,2")


def test_reclaiming_is_free_and_the_same_player_goes_on():
    state = position(TOKEN_IN_A_CROSS.replace(".. .. ..", ".. 3C .."), [["KD"], ["QC"]],
                     tokens={(1, 1): 0})
    after = state.apply(0, "reclaim 1,1")
    assert after.to_play == (0,) and after.data["hands"] == state.data["hands"]
    assert after.view(None)["log"][-1] == {"key": "agincards.log.reclaim", "seat": 0, "cell": "1,1"}


def test_only_the_owner_may_reclaim_a_token_and_only_where_there_is_one():
    closed = TOKEN_IN_A_CROSS.replace(".. .. ..", ".. 3C ..")
    state = position(closed, [["KD"], ["QC"]], tokens={(1, 1): 0}, turn=1)
    assert "belongs to seat 0" in refusal(state, "reclaim 1,1", seat=1)
    assert "no token on 0,1" in refusal(state, "reclaim 0,1", seat=1)
    assert not any(move.startswith("reclaim") for move in state.legal_moves(1))


def test_automatic_reclaim_returns_every_token_that_can_no_longer_score():
    state = position(TOKEN_IN_A_CROSS, [["3C", "KD"], ["QC"]], tokens={(1, 1): 1},
                     tokens_in_hand=[5, 4], auto_reclaim=True)
    state = state.apply(0, "3C@1,2")
    assert state.data["tokens"] == {} and state.data["tokens_in_hand"] == [5, 5]
    assert {"key": "agincards.log.reclaim", "seat": 1, "cell": "1,1"} in state.view(None)["log"]

"""Agincards computer players by level, and the sampled positions the hard one searches: what
a seat's view rules out is never sampled, and the search sees further than the normal player."""

from collections import Counter

from pygames.agincards.hard import CandidateSearcher, playout_move, score_margins
from pygames.agincards.map import Grid, neighbours
from pygames.core import Rng
from pygames.core.cards import standard_deck
from pygames.core.determinize import place_at_random
from pygames.core.players import play_out
from test_agincards import GAME, position

NORMAL = GAME.computer_levels["normal"]


def normal_game(players, seed, moves, options=None):
    """The position after `moves` moves of a seeded game between normal players."""
    state = GAME.new(players, seed, options)
    for _ in range(moves):
        seat = state.to_play[0]
        state = state.apply(seat, NORMAL(state.view(seat), state.legal_moves(seat), Rng(seed)))
    return state


# --- what a view leaves open -------------------------------------------------------------
def test_the_unseen_cards_are_the_packs_less_the_map_and_the_seats_hand():
    state = normal_game(4, 3, 30, {"decks": 2})
    view = state.view(1)
    unseen = GAME.unseen(view)
    seen = Counter(card for _, _, card, _ in view["cells"]) + Counter(view["hand"])
    assert Counter(unseen.cards) + seen == Counter(standard_deck() * 2)
    assert unseen.slots == {"hand 0": 5, "hand 2": 5, "hand 3": 5, "pile": view["draw_pile"]}


def test_no_card_the_seat_can_see_is_ever_sampled():
    state = normal_game(2, 5, 12)
    view, rng = state.view(0), Rng(1)
    visible = {card for _, _, card, _ in view["cells"]} | set(view["hand"])
    for _ in range(20):
        placed = place_at_random(GAME.unseen(view), rng)
        assert not visible & {card for cards in placed.values() for card in cards}


def test_with_two_packs_a_card_is_sampled_only_as_often_as_copies_remain():
    state = normal_game(4, 8, 40, {"decks": 2})
    view, rng = state.view(2), Rng(2)
    seen = Counter(card for _, _, card, _ in view["cells"]) + Counter(view["hand"])
    for _ in range(20):
        placed = Counter(card for cards in place_at_random(GAME.unseen(view), rng).values()
                         for card in cards)
        assert all(placed[card] == 2 - seen[card] for card in standard_deck())


def test_a_sampled_position_keeps_the_cells_the_others_played_since_the_seats_turn():
    state = normal_game(3, 2, 5)
    seat = state.to_play[0]
    view = state.view(seat)
    sampled = GAME.fill(view, place_at_random(GAME.unseen(view), Rng(3)))
    assert len(view["recent"]) == 2
    assert GAME.view(sampled, seat)["recent"] == view["recent"]


# --- the map as a search reads it --------------------------------------------------------
def test_a_mask_read_from_the_kept_masks_equals_one_worked_out_afresh():
    state, rng, checked = GAME.new(2, 4), Rng(4), 0
    while not state.is_over:
        grid = Grid.from_data(state.data)
        for key, mask in list(grid.open.items())[:6]:
            for value in range(1, 14):
                if not mask >> value & 1:
                    continue
                # The cells a card on `key` may change: beside it, or open two steps away.
                in_line = {near for direction, step in enumerate(neighbours(key))
                           for near in (step, neighbours(step)[direction])
                           if near == step or near in grid.open} - grid.cards.keys()
                expected = {}
                grid.cards[key] = "A23456789TJQK"[value - 1] + "S"
                for cell in in_line:
                    expected[cell] = grid.allowed_values(cell)
                del grid.cards[key]
                for cell in in_line:
                    assert grid.mask_with(cell, key, value) == expected[cell], (key, value, cell)
                    checked += 1
        seat = state.to_play[0]
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
    assert checked > 1000


def test_the_play_out_policy_makes_the_normal_players_moves():
    for seat_count, seed in ((2, 6), (4, 7)):
        state = GAME.new(seat_count, seed)
        while not state.is_over:
            seat = state.to_play[0]
            legal = state.legal_moves(seat)
            move = NORMAL(state.view(seat), legal, Rng(0))
            assert playout_move(GAME, state.data, seat) == move
            state = state.apply(seat, move)


# --- the levels ----------------------------------------------------------------------------
def test_every_level_makes_legal_moves_from_what_its_seat_sees():
    assert list(GAME.computer_levels) == ["easy", "normal", "hard"]
    for players, moves in ((2, 10), (4, 45), (3, 40)):
        state = normal_game(players, players, moves)
        seat = state.to_play[0]
        for level, player in GAME.computer_levels.items():
            assert player(state.view(seat), state.legal_moves(seat), Rng(1)) in \
                state.legal_moves(seat), level


def test_the_easy_player_takes_the_play_that_scores_most_now_whatever_it_gives_away():
    # 8D beside the 6D grows the opponent's red run (3 points each for both tokens), where
    # a token on it scores 3 across and 1 down for the easy player as well.
    state = position("5H 6D", [["8D", "2S"], ["9C"]], tokens={(0, 0): 1})
    assert GAME.computer_levels["easy"](state.view(0), state.legal_moves(0), Rng(0)) == \
        "8D@2,0+token"


def test_the_hard_players_choice_is_the_same_however_its_thinking_is_sliced():
    searcher = CandidateSearcher(iterations=3, candidates=3, playout=playout_move,
                                 evaluate=score_margins)
    state = normal_game(2, 11, 20)
    view, legal = state.view(0), state.legal_moves(0)
    at_once = searcher(view, legal, Rng(9))
    search = searcher.start(view, legal, Rng(9))
    slices = 0
    while (move := search.advance(0)) is None:
        slices += 1
    assert slices >= 2 and move == at_once


def final_margin(state, seat, move):
    """`seat`'s lead over the other at the end, once `move` is made and normal players finish."""
    end = play_out(state.apply(seat, move), [NORMAL] * state.players, Rng(0))
    mine, theirs = end.scores[seat], end.scores[1 - seat]
    return mine - theirs


def test_with_every_card_known_the_search_wins_an_ending_the_normal_player_loses():
    # The pile is empty, so seat 0 knows the other hand: every sampled position is the truth.
    state = normal_game(2, 9, 52)
    view, legal = state.view(0), state.legal_moves(0)
    assert view["draw_pile"] == 0 and state.to_play == (0,)
    careless = NORMAL(view, legal, Rng(0))
    searched = GAME.computer_levels["hard"](view, legal, Rng(0))
    assert final_margin(state, 0, careless) < 0 < final_margin(state, 0, searched)

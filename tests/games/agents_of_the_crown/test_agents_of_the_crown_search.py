"""Agents of the Crown: the positions a computer player samples from its view, and the
players by level (easy, normal, hard)."""

from pygames import get_game
from pygames.agents_of_the_crown.hard import YearSearcher, fork
from pygames.agents_of_the_crown.scoring import is_noble, left_of
from pygames.core import Rng, clone
from pygames.core.determinize import determinize

GAME = get_game("agents-of-the-crown")
SAMPLES = 8


def positions(seed, steps, player="normal"):
    """Every position of a seeded game between `player`s, for `steps` moves: [(state, seat to move)]."""
    rng, state, found = Rng(seed), GAME.new(4, seed), []
    choose = GAME.computer_levels[player]
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.to_play[0]
        found.append((state, seat))
        state = state.apply(seat, choose(state.view(seat), state.legal_moves(seat), rng))
    return found


def samples(state, seat, rng, count=SAMPLES):
    view = state.view(seat)
    return [determinize(GAME, view, rng) for _ in range(count)]


def held(data, seat):
    """A seat's hand and its face-down card of this season."""
    return data["hands"][seat] + [play["card"] for play in data["commitments"]
                                  if play["seat"] == seat and play["face"] == "down"]


# --- Sampling -----------------------------------------------------------------------------

def test_the_view_lists_each_seats_cards_played_this_year_and_unclaimed_prizes():
    for state, _ in positions(seed=4, steps=40):
        view = state.view(None)
        if view["phase"] == "commit" and view["season"] > 0:
            break
    spring = state.data["last_reveal"]
    for play in spring["plays"]:
        assert view["played"][play["seat"]] == [play["card"]]
    assert view["unclaimed"] == [card for result in spring["challenges"]
                                 for card in result["discarded"]]


def test_sampled_hands_hold_the_nobles_dealt_less_those_shown():
    rng = Rng(1)
    for state, seat in positions(seed=1, steps=60):
        shown = state.view(seat)["played"]
        for data in samples(state, seat, rng, count=3):
            for other in range(4):
                cards = held(data, other) + shown[other] + [
                    play["card"] for play in data["commitments"]
                    if play["seat"] == other and play["face"] == "up"]
                assert sum(map(is_noble, cards)) == 4, (state.history, other)


def test_cards_this_seat_passed_are_sampled_only_with_its_left_neighbour():
    rng = Rng(2)
    checked = 0
    for state, seat in positions(seed=2, steps=30):
        passed = state.view(seat)["passed"]
        if passed is None:
            continue
        for data in samples(state, seat, rng):
            for card in passed["gave"]:
                if card not in state.view(seat)["played"][left_of(seat)]:
                    assert card in held(data, left_of(seat))
                    checked += 1
    assert checked


def test_stacks_are_sampled_from_commons_never_seen():
    rng = Rng(3)
    for state, seat in positions(seed=3, steps=40):
        view = state.view(seat)
        seen = set(view["hand"]) | set(view["unclaimed"])
        seen.update(card for cards in view["played"] + view["prizes"] for card in cards)
        for data in samples(state, seat, rng, count=3):
            stacked = [card for stack in data["stacks"] for card in stack]
            assert [len(stack) for stack in data["stacks"]] == view["stacks"]
            assert not any(map(is_noble, stacked)) and not seen & set(stacked)


def test_a_pass_chosen_before_the_exchange_is_a_noble_and_a_common_of_that_hand():
    state = GAME.new(4, 5)
    for seat in (1, 2):
        state = state.apply(seat, state.legal_moves(seat)[3])
    rng = Rng(5)
    for data in samples(state, 0, rng):
        assert data["passes"][0] is None and data["passes"][3] is None
        for seat in (1, 2):
            noble, common = data["passes"][seat]
            assert is_noble(noble) and not is_noble(common)
            assert {noble, common} <= set(data["hands"][seat])


def test_this_seats_own_cards_are_never_resampled():
    rng = Rng(6)
    for state, seat in positions(seed=6, steps=40):
        truth = state.data
        for data in samples(state, seat, rng, count=2):
            assert data["hands"][seat] == truth["hands"][seat]
            assert [play for play in data["commitments"] if play["seat"] == seat or play["face"] == "up"] \
                == [play for play in truth["commitments"] if play["seat"] == seat or play["face"] == "up"]


# --- Players by level ---------------------------------------------------------------------

def test_every_level_answers_a_legal_move_from_a_view_in_every_phase():
    quick = YearSearcher(iterations=40)
    game = positions(seed=7, steps=21)
    # A pass, a commitment each season, then the deal of the next year.
    chosen = [game[index] for index in (0, 4, 9, 14, 19, 20)]
    assert [state.view(seat)["phase"] for state, seat in chosen] == ["pass"] + ["commit"] * 4 + ["deal"]
    assert set(GAME.computer_levels) == {"easy", "normal", "hard"}
    for state, seat in chosen:
        view, legal = state.view(seat), state.legal_moves(seat)
        for name, player in (*GAME.computer_levels.items(), ("quick hard", quick)):
            if name == "hard" and len(state.history) < 19:
                continue  # the full budget, timed by `python -m pygames speed`, thinks longer
            assert player(view, legal, Rng(len(state.history))) in legal, name


def test_the_hard_choice_is_the_same_however_its_thinking_is_sliced():
    searcher = YearSearcher(iterations=60)
    for state, seat in positions(seed=8, steps=30)[::4]:
        view, legal = state.view(seat), state.legal_moves(seat)
        at_once = searcher(view, legal, Rng(11))
        search = searcher.start(view, legal, Rng(11))
        slices = 0
        while (move := search.advance(0.0)) is None:
            slices += 1
        assert move == at_once
        assert slices > 0 or len(legal) == 1 or len(search.choices) == 1


def test_a_forked_position_plays_on_without_touching_the_original():
    rng = Rng(9)
    for state, seat in positions(seed=9, steps=45)[::5]:
        original = determinize(GAME, state.view(seat), rng)
        before = clone(original)
        data = fork(original)
        while GAME.to_play(data):
            mover = GAME.to_play(data)[0]
            GAME.play(data, mover, rng.choice(GAME.legal_moves(data, mover)), rng)
        assert original == before


def test_the_search_sees_a_noble_is_worth_more_spent_on_a_prize_than_kept():
    """Winter, seat 2 commits last and every other card is face up. The reveal will curse
    every House, so a Noble kept scores 5, not the 10 the normal player counts on: the hard
    player spends the 10 of spades on the spades challenge, outranks seat 0's 9 and takes
    the 7 of spades, scoring 2 more and costing seat 0 seven. The normal player keeps it."""
    state, seat = positions(seed=175, steps=62)[-1]
    view, legal = state.view(seat), state.legal_moves(seat)
    assert (seat, view["season"], len(view["commitments"])) == (2, 3, 3)
    assert all(play["face"] == "up" for play in view["commitments"])

    def year_end(card):
        scores = state.apply(seat, next(move for move in legal if move.split()[1] == card)).scores
        return scores[seat], scores[seat] - (sum(scores) - scores[seat]) / 3

    hard = GAME.computer_levels["hard"](view, legal, Rng(1)).split()[1]
    normal = GAME.computer_levels["normal"](view, legal, Rng(1)).split()[1]
    assert (hard, normal) == ("TS", "2H")
    assert year_end(hard)[0] == year_end(normal)[0] + 2
    assert year_end(hard)[1] == max(year_end(card)[1] for card in view["hand"])

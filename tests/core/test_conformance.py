"""One generic test over the registry: random games of every registered game, every seat
count and every option value, checked at each step against the protocol's promises."""

import json
from collections import Counter

import pytest

import pygames
from pygames.core import IllegalMove, Rng, replay_states
from pygames.core.determinize import place_at_random
from pygames.core.messages import CATALOGS, LANGUAGES, Reader

NONSENSE = ["", "nonsense", "0", "-1", "move 99 99", "{}", "🂡"]


def configurations(game):
    """(players, options) pairs: every seat count with defaults, then each other value of
    every choice, bool or integer option (at its extremes) with the fewest seats."""
    configs = [(n, {}) for n in range(game.min_players, game.max_players + 1)]
    for option in game.options:
        if option.kind == "choice":
            values = option.choices
        elif option.kind == "bool":
            values = (True, False)
        else:
            values = (option.minimum, option.maximum)
        for players in (game.min_players, game.max_players):
            for value in values:
                if value == option.default_for(1 if option.per_seat else players):
                    continue
                configs.append((players, {option.name: [value] * players if option.per_seat else value}))
    unique = []
    for config in configs:
        if config not in unique:
            unique.append(config)
    return unique


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def check_message(entry, seat=None):
    """A log line or a refusal is message data whose key every language has, and it renders
    in each (the page renders it in the reader's language; a save holds no words)."""
    assert isinstance(entry, dict) and isinstance(entry.get("key"), str), f"not a message: {entry!r}"
    for language in LANGUAGES:
        assert entry["key"] in CATALOGS[language], f"{entry['key']} has no {language} template"
        assert Reader(language, you=seat).render(entry)


def check_views(state, logs_checked):
    """Each seat's view is plain JSON, its log lines are messages (those not checked already:
    `logs_checked` keeps each seat's log as last checked) and it shows no hidden card."""
    pool = state.game.all_cards(state._data)
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        assert json.loads(json.dumps(view, allow_nan=False)) == view, "views must be plain JSON"
        log = view.get("log", [])
        before = logs_checked.get(seat, [])
        for entry in log[len(before):] if log[:len(before)] == before else log:
            check_message(entry, seat)
        logs_checked[seat] = log
        hidden = state.hidden_cards(seat)
        if not hidden:
            continue
        shown = Counter(strings_in(view))
        for card, count in Counter(hidden).items():
            allowed = (pool.count(card) if pool is not None else 1) - count
            assert shown[card] <= allowed, f"seat {seat} sees hidden card {card}"


def check_refusals(state, rng):
    seat = state.to_play[0]
    legal = set(state.legal_moves(seat))
    for move in NONSENSE:
        if move not in legal:
            with pytest.raises(IllegalMove) as refused:
                state.apply(seat, move)
            assert str(refused.value), "a refusal must say why"
            check_message(refused.value.message, seat)
    idle = [s for s in range(state.players) if s not in state.to_play]
    if idle:
        with pytest.raises(IllegalMove, match="turn"):
            state.apply(idle[0], rng.choice(sorted(legal)))


def play_random_game(game, players, options, seed):
    """One random game, checked at every step; its save must replay through every position."""
    rng = Rng(seed * 7919 + 17)
    state = game.new(players, seed, options)
    states = [state]
    logs_checked = {}
    for _ in range(game.move_bound):
        check_views(state, logs_checked)
        if state.is_over:
            break
        check_refusals(state, rng)
        for seat in state.to_play:
            moves = state.legal_moves(seat)
            assert moves and len(moves) == len(set(moves)), "legal moves must be distinct"
            assert all(isinstance(m, str) for m in moves)
            assert moves == state.legal_moves(seat), "legal moves must be in a stable order"
        seat = rng.choice(list(state.to_play))
        before = (state.to_json(), state.data)
        following = state.apply(seat, rng.choice(state.legal_moves(seat)))
        assert (state.to_json(), state.data) == before, "apply must not change the old state"
        state = following
        states.append(state)
    assert state.is_over, f"{game.title} did not end within {game.move_bound} moves"
    assert state.legal_moves(0) == [] and state.to_play == ()
    assert len(state.scores) == players and all(isinstance(s, int) for s in state.scores)
    assert all(0 <= s < players for s in state.winners)
    save = json.loads(json.dumps(state.to_json()))
    # One replay yields every position: the save of each step round-trips to that step.
    assert replay_states(save) == states, "the save must replay to every position on the way"
    assert game.from_json(save) == state
    return state


GAME_IDS = sorted(pygames.GAMES)
SAMPLES = 3


def check_sampling(state, rng):
    """What each seat's view leaves open (Game.unseen) admits where the cards really are, and
    every position sampled from the view shows that seat the very same view and moves."""
    game, data = state.game, state._data
    for seat in range(state.players):
        view = state.view(seat)
        unseen = game.unseen(view)
        truth = game.hidden_locations(data, seat)
        assert unseen.admits(truth), f"seat {seat}: the view rules out where the cards really are"
        for _ in range(SAMPLES):
            placed = place_at_random(unseen, rng)
            assert unseen.admits(placed), "a sample put a card where the view rules it out"
            sampled = game.fill(view, placed)
            assert game.view(sampled, seat) == game.view(data, seat)
            assert tuple(game.to_play(sampled)) == state.to_play
            if seat in state.to_play:
                assert game.legal_moves(sampled, seat) == state.legal_moves(seat)


def check_random_games(game):
    """Random games at every seat count and option value keep every promise (play_random_game)."""
    for index, (players, options) in enumerate(configurations(game)):
        if options:
            try:
                game.new(players, 0, options)
            except ValueError:
                continue  # a combination the game refuses, e.g. a solo variant with six seats
        for seed in range(3):
            play_random_game(game, players, options, seed=1000 * index + seed)


def check_sampled_positions(game):
    """Along random games, positions sampled from each seat's view agree with it."""
    for index, (players, options) in enumerate(configurations(game)):
        try:
            state = game.new(players, index, options)
        except ValueError:
            continue  # a combination the game refuses
        rng = Rng(index)
        for step in range(game.move_bound):
            if state.is_over:
                break
            if step % 5 == 0:
                check_sampling(state, rng)
            seat = rng.choice(list(state.to_play))
            state = state.apply(seat, rng.choice(state.legal_moves(seat)))


def check_described(game):
    assert game.id and game.title and game.summary
    assert 1 <= game.min_players <= game.max_players
    json.dumps(game.describe())


def check_bad_setup_refused(game):
    for players in (game.min_players - 1, game.max_players + 1, "2", None):
        with pytest.raises(ValueError, match="player"):
            game.new(players, 1)
    for seed in (-1, 2 ** 60, "x", 1.5):
        with pytest.raises(ValueError, match="seed"):
            game.new(game.min_players, seed)
    with pytest.raises(ValueError, match="unknown option"):
        game.new(game.min_players, 1, {"no-such-option": 1})


def check_same_seed_same_game(game):
    assert game.new(game.min_players, 42) == game.new(game.min_players, 42)
    assert game.new(game.min_players, 42).view(None) != game.new(game.min_players, 43).view(None)


def samples_views(game):
    """Whether `game` says what a view hides (Game.unseen), which searching players need."""
    try:
        game.unseen(game.new(game.min_players, 0).view(0))
    except NotImplementedError:
        return False
    return True


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_keep_every_promise(game_id):
    check_random_games(pygames.get_game(game_id))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_positions_sampled_from_a_view_agree_with_it(game_id):
    game = pygames.get_game(game_id)
    if not samples_views(game):
        pytest.skip(f"{game.title} does not sample positions yet")
    check_sampled_positions(game)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_is_described(game_id):
    game = pygames.get_game(game_id)
    assert game.id == game_id
    check_described(game)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_setup_is_refused_with_a_reason(game_id):
    check_bad_setup_refused(pygames.get_game(game_id))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_game(game_id):
    check_same_seed_same_game(pygames.get_game(game_id))

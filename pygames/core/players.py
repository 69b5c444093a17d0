"""Computer players and the arena that measures them.

A player is a function (view, legal_moves, rng) -> move: it sees only its seat's view."""

from .errors import quoted
from .rng import Rng


def random_player(view, legal_moves, rng):
    """Any legal move, uniformly: the yardstick for every computer player."""
    return rng.choice(legal_moves)


def player_named(game, name):
    if name == "random":
        return random_player
    if name == "bot":
        if game.computer_player is None:
            raise ValueError(f"{game.title} has no computer player")
        return game.computer_player
    raise ValueError(f"unknown player {quoted(name)}: use 'bot' or 'random'")


def rotated(lineup, number):
    """The lineup for game `number`: shifted one chair a game, so no player keeps a seat."""
    shift = number % len(lineup)
    return lineup[shift:] + lineup[:shift]


def play_out(state, players, rng, until=None):
    """Play `state` with one player function per seat until it ends (or `until(state)` is
    true); the state reached."""
    moves = 0
    while not state.is_over and not (until and until(state)):
        seat = state.to_play[0]
        move = players[seat](state.view(seat), state.legal_moves(seat), rng)
        state = state.apply(seat, move)
        moves += 1
        if moves > state.game.move_bound:
            raise RuntimeError(f"{state.game.title} did not end within {state.game.move_bound} moves")
    return state


def arena(game, lineup, games, seed=1, options=None):
    """Play `games` seeded games with the lineup (player names per seat), rotating seats so no
    player keeps the same chair; returns per-name totals: games, score, wins."""
    totals = {name: {"seats": 0, "score": 0, "wins": 0.0} for name in lineup}
    rng = Rng(seed)
    seats = len(lineup)
    for number in range(games):
        order = rotated(lineup, number)
        state = game.new(seats, seed + number, options)
        final = play_out(state, [player_named(game, name) for name in order], rng)
        scores = final.scores
        winners = final.winners
        for seat, name in enumerate(order):
            totals[name]["seats"] += 1
            totals[name]["score"] += scores[seat]
            if seat in winners:
                totals[name]["wins"] += 1 / len(winners)
    return totals

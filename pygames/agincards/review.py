"""How the review (core.review) values a move of Agincards: as the hard player looks ahead,
DEPTH moves on with every seat playing the normal player's best play, in positions sampled
from the seat's view (the others' hands and the pile); worth there the seat's lead over the
best of the others, scaled as the hard player scales it, and, in the game's own terms, that
lead in points.

The moves valued are the hard player's candidates (the normal player's best few plays, and
pass) and the move made. Taking back a token is a free action every computer player takes
at once, so it is no choice to review.

Played alone as a patience, where only cards count (every play must score, and the game is
won with all played), the table plays on as the normal player plays a patience, and a
position is worth the share of the cards played at the horizon: a patience lost on the way
stops counting there.
"""

from ..core.review import PlayoutReview, Thresholds
from .normal import Evaluator, best_play, first_reclaim
from .hard import CANDIDATES, DEPTH, MARGIN_SCALE, playout_move
from .notation import PASS

# A point of lead is worth 1/400 of the reward (hard.MARGIN_SCALE): an inaccuracy gives up
# about 4 points against the best rival, a blunder 16 or more.
THRESHOLDS = Thresholds(inaccuracy=0.01, mistake=0.02, blunder=0.04)


def choices(view, legal):
    return [move for move in legal if not move.startswith("reclaim ")]


def candidates(view, legal, rng):
    """The normal player's CANDIDATES best plays and pass, as the hard player searches them."""
    plays = choices(view, legal)
    values = Evaluator.from_view(view).move_values(plays)
    ranked = sorted(values, key=lambda move: -values[move])[:CANDIDATES]
    return ranked + ([PASS] if PASS in plays else [])


def lead(data, seat):
    """The seat's lead in points over the best other (over nobody: its points)."""
    scores = data["score"]
    return scores[seat] - max((score for other, score in enumerate(scores) if other != seat),
                              default=0)


def value_after(game, data, seat, move, rng):
    """Play `move`, then DEPTH moves on by the normal player's plays."""
    game.play(data, seat, move, rng)
    for _ in range(DEPTH):
        movers = game.to_play(data)
        if not movers:
            break
        game.play(data, movers[0], playout_move(game, data, movers[0]), rng)
    points = lead(data, seat)
    return 0.5 + points / MARGIN_SCALE, points  # scaled as the hard player's score_margins


def patience_move(game, data, seat):
    """The normal player's move in a patience (normal.choose_move, on the rules' data)."""
    legal = game.legal_moves(data, seat)
    return first_reclaim(legal) or best_play(Evaluator.from_data(data, seat), legal)


def patience_value_after(game, data, seat, move, rng):
    """Play `move`, then PATIENCE_DEPTH moves on as the normal player; the share of cards
    played."""
    game.play(data, seat, move, rng)
    for _ in range(PATIENCE_DEPTH):
        if not game.to_play(data):
            break
        game.play(data, seat, patience_move(game, data, seat), rng)
    played = len(data["map"]) - 1
    return played / (played + len(data["pile"]) + len(data["hands"][seat])), played


# A patience of 51 cards to play: an inaccuracy costs about one card played, a blunder four.
# Its play-outs list the legal moves (only scoring plays are legal), which costs: they look
# half as far ahead, in half the samples, to keep a game's review within seconds.
PATIENCE_DEPTH = DEPTH // 2
PATIENCE_THRESHOLDS = Thresholds(inaccuracy=0.02, mistake=0.04, blunder=0.08)
METHOD = PlayoutReview(value_after, THRESHOLDS, "lead", samples=16, candidates=candidates,
                       choices=choices)
PATIENCE = PlayoutReview(patience_value_after, PATIENCE_THRESHOLDS, "cards", samples=8,
                         candidates=candidates, choices=choices)


def method_for_options(options):
    return PATIENCE if options.get("variant") == "patience" else METHOD

"""The review of a game of Agnès (core.review), exact where the solver can be.

Each move is valued by the fair win chance (odds.py's measure): the share of stock orders,
drawn at random among the cards the player could not see, from which the exact solver wins
(within odds.SAMPLE_BUDGET positions each; an undecided order counts as lost, as the hint
counts it). The move made and the one compared with it are tried on the same orders (common
random numbers), and the orders are kept from one position to the next until a deal or a
redeal shows new cards (the stock's order does not change in between), so a winning line
found at one position serves the next: following it costs no new search. The move compared
is the one most winning lines start with, as the fair hint chooses it.

With the cards as they lay (the real stock), the review says exactly where the game was lost,
as the end screen's "Could this deal have been won?" does (Game.solution), but walking the
game forward: the last position from which the deal could still be won, proved with its
winning line, and the next one proved lost, or "unknown" when the solver cannot decide it
within PROOF_BUDGET positions; and what the fair hint said at that last winnable position.
"""

from ..core import Rng
from ..core.determinize import determinize
from ..core.messages import message
from ..core.review import REVIEW_SALT, Thresholds, Values, entry_of
from .odds import SAMPLE_BUDGET, fair_player
from .solver import UNKNOWN, UNWINNABLE, WINNABLE, solve, solving

# A chance measured on SAMPLES orders moves in steps of 1/16; with core.review.MARGIN
# standard errors off, an inaccuracy needs about three orders lost more than the best move's.
THRESHOLDS = Thresholds(inaccuracy=0.05, mistake=0.15, blunder=0.3)
SAMPLES = 16
# The solver's positions with the real stock: as the end screen's look at the game
# (advice.py) for the deal and each later position, then PROOF_BUDGET where those cannot decide.
DEAL_BUDGET, LATER_BUDGET, PROOF_BUDGET = 5_000, 1_500, 10_000
RESIGN = "resign"
NEW_CARDS = ("deal", "redeal")


def after(state, move, stock=None):
    """The rules' data after `move` from `state`, with `stock` as its stock when given."""
    data = (state.data if stock is None
            else state.game.fill(state.view(0), {"stock": list(stock)}))
    data["log"] = None
    if move is not None:
        state.game.play(data, 0, move, Rng(0))
    return data


def winnable(data, budget=SAMPLE_BUDGET):
    """(whether the solver wins `data` within `budget`, its winning line)."""
    if data["resigned"]:
        return False, ()
    solution = solve(data, budget)
    return solution.verdict == WINNABLE, solution.moves


class Order:
    """One sampled stock order, followed along the game: `line`, a winning line from the
    current position when one is known; `lost` once the solver found none there."""

    __slots__ = ("stock", "line", "lost")

    def __init__(self, stock):
        self.stock, self.line, self.lost = stock, None, False

    def decide(self, state):
        if self.line is None and not self.lost:
            self.follow(*winnable(after(state, None, self.stock)))

    def wins_after(self, state, move):
        """Whether the position after `move` is won with this order, and a line from there."""
        if self.lost or move == RESIGN:
            return False, ()
        if self.line and self.line[0] == move:
            return True, self.line[1:]
        return winnable(after(state, move, self.stock))

    def follow(self, won, line):
        self.line, self.lost = (tuple(line), False) if won else (None, True)

    def step(self, move):
        """The game went on by `move`, not reviewed: keep the line if it was the line's."""
        if self.line and self.line[0] == move:
            self.line = self.line[1:]
        elif not self.lost:
            self.line = None


class ExactWalk:
    """The game walked forward with the real stock: `last`, the last position proved
    winnable, with a winning `line` from there; `after`, the solver's verdict on the next
    position once the walk stopped there (None while it goes on)."""

    def __init__(self, states):
        self.states, self.history = states, states[-1].history
        self.deal, self.last, self.line, self.after = None, 0, (), None

    def start(self):
        """Decide the deal (a generator, as every step of the review)."""
        self.deal = yield from deciding(self.states[0].data, DEAL_BUDGET)
        self.line = self.deal.moves
        if self.deal.verdict != WINNABLE:
            self.after = self.deal.verdict
        yield

    def reach(self, index):
        """Walk on until position `index` is decided or the walk stops (deciding the deal
        first if no one has): while the game follows the line, each position is winnable for
        free; where it leaves it, the next position is solved."""
        if self.deal is None:
            yield from self.start()
        while self.after is None and self.last < min(index, len(self.states) - 1):
            move = self.history[self.last][1]
            if self.line and self.line[0] == move:
                self.last, self.line = self.last + 1, self.line[1:]
                continue
            solution = yield from deciding(self.states[self.last + 1].data, LATER_BUDGET)
            if solution.verdict == WINNABLE:
                self.last, self.line = self.last + 1, solution.moves
            else:
                self.after = solution.verdict
            yield

    def won_at(self, index):
        """True or False: whether position `index` is winnable (after reach(index)); None
        where the solver could not tell."""
        if self.deal.verdict == UNKNOWN:
            return None
        if self.deal.verdict == UNWINNABLE:
            return False
        if index <= self.last:
            return True
        return False if self.after == UNWINNABLE else None


def deciding(data, budget):
    """The solver's Solution for `data`, again with PROOF_BUDGET when `budget` cannot decide:
    a generator (solver.solving), so the review's slices stay short however hard the deal."""
    solution = yield from solving(data, budget)
    if solution.verdict == UNKNOWN:
        solution = yield from solving(data, PROOF_BUDGET)
    return solution


class AgnesReview:
    """The review method of Agnès (core.review.PlayoutReview describes the interface)."""

    unit = "chance"
    chance = False  # the amount is the chance: the words say it once
    thresholds = THRESHOLDS
    samples = SAMPLES
    # Agnès has one computer level; the review's measure also plays the fair player, who
    # follows the hint's samples (odds.py), as a stronger one.
    players = {"fair": fair_player()}

    def decisions(self, states, seat):
        """Every move the player made while giving up was a choice too: a deal from the stock
        with no other card to move is still a move the player chose over giving up, and is
        reviewed (and marked) as every other one."""
        return [index for index in range(len(states[-1].history))
                if len(states[index].legal_moves(0)) > 1]

    def steps(self, states, seat, indices, seed):
        """Each wanted move's entry, in order (the first also early: entry_steps), then what
        the exact walk found. The walk decides the deal only after that first entry, as it
        can take the solver a few seconds."""
        game, history = states[0].game, states[-1].history
        walk = ExactWalk(states)
        rng, orders, wanted = Rng(seed ^ REVIEW_SALT), None, set(indices)
        marks = {}  # move number: its mark, for what the exact walk will say
        for index, (_, move) in enumerate(history):
            state = states[index]
            if orders is None:
                view = state.view(0)
                orders = [Order(determinize(game, view, rng)["stock"]) for _ in range(SAMPLES)]
            if index in wanted:
                entry = yield from self.entry_steps(state, move, orders, walk, index)
                marks[entry["number"]] = entry["mark"]
                yield entry
            else:
                for order in orders:
                    order.step(move)
            if move in NEW_CARDS:
                orders = None  # new cards are shown: the next position draws its own orders
        yield from walk.reach(len(states) - 1)
        exact = yield from exact_summary(walk, marks)
        return {"exact": exact}

    def values_steps(self, state, seat, moves, samples, rng):
        """{move: Values} of `moves` over `samples` fresh stock orders, each move solved after
        on each (no line kept): the plain measure, to check the review's by."""
        view = state.view(0)
        values = {move: Values() for move in moves}
        for _ in range(samples):
            stock = determinize(state.game, view, rng)["stock"]
            for move in moves:
                won = move != RESIGN and winnable(after(state, move, stock))[0]
                values[move].add(float(won), float(won))
            yield
        return values

    def entry_steps(self, state, made, orders, walk, index):
        """The entry of move `index` (a generator that returns it). While the walk has not
        decided the deal yet (the first move reviewed), the entry is also yielded early,
        without the cards as they lay, so that its mark shows at once."""
        for order in orders:
            order.decide(state)
            yield
        votes = {}
        for order in orders:
            if order.line:
                votes[order.line[0]] = votes.get(order.line[0], 0) + 1
        best = max(votes, key=votes.get) if votes else made
        values = {made: Values(), best: Values()}
        outcomes = []
        for order in orders:
            won, line = order.wins_after(state, made)
            outcomes.append((won, line))
            values[made].add(float(won), float(won))
            if best != made:
                won_best = order.wins_after(state, best)[0]
                values[best].add(float(won_best), float(won_best))
            yield
        for order, outcome in zip(orders, outcomes):
            order.follow(*outcome)

        def entry(face_up):
            # With no order won, every move is lost alike: no real choice to count.
            found = entry_of(state.game, 0, made, values, face_up, self, counts=bool(votes),
                             given_up=made == RESIGN)
            found["number"] = index + 1
            return found

        if walk.deal is None:
            yield entry(None)
            yield from walk.start()
        face_up = yield from face_up_steps(state, made, best, walk, index)
        return entry(face_up)


def certain(won):
    values = Values()
    values.add(float(won), float(won))
    return values


def face_up_steps(state, made, best, walk, index):
    """{move: Values} of the move made and the fair best with the real stock (1: the deal can
    still be won after it), from the exact walk; None when no card is face down (the fair
    values are exact then) or where the solver cannot tell."""
    if not state.view(0)["stock"]:
        return None
    yield from walk.reach(index + 1)
    won_made = walk.won_at(index + 1)
    if won_made is None:
        return None
    values = {made: certain(won_made)}
    if best != made:
        if not walk.won_at(index):
            won_best = False
        elif index == walk.last and walk.line and walk.line[0] == best:
            won_best = True
        else:
            won_best, _ = winnable(after(state, best))
            yield
        values[best] = certain(won_best)
    if index == walk.last and walk.line and walk.line[0] not in values:
        values[walk.line[0]] = certain(True)
    return values


def exact_summary(walk, marks):
    """What the walk found, as JSON data: the deal's verdict, the last position winnable and
    a winning line from there; for a game lost after it, the move that lost it (None when the
    next position is not proved lost) and the fair hint at the last winnable position. When
    that move was marked best (`marks`: {move number: mark}) from what the player could see,
    it says so: a newcomer who followed the hint would otherwise look for a fault of theirs."""
    states = walk.states
    game, end = states[0].game, len(states) - 1
    exact = {"deal": walk.deal.verdict, "won": bool(states[-1].winners), "last_winnable": None,
             "line": [], "lost_at": None, "after": walk.after, "hint": None}
    if walk.deal.verdict != WINNABLE:
        exact["says"] = message(f"core.review.exact.{walk.deal.verdict}")
        return exact
    exact.update(last_winnable=walk.last, line=list(walk.line))
    if walk.last == end:
        exact["says"] = message("core.review.exact.won" if exact["won"] else
                                "core.review.exact.kept")
        return exact
    view, earlier = states[walk.last].view(0), [state.view(0) for state in states[:walk.last]]
    hint = yield from game.hint(view, earlier)
    exact["hint"] = {**hint, "move": None if hint["move"] is None
                     else game.move_record(hint["move"])}
    if walk.after == UNWINNABLE:
        exact["lost_at"] = walk.last + 1
        unseen = marks.get(walk.last + 1) == "best"
        exact["says"] = message("core.review.exact.lost-at-unseen" if unseen else
                                "core.review.exact.lost-at", number=walk.last + 1)
    else:
        exact["says"] = message("core.review.exact.unsure", number=walk.last + 1)
    return exact


METHOD = AgnesReview()

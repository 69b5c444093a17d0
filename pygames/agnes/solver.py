"""An exact solver for Agnès that knows the stock's order (clairvoyant).

`solve(data, budget)` decides a position: winnable (with a winning line of engine moves that
State.apply replays to a win), unwinnable (every position reachable from it was visited or
proved lost, none won), or unknown (the node budget ran out first). It works on any position,
not only a deal's first one, given the stock's order: a game's full `data`, or a view and a
stock order (`with_stock`).

The search is depth first over the compact rules (compact.py). It makes every safe move home
by itself (Rules.is_safe_home proves them harmless), moves sequences as single moves, moves a
card from one sequence to another only together with the use of the card it uncovers
(Search.sideways_steps proves no win is lost), tries the moves most likely to win first, visits
each position once (a transposition set keyed by position_key, which sorts away what cannot
matter), and drops every position the relaxed game of relaxed.py proves lost. The move limit
(checks.MOVE_LIMIT) is part of the rules: a line never runs past it, and a search that met the
limit on its way calls nothing lost.
"""

from dataclasses import dataclass, replace

from ..core import Rng, get_game
from ..core.players import outcome
from .compact import COLUMNS, DEAL, HOME, REDEAL, compact_position, move_text, \
    position_key
from .hunches import HUNCHES
from .relaxed import RelaxedGame
from .checks import DECK_SIZE

WINNABLE, UNWINNABLE, UNKNOWN = "winnable", "unwinnable", "unknown"
DEFAULT_BUDGET = 1_920_000  # 100,000 of it for the hunches, 320,000 for the restarts
PROBE_SHARE = 50  # each short search is given 1/50 of the budget, up to LARGEST_PROBE:
LARGEST_PROBE = 4_000  # what they find they find early; the rest goes to the last search
SHUFFLED_PROBES = 15  # of them, dealing at each of DEAL_RANKS in turn
SMALLEST_PROBE = 100  # below this a small budget goes to one search in the usual order
HUNCH_PROBE = 50_000  # positions for each search on a hunch (hunches.py), run last,
LAST_RESORTS_FROM = 1_000_000  # when the budget is at least this, and then the restarts:
RESTARTS = 16  # short searches in shuffled orders, each with a generator of its own from
RESTART_SEED = 1_000  # this seed on, dealing at each of DEAL_RANKS in turn,
RESTART_PROBE = 20_000  # for this many positions each

# Move order, first tried first: a card home; a card freed that lets the one it covered go
# home; a column emptied or a reserve card placed; a card out of sequence joining one; new
# cards; a card to an empty column; a card moved from one sequence to another; a redeal.
HOME_FIRST, UNCOVERS_HOME, EMPTIES_OR_FREES, JOINS, NEW_CARDS, TO_EMPTY, SIDEWAYS, GATHER = \
    range(8)
# When to deal matters most, and the usual order deals late: a search stuck in the columns
# before a deal may never come back to deal sooner. Other searches deal before anything else,
# before emptying a column or placing a reserve card, or before a card joins a sequence.
EARLIER_DEALS = (HOME_FIRST - 0.5, EMPTIES_OR_FREES - 0.5, JOINS - 0.5)
DEAL_RANKS = (NEW_CARDS, *EARLIER_DEALS)


@dataclass(frozen=True)
class Solution:
    """A verdict; the winning line when there is one; the positions visited; and the most
    cards the search brought home, with the line that did (a lost position's best try, as far
    as the search looked)."""
    verdict: str
    moves: tuple
    nodes: int
    most_home: int
    best_line: tuple


def solve(data, budget=DEFAULT_BUDGET):
    """Decide the position `data` (State.data, or with_stock(view, stock)) within `budget`
    positions visited in all. ValueError if `data` is not an Agnès position. See solving()."""
    return outcome(solving(data, budget))


def solving(data, budget=DEFAULT_BUDGET):
    """solve() as a generator that yields between its searches and returns the Solution, so
    a caller that answers a page (the review's slices) is never away longer than one search.

    Depth-first search commits to its first choices, and a wrong early choice can cost its
    whole budget. So it runs as a series of searches, each complete (any of them may prove a
    loss as well as find a win): a short one in the usual move order, which settles most
    deals; short ones that deal earlier; short ones that often shuffle the order, dealing
    at each of those times in turn, each with its own fixed generator so the answer never
    varies; then the usual order with all the budget left. The hard deals are decided by
    that last search, after several hundred thousand positions, so a bigger budget goes to
    it whole and changes nothing for a deal a smaller one decides. A budget of
    LAST_RESORTS_FROM or more keeps HUNCH_PROBE positions for each search on a hunch
    (hunches.py), which can only find a win, and RESTART_PROBE positions for each of the
    RESTARTS: those run when all else has failed. The run time of a depth-first search over
    shuffled orders is heavy-tailed (Gomes, Selman & Kautz, "Heavy-tailed phenomena in
    satisfiability and constraint satisfaction problems", 2000): where one long search is
    lost down a wrong first choice, several short ones in other orders each get a fresh
    chance, and one of them may find the win early.
    """
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise ValueError("the budget must be a whole number of positions, at least 1")
    rules, position, moves_left = compact_position(data)
    last_resorts = budget >= LAST_RESORTS_FROM
    hunches = HUNCHES if last_resorts else ()
    restarts = RESTARTS if last_resorts else 0
    kept = HUNCH_PROBE * len(hunches) + RESTART_PROBE * restarts
    probe = min(budget // PROBE_SHARE, LARGEST_PROBE)
    orders = [(NEW_CARDS, None)]  # (where the deal ranks, shuffler)
    if probe >= SMALLEST_PROBE:
        orders += [(rank, None) for rank in EARLIER_DEALS]
        orders += [(DEAL_RANKS[number % len(DEAL_RANKS)], Rng(number))
                   for number in range(1, SHUFFLED_PROBES + 1)]
        orders.append((NEW_CARDS, None))
    spent, solution = 0, None
    for number, (deal_rank, shuffler) in enumerate(orders):
        last = number == len(orders) - 1
        allowed = budget - kept - spent if last else probe
        if allowed <= 0:
            break
        solution = Search(rules, allowed, moves_left, shuffler, deal_rank).run(position)
        spent += solution.nodes
        if solution.verdict != UNKNOWN:
            return replace(solution, nodes=spent)
        yield
    for hunch in hunches:
        guess = Search(rules, HUNCH_PROBE, moves_left, hunch=hunch).run(position)
        spent += guess.nodes
        if guess.verdict == WINNABLE:
            return replace(guess, nodes=spent)
        yield
    for number in range(restarts):
        restart = Search(rules, RESTART_PROBE, moves_left, Rng(RESTART_SEED + number),
                         DEAL_RANKS[number % len(DEAL_RANKS)]).run(position)
        spent += restart.nodes
        if restart.verdict != UNKNOWN:
            return replace(restart, nodes=spent)
        yield
    return replace(solution, nodes=spent)


def with_stock(view, stock):
    """The data of the position a player's `view` shows, with `stock` (next card last) as its
    stock: the stock must hold exactly the cards the view does not show."""
    game = get_game("agnes")
    placed = {"stock": list(stock)}
    if not game.unseen(view).admits(placed):
        raise ValueError(f"the stock must hold the {view['stock']} cards the view does not show, "
                         f"each once")
    return game.fill(view, placed)


class Search:
    """One depth-first search; `seen` holds the key of every position visited."""

    def __init__(self, rules, budget, moves_left, shuffler=None, deal_rank=NEW_CARDS,
                 hunch=None):
        self.rules = rules
        self.hunch = hunch  # a stricter RelaxedGame (hunches.py), or None: no proofs then
        self.deal_rank = deal_rank  # where a deal ranks among the moves (see DEAL_RANKS)
        self.budget = budget
        self.moves_left = moves_left
        self.shuffler = shuffler  # an Rng that shuffles half the positions' moves, or None
        self.seen = set()
        self.nodes = 0
        self.most_home = 0
        self.best_line = ()
        self.complete = True  # false once the move limit cut a line short

    def run(self, position):
        if not self.moves_left:  # resigned, or stopped at the move limit
            return self.solution(WINNABLE if sum(position[3]) == DECK_SIZE else UNWINNABLE)
        position, opening = self.rules.settle(position)
        self.most_home, self.best_line = sum(position[3]), tuple(opening)
        line = self.search(position, opening)
        if line is not None:
            return self.solution(WINNABLE, tuple(line))
        if self.nodes >= self.budget or not self.complete or self.hunch:
            return self.solution(UNKNOWN)
        return self.solution(UNWINNABLE)

    def solution(self, verdict, line=()):
        return Solution(verdict, tuple(map(move_text, line)), self.nodes, self.most_home,
                        tuple(map(move_text, self.best_line)))

    def search(self, root, opening):
        """A winning line from `root`, reached by the moves `opening`, or None."""
        rules, seen = self.rules, self.seen
        relaxed = self.hunch or RelaxedGame  # a hunch drops what is hopeless, not what is lost
        if len(opening) > self.moves_left:
            self.complete = False
            return None
        if sum(root[3]) == DECK_SIZE:
            return opening
        seen.add(position_key(root))
        self.nodes += 1
        if not relaxed(rules, root).play():
            return None
        stack = [(root, iter(self.ordered_steps(root)), opening)]
        depth = len(opening)
        while stack:
            position, steps, played = stack[-1]
            step = next(steps, None)
            if step is None:
                stack.pop()
                depth -= len(played)
                continue
            child = position
            for move in step:
                child = rules.play(child, move)
            child, automatic = rules.settle(child)
            made = [*step, *automatic]
            if depth + len(made) > self.moves_left:
                self.complete = False
                continue
            home = sum(child[3])
            if home == DECK_SIZE:
                return [move for *_, done in stack for move in done] + made
            key = position_key(child)
            if key in seen:
                continue
            if self.nodes >= self.budget:
                return None
            seen.add(key)
            self.nodes += 1
            if home > self.most_home:
                self.most_home = home
                self.best_line = tuple(move for *_, done in stack for move in done) + tuple(made)
            if not relaxed(rules, child).play():
                continue
            stack.append((child, iter(self.ordered_steps(child)), made))
            depth += len(made)
        return None

    def ordered_steps(self, position):
        """Every legal move but resigning, as steps of one or two moves, the likeliest to win
        first."""
        rules = self.rules
        tableau, reserve, stock, home, redeals_left = position
        ranked = []
        for move in rules.card_moves(position):
            card, source, index, target = move
            if target == HOME:
                rank = HOME_FIRST
            elif source >= COLUMNS:
                rank = EMPTIES_OR_FREES if tableau[target] else TO_EMPTY
            elif not index:
                rank = EMPTIES_OR_FREES
            elif rules.builds[card * 52 + tableau[source][index - 1]]:
                ranked.extend(self.sideways_steps(position, move))
                continue
            elif not tableau[target]:
                rank = TO_EMPTY
            else:
                rank = JOINS
            ranked.append((rank, (move,)))
        if stock:
            ranked.append((self.deal_rank, (DEAL,)))
        elif redeals_left and any(reserve):
            ranked.append((GATHER, (REDEAL,)))
        ranked.sort(key=lambda pair: pair[0])
        steps = [step for _, step in ranked]
        if self.shuffler is not None and self.shuffler.below(2):
            self.shuffler.shuffle(steps)
        return steps

    def sideways_steps(self, position, move):
        """A card moved off the card it lay on in sequence, as (rank, step) pairs: each step
        is that move and a use of the card it uncovers, which goes home or takes the other
        card that may lie on it.

        Such a move changes nothing else that the rules look at. In any winning line it can
        wait until just before the first move that needs the uncovered card: a move before
        that which carries the uncovered card away (or the one it now lies on) can take the
        moved card along instead, the move waiting on; and when the moved card moves on, or
        goes home, before any such use, the two moves make one. Waiting never lengthens the
        line. So a winning line exists with every such move followed at once by its use, and
        trying them only in pairs loses no win.
        """
        rules = self.rules
        card, source, index, _target = move
        freed = position[0][source][index - 1]
        after = rules.play(position, move)
        tableau, reserve, _stock, home, _redeals_left = after
        steps = []
        if rules.goes_home(freed, home):
            steps.append((UNCOVERS_HOME, (move, (freed, source, index - 1, HOME))))
        for other in rules.children[freed]:
            if other == card:
                continue
            for place, pile in enumerate((*tableau, *reserve)):
                if other in pile and place != source:
                    at = pile.index(other)
                    if at == len(pile) - 1 or (place < COLUMNS and at >= rules.run_start(pile)):
                        steps.append((SIDEWAYS, (move, (other, place, at, source))))
        return steps

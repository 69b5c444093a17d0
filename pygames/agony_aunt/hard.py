"""The hard computer player of Agony Aunt: Information-Set MCTS (core.search.ISMCTS) over
positions that agree with its view (sampling.py), looking ahead to the end of the hand in
progress, where each seat's chance to win the game from its counters (outlook.py) is the
reward. Its play-outs finish the hand on playout.py's fast path.

What decided the settings, at 400 iterations, measured as `python -m pygames.agony_aunt.duplicate
--seed 1000 --hands 60` does (the same 60 first hands played by four normal players and again
with the candidate in one seat; counters it loses a hand less than a normal player there):
- play-outs: random ones gave -0.62 (± 0.47); the careful policy of playout.py gave -1.18
  (± 0.37). Random play-outs have every seat throw queens on its own tricks, so the search
  could not tell a safe duck from a gamble. The careful policy alone, without search, gives
  -0.63 (± 0.21, 200 hands): the search adds what the policy cannot see, such as winning a
  harmless trick now so as not to be left holding the winner of the last one;
- ISMCTS (-1.18 ± 0.37) rather than flat Monte Carlo with the same play-outs (-0.85 ± 0.43);
- exploration 0.7: rewards of 0.5 ± a counter's 1/34 keep the tree's choices for the other
  seats broad; 0.2 (-0.80 ± 0.41) trusted early, noisy averages too soon. Scaling the reward
  so a counter is worth 1/12 changed nothing measurable (-1.13 ± 0.39);
- 400 iterations: about 0.13 s of CPU a move (`python -m pygames speed agony-aunt`), so
  the browser, 1.5-3 times slower, stays well under a second; 600 cost 0.2 s, 800 0.26 s.

Where it stands: over 200 games against three normal players (`python -m pygames arena
agony-aunt --games 200 --lineup hard,normal,normal,normal`) it wins 27.7 % of its seats (95 %
interval 21.9-34.2 %), short of 1.2 times the fair 25 %. It loses fewer counters a hand (2.08
against 2.95, `python -m pygames.agony_aunt.arena --hands 40 --lineup hard,normal,normal,normal`)
but takes no trick in 2.5 % of its hands against normal's 17.5 %, and a hand without a trick
restores all 17 counters: the win-backs erase its lead (final counters 9.03 against 9.02).
Valuing a clean hand beyond its counters now is the next thing to try.
"""

from ..core.search import ISMCTS, win_shares
from .outlook import win_chances
from .playout import careful_playout, play_hand_out


def hand_number(game, data):
    return data["hand_number"]


def chances_to_win(game, data):
    """Rewards in [0, 1]: a finished game pays its win shares; one that goes on, each seat's
    chance to win it from the counters (outlook.py)."""
    return win_shares(game, data) if data["over"] else win_chances(data["counters"])


class HandSearch(ISMCTS):
    """ISMCTS whose play-outs finish the hand on playout.py's fast path (careful cards, no
    checks, no next deal) instead of move by move through the rules."""

    def play_out(self, game, data, origin, rng):
        from .rules import HAND_LIMIT, PLAYERS  # the rules import this module
        if not data["over"] and not self.beyond(game, data, origin):
            play_hand_out(data, PLAYERS, HAND_LIMIT)
        return self.evaluate(game, data)


hard_player = HandSearch(iterations=400, exploration=0.7, playout=careful_playout,
                         horizon=hand_number, evaluate=chances_to_win)

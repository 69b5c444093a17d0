"""The hard computer player of Agony Aunt: a search over positions that agree with its view
(see core.search), looking ahead to the end of the hand in progress."""

from ..core.search import ISMCTS

START = 17


def hand_number(game, data):
    return data["hand_number"]


def counters_ahead(game, data):
    """Rewards in [0, 1]: each seat's counters against the others' average (the game is won
    with the most counters); a finished game pays its win shares."""
    counters = data["counters"]
    if data["over"]:
        best = max(counters)
        winners = [seat for seat, count in enumerate(counters) if count == best]
        return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(counters))]
    total = sum(counters)
    rewards = []
    for count in counters:
        others = (total - count) / (len(counters) - 1)
        rewards.append(min(1.0, max(0.0, 0.5 + (count - others) / (2 * START))))
    return rewards


hard_player = ISMCTS(iterations=400, horizon=hand_number, evaluate=counters_ahead)

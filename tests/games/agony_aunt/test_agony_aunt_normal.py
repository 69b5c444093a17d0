"""Agony Aunt's computer player: the habits of a careful human, seen from its view alone."""

import pygames
from pygames.core import Rng, State
from pygames.core.cards import JOKER, standard_deck
from pygames.core.players import play_out
from pygames.lab.agony_aunt_arena import hand_arena
from pygames.agony_aunt.normal import Table, choose_move
from pygames.agony_aunt.scoring import SQUARES

GAME = pygames.get_game("agony-aunt")


def bot_move(hands, turned, trick, trick_number=1, grid=None, tricks_taken=(0, 0, 0, 0)):
    """The bot's card for the seat after the trick's last card, from that seat's view; the
    cards nobody was given are shared among the other seats, so none has been played yet."""
    seat = (trick[-1][0] + 1) % 4 if trick else 0
    placed = {card for hand in hands for card in hand} | {card for _, card in trick} | {turned}
    others = [other for other in range(4) if other != seat]
    hands = [list(hand) for hand in hands]
    for index, card in enumerate(c for c in standard_deck() + [JOKER] if c not in placed):
        hands[others[index % 3]].append(card)
    data = {
        "hand_number": 0, "counters": [17] * 4, "over": False, "last_hand": None, "log": [],
        "turned": turned, "hands": hands,
        "trick": [list(entry) for entry in trick], "previous_trick": None,
        "trick_number": trick_number, "turn": seat, "tricks_taken": list(tricks_taken),
        "dump_taken": [[], [], [], []],
        "grid": {square: (grid or {}).get(square) for square in SQUARES},
        "voids": [[], [], [], []],
    }
    state = State(GAME, 4, 0, {}, data, 1, ())
    move = choose_move(state.view(seat), state.legal_moves(seat), Rng(1))
    assert move in state.legal_moves(seat)
    return move


def test_bot_ducks_under_the_card_winning_the_trick():
    hands = [[], ["2C", "9C", "KC"], ["3D"], ["4D"]]
    assert bot_move(hands, "7H", [(0, "TC")]) == "play 9C"


def test_bot_throws_the_agony_aunt_when_void():
    hands = [[], ["QS", "2H", "AH"], ["3D"], ["4D"]]
    assert bot_move(hands, "7S", [(0, "5C")]) == "play QS"


def test_bot_throws_the_joker_when_void():
    hands = [[], ["JOKER", "2H", "AH"], ["3D"], ["4D"]]
    assert bot_move(hands, "7S", [(0, "5C")]) == "play JOKER"


def test_bot_will_not_take_a_queen_it_can_duck():
    hands = [[], [], ["AH", "2H"], ["4D"]]
    assert bot_move(hands, "7S", [(0, "KH"), (1, "QH")]) == "play 2H"


def test_bot_forced_to_win_plays_its_highest_harmless_card():
    hands = [[], [], [], ["9C", "QC", "KC"]]
    assert bot_move(hands, "7H", [(0, "2C"), (1, "3C"), (2, "4C")]) == "play KC"


def test_bot_leads_low():
    hands = [["2C", "JC", "AC", "KD"], [], [], []]
    assert bot_move(hands, "7H", []) == "play 2C"


def test_bot_counts_a_line_of_three_it_would_complete():
    view = {"seat": 3, "turned_card": "7H", "hand": ["AC"], "trick_number": 13,
            "trick": [{"seat": s, "card": c} for s, c in [(0, "2C"), (1, "3C"), (2, "4C")]],
            "tricks_taken": [0, 0, 0, 1], "cards_gone": []}

    def winning_cost(holders):
        grid = [[{"square": square, "seat": holders.get(square)} for square in SQUARES[r:r + 3]]
                for r in (0, 3, 6)]
        return Table(dict(view, grid=grid)).cost_of_winning("AC")

    # The last trick completes the top row when the bot holds the Joker and Queen of spades.
    assert winning_cost({"joker": 3, "queen-spades": 3}) == winning_cost({"joker": 3}) + 1


def test_bot_plays_whole_games_from_its_view():
    state = play_out(GAME.new(4, 11), [GAME.computer_levels["normal"]] * 4, Rng(11))
    assert state.is_over


def test_bot_loses_far_fewer_counters_than_random_players():
    totals = hand_arena(80, ["normal", "random", "random", "random"], seed=3)
    bot = totals["normal"]["penalty"] / totals["normal"]["seats"]
    random = totals["random"]["penalty"] / totals["random"]["seats"]
    assert bot < 0.6 * random

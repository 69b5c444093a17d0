"""The bridge's help requests (pygames/bridge.py): a fair hint, the solver's line for the game so
far, and a winnable deal; refused for games that have no hints or no solver."""

import asyncio
import json

import pytest

import pygames
from pygames import bridge as bridge_module
from pygames.agnes import advice
from pygames.core.players import outcome
from pygames.agnes.solver import WINNABLE, solve
from pygames.core import Rng, State, replay
from pygames.core.messages import Reader, english
from pygames.core.players import play_out

AGNES = pygames.get_game("agnes")


def open_states(bridge, states):
    """A table whose undo stack is `states`, the last shown (positions the page cannot deal)."""
    table = bridge.op_new("agnes", 1, 0)["table"]
    bridge.tables[table] = bridge_module.Table(states)
    return table


def lost_greedy_game(seed):
    """The states of a game the greedy player lost, as a table keeps them (the last one, the
    game over, left out: a hint needs a move to make)."""
    states = [AGNES.new(1, seed)]
    greedy = AGNES.computer_levels["normal"]
    while not states[-1].is_over:
        state = states[-1]
        states.append(state.apply(0, greedy(state.view(0), state.legal_moves(0), None)))
    assert not states[-1].winners
    return states[:-1]


def with_stock_order(state, stock):
    data = state.data
    data["stock"] = list(stock)
    return State(AGNES, 1, state.seed, state.options, data, 0, state.history)


def test_the_games_say_which_give_hints_and_have_a_solver(call):
    described = {game["id"]: (game["hints"], game["solver"]) for game in call("games")["games"]}
    assert described.pop("agnes") == (True, True)
    assert described.pop("agincards") == (True, False)  # a game played alone: hint.py
    assert set(described.values()) == {(False, False)}


def test_the_hint_is_a_legal_move_with_its_chance_in_words(call):
    table = call("new", game="agnes", players=1, seed=21)["table"]
    answer = call("hint", table=table, seat=0)
    assert answer["move"] in call("view", table=table, seat=0)["legal"]
    assert answer["back"] is None
    why = answer["why"]
    assert why["key"] == "agnes.hint.chance.why" and why["samples"] >= 20
    assert 0 < why["won"] <= why["samples"]
    assert why["percent"] == round(100 * why["won"] / why["samples"])
    assert answer["message"] == {"key": advice.chance_words(why["percent"])}


def test_the_hint_says_the_chance_in_a_players_words():
    """"Good chance" when most sampled stock orders win, "slim" when few do: no numbers."""
    assert [advice.chance_words(percent) for percent in (100, 50, 49, 20, 19, 1)] == [
        "agnes.hint.good", "agnes.hint.good", "agnes.hint.fair", "agnes.hint.fair",
        "agnes.hint.slim", "agnes.hint.slim"]


def test_the_hint_depends_on_nothing_the_player_cannot_see(bridge, call):
    state = AGNES.new(1, 21)
    other = with_stock_order(state, state.data["stock"][::-1])
    assert other.view(0) == state.view(0) and other.data != state.data
    answers = [call("hint", table=open_states(bridge, [position]), seat=0)
               for position in (state, other)]
    assert answers[0] == answers[1]


def hinted_states(seed, moves):
    """The states of deal `seed` when the first `moves` hints are followed."""
    states = [AGNES.new(1, seed)]
    for _ in range(moves):
        views = [state.view(0) for state in states]
        states.append(states[-1].apply(0, outcome(advice.hint(views[-1], views[:-1]))["move"]))
    return states


def test_where_its_own_move_lost_the_chance_the_hint_moves_on_and_says_so(bridge, call):
    """Issue 33: on easy deal 21 the hint deals at move 5 (4 of 20 stock orders win), the
    cards dealt leave no chance, and the hint said "undo 1 move", then "deal" again, for ever.
    Now it says it finds no sure way, and still gives its best move."""
    states = hinted_states(21, 6)
    assert states[-1].history[-1] == (0, "deal")
    answer = call("hint", table=open_states(bridge, states), seat=0)
    assert answer["back"] is None and answer["message"] == {"key": "agnes.hint.unsure"}
    assert answer["move"] in call("view", table=open_states(bridge, states), seat=0)["legal"]
    # Every sampled order is proved lost at once: the move is the greedy player's choice.
    assert answer["why"] == {"key": "agnes.hint.none.order.why", "samples": 20}
    assert english(answer["message"]).startswith("No sure way to win found from the cards you "
                                                 "can see")


def test_a_winnable_deal_with_no_sure_way_found_still_gets_a_move(call):
    """Issue 33: at the start of deal 436312 (hard: won only by a long search knowing the
    stock) the hint said "this deal looks lost" and gave no move."""
    table = call("new", game="agnes", players=1, seed=436312)["table"]
    answer = call("hint", table=table, seat=0)
    assert answer["move"] in call("view", table=table, seat=0)["legal"]
    assert answer["message"] == {"key": "agnes.hint.unsure"} and answer["back"] is None
    assert Reader("fr").render(answer["message"]).startswith(
        "Aucune façon sûre de gagner trouvée d'après les cartes que vous voyez")


def test_a_player_who_left_the_hints_line_is_told_how_many_undos_lead_back(bridge, call):
    """The greedy player lost deal 1 with every card in sight; the latest position with a
    chance is its second, where it played another move than the hint's."""
    states = lost_greedy_game(1)
    table = open_states(bridge, states)
    answer = call("hint", table=table, seat=0)
    assert answer["back"] >= 1
    assert answer["message"] == {"key": "agnes.hint.lost.back", "back": answer["back"]}
    assert answer["move"] is None
    for _ in range(answer["back"]):
        call("undo", table=table, humans=[0])
    there = call("hint", table=table, seat=0)
    assert there["back"] is None and there["why"]["won"] >= 1
    # The greedy player played another move there: the hint leads elsewhere.
    played = states[len(states) - answer["back"]].history[-1][1]
    assert AGNES.move_text(there["move"]) != played


def test_the_hint_never_moves_a_card_back_where_it_was():
    """The 6 of hearts may go from the 7 of spades to the 7 of clubs and back: once moved, the
    way back (to a position already played) is a returning move, and the hint avoids it."""
    data = {"variant": "bernauer", "base_rank": "A", "foundations": [[], [], [], []],
            "tableau": [["KD", "7S", "6H"], ["QD", "7C"]] + [[] for _ in range(5)],
            "reserve": [[] for _ in range(7)], "stock": [], "redeals": 0, "redeals_left": 0,
            "resigned": False, "moves_made": 0}
    before = State(AGNES, 1, 0, {"variant": "bernauer", "redeals": 0}, data, 0, ())
    after = before.apply(0, "6H>t2")
    assert "6H>t1" in after.legal_moves(0)
    assert advice.returning_moves(after.view(0), [before.view(0)], 1) == {"6H>t1"}
    assert advice.returning_moves(after.view(0), [before.view(0)], 0) == set()
    # Another deal dealt in between: nothing leads back.
    moved = AGNES.new(1, 21).apply(0, "deal")
    assert advice.returning_moves(moved.view(0), [AGNES.new(1, 21).view(0)], 1) == set()


def test_the_move_between_two_positions_is_read_from_their_views():
    state = AGNES.new(1, 21)
    for move in ("6S>t6", "deal"):
        after = state.apply(0, move)
        assert advice.move_between(state.view(0), after.view(0)) == move
        state = after


def falling_chances(monkeypatch, last_with_chance):
    """advice.chance_at faked for views 0, 1, 2, ...: a chance up to `last_with_chance`; the
    views it is asked about, in order."""
    asked = []

    def chance_at(view):
        asked.append(view)
        yield
        return view <= last_with_chance

    monkeypatch.setattr(advice, "chance_at", chance_at)
    monkeypatch.setattr(advice, "known_chances", {})
    return asked


@pytest.mark.parametrize("length", [1, 2, 7, 40])
def test_the_walk_back_finds_the_latest_position_with_a_chance_in_few_probes(monkeypatch,
                                                                              length):
    for last_with_chance in range(-1, length):
        asked = falling_chances(monkeypatch, last_with_chance)
        back = outcome(advice.positions_back_to_a_chance(list(range(length))))
        assert back == (None if last_with_chance < 0 else length - last_with_chance)
        assert len(asked) <= 1 + (length - 1).bit_length()


def test_the_walk_back_asks_only_between_the_positions_whose_chance_it_knows(monkeypatch):
    asked = falling_chances(monkeypatch, 23)
    for view, has_chance in ((10, True), (20, True), (30, False), (40, False)):
        advice.remember(advice.known_chances, advice.view_key(view), has_chance)
    back = outcome(advice.positions_back_to_a_chance(list(range(50))))
    assert back == 50 - 23 and asked and all(20 < view < 30 for view in asked)


def test_a_position_lost_with_every_card_in_sight_gets_no_move_and_is_called_lost(bridge,
                                                                                    call):
    # Base 7, nothing hidden: the 5 of diamonds covers the 4 in the reserve and can lie only
    # on the 6 of spades (home) or the 6 of clubs (under them both).
    ranks = "A23456789TJQK"
    home = [[ranks[(6 + step) % 13] + suit for step in range(count)]
            for suit, count in (("S", 13), ("H", 13), ("C", 11), ("D", 10))]
    data = {"variant": "bernauer", "base_rank": "7", "foundations": home,
            "tableau": [["5C"], ["6D"]] + [[] for _ in range(5)],
            "reserve": [["6C", "4D", "5D"]] + [[] for _ in range(6)], "stock": [],
            "redeals": 0, "redeals_left": 0, "resigned": False, "moves_made": 0}
    lost = State(AGNES, 1, 0, {"variant": "bernauer", "redeals": 0}, data, 0, ())
    answer = call("hint", table=open_states(bridge, [lost]), seat=0)
    assert answer == {"ok": True, "move": None, "back": None,
                      "message": {"key": "agnes.hint.lost"},
                      "why": {"key": "agnes.hint.lost.why"}}


def test_the_solution_of_a_lost_game_replays_to_a_win(bridge, call):
    states = lost_greedy_game(3)
    answer = call("solution", table=open_states(bridge, states))
    assert answer["verdict"] == WINNABLE and 0 <= answer["from"] < len(states)
    save = states[-1].to_json()
    save["moves"] = save["moves"][:answer["from"]] + [[0, move] for move in answer["moves"]]
    assert replay(save).winners == (0,)


def test_the_solution_of_a_deal_that_cannot_be_won_says_so(call):
    table = call("new", game="agnes", players=1, seed=12)["table"]
    assert call("solution", table=table) == {"ok": True, "verdict": "unwinnable", "from": 0,
                                             "moves": []}


def test_a_winnable_seed_is_the_first_proved_winnable(call):
    options = {"variant": "sorel"}
    seed = call("winnable_seed", game="agnes", seed=8, options=options)["seed"]
    assert seed >= 8
    verdicts = [solve(AGNES.new(1, tried, options).data, 3_000).verdict
                for tried in range(8, seed + 1)]
    assert verdicts[-1] == WINNABLE and WINNABLE not in verdicts[:-1]


def test_winnable_seed_refuses_bad_seeds_and_options(call):
    assert "seed must be" in call("winnable_seed", game="agnes", seed=-1)["error"]
    assert "option" in call("winnable_seed", game="agnes", seed=1, options={"x": 1})["error"]


@pytest.mark.parametrize("request_args", [{"op": "hint", "seat": 0}, {"op": "solution"}])
def test_a_game_without_help_refuses_at_its_table(call, request_args):
    table = call("new", game="agony-aunt", players=4, seed=1)["table"]
    answer = call(request_args.pop("op"), table=table, **request_args)
    assert not answer["ok"] and answer["message"]["game"] == "agony-aunt"
    assert answer["message"]["key"] in {"core.table.no-hints", "core.table.no-solver"}


def test_a_game_without_a_solver_has_no_winnable_seed(call):
    answer = call("winnable_seed", game="agony-aunt", seed=1)
    assert answer["message"] == {"key": "core.table.no-solver", "game": "agony-aunt"}


def test_a_finished_game_gets_no_hint(bridge, call):
    finished = play_out(AGNES.new(1, 5), [AGNES.computer_levels["normal"]], Rng(5))
    answer = call("hint", table=open_states(bridge, [finished]), seat=0)
    assert answer["message"]["key"] == "core.table.no-move"


def test_requests_are_answered_while_a_hint_thinks(bridge, monkeypatch):
    monkeypatch.setattr(bridge_module, "SEARCH_SLICE_SECONDS", 0)
    table = open_states(bridge, lost_greedy_game(1))

    async def send(op, **args):
        return json.loads(await bridge.answer(json.dumps({"op": op, **args})))

    async def scenario():
        thinking = asyncio.ensure_future(send("hint", table=table, seat=0))
        await asyncio.sleep(0)
        view = await send("view", table=table, seat=0)
        assert view["ok"] and not thinking.done()
        return await thinking

    assert asyncio.run(scenario())["back"] >= 1

"""The page's bridge (pygames/bridge.py) under CPython: the same code Pyodide runs."""

import json

import pygames
from pygames.bridge import FAILED_ANSWER, Bridge
from pygames.core import Refusal
from pygames.core.messages import Reader


def open_agnes(call, seed=1234):
    return call("new", game="agnes", players=1, seed=seed)["table"]


def test_games_lists_every_registered_game(call):
    assert {game["id"] for game in call("games")["games"]} == set(pygames.GAMES)


def test_view_is_what_the_engine_gives_the_seat(call):
    table = open_agnes(call)
    snap = call("view", table=table, seat=0)
    state = pygames.get_game("agnes").new(1, 1234)
    assert snap["view"] == state.view(0) and snap["legal"] == state.legal_move_data(0)
    assert [move["text"] for move in snap["legal"]] == state.legal_moves(0)
    assert snap["save"] == state.to_json() and not snap["can_undo"] and snap["events"] == []


def test_a_play_answers_with_the_new_position_and_what_the_move_did(call):
    table = open_agnes(call)
    deal = next(move for move in call("view", table=table, seat=0)["legal"]
                if move["kind"] == "deal")
    snap = call("play", table=table, seat=0, move=deal["text"])
    assert snap == {"ok": True, **call("view", table=table, seat=0)}
    assert [event["kind"] for event in snap["events"]] == ["deal"]
    assert snap["events"][0]["cards"] == [pile[-1] for pile in snap["view"]["reserve"]]


def test_a_tried_move_is_refused_with_the_rules_reason_and_nothing_changes(call):
    table = open_agnes(call)
    before = call("view", table=table, seat=0)
    card = before["view"]["tableau"][0][-1]
    answer = call("why_not", table=table, seat=0, intent={"kind": "move", "card": card,
                                                            "to": "t9"})
    assert answer["ok"] is False and answer["message"]["key"] == "agnes.refusal.not-a-place"
    legal = before["legal"][0]
    tried = {name: value for name, value in legal.items() if name != "text"}
    assert call("why_not", table=table, seat=0, intent=tried) == {"ok": True, "move": legal}
    assert call("why_not", table=table, seat=0, intent={"kind": "fly"})["ok"] is False
    assert call("view", table=table, seat=0) == before


def test_a_computer_s_move_answers_with_the_viewer_s_new_position(call):
    table = call("new", game="agony-aunt", players=4, seed=5)["table"]
    seat = call("view", table=table, seat=None)["to_play"][0]
    answer = call("play_computer", table=table, seat=seat, level="easy", viewer=0)
    assert answer.pop("move") == answer["save"]["moves"][-1][1]
    assert answer == {"ok": True, **call("view", table=table, seat=0)}
    assert [event["kind"] for event in answer["events"]] == ["play"]
    refused = call("play_computer", table=table, seat=answer["to_play"][0], viewer=7)
    assert refused["ok"] is False
    assert call("view", table=table, seat=None)["save"] == answer["save"]


def test_undo_and_redo_walk_the_stack_and_a_new_move_drops_redo(call):
    table = open_agnes(call)
    first, second = [move["text"] for move in call("view", table=table, seat=0)["legal"][:2]]
    call("play", table=table, seat=0, move=first)
    assert call("undo", table=table, humans=[0])["ok"]
    assert call("view", table=table, seat=0)["can_redo"]
    call("redo", table=table, humans=[0])
    assert call("view", table=table, seat=0)["save"]["moves"] == [[0, first]]
    call("undo", table=table, humans=[0])
    call("play", table=table, seat=0, move=second)
    snap = call("view", table=table, seat=0)
    assert snap["save"]["moves"] == [[0, second]] and not snap["can_redo"]


def test_refusals_come_back_as_reasons_not_exceptions(call):
    table = open_agnes(call)
    answer = call("play", table=table, seat=0, move="2C>t9")
    assert answer["ok"] is False and answer["error"]
    assert "nothing to undo" in call("undo", table=table, humans=[0])["error"]
    assert call("frobnicate")["error"] == "unknown request"
    assert "no longer open" in call("view", table=999, seat=0)["error"]


def test_a_reopened_save_keeps_every_move_undoable(call):
    state = pygames.get_game("agnes").new(1, 99)
    for _ in range(3):
        state = state.apply(0, state.legal_moves(0)[0])
    table = call("open", save=state.to_json())["table"]
    assert call("view", table=table, seat=0)["save"] == state.to_json()
    for _ in range(3):
        assert call("undo", table=table, humans=[0])["ok"]
    assert call("view", table=table, seat=0)["save"]["moves"] == []


def test_a_finished_game_is_final_undo_refused_with_its_reason(call):
    """A game given up (or won, or lost) is counted by the page: undoing its end would bring
    it back into play while the statistics kept the loss. Its replay still seeks."""
    state = pygames.get_game("agnes").new(1, 41).apply(0, "deal").apply(0, "resign")
    assert state.is_over
    table = call("open", save=state.to_json())["table"]
    snap = call("view", table=table, seat=0)
    assert snap["over"] and not snap["can_undo"] and not snap["can_redo"]
    undo = call("undo", table=table, humans=[0])
    assert undo["ok"] is False and undo["message"] == {"key": "core.table.undo-over"}
    assert "cannot be undone" in undo["error"]
    assert call("view", table=table, seat=0) == snap, "the refused undo changed nothing"
    assert call("seek", table=table, index=1)["ok"]


def test_the_move_that_ends_a_game_cannot_be_undone_either(call):
    table = open_agnes(call, seed=41)
    call("play", table=table, seat=0, move="deal")
    assert call("view", table=table, seat=0)["can_undo"]
    ended = call("play", table=table, seat=0, move="resign")
    assert ended["over"] and not ended["can_undo"]
    assert call("undo", table=table, humans=[0])["message"] == {"key": "core.table.undo-over"}
    assert call("view", table=table, seat=0)["save"]["moves"] == [[0, "deal"], [0, "resign"]]


def test_a_corrupt_save_is_reported_with_the_move_that_fails(call):
    save = pygames.get_game("agnes").new(1, 99).to_json()
    save["moves"] = [[0, "KS>t9"]]
    answer = call("open", save=save)
    assert answer["ok"] is False and "move 1" in answer["error"]
    assert call("check", save={"game": "agnes"})["ok"] is False


def test_play_computer_chooses_and_applies_the_move_in_one_request(call):
    table = call("new", game="agony-aunt", players=4, seed=5)["table"]
    seat = call("view", table=table, seat=None)["to_play"][0]
    before = pygames.get_game("agony-aunt").new(4, 5)
    move = call("play_computer", table=table, seat=seat)["move"]
    assert move in before.legal_moves(seat)
    snap = call("view", table=table, seat=None)
    assert snap["save"] == before.apply(seat, move).to_json() and snap["can_undo"]


def test_play_computer_gives_the_same_move_for_the_same_position(call):
    moves = []
    for _ in range(2):
        table = call("new", game="agony-aunt", players=4, seed=5)["table"]
        seat = call("view", table=table, seat=None)["to_play"][0]
        moves.append(call("play_computer", table=table, seat=seat)["move"])
    assert moves[0] == moves[1]


def test_play_computer_refuses_a_seat_with_no_move_to_make(call):
    table = call("new", game="agony-aunt", players=4, seed=5)["table"]
    waiting = next(seat for seat in range(4)
                   if seat not in call("view", table=table, seat=None)["to_play"])
    answer = call("play_computer", table=table, seat=waiting)
    assert answer["ok"] is False and "no move to make" in answer["error"]
    assert call("view", table=table, seat=None)["save"]["moves"] == []


def test_play_computer_refuses_a_level_the_game_does_not_have(call, monkeypatch):
    monkeypatch.setattr(pygames.get_game("agnes"), "computer_levels", {})
    answer = call("play_computer", table=open_agnes(call), seat=0)
    assert answer["ok"] is False and "no computer player of level 'normal'" in answer["error"]
    answer = call("play_computer", table=open_agnes(call), seat=0, level="grandmaster")
    assert answer["ok"] is False and "of level 'grandmaster'" in answer["error"]


def test_computer_undo_skips_back_to_the_human_seat(call):
    table = call("new", game="agony-aunt", players=4, seed=5)["table"]
    turns = []  # (seat to play, moves so far) before each move
    for _ in range(9):
        snap = call("view", table=table, seat=None)
        turns.append((snap["to_play"][0], snap["save"]["moves"]))
        call("play_computer", table=table, seat=turns[-1][0])
    human_turns = [moves for seat, moves in turns if seat == 0]
    assert len(human_turns) >= 2, "this deal gives seat 0 a turn after its first"
    call("undo", table=table, humans=[0])
    snap = call("view", table=table, seat=0)
    assert snap["to_play"] == [0] and snap["save"]["moves"] == human_turns[-1]
    call("undo", table=table, humans=[0])
    assert call("view", table=table, seat=0)["save"]["moves"] == human_turns[-2]


def test_a_refusal_carries_its_message_so_the_page_renders_it_in_the_readers_language(call):
    table = open_agnes(call)
    undo = call("undo", table=table, humans=[0])
    assert undo["message"] == {"key": "core.table.undo"}
    illegal = call("play", table=table, seat=0, move="2C>t9")
    assert illegal["message"]["key"] and illegal["error"] == pygames.core.messages.english(
        illegal["message"])
    assert "message" not in call("frobnicate"), "a malformed request is no player's refusal"


def test_seek_shows_any_position_of_the_game_and_keeps_the_later_moves(call):
    table = open_agnes(call)
    moves = []
    for _ in range(3):
        move = call("view", table=table, seat=0)["legal"][0]["text"]
        call("play", table=table, seat=0, move=move)
        moves.append(move)
    call("seek", table=table, index=1)
    snap = call("view", table=table, seat=0)
    assert snap["save"]["moves"] == [[0, moves[0]]] and snap["can_redo"]
    call("seek", table=table, index=3)
    assert len(call("view", table=table, seat=0)["save"]["moves"]) == 3
    refused = call("seek", table=table, index=4)
    assert refused["message"]["key"] == "core.table.seek" and "0 to 3" in refused["error"]


def test_check_tells_how_a_save_stands_so_the_lobby_can_show_a_result(call):
    state = pygames.get_game("agony-aunt").new(4, 5)
    assert call("check", save=state.to_json()) == {
        "ok": True, "over": False, "winners": [], "scores": state.scores}
    while not state.is_over:
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    answer = call("check", save=state.to_json())
    assert answer["over"] is True and answer["scores"] == state.scores
    assert answer["winners"] == list(state.winners) and answer["winners"]


def test_a_game_says_its_top_score_where_every_deal_has_the_same_one(call):
    top = {game["id"]: game["max_score"] for game in call("games")["games"]}
    assert top["agnes"] == 52
    # Agincards' patience depends on the packs, and the other games' points on the play.
    assert {game: score for game, score in top.items() if game != "agnes"} == dict.fromkeys(
        set(top) - {"agnes"})


def crown_at_a_commitment_with_the_five_of_hearts(call):
    """An Agents of the Crown table at seat 0's first commitment, the 5 of hearts in its hand
    and the challenges those of clubs, hearts and spades (the deal of seed 3)."""
    table = call("new", game="agents-of-the-crown", players=4, seed=3)["table"]
    for seat in range(4):
        legal = call("view", table=table, seat=seat)["legal"]
        call("play", table=table, seat=seat, move=next(
            move["text"] for move in legal if "5H" not in move["text"]))
    return table


def test_a_commitment_beside_no_suit_is_refused_with_the_text_it_names(call):
    """Issue 32: "at CD" was taken for a suit (it is in "CDHS"), and rendering the refusal's
    "{at:suit}" raised out of answer: the worker stopped, for the host of an online room too."""
    table = crown_at_a_commitment_with_the_five_of_hearts(call)
    before = call("view", table=table, seat=0)
    assert "commit 5H down at H" in [move["text"] for move in before["legal"]]
    answer = call("play", table=table, seat=0, move="commit 5H down at CD")
    assert answer == {"ok": False, "message": {
        "key": "agents-of-the-crown.refusal.not-a-suit", "at": "'CD'", "suits": ["C", "H", "S"]},
        "error": "'CD' is not a suit: this season's challenges are clubs, hearts and spades"}
    assert Reader("fr").render(answer["message"]) == \
        "'CD' n'est pas une couleur\u00a0: les défis de la saison sont trèfle, cœur et pique"
    tapped = call("why_not", table=table, seat=0, intent={
        "kind": "commit", "card": "5H", "face": "down", "at": "CD"})
    assert tapped == answer
    assert call("view", table=table, seat=0) == before
    assert call("play", table=table, seat=0, move="commit 5H down at H")["ok"]


def test_a_refusal_whose_message_names_nothing_still_reads(monkeypatch):
    """A suit, card or seat that names none is shown as written; a message that is not even
    JSON gives the engine's failure: either way an answer, and the next request is answered."""
    bridge = Bridge()

    def refused_view(key, **params):
        def op_view(table, seat):
            raise Refusal(key, **params)
        monkeypatch.setattr(bridge, "op_view", op_view)
        return json.loads(bridge.call(json.dumps({"op": "view", "table": 1, "seat": 0})))

    answer = refused_view("agents-of-the-crown.refusal.no-challenge", at="CD", suits=["H", 7])
    assert answer["error"] == \
        "there is no CD challenge this season: this season's challenges are hearts and 7"
    answer = refused_view("agnes.refusal.builds-down", card=None, under="Z" * 100)
    assert answer["error"] == \
        f"None cannot go on {'Z' * 60}…: the columns build down one rank at a time"
    assert refused_view("core.table.undo", nan=float("nan")) == json.loads(FAILED_ANSWER)
    assert refused_view("core.table.undo", cards={"5H"}) == json.loads(FAILED_ANSWER)
    assert json.loads(bridge.call(json.dumps({"op": "games"})))["ok"]


def test_play_settled_refuses_a_viewer_who_is_no_seat_before_it_plays(call):
    """Found by tests/bridge/test_bridge_fuzz.py: the move was played, then the viewer refused, so a
    refusal had changed the table."""
    state = pygames.get_game("agony-aunt").new(4, 5)
    while not state.settled_moves():
        seat = state.to_play[0]
        state = state.apply(seat, state.legal_moves(seat)[0])
    table = call("open", save=state.to_json())["table"]
    refused = call("play_settled", table=table, viewer=-1)
    assert refused["message"]["key"] == "core.seat.range"
    assert call("view", table=table, seat=None)["save"] == state.to_json()
    assert call("play_settled", table=table, viewer=0)["save"]["moves"] == \
        state.to_json()["moves"] + [list(state.settled_moves()[0])]


def test_agincards_answers_what_the_fuzz_found_it_could_not(call):
    """Found by tests/bridge/test_bridge_fuzz.py: the hard computer had no other seat to measure a
    lead over in a game played alone (max() of nothing), and the patience variant refused two
    players in English words only, with no message for the page to render."""
    table = call("new", game="agincards", players=1, seed=3)["table"]
    answer = call("play_computer", table=table, seat=0, level="hard")
    assert answer["ok"] and answer["move"] in pygames.get_game("agincards").new(1, 3).legal_moves(0)
    refused = call("new", game="agincards", players=2, seed=3, options={"variant": "patience"})
    assert refused == {"ok": False, "error": "the patience variant is for one player, not 2",
                       "message": {"key": "agincards.refusal.patience-players", "players": 2}}


def test_an_argument_that_may_be_null_may_be_left_out(call):
    """Found by tests/bridge/test_bridge_fuzz.py: a view without its seat raised a TypeError."""
    table = open_agnes(call)
    assert call("view", table=table) == call("view", table=table, seat=None)

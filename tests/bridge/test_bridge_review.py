"""The review's requests of the bridge (review_start, review_step): the page's worker computes
a game's review in slices, answering other requests between them, and the entries it hands
over, step after step, make the engine's review at once."""

import asyncio

import pytest

from pygames import get_game
from pygames import bridge as bridge_module
from pygames.core import Rng, replay_states
from pygames.core.messages import Reader
from pygames.core.players import PLAYERS_SALT, play_out, player_named, random_player
from pygames.core.review import review

from test_bridge_search import run


def short_game(game_id="agony-aunt", seed=5, moves=24):
    """A seeded game's save: a random player at seat 0 against normal ones, cut after
    `moves` moves, so the review finds mistakes to mark."""
    game = get_game(game_id)
    normal = player_named(game, "normal")
    final = play_out(game.new(4, seed), [random_player] + [normal] * 3, Rng(seed ^ PLAYERS_SALT),
                     until=lambda state: len(state.history) >= moves)
    return final.to_json()


@pytest.fixture(scope="module")
def save():
    return short_game()


def followed(call, table):
    """Every review_step answer until the summary comes."""
    answers = []
    while not answers or answers[-1]["summary"] is None:
        answers.append(call("review_step", table=table))
        assert answers[-1]["ok"], answers[-1]
    return answers


def test_the_steps_hand_over_the_whole_review_once(call, save):
    table = call("open", save=save)["table"]
    started = call("review_start", table=table, seat=0)
    at_once = review(replay_states(save), 0)
    assert started == {"ok": True, "done": 0, "total": len(at_once["entries"])}
    answers = followed(call, table)
    entries = [entry for answer in answers for entry in answer["entries"]]
    assert len(answers) > 1 and entries == at_once["entries"]
    assert answers[-1]["summary"] == at_once["summary"]
    assert [answer["done"] for answer in answers] == sorted(answer["done"] for answer in answers)
    assert answers[-1]["done"] == answers[-1]["total"] == started["total"]
    # Once done, a step more says so again with nothing new.
    again = call("review_step", table=table)
    assert again["entries"] == [] and again["summary"] == at_once["summary"]


def test_the_review_is_of_the_whole_game_wherever_the_replay_stands(call, save):
    table = call("open", save=save)["table"]
    call("seek", table=table, index=3)
    call("review_start", table=table, seat=0)
    entries = [entry for answer in followed(call, table) for entry in answer["entries"]]
    assert entries == review(replay_states(save), 0)["entries"]


def test_a_new_start_replaces_the_review_under_way(call, save):
    table = call("open", save=save)["table"]
    call("review_start", table=table, seat=0)
    assert call("review_step", table=table)["ok"]
    call("review_start", table=table, seat=1)
    answers = followed(call, table)
    assert answers[-1]["summary"]["seat"] == 1
    assert [entry for answer in answers for entry in answer["entries"]] == \
        review(replay_states(save), 1)["entries"]


@pytest.mark.parametrize("request_args, key", [
    ({"op": "review_step", "table": "TABLE"}, "core.review.not-started"),
    ({"op": "review_step", "table": 99}, "core.table.closed"),
    ({"op": "review_start", "table": 99, "seat": 0}, "core.table.closed"),
    ({"op": "review_start", "table": "TABLE", "seat": 4}, None),
    ({"op": "review_start", "table": "TABLE", "seat": -1}, None),
])
def test_a_review_of_nothing_is_refused_with_a_reason_in_both_languages(call, save,
                                                                        request_args, key):
    table = call("open", save=save)["table"]
    args = {name: table if value == "TABLE" else value for name, value in request_args.items()}
    answer = call(**args)
    assert answer["ok"] is False and answer["error"]
    if key is not None:
        assert answer["message"]["key"] == key
    for language in ("en", "fr"):
        text = Reader(language).render(answer["message"])
        assert text and "core." not in text and "{" not in text


@pytest.mark.parametrize("request_args, reason", [
    ({"op": "review_start", "table": 1}, "'review_start' needs the argument 'seat'"),
    ({"op": "review_start", "table": 1, "seat": None},
     "the argument 'seat' of 'review_start' must be number"),
    ({"op": "review_step", "table": 1, "seat": 0}, "'review_step' takes no argument 'seat'"),
    ({"op": "review_step", "table": "1"}, "the argument 'table' of 'review_step' must be number"),
])
def test_a_malformed_review_request_gets_the_bridge_s_reason(call, save, request_args, reason):
    call("open", save=save)
    op = request_args.pop("op")
    assert call(op, **request_args) == {"ok": False, "error": reason}


def test_closing_the_table_stops_the_review(call, save):
    table = call("open", save=save)["table"]
    call("review_start", table=table, seat=0)
    call("review_step", table=table)
    call("close", table=table)
    answer = call("review_step", table=table)
    assert answer["ok"] is False and answer["message"]["key"] == "core.table.closed"


def test_requests_are_answered_between_the_review_s_slices(save, monkeypatch):
    # A turn of the event loop after every slice of 10 ms: far less than a move's valuing
    # (80 sampled play-outs of the hand, each candidate's).
    monkeypatch.setattr(bridge_module, "SEARCH_SLICE_SECONDS", 0)

    async def scenario(bridge, send):
        table = (await send("open", save=save))["table"]
        await send("review_start", table=table, seat=0)
        step = asyncio.ensure_future(send("review_step", table=table))
        await asyncio.sleep(0)
        assert not step.done()  # the review thinks in slices ...
        seek = await send("seek", table=table, index=2)  # ... and a replay's step gets through
        view = await send("view", table=table, seat=0)
        assert not step.done()
        return seek, view, await step

    seek, view, step = run(scenario)
    assert seek == {"ok": True} and len(view["save"]["moves"]) == 2
    assert step["ok"] and step["done"] >= len(step["entries"])

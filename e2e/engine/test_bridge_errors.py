"""The page's side of the bridge: whatever a request holds, the page gets an EngineError with a
reason, never a RangeError from deep inside the interpreter; a refusal whose message names
nothing still reads, in either language; and one request that raises does not stop the engine:
it is refused, and the game goes on (issue 32: a friend in an online room sent
'commit 5H down at CD', and the page asked to be reloaded)."""

import pytest

import pygames
from pygames.core.messages import Reader

from ..conftest import engine_ready
from ..support import named_seats, open_saved_game, wait_for_moves
from .test_engine_worker import serve_copy, with_bridge  # noqa: F401 - serve_copy: a fixture here too

SEND = """async (build) => {
  const { call } = await import("./js/engine/engine.js");
  const save = new Function(build)();
  try {
    await call("check", { save });
    return "accepted";
  } catch (error) {
    return `${error.name}: ${error.message}`;
  }
}"""


@pytest.mark.parametrize("build, reason", [
    ("let v = 0; for (let i = 0; i < 100000; i += 1) v = [v]; return { moves: v };",
     "the request is nested too deeply"),
    ("let v = 0; for (let i = 0; i < 990; i += 1) v = [v]; return { moves: v };",
     "the request is nested too deeply"),
    ("const v = {}; v.self = v; return v;",
     "this request cannot be sent to the engine: it is not plain data"),
])
def test_a_request_the_engine_cannot_take_is_refused_with_a_reason(open_site, build, reason):
    assert open_site().evaluate(SEND, build) == f"EngineError: {reason}"


GAME = "agents-of-the-crown"
CRAFTED = "commit 5H down at CD"
# The page's engine, asked as a friend's device asks the host's: the crafted move, then a
# legal one, at a table of their own beside the one on screen.
PLAY_CRAFTED = """async ([save, crafted, legal]) => {
  const { engine } = await import("./js/engine/engine.js");
  const reason = (error) => `${error.name}: ${error.message}`;
  const { table } = await engine.open(save);
  const refused = await engine.play(table, 0, crafted).then(() => "accepted", reason);
  const next = await engine.play(table, 0, legal).then(({ save }) => save.moves.length, reason);
  await engine.close(table);
  return { refused, next };
}"""


def crown_at_a_commitment():
    """An Agents of the Crown game at the human's first commitment (seat 0 commits first in
    Spring), the 5 of hearts in hand and the challenges of clubs, hearts and spades."""
    state = pygames.get_game(GAME).new(4, 3)
    for seat in range(4):
        state = state.apply(seat, next(move for move in state.legal_moves(seat)
                                       if "5H" not in move))
    assert state.to_play == (0,) and "commit 5H down at H" in state.legal_moves(0)
    return state


def assert_still_playing(page):
    assert page.evaluate("document.documentElement.dataset.engine") == "ready"
    assert page.locator(".engine-failed").count() == 0
    assert "stopped working" not in page.locator("body").inner_text()


def test_a_crafted_commitment_is_refused_and_the_game_goes_on(open_site):
    state = crown_at_a_commitment()
    route = f"{GAME}/3"
    page = open_site()
    seats = named_seats("You", "Computer 2", "Computer 3", "Computer 4", computers=(1, 2, 3))
    open_saved_game(page, route, state.to_json(), seats)
    page.locator('.hand-card[data-card="5H"]:not([aria-disabled])').wait_for()

    answers = page.evaluate(PLAY_CRAFTED, [state.to_json(), CRAFTED, "commit 5H down at H"])
    assert answers == {
        "refused": "EngineError: 'CD' is not a suit: this season's challenges are clubs, hearts "
                   "and spades",
        "next": len(state.history) + 1}
    assert_still_playing(page)

    page.get_by_role("button", name="Face down").click()
    page.click('.hand-card[data-card="5H"]')
    page.locator('.challenge[data-suit="H"]').get_by_role("button", name="Place here").click()
    wait_for_moves(page, len(state.history) + 1, route, at_least=True)
    assert_still_playing(page)


# Messages whose parameters name no suit, card, seat or game, as a bug or a friend's device
# might send them: each still renders, and as CPython's Reader renders it.
UNNAMED = [
    {"key": "agents-of-the-crown.refusal.no-challenge", "at": "CD", "suits": ["H", 7]},
    {"key": "agnes.refusal.builds-down", "card": 5, "under": "Z" * 100},
    {"key": "core.players.exact", "game": ["x"], "count": 10 ** 70, "value": {}},
    {"key": "core.seat.range", "max": [1, 2], "value": {"a": 1}},
]
SAY = """async (entries) => {
  const i18n = await import("./js/kit/i18n.js");
  const said = {};
  for (const language of ["en", "fr"]) {
    await i18n.useLanguage(language);
    said[language] = entries.map((entry) => i18n.say(entry));
  }
  return said;
}"""


def test_a_message_that_names_nothing_renders_as_the_engine_renders_it(open_site):
    said = open_site().evaluate(SAY, UNNAMED)
    for language in ("en", "fr"):
        assert said[language] == [Reader(language).render(entry) for entry in UNNAMED]
    assert said["en"][0] == \
        "there is no CD challenge this season: this season's challenges are hearts and 7"


# In a copy of the engine, the request {"op": "raise"} raises out of Bridge.answer, as a bug
# there would: the worker refuses it and answers the next request.
RAISING = '''

async def _answer_or_raise(self, request_json, answer=Bridge.answer):
    if request_json == '{"op":"raise"}':
        raise RuntimeError("a request that raises, for the test")
    return await answer(self, request_json)


Bridge.answer = _answer_or_raise
'''
RAISE_THEN_ASK = """async () => {
  const { call, engine } = await import("./js/engine/engine.js");
  const reason = (error) => `${error.name}: ${error.message}`;
  const raised = await call("raise").then(() => "accepted", reason);
  const games = (await engine.games()).games.length;
  return { raised, games, engine: document.documentElement.dataset.engine };
}"""


def make_a_request_raise(site):
    """The copy's bridge with RAISING added."""
    with_bridge(site, RAISING)


def test_a_request_that_raises_is_refused_and_the_engine_goes_on(page, serve_copy):  # noqa: F811
    page.goto(serve_copy(make_a_request_raise))
    engine_ready(page)
    assert page.evaluate(RAISE_THEN_ASK) == {
        "raised": "EngineError: the game engine failed unexpectedly; the game is unchanged",
        "games": len(pygames.GAMES), "engine": "ready"}
    assert_still_playing(page)

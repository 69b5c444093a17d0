"""The page's side of the bridge: whatever a request holds, the page gets an EngineError with a
reason, never a RangeError from deep inside the interpreter."""

import pytest

SEND = """async (build) => {
  const { call } = await import("./js/engine.js");
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

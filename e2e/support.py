"""Helpers shared by the end-to-end tests: finger gestures and the page's own bridge."""

import importlib.util
from pathlib import Path

PAGE_ENGINE = Path(__file__).resolve().parent.parent / "web" / "engine.py"


def load_bridge():
    """A Bridge from the page's own web/engine.py, run by CPython: the expected positions
    and computer moves are then the ones the page itself makes."""
    spec = importlib.util.spec_from_file_location("page_engine", PAGE_ENGINE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Bridge()


def finger_gesture(page, tracks):
    """Move fingers together (Chromium's own touch input, via CDP): `tracks` holds one list
    of (x, y) points per finger, all of the same length."""
    cdp = page.context.new_cdp_session(page)
    frames = [[{"x": x, "y": y, "id": finger} for finger, (x, y) in enumerate(points)]
              for points in zip(*tracks)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": frames[0]})
    for frame in frames[1:]:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": frame})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def touch_drag(page, start, goal, steps=8):
    """Drag one finger from `start` to `goal` ({"x", "y"} points) in `steps` moves."""
    track = [(start["x"] + (goal["x"] - start["x"]) * step / steps,
              start["y"] + (goal["y"] - start["y"]) * step / steps) for step in range(steps + 1)]
    finger_gesture(page, [track])


def centre(box):
    """The centre point of a Playwright bounding box."""
    return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}

"""The games' tutorials (web/games/<id>/tutorial.json): replayed as the page plays them, and
their fixed deals chosen by script.

A tutorial is data: the deal (game, players, seed, options), the seats (seat 0 is the player;
the others computers of a fixed level), the message keys of the game's goal and, for some, of
the last note, and its steps, each the message key of its words, the
key of what a wrong tap is told, the move it waits for (a legal move record of the engine,
without its text), the elements of the board to point at (CSS selectors) and, for some, those
its words speak of that the note must leave in sight without ringing them ("show"). The page
(web/js/screen/tutorial.js) waits on each step for exactly that move; the computers play whenever the
player has no step to make, so every deal plays out the same in the page and here.

    python -m tools.tutorials.authoring agnes          # find the first fitting deal, write tutorial.json
    python -m tools.tutorials.authoring --check        # replay every tutorial.json; exit 1 if one breaks

Standard library and the engine only.
"""

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

from pygames.bridge import Bridge

GAMES = ROOT / "web" / "games"
YOU = 0


def tutorial_path(game_id):
    return GAMES / game_id / "tutorial.json"


def read_tutorial(game_id):
    return json.loads(tutorial_path(game_id).read_text(encoding="utf-8"))


def tutorial_games():
    return sorted(path.parent.name for path in GAMES.glob("*/tutorial.json"))


class Table:
    """One engine table behind the page's own bridge, played as the tutorial's page plays."""

    def __init__(self, tutorial):
        self.bridge = Bridge()
        self.seats = tutorial["seats"]
        deal = tutorial["deal"]
        self.id = self.call("new", game=deal["game"], players=len(self.seats), seed=deal["seed"],
                            options=deal.get("options"))["table"]

    def call(self, op, **args):
        answer = json.loads(self.bridge.call(json.dumps({"op": op, **args})))
        if not answer.get("ok"):
            raise ValueError(f"{op} refused: {answer.get('error')}")
        return answer

    def your_turn(self):
        """Let the computers play until the player has moves (or the game is over): the
        snapshot of the player's seat then."""
        while True:
            snap = self.call("view", table=self.id, seat=YOU)
            if snap["over"] or snap["legal"]:
                return snap
            seat = next(seat for seat in snap["to_play"] if self.seats[seat]["kind"] == "computer")
            self.call("play_computer", table=self.id, seat=seat, level=self.seats[seat].get("level"),
                      viewer=YOU)

    def play(self, record):
        return self.call("play", table=self.id, seat=YOU, move=record["text"])


def matching(legal, expected):
    """The legal records that have every field of `expected` (web/js/kit/moves.js: movesLike)."""
    return [move for move in legal if all(move.get(name) == value for name, value in expected.items())]


def check(tutorial):
    """Problems of a tutorial, as sentences: a step whose move is not exactly one legal move
    when its turn comes."""
    table = Table(tutorial)
    for number, step in enumerate(tutorial["steps"], 1):
        snap = table.your_turn()
        if snap["over"]:
            return [f"step {number}: the game is over"]
        found = matching(snap["legal"], step["move"])
        if len(found) != 1:
            return [f"step {number}: {step['move']} matches {len(found)} legal moves"]
        table.play(found[0])
    return []


def record_of(move):
    """A legal move as a step waits for it: its fields, not its text."""
    return {name: value for name, value in move.items() if name != "text"}


def selector(point, record):
    """A step's CSS selector from its plan: a template of the move's fields, or a function."""
    return point(record) if callable(point) else point.format(**record)


def find(plan, seeds):
    """The first tutorial of `plan` (see PLANS) whose deal lets every step be chosen."""
    for seed in seeds:
        tutorial = {"deal": {**plan["deal"], "seed": seed}, "seats": plan["seats"],
                    **{name: plan[name] for name in ("goal", "done") if name in plan}, "steps": []}
        table = Table(tutorial)
        for step in plan["steps"]:
            snap = table.your_turn()
            move = None if snap["over"] else step["choose"](snap["view"], snap["legal"])
            if move is None:
                break
            table.play(move)
            record = record_of(move)
            tutorial["steps"].append({"text": step["text"], "wrong": step["wrong"], "move": record,
                                      "point": [selector(point, record) for point in step["point"]],
                                      **({"show": step["show"]} if "show" in step else {})})
        else:
            return tutorial
    raise SystemExit(f"tutorials: no deal among {seeds} fits")


def main():
    from tools.tutorials.plans import PLANS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games whose deal to choose and write")
    parser.add_argument("--check", action="store_true", help="replay every tutorial")
    parser.add_argument("--seeds", default="1-3000")
    args = parser.parse_args()
    first, last = map(int, args.seeds.split("-"))
    for game_id in args.games:
        tutorial = find(PLANS[game_id], range(first, last + 1))
        tutorial_path(game_id).write_text(json.dumps(tutorial, indent=1, ensure_ascii=False) + "\n",
                                          encoding="utf-8")
        print(f"tutorials: {game_id} on deal {tutorial['deal']['seed']}")
    if args.check:
        broken = {game_id: check(read_tutorial(game_id)) for game_id in tutorial_games()}
        for game_id, problems in broken.items():
            print(f"{game_id}: {'; '.join(problems) or 'fine'}")
        sys.exit(1 if any(broken.values()) else 0)


if __name__ == "__main__":
    main()

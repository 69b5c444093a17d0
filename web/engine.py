"""The page's bridge to the engine: JavaScript sends JSON strings, Python keeps the states.

`window.cardtable.call(request)` takes a JSON string {"op": ..., ...} and returns a JSON
string: {"ok": true, ...} or {"ok": false, "error": "a reason a player can read"}.
A table is one game in progress: the list of immutable States it went through (the undo and
redo stack) and the index of the one shown. The page renders only from `view(seat)` and
`legal_moves(seat)` of the seat whose screen it is.

The module imports nothing from PyScript at the top so CPython can test `Bridge` directly.
"""

import json
import traceback

import pygames
from pygames.core import Rng, replay_states

# Seeds the computer players' own generator, apart from the game's, so their choices never
# change the deal and stay the same when a position is replayed.
COMPUTER_SALT = 0x9E3779B97F4A7C15


class Table:
    """One game in progress: its states so far and the index of the current one."""

    def __init__(self, states):
        self.states = list(states)
        self.index = len(self.states) - 1

    @property
    def state(self):
        return self.states[self.index]

    def play(self, seat, move):
        """Apply a move; a new move drops the states that redo could have restored."""
        after = self.state.apply(seat, move)
        del self.states[self.index + 1:]
        self.states.append(after)
        self.index += 1

    def undo(self, humans):
        """Step back at least one move, then on until one of `humans` is to play."""
        if self.index == 0:
            raise ValueError("there is nothing to undo")
        self.index -= 1
        while self.index > 0 and not set(self.state.to_play) & humans:
            self.index -= 1

    def redo(self, humans):
        """Step forward at least one move, then on until one of `humans` is to play."""
        if self.index == len(self.states) - 1:
            raise ValueError("there is nothing to redo")
        self.index += 1
        while (self.index < len(self.states) - 1 and not self.state.is_over
               and not set(self.state.to_play) & humans):
            self.index += 1

    def snapshot(self, seat):
        """Everything one seat's screen needs, plus the save of the current position."""
        state = self.state
        return {"view": state.view(seat),
                "legal": state.legal_moves(seat) if seat is not None else [],
                "to_play": list(state.to_play), "over": state.is_over,
                "can_undo": self.index > 0, "can_redo": self.index < len(self.states) - 1,
                "save": state.to_json()}


class Bridge:
    """Answers the page's requests; each op_<name> method is one request kind."""

    def __init__(self):
        self.tables = {}
        self.next_id = 1

    def call(self, request_json):
        """Answer one request; the page always gets JSON back, never a Python exception."""
        try:
            request = json.loads(request_json)
            handler = getattr(self, "op_" + str(request.pop("op", "")), None)
            if handler is None:
                raise ValueError("unknown request")
            return json.dumps({"ok": True, **handler(**request)})
        except (ValueError, TypeError) as error:
            return json.dumps({"ok": False, "error": str(error)})
        except Exception as error:  # a bug, not a refusal: keep the page alive, log the trace
            traceback.print_exc()
            reason = f"the engine failed ({type(error).__name__}: {error})"
            return json.dumps({"ok": False, "error": reason})

    def _table(self, table):
        try:
            return self.tables[table]
        except KeyError:
            raise ValueError("this game is no longer open") from None

    def _open(self, states):
        table_id = self.next_id
        self.next_id += 1
        self.tables[table_id] = Table(states)
        return {"table": table_id}

    def op_games(self):
        return {"games": [game.describe() for game in pygames.GAMES.values()]}

    def op_new(self, game, players, seed, options=None):
        return self._open([pygames.get_game(game).new(players, seed, options)])

    def op_open(self, save):
        """Continue a saved game, every move of it undoable: the replay checks each move and
        says which one is wrong."""
        return self._open(replay_states(save))

    def op_check(self, save):
        """Whether a save replays, without opening it (the lobby marks broken saves)."""
        return {"over": pygames.replay(save).is_over}

    def op_close(self, table):
        self.tables.pop(table, None)
        return {}

    def op_view(self, table, seat):
        return self._table(table).snapshot(seat)

    def op_play(self, table, seat, move):
        self._table(table).play(seat, move)
        return {}

    def op_undo(self, table, humans):
        self._table(table).undo(set(humans))
        return {}

    def op_redo(self, table, humans):
        self._table(table).redo(set(humans))
        return {}

    def op_play_computer(self, table, seat):
        """The game's computer player chooses the move of `seat`, seeing only its view, and
        plays it: one request, so no move from the page can come between the two."""
        open_table = self._table(table)
        state = open_table.state
        player = state.game.computer_player
        if player is None:
            raise ValueError(f"{state.game.title} has no computer player")
        legal = state.legal_moves(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no move to make")
        rng = Rng(state.seed ^ (len(state.history) + 1) * COMPUTER_SALT)
        move = player(state.view(seat), legal, rng)
        open_table.play(seat, move)
        return {"move": move}


def main():
    """Publish the bridge on `window.cardtable` and mark the page ready."""
    from pyscript import document, window
    from pyscript.ffi import create_proxy, to_js

    bridge = Bridge()
    window.cardtable = to_js({"call": create_proxy(bridge.call)},
                             dict_converter=window.Object.fromEntries)
    document.documentElement.dataset.engine = "ready"


if __name__ == "__main__":
    main()

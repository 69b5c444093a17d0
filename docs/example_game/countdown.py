"""Countdown: the smallest complete game, a template for "Adding a game" (docs/architecture.md).

Players take turns taking 1 or 2 counters from one pile; whoever takes the last counter wins.
Everything a real game under pygames/<package>/ has is here in one file: the rules as hooks
on plain data (core/protocol.py says each hook's contract), its words in English and French,
events in the log, a view, a normal computer player. A real game splits these into rules.py,
messages.py and normal.py, and its package's __init__.py imports them so that importing the
package registers the game. tests/test_example_game.py loads this file and runs the
conformance checks every registered game must pass. The page's side (web/games/<id>/) is not
here: a board to draw the view is steps 3 and 4 of "Adding a game".
"""

from pygames.core import Game, IllegalMove, Option, add_log, event, quoted, register
from pygames.core.messages import message, register_messages

# --- words (a real game: messages.py) --------------------------------------------------
# Every player-visible sentence is a template keyed "<game id>.<...>". The log and the
# refusals hold only the key and its values, so a save stays free of any language and the
# page renders each line in the reader's. A ".you" variant is what the seat itself reads.
# {count|# counter|# counters} picks the plural form; {seat:seat} is a seat's name.
register_messages({
    "en": {
        "countdown.title": "Countdown",
        "countdown.log.start": "The pile holds {count|# counter|# counters}: whoever takes the last one wins.",
        "countdown.log.take": "{seat:seat} takes {count|# counter|# counters}, leaving {left}.",
        "countdown.log.take.you": "You take {count|# counter|# counters}, leaving {left}.",
        "countdown.log.won": "{seat:seat} took the last counter and wins.",
        "countdown.log.won.you": "You took the last counter and win.",
        "countdown.refusal.not-a-move": "{move} is not a move: write \"take 1\" or \"take 2\"",
        "countdown.refusal.too-many": "only {left|# counter is|# counters are} left",
    },
    "fr": {
        "countdown.title": "Compte à rebours",
        "countdown.log.start": "La pile compte {count|# jeton|# jetons} : qui prend le dernier gagne.",
        "countdown.log.take": "{seat:seat} prend {count|# jeton|# jetons}, il en reste {left}.",
        "countdown.log.take.you": "Vous prenez {count|# jeton|# jetons}, il en reste {left}.",
        "countdown.log.won": "{seat:seat} a pris le dernier jeton et gagne.",
        "countdown.log.won.you": "Vous avez pris le dernier jeton et gagnez.",
        "countdown.refusal.not-a-move": "{move} n'est pas un coup : écrivez « take 1 » ou « take 2 »",
        "countdown.refusal.too-many": "il ne reste que {left|# jeton|# jetons}",
    },
})

TAKES = (1, 2)


# --- the normal computer player (a real game: normal.py) --------------------------------
def choose_move(view, legal_moves, rng):
    """Leave the next player a multiple of three when it can (the winning line at two
    players), else take one. It reads only its seat's view and the legal moves, as every computer
    player must, so it can never peek at what its seat may not see."""
    best = f"take {view['pile'] % 3}"
    return best if best in legal_moves else legal_moves[0]


# --- the rules (a real game: rules.py) --------------------------------------------------
@register  # puts one Countdown into pygames.GAMES: the bridge, the tests and the CLI see it
class Countdown(Game):
    id = "countdown"
    title = "Countdown"
    summary = "Take one or two counters in turn: whoever takes the last one wins."
    min_players, max_players = 2, 3
    options = (Option.integer("pile", "Pile", 3, 30, 10,
                              help="the counters on the pile before the random extra"),)
    computer_levels = {"normal": choose_move}
    move_bound = 40  # at most 30 + 9 counters, one taken at the least per move

    def setup(self, players, options, rng):
        # The only chance in the game: up to nine extra counters, from the game's own
        # generator, so the same seed deals the same pile everywhere (CPython, the browser).
        pile = options["pile"] + rng.below(10)
        data = {"players": players, "pile": pile, "turn": 0, "last": None}
        add_log(data, event("start", message("countdown.log.start", count=pile), count=pile))
        return data

    def to_play(self, data):
        return () if data["pile"] == 0 else (data["turn"],)

    def legal_moves(self, data, seat):
        return [f"take {count}" for count in TAKES if count <= data["pile"]]

    def parse_move(self, text):
        if text not in ("take 1", "take 2"):
            raise IllegalMove("countdown.refusal.not-a-move", move=quoted(text))
        return {"kind": "take", "count": int(text[-1])}

    def move_text(self, move):
        return f"take {move['count']}"

    def play(self, data, seat, move, rng):
        # The State has checked the seat's turn; the rules check the move and say why not.
        count = self.parse_move(move)["count"]
        if count > data["pile"]:
            raise IllegalMove("countdown.refusal.too-many", left=data["pile"])
        data["pile"] -= count
        data["last"] = seat
        data["turn"] = (seat + 1) % data["players"]
        # An event: what happened as data (kind, seat, count: what a board animates) beside
        # the log's message.
        add_log(data, event("take", message("countdown.log.take", seat=seat, count=count,
                                            left=data["pile"]), seat=seat, count=count))
        if data["pile"] == 0:
            add_log(data, event("end", message("countdown.log.won", seat=seat), seat=seat))

    def scores(self, data):
        # One per seat at any time; the default winners() gives the win to the highest.
        return [int(data["pile"] == 0 and data["last"] == seat)
                for seat in range(data["players"])]

    def view(self, data, seat):
        # Nothing is hidden in Countdown, so every seat sees the same. A game with hidden
        # cards shows `seat` only its own, and says where the others are in
        # hidden_locations() (the conformance test checks that no view shows them).
        return {"pile": data["pile"]}

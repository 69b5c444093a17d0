"""Agincards: build a map of playing cards in rising and falling lines, and score the
same-coloured runs that your tokens sit in.

Moves (x grows to the right, y downward; the seed card is at 0,0):
    "7H@3,-2"          play the 7 of hearts from your hand to column 3, row -2
    "7H@3,-2+token"    the same, and put one of your tokens on it
    "reclaim 1,0"      take back your token from the card at 1,0: a free action, the turn goes on
    "pass"             play no card this turn (not in the patience variant)
Cards are the codes of pygames.core.cards; with several packs a code names any copy of it.

Legal moves come in this order: reclaims (row by row), then each card of the hand (by rank,
then suit) on each legal cell (row by row), without and then with a token, then "pass".
"""

from ..core import Game, IllegalMove, Option, Refusal, add_log, event, register
from ..core.cards import standard_deck
from ..core.messages import message
from .normal import choose_move
from .easy import greedy_move
from .hard import hard_player
from .hint import hint
from .map import LINE_NAMES, RED, VALUE, Grid, cell_key
from .messages import card_message
from .notation import (PASS, Placement, Reclaim, card_order, parse_move, placement_move,
                       reclaim_move)
from .sampling import hidden_places, position_from, unseen_cards
from .view import seat_view

HAND_SIZE = 5
MAX_PLAYERS = 6
MAX_DECKS = 3
MAX_TOKENS = 10


@register
class Agincards(Game):
    id = "agincards"
    title = "Agincards"
    summary = "Grow a map of rising and falling runs; tokens score runs of one colour."
    min_players = 1
    max_players = MAX_PLAYERS
    options = (
        Option.integer("tokens", "Tokens per player", 1, MAX_TOKENS, 5, per_seat=True,
                       help="Fewer tokens handicap a strong player, more help a new one."),
        Option.integer("decks", "Packs of cards", 1, MAX_DECKS,
                       lambda players: 1 if players <= 3 else 2,
                       help="More packs give a bigger map; two suit four or more players."),
        Option.choice("variant", "Variant", ("score", "patience"), "score",
                      help="Score: the most points wins. Patience, for one player: every card "
                           "must score; play them all to win."),
        Option.boolean("auto_reclaim", "Reclaim tokens automatically", False,
                       help="Return every token that can no longer score to its owner at once."),
    )
    computer_levels = {"easy": greedy_move, "normal": choose_move, "hard": hard_player}
    hints = True  # in a game played alone: see hint.py
    # Every card but the seed is played at most once, each played token is reclaimed at most
    # once, and between two plays each seat passes at most once (a full round of passes ends it).
    move_bound = 2 * (MAX_DECKS * 52 - 1) + MAX_PLAYERS * (MAX_DECKS * 52)

    # --- setup and turn order -------------------------------------------------------
    def setup(self, players, options, rng):
        if options["variant"] == "patience" and players != 1:
            raise Refusal("agincards.refusal.patience-players", players=players)
        pile = rng.shuffle(standard_deck() * options["decks"])
        hands = [[pile.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
        seed = pile.pop()
        seed_grid = Grid({"0,0": seed})  # works out the four open cells around the seed
        data = {"players": players, "decks": options["decks"], "variant": options["variant"],
                "auto_reclaim": options["auto_reclaim"], "map": seed_grid.cards, "tokens": {},
                "open": seed_grid.open,
                "hands": hands, "pile": pile, "tokens_in_hand": list(options["tokens"]),
                "score": [0] * players, "turn": 0, "passes": 0, "last_turns": [], "over": False}
        add_log(data, event("setup", message(
            "agincards.log.setup", card=card_message(seed), cell="0,0", cards=HAND_SIZE,
            tokens=self._tokens_message(options["tokens"])), card=seed, cell="0,0"))
        if self._is_patience(data):
            self._check_patience_play_left(data)
        return data

    @staticmethod
    def _tokens_message(tokens):
        if len(set(tokens)) == 1:
            return message("agincards.log.tokens-each", count=tokens[0])
        return message("agincards.log.tokens-per-seat", counts=[
            message("agincards.log.seat-tokens", seat=seat, count=count)
            for seat, count in enumerate(tokens)])

    @staticmethod
    def _is_patience(data):
        return data["variant"] == "patience"

    def to_play(self, data):
        return () if data["over"] else (data["turn"],)

    # --- legal moves ----------------------------------------------------------------
    def legal_moves(self, data, seat):
        grid = Grid.from_data(data)
        moves = [reclaim_move(key) for key in grid.reclaimable_tokens(seat)]
        patience = self._is_patience(data)
        has_token = data["tokens_in_hand"][seat] > 0
        open_cells = [(key, mask) for key in grid.frontier() if (mask := grid.open[key])]
        scores_without_token = {}
        for card in sorted(set(data["hands"][seat]), key=card_order):
            bit, red = 1 << VALUE[card], RED[card]
            for key, mask in open_cells:
                if not mask & bit:
                    continue
                if not patience or self._joins_token_run(grid, key, red, scores_without_token):
                    moves.append(placement_move(card, key))
                if has_token:
                    moves.append(placement_move(card, key, with_token=True))
        if not patience:
            moves.append(PASS)
        return moves

    @staticmethod
    def _joins_token_run(grid, key, red, cache):
        """Whether a card of this colour on `key` scores for some token (cached per colour)."""
        if (key, red) not in cache:
            cache[key, red] = bool(grid.run_points(key, red))
        return cache[key, red]

    # --- playing ----------------------------------------------------------------------
    def parse_move(self, text):
        """{"kind": "place", "card", "cell": "x,y", "token": bool} from "7H@1,-2" or
        "7H@1,-2+token"; {"kind": "reclaim", "cell"} from "reclaim 1,-2"; {"kind": "pass"}."""
        parsed = parse_move(text)
        if parsed == PASS:
            return {"kind": "pass"}
        if isinstance(parsed, Reclaim):
            return {"kind": "reclaim", "cell": cell_key(parsed.cell)}
        return {"kind": "place", "card": parsed.card, "cell": cell_key(parsed.cell),
                "token": parsed.with_token}

    def move_text(self, move):
        if move["kind"] == "place":
            return placement_move(move["card"], move["cell"], move["token"])
        if move["kind"] == "reclaim":
            return reclaim_move(move["cell"])
        if move["kind"] == "pass":
            return PASS
        raise ValueError(f"no Agincards move is of kind {move['kind']!r}")

    def play(self, data, seat, move, rng):
        parsed = parse_move(move)
        if parsed == PASS:
            self._pass(data, seat)
        elif isinstance(parsed, Placement):
            self._place(data, seat, parsed)
        else:
            self._reclaim(data, seat, cell_key(parsed.cell))

    def _pass(self, data, seat):
        if self._is_patience(data):
            raise IllegalMove("agincards.refusal.no-pass")
        data["passes"] += 1
        self._end_turn(data, seat, [event("pass", message("agincards.log.pass", seat=seat),
                                          seat=seat)])

    def _place(self, data, seat, placement):
        card, key = placement.card, cell_key(placement.cell)
        if card not in data["hands"][seat]:
            raise IllegalMove("agincards.refusal.not-in-hand", card=card)
        grid = Grid.from_data(data)
        refusal = grid.placement_refusal(key, card)
        if refusal:
            raise IllegalMove(**refusal)
        if placement.with_token and not data["tokens_in_hand"][seat]:
            raise IllegalMove("agincards.refusal.no-token")
        points, token_points = grid.placement_points(key, RED[card])
        if placement.with_token:
            points[seat] = points.get(seat, 0) + token_points
        if self._is_patience(data) and not points:
            if not self._cards_played(data):
                raise IllegalMove("agincards.refusal.first-needs-token")
            raise IllegalMove("agincards.refusal.must-score", card=card, cell=key)
        grid.place(key, card)  # the grid works on the data's own map and open cells
        data["hands"][seat].remove(card)
        if placement.with_token:
            data["tokens_in_hand"][seat] -= 1
            data["tokens"][key] = seat
        for owner, gained in points.items():
            data["score"][owner] += gained
        said = "agincards.log.play-token" if placement.with_token else "agincards.log.play"
        lines = [event("place", message(said, seat=seat, card=card_message(card), cell=key),
                       seat=seat, card=card, cell=key, token=placement.with_token)]
        lines += [event("score", message("agincards.log.scores", seat=owner, points=points[owner]),
                        seat=owner) for owner in sorted(points)]
        if data["auto_reclaim"]:
            lines += [self._return_token(data, token_key)
                      for token_key in grid.reclaimable_tokens()]
        data["passes"] = 0
        self._end_turn(data, seat, lines, placed=key)

    def _reclaim(self, data, seat, key):
        if key not in data["tokens"]:
            raise IllegalMove("agincards.refusal.no-token-there", cell=key)
        if data["tokens"][key] != seat:
            raise IllegalMove("agincards.refusal.not-yours", cell=key, owner=data["tokens"][key])
        still_open = Grid.from_data(data).open_end(key)
        if still_open:
            axis, end = still_open
            raise IllegalMove(f"agincards.refusal.{LINE_NAMES[axis]}-open", cell=key, end=end)
        add_log(data, self._return_token(data, key))

    @staticmethod
    def _return_token(data, key):
        """Give the token on `key` back to its owner; the log entry that says so."""
        owner = data["tokens"].pop(key)
        data["tokens_in_hand"][owner] += 1
        return event("reclaim", message("agincards.log.reclaim", seat=owner, cell=key),
                     seat=owner, cell=key)

    def _end_turn(self, data, seat, lines, placed=None):
        """Log the turn's `lines` and remember where its card went (`placed`, None for a pass),
        draw up to the hand size, then hand the turn on or end the game. The log does not name
        the drawn card: it shows at the end of the drawer's hand, and the others may not see it."""
        last_turns = data["last_turns"]
        last_turns.append([seat, placed])
        # A seat's turns come at most a round apart, so the cells played since any seat's
        # last turn are among the latest `players` turns.
        del last_turns[:-data["players"]]
        hand = data["hands"][seat]
        if len(hand) < HAND_SIZE and data["pile"]:
            hand.append(data["pile"].pop())
            lines.append(event("draw", message("agincards.log.draw", seat=seat), seat=seat))
        for line in lines:
            add_log(data, line)
        holders = [s for s in range(data["players"]) if data["hands"][s]]
        if not holders:
            self._finish(data, "all-played")
            return
        if data["passes"] >= len(holders):
            self._finish(data, "all-passed")
            return
        later = [s for s in holders if s > seat]
        data["turn"] = later[0] if later else holders[0]
        if self._is_patience(data):
            self._check_patience_play_left(data)

    def _check_patience_play_left(self, data):
        """Patience is lost as soon as no card can be played with a score, even after taking
        back a token."""
        grid = Grid.from_data(data)
        seat = data["turn"]
        hand = data["hands"][seat]
        playable = [(key, card) for key, mask in grid.open.items()
                    for card in hand if mask >> VALUE[card] & 1]
        if playable and (data["tokens_in_hand"][seat] or grid.reclaimable_tokens(seat)
                         or any(grid.run_points(key, RED[card]) for key, card in playable)):
            return
        self._finish(data, "no-scoring-play")

    def _finish(self, data, reason):
        """End the game and log why (`reason`, an "agincards.reason.*" name) and its result."""
        data["over"] = True
        why = message(f"agincards.reason.{reason}")
        if self._is_patience(data):
            result = "won" if self._patience_won(data) else "lost"
            add_log(data, event("end", message(f"agincards.log.patience-{result}", reason=why,
                                               count=self._cards_played(data))))
            return
        winners = list(self.winners(data))
        best = data["score"][winners[0]]
        if len(winners) == 1:
            add_log(data, event("end", message("agincards.log.win", reason=why, seat=winners[0],
                                               points=best)))
        else:
            add_log(data, event("end", message("agincards.log.shared", reason=why,
                                               winners=winners, points=best)))

    # --- results ----------------------------------------------------------------------
    @staticmethod
    def _cards_played(data):
        return len(data["map"]) - 1

    @staticmethod
    def _patience_won(data):
        return not data["pile"] and not data["hands"][0]

    def scores(self, data):
        if self._is_patience(data):
            return [self._cards_played(data)]
        return list(data["score"])

    def winners(self, data):
        if self._is_patience(data):
            return (0,) if self._patience_won(data) else ()
        return super().winners(data)

    # --- help for a player alone ------------------------------------------------------
    def hint(self, view, earlier):
        return hint(view, earlier)

    # --- what players see -------------------------------------------------------------
    def view(self, data, seat):
        return seat_view(data, seat)

    def hidden_locations(self, data, seat):
        return hidden_places(data, seat)

    def unseen(self, view):
        return unseen_cards(view)

    def fill(self, view, placed):
        return position_from(view, placed)

    def all_cards(self, data):
        return standard_deck() * data["decks"] if data["decks"] > 1 else None

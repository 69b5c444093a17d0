"""A whole game of an online room played by clicks on every player's device, as the rooms'
fault tests play it: each device sends every packet to the others through the tests' TURN
relay (turn_relay.py, which gives them a network's faults); the host's page runs the game and
its computers; each human seat's device plays the first of its legal moves when its turn
comes; whatever covers a board (a hand's summary, a year's scoring) is closed on the device
about to play, and on the host's while it plays (its computers wait for it). The faults
themselves are the tests' to bring on between the moves."""

import time

import pygames
from playwright.sync_api import Error, TimeoutError as PlaywrightTimeoutError

from ..support import Unreachable, pace_script, tap_where_seen
from .support import RECORD_ALL, host_save

WAIT_MS = 90_000


def device(room_context, user, **options):
    """A browser context (a device) whose packets to the others go through the TURN relay
    under the name `user`, at the instant pace, recording every message it receives."""
    context = room_context(turn_user=user, **options)
    context.add_init_script(RECORD_ALL)
    context.add_init_script(pace_script("instant"))
    return context


def tend(pages, closing):
    """Close (click) on each page whatever holds its board (`closing`, a selector); the host's
    computers wait while it is open."""
    for page in pages:
        cover = page.locator(closing)
        if cover.count():
            try:
                cover.first.click(timeout=2000)
            except Error:  # redrawn meanwhile: the next turn of the loop sees it again
                pass


def click(page, selector, closing, seconds=WAIT_MS / 1000):
    """Click `selector` on `page` where a tap reaches it (a card of Agony Aunt's fan lies under
    its neighbours), once it is there (within `seconds`), closing whatever covers the board
    first."""
    tap_where_seen(page.locator(selector).first, timeout_s=seconds,
                   before=lambda: tend([page], closing), force=False)


def play_a_card(page, move, closing):
    """Agony Aunt: the card of `move`, from the hand."""
    click(page, f'.aa-hand .card.legal[data-card="{move["card"]}"]', closing)


def play_agents(page, move, closing):
    """Agents of the Crown: a secret pass (its two cards, then Pass), a commitment (the face,
    the card, then its place) or the deal of a new year. A board drawn again meanwhile (a
    position come from the host, a reconnection) may drop the cards picked: they are picked
    again."""
    if move["kind"] == "deal":
        return click(page, '[data-focus-key="deal"]', closing)
    passing = move["kind"] == "pass"
    cards = move["cards"] if passing else [move["card"]]
    last = '[data-focus-key="pass"][aria-disabled="false"]' if passing else f'[data-focus-key="place-{move["at"]}"]'
    deadline = time.monotonic() + WAIT_MS / 1000
    while True:
        try:
            if not passing:
                click(page, f'[data-focus-key="face-{move["face"]}"]', closing, seconds=5)
            for card in cards:
                if not page.locator(f'.hand-card[data-card="{card}"][aria-pressed="true"]').count():
                    click(page, f'.hand-card[data-card="{card}"]', closing, seconds=5)
            return click(page, last, closing, seconds=5)
        except (Error, Unreachable):
            if time.monotonic() > deadline:
                raise


# Whether the host's save of the room's game (at localStorage `key`) holds a move made after
# the first `before`: any move (`seat` null), or one of `seat`'s.
MOVED = """([key, before, seat]) => JSON.parse(localStorage.getItem(key)).save.moves.slice(before)
  .some(([mover]) => seat === null || mover === seat)"""


class RoomGame:
    """The game of `host`'s room, its human seats played on `pages` ({seat: page}) by `act(page,
    move, closing)`, `closing` closing what covers a board."""

    def __init__(self, host, pages, act, closing):
        self.host, self.pages, self.act, self.closing = host, pages, act, closing
        self.key = "cardtable/save/" + host.evaluate("window.cardtableRoom.room.route")
        self.last = None

    def state(self):
        """The game's state now, on the host (replayed by CPython from its save)."""
        save = host_save(self.host)
        if self.last is None or self.last.history != tuple(map(tuple, save["moves"])):
            self.last = pygames.replay(save)
        return self.last

    def wait(self, before, seat=None):
        """Until the host's game holds a move after the first `before` (one of `seat`'s, if
        given), closing meanwhile what covers the host's board (its computers wait for it)."""
        deadline = time.monotonic() + WAIT_MS / 1000
        while True:
            try:
                self.host.wait_for_function(MOVED, arg=[self.key, before, seat], polling=50, timeout=1000)
                return
            except PlaywrightTimeoutError:
                if time.monotonic() > deadline:
                    raise
                tend([self.host], self.closing)

    def step(self, skip=()):
        """One move: a human seat's (not in `skip`) by clicks on its device, or else one of the
        host's computers'. False once the game is over or only seats in `skip` can play."""
        state = self.state()
        if state.is_over:
            return False
        before = len(state.history)
        humans = [seat for seat in state.to_play if seat in self.pages]
        playable = [seat for seat in humans if seat not in skip]
        if humans and not playable:
            return False
        if not playable:
            self.wait(before)
            return True
        seat = playable[0]
        self.act(self.pages[seat], state.legal_move_data(seat)[0], self.closing)
        self.wait(before, seat)
        return True

    def play_until(self, moves):
        """Play until at least `moves` moves are made (or the game is over)."""
        while len(self.state().history) < moves and self.step():
            pass

    def play_while_away(self, seat):
        """Play on without `seat`, until only it can play (or the game is over)."""
        while self.step(skip={seat}):
            pass

    def play_to_the_end(self):
        """Play until the game is over."""
        for _ in range(2000):
            if not self.step():
                assert self.state().is_over, "a device could not play"
                return
        raise AssertionError("the game did not end")


def played_once(page, game):
    """The statistics of `game` on `page` count exactly one game."""
    stats = page.evaluate("JSON.parse(localStorage.getItem('cardtable/stats'))") or {}
    return sum(bucket["played"] for bucket in stats.get(game, {}).values()) == 1


def check_the_end(room, friend, game):
    """Every player's device shows the ending and counts the game once; the friend keeps the
    whole game (the host's save), once."""
    save = host_save(room.host)
    for page in (room.host, friend):
        for _ in range(WAIT_MS // 100):
            if page.locator("dialog.ending[open]").count():
                break
            tend([page], room.closing)
            page.wait_for_timeout(100)
        else:
            raise AssertionError("no ending shown")
        assert played_once(page, game), "the game counts once on each player's device"
    kept = friend.evaluate("""() => Object.keys(localStorage).filter((key) => key.startsWith('cardtable/save/'))
      .map((key) => JSON.parse(localStorage.getItem(key)).save)""")
    assert kept == [save], "the friend keeps the whole game, once"
    return save

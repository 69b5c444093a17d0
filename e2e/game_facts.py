"""What the shared end-to-end tests need to know of each game, in one place: a row per game,
keyed by its id. The shared tests read their games from these rows (never a list of their own),
so a new game joins them all by its row; e2e/test_game_facts.py fails first, naming the facts a
row holds, until it has one."""

from dataclasses import dataclass, field
from typing import Callable

import pygames
from tools.browsers.drivers import DriverError

# How long a browser of the smoke suite (on a busy 2-core machine) may take to show a piece
# to click, or to save a move.
MOVE_TIMEOUT_S = 60


@dataclass(frozen=True, kw_only=True)
class GameFacts:
    """What the shared end-to-end tests need to know of one game (each fact: who reads it)."""

    first_players: int
    """How many play at the table one tap on the lobby's Play deals (you against computers):
    test_lobby_first_hour.py checks the save and the new-game dialog hold that many, and
    test_game_header.py deals that table (its players in the route when not the fewest)."""

    table_players: int
    """How many play at the table test_screen_walk.py walks through and test_replay.py
    replays (you among computers): enough that the board shows its seats' names."""

    legal_targets: str
    """Where the board marks the targets of the moves a player can make now: the screen walk
    (test_screen_walk.py) and the tutorials' offer (test_tutorials.py) check nothing from
    outside the board lies on top of them."""

    sentences: str | None
    """Where the board says who does what (its prompt, the seat panels' badges), which
    test_replay.py reads in French move by move, for words that speak of you in the wrong
    person. None: not read (a patience speaks of no one else)."""

    review_lineup: tuple[int, int] | None
    """(players, seed) of the game test_review.py reviews: one whose last moves are the
    computers', which the page plays to the end. None: Agnès, whose deal is given up."""

    smoke_route: str
    """The route the smoke suite (test_smoke_browsers.py) plays a move in, in every browser
    engine: seat 0 is the player, the others the computer."""

    play_by_clicks: Callable
    """play_by_clicks(driver): the smoke suite's move in `smoke_route`, made by clicks through
    tools/browsers/drivers.py's driver."""

    standard_deck: bool
    """Whether the game is dealt from the standard deck (web/js/kit/cards.js), whose four
    colours and high contrast test_table_look.py checks on the cards themselves."""

    card_face: str
    """A face of a card the board draws: test_table_look.py waits for one to be shown before
    it looks at the board."""

    growing_card: str
    """A card that grows with the "Larger cards" setting at 1280 x 800, by 15 % at least
    (test_table_look.py)."""

    looks_pictured: frozenset[str]
    """The looks (names of LOOKS in test_table_look.py) this game is pictured in: a player's
    deck, backs, felt, card size or hand, shown on its board. axe checks the games pictured in
    the decks' looks with each deck and felt."""

    tutorial_wrong_taps: dict[int, list[tuple[list[str], bool]]]
    """The wrong taps test_tutorials.py tries in the tutorial, per step number (on the deal
    its tutorial.json names: a new deal needs new taps): each a list of selectors tapped in
    turn on the board and whether it is refused, with a reason that then follows the
    tutorial's words (the rules', or the board's when nothing was picked); else it is a legal
    move, only not the step's. A legal one and a refused one at least."""

    tutorial_needed: str
    """What a player reads on the board while a tutorial's step waits (its prompt, piles,
    scores): on a desktop the coach's note leaves all of it in sight (test_tutorials.py)."""

    tutorial_in_french_on_a_phone: bool = False
    """Whether test_tutorials.py also plays the tutorial through in French on a phone."""

    tutorial_named: dict[int, list[str]] = field(default_factory=dict)
    """Per step number, what the step's words name beyond the pieces it points at (selectors
    on the board): on a phone the coach's note leaves it uncovered too (test_tutorials.py)."""

    tutorial_one_tap: bool = False
    """Whether a tap on a card plays it: test_tutorials.py taps only the first piece a step
    points at (the rest is there to be looked at)."""

    deal_number_on_a_phone: bool = False
    """Whether test_game_header.py checks, in French on a phone, that the header's deal
    number (a long one) keeps to one line."""

    french_title: str | None = None
    """The title in French, which test_game_header.py finds whole in the header. None: as in
    English (the engine's title)."""


def play_agnes(driver):
    driver.click(".agnes .stock")  # deal the stock onto the reserve


def play_agincards(driver):
    driver.click(".ag-hand-card:not(.blocked)")
    driver.click(".ag-target")


def play_agony_aunt(driver):
    # The fanned hand leaves a card's left edge uncovered.
    driver.click(".aa-hand .card.legal", at=(10, 40), timeout=MOVE_TIMEOUT_S)


def play_cardcassonne(driver):
    # The opening turns up a joker: the player chooses its row, among the lit ones.
    driver.click(".cc-row.target")


def play_agents_of_the_crown(driver):
    # The first legal pass of the deal: a Noble and a Common, then the pass button. The
    # computers pass meanwhile, each redrawing the board: a click whose press and release
    # straddle a redraw reaches no card, so each click is tried again until it shows.
    move = pygames.get_game("agents-of-the-crown").new(4, 1).legal_moves(0)[0]
    _, noble, common = move.split()
    for card in (noble, common):
        click_until(driver, f'.hand-card[data-card="{card}"]',
                    f"() => document.querySelector('.hand-card[data-card=\"{card}\"].picked')",
                    f"{card} picked")
    click_until(driver, "button.pass", "() => !document.querySelector('button.pass')",
                "the pass made")


def click_until(driver, selector, done, what, attempts=3):
    """Click `selector` until `done` (a page script) holds, up to `attempts` times."""
    for _ in range(attempts):
        driver.click(selector, timeout=MOVE_TIMEOUT_S)
        try:
            driver.wait_for(done, timeout=10, what=what)
            return
        except DriverError:
            pass
    raise DriverError(f"{driver.engine}: still not {what} after {attempts} clicks on {selector}")


DECK_LOOKS = {"four-colour", "contrast"}
STANDARD_FACE = ".board-root .card.face"

GAMES = {
    "agnes": GameFacts(
        first_players=1,
        table_players=1,
        legal_targets=".agnes [data-drop], .agnes [data-focus]",
        sentences=None,
        review_lineup=None,
        smoke_route="agnes/1234",
        play_by_clicks=play_agnes,
        standard_deck=True,
        card_face=STANDARD_FACE,
        growing_card=".agnes .card.face",
        looks_pictured=frozenset(DECK_LOOKS | {"blue-back-blue-felt", "red-back-wine-felt",
                                              "black-back-grey-felt", "large-cards", "left-handed"}),
        tutorial_wrong_taps={1: [([".stock"], False), (['.card[data-spot][data-card="3D"]'], True)]},
        tutorial_needed=".game-bar .score, .agnes .info, .agnes .stock",
        tutorial_in_french_on_a_phone=True,
    ),
    "agincards": GameFacts(
        first_players=3,
        table_players=3,
        legal_targets=".ag-target, .ag-hand-card:not(.blocked)",
        sentences=".ag-prompt",
        review_lineup=(2, 2),
        smoke_route="agincards/1",
        play_by_clicks=play_agincards,
        standard_deck=True,
        card_face=STANDARD_FACE,
        growing_card=".ag-hand-card .card",
        looks_pictured=frozenset({"large-cards", "left-handed"}),
        tutorial_wrong_taps={
            1: [(['.ag-hand-card[data-card="3H"]', '.ag-target[data-cell="0,1"]'], False),
                # the card picked stays picked: the last tap puts it back
                (['.ag-hand-card[data-card="3H"]', '.ag-cell[data-cell="0,0"]',
                  '.ag-hand-card[data-card="3H"]'], True)]},
        tutorial_needed=".ag-prompt, .ag-pile, .ag-scores",
    ),
    "agony-aunt": GameFacts(
        first_players=4,
        table_players=4,
        legal_targets=".aa-fan .card.legal",
        sentences=".aa-prompt, .aa-seat header, .aa-trick-title",
        review_lineup=(4, 2),
        smoke_route="agony-aunt/4242",
        play_by_clicks=play_agony_aunt,
        standard_deck=True,
        card_face=STANDARD_FACE,
        # Its hand of 13 grows less, about 9 %: it must still fit its row overlapped at its
        # tightest.
        growing_card=".aa-turned .card",
        looks_pictured=frozenset(DECK_LOOKS | {"large-cards"}),
        tutorial_wrong_taps={1: [(['.aa-fan .card[data-card="9C"]'], False)],
                             2: [(['.aa-fan .card[data-card="KD"]'], True)]},
        tutorial_needed=".aa-prompt, .aa-facts, .aa-stats",
        tutorial_in_french_on_a_phone=True,
        # Its steps speak of the hand ("any card", "they stand raised", "any card goes"), the
        # prompt saying which cards may be played, the trick (following and discarding) and,
        # when a penalty goes on "someone else's trick", the opponents' panels.
        tutorial_named={1: [".aa-fan .card", ".aa-prompt"],
                        2: [".aa-fan .card", ".aa-prompt", ".aa-trick .card"],
                        3: [".aa-fan .card", ".aa-prompt", ".aa-trick .card", ".aa-seat:not(.south)"]},
        tutorial_one_tap=True,
        deal_number_on_a_phone=True,
    ),
    "cardcassonne": GameFacts(
        first_players=3,
        table_players=2,
        legal_targets=".cc-end, .cc-piece.movable",
        sentences=".cc-prompt",
        review_lineup=(2, 1),
        smoke_route="cardcassonne/1",
        play_by_clicks=play_cardcassonne,
        standard_deck=False,  # it draws cards of its own
        card_face=".cc-card",
        growing_card=".board-root .cc-card",
        looks_pictured=frozenset({"large-cards", "left-handed"}),
        tutorial_wrong_taps={
            1: [(['.cc-hand .cc-piece[data-piece="Y1"]', '.cc-end[data-row="R"]'], False)],
            2: [(['.cc-hand .cc-piece[data-piece="R3"]', '.cc-end[data-row="Y"]'], True)]},
        tutorial_needed=".cc-prompt, .cc-players",
        deal_number_on_a_phone=True,
    ),
    "agents-of-the-crown": GameFacts(
        first_players=4,
        table_players=4,
        legal_targets=".challenge",
        sentences=".status-bar .turn, .threatens, .prompt",
        review_lineup=(4, 1),
        smoke_route="agents-of-the-crown/1",
        play_by_clicks=play_agents_of_the_crown,
        standard_deck=True,
        card_face=STANDARD_FACE,
        growing_card=".hand-card .card",
        looks_pictured=frozenset(DECK_LOOKS | {"red-back-wine-felt", "left-handed"}),
        tutorial_wrong_taps={
            1: [(['.hand-card[data-card="QC"]', '.hand-card[data-card="3C"]',
                  '[data-focus-key="pass"]'], False)],
            2: [(['.challenge[data-suit="D"]'], True)]},
        tutorial_needed=".status-bar, .houses, .commit-controls .prompt",
        french_title="Agents de la Couronne",
    ),
}

"""The player's own table (web/js/kit/look.js, web/look.css): the deck (four colours, high
contrast), the cards' backs, the felt, larger cards and a left-handed layout, chosen in the
settings dialog, remembered across a reload and shown in every game, on the cards themselves;
axe finds nothing serious with any deck or felt; screenshots of each look in e2e/artifacts/."""

import json

import pytest

import pygames

from ..conftest import engine_ready
from ..game_facts import GAMES as FACTS
from ..support import box_of, header_tool, page_width, read_settled, style_of
from ..app.test_accessibility import serious_violations

SETTINGS_KEY = "cardtable/settings"
GAMES = sorted(pygames.GAMES)
STANDARD_DECK = [game for game in GAMES if FACTS[game].standard_deck]
SIZES = {"1280x800": {"width": 1280, "height": 800}, "360x740": {"width": 360, "height": 740}}
FOUR_COLOURS = {"S": "rgb(21, 26, 30)", "H": "rgb(200, 16, 46)", "D": "rgb(11, 85, 181)",
                "C": "rgb(17, 112, 42)"}
BLUE_FELT = "rgb(23, 79, 120)"
# A card's look as the page computes it (a script for support.read_settled): its fill, and its
# pips' fill and outline.
CARD_LOOK = """(card, _, styleOf) => {
  const pipStyle = styleOf(card.querySelector("use"));
  return { fill: styleOf(card).fill, pipFill: pipStyle.fill, pipStroke: pipStyle.stroke,
    width: card.getBoundingClientRect().width };
}"""


def board_ready(page, game):
    page.locator(".board-root > *").first.wait_for()
    page.locator(FACTS[game].card_face).locator("visible=true").first.wait_for()
    page.wait_for_timeout(300)   # the board's first layout settles


def open_game(page, game, wait_for_engine):
    page.goto(page.url.split("#")[0] + f"#{game}/7")
    wait_for_engine(page)
    board_ready(page, game)


def store_settings(page, **settings):
    """Remember `settings` as the dialog would, and load the page again to read them."""
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [SETTINGS_KEY, json.dumps(settings)])
    page.reload()
    engine_ready(page)


def test_the_look_chosen_is_remembered_and_shown_in_every_game(open_site, wait_for_engine):
    page = open_site()
    page.get_by_role("button", name="Settings").click()
    dialog = page.locator("dialog.settings")
    dialog.get_by_label("Four colours", exact=False).check()
    dialog.get_by_label("Red stripes").check()
    dialog.get_by_label("Blue", exact=True).check()
    dialog.get_by_label("Larger cards").check()
    dialog.get_by_label("Left-handed layout").check()
    page.keyboard.press("Escape")
    page.reload()
    wait_for_engine(page)
    assert json.loads(page.evaluate(f"localStorage.getItem('{SETTINGS_KEY}')")) | {} == {
        **json.loads(page.evaluate(f"localStorage.getItem('{SETTINGS_KEY}')")),
        "deck": "four-colour", "back": "red", "felt": "blue", "cardSize": "large",
        "leftHanded": True}
    for game in GAMES:
        open_game(page, game, wait_for_engine)
        root = page.evaluate("({...document.documentElement.dataset})")
        assert (root["deck"], root["back"], root["felt"], root["cards"], root["hand"]) == (
            "four-colour", "red", "blue", "large", "left"), game
        assert BLUE_FELT in style_of(page.locator("body"), "background-image"), game
        # Left-handed: the game's tools sit left of its title.
        tools = box_of(page.locator(".game-header .tools"))
        title = box_of(page.locator(".game-header h1"))
        assert tools["x"] < title["x"], game
        if game in STANDARD_DECK:
            # Read in one script: a board redrawn meanwhile (the computers' picks) cannot
            # detach the card between finding and reading it.
            fills = read_settled(page, f"""(_, suits, styleOf) => Object.fromEntries(suits.flatMap((suit) => {{
              const card = document.querySelector(`.board-root .card.face.suit-${{suit}}`);
              return card ? [[suit, ({CARD_LOOK})(card, null, styleOf).fill]] : [];
            }}))""", list(FOUR_COLOURS))
            assert fills, game
            for suit, fill in fills.items():
                assert fill == FOUR_COLOURS[suit], (game, suit)
    # A back on the table wears the chosen pattern (Agnès's stock).
    open_game(page, "agnes", wait_for_engine)
    back = page.locator(".agnes .stock .card-back-art")
    assert "card-back-red" in style_of(back, "fill")


def test_the_high_contrast_deck_never_tells_suits_by_colour_alone(open_site, wait_for_engine):
    page = open_site()
    store_settings(page, deck="contrast")
    for game in STANDARD_DECK:
        open_game(page, game, wait_for_engine)
        # Every card at once (a board redrawn meanwhile cannot detach one between reads).
        every = read_settled(page, f"""(_, __, styleOf) => [...document.querySelectorAll(
          ".board-root .card.face[data-card]")].map((card) => ({{suit: card.dataset.card[1],
          ...({CARD_LOOK})(card, null, styleOf)}}))""")
        looks = {look["suit"]: look for look in every if look["suit"] in "SHDC"}
        assert looks, game
        for suit, look in looks.items():
            if suit in "HD":   # hollow: a white pip ringed in dark red
                assert look["pipFill"] == "rgb(255, 255, 255)" and look["pipStroke"] == "rgb(158, 0, 24)", (game, suit, look)
            else:              # solid black
                assert look["pipFill"] == "rgb(0, 0, 0)" and look["pipStroke"] == "none", (game, suit, look)


@pytest.mark.parametrize("game", GAMES)
def test_larger_cards_are_larger(open_site, wait_for_engine, game):
    page = open_site()
    page.set_viewport_size(SIZES["1280x800"])
    selector = FACTS[game].growing_card
    widths = {}
    for size in ("normal", "large"):   # normal, the default, first: one reload for "large"
        if size != "normal":
            store_settings(page, cardSize=size)
        open_game(page, game, wait_for_engine)
        widths[size] = max(read_settled(page, """(root, selector) => [...root.querySelectorAll(selector)]
          .map((card) => card.getBoundingClientRect().width)""", selector))
    assert widths["large"] >= widths["normal"] * 1.15, widths


@pytest.mark.parametrize("look", [{"deck": "four-colour", "felt": "blue"},
                                  {"deck": "contrast", "felt": "wine", "back": "red"},
                                  {"deck": "classic", "felt": "grey", "back": "black"}])
def test_axe_finds_nothing_serious_with_each_deck_and_felt(open_site, wait_for_engine, look):
    page = open_site()
    store_settings(page, **look, leftHanded=True)
    for game in pictured_in("contrast"):  # the games the decks are pictured in
        open_game(page, game, wait_for_engine)
        assert serious_violations(page) == [], (game, look)
    page.get_by_role("button", name="Settings").click()
    page.locator("dialog.settings").wait_for()
    assert serious_violations(page) == [], look


# Each look pictured, by its settings; each game's row says which it is pictured in.
# Left-handed, last, on a phone (and the same at the desktop size, for comparison).
LOOKS = {
    "four-colour": {"deck": "four-colour"},
    "contrast": {"deck": "contrast"},
    "blue-back-blue-felt": {"back": "blue", "felt": "blue"},
    "red-back-wine-felt": {"back": "red", "felt": "wine"},
    "black-back-grey-felt": {"back": "black", "felt": "grey"},
    "large-cards": {"cardSize": "large"},
    "left-handed": {"leftHanded": True},
}


def pictured_in(look):
    """The games whose rows picture them in `look` (a name of LOOKS)."""
    return [game for game, facts in FACTS.items() if look in facts.looks_pictured]


# A look is the same in either language: English on a desktop, French on a phone (the walk of
# every screen, test_screen_walk.py, has the settings dialog in all four).
@pytest.mark.parametrize(("language", "size"), [("en-GB", "1280x800"), ("fr-FR", "360x740")])
def test_screenshots_of_each_look(new_context, site_url, size, language, save_screenshot,
                                  wait_for_engine):
    context = new_context(locale=language, viewport=SIZES[size])
    page = context.new_page()
    page.goto(site_url)
    wait_for_engine(page)
    lang = language[:2]
    for name, look in LOOKS.items():
        store_settings(page, **look)
        for game in pictured_in(name):
            page.goto(site_url + f"#{game}/7")
            wait_for_engine(page)
            board_ready(page, game)
            save_screenshot(page, f"look-{name}-{game}-{lang}-{size}")
            assert page_width(page) <= SIZES[size]["width"], (name, game)
            stray = page.evaluate("document.body.innerText.match(/\\bnull\\b|\\bundefined\\b/g)")
            assert not stray, (name, game)
    header_tool(page, ".settings-tool").click()  # behind "⋯" on a phone
    page.locator("dialog.settings").wait_for()
    save_screenshot(page, f"look-settings-{lang}-{size}")
    # Scrolled to its end once it has opened: its height is known only then.
    read_settled(page.locator("dialog.settings"), "(dialog) => { dialog.scrollTop = dialog.scrollHeight; }")
    save_screenshot(page, f"look-settings-end-{lang}-{size}")


def test_a_change_in_the_dialog_shows_at_once_on_the_open_game(open_site):
    page = open_site("#agnes/7")
    board_ready(page, "agnes")
    card = page.locator('.agnes .card.face[data-card="5C"]')
    before = read_settled(card, CARD_LOOK)
    page.get_by_role("button", name="Settings").click()
    dialog = page.locator("dialog.settings")
    dialog.get_by_label("Larger cards").check()
    dialog.get_by_label("Four colours", exact=False).check()
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    after = read_settled(card, CARD_LOOK)
    assert after["width"] >= before["width"] * 1.15, (before, after)
    assert (before["fill"], after["fill"]) == (FOUR_COLOURS["S"], FOUR_COLOURS["C"])


# The height of a card's rank as drawn, and the rank's and pip's inks, of every face of Agnès
# (a script for support.read_settled).
RANKS_AND_PIPS = """(_, __, styleOf) => [...document.querySelectorAll(".agnes .card.face[data-card]")]
  .map((card) => ({
  suit: card.dataset.card[1], rank: card.querySelector(".card-rank").getBoundingClientRect().height,
  rankFill: styleOf(card.querySelector(".card-rank")).fill,
  pipFill: styleOf(card.querySelector(".card-corner")).fill }))"""
CLASSIC = {"S": "rgb(21, 26, 30)", "C": "rgb(21, 26, 30)", "H": "rgb(200, 16, 46)", "D": "rgb(200, 16, 46)"}


def agnes_faces(page, wait_for_engine):
    open_game(page, "agnes", wait_for_engine)
    return read_settled(page, RANKS_AND_PIPS)


def test_larger_cards_show_in_agnes_on_a_phone(open_site, wait_for_engine):
    """Seven columns fill a phone's width, so the cards cannot grow: their index does."""
    page = open_site()
    page.set_viewport_size({"width": 390, "height": 844})
    ranks = {}
    for size in ("normal", "large"):
        if size != "normal":
            store_settings(page, cardSize=size)
        ranks[size] = max(face["rank"] for face in agnes_faces(page, wait_for_engine))
    assert ranks["large"] >= ranks["normal"] * 1.15, ranks


def test_four_colours_keep_the_red_or_black_of_every_rank(open_site, wait_for_engine):
    """Agnès builds red on black: with a blue diamond and a green club, the rank still says it."""
    page = open_site()
    store_settings(page, deck="four-colour")
    faces = agnes_faces(page, wait_for_engine)
    assert {face["suit"] for face in faces} == set("SHDC")
    for face in faces:
        assert face["rankFill"] == CLASSIC[face["suit"]], face
        assert face["pipFill"] == FOUR_COLOURS[face["suit"]], face


@pytest.mark.parametrize("size", SIZES)
def test_left_handed_keeps_the_way_back_at_the_edge(open_site, wait_for_engine, size):
    """The tools move to the left; the back button stays first, not in the middle."""
    page = open_site()
    page.set_viewport_size(SIZES[size])
    store_settings(page, leftHanded=True)
    open_game(page, "agnes", wait_for_engine)
    lefts = read_settled(page, """() => Object.fromEntries(["back", "tools", "h1"].map((name) => [name,
      document.querySelector(`.game-header ${name === "h1" ? "h1" : "." + name}`).getBoundingClientRect().left]))""")
    assert lefts["back"] < 16 and lefts["back"] < lefts["tools"] < lefts["h1"], lefts

"""Each game's tutorial (web/games/<id>/tutorial.json, web/js/screen/tutorial.js) played through in
the page by taps on the real board, a wrong tap included: the coach's note says the game's goal
first, then each step's idea, never covers what it points at (nor, on a desktop, the board's
prompt, piles and scores), lets every tap through to the table, explains the wrong tap once
(the reason is nowhere else on the screen) and leaves nothing behind (no save, no statistics).
On a phone (390×844 and 360×740, in English and French) no step's note lies over anything the
step points at or speaks of: the page scrolls under it where the window lacks room. Its first
step is pictured in English and French at 1280×800 and 360×740
(e2e/artifacts/tutorial-<language>-<size>-<game>.png). The first two times a game opens the
tutorial is offered; skipping it comes back to that game; the rules dialog offers it again."""


import pytest

from ..conftest import ARTIFACTS, engine_ready
from ..game_facts import GAMES
from ..support import SAVE_PREFIX, box_of, go_to, read_settled, settle, tap_where_seen
from ..app.test_screen_walk import LOCALES, PROBLEMS, SIZES, namespaces

from tools.build.catalogs import merged_catalogs
from tools.tutorials.authoring import read_tutorial, tutorial_games

NOTE = ".coach:not(.offer)"
COMPUTER_WAIT_MS = 30_000
# The elements `selector` names that the coach's note hides (their text, or their class), a
# script for support.read_settled.
UNDER_NOTE = """(_, [note, selector]) => {
  const box = document.querySelector(note).getBoundingClientRect();
  return [...document.querySelectorAll(selector)].filter((element) => {
    const { left, right, top, bottom, width } = element.getBoundingClientRect();
    return width > 1 && left < box.right && box.left < right && top < box.bottom && box.top < bottom;
  }).map((element) => element.textContent.trim().slice(0, 40)
    || element.className.baseVal || element.className);
}"""
# How many elements on screen show `text` as their own words (a sentence said twice shows in two):
# a script for support.read_settled.
SHOWN_TIMES = """(_, text) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const places = new Set();
  while (walker.nextNode()) {
    const element = walker.currentNode.parentElement;
    if (walker.currentNode.textContent.includes(text) && element
        && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        && element.getBoundingClientRect().width > 1) {
      places.add(element);
    }
  }
  return places.size;
}"""
# Whether a tap at the middle of the note's words reaches the table under it, and one on its
# buttons reaches the buttons: a script for support.read_settled.
TAPS_THROUGH = """(_, note) => {
  const element = document.querySelector(note);
  const words = element.querySelector(".coach-text, .coach-goal").getBoundingClientRect();
  const under = document.elementFromPoint(words.left + words.width / 2, words.top + words.height / 2);
  const button = element.querySelector("button").getBoundingClientRect();
  const pressed = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
  return { under: !element.contains(under), button: element.contains(pressed) };
}"""


@pytest.fixture(scope="module")
def words():
    return merged_catalogs()


def problems(page, step):
    """What the screen-walk check finds wrong now, the step's pieces as the targets."""
    targets = ", ".join(f".board-root {selector}" for selector in step["point"])
    return read_settled(page, PROBLEMS, [namespaces(), targets])


def begin(page, words, game_id):
    """The first note says the game's goal (its pieces not yet ringed); Start goes to step 1."""
    tutorial = read_tutorial(game_id)
    note = page.locator(NOTE).filter(has_text=words[tutorial["goal"]])
    note.wait_for(timeout=COMPUTER_WAIT_MS)
    assert page.locator(".coach-target").count() == 0
    note.get_by_role("button", name=words["tutorial.start"]).click()


def note_hides(page, selector):
    """What of `selector` the coach's note lies over, once the board has settled."""
    return read_settled(page, UNDER_NOTE, [NOTE, selector])


def wait_for_step(page, words, step):
    page.locator(NOTE).filter(has_text=words[step["text"]]).wait_for(timeout=COMPUTER_WAIT_MS)
    settle(page)
    page.wait_for_function("document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity)")
    page.wait_for_timeout(500)  # the note places itself again once the board has settled


def tap(page, selectors):
    """Tap each of `selectors` on the board in turn, where the player sees it: at a point of
    it that is under no other piece (a fanned hand overlaps its cards)."""
    for selector in selectors:
        tap_where_seen(page.locator(f".board-root {selector}").first)
        settle(page)


def play_through(page, game_id, words, picture):
    """Play the tutorial of `game_id` by taps, the wrong ones of its row's
    `tutorial_wrong_taps` included (the last pictured as tutorial-wrong-<picture>-<game>.png)."""
    tutorial = read_tutorial(game_id)
    steps = tutorial["steps"]
    desktop = page.viewport_size["width"] >= 1000
    begin(page, words, game_id)
    for number, step in enumerate(steps, 1):
        wait_for_step(page, words, step)
        note = page.locator(NOTE)
        assert words["tutorial.progress"].replace("{step}", str(number)).replace(
            "{steps}", str(len(steps))) in note.text_content()
        assert problems(page, step) == []
        # What it rings, and what its words speak of ("show": Agony Aunt's trick).
        pointed = ", ".join(f".board-root {selector}" for selector in step["point"] + step.get("show", []))
        assert note_hides(page, pointed) == [], f"step {number}"
        if desktop:
            assert note_hides(page, GAMES[game_id].tutorial_needed) == [], f"step {number}"
        assert read_settled(page, TAPS_THROUGH, NOTE) == {"under": True, "button": True}
        # The first piece is on the board from the start (others may appear once it is picked).
        assert page.locator(f".board-root {step['point'][0]}.coach-target").count() >= 1
        for taps, refused in GAMES[game_id].tutorial_wrong_taps.get(number, []):
            tap(page, taps)
            wrong_words = words[step["wrong"]]
            # French's spaces that never break (before a colon...) are spaces to the catalog.
            page.wait_for_function(
                """([selector, words, refused]) => {
                  const text = (document.querySelector(selector)?.textContent ?? "")
                    .replaceAll("\\u00a0", " ");
                  return text.startsWith(words) && (text.length > words.length) === refused;
                }""", arg=[f"{NOTE} .coach-wrong", wrong_words, refused])
            page.wait_for_timeout(500)
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"tutorial-wrong-{picture}-{game_id}.png"))
            assert problems(page, step) == []
            # Said once, in the note: no bubble beside the piece, no notice in the header.
            said = page.locator(f"{NOTE} .coach-wrong").text_content()
            assert read_settled(page, SHOWN_TIMES, said[len(wrong_words):].strip() or said.strip()) == 1
            assert page.locator(".refusal").count() == 0
        tap(page, step["point"])
    done = tutorial.get("done", "tutorial.done")
    page.locator(NOTE).filter(has_text=words[done]).wait_for(timeout=COMPUTER_WAIT_MS)


def nothing_kept(page):
    """No save and no statistics came of the tutorial."""
    stored = page.evaluate("Object.keys(localStorage)")
    assert not [key for key in stored if key.startswith(SAVE_PREFIX)]
    assert "cardtable/stats" not in stored


@pytest.mark.parametrize("game_id", tutorial_games())
def test_each_tutorial_plays_through_with_a_wrong_tap(open_site, page, words, game_id):
    wrong_taps = GAMES[game_id].tutorial_wrong_taps
    assert {refused for taps in wrong_taps.values() for _, refused in taps} == {True, False}
    page.set_viewport_size(SIZES["desktop"])
    page = open_site(f"#tutorial/{game_id}")
    play_through(page, game_id, words["en"], "en-desktop")
    nothing_kept(page)
    assert page.evaluate("JSON.parse(localStorage.getItem('cardtable/tutorials'))")[game_id] == "done"
    if game_id == "agents-of-the-crown":
        # The season revealed after the last step curses a House: the last note says what
        # a curse is (its own words, played_through checked them).
        page.locator(".board-root .curse").first.wait_for()


@pytest.mark.parametrize("game_id", [game for game, facts in GAMES.items()
                                     if facts.tutorial_in_french_on_a_phone])
def test_a_tutorial_plays_through_in_french_on_a_phone(new_context, site_url, words, game_id):
    context = new_context(locale="fr-FR", viewport=SIZES["phone"])
    page = context.new_page()
    page.goto(site_url + f"#tutorial/{game_id}")
    engine_ready(page)
    play_through(page, game_id, words["fr"], "fr-phone")
    nothing_kept(page)


# Phones the note must find room on, the 360 x 740 one short of height.
PHONES = {"390x844": {"width": 390, "height": 844}, "360x740": {"width": 360, "height": 740}}
# The status line: whatever it says while a step waits is the player's to read.
STATUS = ".game-header .status"


def step_targets(game_id, number, step):
    """Every element a step points at or speaks of (its row's `tutorial_named`), as selectors
    on the page."""
    on_board = step["point"] + step.get("show", []) + GAMES[game_id].tutorial_named.get(number, [])
    return ", ".join([*(f".board-root {selector}" for selector in on_board), STATUS])


@pytest.mark.parametrize("size", PHONES)
@pytest.mark.parametrize("language", LOCALES)
@pytest.mark.parametrize("game_id", tutorial_games())
def test_on_a_phone_no_note_lies_over_what_its_step_speaks_of(new_context, site_url, words, game_id,
                                                               language, size):
    """At every step, after each tap of it (a picked card lights the places it may go), the
    note lies over none of the pieces the step rings, nor over what its words speak of."""
    text = words[language]
    page = new_context(locale=LOCALES[language], viewport=PHONES[size], has_touch=True,
                       is_mobile=True).new_page()
    page.goto(site_url + f"#tutorial/{game_id}")
    engine_ready(page)
    begin(page, text, game_id)
    for number, step in enumerate(read_tutorial(game_id)["steps"], 1):
        wait_for_step(page, text, step)
        targets = step_targets(game_id, number, step)
        assert note_hides(page, targets) == [], f"step {number}"
        taps = step["point"][:1] if GAMES[game_id].tutorial_one_tap else step["point"]
        for count, selector in enumerate(taps[:-1], 1):
            tap(page, [selector])
            assert note_hides(page, targets) == [], f"step {number}, after {count} taps"
        tap(page, taps[-1:])
    done = read_tutorial(game_id).get("done", "tutorial.done")
    page.locator(NOTE).filter(has_text=text[done]).wait_for(timeout=COMPUTER_WAIT_MS)


# The rows of Cardcassonne a note lies over, and the middle of the part of each it covers (a
# script for support.read_settled).
ROWS_UNDER_NOTE = """(_, note) => {
  const box = document.querySelector(note).getBoundingClientRect();
  return [...document.querySelectorAll(".cc-row")].map((row) => {
    const { left, right, top, bottom } = row.getBoundingClientRect();
    const [x0, x1, y0, y1] = [Math.max(left, box.left), Math.min(right, box.right),
      Math.max(top, box.top), Math.min(bottom, box.bottom)];
    return { row: row.dataset.row, x: (x0 + x1) / 2, y: (y0 + y1) / 2, covers: x1 > x0 && y1 > y0 };
  }).filter((row) => row.covers);
}"""
# Keep in window.tapThrough whether the next tap lands outside the note.
WATCH_TAP = """(note) => addEventListener("pointerdown", (event) => {
  window.tapThrough = !document.querySelector(note).contains(event.target);
}, { once: true, capture: true })"""


@pytest.mark.parametrize("size", [(390, 844), (360, 740)])
def test_the_cardcassonne_note_leaves_the_rows_and_lets_a_finger_through(new_context, site_url, words,
                                                                         size):
    """On a phone (in French, the longer words) the coach's note lies over one row of the
    table at most, 360 x 740 included, and a finger's tap on what lies under it reaches it: a
    row under it takes the picked card."""
    fr = words["fr"]
    width, height = size
    page = new_context(locale="fr-FR", viewport={"width": width, "height": height}, has_touch=True,
                       is_mobile=True).new_page()
    page.goto(site_url + "#tutorial/cardcassonne")
    engine_ready(page)
    begin(page, fr, "cardcassonne")
    tapped_a_row = False
    for number, step in enumerate(read_tutorial("cardcassonne")["steps"], 1):
        wait_for_step(page, fr, step)
        covered = read_settled(page, ROWS_UNDER_NOTE, NOTE)
        assert len(covered) <= 1, (number, covered)
        if covered and not tapped_a_row:
            # The ringed card picked, a tap on the row under the note plays it there: not the
            # step's row, so the note says so.
            tap(page, step["point"][:1])
            page.touchscreen.tap(covered[0]["x"], covered[0]["y"])
            page.locator(f"{NOTE} .coach-wrong").filter(has_text=fr[step["wrong"]]).wait_for()
            tapped_a_row = True
        elif number == 1:
            words_box = box_of(page.locator(f"{NOTE} .coach-text"))
            page.evaluate(WATCH_TAP, NOTE)
            page.touchscreen.tap(words_box["x"] + words_box["width"] / 2,
                                 words_box["y"] + words_box["height"] / 2)
            assert page.evaluate("window.tapThrough") is True, "the tap goes through the note"
        tap(page, step["point"])
    page.locator(NOTE).filter(has_text=fr["tutorial.done"]).wait_for(timeout=COMPUTER_WAIT_MS)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LOCALES)
def test_pictures_of_a_step(new_context, site_url, words, language, size):
    """The first step of every tutorial, looked at: nothing stray, cut or covered."""
    context = new_context(locale=LOCALES[language], viewport=SIZES[size])
    page = context.new_page()
    page.goto(site_url)
    engine_ready(page)
    ARTIFACTS.mkdir(exist_ok=True)
    for game_id in tutorial_games():
        step = read_tutorial(game_id)["steps"][0]
        go_to(page, f"tutorial/{game_id}")
        begin(page, words[language], game_id)
        wait_for_step(page, words[language], step)
        page.screenshot(path=str(ARTIFACTS / f"tutorial-{language}-{size}-{game_id}.png"))
        assert problems(page, step) == [], game_id
    # A game opened for the first time offers its tutorial, covering none of its moves.
    page.evaluate("localStorage.removeItem('cardtable/tutorials')")
    go_to(page, "agony-aunt/3")
    page.locator(".coach.offer").wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(ARTIFACTS / f"tutorial-offer-{language}-{size}-agony-aunt.png"))
    assert read_settled(page, PROBLEMS, [namespaces(), GAMES["agony-aunt"].legal_targets]) == []


def test_skipping_the_offered_tutorial_comes_back(open_site, page, words, tutorials_unseen):
    en = words["en"]
    page = open_site("#agnes/5")
    offer = page.locator(".coach.offer")
    offer.wait_for()
    page.wait_for_timeout(300)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "tutorial-offer-en-desktop-agnes.png"))
    assert read_settled(page, PROBLEMS, [namespaces(), GAMES["agnes"].legal_targets]) == []
    offer.get_by_role("button", name=en["tutorial.show-me"]).click()
    page.wait_for_url("**#tutorial/agnes")
    begin(page, en, "agnes")
    wait_for_step(page, en, read_tutorial("agnes")["steps"][0])
    page.locator(NOTE).get_by_role("button", name=en["tutorial.skip"]).click()
    page.wait_for_url("**#agnes/5")
    page.locator(".board-root .card").first.wait_for()
    assert offer.count() == 0
    page.reload()
    engine_ready(page)
    page.locator(".board-root .card").first.wait_for()
    assert page.locator(".coach").count() == 0
    # The rules dialog offers it again.
    page.get_by_role("button", name=en["shell.rules"]).click()
    page.get_by_role("button", name=en["tutorial.open"]).click()
    page.wait_for_url("**#tutorial/agnes")
    page.locator(NOTE).wait_for()
    stored = page.evaluate("Object.keys(localStorage)")
    assert [key for key in stored if key.startswith(SAVE_PREFIX)] == [SAVE_PREFIX + "agnes/5"]


def test_the_offer_comes_a_second_time_then_stays_under_the_rules(open_site, page, words,
                                                                    tutorials_unseen):
    """"No thanks" once, and the next opening offers it again, saying where it stays; a second
    answer is the last: the rules dialog keeps it."""
    en = words["en"]
    page = open_site("#agony-aunt/5")
    offer = page.locator(".coach.offer")
    offer.filter(has_text=en["tutorial.offer"].split("{")[0]).wait_for()
    offer.get_by_role("button", name=en["tutorial.no-thanks"]).click()
    assert offer.count() == 0
    page.reload()
    engine_ready(page)
    again = offer.filter(has_text=en["tutorial.offer-again"].split("{")[0].strip())
    again.wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(ARTIFACTS / "tutorial-offer-again-en-desktop-agony-aunt.png"))
    page.mouse.click(5, page.viewport_size["height"] - 5)  # a tap elsewhere answers it too
    assert offer.count() == 0
    page.reload()
    engine_ready(page)
    page.locator(".board-root .card").first.wait_for()
    page.wait_for_timeout(500)
    assert page.locator(".coach").count() == 0


def test_a_tutorial_played_on_to_its_end_counts_nowhere(open_site, page, words):
    """After the last step the deal may be played on: its end is summed up like any game's,
    but counted in no statistics, saved nowhere, with no replay or challenge of it."""
    en = words["en"]
    page = open_site("#tutorial/agnes")
    play_through(page, "agnes", en, "en-desktop")
    page.locator(NOTE).get_by_role("button", name=en["tutorial.play-on"]).click()
    assert page.locator(NOTE).is_hidden()
    page.get_by_role("button", name=en["agnes.board.give-up"]).click()
    page.locator("dialog.ask").get_by_role("button", name=en["agnes.board.give-up"]).click()
    summary = page.locator("dialog.ending")
    summary.wait_for()
    assert summary.get_by_role("button", name=en["ending.replay"]).count() == 0
    assert summary.get_by_role("button", name=en["ending.challenge"]).count() == 0
    assert summary.locator(".ending-stats").count() == 0
    nothing_kept(page)

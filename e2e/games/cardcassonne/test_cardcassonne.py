"""Cardcassonne in a real Chromium: a solo round against the computer played by taps and a
drag (the opening joker, the face-down first card, the follower, keeping a claimed card) up
to its summary, which holds the computer until it is closed; what the rows hide from each
seat; the final summary; the phone layout."""

import pytest

import pygames

from ...support import (HOLD_CHECK_MS, box_of, centre, load_bridge, named_seats, open_saved_game,
                        page_width, saved_moves, saved_save, touch_drag, wait_for_moves)

GAME = pygames.get_game("cardcassonne")
# In deal 185 the human deals, so places the opening's building joker, and at the end of
# the first round claims a mismatched face-down card of its own (a keep / take-10 choice).
SOLO_SEED = 185
SOLO_SEATS = named_seats("Ana", "Computer 2", computers=(1,))


def human_move(state):
    """The test player's policy, as the clicks below make it: the dealt joker to the first
    row, always the first card of the hand into the first row offered, the follower to the
    cloister row once the hand is empty, and keep every mismatched card."""
    view, legal = state.view(0), state.legal_moves(0)
    if view["phase"] == "opening":
        return legal[0]
    if view["phase"] == "choice":
        return "keep"
    plays = [move for move in legal if move.startswith("play ")]
    return plays[0] if plays else "follower>Y"


def first_round(seed):
    """(seat, move) of the first round as the page plays it, and the state after it."""
    bridge = load_bridge()
    table = bridge.op_new("cardcassonne", 2, seed)["table"]
    state = bridge.tables[table].state
    while state.view(0)["round"] < 2:
        seat = state.to_play[0]
        if seat == 0:
            bridge.op_play(table, seat, human_move(state))
        else:
            bridge.op_play_computer(table, seat)
        state = bridge.tables[table].state
    return state.history, state


def lit_rows(page):
    return page.locator(".cc-row.target").evaluate_all("els => els.map((e) => e.dataset.row)")


def row(page, colour):
    return page.locator(f'.cc-row[data-row="{colour}"]')


def drag(page, source, target):
    start, goal = box_of(source), box_of(target)
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(goal["x"] + goal["width"] * 0.6, goal["y"] + goal["height"] / 2, steps=8)
    page.mouse.up()


def make_move(page, move, by_drag):
    """Make `move` on the board the way a player would."""
    if move.startswith("joker "):
        assert lit_rows(page) == ["Y", "R", "G", "B"]
        row(page, move[-1]).click()
    elif move == "keep":
        page.get_by_role("button", name="Keep it").click()
    else:
        piece_name = "follower" if move.startswith("follower") else move.split()[1].split(">")[0]
        colour = move.split(">")[1][0]
        piece = page.locator(f'.cc-hand .cc-piece.movable[data-piece="{piece_name}"]').first
        if by_drag:
            drag(page, piece, row(page, colour))
            return
        piece.click()
        face_up_card = move.startswith("play ") and not move.endswith(" down")
        assert lit_rows(page) == ([colour] if face_up_card and "JOKER" not in move
                                  else ["Y", "R", "G", "B"])
        row(page, colour).click()


def test_a_solo_round_played_by_clicks_to_its_summary(open_site, save_screenshot):
    history, after = first_round(SOLO_SEED)
    mine = [(index, move) for index, (seat, move) in enumerate(history) if seat == 0]
    moves = [move for _, move in mine]
    assert moves[0].startswith("joker ") and moves[1].endswith(" down") and "keep" in moves
    dragged = next(index for index, move in mine
                   if move.startswith("play ") and not move.endswith(" down"))
    route = f"cardcassonne/{SOLO_SEED}"
    page = open_site()
    open_saved_game(page, route, GAME.new(2, SOLO_SEED).to_json(), SOLO_SEATS)
    page.locator(".cardcassonne").wait_for()
    assert page.locator(".cc-bar strong").text_content() == "The opening"

    for index, move in mine:
        wait_for_moves(page, index, route)
        page.locator(".cc-piece.movable, .cc-choice-buttons button").first.wait_for()
        make_move(page, move, by_drag=index == dragged)
        if move.endswith(" down"):
            wait_for_moves(page, index + 1, route, at_least=True)
            card = move.split()[1].split(">")[0]
            face_down = row(page, move.split(">")[1][0]).locator(
                f'.cc-card.back.yours[data-card="{card}"]')
            assert face_down.count() == 1

    wait_for_moves(page, len(history), route, at_least=True)
    summary = page.locator(".cc-overlay .cc-round-summary")
    summary.wait_for()
    assert summary.locator("h2").text_content() == "Round 1 scores"
    last_round = after.view(0)["last_round"]
    for seat, name in enumerate(["Ana", "Computer 2"]):
        box = summary.locator(f'.cc-summary-seat[data-seat="{seat}"]')
        assert box.locator(".cc-who").text_content() == name
        assert box.locator(".cc-gain").text_content() == f"+{last_round[seat]['total']}"
        assert page.locator(f'.cc-player[data-seat="{seat}"] .cc-score').text_content() \
            == str(after.scores[seat])
    ana = summary.locator('.cc-summary-seat[data-seat="0"]')
    shown = ana.locator(".cc-card").evaluate_all("els => els.map((e) => e.dataset.card)")
    claimed = [card for key in ("persons", "for_ten", "dragon_fairy", "animals")
               for card in last_round[0][key]]
    assert shown == claimed

    assert after.to_play == (1,), "in this deal the computer starts round 2"
    page.wait_for_timeout(HOLD_CHECK_MS)
    assert saved_moves(page, route) == len(history), "the computer waits behind the summary"
    summary.get_by_role("button", name="On to round 2").click()
    assert page.locator(".cc-overlay").count() == 0
    assert page.locator(".cc-bar strong").text_content() == "Round 2 of 10"
    wait_for_moves(page, len(history) + 1, route, at_least=True)
    page.locator(".cc-hand .cc-piece.movable").first.wait_for()
    save_screenshot(page, "cardcassonne")


def bot_game(seed, players, moves=None):
    """A game the computer plays for every seat, up to `moves` moves or its end."""
    bridge = load_bridge()
    table = bridge.op_new("cardcassonne", players, seed)["table"]
    state = bridge.tables[table].state
    while not state.is_over and (moves is None or len(state.history) < moves):
        bridge.op_play_computer(table, state.to_play[0])
        state = bridge.tables[table].state
    return state


def open_game(open_site, state, route, seats):
    page = open_site()
    open_saved_game(page, route, state.to_json(), seats)
    page.locator(".cardcassonne, .handoff").wait_for()
    return page


def shown_rows(page):
    return page.evaluate("""() => [...document.querySelectorAll('.cc-row')].map((row) =>
      [...row.querySelectorAll('.cc-entry')].map((entry) => {
        const card = entry.querySelector('.cc-card');
        return card ? (card.classList.contains('back') ? 'down:' : '') + card.dataset.card
          : 'follower:' + entry.dataset.seat;
      }))""")


def expected_rows(view):
    return [[f"follower:{entry['seat']}" if entry["kind"] == "follower"
             else ("down:" if entry["face_down"] else "") + entry["card"]
             for entry in row["entries"]] for row in view["rows"]]


def test_rows_show_each_seat_only_its_own_face_down_cards(open_site):
    state = bot_game(7, 2, moves=6)
    views = [state.view(seat) for seat in range(2)]
    assert any(entry["card"] == "BACK" for row in views[0]["rows"] for entry in row["entries"])
    seats = named_seats("Ana", "Bo")
    page = open_game(open_site, state, "cardcassonne/7", seats)
    page.get_by_role("button", name="I am Ana: show my cards").click()
    page.locator(".cc-row").first.wait_for()
    assert shown_rows(page) == expected_rows(views[0])
    hand = page.locator(".cc-hand .cc-piece:not(.follower)").evaluate_all(
        "els => els.map((e) => e.dataset.piece)")
    assert hand == views[0]["hand"]
    assert page.locator(".cc-card.back.yours").count() == sum(
        entry.get("yours", False) for row in views[0]["rows"] for entry in row["entries"])


def test_the_final_summary_shows_the_building_sets(open_site, save_screenshot):
    state = bot_game(7, 4)
    view = state.view(0)
    seats = named_seats("Ana", "Bo", "Cy", "Di", computers=(1, 2, 3))
    page = open_game(open_site, state, "cardcassonne/7?players=4", seats)
    final = page.locator(".cc-final")
    final.wait_for()
    winners = " and ".join(seats[seat]["name"] for seat in view["winners"])
    assert final.locator("h2").text_content().startswith(f"Game over: {winners}")
    for seat, outcome in enumerate(view["final"]):
        standing = final.locator(f'.cc-standing[data-seat="{seat}"]')
        assert standing.locator(".cc-final-score").text_content() == str(view["scores"][seat])
        sets = standing.locator(".cc-set").evaluate_all(
            "els => els.map((e) => [...e.querySelectorAll('.cc-card')].map((c) => c.dataset.card))")
        assert sets == outcome["sets"]
        points = standing.locator(".cc-set-points").all_text_contents()
        assert points == [f"+{value}" for value in outcome["set_points"]]
    assert page.locator(".cc-piece.movable").count() == 0
    save_screenshot(page, "cardcassonne-final")


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True)
def test_phone_layout_fits_and_a_finger_drags_a_card_into_a_row(open_site, save_screenshot):
    state = bot_game(7, 2, moves=2)
    assert state.to_play == (0,) and not state.view(0)["seats"][0]["face_down_done"]
    route = "cardcassonne/7"
    page = open_game(open_site, state, route, SOLO_SEATS)
    assert page_width(page) <= 360
    for colour in "YRGB":
        box = box_of(row(page, colour))
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    card = state.view(0)["hand"][0]
    piece = page.locator(f'.cc-hand .cc-piece[data-piece="{card}"]').first
    touch_drag(page, centre(box_of(piece)), centre(box_of(row(page, "B"))))
    wait_for_moves(page, 3, route, at_least=True)
    assert saved_save(page, route)["moves"][2][1] == f"play {card}>B down"
    save_screenshot(page, "cardcassonne-phone")

"""Agents of the Crown in a real Chromium: a solo season played by clicks, from the secret pass
to its reveal, showing what CPython's engine and computer players give for the same deal; the
year's scoring, which holds a computer dealer until it is read, then a pass chosen while the
computers choose theirs; and pass-and-play, where each player passes and commits behind the
hand-off screen."""

import json

import pytest

import pygames
from pygames.core.cards import card_name

from ...support import (HOLD_CHECK_MS, box_of, centre, landed, load_bridge, named_seats,
                        open_saved_game, pace_script, page_width, read_settled, saved_moves,
                        saved_state, touch_drag, wait_for_moves)

GAME = "agents-of-the-crown"
HUMAN = 0


class SoloTwin:
    """The deal as the page's shell runs it for a human at seat 0 and three computers: after
    each move, every computer listed to play moves (the first listed first), with the
    bridge's computer players, until the human is to play."""

    def __init__(self, seed):
        self.bridge = load_bridge()
        self.table = self.call("new", game=GAME, players=4, seed=seed, options={})["table"]

    def call(self, op, **request):
        answer = json.loads(self.bridge.call(json.dumps({"op": op, **request})))
        assert answer.pop("ok"), answer
        return answer

    def settle(self):
        while True:
            snapshot = self.call("view", table=self.table, seat=HUMAN)
            computer = next((seat for seat in snapshot["to_play"] if seat != HUMAN), None)
            if snapshot["over"] or computer is None:
                return snapshot
            self.call("play_computer", table=self.table, seat=computer)

    def play(self, move):
        self.call("play", table=self.table, seat=HUMAN, move=move)
        return self.settle()


def first_pass(hand):
    noble = next(card for card in hand if card[0] in "TJQK")
    common = next(card for card in hand if card[0] not in "TJQK")
    return noble, common


def a_fighting_card(view):
    """A Common of the first challenge's suit when the hand has one, else the first card."""
    suit = view["challenges"][0]["suit"]
    return next((card for card in view["hand"] if card[1] == suit and card[0] not in "TJQK"),
                view["hand"][0]), suit


def solo_season(seed, face="up"):
    """The snapshots the page should show: at the pass, at Spring, after Spring's reveal."""
    twin = SoloTwin(seed)
    at_pass = twin.settle()
    noble, common = first_pass(at_pass["view"]["hand"])
    at_spring = twin.play(f"pass {noble} {common}")
    card, suit = a_fighting_card(at_spring["view"])
    after = twin.play(f"commit {card} {face} at {suit}")
    return at_pass, (noble, common), at_spring, (card, suit), after


def a_deal_with_both_outcomes():
    """The first deal whose Spring reveal, so played, has a challenge held and one defeated
    with a prize taken: the reveal then shows curses and prizes both."""
    for seed in range(1, 200):
        season = solo_season(seed)
        results = season[-1]["view"]["last_reveal"]["challenges"]
        if any(not r["defeated"] for r in results) and any(r["prizes"] for r in results):
            return seed, season
    raise AssertionError("no deal among the first 200 has both outcomes in Spring")


def hand(page):
    return page.locator(".crown .hand-card").evaluate_all("els => els.map((e) => e.dataset.card)")


def challenges(page):
    return page.locator(".crown .challenge").evaluate_all("""els => els.map((e) => ({
      suit: e.dataset.suit, total: Number(e.querySelector('.total').textContent),
      cards: [...e.querySelectorAll('.pile .card')].map((c) => c.dataset.card),
      placed: [...e.querySelectorAll('.placed-card')].map((p) => [
        Number(p.dataset.seat), p.querySelector('.card').dataset.card ?? null]),
    }))""")


def expected_challenges(view):
    return [{"suit": pile["suit"], "total": pile["total"], "cards": pile["cards"],
             "placed": [[play["seat"], play["card"]] for play in view["commitments"]
                        if play["at"] == pile["suit"]]}
            for pile in view["challenges"]]


def shown_cards(page):
    return set(page.locator("[data-card]").evaluate_all("els => els.map((e) => e.dataset.card)"))


def hidden_from(snapshot, seat):
    return set(pygames.replay(snapshot["save"]).hidden_cards(seat))


def verdict(result):
    if result["defeated"]:
        return ("Defeated by a Noble" if result["noble"]
                else f"Defeated: {result['strength']} in Commons against {result['total']}")
    return f"Held: {result['strength']} in Commons against {result['total']}"


def test_a_solo_season_played_by_clicks_to_its_reveal(open_site, save_screenshot):
    seed, (at_pass, (noble, common), at_spring, (card, suit), after) = a_deal_with_both_outcomes()
    names = ["You", "Computer 2", "Computer 3", "Computer 4"]
    page = open_site(f"#{GAME}/{seed}")
    wait_for_moves(page, len(at_pass["save"]["moves"]))
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    assert hand(page) == at_pass["view"]["hand"]
    assert page.locator(".house-name").all_text_contents() == names
    assert page.locator(".house .house-tag").all_text_contents() == ["choosing"] + ["has passed"] * 3

    pass_button = page.get_by_role("button", name=f"Pass to {names[1]}")
    page.click(f'.hand-card[data-card="{noble}"]')
    assert pass_button.get_attribute("aria-disabled") == "true"
    page.click(f'.hand-card[data-card="{common}"]')
    pass_button.click()
    wait_for_moves(page, len(at_spring["save"]["moves"]))
    spring = at_spring["view"]
    page.locator(".crown .challenge").first.wait_for()
    assert hand(page) == spring["hand"]
    assert sorted(page.locator(".hand-card.received").evaluate_all(
        "els => els.map((e) => e.dataset.card)")) == sorted(spring["passed"]["received"])
    assert challenges(page) == expected_challenges(spring)
    assert not shown_cards(page) & hidden_from(at_spring, HUMAN)

    page.get_by_role("button", name="Face up").click()
    page.click(f'.hand-card[data-card="{card}"]')
    assert page.locator(".challenge.target").count() == len(spring["challenges"])
    page.locator(f'.challenge[data-suit="{suit}"]').get_by_role("button", name="Place here").click()
    wait_for_moves(page, len(after["save"]["moves"]))

    view = after["view"]
    reveal = view["last_reveal"]
    assert (reveal["year"], reveal["season"]) == (1, 0)
    assert {"seat": HUMAN, "card": card, "face": "up", "at": suit} in reveal["plays"]
    panel = page.locator("details.reveal")
    page.locator("details.reveal:not(.stepping):not([open])").wait_for()
    assert panel.locator("summary .panel-title").text_content() == "Reveal of Spring, year 1"
    shown = panel.locator(".resolved").evaluate_all("""els => els.map((e) => ({
      suit: e.dataset.suit, verdict: e.querySelector('.verdict').textContent,
      prizes: [...e.querySelectorAll('.prize')].map((p) =>
        [p.textContent.split(/ takes?/)[0], p.querySelector('.card-tag').title]),
      cursed: [...e.querySelectorAll('.cursed strong')].map((s) => s.textContent),
    }))""")
    assert shown == [{"suit": result["suit"], "verdict": verdict(result),
                      "prizes": [[names[prize["seat"]], card_name(prize["card"])]
                                 for prize in result["prizes"]],
                      "cursed": [names[seat] for seat in result["cursed"]]}
                     for result in reveal["challenges"]]
    assert page.locator(".house .curses").all_text_contents() == [
        f"{house['curses']} curse{'s' if house['curses'] > 1 else ''}" if house["curses"] else "no curse"
        for house in view["houses"]]
    assert view["season"] == 1 and view["to_play"] == [HUMAN]
    assert challenges(page) == expected_challenges(view)
    assert not shown_cards(page) & hidden_from(after, HUMAN)
    assert page.locator(".log li").count() == len(view["log"])
    save_screenshot(page, GAME)


def test_the_year_scoring_holds_a_computer_dealer_and_passes_are_chosen_at_once(
        open_site, save_screenshot):
    """Seat 0 deals every year; here it is a computer and the human plays seat 1."""
    bridge = load_bridge()
    table = bridge.op_new(GAME, 4, 11)["table"]
    while bridge.tables[table].state.view(None)["phase"] != "deal":
        bridge.op_play_computer(table, bridge.tables[table].state.to_play[0])
    state = bridge.tables[table].state
    assert state.to_play == (0,)
    names = ["Computer 1", "Ben", "Computer 3", "Computer 4"]
    route = f"{GAME}/11"
    page = open_site()
    open_saved_game(page, route, state.to_json(), named_seats(*names, computers=(0, 2, 3)))
    summary = page.locator(".year-summary")
    summary.get_by_role("heading", name="Year 1 scored").wait_for()
    assert page.locator("details.reveal summary .panel-title").text_content() == "Reveal of Winter, year 1"
    page.wait_for_timeout(HOLD_CHECK_MS)
    assert saved_moves(page, route) == len(state.history), \
        "the dealer waits while the scoring is read"
    assert page.locator(".game-header .status").text_content() == ""
    save_screenshot(page, f"{GAME}-year-held")

    page.get_by_role("button", name="On to year 2").click()
    dealt = len(state.history) + 1
    wait_for_moves(page, dealt, route)
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    assert saved_moves(page, route) < dealt + 3, \
        "the pass is offered before every computer has passed"
    year_two = saved_state(page, route)
    noble, common = first_pass(year_two.view(1)["hand"])
    page.click(f'.hand-card[data-card="{noble}"]')
    page.click(f'.hand-card[data-card="{common}"]')
    page.get_by_role("button", name="Pass to Computer 3").click()
    page.locator(".crown .challenge").first.wait_for()
    assert saved_moves(page, route) >= dealt + 4, "the computers passed too, then Spring began"


def test_pass_and_play_hides_each_players_secrets_behind_the_hand_off(open_site):
    names = ["Ann", "Ben", "Cid", "Dee"]
    state = pygames.get_game(GAME).new(4, 5)
    page = open_site()
    open_saved_game(page, f"{GAME}/5", state.to_json(), named_seats(*names))

    def take_the_device(seat):
        page.locator(".handoff h2").filter(has_text=f"Pass to {names[seat]}").wait_for()
        assert page.locator(".crown").count() == 0
        page.get_by_role("button", name=f"I am {names[seat]}: show my cards").click()
        page.locator(".crown .hand-card").first.wait_for()

    for seat in range(4):
        take_the_device(seat)
        assert hand(page) == state.view(seat)["hand"]
        noble, common = first_pass(state.view(seat)["hand"])
        page.click(f'.hand-card[data-card="{noble}"]')
        page.click(f'.hand-card[data-card="{common}"]')
        page.get_by_role("button", name=f"Pass to {names[(seat + 1) % 4]}").click()
        state = state.apply(seat, f"pass {noble} {common}")
        wait_for_moves(page, seat + 1)

    take_the_device(0)
    card, suit = a_fighting_card(state.view(0))
    page.click(f'.hand-card[data-card="{card}"]')
    page.locator(f'.challenge[data-suit="{suit}"]').get_by_role("button", name="Place here").click()
    state = state.apply(0, f"commit {card} down at {suit}")
    wait_for_moves(page, 5)

    take_the_device(1)
    assert hand(page) == state.view(1)["hand"]
    assert challenges(page) == expected_challenges(state.view(1))
    assert [0, None] in next(pile for pile in challenges(page) if pile["suit"] == suit)["placed"]
    assert card not in shown_cards(page)
    assert names[0] + " commits a card face down" in " ".join(page.locator(".log li").all_text_contents())


# The Houses' "your left / across / your right" that show, and show whole (a label is a block
# of the House's grid: a word too long for it overflows).
SHOWN_RELATIONS = """(houses) => [...houses.querySelectorAll('.relation')]
  .filter((el) => el.checkVisibility() && el.scrollWidth <= el.clientWidth + 1)
  .map((el) => el.textContent)"""


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True)
def test_phone_passes_by_taps_and_commits_by_a_finger_drag(open_site, save_screenshot):
    seed = 3
    at_pass, (noble, common), at_spring, (card, suit), after = solo_season(seed, face="down")
    page = open_site(f"#{GAME}/{seed}")
    page.locator(".hand-card:not([aria-disabled])").first.wait_for()
    page.locator(f'.hand-card[data-card="{noble}"]').tap()
    page.locator(f'.hand-card[data-card="{common}"]').tap()
    page.get_by_role("button", name="Pass to Computer 2").tap()
    page.locator(".crown .challenge").first.wait_for()
    assert page_width(page) <= 360
    assert challenges(page) == expected_challenges(at_spring["view"])
    # Where each House sits from you shows on a phone too, whole: curses on your left
    # neighbour's House cost you.
    assert read_settled(page.locator(".houses"), SHOWN_RELATIONS) == ["your left", "across", "your right"]

    landed(page)  # the cards received may still be flying in, away from where they land
    page.locator(f'.hand-card[data-card="{card}"]').scroll_into_view_if_needed()
    start = centre(box_of(page.locator(f'.hand-card[data-card="{card}"]')))
    goal = centre(box_of(page.locator(f'.challenge[data-suit="{suit}"] .pile')))
    touch_drag(page, start, goal)
    wait_for_moves(page, len(after["save"]["moves"]))
    assert {"seat": HUMAN, "card": card, "face": "down", "at": suit} in after["view"]["last_reveal"]["plays"]
    page.locator("details.reveal:not(.stepping)").wait_for()
    assert challenges(page) == expected_challenges(after["view"])
    assert page_width(page) <= 360
    save_screenshot(page, f"{GAME}-phone")


# Counts the engine's answers to the computers' moves (play_computer) in window.computerAnswers.
COUNT_COMPUTER_ANSWERS = """(() => {
  window.computerAnswers = 0;
  const asked = new Set();
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (!this.answersCounted) {
      this.answersCounted = true;
      this.addEventListener("message", (event) => {
        if (asked.delete(event.data?.id)) window.computerAnswers += 1;
      });
    }
    try {
      if (JSON.parse(message.request).op === "play_computer") asked.add(message.id);
    } catch {}
    return post.call(this, message, ...rest);
  };
})();"""


def test_a_tap_held_while_a_computer_passes_picks_its_card_and_the_move_waits(page, open_site):
    """A computer's pass that arrives while a card is pressed is drawn after the release: a
    redraw between press and release would take the card from under the tap."""
    page.add_init_script(COUNT_COMPUTER_ANSWERS)
    # The slow pace: the first computer waits 1.4 s, time enough to press a card before it moves.
    page.add_init_script(pace_script("slow"))
    route = f"{GAME}/1"
    open_site(f"#{route}")
    card = page.locator(".hand-card:not([aria-disabled])").first
    card.wait_for()
    code = card.get_attribute("data-card")
    card.evaluate("(element) => { element.dataset.pressed = 'yes'; }")
    page.mouse.move(**centre(box_of(card)))
    page.mouse.down()
    before = saved_moves(page, route)
    assert before < 3, "a computer is still to pass when the card is pressed"
    page.wait_for_function("() => window.computerAnswers > 0")
    page.wait_for_timeout(300)
    assert saved_moves(page, route) == before, "the computer's pass waits for the release"
    assert page.locator(f'.hand-card[data-card="{code}"][data-pressed]').count() == 1, \
        "the pressed card is still the one on screen"
    page.mouse.up()
    page.locator(f'.hand-card[data-card="{code}"].picked').wait_for()
    wait_for_moves(page, before + 1, route, at_least=True)

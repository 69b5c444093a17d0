"""The page never wedges and never makes a move twice: any value stored under the saves'
prefix shows as a damaged save beside the good ones; a link the page cannot open says why
and leads back to the lobby; a double click or a double tap makes one move."""

import json

import pytest

import pygames

from ..support import (SAVE_PREFIX, box_of, go_to, load_bridge, named_seats, save_record,
                      saved_moves, settle, store_save, wait_for_moves)

AGNES = pygames.get_game("agnes")
YOU = named_seats("You")


def agnes_record(route, **changes):
    """A good record of one dealt Agnès game at `route`, with `changes` put over it."""
    record = save_record(route, AGNES.new(1, 1).apply(0, "deal").to_json(), YOU)
    return {**record, **changes}


def with_save(record, **changes):
    return {**record, "save": {**record["save"], **changes}}


def without(record, field):
    return {name: value for name, value in record.items() if name != field}


# Stored text under the saves' prefix that is not a usable saved game, by a label.
DAMAGED = {
    "null": "null",
    "number": "42",
    "array": "[]",
    "string": '"agnes"',
    "true": "true",
    "empty object": "{}",
    "not JSON": "{not json",
}
# Good records with one field made wrong, by a label: built per route below.
BROKEN_FIELDS = {
    "another version": lambda r: {**r, "version": 99},
    "game not a string": lambda r: {**r, "game": 5},
    "no title": lambda r: without(r, "title"),
    "route not a string": lambda r: {**r, "route": 15},
    "route of another deal": lambda r: {**r, "route": "agnes/999999"},
    "seats not a list": lambda r: {**r, "seats": {"name": "You", "kind": "human"}},
    "seat without a name": lambda r: {**r, "seats": [{"kind": "human"}]},
    "seat name not a string": lambda r: {**r, "seats": [{"name": 7, "kind": "human"}]},
    "seat of no kind": lambda r: {**r, "seats": [{"name": "You", "kind": "robot"}]},
    "seat that is null": lambda r: {**r, "seats": [None]},
    "two seats for one player": lambda r: {**r, "seats": YOU * 2},
    "save not an object": lambda r: {**r, "save": "deal"},
    "moves not a list": lambda r: with_save(r, moves={"0": "deal"}),
    "seed not a number": lambda r: with_save(r, seed="1"),
    "players not a number": lambda r: with_save(r, players="1"),
    "save of another game": lambda r: with_save(r, game="agincards"),
    "updated not a number": lambda r: {**r, "updated": "yesterday"},
    "no updated": lambda r: without(r, "updated"),
    "winnable-only not a boolean": lambda r: {**r, "winnableOnly": "yes"},
}


def damaged_entries():
    """{label: (route, stored text)}: every damaged value, each under a route of its own."""
    entries = {}
    for number, (label, text) in enumerate(DAMAGED.items(), start=100):
        entries[label] = (f"agnes/{number}", text)
    for number, (label, breaks) in enumerate(BROKEN_FIELDS.items(), start=200):
        route = f"agnes/{number}"
        entries[label] = (route, json.dumps(breaks(agnes_record(route))))
    return entries


def test_any_stored_value_shows_as_a_damaged_save_and_the_rest_stays_usable(open_site):
    page = open_site()
    entries = damaged_entries()
    page.evaluate("""([prefix, entries]) => { for (const [route, text] of entries)
      localStorage.setItem(prefix + route, text); }""", [SAVE_PREFIX, list(entries.values())])
    store_save(page, "agnes/5", AGNES.new(1, 5).apply(0, "deal").to_json(), YOU)
    page.reload()

    page.locator("button[data-game]").first.wait_for()
    assert page.locator("button[data-game]").count() == len(pygames.GAMES)
    good = page.locator(f'li.save[data-key="{SAVE_PREFIX}agnes/5"]')
    assert good.get_by_role("link", name="Continue").is_visible()
    for label, (route, _) in entries.items():
        row = page.locator(f'li.save[data-key="{SAVE_PREFIX}{route}"]')
        assert "Damaged save" in row.text_content(), label
        assert row.locator(".detail").text_content().strip(), f"{label}: no reason given"
        assert row.get_by_role("button", name="Delete this save").is_visible()

    null_route = entries["null"][0]
    page.locator(f'li.save[data-key="{SAVE_PREFIX}{null_route}"]').get_by_role(
        "button", name="Delete this save").click()
    assert page.evaluate("key => localStorage.getItem(key)", SAVE_PREFIX + null_route) is None
    assert page.locator("li.save.broken").count() == len(entries) - 1

    for label in ("number", "updated not a number"):
        route = entries[label][0]
        go_to(page, route)
        problem = page.locator(".problem")
        problem.get_by_role("heading", name="This saved game is damaged").wait_for()
        problem.get_by_role("button", name="Delete this save").click()
        page.locator("li.save").first.wait_for()
        assert page.evaluate("key => localStorage.getItem(key)", SAVE_PREFIX + route) is None
    go_to(page, "agnes/5")
    page.locator(".agnes .reserve-pile .card").first.wait_for()


def expect_problem(page, route, heading, reason):
    """Open `route`: the page shows `heading`, a reason containing `reason`, and a way back
    to the lobby that works."""
    go_to(page, route)
    problem = page.locator(".problem")
    problem.get_by_role("heading", name=heading).wait_for()
    assert reason.lower() in problem.text_content().lower(), f"#{route}: {problem.text_content()}"
    problem.get_by_role("link", name="Back to the lobby").click()
    page.locator("button[data-game]").first.wait_for()


def test_a_deal_the_engine_refuses_says_why_and_leads_back(open_site):
    page = open_site()
    expect_problem(page, "agnes/1?redeals=99", "This deal cannot be started",
                   "option 'redeals' must be between 0 and 2, not 99")
    expect_problem(page, "agincards/1?tokens=5,5,5", "This deal cannot be started",
                   "option 'tokens' needs a list of 1 values")
    assert page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith('{SAVE_PREFIX}'))") \
        == []


def test_a_new_deal_with_the_storage_full_says_why(open_site):
    page = open_site()
    page.evaluate("""() => {  // fill the storage to the last few characters
      let filler = 0;
      for (const size of [256 * 1024, 4096, 64, 4]) {
        try { for (;;) localStorage.setItem(`test-filler/${filler++}`, "x".repeat(size)); }
        catch { /* full at this size: go on with smaller ones */ }
      }
    }""")
    expect_problem(page, "agnes/4242", "This deal cannot be started", "storage")


# Links that name no deal, each with a part of the reason the page gives.
NOT_DEALS = [
    ("javascript:alert(1)", "javascript:alert(1)"),
    ("agnes/" + "9" * 60, "deal number"),
    ("../../x", "../../x"),
    ("agnes/", "deal number"),
    ("agnes/12?players=x", "players"),
    ("no-such-game/3", "no-such-game"),
]


def test_a_link_that_names_no_deal_says_so_and_an_empty_one_is_the_lobby(open_site):
    page = open_site("#")
    page.locator("button[data-game]").first.wait_for()
    for fragment, reason in NOT_DEALS:
        expect_problem(page, fragment, "This link does not name a deal", reason)
    go_to(page, "agnes/1")
    page.locator(".agnes").wait_for()
    go_to(page, "")
    page.locator("button[data-game]").first.wait_for()
    assert page.locator(".problem").count() == 0


def test_a_double_click_on_deal_deals_once(open_site):
    route = "agnes/31"
    page = open_site("#" + route)
    page.locator('button[data-focus="deal"]').dblclick()
    wait_for_moves(page, 1, route)
    page.locator(".agnes .reserve-pile .card").first.wait_for()
    settle(page)
    assert saved_moves(page, route) == 1


def trick_to_take_last():
    """(save, card): a solo Agony Aunt game where seat 0 plays the last card of a trick,
    and `card` takes it, so seat 0 leads at once: a second tap would play again."""
    bridge = load_bridge()

    def call(op, **args):
        answer = json.loads(bridge.call(json.dumps({"op": op, **args})))
        assert answer["ok"], answer
        return answer

    table = call("new", game="agony-aunt", players=4, seed=1)["table"]
    while True:
        snap = call("view", table=table, seat=0)
        assert not snap["over"], "no trick to take last in this deal"
        if snap["to_play"] == [0] and len(snap["view"]["trick"]) == 3:
            state = pygames.replay(snap["save"])
            for move in snap["legal"]:
                if list(state.apply(0, move["text"]).to_play) == [0]:
                    return snap["save"], move["card"]
        call("play_computer", table=table, seat=snap["to_play"][0])


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
def test_a_double_tap_on_a_card_plays_one_card(open_site):
    route = "agony-aunt/1"
    save, card = trick_to_take_last()
    page = open_site()
    store_save(page, route, save, named_seats("You", "Computer 2", "Computer 3", "Computer 4",
                                              computers=(1, 2, 3)))
    go_to(page, route)
    target = page.locator(f'.aa-hand .card.legal[data-card="{card}"]')
    target.wait_for()
    page.locator(".aa-fan.fanned").wait_for()
    box = box_of(target)
    spot = (box["x"] + 10, box["y"] + 40)
    page.touchscreen.tap(*spot)
    page.touchscreen.tap(*spot)
    wait_for_moves(page, len(save["moves"]) + 1, route, at_least=True)
    page.wait_for_selector(".aa-hand .card.legal")
    settle(page)
    assert saved_moves(page, route) == len(save["moves"]) + 1

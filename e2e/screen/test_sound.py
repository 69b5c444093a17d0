"""Sound and vibration (web/js/kit/sound.js): no AudioContext before the player's first tap or key,
a sound for a move afterwards at the chosen volume, none when muted, and a vibration on a
refusal only while its switch is on. The page's Web Audio is watched by a spy set before any
of its scripts run: every AudioContext made, every sound started, the gain before the
speakers."""

import json

import pygames

from ..support import named_seats, open_saved_game, wait_for_moves
from .test_celebration import win_agnes

AUNT = pygames.get_game("agony-aunt")

SETTINGS_KEY = "cardtable/settings"

SPY = """(() => {
  const spy = { contexts: 0, starts: 0, master: null, vibrations: [], pitches: [] };
  window.soundSpy = spy;
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(...args) { super(...args); spy.contexts += 1; }
  };
  for (const Node of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    const start = Node.prototype.start;
    Node.prototype.start = function (...args) {
      spy.starts += 1;
      return start.apply(this, args);
    };
  }
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (target, ...rest) {
    if (target instanceof AudioDestinationNode) spy.master = this;
    return connect.call(this, target, ...rest);
  };
  const setValueAtTime = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (value, ...rest) {
    if (value > 20) spy.pitches.push(Math.round(value));   // a note's frequency, not a level
    return setValueAtTime.call(this, value, ...rest);
  };
  navigator.vibrate = (pattern) => { spy.vibrations.push(pattern); return true; };
})()"""


def spy(page):
    return page.evaluate("({contexts: soundSpy.contexts, starts: soundSpy.starts,"
                         " volume: soundSpy.master ? soundSpy.master.gain.value : null,"
                         " vibrations: soundSpy.vibrations.length})")


def with_settings(page, site_url, **settings):
    """Open the site once to store `settings`, before the game is opened."""
    page.goto(site_url)
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [SETTINGS_KEY, json.dumps(settings)])


def agnes_card(page, code):
    return page.locator(f'.agnes .card[data-spot][data-card="{code}"]')


def test_no_sound_before_the_first_tap_then_a_move_sounds(page, open_site):
    page.add_init_script(SPY)
    page = open_site()
    # The player has led a card; the three computers play theirs before any tap here.
    state = AUNT.new(4, 7)
    state = state.apply(0, state.legal_moves(0)[0])
    open_saved_game(page, "agony-aunt/7", state.to_json(), named_seats("You", "Ann", "Bob", "Cy",
                                                                       computers=(1, 2, 3)))
    wait_for_moves(page, 4, "agony-aunt/7", at_least=True)
    page.locator(".aa-fan .card.legal").first.wait_for()
    assert spy(page)["contexts"] == 0 and spy(page)["starts"] == 0
    page.locator(".aa-fan .card.legal").first.click(position={"x": 8, "y": 20})
    page.wait_for_function("soundSpy.starts > 0")
    now = spy(page)
    assert now["contexts"] == 1
    assert abs(now["volume"] - 0.6 * 0.5) < 1e-6   # the default volume, 0.6 of the loudest
    # The computers follow; the trick taken has its own chime (660 then 880 Hz).
    page.wait_for_function("soundSpy.pitches.includes(880) && soundSpy.pitches.includes(660)",
                           timeout=20_000)


def test_a_win_plays_its_fanfare(page, open_site):
    page.add_init_script(SPY)
    page = open_site()
    win_agnes(page)
    # C, E, G and the high C of the win (Hz, rounded).
    page.wait_for_function("[523, 659, 784, 1047].every((pitch) => soundSpy.pitches.includes(pitch))")
    assert spy(page)["contexts"] == 1


def test_muted_makes_no_sound_at_all(page, open_site, site_url):
    page.add_init_script(SPY)
    with_settings(page, site_url, sound=False)
    page = open_site("#agnes/1234")
    agnes_card(page, "5H").click(position={"x": 8, "y": 8})   # a refusal: a tap, a sound's cause
    page.locator(".refusal").wait_for()
    page.locator(".agnes .stock").click()                    # a deal
    wait_for_moves(page, 1, "agnes/1234")
    assert spy(page)["contexts"] == 0 and spy(page)["starts"] == 0


def test_the_volume_chosen_is_the_volume_heard(page, open_site, site_url):
    page.add_init_script(SPY)
    with_settings(page, site_url, volume=0.3)
    page = open_site("#agnes/1234")
    page.locator(".agnes .stock").click()
    page.wait_for_function("soundSpy.starts > 0")
    assert abs(spy(page)["volume"] - 0.15) < 1e-6
    page.get_by_role("button", name="Settings").click()
    slider = page.locator("dialog.settings").get_by_label("Volume")
    slider.fill("80")
    page.wait_for_function("Math.abs(soundSpy.master.gain.value - 0.4) < 1e-6")
    assert page.evaluate(f"JSON.parse(localStorage.getItem('{SETTINGS_KEY}')).volume") == 0.8
    page.locator("dialog.settings").get_by_label("Sounds").uncheck()
    before = spy(page)["starts"]
    page.keyboard.press("Escape")
    page.locator(".agnes .stock").click()
    wait_for_moves(page, 2, "agnes/1234")
    assert spy(page)["starts"] == before


def test_a_refusal_vibrates_only_while_its_switch_is_on(page, open_site):
    page.add_init_script(SPY)
    page = open_site("#agnes/1234")
    agnes_card(page, "5H").click(position={"x": 8, "y": 8})
    page.locator(".refusal").wait_for()
    assert spy(page)["vibrations"] == 1
    page.get_by_role("button", name="Settings").click()
    page.locator("dialog.settings").get_by_label("Vibrate when a move is refused").uncheck()
    page.keyboard.press("Escape")
    page.reload()
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
    agnes_card(page, "5H").click(position={"x": 8, "y": 8})
    page.locator(".refusal").wait_for()
    assert spy(page)["vibrations"] == 0
    assert page.evaluate(f"JSON.parse(localStorage.getItem('{SETTINGS_KEY}')).vibration") is False

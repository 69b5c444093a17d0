// The player's settings, remembered in this browser: the pace of the computer players and of
// the table (how long a finished trick or a reveal stays), whether cards move on screen,
// whether a patience shows its timer, the look of the table (look.js: the deck, the cards'
// back, the felt, the cards' size, a left-handed layout) and the sound (sound.js: on or off,
// its volume, vibration on a refusal).
// A change is announced with a "settingschange" event so an open screen can follow it.

import { readObject, writeJSON } from "../kit/storage.js";

const KEY = "cardtable/settings";

// Per pace: the pause before a computer move, how long a finished trick or a step of a reveal
// stays before the table moves on, and how long a card takes to move (0: it simply appears).
export const PACES = {
  slow: { computerMs: 1400, lingerMs: 2600, motionMs: 380 },
  normal: { computerMs: 700, lingerMs: 1500, motionMs: 260 },
  fast: { computerMs: 300, lingerMs: 700, motionMs: 160 },
  instant: { computerMs: 0, lingerMs: 0, motionMs: 0 },
};

// The settings that are one of a few choices, the first of each the default.
export const CHOICES = {
  deck: ["classic", "four-colour", "contrast"],
  back: ["blue", "red", "black"],
  felt: ["green", "blue", "wine", "grey"],
  cardSize: ["normal", "large"],
};
const SWITCHES = { animations: true, timer: false, leftHanded: false, sound: true, vibration: true };
const DEFAULT_VOLUME = 0.6;

/** The settings now, each checked (a damaged value is the default): {pace, animations, timer, deck,
 * back, felt, cardSize, leftHanded, sound, volume (0 to 1), vibration}. */
export function settings() {
  const stored = readObject(KEY);  // unreadable or unavailable storage: the defaults
  const now = { pace: stored.pace in PACES ? stored.pace : "normal" };
  for (const [name, fallback] of Object.entries(SWITCHES)) {
    now[name] = typeof stored[name] === "boolean" ? stored[name] : fallback;
  }
  for (const [name, choices] of Object.entries(CHOICES)) {
    now[name] = choices.includes(stored[name]) ? stored[name] : choices[0];
  }
  const volume = stored.volume;
  now.volume = typeof volume === "number" && volume >= 0 && volume <= 1 ? volume : DEFAULT_VOLUME;
  return now;
}

/** Change some settings and remember them; returns the new settings. */
export function updateSettings(changes) {
  const next = { ...settings(), ...changes };
  writeJSON(KEY, next);  // full or unavailable storage: the change holds for this visit only
  dispatchEvent(new CustomEvent("settingschange", { detail: next }));
  return next;
}

/** The timings of the current pace. */
export function pace() {
  return PACES[settings().pace];
}

/** Whether things may move on screen: the setting, and the system's reduced motion. */
export function motionAllowed() {
  return settings().animations && !matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** How long a card takes to move now: 0 when animations are off, the pace is instant, or the
 * system asks for reduced motion. */
export function motionMs() {
  return motionAllowed() ? pace().motionMs : 0;
}

export const SETTINGS_KEY = KEY;

// The player's settings, remembered in this browser: the pace of the computer players and of
// the table (how long a finished trick or a reveal stays), whether cards move on screen, and
// whether a patience shows its timer.
// A change is announced with a "settingschange" event so an open screen can follow it.

const KEY = "cardtable/settings";

// Per pace: the pause before a computer move, how long a finished trick or a step of a reveal
// stays before the table moves on, and how long a card takes to move (0: it simply appears).
export const PACES = {
  slow: { computerMs: 1400, lingerMs: 2600, motionMs: 380 },
  normal: { computerMs: 700, lingerMs: 1500, motionMs: 260 },
  fast: { computerMs: 300, lingerMs: 700, motionMs: 160 },
  instant: { computerMs: 0, lingerMs: 0, motionMs: 0 },
};
const DEFAULTS = { pace: "normal", animations: true, timer: false };

function read() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY));
    if (stored && typeof stored === "object" && !Array.isArray(stored)) return stored;
  } catch {
    // unreadable or unavailable storage: the defaults
  }
  return {};
}

/** The settings now: {pace, animations, timer}, each checked (a damaged value is the default). */
export function settings() {
  const stored = read();
  return {
    pace: stored.pace in PACES ? stored.pace : DEFAULTS.pace,
    animations: typeof stored.animations === "boolean" ? stored.animations : DEFAULTS.animations,
    timer: typeof stored.timer === "boolean" ? stored.timer : DEFAULTS.timer,
  };
}

/** Change some settings and remember them; returns the new settings. */
export function updateSettings(changes) {
  const next = { ...settings(), ...changes };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // full or unavailable storage: the change holds for this visit only
  }
  dispatchEvent(new CustomEvent("settingschange", { detail: next }));
  return next;
}

/** The timings of the current pace. */
export function pace() {
  return PACES[settings().pace];
}

/** How long a card takes to move now: 0 when animations are off, the pace is instant, or the
 * system asks for reduced motion. */
export function motionMs() {
  if (!settings().animations || matchMedia("(prefers-reduced-motion: reduce)").matches) return 0;
  return pace().motionMs;
}

export const SETTINGS_KEY = KEY;

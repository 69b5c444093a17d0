// The page's small memories in localStorage (settings, statistics, choices, what was offered).
// Storage may be switched off, full, or hold text damaged by hand or by another version: every
// reader here then answers "nothing stored", so the page goes on with its defaults, and a
// value that could not be written holds for this visit only.
// Saved games (saves.js) report their own failures, and are not read through here.

/** The text stored under `key`, or null: none, or storage unavailable. */
export function readText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The value stored as JSON under `key`, or null: none, damaged, or storage unavailable. */
export function readJSON(key) {
  try {
    return JSON.parse(localStorage.getItem(key));
  } catch {
    return null;
  }
}

/** The object stored as JSON under `key`, or {} when there is none or it is not an object. */
export function readObject(key) {
  const stored = readJSON(key);
  return stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
}

/** Keep `text` under `key`, unless storage is full or unavailable. */
export function writeText(key, text) {
  try {
    localStorage.setItem(key, text);
  } catch {
    // not kept: it holds for this visit only
  }
}

/** Keep `value` as JSON under `key`, unless storage is full or unavailable. */
export function writeJSON(key, value) {
  writeText(key, JSON.stringify(value));
}

/** Forget what is stored under `key` (nothing happens when storage is unavailable). */
export function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // unavailable storage holds nothing to forget
  }
}

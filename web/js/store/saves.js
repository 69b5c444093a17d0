// Saved games in localStorage, one key per game. The key is the game's route (see
// routes.js), so reloading a deal's address finds that deal where it was left. A new deal is
// dealt by the engine and saved here before any screen shows it (engine/new-deal.js).
//
// A record: {version, game, title, route, seats, save, updated, revision, counted,
// winnableOnly, grade, dealGrade, playMs}
// where `save` is the engine's State.to_json() (seed, options and move list), kind is
// "human" or "computer", `updated` the time of the last write in milliseconds and
// `revision` an id each write makes afresh. Reading never throws: anything stored under
// the prefix that is not such a record comes back with a `problem` (a message key of
// i18n.js), whatever it holds. Seats are described in seats.js; `counted` is set once a
// finished game has been counted in the statistics. `winnableOnly` and `grade` (optional) say
// the deal was dealt with "winnable deals only" or of a grade ("easy", ...: the game's
// `grades`), so a new deal from it is dealt the same way. `dealGrade` (optional): the deal's
// own grade, once the engine has graded it, so an open costs nothing for it. `playMs`
// (optional): the time a patience has been played (screen/clock.js).
//
// Several tabs may show one game. A write names the revision it replaces and fails with a
// SaveConflict when another tab has written or deleted the game since: a tab can never
// replace moves it has not seen, even when it missed the storage event that told of them.

import { t } from "../kit/i18n.js";
import { LEVELS } from "./seats.js";

export const SAVE_PREFIX = "cardtable/save/";
// The review of a finished game (screen/review.js), kept beside its save under the same route.
export const REVIEW_PREFIX = "cardtable/review/";
// The review's own version: a kept review of another one is computed again, as the engine's
// marks or words have changed since (2: give-ups marked, leads in points, every deal
// reviewed; 3: words that agree with the mark and with the cards as they lay).
const REVIEW_VERSION = 3;
const VERSION = 1;

export class SaveConflict extends Error {
  name = "SaveConflict";
}

export function saveKey(route) {
  return SAVE_PREFIX + route;
}

/** Whether a parsed JSON value is an object (not null, not a list). */
export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** The problem with a parsed value stored (or to be stored) for `route`, or null when it is
 * a usable record: every field the page reads has the type it expects. */
export function saveProblem(record, route) {
  if (!isObject(record)) return "save.not-a-save";
  if (record.version !== VERSION) return "save.other-version";
  if (typeof record.game !== "string") return "save.no-game";
  if (typeof record.title !== "string") return "save.no-title";
  if (record.route !== route) return "save.other-address";
  if (!Number.isFinite(record.updated)) return "save.no-time";
  if (record.revision !== undefined && typeof record.revision !== "string") return "save.bad-revision";
  if (record.winnableOnly !== undefined && typeof record.winnableOnly !== "boolean") return "save.bad-dealing";
  if (record.grade !== undefined && typeof record.grade !== "string") return "save.bad-dealing";
  if (record.dealGrade !== undefined && typeof record.dealGrade !== "string") return "save.bad-dealing";
  if (record.playMs !== undefined && !(Number.isFinite(record.playMs) && record.playMs >= 0)) {
    return "save.bad-time";
  }
  const { save, seats } = record;
  if (!isObject(save) || !Array.isArray(save.moves)) return "save.no-moves";
  if (save.game !== record.game) return "save.other-game";
  if (!Number.isSafeInteger(save.seed)) return "save.no-seed";
  if (!Array.isArray(seats) || seats.length !== save.players) return "save.seats-mismatch";
  const seatOk = (seat) => isObject(seat) && typeof seat.name === "string"
    && (seat.kind === "human" || (seat.kind === "computer"
      && (seat.level === undefined || LEVELS.includes(seat.level))));
  if (!seats.every(seatOk)) return "save.bad-seat";
  return null;
}

/**
 * {key, record, problem, revision} for one key. Nothing stored: all null. A usable record:
 * problem null. Anything else: record null and problem says why. `revision` is what a
 * write must name to replace the stored text: its record's revision, or the text itself
 * for a record from before revisions and for damaged text.
 */
export function readSave(key) {
  const text = localStorage.getItem(key);
  if (text === null) return { key, record: null, problem: null, revision: null };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { key, record: null, problem: "save.unreadable", revision: text };
  }
  const problem = saveProblem(value, key.slice(SAVE_PREFIX.length));
  const revision = typeof value?.revision === "string" ? value.revision : text;
  return { key, record: problem ? null : value, problem, revision };
}

/** Every stored save, the most recently played first; broken ones last. */
export function listSaves() {
  const entries = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key.startsWith(SAVE_PREFIX)) entries.push(readSave(key));
  }
  const age = (entry) => (entry.record ? -entry.record.updated : Infinity);
  return entries.sort((a, b) => age(a) - age(b) || a.key.localeCompare(b.key));
}

/** Whether the saved game `record` has begun (a move made). A deal nobody has moved in has
 * nothing to continue: the lobby does not list it and a backup does not carry it (its address
 * deals it again), so both count the same games. */
export function begun(record) {
  return record.save.moves.length > 0;
}

function newRevision() {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("-");
}

/** Store `record` under its route in place of the stored `replacing` revision (null: in
 * place of nothing) and return it as stored, with its new revision. Throws SaveConflict when
 * the stored revision is another, and an Error a player can read when storage is full. */
export function writeSave(record, replacing, updated = Date.now()) {
  const key = saveKey(record.route);
  const stored = readSave(key).revision;
  if (stored !== replacing) {
    throw new SaveConflict(t(stored === null ? "save.deleted-elsewhere" : "save.changed-elsewhere"));
  }
  const full = { ...record, version: VERSION, updated, revision: newRevision() };
  try {
    localStorage.setItem(key, JSON.stringify(full));
  } catch (error) {
    if (error.name !== "QuotaExceededError") throw error;
    throw new Error(t("save.storage-full"));
  }
  return full;
}

export function deleteSave(key) {
  localStorage.removeItem(key);
  forgetReview(key);
}

/** Delete the save under `key` and return the text it was stored as, for restoreSave (its
 * review goes: computed again if it is wanted again). */
export function takeSave(key) {
  const text = localStorage.getItem(key);
  localStorage.removeItem(key);
  forgetReview(key);
  return text;
}

function forgetReview(saveKeyText) {
  if (saveKeyText.startsWith(SAVE_PREFIX)) {
    localStorage.removeItem(REVIEW_PREFIX + saveKeyText.slice(SAVE_PREFIX.length));
  }
}

/** The review kept for the finished game `record` and `seat` ({entries, summary}), or null:
 * none kept, one of another game at that address (the deal started again), of another
 * seat or of another REVIEW_VERSION, or damaged text. */
export function keptReview(record, seat) {
  let kept;
  try {
    kept = JSON.parse(localStorage.getItem(REVIEW_PREFIX + record.route));
  } catch {
    return null;
  }
  const usable = isObject(kept) && kept.version === REVIEW_VERSION && kept.seat === seat
    && sameSave(kept.save, record.save)
    && Array.isArray(kept.entries) && kept.entries.every(isObject) && isObject(kept.summary);
  return usable ? { entries: kept.entries, summary: kept.summary } : null;
}

/** Keep `review` ({entries, summary}) beside the game `record` for `seat`; whether it was
 * kept (a full storage keeps nothing: the review is computed again next time). */
export function keepReview(record, seat, review) {
  try {
    localStorage.setItem(REVIEW_PREFIX + record.route,
      JSON.stringify({ version: REVIEW_VERSION, seat, save: record.save, ...review }));
    return true;
  } catch (error) {
    if (error.name !== "QuotaExceededError") throw error;
    return false;
  }
}

/** Put back the text `takeSave` returned, exactly as it was (its revision and time too),
 * unless a game is stored there again (another tab started it): whether it went back. Throws
 * an Error a player can read when storage is full. */
export function restoreSave(key, text) {
  if (text === null || localStorage.getItem(key) !== null) return false;
  try {
    localStorage.setItem(key, text);
  } catch (error) {
    if (error.name !== "QuotaExceededError") throw error;
    throw new Error(t("save.storage-full"));
  }
  return true;
}

/** Whether two engine saves are one game at one position (the order of keys aside). */
export function sameSave(a, b) {
  const sorted = (_, value) => (isObject(value)
    ? Object.fromEntries(Object.keys(value).sort().map((name) => [name, value[name]])) : value);
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
}

/** Call `listener(key)` whenever another tab writes or deletes a save (key null: it cleared
 * every stored value). The browser tells only the other tabs, never the one that wrote. */
export function watchSaves(listener) {
  addEventListener("storage", ({ key }) => {
    if (key === null || key.startsWith(SAVE_PREFIX)) listener(key);
  });
}

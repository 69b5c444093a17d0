// Saved games in localStorage, one key per game. The key is the game's route (see
// routes.js), so reloading a deal's address finds that deal where it was left.
//
// A record: {version, game, title, route, seats: [{name, kind}], save, updated}
// where `save` is the engine's State.to_json() (seed, options and move list) and kind is
// "human" or "computer". Reading never throws: a broken entry comes back with a `problem`.

const PREFIX = "cardtable/save/";
const VERSION = 1;

export function saveKey(route) {
  return PREFIX + route;
}

/** The problem with a parsed record, or null when its shape is right. */
function shapeProblem(record) {
  if (!record || typeof record !== "object") return "not a saved game";
  if (record.version !== VERSION) return `saved by another version (${record.version})`;
  const { save, seats } = record;
  if (typeof record.game !== "string" || typeof record.route !== "string") return "no game named";
  if (!save || typeof save !== "object" || !Array.isArray(save.moves)) return "no move list";
  if (save.game !== record.game) return "the move list belongs to another game";
  if (!Array.isArray(seats) || seats.length !== save.players) return "the seats do not match";
  const seatOk = (seat) => seat && typeof seat.name === "string"
    && (seat.kind === "human" || seat.kind === "computer");
  if (!seats.every(seatOk)) return "a seat is damaged";
  return null;
}

/** {key, record, problem} for one key: record is null when there is no save (problem null)
 * or when it cannot be used (problem says why). */
export function readSave(key) {
  let record = null;
  try {
    record = JSON.parse(localStorage.getItem(key));
  } catch {
    return { key, record: null, problem: "its text cannot be read" };
  }
  if (record === null) return { key, record: null, problem: null };
  const problem = shapeProblem(record);
  return { key, record: problem ? null : record, problem };
}

/** Every stored save, the most recently played first; broken ones last. */
export function listSaves() {
  const entries = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key.startsWith(PREFIX)) entries.push(readSave(key));
  }
  const age = (entry) => (entry.record ? -entry.record.updated : Infinity);
  return entries.sort((a, b) => age(a) - age(b) || a.key.localeCompare(b.key));
}

export function writeSave(record) {
  const full = { ...record, version: VERSION, updated: Date.now() };
  localStorage.setItem(saveKey(record.route), JSON.stringify(full));
  return full;
}

export function deleteSave(key) {
  localStorage.removeItem(key);
}

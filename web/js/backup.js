// Backups: everything the page stores for the player, in one JSON file and back, so that
// clearing the browser's data or changing devices loses nothing.
//
// The file: {"format": "cardtable-backup", "version": 1, "exported": ISO time,
//            "saves": {route: record, ...}} with one section per stored kind below.
// Importing checks each entry before it is stored (a saved game is replayed by the engine),
// reports the damaged ones one by one, stores what is new, skips what is here already and
// asks before replacing anything different.

import { ask } from "./dialogs.js";
import { h } from "./dom.js";
import { call } from "./engine.js";
import { formatRoute } from "./routes.js";
import { isObject, listSaves, readSave, sameSave, saveKey, saveProblem, writeSave } from "./saves.js";

const BACKUP_FORMAT = "cardtable-backup";
const BACKUP_VERSION = 1;
// Browsers give a site about 5 MB of storage: a bigger file cannot be a backup of it.
const MAX_BACKUP_BYTES = 5 * 1024 * 1024;
// A backup nests a few levels (a route, a record, its save, a move); far deeper is not one.
const MAX_NESTING = 32;
// Some browsers read a download's blob after the click returns: free it well after.
const DOWNLOAD_KEPT_MS = 40_000;

/** One saved game a backup holds, by route; see STORED_KINDS. */
const SAVES = {
  name: "saves",
  nouns: ["game", "games"],
  entries: () => listSaves().flatMap(({ record }) => (record ? [[record.route, record]] : [])),
  stored(route) {
    const { record, revision } = readSave(saveKey(route));
    return revision === null ? null : { value: record, revision };
  },
  async check(route, record, games) {
    const problem = saveProblem(record, route);
    if (problem) return problem;
    try {
      await call("check", { save: record.save });
    } catch (error) {
      return error.message;
    }
    const describe = games.get(record.game);
    if (!describe) return `there is no game called "${record.game}" here`;
    const { seed, players, options } = record.save;
    return formatRoute(describe, { seed, players, options }) === route ? null
      : "its address is not the one of its deal";
  },
  same: (stored, record) => stored !== null && sameSave(stored.save, record.save),
  store: (route, record, revision) => writeSave(record, revision, record.updated),
  label: (route, record) => `${record.title}, deal ${record.save.seed}`,
  describe(record) {
    if (!record) return "a damaged save of it";
    const moves = record.save.moves.length;
    const when = new Date(record.updated).toLocaleString();
    return `${moves} move${moves === 1 ? "" : "s"}, saved ${when}`;
  },
};

/**
 * The kinds of stored data a backup carries. Each is one section of the file, `name`,
 * holding its entries by name (saves: records by route), and says:
 *   nouns                         [one, many]: what the player calls its entries;
 *   entries()                     [name, value] of each entry to export;
 *   stored(name)                  {value, revision} of what is stored under that name now
 *                                 (value null when damaged), or null when nothing is;
 *   check(name, value, games)     (async) why an entry from a file cannot be stored, or null;
 *   same(storedValue, value)      whether the entry is here already, so nothing is asked;
 *   store(name, value, revision)  store it in place of `revision`; throws with a reason;
 *   label(name, value)            what the player calls a checked entry;
 *   describe(value)               a few words on one (value null: damaged) for a question.
 * Statistics or settings, stored under their own prefixes, join backups by being added here.
 */
const STORED_KINDS = [SAVES];

/** Download every entry of every kind as one backup file. */
export function exportBackup() {
  const backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported: new Date().toISOString() };
  for (const kind of STORED_KINDS) backup[kind.name] = Object.fromEntries(kind.entries());
  const url = URL.createObjectURL(new Blob([JSON.stringify(backup)], { type: "application/json" }));
  const link = h("a", { href: url, download: `cardtable-backup-${backup.exported.slice(0, 10)}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_KEPT_MS);
}

/** How deep the JSON text nests lists and objects, from the text alone (strings skipped). */
function nestingDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "[" || char === "{") {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (char === "]" || char === "}") {
      depth -= 1;
    }
  }
  return deepest;
}

/** The backup a file holds; an Error says why it holds none. */
async function readBackup(file) {
  if (file.size > MAX_BACKUP_BYTES) {
    const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
    throw new Error(`it is ${megabytes(file.size)} MB, and a backup is at most `
      + `${megabytes(MAX_BACKUP_BYTES)} MB`);
  }
  const text = await file.text();
  if (nestingDepth(text) > MAX_NESTING) throw new Error("it nests values far deeper than a backup");
  let backup;
  try {
    backup = JSON.parse(text);
  } catch {
    throw new Error("it is not JSON text");
  }
  if (!isObject(backup) || backup.format !== BACKUP_FORMAT) {
    throw new Error("it is not a card table backup");
  }
  if (backup.version !== BACKUP_VERSION) {
    throw new Error(Number.isSafeInteger(backup.version) && backup.version > BACKUP_VERSION
      ? "it was made by a newer version of the card table" : "its version is unknown");
  }
  const damaged = STORED_KINDS.find((kind) => kind.name in backup && !isObject(backup[kind.name]));
  if (damaged) throw new Error(`its ${damaged.name} are damaged`);
  return backup;
}

const count = (n, [one, many]) => `${n} ${n === 1 ? one : many}`;
const shorten = (text) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** Check one entry from a backup and store it unless the player keeps what is here. */
async function importEntry(kind, name, value, games, tally) {
  const problem = await kind.check(name, value, games);
  if (problem) {
    tally.refused.push(`Not imported: "${shorten(name)}": ${problem}.`);
    return;
  }
  const stored = kind.stored(name);
  if (stored && kind.same(stored.value, value)) {
    tally.present += 1;
    return;
  }
  if (stored) {
    const choice = await ask(`${kind.label(name, value)} is here already`,
      [`This browser has ${kind.describe(stored.value)}.`,
        `The backup has ${kind.describe(value)}.`,
        "Replace the one here with the backup's, or keep it?"],
      ["Keep", "Replace"]);
    if (choice !== "Replace") {
      tally.kept += 1;
      return;
    }
  }
  try {
    kind.store(name, value, stored ? stored.revision : null);
    tally.imported += 1;
  } catch (error) {
    tally.refused.push(`Not imported: ${kind.label(name, value)}: ${error.message}.`);
  }
}

/**
 * Import a backup file: resolves with the lines of a report for the player; rejects with
 * an Error saying why when the file is no backup. `games`: the playable games by id.
 */
export async function importBackup(file, games) {
  const backup = await readBackup(file);
  const lines = [];
  for (const kind of STORED_KINDS) {
    const tally = { imported: 0, present: 0, kept: 0, refused: [] };
    const entries = Object.entries(backup[kind.name] ?? {});
    for (const [name, value] of entries) await importEntry(kind, name, value, games, tally);
    if (!entries.length) lines.push(`The backup holds no ${kind.nouns[1]}.`);
    if (tally.imported) lines.push(`Imported ${count(tally.imported, kind.nouns)}.`);
    if (tally.present) lines.push(`${count(tally.present, kind.nouns)} already here, unchanged.`);
    if (tally.kept) lines.push(`Kept this browser's version of ${count(tally.kept, kind.nouns)}.`);
    lines.push(...tally.refused);
  }
  return lines;
}

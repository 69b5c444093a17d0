// Backups: everything the page stores for the player, in one JSON file and back, so that
// clearing the browser's data or changing devices loses nothing.
//
// The file: {"format": "cardtable-backup", "version": 1, "exported": ISO time,
//            "saves": {route: record, ...}} with one section per stored kind below.
// Importing checks each entry before it is stored (a saved game is replayed by the engine),
// reports the damaged ones one by one, stores what is new, skips what is here already and
// asks before replacing anything different.

import { ask } from "../kit/dialogs.js";
import { h } from "../kit/dom.js";
import { dayEntries, dayProblem, dayRecord, storeDay } from "./daily.js";
import { call } from "../engine/engine.js";
import { dateLocale, t } from "../kit/i18n.js";
import { formatRoute } from "../store/routes.js";
import { begun, isObject, listSaves, readSave, sameSave, saveKey, saveProblem, writeSave } from "../store/saves.js";
import { allStats, replaceGameStats, statsProblem } from "../store/stats.js";

const BACKUP_FORMAT = "cardtable-backup";
const BACKUP_VERSION = 1;
// Browsers give a site about 5 MB of storage: a bigger file cannot be a backup of it.
const MAX_BACKUP_BYTES = 5 * 1024 * 1024;
// A backup nests a few levels (a route, a record, its save, a move); far deeper is not one.
const MAX_NESTING = 32;
// Some browsers read a download's blob after the click returns: free it well after.
const DOWNLOAD_KEPT_MS = 40_000;

/** One saved game a backup holds, by route; see STORED_KINDS. The games the lobby lists,
 * begun (store/saves.js): a deal not begun holds nothing to keep, and counted it would make
 * the backup's count another than the lobby's. */
const SAVES = {
  name: "saves",
  noun: "backup.games",
  entries: () => listSaves().flatMap(({ record }) => (record && begun(record)
    ? [[record.route, record]] : [])),
  stored(route) {
    const { record, revision } = readSave(saveKey(route));
    return revision === null ? null : { value: record, revision };
  },
  async check(route, record, games) {
    const problem = saveProblem(record, route);
    if (problem) return t(problem);
    try {
      await call("check", { save: record.save });
    } catch (error) {
      return error.message;
    }
    const describe = games.get(record.game);
    if (!describe) return t("backup.unknown-game", { game: record.game.slice(0, 60) });
    const { seed, players, options } = record.save;
    return formatRoute(describe, { seed, players, options }) === route ? null
      : t("backup.wrong-address");
  },
  same: (stored, record) => stored !== null && sameSave(stored.save, record.save),
  store: (route, record, revision) => writeSave(record, revision, record.updated),
  label: (route, record) => t("backup.game-label", { game: record.game, seed: record.save.seed }),
  describe(record) {
    if (!record) return t("backup.damaged-here");
    // Written as the lobby writes its day's date: in the reader's own way ("21 November 2026"
    // under en-GB, "21 novembre 2026" in French), not the bare language's (US-style for "en").
    return t("backup.game-detail", { moves: record.save.moves.length,
      when: new Date(record.updated).toLocaleString(dateLocale(),
        { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }) });
  },
};

/** The statistics of one game, by game id. */
const STATS = {
  name: "stats",
  noun: "backup.stats",
  entries: () => Object.entries(allStats()),
  stored(game) {
    const buckets = allStats()[game];
    return buckets ? { value: buckets, revision: JSON.stringify(buckets) } : null;
  },
  async check(game, buckets, games) {
    if (!games.has(game)) return t("backup.unknown-game", { game: game.slice(0, 60) });
    const problem = statsProblem(buckets);
    return problem ? t(problem) : null;
  },
  same: (stored, buckets) => stored !== null && JSON.stringify(stored) === JSON.stringify(buckets),
  store: (game, buckets) => replaceGameStats(game, buckets),
  label: (game) => t("backup.stats-label", { game }),
  describe(buckets) {
    if (!buckets) return t("backup.damaged-here");
    const played = Object.values(buckets).reduce((sum, bucket) => sum + bucket.played, 0);
    return t("backup.stats-detail", { played });
  },
};

/** Today's deal of each day played, by date (daily.js): its route and result. */
const DAYS = {
  name: "days",
  noun: "backup.days",
  entries: dayEntries,
  stored(day) {
    const entry = dayRecord(day);
    return entry ? { value: entry, revision: JSON.stringify(entry) } : null;
  },
  async check(day, entry) {
    const problem = dayProblem(day, entry);
    return problem ? t(problem) : null;
  },
  same: (stored, entry) => stored !== null && stored.route === entry.route
    && (stored.result ?? null) === (entry.result ?? null),
  store: (day, entry) => storeDay(day, entry),
  label: (day) => t("backup.day-label", { date: day }),
  describe(entry) {
    if (!entry) return t("backup.damaged-here");
    return t(`backup.day-detail.${entry.result ?? "new"}`);
  },
};

/**
 * The kinds of stored data a backup carries. Each is one section of the file, `name`,
 * holding its entries by name (saves: records by route), and says:
 *   noun                          the message key of its entries' count ("{count|# game|# games}");
 *   entries()                     [name, value] of each entry to export;
 *   stored(name)                  {value, revision} of what is stored under that name now
 *                                 (value null when damaged), or null when nothing is;
 *   check(name, value, games)     (async) why an entry from a file cannot be stored, or null;
 *   same(storedValue, value)      whether the entry is here already, so nothing is asked;
 *   store(name, value, revision)  store it in place of `revision`; throws with a reason;
 *   label(name, value)            what the player calls a checked entry;
 *   describe(value)               a few words on one (value null: damaged) for a question.
 * Another kind of stored data joins backups by being added here.
 */
const STORED_KINDS = [SAVES, STATS, DAYS];

/** Download every entry of every kind as one backup file; returns {games, damaged, file}: how
 * many saved games it holds (the games the lobby lists), how many damaged ones the lobby lists
 * that it leaves out, and the name of the file. */
export function exportBackup() {
  const backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported: new Date().toISOString() };
  for (const kind of STORED_KINDS) backup[kind.name] = Object.fromEntries(kind.entries());
  const url = URL.createObjectURL(new Blob([JSON.stringify(backup)], { type: "application/json" }));
  const file = `cardtable-backup-${backup.exported.slice(0, 10)}.json`;
  const link = h("a", { href: url, download: file });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_KEPT_MS);
  const damaged = listSaves().filter(({ record }) => record === null).length;
  return { games: Object.keys(backup[SAVES.name]).length, damaged, file };
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
    throw new Error(t("backup.too-big", { size: megabytes(file.size),
      limit: megabytes(MAX_BACKUP_BYTES) }));
  }
  const text = await file.text();
  if (nestingDepth(text) > MAX_NESTING) throw new Error(t("backup.too-deep"));
  let backup;
  try {
    backup = JSON.parse(text);
  } catch {
    throw new Error(t("backup.not-json"));
  }
  if (!isObject(backup) || backup.format !== BACKUP_FORMAT) {
    throw new Error(t("backup.not-backup"));
  }
  if (backup.version !== BACKUP_VERSION) {
    throw new Error(t(Number.isSafeInteger(backup.version) && backup.version > BACKUP_VERSION
      ? "backup.newer" : "backup.unknown-version"));
  }
  const damaged = STORED_KINDS.find((kind) => kind.name in backup && !isObject(backup[kind.name]));
  if (damaged) throw new Error(t("backup.damaged-section", { section: damaged.name }));
  return backup;
}

const shorten = (text) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** Check one entry from a backup and store it unless the player keeps what is here. */
async function importEntry(kind, name, value, games, tally) {
  const problem = await kind.check(name, value, games);
  if (problem) {
    tally.refused.push(t("backup.not-imported", { name: shorten(name), reason: problem }));
    return;
  }
  const stored = kind.stored(name);
  if (stored && kind.same(stored.value, value)) {
    tally.present += 1;
    return;
  }
  if (stored) {
    const choice = await ask(t("backup.here-already", { label: kind.label(name, value) }),
      [t("backup.browser-has", { detail: kind.describe(stored.value) }),
        t("backup.file-has", { detail: kind.describe(value) }),
        t("backup.replace-or-keep")],
      [t("backup.keep"), t("backup.replace")]);
    if (choice !== t("backup.replace")) {
      tally.kept += 1;
      return;
    }
  }
  try {
    kind.store(name, value, stored ? stored.revision : null);
    tally.imported += 1;
  } catch (error) {
    tally.refused.push(t("backup.not-imported", { name: kind.label(name, value), reason: error.message }));
  }
}

/**
 * Import a backup file: resolves with the lines of a report for the player; rejects with
 * an Error saying why when the file is no backup. `games`: the playable games by id.
 */
export async function importBackup(file, games) {
  const backup = await readBackup(file);
  const lines = [];
  let entriesSeen = 0;
  for (const kind of STORED_KINDS) {
    const tally = { imported: 0, present: 0, kept: 0, refused: [] };
    const entries = Object.entries(backup[kind.name] ?? {});
    entriesSeen += entries.length;
    for (const [name, value] of entries) await importEntry(kind, name, value, games, tally);
    const count = (number) => t(kind.noun, { count: number });
    if (tally.imported) lines.push(t("backup.imported", { what: count(tally.imported) }));
    if (tally.present) lines.push(t("backup.present", { what: count(tally.present) }));
    if (tally.kept) lines.push(t("backup.kept", { what: count(tally.kept) }));
    lines.push(...tally.refused);
  }
  if (!entriesSeen) lines.push(t("backup.holds-none"));
  return lines;
}

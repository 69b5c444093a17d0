// The new-game dialog's last choices, per game, remembered in this browser: the number of
// players, each seat (the name typed, human or computer, a computer's level), the options and
// "winnable deals only" and the grade. Only codes and typed names are kept, never words of a language, so
// the choices hold in either language. Each part is checked against the game when read: a
// damaged or outdated entry gives way, part by part, to the first game's choices.
// Before the player has chosen anything, a game starts as a newcomer would want it: you
// against two computers where the game has them and allows three, and a deal of the easiest
// grade where the game grades its deals (an ungraded deal may be hopeless).

import { defaultLevel, defaultSeats } from "../store/seats.js";
import { readObject, writeJSON } from "../kit/storage.js";

const PREFIX = "cardtable/new-game/";

function readStored(gameId) {
  return readObject(PREFIX + gameId);  // unreadable or unavailable storage: the defaults
}

/** Whether `value` is a value `option` (from Game.describe()) accepts. */
function isOptionValue(option, value) {
  if (option.kind === "bool") return typeof value === "boolean";
  if (option.kind === "int") {
    return Number.isSafeInteger(value) && value >= option.min && value <= option.max;
  }
  return option.choices.includes(value);
}

function checkedOption(option, stored) {
  if (!option.per_seat) return isOptionValue(option, stored) ? stored : option.default;
  const valid = Array.isArray(stored) && stored.length === option.default.length
    && stored.every((value) => isOptionValue(option, value));
  return valid ? stored : option.default;
}

function checkedSeat(describe, stored, fallback) {
  if (!stored || typeof stored !== "object") return fallback;
  const name = typeof stored.name === "string" ? stored.name.slice(0, 24) : "";
  if (stored.kind === "computer" && describe.levels.length && describe.max_players > 1) {
    return { name, kind: "computer",
      level: describe.levels.includes(stored.level) ? stored.level : defaultLevel(describe) };
  }
  return stored.kind === "human" ? { name, kind: "human" } : { ...fallback, name };
}

// A first table: you and two computers, where the game has computer players.
const FIRST_TABLE = 3;

/** The players of a first game: three where the game has computers and allows three, else
 * the nearest count it allows; a game without computers, its fewest. */
export function firstPlayers(describe) {
  if (!describe.levels.length || describe.max_players === 1) return describe.min_players;
  return Math.min(Math.max(FIRST_TABLE, describe.min_players), describe.max_players);
}

/** The players the dialog opens with (and one tap from the lobby deals for): the last
 * chosen, else a first game's. */
export function lastPlayers(describe) {
  const { players } = readStored(describe.id);
  return Number.isInteger(players) && players >= describe.min_players
    && players <= describe.max_players ? players : firstPlayers(describe);
}

/** The grade chosen last: a grade of the game, null for "any" once the player chose it, and
 * the easiest grade (the game's first) before any choice. */
function lastGrade(describe, stored) {
  if (!describe.grades?.length) return null;
  if (describe.grades.includes(stored.grade)) return stored.grade;
  return "grade" in stored && stored.grade === null ? null : describe.grades[0];
}

/** For `players` seats, the seats, options, "winnable only" and grade the dialog opens with: the
 * last ones chosen for that many players, else the game's defaults (a grade: see lastGrade). */
export function lastChoices(describe, players) {
  const stored = readStored(describe.id);
  const same = stored.players === players;
  const storedSeats = same && Array.isArray(stored.seats) ? stored.seats : [];
  const storedOptions = same && stored.options && typeof stored.options === "object"
    ? stored.options : {};
  return {
    seats: defaultSeats(describe, players).map((fallback, index) =>
      checkedSeat(describe, storedSeats[index], fallback)),
    options: Object.fromEntries(describe.options[String(players)].map((option) =>
      [option.name, checkedOption(option, storedOptions[option.name])])),
    winnableOnly: stored.winnableOnly === true,
    grade: lastGrade(describe, stored),
  };
}

/** Remember the choices of a game just started from the dialog. */
export function rememberChoices(describe, { players, seats, options, winnableOnly, grade }) {
  // full or unavailable storage: the dialog opens with the defaults next time
  writeJSON(PREFIX + describe.id, { players, seats, options,
    winnableOnly: Boolean(winnableOnly), grade: grade ?? null });
}

// Today's deal: one deal of Agnès a calendar day, the same for every player (its number comes
// from the date, 20261123, then the first deal from it that the solver proves winnable),
// offered in the lobby with today's result beside it: won, lost, in progress or not played.
//
// Kept in this browser under "cardtable/daily": {"2026-11-23": {route, result}}, result null
// until the day's game first ends ("won" or "lost"; a later try of the same deal changes
// nothing). The game itself is an ordinary save under its route.

import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { dateLocale, t } from "../kit/i18n.js";
import { formatRoute, resolveRoute, splitRoute } from "../store/routes.js";
import { readObject } from "../kit/storage.js";
import { createDeal } from "../engine/new-deal.js";
import { readSave, SaveConflict, saveKey } from "../store/saves.js";
import { defaultSeats } from "../store/seats.js";

export const DAILY_GAME = "agnes";
const KEY = "cardtable/daily";

/** The reader's calendar date, "2026-11-23". */
export function today(now = new Date()) {
  const two = (number) => String(number).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function readDays() {
  return readObject(KEY);
}

function writeDays(days) {
  localStorage.setItem(KEY, JSON.stringify(days));
}

/** Why `entry` cannot be the record of `day`, or null: a backup's days are checked so. */
export function dayProblem(day, entry) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return "backup.day-damaged";
  if (!entry || typeof entry !== "object" || typeof entry.route !== "string"
      || ![null, "won", "lost"].includes(entry.result ?? null)) return "backup.day-damaged";
  try {
    if (splitRoute(entry.route)?.game !== DAILY_GAME) return "backup.day-damaged";
  } catch {
    return "backup.day-damaged";
  }
  return null;
}

/** [day, {route, result}] of every day kept here, for a backup. */
export const dayEntries = () => Object.entries(readDays());

/** What is kept for `day`, or null. */
export const dayRecord = (day) => readDays()[day] ?? null;

/** The day whose deal is at `route` ("2026-11-26"), or null for any other deal. */
export function dayOfRoute(route) {
  return Object.entries(readDays()).find(([, entry]) => entry?.route === route)?.[0] ?? null;
}

/** A day as the reader says it, "26 November" or "26 novembre", kept whole on a line (a
 * phone's header breaks "Donne du 26 novembre" after "du", never inside the date). */
export function dayWords(day) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date).toLocaleDateString(dateLocale(),
    { day: "numeric", month: "long" }).replaceAll(" ", "\u00a0");
}

/** Keep `entry` as `day`'s record (a backup's, once checked). */
export function storeDay(day, entry) {
  writeDays({ ...readDays(), [day]: { route: entry.route, result: entry.result ?? null } });
}

/** The route of `day`'s deal, asking the solver the first time. */
async function dayRoute(describe, day) {
  const known = readDays()[day]?.route;
  if (typeof known === "string") return known;
  const players = describe.min_players;
  const options = Object.fromEntries(describe.options[String(players)]
    .map((option) => [option.name, option.default]));
  const { seed } = await call("winnable_seed", { game: describe.id,
    seed: Number(day.replaceAll("-", "")), options });
  const route = formatRoute(describe, { seed, players, options });
  writeDays({ ...readDays(), [day]: { route, result: null } });
  return route;
}

/** A game at `route` has just ended: if it is a day's deal with no result yet, keep this one. */
export function recordDailyResult(route, won) {
  const days = readDays();
  const ended = Object.values(days).filter((entry) => entry?.route === route && !entry.result);
  if (!ended.length) return;
  for (const entry of ended) entry.result = won ? "won" : "lost";
  writeDays(days);
}

/** "won", "lost", "playing" or "new": where the player is with the deal at `route` today. */
function resultOf(day, route) {
  const { result } = readDays()[day] ?? {};
  if (result === "won" || result === "lost") return result;
  return readSave(saveKey(route)).record?.save.moves.length ? "playing" : "new";
}

/** The lobby's panel of today's deal, for the game `describe`. */
export function dailyPanel(describe) {
  const day = today();
  const status = h("span", { class: "daily-result" }, t("daily.finding"));
  const play = h("button", { class: "primary", type: "button", disabled: true,
    "data-daily": day }, t("daily.play"));
  const panel = h("section", { class: "panel daily" },
    h("h2", {}, t("daily.title")),
    h("div", { class: "daily-row" },
      h("div", { class: "game-text" },
        h("strong", {}, t("daily.date", { game: describe.id,
          date: new Date().toLocaleDateString(dateLocale(),
            { weekday: "long", day: "numeric", month: "long" }) })),
        h("span", { class: "detail" }, t("daily.text")), status),
      play));
  dayRoute(describe, day).then((route) => {
    const result = resultOf(day, route);
    status.textContent = t(`daily.result.${result}`);
    status.dataset.result = result;
    play.textContent = t({ new: "daily.play", playing: "daily.continue" }[result] ?? "daily.view");
    play.disabled = false;
    play.onclick = () => openDay(describe, route).catch((error) => {
      status.textContent = error.message;
    });
  }, (error) => { status.textContent = error.message; });
  return panel;
}

/** Show the day's game, dealing it first when it has no save here yet (or another tab just
 * dealt it). */
async function openDay(describe, route) {
  if (!readSave(saveKey(route)).record) {
    const settings = resolveRoute(splitRoute(route), describe);
    try {
      await createDeal(describe, settings, defaultSeats(describe, settings.players), null);
    } catch (error) {
      if (!(error instanceof SaveConflict)) throw error;
    }
  }
  location.hash = route;
}

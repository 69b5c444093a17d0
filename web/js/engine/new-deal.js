// A new deal: the engine deals it, and it is saved under its route (store/saves.js) before any
// screen shows it, so the address a screen opens always names a deal that exists.

import { call } from "./engine.js";
import { writeSave } from "../store/saves.js";
import { formatRoute } from "../store/routes.js";

/** Save a fresh deal under its route, in place of the stored `replacing` revision (null:
 * where nothing is stored; see writeSave), and return that route. `dealing`: how the deal
 * was chosen, {winnableOnly, grade} (see the record in store/saves.js). */
export async function createDeal(describe, settings, seats, replacing, dealing = {}) {
  const { table } = await call("new", settings);
  const { save } = await call("view", { table, seat: null });
  await call("close", { table });
  const route = formatRoute(describe, settings);
  const record = { game: describe.id, title: describe.title, route, seats, save };
  if (dealing.winnableOnly) record.winnableOnly = true;
  if (dealing.grade) record.grade = dealing.grade;
  writeSave(record, replacing);
  return route;
}

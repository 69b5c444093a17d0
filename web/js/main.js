// The page's entry point: routes the location hash to the lobby ("#") or a deal
// ("#agnes/1234"; see routes.js). A deal with a save continues it; without one it starts
// with default seats. Whatever stops a deal from opening (a link that names none, options
// the engine refuses, a damaged save, full storage) is shown with its reason, a way back
// to the lobby and, for a damaged save, a delete button.

import { installCardArt } from "./cards.js";
import { h } from "./dom.js";
import { call, showProgress } from "./engine.js";
import { guardInput } from "./input-guard.js";
import { playableGames, showLobby } from "./lobby.js";
import { formatRoute, resolveRoute, splitRoute } from "./routes.js";
import { deleteSave, readSave, SaveConflict, saveKey, watchSaves } from "./saves.js";
import { createDeal, defaultSeats, GameScreen, loadRenderer } from "./shell.js";

const app = document.getElementById("app");
const input = guardInput(app);
// What the page shows, told when another tab changes a save: the lobby, a GameScreen (which
// also has destroy()), or null while a deal opens or a problem shows.
let shown = null;
let visit = 0;

/** A problem that stops a deal from opening: the reason, the way back, and a delete button
 * when `key` names a stored save. */
function showProblem(title, reason, key = null) {
  const remove = key
    ? h("button", { type: "button", onclick: () => { deleteSave(key); location.hash = ""; } },
      "Delete this save")
    : null;
  app.replaceChildren(h("div", { class: "lobby" }, h("section", { class: "panel problem" },
    h("h2", {}, title), h("p", {}, reason), h("p", { class: "dialog-buttons" },
      h("a", { class: "button primary", href: "#" }, "Back to the lobby"), remove))));
}

/** The save for `route`, starting the deal when there is none: {record, problem, revision}. */
async function savedDeal(describe, settings, route) {
  const key = saveKey(route);
  const stored = readSave(key);
  if (stored.revision !== null) return stored;
  try {
    await createDeal(describe, settings, defaultSeats(describe, settings.players), null);
  } catch (error) {
    // Another tab started this deal meanwhile: continue that one.
    if (!(error instanceof SaveConflict)) throw error;
  }
  return readSave(key);
}

/** Open the deal a route names, continuing its save when there is one. */
async function openDeal(parsed, thisVisit) {
  app.replaceChildren(h("div", { class: "lobby" }, h("section", { class: "panel waiting" },
    h("div", { class: "engine-progress" },
      h("label", {}, "Loading the card games… ", h("progress", { max: 1, value: 0.02 }))))));
  showProgress();
  const describe = (await playableGames()).find((game) => game.id === parsed.game);
  if (thisVisit !== visit) return null;
  if (!describe) {
    const { key, revision } = readSave(saveKey(location.hash.slice(1)));
    return showProblem("This link does not name a deal",
      `There is no game called "${parsed.game}" here.`, revision === null ? null : key);
  }
  let settings;
  try {
    settings = resolveRoute(parsed, describe);
  } catch (error) {
    return showProblem("This link does not name a deal", error.message);
  }
  const route = formatRoute(describe, settings);
  let saved;
  try {
    saved = await savedDeal(describe, settings, route);
  } catch (error) {
    return thisVisit === visit ? showProblem("This deal cannot be started", error.message) : null;
  }
  const { record, problem, revision } = saved;
  if (thisVisit !== visit) return null;
  if (!record) return showProblem("This saved game is damaged", problem, saveKey(route));
  let table;
  try {
    ({ table } = await call("open", { save: record.save }));
  } catch (error) {
    return thisVisit === visit
      ? showProblem("This saved game cannot be replayed", error.message, saveKey(route)) : null;
  }
  const renderer = await loadRenderer(describe.id);
  if (thisVisit !== visit) return call("close", { table });
  if (location.hash !== "#" + route) history.replaceState(null, "", "#" + route);
  shown = new GameScreen(app, { describe, record, revision, table, renderer, input, reopen: show });
  document.title = `${describe.title} · deal ${settings.seed}`;
  return shown.refresh();
}

/** Show what the location hash names; any failure on the way is shown, never left hanging. */
async function show() {
  visit += 1;
  shown?.destroy?.();
  shown = null;
  let parsed;
  try {
    parsed = splitRoute(location.hash);
  } catch (error) {
    return showProblem("This link does not name a deal", error.message);
  }
  document.body.dataset.screen = parsed ? "game" : "lobby";
  if (!parsed) {
    document.title = "Card table";
    shown = showLobby(app);
    return shown;
  }
  const thisVisit = visit;
  try {
    return await openDeal(parsed, thisVisit);
  } catch (error) {
    return thisVisit === visit ? showProblem("This deal could not be opened", error.message) : null;
  }
}

installCardArt();
addEventListener("hashchange", show);
watchSaves((key) => shown?.savesChanged(key));
show();

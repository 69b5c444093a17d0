// The page's entry point: routes the location hash to the lobby ("#") or a deal
// ("#agnes/1234"; see routes.js). A deal with a save continues it; without one it starts
// with default seats. A save that cannot be replayed is shown with its reason and a delete.

import { installCardArt } from "./cards.js";
import { h } from "./dom.js";
import { call, showProgress } from "./engine.js";
import { playableGames, showLobby } from "./lobby.js";
import { formatRoute, resolveRoute, splitRoute } from "./routes.js";
import { deleteSave, readSave, saveKey } from "./saves.js";
import { createDeal, defaultSeats, GameScreen, loadRenderer } from "./shell.js";

const app = document.getElementById("app");
let screen = null;
let visit = 0;

function showProblem(title, reason, key) {
  const remove = key
    ? h("button", { type: "button", onclick: () => { deleteSave(key); location.hash = ""; } },
      "Delete this save")
    : null;
  app.replaceChildren(h("section", { class: "panel problem" }, h("h2", {}, title),
    h("p", {}, reason), h("p", { class: "dialog-buttons" },
      h("a", { class: "button primary", href: "#" }, "Back to the lobby"), remove)));
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
    const { key, record, problem } = readSave(saveKey(location.hash.slice(1)));
    return showProblem("Unknown game", `There is no game called "${parsed.game}" here.`,
      record || problem ? key : null);
  }
  let settings;
  try {
    settings = resolveRoute(parsed, describe);
  } catch (error) {
    return showProblem("This link does not name a deal", error.message);
  }
  const route = formatRoute(describe, settings);
  const key = saveKey(route);
  let { record, problem } = readSave(key);
  if (!record && !problem) {
    await createDeal(describe, settings, defaultSeats(describe, settings.players));
    ({ record, problem } = readSave(key));
  }
  if (!record) return showProblem("This saved game is damaged", problem, key);
  let table;
  try {
    ({ table } = await call("open", { save: record.save }));
  } catch (error) {
    return thisVisit === visit
      ? showProblem("This saved game cannot be replayed", error.message, key) : null;
  }
  const renderer = await loadRenderer(describe.id);
  if (thisVisit !== visit) return call("close", { table });
  if (location.hash !== "#" + route) history.replaceState(null, "", "#" + route);
  screen = new GameScreen(app, { describe, record, table, renderer });
  document.title = `${describe.title} · deal ${settings.seed}`;
  return screen.refresh();
}

async function route() {
  visit += 1;
  screen?.destroy();
  screen = null;
  const parsed = splitRoute(location.hash);
  document.body.dataset.screen = parsed ? "game" : "lobby";
  if (!parsed) {
    document.title = "Card table";
    return showLobby(app);
  }
  return openDeal(parsed, visit);
}

installCardArt();
addEventListener("hashchange", route);
route();

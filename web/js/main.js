// The page's entry point: routes the location hash to the lobby ("#"), a deal
// ("#agnes/1234"; see routes.js), the replay of a finished deal ("#replay/agnes/1234") or an
// online room ("#room/<id>/<secret>/<host key>", rooms/link.js).
// A deal with a save continues it; without one it starts with default seats. Whatever stops
// a deal from opening (a link that names none, options the engine refuses, a damaged save,
// full storage) is shown with its reason, a way back to the lobby and, for a damaged save, a
// delete button. The page's words wait for the reader's language (i18n.js).

import { silence } from "./kit/announce.js";
import { installCardArt } from "./kit/cards.js";
import { applyLook } from "./kit/look.js";
import { listenForFirstTap } from "./kit/sound.js";
import { closeDialogs } from "./kit/dialogs.js";
import { h } from "./kit/dom.js";
import { call, showProgress } from "./engine/engine.js";
import { sentence, t, useLanguage } from "./kit/i18n.js";
import { guardInput } from "./screen/input-guard.js";
import "./lobby/install.js";  // listens for the browser's install offer from the start
import { playableGames, showLobby } from "./lobby/lobby.js";
import { showReplay } from "./screen/replay.js";
import { parseRoomLink } from "./rooms/link.js";
import { roomsUnavailable } from "./rooms/network.js";
import { CHALLENGE, formatRoute, resolveRoute, splitRoute } from "./store/routes.js";
import { createDeal } from "./engine/new-deal.js";
import { deleteSave, readSave, SaveConflict, saveKey, watchSaves } from "./store/saves.js";
import { defaultSeats } from "./store/seats.js";
import { GameScreen } from "./screen/game-screen.js";
import { loadRenderer } from "./screen/board-view.js";
import { loadTutorial, offerTutorial, tutorialGame } from "./screen/tutorial.js";
import { watchForUpdates } from "./lobby/updates.js";

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
      t("lobby.delete"))
    : null;
  app.replaceChildren(h("div", { class: "lobby" }, h("section", { class: "panel problem" },
    h("h2", {}, t(title)), h("p", {}, sentence(reason)), h("p", { class: "dialog-buttons" },
      h("a", { class: "button primary", href: "#" }, t("shell.lobby")), remove))));
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

/** The loading bars while the engine starts. */
function showWaiting() {
  app.replaceChildren(h("div", { class: "lobby" }, h("section", { class: "panel waiting" },
    h("div", { class: "engine-progress" },
      h("label", {}, t("lobby.loading"), " ", h("progress", { max: 1, value: 0.02 }))))));
  showProgress();
}

/** Open the deal a route names, continuing its save when there is one. */
async function openDeal(parsed, thisVisit) {
  showWaiting();
  const describe = (await playableGames()).find((game) => game.id === parsed.game);
  if (thisVisit !== visit) return null;
  if (!describe) {
    const { key, revision } = readSave(saveKey(location.hash.slice(1)));
    return showProblem("problem.no-deal", t("problem.no-game", { game: parsed.game.slice(0, 60) }),
      revision === null ? null : key);
  }
  let settings;
  try {
    settings = resolveRoute(parsed, describe);
  } catch (error) {
    return showProblem("problem.no-deal", error.message);
  }
  const route = formatRoute(describe, settings);
  let saved;
  try {
    saved = await savedDeal(describe, settings, route);
  } catch (error) {
    return thisVisit === visit ? showProblem("problem.cannot-start", error.message) : null;
  }
  const { record, problem, revision } = saved;
  if (thisVisit !== visit) return null;
  if (!record) return showProblem("problem.damaged", t(problem), saveKey(route));
  let table;
  try {
    ({ table } = await call("open", { save: record.save }));
  } catch (error) {
    return thisVisit === visit
      ? showProblem("problem.cannot-replay", error.message, saveKey(route)) : null;
  }
  const renderer = await loadRenderer(describe.id);
  if (thisVisit !== visit) return call("close", { table });
  // The address names the deal in its own words ("#agnes/7" for "#agnes/7?redeals=0"), but only
  // while it still asks for this visit's deal: a hash changed meanwhile (its hashchange not yet
  // dispatched) is the next visit's, and writing over it would lose it.
  if (location.hash === parsed.hash && location.hash !== "#" + route) {
    history.replaceState(null, "", "#" + route);
  }
  shown = new GameScreen(app, { describe, record, revision, table, renderer, input, reopen: show,
    challenge: parsed.params.get(CHALLENGE) });
  document.title = t("page.deal-title", { game: describe.id, seed: settings.seed });
  await shown.refresh();
  return offerTutorial(shown, describe.id);
}

/** A game's tutorial (tutorial.js): its fixed deal on a screen that saves and counts nothing. */
async function openTutorial(gameId, thisVisit) {
  showWaiting();
  const describe = (await playableGames()).find((game) => game.id === gameId);
  const tutorial = await loadTutorial(gameId);
  const { deal, seats } = tutorial;
  const { table } = await call("new", { game: gameId, players: seats.length, seed: deal.seed,
    options: deal.options });
  const { save } = await call("view", { table, seat: null });
  const renderer = await loadRenderer(gameId);
  if (thisVisit !== visit) return call("close", { table });
  const record = { game: gameId, title: describe.title, route: `tutorial/${gameId}`,
    seats: seats.map((seat) => ({ name: "", ...seat })), save, tutorial: true };
  shown = new GameScreen(app, { describe, record, revision: null, table, renderer, input,
    reopen: show, tutorial });
  document.title = t("tutorial.page-title", { game: gameId });
  return shown.refresh();
}

/** Show what the location hash names; any failure on the way is shown, never left hanging. */
async function show() {
  visit += 1;
  shown?.destroy?.();
  shown = null;
  closeDialogs();
  silence();
  const tutorial = tutorialGame(location.hash);
  if (tutorial) {
    document.body.dataset.screen = "game";
    const thisVisit = visit;
    return openTutorial(tutorial, thisVisit).catch((error) => (thisVisit === visit
      ? showProblem("problem.cannot-open", error.message) : null));
  }
  const room = parseRoomLink(location.hash);
  if (room) return openRoom(room, visit);
  let parsed;
  const hash = location.hash;
  try {
    parsed = splitRoute(hash);
  } catch (error) {
    return showProblem("problem.no-deal", error.message);
  }
  document.body.dataset.screen = parsed ? "game" : "lobby";
  if (!parsed) {
    document.title = t("lobby.title");
    shown = showLobby(app);
    return shown;
  }
  const thisVisit = visit;
  try {
    return await (parsed.replay ? openReplay(parsed, thisVisit) : openDeal({ ...parsed, hash }, thisVisit));
  } catch (error) {
    return thisVisit === visit ? showProblem("problem.cannot-open", error.message) : null;
  }
}

/** An online room's screens (rooms/screens.js, loaded only for a room). */
async function openRoom(link, thisVisit) {
  document.body.dataset.screen = "room";
  document.title = t("room.title");
  // Without a network or WebRTC a room cannot be (and its modules may not even load): say so.
  const unavailable = roomsUnavailable();
  if (unavailable) return showProblem("room.title", t(unavailable));
  try {
    const { showRoom } = await import("./rooms/screens.js");
    if (thisVisit !== visit) return null;
    shown = await showRoom(app, link, { input, reopen: show, games: playableGames });
    if (thisVisit !== visit) shown?.destroy?.();
    return shown;
  } catch (error) {
    return thisVisit === visit ? showProblem("problem.cannot-open", error.message) : null;
  }
}

/** The replay of a finished game, from its save. */
async function openReplay(parsed, thisVisit) {
  const describe = (await playableGames()).find((game) => game.id === parsed.game);
  if (thisVisit !== visit) return null;
  if (!describe) return showProblem("problem.no-deal", t("problem.no-game", { game: parsed.game }));
  const route = formatRoute(describe, resolveRoute(parsed, describe));
  const { record, problem } = readSave(saveKey(route));
  if (!record) return showProblem(problem ? "problem.damaged" : "problem.no-replay", t(problem ?? "problem.nothing-to-replay"));
  const renderer = await loadRenderer(describe.id);
  if (thisVisit !== visit) return null;
  shown = await showReplay(app, { describe, record, renderer, review: parsed.review, reviewed: parsed.seat });
  document.title = t(parsed.review ? "page.review-title" : "page.replay-title",
    { game: describe.id, seed: record.save.seed });
  return shown;
}

applyLook();
listenForFirstTap();
installCardArt();
addEventListener("hashchange", show);
addEventListener("languagechange", () => { if (!(shown instanceof GameScreen)) show(); });
watchSaves((key) => shown?.savesChanged?.(key));
useLanguage().catch(() => {}).then(show);
watchForUpdates();

// The lobby: saved games (continue, or delete with a note that can undo it; finished ones with
// their result, and cleared together; broken ones shown as such), today's deal (daily.js), the
// games that work, each with its picture, a Play that deals a game at once and the new-game
// dialog's options one tap further (new-game.js), the player's statistics, and the backup of
// everything to a file and back. Saved games show at once from localStorage, and again
// whenever another tab changes them; the game list and the save checks wait for the engine.

import { exportBackup, importBackup } from "./backup.js";
import { cardFace } from "../kit/cards.js";
import { DAILY_GAME, dailyPanel } from "./daily.js";
import { ask, showUndoNote } from "../kit/dialogs.js";
import { h } from "../kit/dom.js";
import { call, engineGames, showProgress } from "../engine/engine.js";
import { gamePicture } from "./game-pictures.js";
import { RENDERERS } from "../games.js";
import { chooseLanguage, currentLanguage, dateLocale, LANGUAGES, sentence, t } from "../kit/i18n.js";
import { canInstall, install } from "./install.js";
import { newGameDialog, quickChoices, quickStart } from "./new-game.js";
import { begun, deleteSave, listSaves, readSave, restoreSave, takeSave } from "../store/saves.js";
import { seatNames } from "../store/seats.js";
import { showSettings } from "../dialogs/settings.js";
import { statsPanel } from "./stats-panel.js";

/** The engine's games that the page can show, in the engine's order. */
export async function playableGames() {
  const games = await engineGames();
  return [...games.values()].filter((game) => game.id in RENDERERS);
}

async function playableById() {
  return new Map((await playableGames()).map((game) => [game.id, game]));
}

function when(time) {
  const minutes = Math.round((Date.now() - time) / 60000);
  if (minutes < 1) return t("lobby.just-now");
  if (minutes < 60) return t("lobby.minutes-ago", { minutes });
  if (minutes < 60 * 24) return t("lobby.hours-ago", { hours: Math.round(minutes / 60) });
  return new Date(time).toLocaleDateString(dateLocale());
}

/** A saved game's row: what it is, Continue, and its delete button (`onDelete(entry, row)`)
 * kept apart from Continue: at the row's other end on a phone. */
function saveRow(entry, onDelete) {
  const remove = h("button", { class: "tool delete", type: "button", title: t("lobby.delete"),
    "aria-label": t("lobby.delete"), onclick: () => onDelete(entry, row) }, "✕");
  const actions = h("div", { class: "save-actions" }, remove);
  let row;
  if (!entry.record) {
    row = h("li", { class: "save broken", "data-key": entry.key },
      h("div", { class: "save-text" }, h("strong", {}, t("lobby.damaged")),
        h("span", { class: "detail" }, sentence(t(entry.problem)))), actions);
    return row;
  }
  const { record } = entry;
  const people = record.seats.length > 1 ? ` · ${seatNames(record.seats).join(", ")}` : "";
  const detail = h("span", { class: "detail" }, t("lobby.save-detail", { seed: record.save.seed,
    moves: record.save.moves.length, when: when(record.updated) }) + people);
  actions.prepend(h("a", { class: "button primary", href: "#" + record.route }, t("lobby.continue")));
  row = h("li", { class: "save", "data-key": entry.key },
    h("div", { class: "save-text" }, h("strong", {}, t(`${record.game}.title`)), detail), actions);
  return row;
}

function markBroken(row, problem) {
  row.classList.add("broken");
  row.querySelector("a.button").remove();
  row.querySelector(".detail").textContent = problem;
}

// What replaying each save found, by key and time written: a save unchanged since the lobby
// last checked it is not replayed again this session.
const checkedSaves = new Map();

/** `{over, winners, scores}` for a save that replays, else `{problem}`; from checkedSaves
 * when unchanged. */
async function checkSave(entry) {
  const id = `${entry.key}@${entry.record.updated}`;
  if (!checkedSaves.has(id)) {
    try {
      const { over, winners, scores } = await call("check", { save: entry.record.save });
      checkedSaves.set(id, { over, winners, scores });
    } catch (error) {
      checkedSaves.set(id, { problem: t("lobby.damaged-because", { reason: error.message }) });
    }
  }
  return checkedSaves.get(id);
}

/** A finished game's result as its row says it: for a single human, won, lost (a patience)
 * or their place; else who won. `won`: whether the one human won, null when there is none. */
function gameResult(record, { winners, scores }) {
  const humans = record.seats.flatMap((seat, index) => (seat.kind === "human" ? [index] : []));
  const names = seatNames(record.seats);
  if (humans.length === 1) {
    const [you] = humans;
    if (winners.includes(you)) return { won: true, text: t("lobby.won") };
    const place = 1 + scores.filter((score) => score > scores[you]).length;
    return { won: false, text: scores.length === 1 ? t("lobby.lost")
      : t("lobby.place", { place, players: scores.length }) };
  }
  if (!winners.length) return { won: null, text: t("lobby.finished") };
  return { won: null, text: winners.length === 1 ? t("lobby.winner", { name: names[winners[0]] })
    : t("lobby.shared", { names: winners.map((winner) => names[winner]) }) };
}

function markFinished(row, result) {
  row.classList.add("finished");
  row.querySelector("a.button").textContent = t("lobby.view");
  const kind = result.won === null ? "" : result.won ? " won" : " lost";
  row.querySelector(".save-text strong").after(h("span", { class: `result${kind}` }, result.text));
}

/** Mark saves whose game is unknown or whose moves no longer replay, and finished ones with
 * their result; returns the entries of the finished ones. */
async function checkSaves(rows) {
  const games = await playableById();
  const finished = [];
  for (const { entry, row } of rows) {
    if (!entry.record) continue;
    if (!games.has(entry.record.game)) {
      markBroken(row, t("lobby.unknown-game", { game: entry.record.game.slice(0, 60) }));
      continue;
    }
    const checked = await checkSave(entry);
    if (checked.problem) {
      markBroken(row, checked.problem);
    } else if (checked.over) {
      markFinished(row, gameResult(entry.record, checked));
      finished.push(entry);
    }
  }
  return finished;
}

/** Ask, then delete the finished games of `finished` (entries as listed); a save written
 * since it was listed (an undo in another tab) stays. The statistics are kept apart
 * (stats.js), so they keep what these games counted. Resolves whether any was cleared. */
async function clearFinished(finished) {
  const answer = await ask(t("lobby.clear-question", { count: finished.length }),
    t("lobby.clear-detail", { count: finished.length }), [t("dialog.cancel"), t("lobby.clear")]);
  if (answer !== t("lobby.clear")) return false;
  for (const { key, revision } of finished) {
    if (readSave(key).revision === revision) deleteSave(key);
  }
  return true;
}

/** Export and import: the backup panel of the lobby; `imported()` shows again what an
 * import may have changed. */
function backupPanel(imported) {
  const exported = h("p", { class: "backup-status", role: "status" });
  const exportSaves = () => {
    const { games, damaged, file } = exportBackup();
    exported.textContent = [t("backup.exported", { count: games, file }),
      ...(damaged ? [t("backup.damaged-left-out", { count: damaged })] : [])].join(" ");
  };
  const chooser = h("input", { type: "file", accept: ".json,application/json", hidden: true,
    "aria-label": t("backup.file") });
  const importButton = h("button", { type: "button", onclick: () => chooser.click() },
    t("backup.import"));
  chooser.addEventListener("change", async () => {
    const [file] = chooser.files;
    chooser.value = "";
    if (!file) return;
    importButton.disabled = true;
    let report;
    try {
      report = await importBackup(file, await playableById());
    } catch (error) {
      await ask(t("backup.refused"), `${file.name}: ${error.message}.`, [t("dialog.ok")]);
      return;
    } finally {
      importButton.disabled = false;
    }
    imported();
    await ask(t("backup.finished"), report, [t("dialog.ok")]);
  });
  return h("section", { class: "panel backup" }, h("h2", {}, t("backup.title")),
    h("p", { class: "detail" }, t("backup.why")),
    h("div", { class: "dialog-buttons" },
      h("button", { type: "button", onclick: exportSaves }, t("backup.export")), importButton),
    exported, chooser);
}

/** "Install", shown only while the browser offers to install the site as an app. */
function installButton() {
  const button = h("button", { type: "button", class: "install", onclick: install },
    t("lobby.install"));
  const update = () => {
    if (!button.isConnected && button.dataset.shown) {
      removeEventListener("installofferchange", update);  // the lobby was left
      return;
    }
    button.hidden = !canInstall();
    button.dataset.shown = "yes";
  };
  addEventListener("installofferchange", update);
  update();
  return button;
}

/** The other language, named in itself ("Français" on the English lobby). */
function languageButton() {
  const other = LANGUAGES.find((language) => language !== currentLanguage());
  return h("button", { type: "button", class: "language", lang: other,
    title: t("settings.language"), onclick: () => chooseLanguage(other) },
  t(`language.${other}`));
}

/** What one tap on Play deals, as its card says it ("Play: you against 2 computers"), or null. */
function quickLine(game) {
  const { players, seats, dealing } = quickChoices(game);
  const computers = seats.filter((seat) => seat.kind === "computer").length;
  if (players > 1) {
    return computers && players - computers === 1 ? t("lobby.quick-computers", { count: computers })
      : t("lobby.quick-players", { count: players });
  }
  if (dealing.grade) return t("lobby.quick-grade", { grade: t(`${game.id}.grade.${dealing.grade}`) });
  return dealing.winnableOnly ? t("lobby.quick-winnable") : null;
}

/** A game's card: its picture and words, Play (a game at once, new-game.js) and the dialog's
 * options beside it; under them what Play is doing (finding a winnable deal) or why it failed. */
function gameCard(game) {
  const title = t(`${game.id}.title`);
  const said = h("p", { class: "game-status", "aria-live": "polite" });
  const options = h("button", { type: "button", class: "options", "data-options": game.id,
    title: t("lobby.options-game", { game: title }), "aria-label": t("lobby.options-game", { game: title }),
    onclick: () => newGameDialog(game) }, t("lobby.options"));
  const play = h("button", { class: "primary", type: "button", "data-game": game.id,
    "aria-label": t("lobby.play-game", { game: title }) }, t("lobby.play"));
  play.addEventListener("click", async () => {
    play.disabled = true;
    said.textContent = "";
    try {
      await quickStart(game, { finding: () => { said.textContent = t("new-game.finding"); } });
    } catch (error) {
      said.textContent = error.message;
    } finally {
      play.disabled = false;
    }
  });
  const quick = quickLine(game);
  return h("li", { class: "game" }, gamePicture(game.id),
    h("div", { class: "game-text" }, h("strong", {}, title),
      h("span", { class: "summary" }, t(`${game.id}.summary`)),
      h("span", { class: "detail" }, game.min_players === game.max_players
        ? t("lobby.players", { count: game.min_players })
        : t("lobby.players-range", { min: game.min_players, max: game.max_players })),
      quick ? h("span", { class: "detail quick" }, quick) : null),
    h("div", { class: "game-buttons" }, play, options), said);
}

/** Show the lobby in `root`; returns what main.js tells when another tab changes a save. */
export function showLobby(root) {
  const saves = h("ul", { class: "saves" });
  const clearButton = h("button", { type: "button", class: "clear-finished", hidden: true },
    t("lobby.clear-finished"));
  const savedSection = h("section", { class: "panel" }, h("h2", {}, t("lobby.your-games")), saves,
    h("div", { class: "dialog-buttons" }, clearButton));
  let finished = [];
  // The saves deleted here since the lobby showed, as stored ({key, text}), for Undo.
  let deleted = [];
  const showListed = () => {
    savedSection.hidden = saves.children.length === 0;
    finished = finished.filter(({ key }) => saves.querySelector(`[data-key="${CSS.escape(key)}"]`));
    clearButton.hidden = finished.length === 0;
  };
  const undoDeletes = () => {
    const restored = deleted.filter(({ key, text }) => restoreSave(key, text));
    deleted = [];
    listSaved();
    const [first] = restored;
    if (first) saves.querySelector(`[data-key="${CSS.escape(first.key)}"] .save-actions > *`)?.focus();
  };
  const undoNote = (text) => showUndoNote(lobby, text, {
    undo: () => {
      try {
        undoDeletes();
      } catch (error) {
        undoNote(error.message);  // storage full: Undo again once there is room
      }
    },
    close: () => { deleted = []; },
  });
  const deleteRow = (entry, row) => {
    deleted.push({ key: entry.key, text: takeSave(entry.key) });
    row.remove();
    showListed();
    // One game is named, so the player sees which it was; several are counted.
    const { record } = entry;
    undoNote(deleted.length === 1 && record
      ? t("lobby.deleted-game", { game: record.game, seed: record.save.seed })
      : t("lobby.deleted", { count: deleted.length }));
  };
  const listSaved = () => {
    // A deal nobody has moved in yet has nothing to continue.
    const started = listSaves().filter(({ record }) => !record || begun(record));
    const rows = started.map((entry) => ({ entry, row: saveRow(entry, deleteRow) }));
    saves.replaceChildren(...rows.map(({ row }) => row));
    finished = [];
    showListed();
    checkSaves(rows).then((found) => {
      if (rows.length && !rows[0].row.isConnected) return;  // listed again meanwhile
      finished = found;
      showListed();
    });
  };
  clearButton.addEventListener("click", async () => {
    if (await clearFinished(finished)) listSaved();
  });
  listSaved();
  const gameList = h("ul", { class: "games" });
  const loading = h("div", { class: "engine-progress" }, h("label", {}, t("lobby.loading"), " ",
    h("progress", { max: 1, value: 0.02 })));
  const stats = h("div", { class: "stats-slot" });
  const daily = h("div", { class: "daily-slot" });
  const lobby = h("div", { class: "lobby home" },
    h("header", { class: "lobby-header" },
      h("div", { class: "lobby-brand" },
        h("div", { class: "fan", "aria-hidden": "true" }, ["AH", "AS"].map(cardFace)),
        h("h1", {}, t("lobby.title"))),
      h("div", { class: "lobby-tools" }, installButton(), languageButton(),
        h("button", { class: "tool", type: "button", title: t("shell.settings"),
          "aria-label": t("shell.settings"), onclick: () => showSettings() }, "⚙"))),
    h("div", { class: "lobby-top" }, savedSection, daily),
    h("section", { class: "panel" }, h("h2", {}, t("lobby.new-game")), loading, gameList),
    stats,
    backupPanel(() => { listSaved(); playableGames().then(showStoredPanels, () => {}); }));
  root.replaceChildren(lobby);
  // The panels drawn from what this browser stores besides the saves: statistics and the
  // day's deal, drawn again after an import.
  const showStoredPanels = (games) => {
    stats.replaceChildren(statsPanel(games));
    const dailyGame = games.find((game) => game.id === DAILY_GAME && game.solver);
    if (dailyGame) daily.replaceChildren(dailyPanel(dailyGame));
  };
  showProgress();
  playableGames().then((games) => {
    loading.remove();
    gameList.replaceChildren(...games.map(gameCard));
    showStoredPanels(games);
  }, () => {});
  return { savesChanged: listSaved };
}

// The lobby: saved games (continue or delete; broken ones shown as such), the games that
// work, each opening the new-game dialog, and the backup of every save to a file and back.
// Saved games show at once from localStorage, and again whenever another tab changes
// them; the game list and the save checks wait for the engine.

import { exportBackup, importBackup } from "./backup.js";
import { cardFace } from "./cards.js";
import { ask } from "./dialogs.js";
import { h } from "./dom.js";
import { call, engineGames, showProgress } from "./engine.js";
import { RENDERERS } from "./games.js";
import { formatRoute, randomSeed, MAX_SEED } from "./routes.js";
import { deleteSave, listSaves, readSave, saveKey } from "./saves.js";
import { createDeal, defaultSeats } from "./shell.js";

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

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
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 60 * 24) return `${Math.round(minutes / 60)} h ago`;
  return new Date(time).toLocaleDateString();
}

function saveRow(entry, onDelete) {
  const remove = h("button", { class: "tool delete", type: "button", title: "Delete this save",
    "aria-label": "Delete this save", onclick: () => {
      deleteSave(entry.key);
      remove.closest("li").remove();
      onDelete();
    } }, "✕");
  if (!entry.record) {
    return h("li", { class: "save broken", "data-key": entry.key },
      h("div", { class: "save-text" }, h("strong", {}, "Damaged save"),
        h("span", { class: "detail" }, capitalize(entry.problem))), remove);
  }
  const { record } = entry;
  const names = record.seats.map((seat) => seat.name).join(", ");
  const people = record.seats.length > 1 ? ` · ${names}` : "";
  const moves = record.save.moves.length;
  const detail = h("span", { class: "detail" }, `Deal ${record.save.seed} · ${moves} `
    + `move${moves === 1 ? "" : "s"} · ${when(record.updated)}${people}`);
  return h("li", { class: "save", "data-key": entry.key },
    h("div", { class: "save-text" }, h("strong", {}, record.title), detail),
    h("a", { class: "button primary", href: "#" + record.route }, "Continue"), remove);
}

function markBroken(row, problem) {
  row.classList.add("broken");
  row.querySelector("a.button").remove();
  row.querySelector(".detail").textContent = problem;
}

// What replaying each save found, by key and time written: a save unchanged since the lobby
// last checked it is not replayed again this session.
const checkedSaves = new Map();

/** `{over}` for a save that replays, else `{problem}`; from checkedSaves when unchanged. */
async function checkSave(entry) {
  const id = `${entry.key}@${entry.record.updated}`;
  if (!checkedSaves.has(id)) {
    try {
      const { over } = await call("check", { save: entry.record.save });
      checkedSaves.set(id, { over });
    } catch (error) {
      checkedSaves.set(id, { problem: `Damaged: ${error.message}` });
    }
  }
  return checkedSaves.get(id);
}

/** Mark saves whose game is unknown or whose moves no longer replay; finished ones say View. */
async function checkSaves(rows) {
  const games = await playableById();
  for (const { entry, row } of rows) {
    if (!entry.record) continue;
    if (!games.has(entry.record.game)) {
      markBroken(row, `Unknown game "${entry.record.game}"`);
      continue;
    }
    const { over, problem } = await checkSave(entry);
    if (problem) markBroken(row, problem);
    else if (over) row.querySelector("a.button").textContent = "View";
  }
}

/** Export and import: the backup panel of the lobby; `listSaved()` shows the saves again. */
function backupPanel(listSaved) {
  const chooser = h("input", { type: "file", accept: ".json,application/json", hidden: true,
    "aria-label": "Backup file to import" });
  const importButton = h("button", { type: "button", onclick: () => chooser.click() },
    "Import saves");
  chooser.addEventListener("change", async () => {
    const [file] = chooser.files;
    chooser.value = "";
    if (!file) return;
    importButton.disabled = true;
    let report;
    try {
      report = await importBackup(file, await playableById());
    } catch (error) {
      await ask("This file cannot be imported", `${file.name}: ${error.message}.`, ["OK"]);
      return;
    } finally {
      importButton.disabled = false;
    }
    listSaved();
    await ask("Import finished", report, ["OK"]);
  });
  return h("section", { class: "panel backup" }, h("h2", {}, "Backup"),
    h("p", { class: "detail" }, "Your games live in this browser only. Export them to a file to "
      + "keep them safe, or to carry them to another device and import them there."),
    h("div", { class: "dialog-buttons" },
      h("button", { type: "button", onclick: exportBackup }, "Export saves"), importButton),
    chooser);
}

/** Show the lobby in `root`; returns what main.js tells when another tab changes a save. */
export function showLobby(root) {
  const saves = h("ul", { class: "saves" });
  const savedSection = h("section", { class: "panel" }, h("h2", {}, "Your games"), saves);
  const hideWhenEmpty = () => { savedSection.hidden = saves.children.length === 0; };
  const listSaved = () => {
    // A deal nobody has moved in yet has nothing to continue.
    const started = listSaves().filter(({ record }) => !record || record.save.moves.length);
    const rows = started.map((entry) => ({ entry, row: saveRow(entry, hideWhenEmpty) }));
    saves.replaceChildren(...rows.map(({ row }) => row));
    hideWhenEmpty();
    checkSaves(rows);
  };
  listSaved();
  const gameList = h("ul", { class: "games" });
  const loading = h("div", { class: "engine-progress" }, h("label", {}, "Loading the card games… ",
    h("progress", { max: 1, value: 0.02 })));
  root.replaceChildren(h("div", { class: "lobby" },
    h("header", { class: "lobby-header" }, h("h1", {}, "Card table"),
      h("div", { class: "fan", "aria-hidden": "true" }, ["AS", "KH", "QD"].map(cardFace))),
    savedSection,
    h("section", { class: "panel" }, h("h2", {}, "New game"), loading, gameList),
    backupPanel(listSaved)));
  showProgress();
  playableGames().then((games) => {
    loading.remove();
    gameList.replaceChildren(...games.map((game) => h("li", { class: "game" },
      h("div", { class: "game-text" }, h("strong", {}, game.title),
        h("span", { class: "summary" }, game.summary),
        h("span", { class: "detail" }, game.min_players === game.max_players
          ? `${game.min_players} player${game.min_players > 1 ? "s" : ""}`
          : `${game.min_players}–${game.max_players} players`)),
      h("button", { class: "primary", type: "button", "data-game": game.id,
        onclick: () => newGameDialog(game) }, "Play"))));
  });
  return { savesChanged: listSaved };
}

function field(label, control, help) {
  return h("label", { class: "field" }, h("span", {}, label), control,
    help ? h("small", {}, capitalize(help)) : null);
}

/** The input for one option's value; `seat` names the seat of a per-seat value. */
function optionControl(option, value, seat) {
  const label = seat === undefined ? null : `${option.label}, seat ${seat + 1}`;
  if (option.kind === "bool") {
    return h("input", { type: "checkbox", name: option.name, checked: value, "aria-label": label });
  }
  if (option.kind === "choice") {
    return h("select", { name: option.name, "aria-label": label }, option.choices.map((choice) =>
      h("option", { value: String(choice), selected: choice === value }, capitalize(String(choice)))));
  }
  return h("input", { type: "number", name: option.name, min: option.min, max: option.max,
    value, required: true, inputmode: "numeric", "aria-label": label });
}

function readOption(option, control) {
  if (option.kind === "bool") return control.checked;
  if (option.kind === "int") return Number(control.value);
  return option.choices.find((choice) => String(choice) === control.value);
}

/** The new-game dialog: seats, names, options from Game.describe(), deal number. */
export function newGameDialog(game) {
  const form = h("form", { method: "dialog", class: "new-game" });
  const dialog = h("dialog", { class: "new-game-dialog", "aria-label": `New game: ${game.title}` }, form);
  const seatsBox = h("div", { class: "seats" });
  const optionsBox = h("div", { class: "options" });
  const seedInput = h("input", { type: "number", name: "seed", min: 0, max: MAX_SEED,
    value: randomSeed(), required: true, inputmode: "numeric" });
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n += 1) counts.push(n);
  const playersSelect = h("select", { name: "players" },
    counts.map((n) => h("option", { value: n }, String(n))));
  let seatRows = [];
  let optionRows = [];

  const layout = () => {
    const players = Number(playersSelect.value);
    seatRows = defaultSeats(game, players).map((seat, index) => {
      const name = h("input", { type: "text", value: seat.name, maxlength: 24, required: true,
        "aria-label": `Name of seat ${index + 1}` });
      const kind = game.has_computer
        ? h("select", { "aria-label": `Seat ${index + 1} is played by`, onchange: () => {
          // A name the player has not typed follows the seat's kind.
          const names = [seat.name, `Computer ${index + 1}`, `Player ${index + 1}`];
          if (names.includes(name.value)) name.value = kind.value === "computer" ? names[1] : names[2];
        } },
          h("option", { value: "human", selected: seat.kind === "human" }, "Human"),
          h("option", { value: "computer", selected: seat.kind === "computer" }, "Computer"))
        : null;
      const row = h("div", { class: "seat" }, h("span", {}, `Seat ${index + 1}`), name, kind);
      return { name, kind, row };
    });
    seatsBox.replaceChildren(...seatRows.map(({ row }) => row));
    optionRows = game.options[String(players)].map((option) => {
      const controls = option.per_seat
        ? option.default.map((value, seat) => optionControl(option, value, seat))
        : [optionControl(option, option.default)];
      return { option, controls };
    });
    optionsBox.replaceChildren(...optionRows.map(({ option, controls }) =>
      field(option.label, controls.length > 1 ? h("span", { class: "per-seat" }, controls) : controls[0],
        option.help)));
  };
  playersSelect.addEventListener("change", layout);
  layout();

  const start = async (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const players = Number(playersSelect.value);
    const options = {};
    for (const { option, controls } of optionRows) {
      const values = controls.map((control) => readOption(option, control));
      options[option.name] = option.per_seat ? values : values[0];
    }
    const seats = seatRows.map(({ name, kind }) => ({
      name: name.value.trim() || "Player", kind: kind ? kind.value : "human" }));
    const settings = { game: game.id, seed: Number(seedInput.value), players, options };
    const { record, problem, revision } = readSave(saveKey(formatRoute(game, settings)));
    if (problem || record?.save.moves.length) {
      const have = problem ? "a damaged save of" : "a game on";
      const choice = await ask(`Deal ${settings.seed} is started already`,
        `You have ${have} deal ${settings.seed} already. Start it again in its place?`,
        ["Cancel", "Start again"]);
      if (choice !== "Start again") return;
    }
    try {
      location.hash = await createDeal(game, settings, seats, revision);
      dialog.close();
    } catch (error) {
      errorLine.textContent = error.message;
    }
  };
  const errorLine = h("p", { class: "error", role: "alert" });
  form.append(
    h("h2", {}, `New game: ${game.title}`),
    ...(counts.length > 1 ? [field("Players", playersSelect)] : []),
    seatsBox, optionsBox,
    field("Deal number", h("span", { class: "seed-row" }, seedInput,
      h("button", { type: "button", class: "tool", title: "Another random deal",
        onclick: () => { seedInput.value = randomSeed(); } }, "⟳"))),
    errorLine,
    h("div", { class: "dialog-buttons" },
      h("button", { type: "button", onclick: () => dialog.close() }, "Cancel"),
      h("button", { class: "primary", type: "submit", onclick: start }, "Start")));
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

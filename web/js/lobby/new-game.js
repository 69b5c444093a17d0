// A new game: at one tap from the lobby (quickStart), or through the new-game dialog: players,
// each seat (its name, human or computer, and a computer's level), the game's options from
// Game.describe(), and the deal number; for a game with a solver, "winnable deals only": the
// first deal from that number on the solver proves winnable; for a game that grades its
// deals, a grade: the first winnable deal of that grade. Both start with the choices last
// started for this game, else a first game's (new-game-choices.js).

import { ask } from "../kit/dialogs.js";
import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { has, sentence, t } from "../kit/i18n.js";
import { lastChoices, lastPlayers, rememberChoices } from "./new-game-choices.js";
import { formatRoute, MAX_SEED, randomSeed } from "../store/routes.js";
import { roomsUnavailable } from "../rooms/network.js";
import { createDeal } from "../engine/new-deal.js";
import { readSave, saveKey } from "../store/saves.js";
import { defaultLevel, placeholderName } from "../store/seats.js";

// How many random deal numbers one tap draws before it gives up finding one where the player
// has no game started (a million numbers: in practice the first).
const QUICK_DRAWS = 20;

/** The deal to deal from the number `from`: itself, or with "winnable deals only" or a grade
 * (`dealing`, see saves.js) the first winnable one (of that grade) from it. */
async function dealSeed(game, from, options, dealing) {
  if (!dealing.winnableOnly && !dealing.grade) return from;
  const { seed } = await call("winnable_seed", { game: game.id, seed: from, options,
    grade: dealing.grade });
  return seed;
}

/** What one tap from the lobby deals: the dialog's first choices, {players, seats, options,
 * dealing}; a grade always deals a winnable deal. */
export function quickChoices(game) {
  const players = lastPlayers(game);
  const { seats, options, winnableOnly, grade } = lastChoices(game, players);
  return { players, seats, options,
    dealing: { winnableOnly: Boolean(game.solver) && (winnableOnly || grade !== null), grade } };
}

/** One tap from the lobby: deal quickChoices at a random number (drawn again where the player
 * has a game started already: never dealt over) and open it. `finding()` is called first when
 * the solver must look for a winnable deal. Rejects with an Error a player can read. */
export async function quickStart(game, { finding = () => {} } = {}) {
  const { players, seats, options, dealing } = quickChoices(game);
  if (dealing.winnableOnly) finding();
  for (let draw = 0; draw < QUICK_DRAWS; draw += 1) {
    const settings = { game: game.id, seed: await dealSeed(game, randomSeed(), options, dealing),
      players, options };
    const { record, problem, revision } = readSave(saveKey(formatRoute(game, settings)));
    if (!problem && !record?.save.moves.length) {
      location.hash = await createDeal(game, settings, seats, revision, dealing);
      return;
    }
  }
  throw new Error(t("new-game.no-free-deal"));
}

function field(label, control, help) {
  return h("label", { class: "field" }, h("span", {}, label), control,
    help ? h("small", {}, help) : null);
}

/** An option's words: its label, help and choices from the game's messages. */
function optionWords(game, option) {
  const key = `${game.id}.option.${option.name}`;
  return {
    label: t(key),
    help: has(`${key}.help`) ? t(`${key}.help`) : null,
    choice: (choice) => t(`${key}.${choice}`),
  };
}

/** The input for one option's value; `seat` names the seat of a per-seat value. */
function optionControl(option, words, value, seat) {
  const label = seat === undefined ? null : t("new-game.per-seat", { option: words.label, seat: seat + 1 });
  if (option.kind === "bool") {
    return h("input", { type: "checkbox", name: option.name, checked: value, "aria-label": label });
  }
  if (option.kind === "choice") {
    return h("select", { name: option.name, "aria-label": label }, option.choices.map((choice) =>
      h("option", { value: String(choice), selected: choice === value }, words.choice(choice))));
  }
  return h("input", { type: "number", name: option.name, min: option.min, max: option.max,
    value, required: true, inputmode: "numeric", "aria-label": label });
}

function readOption(option, control) {
  if (option.kind === "bool") return control.checked;
  if (option.kind === "int") return Number(control.value);
  return option.choices.find((choice) => String(choice) === control.value);
}

/** One seat's row: its name (empty: the default name, shown as the placeholder), who plays it
 * and, for a computer, its level. The one seat of a game played alone (a patience, or
 * Agincards for one) is the player's. */
function seatRow(game, seat, index, players, refreshNames) {
  const name = h("input", { type: "text", value: seat.name, maxlength: 24,
    "aria-label": t("new-game.seat-name", { seat: index + 1 }) });
  const kind = game.levels.length && players > 1
    ? h("select", { "aria-label": t("new-game.played-by", { seat: index + 1 }), onchange: () => {
      level.hidden = kind.value !== "computer";
      refreshNames();
    } },
    h("option", { value: "human", selected: seat.kind === "human" }, t("new-game.human")),
    h("option", { value: "computer", selected: seat.kind === "computer" }, t("new-game.computer")))
    : null;
  const level = h("select", { "aria-label": t("new-game.level", { seat: index + 1 }),
    hidden: !kind || seat.kind !== "computer" || game.levels.length < 2 },
  game.levels.map((code) => h("option", { value: code,
    selected: code === (seat.level ?? defaultLevel(game)) }, sentence(t(`level.${code}`)))));
  const row = h("div", { class: "seat" }, h("span", {}, t("new-game.seat", { seat: index + 1 })),
    name, kind, game.levels.length > 1 ? level : null);
  return {
    row, name,
    kind: () => (kind ? kind.value : "human"),
    read: () => (kind?.value === "computer"
      ? { name: name.value.trim(), kind: "computer", level: level.value }
      : { name: name.value.trim(), kind: "human" }),
  };
}

/** The new-game dialog: seats, names, options from Game.describe(), deal number. */
export function newGameDialog(game, { seed = randomSeed() } = {}) {
  const title = t(`${game.id}.title`);
  const form = h("form", { method: "dialog", class: "new-game" });
  const dialog = h("dialog", { class: "new-game-dialog",
    "aria-label": t("new-game.title", { game: title }) }, form);
  const seatsBox = h("div", { class: "seats" });
  const optionsBox = h("div", { class: "options" });
  const seedInput = h("input", { type: "number", name: "seed", min: 0, max: MAX_SEED,
    value: seed, required: true, inputmode: "numeric" });
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n += 1) counts.push(n);
  const startPlayers = lastPlayers(game);
  const playersSelect = h("select", { name: "players" },
    counts.map((n) => h("option", { value: n, selected: n === startPlayers }, String(n))));
  let seatRows = [];
  let optionRows = [];

  // A name the player has not typed shows the seat's default name, which follows its kind.
  const refreshNames = () => {
    const humans = seatRows.filter((seat) => seat.kind() === "human").length;
    seatRows.forEach((seat, index) => {
      seat.name.placeholder = placeholderName(seat.kind(), index, humans);
    });
  };
  const layout = () => {
    const players = Number(playersSelect.value);
    const last = lastChoices(game, players);
    seatRows = last.seats.map((seat, index) => seatRow(game, seat, index, players, refreshNames));
    seatsBox.replaceChildren(...seatRows.map(({ row }) => row));
    refreshNames();
    optionRows = game.options[String(players)].map((option) => {
      const words = optionWords(game, option);
      const value = last.options[option.name];
      const controls = option.per_seat
        ? value.map((seatValue, seat) => optionControl(option, words, seatValue, seat))
        : [optionControl(option, words, value)];
      return { option, words, controls };
    });
    if (winnableOnly) winnableOnly.checked = last.winnableOnly;
    if (gradeSelect) gradeSelect.value = last.grade ?? "";
    followGrade();
    optionsBox.replaceChildren(...optionRows.map(({ words, controls }) =>
      field(words.label, controls.length > 1 ? h("span", { class: "per-seat" }, controls)
        : controls[0], words.help)));
  };
  const winnableOnly = game.solver ? h("input", { type: "checkbox", name: "winnable" }) : null;
  const gradeSelect = game.grades?.length && winnableOnly
    ? h("select", { name: "grade", onchange: () => followGrade() },
      h("option", { value: "" }, t("new-game.grade-any")),
      game.grades.map((grade) => h("option", { value: grade },
        sentence(t(`${game.id}.grade.${grade}`)))))
    : null;
  /** A graded deal is always a winnable one: the box says so while a grade is chosen. */
  const followGrade = () => {
    if (!gradeSelect) return;
    const graded = gradeSelect.value !== "";
    if (graded) winnableOnly.checked = true;
    winnableOnly.disabled = graded;
  };
  playersSelect.addEventListener("change", layout);
  layout();

  const errorLine = h("p", { class: "error", role: "alert" });
  const startButton = h("button", { class: "primary", type: "submit", onclick: (event) => start(event) },
    t("new-game.start"));
  // An online room (rooms/screens.js): the same seats and options; each human seat but the
  // first is a friend's, on their own device. Only for games of several players.
  const onlineButton = game.max_players > 1 ? h("button", { type: "button", class: "online",
    title: t("new-game.online-help"), onclick: () => startOnline() }, t("new-game.online")) : null;
  /** The deal number to deal: the one typed, or with "winnable deals only" or a grade the
   * first winnable one (of that grade) from it, shown in the field, so the player sees which. */
  const chosenSeed = async (options, dealing) => {
    const typed = Number(seedInput.value);
    if (!dealing.winnableOnly && !dealing.grade) return typed;
    startButton.disabled = true;
    startButton.textContent = t("new-game.finding");
    try {
      const seed = await dealSeed(game, typed, options, dealing);
      seedInput.value = seed;
      return seed;
    } finally {
      startButton.disabled = false;
      startButton.textContent = t("new-game.start");
    }
  };
  const readChoices = () => {
    const options = {};
    for (const { option, controls } of optionRows) {
      const values = controls.map((control) => readOption(option, control));
      options[option.name] = option.per_seat ? values : values[0];
    }
    return { players: Number(playersSelect.value), options, seats: seatRows.map((seat) => seat.read()) };
  };
  const startOnline = async () => {
    if (!form.reportValidity() || playersSelect.value === "1") return;
    const unavailable = roomsUnavailable();
    if (unavailable) {
      errorLine.textContent = t(unavailable);
      return;
    }
    const { players, options, seats } = readChoices();
    rememberChoices(game, { players, seats, options, winnableOnly: false });
    const { createRoom } = await import("../rooms/screens.js");
    location.hash = await createRoom(game, { players, options }, seats);
    dialog.close();
  };
  const start = async (event) => {
    event.preventDefault();
    if (!form.reportValidity() || startButton.disabled) return;
    const { players, options, seats } = readChoices();
    const dealing = { winnableOnly: Boolean(winnableOnly?.checked), grade: gradeSelect?.value || null };
    let seed;
    try {
      seed = await chosenSeed(options, dealing);
    } catch (error) {
      errorLine.textContent = error.message;
      return;
    }
    const settings = { game: game.id, seed, players, options };
    const { record, problem, revision } = readSave(saveKey(formatRoute(game, settings)));
    if (problem || record?.save.moves.length) {
      const choice = await ask(t("new-game.started", { seed: settings.seed }),
        t(problem ? "new-game.started-damaged" : "new-game.started-text", { seed: settings.seed }),
        [t("dialog.cancel"), t("new-game.start-again")]);
      if (choice !== t("new-game.start-again")) return;
    }
    rememberChoices(game, { players, seats, options, ...dealing });
    try {
      location.hash = await createDeal(game, settings, seats, revision, dealing);
      dialog.close();
    } catch (error) {
      errorLine.textContent = error.message;
    }
  };
  // Parts a game lacks are null: append would write them as the word "null". The title
  // takes the focus: a field would open a phone's keyboard over the dialog. The buttons stay
  // in view at the dialog's foot however long its form.
  form.append(...[
    h("h2", { tabindex: -1, autofocus: true }, t("new-game.title", { game: title })),
    ...(counts.length > 1 ? [field(t("new-game.players"), playersSelect)] : []),
    seatsBox, optionsBox,
    field(t("new-game.deal"), h("span", { class: "seed-row" }, seedInput,
      h("button", { type: "button", class: "tool", title: t("new-game.random-deal"),
        "aria-label": t("new-game.random-deal"),
        onclick: () => { seedInput.value = randomSeed(); } }, "⟳"))),
    winnableOnly ? field(t("new-game.winnable"), winnableOnly, t("new-game.winnable-help")) : null,
    gradeSelect ? field(t("new-game.grade"), gradeSelect, t("new-game.grade-help")) : null,
    errorLine,
    // A room deals a secret deal of its own (rooms/screens.js), never the number above: say so.
    onlineButton ? h("div", { class: "dialog-buttons online-row" }, onlineButton,
      h("small", { class: "online-deal" }, t("new-game.online-deal"))) : null,
    h("div", { class: "dialog-buttons dialog-foot" },
      h("button", { type: "button", onclick: () => dialog.close() }, t("dialog.cancel")),
      startButton),
  ].filter(Boolean));
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

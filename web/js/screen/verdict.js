// The honest verdict on a lost game, for games whose describe() has `solver`: "Could this
// deal have been won?" The solver answers with the real order of the face-down cards, which
// the player could not see, so it is asked only once the game is over, only when the player
// asks, and its answer says so. A winnable deal's way is shown in a replay (replay.js) of the
// player's own moves up to the last position that could still be won, then the solver's;
// that line is never stored as a game.

import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { RENDERERS } from "../games.js";
import { t } from "../kit/i18n.js";
import { showReplay } from "./replay.js";

/** The verdict's button and answer for the summary of `record`'s finished game, or null
 * where there is none to give (no solver, a game won, or a game between friends);
 * `closeSummary()` closes the summary before the solver's way is shown. */
export function verdictSection(describe, record, view, seat, closeSummary) {
  if (!describe.solver || seat === null || view.winners.includes(seat)) return null;
  const answer = h("p", { class: "verdict-answer", role: "status" });
  const askButton = h("button", { type: "button", onclick: async () => {
    askButton.disabled = true;
    answer.replaceChildren(t("ending.solving"));
    let solution;
    try {
      solution = await solve(record.save);
    } catch (error) {
      answer.replaceChildren(error.message);
      askButton.disabled = false;
      return;
    }
    askButton.remove();
    if (solution.verdict !== "winnable") {
      answer.replaceChildren(t(solution.verdict === "unwinnable" ? "ending.unwinnable" : "ending.undecided"));
      return;
    }
    const seeHow = h("button", { type: "button", class: "primary", onclick: () => {
      closeSummary();
      showSolverLine(describe, record, seat, solution);
    } }, t("ending.see-how"));
    answer.replaceChildren(t("ending.winnable"), " ", seeHow);
    seeHow.focus();
  } }, t("ending.could-win"));
  return h("section", { class: "verdict" }, askButton, answer);
}

/** The solver's answer on a save's deal: {verdict, from, moves}. */
async function solve(save) {
  const { table } = await call("open", { save });
  try {
    return await call("solution", { table });
  } finally {
    call("close", { table }).catch(() => {});
  }
}

/** Replay the game's first `from` moves and then the solver's, in a dialog over the page,
 * starting where the solver takes over. */
async function showSolverLine(describe, record, seat, { from, moves }) {
  const save = { ...record.save,
    moves: [...record.save.moves.slice(0, from), ...moves.map((move) => [seat, move])] };
  const root = h("div", { class: "solver-line" });
  const dialog = h("dialog", { class: "solver-replay", "aria-label": t("replay.solver-title") }, root);
  let replay = null;
  dialog.addEventListener("close", () => {
    replay?.destroy();
    dialog.remove();
  });
  document.body.append(dialog);
  dialog.showModal();
  const renderer = (await RENDERERS[describe.id]()).default;
  replay = await showReplay(root, { describe, record: { ...record, save }, renderer, start: from,
    title: t("replay.solver-title"),
    note: from ? t("replay.solver-from", { count: from }) : t("replay.solver-all"),
    onClose: () => dialog.close() });
  if (!dialog.open) replay.destroy(); // closed while it loaded
}

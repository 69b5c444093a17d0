// The panels beside the Agincards map: the score board, the outcome and the move log.
// Names reach the page as text only.

import { h } from "../../js/dom.js";
import { logLines } from "../../js/names.js";
import { tokenDisc } from "./map.js";

const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One row per seat: token colour, name, score, tokens in hand and cards in hand. */
export function scoreBoard(snapshot) {
  const { view, names, seat: me, toPlay } = snapshot;
  const patience = view.variant === "patience";
  // Among several people sharing the device, say whose screen this is.
  const sharing = snapshot.kinds.filter((kind) => kind === "human").length > 1;
  const rows = view.scores.map((score, seat) => h("li", {
    class: `ag-seat${toPlay.includes(seat) ? " turn" : ""}${seat === me ? " me" : ""}`, "data-seat": seat },
  tokenDisc(seat, { "aria-hidden": "true" }),
  h("span", { class: "ag-name" }, names[seat], seat === me && sharing ? h("small", {}, " (you)") : null),
  h("span", { class: "ag-counts" },
    h("span", { title: "Tokens in hand" }, plural(view.tokens_in_hand[seat], "token")),
    h("span", { title: "Cards in hand" }, plural(view.hand_sizes[seat], "card"))),
  h("strong", { class: "ag-score", title: patience ? "Cards played" : "Score" }, String(score))));
  return h("section", { class: "ag-panel ag-scores", "aria-label": "Score board" },
    h("h2", {}, patience ? "Cards played" : "Scores"), h("ol", {}, rows));
}

/** The result of a finished game, in words. */
export function outcome(snapshot) {
  const { view, names } = snapshot;
  if (view.variant === "patience") {
    return view.winners.length ? `Won! Every card is on the map.`
      : `The patience is lost: ${plural(view.scores[0], "card")} played.`;
  }
  const best = Math.max(...view.scores);
  const points = plural(best, "point");
  if (view.players === 1) return `Game over: ${points}.`;
  const winners = view.winners.map((seat) => names[seat]);
  if (winners.length > 1) return `Game over: ${winners.join(" and ")} share the win with ${points}.`;
  return `Game over: ${winners[0]} ${winners[0] === "You" ? "win" : "wins"} with ${points}.`;
}

/** The view's log, newest last, in a small scrolling panel. */
export function logPanel(snapshot) {
  return h("section", { class: "ag-panel ag-log", "aria-label": "Move log" },
    h("h2", {}, "Moves"), logLines(snapshot.view.log, snapshot.names, { class: "ag-log-lines" }));
}

// The panels beside the Agincards map: the score board and the move log. Names reach the
// page as text only; the log's lines are the engine's messages, read in the reader's language.

import { h } from "../../js/kit/dom.js";
import { say, t } from "../../js/kit/i18n.js";
import { tokenDisc } from "./map.js";

/** One row per seat: token colour, name (a computer's level beside it), score, tokens in
 * hand and cards in hand. */
export function scoreBoard(snapshot) {
  const { view, names, levels, seat: me, toPlay } = snapshot;
  const patience = view.variant === "patience";
  // Among several people sharing the device, say whose screen this is.
  const sharing = snapshot.kinds.filter((kind) => kind === "human").length > 1;
  const rows = view.scores.map((score, seat) => h("li", {
    class: `ag-seat${toPlay.includes(seat) ? " turn" : ""}${seat === me ? " me" : ""}`, "data-seat": seat,
    "data-seat-panel": seat },
  tokenDisc(seat, { "aria-hidden": "true" }),
  h("span", { class: "ag-name" },
    levels[seat] ? t("agincards.board.level", { name: names[seat], level: t(`level.${levels[seat]}`) })
      : names[seat],
    seat === me && sharing ? h("small", {}, " ", t("agincards.board.you")) : null),
  h("span", { class: "ag-counts" },
    h("span", { title: t("agincards.board.tokens-help") },
      t("agincards.board.tokens", { count: view.tokens_in_hand[seat] })),
    h("span", { title: t("agincards.board.cards-help") },
      t("agincards.board.cards", { count: view.hand_sizes[seat] }))),
  h("strong", { class: "ag-score", title: t(patience ? "agincards.board.cards-played" : "agincards.board.score") },
    String(score))));
  return h("section", { class: "ag-panel ag-scores", "aria-label": t("agincards.board.score-board") },
    h("h2", {}, t(patience ? "agincards.board.cards-played" : "agincards.board.scores")), h("ol", {}, rows));
}

/** The view's log, newest last, in a small scrolling panel that shows its newest line. */
export function logPanel(snapshot) {
  const reader = { names: snapshot.names, you: snapshot.you };
  const list = h("ol", { class: "ag-log-lines", tabindex: 0, "aria-label": t("agincards.board.log-label") },
    snapshot.view.log.map((entry) => h("li", {}, say(entry, reader))));
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return h("section", { class: "ag-panel ag-log", "aria-label": t("agincards.board.log-label") },
    h("h2", {}, t("agincards.board.log")), list);
}

// The parts of Agincards' board drawn from its snapshot: the legal moves sorted by kind, the
// bar above the map and the hand below it (board.js wires them to the player's input).

import { cardFace } from "../../js/kit/cards.js";
import { h } from "../../js/kit/dom.js";
import { explain } from "../../js/kit/feedback.js";
import { say, t } from "../../js/kit/i18n.js";
import { movesLike } from "../../js/kit/moves.js";
import { cardKeys } from "./keys.js";
import { cellKey, seatColour, tokenDisc } from "./map.js";

/** The legal moves sorted by kind: placements by card and cell, reclaims, pass. */
export function movesOf(legal) {
  const placements = new Map();
  for (const { card, cell, token } of movesLike(legal, { kind: "place" })) {
    if (!placements.has(card)) placements.set(card, new Map());
    const ways = placements.get(card).get(cell) ?? { plain: false, token: false };
    ways[token ? "token" : "plain"] = true;
    placements.get(card).set(cell, ways);
  }
  const reclaims = new Set(movesLike(legal, { kind: "reclaim" }).map((move) => move.cell));
  return { placements, reclaims, canPass: movesLike(legal, { kind: "pass" }).length > 0 };
}

/** The engine's score preview of each cell `card` may go to: "x,y" -> [plain, withToken]
 * (null where that way of playing is not allowed). */
export function previewsOf(view, card) {
  const index = view.hand?.indexOf(card) ?? -1;
  if (index < 0) return new Map();
  return new Map(view.legal_cells[index].map(([x, y], i) => [cellKey(x, y), view.previews[index][i]]));
}

/** The bar above the map: what to do now (or how the game ended), the draw pile, Pass. */
export function barContents(board) {
  const { view, over } = board.snapshot;
  const pile = h("span", { class: "ag-pile", title: t("agincards.board.pile-help") },
    t("agincards.board.pile"), " ", h("strong", {}, String(view.draw_pile)));
  if (over) {
    const last = view.log[view.log.length - 1];
    return [h("p", { class: "outcome" }, say(last, board.reader)), pile,
      h("button", { class: "primary", type: "button", onclick: () => board.table.newDeal() },
        t("ending.new-deal"))]; // "Play again", as the summary says
  }
  const pass = board.moves.canPass && !board.snapshot.caption // a replay plays nothing
    ? h("button", { type: "button", class: "ag-pass", onclick: () => board.play({ kind: "pass" }),
      title: t("agincards.board.pass-help") }, t("agincards.board.pass")) : null;
  return [h("p", { class: "ag-prompt" }, prompt(board)), pile, pass].filter(Boolean);
}

/** What the tags on the lit cells mean, shown in words while a card is picked, over the
 * corner of the map that its fit leaves free for the zoom buttons (map.js), so it moves
 * nothing; a tap on it says more beside it. The tags are the map's own. */
export function legend(board) {
  const tag = (kind) => h("span", { class: `ag-gain ${kind}`,
    style: kind === "token" ? `--seat:${seatColour(board.snapshot.seat ?? 0)}` : null }, "+");
  const shown = Boolean(board.selected);
  return h("button", { type: "button", class: "ag-legend", tabindex: shown ? 0 : -1,
    "aria-hidden": String(!shown), style: shown ? null : "visibility:hidden",
    onclick: (event) => explain(event.currentTarget, t("agincards.board.gains-help")) },
  board.tokenOn
    ? phraseOf("agincards.board.gains-token", { plain: tag("plain"),
      token: tokenDisc(board.snapshot.seat ?? 0, { "aria-hidden": "true" }) })
    : phraseOf("agincards.board.gains", { plain: tag("plain"), token: tag("token") }));
}

/** A sentence of the catalog with elements in place of its {name} placeholders, where each
 * language puts them. */
function phraseOf(key, pieces) {
  const marks = Object.fromEntries(Object.keys(pieces).map((name) => [name, `\u0001${name}\u0001`]));
  return t(key, marks).split("\u0001").map((part, index) => (index % 2 ? pieces[part] : part));
}

/** What the player is to do now, in a sentence. */
function prompt(board) {
  const { view, legal, toPlay, caption } = board.snapshot;
  if (caption) return caption; // a replay's: the board is read-only
  if (!legal.length) return say({ key: "agincards.board.waiting", seat: toPlay[0] }, board.reader);
  const { placements, reclaims } = board.moves;
  if (board.selected) {
    return t(board.tokenOn ? "agincards.board.choose-cell-token" : "agincards.board.choose-cell",
      { card: board.selected });
  }
  if (!placements.size) {
    return t(reclaims.size ? "agincards.board.reclaim-only" : "agincards.board.pass-only");
  }
  const turn = t(board.moves.canPass ? "agincards.board.your-turn-pass" : "agincards.board.your-turn");
  return view.variant === "patience" ? `${turn} ${t("agincards.board.must-score")}` : turn;
}

/** The hand's title, the token switch and the cards (one takes the Tab key), as a player
 * sees them while the chosen card and the switch are as `board` has them. */
export function handContents(board) {
  const { view, seat } = board.snapshot;
  if (seat === null || !view.hand) return [];
  if (board.snapshot.over && !view.hand.length) return [];
  const allowed = board.tokenAllowed();
  const toggle = h("button", { type: "button", class: `ag-token-switch${board.tokenOn ? " on" : ""}`,
    "aria-pressed": String(board.tokenOn), disabled: !allowed,
    title: t(allowed ? "agincards.board.token-help" : "agincards.board.token-none"),
    onclick: () => board.setToken(!board.tokenOn) },
  h("span", { class: "ag-switch", "aria-hidden": "true" }),
  t("agincards.board.token"), " ",
  h("small", {}, t("agincards.board.tokens-left", { count: view.tokens_in_hand[seat] })));
  const cursor = Math.max(0, view.hand.indexOf(board.selected ?? board.cursorCard));
  const cards = view.hand.map((code, index) => {
    const playable = board.moves.placements.has(code);
    const face = cardFace(code);
    return h("button", { type: "button",
      class: `ag-hand-card${code === board.selected ? " selected" : ""}${playable ? "" : " blocked"}`,
      "data-card": code, "data-motion": `hand:${code}:${index}`, tabindex: index === cursor ? 0 : -1,
      "aria-pressed": String(code === board.selected), "aria-label": face.getAttribute("aria-label"),
      // A click with no pointer (detail 0) is Enter or Space: the focus goes on to the cells.
      onclick: (event) => board.tapCard(code, event.currentTarget, event.detail === 0) }, face);
  });
  return [h("div", { class: "ag-hand-bar" }, h("h2", {}, t("agincards.board.hand")), toggle),
    h("div", { class: "ag-hand", role: "group", "aria-label": t("agincards.board.hand"),
      onkeydown: (event) => cardKeys(event, board.hand) }, cards)];
}

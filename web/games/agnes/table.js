// Agnès's table drawn from a view: the game bar, the stock and foundations, the reserve row,
// the seven fanned columns and the move log. Every piece a player can reach is a "spot"
// (data-spot="row:pile:depth": row 0 the stock and the foundations, row 1 the reserve piles,
// row 2 the columns), which keys.js walks with the arrow keys; every card carries
// data-motion with its code, so motion.js can fly it from where it was.

import { cardBack, cardFace, CARD_RATIO, INDEX_HEIGHT, rankLabel } from "../../js/kit/cards.js";
import { h } from "../../js/kit/dom.js";
import { explain } from "../../js/kit/feedback.js";
import { cardScale } from "../../js/kit/look.js";
import { say, sentence, t } from "../../js/kit/i18n.js";
import { movesLike } from "../../js/kit/moves.js";

const COLUMNS = 7;
export const GAP = 6;
// Offsets as a share of the card height: the reserve's, and the tightest and loosest fan
// of a column. Each shows a covered card's whole index.
const RESERVE_STEP = INDEX_HEIGHT;
const MIN_FAN = INDEX_HEIGHT;
const MAX_FAN = 0.36;
// The deepest a reserve pile gets: three deals of seven and one of two.
const RESERVE_DEPTH = 4;
// Columns up to this long fit the screen at the deal's card size; longer ones shrink it.
const PLANNED_COLUMN = 9;

/** The places ("t1".."t7", "f") each card may go to, from the legal moves. */
export function targetsByCard(legal) {
  const targets = new Map();
  for (const { card, to } of movesLike(legal, { kind: "move" })) {
    if (!targets.has(card)) targets.set(card, []);
    targets.get(card).push(to);
  }
  return targets;
}

/** The position of a spot: [row, pile, depth]. */
export function spotOf(element) {
  return element.dataset.spot.split(":").map(Number);
}

function spot(row, pile, depth = 0) {
  return { "data-spot": `${row}:${pile}:${depth}`, tabindex: -1 };
}

/** Card size from the room there is: seven across, and the deal on one screen while no
 * column is longer than PLANNED_COLUMN cards (so the size only changes in long games). */
export function cardSize(table, view) {
  const width = Math.max(280, table.clientWidth);
  const byWidth = (width - GAP * (COLUMNS - 1)) / COLUMNS;
  const room = innerHeight - table.getBoundingClientRect().top - 3 * GAP - 8;
  const longest = Math.max(PLANNED_COLUMN, ...view.tableau.map((column) => column.length));
  const heights = 1 + (1 + (RESERVE_DEPTH - 1) * RESERVE_STEP) + 1 + MIN_FAN * (longest - 1);
  const byHeight = room / heights / CARD_RATIO;
  // 36 px at the narrowest: a 27-card column still fits a 360 x 740 phone with every covered
  // card's whole index showing. Larger cards (look.js) may make the page scroll.
  const scale = cardScale();
  const cardWidth = Math.floor(Math.max(36, Math.min(byWidth, byHeight * scale, 104 * scale)));
  return { width: cardWidth, height: Math.round(cardWidth * CARD_RATIO) };
}

/** Spread each column as far as the screen allows, never so tight a corner hides. */
export function fanColumns(tableau, view, cardHeight) {
  const room = innerHeight - tableau.getBoundingClientRect().top - 12;
  const longest = Math.max(1, ...view.tableau.map((column) => column.length));
  const step = Math.max(cardHeight * MIN_FAN,
    Math.min(cardHeight * MAX_FAN, (room - cardHeight) / Math.max(1, longest - 1)));
  for (const column of tableau.children) {
    [...column.querySelectorAll(".card")].forEach((card, depth) => {
      card.style.top = `${Math.round(depth * step)}px`;
    });
  }
  tableau.style.height = `${Math.round(cardHeight + step * (longest - 1))}px`;
}

/** A face-up card, named in the reader's language; `attrs` may make it a spot. Cards that
 * can move are marked. */
function card(code, board, attrs = {}) {
  const face = cardFace(code);
  face.dataset.motion = code;
  if (board.targets.has(code)) face.classList.add("movable");
  for (const [name, value] of Object.entries(attrs)) face.setAttribute(name, value);
  if (attrs["data-spot"]) {
    face.setAttribute("role", "button");
    face.setAttribute("aria-pressed", String(code === board.selected));
  }
  return face;
}

function slot(label, attrs) {
  return h("div", { class: "slot", role: "button", ...attrs }, label);
}

/** The score, who plays when a computer does, and the buttons; or how the game ended. */
export function gameBar(board, { view, legal, names, levels, kinds, caption }, actions) {
  if (view.over) {
    const outcome = sentence(say(view.log[view.log.length - 1], board.reader));
    return h("div", { class: `game-bar over ${view.won ? "won" : "lost"}` },
      h("p", { class: "outcome" }, outcome),
      h("button", { class: "primary", type: "button", "data-focus": "new-deal",
        onclick: actions.newDeal }, t("ending.new-deal")));
  }
  const home = view.foundations.reduce((sum, pile) => sum + pile.length, 0);
  const score = h("p", { class: "score", title: t("agnes.board.home-help") },
    t("agnes.board.home", { home }));
  const player = kinds[0] === "computer" ? h("p", { class: "player" },
    t("agnes.board.player", { name: names[0], level: t(`level.${levels[0]}`) })) : null;
  const button = (label, move, onclick, title = null) => h("button", { type: "button",
    "data-focus": move, title, onclick }, label);
  // A replay's board is read-only: its caption stands in place of the buttons of play.
  if (caption) return h("div", { class: "game-bar" }, score, player, h("p", { class: "caption" }, caption));
  const offers = (kind) => movesLike(legal, { kind }).length > 0;
  return h("div", { class: "game-bar" }, score, player,
    offers("deal") ? button(t("agnes.board.deal", { count: view.stock }), "deal",
      () => actions.play({ kind: "deal" }), t("agnes.board.deal-help")) : null,
    offers("redeal") ? button(t("agnes.board.redeal", { left: view.redeals_left }),
      "redeal", () => actions.play({ kind: "redeal" })) : null,
    offers("resign") ? button(t("agnes.board.give-up"), "resign",
      actions.giveUp) : null);
}

/** The stock, what the deal is played with, and the four foundations. */
export function topRow(board, view, legal) {
  const redeal = movesLike(legal, { kind: "redeal" }).length > 0;
  const stockLabel = view.stock ? t("agnes.board.stock", { count: view.stock })
    : redeal ? t("agnes.board.stock-redeal") : t("agnes.board.stock-empty");
  const stock = h("div", { class: "pile stock", ...spot(0, 0),
    role: "button", "aria-label": stockLabel, title: stockLabel },
  view.stock ? [cardBack(), h("span", { class: "count", "aria-hidden": "true" }, String(view.stock))]
    : h("div", { class: "slot", "aria-hidden": "true" }, redeal ? "↺" : ""));
  stock.querySelector(".card")?.removeAttribute("aria-label");
  stock.querySelector(".card")?.setAttribute("aria-hidden", "true");
  // The deal's rules in a word each; a tap (a phone has no hover for the title) says them whole.
  const rules = t("agnes.board.rules-help", { variant: t(`agnes.option.variant.${view.variant}`),
    builds: t(`agnes.board.builds.${view.variant}`), base: view.base_rank, empty: view.empty_column_rank });
  const info = h("button", { type: "button", class: "info", title: rules,
    onclick: (event) => explain(event.currentTarget, rules) },
  h("span", { class: "variant" }, t(`agnes.option.variant.${view.variant}`)),
  h("span", {}, t("agnes.board.base", { rank: view.base_rank })),
  h("span", {}, t("agnes.board.empty", { rank: view.empty_column_rank })),
  view.redeals ? h("span", {}, t("agnes.board.redeals-left", { left: view.redeals_left })) : null);
  const foundations = view.foundations.map((pile, index) => {
    const number = index + 1;
    const top = pile[pile.length - 1];
    // The card below the top one stays drawn, so a card flying home lands on a full pile.
    const under = pile.length > 1 ? card(pile[pile.length - 2], board, { "aria-hidden": "true" }) : null;
    const shown = top
      ? card(top, board, { ...spot(0, number), "aria-label": t("agnes.board.foundation", { number, card: top }) })
      : slot(rankLabel(view.base_rank), { ...spot(0, number),
        "aria-label": t("agnes.board.foundation-empty", { number, rank: view.base_rank }) });
    return h("div", { class: "pile foundation", "data-drop": "f", "data-suit": top ? top[1] : "" },
      under, shown);
  });
  return h("div", { class: "row top" }, stock, info, ...foundations);
}

export function reserveRow(board, view, cardHeight) {
  return h("div", { class: "row reserve" }, view.reserve.map((pile, index) => {
    const number = index + 1;
    const cards = pile.map((code, depth) => {
      const face = card(code, board, spot(1, index, depth));
      face.style.top = `${depth * cardHeight * RESERVE_STEP}px`;
      return face;
    });
    const height = cardHeight * (1 + RESERVE_STEP * Math.max(0, pile.length - 1));
    return h("div", { class: "pile reserve-pile", role: "group", style: `height:${height}px`,
      "aria-label": t("agnes.board.reserve-pile", { number }) },
    cards.length ? cards : slot("", { ...spot(1, index), "aria-label": t("agnes.board.reserve-empty", { number }) }));
  }));
}

export function tableau(board, view) {
  return h("div", { class: "row tableau" }, view.tableau.map((column, index) => {
    const number = index + 1;
    return h("div", { class: "pile column", "data-drop": `t${number}`, role: "group",
      "aria-label": t("agnes.board.column", { number }) },
    column.length
      ? column.map((code, depth) => card(code, board, spot(2, index, depth)))
      : slot(rankLabel(view.empty_column_rank), { ...spot(2, index),
        "aria-label": t("agnes.board.column-empty", { number, rank: view.empty_column_rank }) }));
  }));
}

/** The moves so far, newest last; open beside the table on a wide screen, folded below it
 * on a phone. `open` keeps the player's choice across redraws. Only the player's moves (the
 * lines that name a seat) are numbered and counted, as the header counts them; the deal's
 * base card before them and how the game ended after them are lines of their own. */
export function moveLog(board, view, open, onToggle) {
  const line = (entry) => sentence(say(entry, board.reader));
  const first = view.log.findIndex((entry) => "seat" in entry);
  const last = view.log.findLastIndex((entry) => "seat" in entry);
  const moves = first < 0 ? [] : view.log.slice(first, last + 1);
  const before = first < 0 ? view.log : view.log.slice(0, first);
  const after = first < 0 ? [] : view.log.slice(last + 1);
  const aside = (entries) => entries.map((entry) => h("p", { class: "log-aside" }, line(entry)));
  const count = t("agnes.board.moves", { count: view.move_number });
  const list = h("ol", { tabindex: 0, "aria-label": count }, moves.map((entry) => h("li", {}, line(entry))));
  const details = h("details", { class: "agnes-log", open },
    h("summary", {}, count), aside(before), list, aside(after));
  details.addEventListener("toggle", () => onToggle(details.open));
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return details;
}

// Agony Aunt on screen: the other three players around the table with the trick in the
// middle, your hand fanned below it (the cards you may play raised), the turned card and the
// dumpth trick above, the penalty grid and the log beside (below on a phone). After each
// hand a summary says what everyone lost and won back. Moves are the engine's "play QS".

import { h } from "../../js/dom.js";
import {
  card, currentHolders, dealBar, handSummary, moveLog, penaltyGrid, resultText, seatPanel,
  trickArea,
} from "./parts.js";

const PLACES = ["south", "west", "north", "east"];
// Card width in the hand: a share of the hand's width, within these bounds (px); the
// overlap never shows less than this share of a card (its rank and suit corner).
const HAND_CARD_SHARE = 0.15;
const HAND_CARD_MIN = 52;
const HAND_CARD_MAX = 92;
const MIN_SHOWN = 0.4;
const MAX_SHOWN = 0.62;
const SUIT_GAP = 0.12;
const FAN_DEGREES = 1.3;
// The room left at the two ends of the hand for the tilted end cards, in card widths.
const TILT_MARGIN = 0.4;

const howToPlay = `## Playing on this screen
- Your hand is at the bottom, sorted by suit and rank. When it is your turn the cards you may play are **raised**: **tap one** (or Tab to it and press Enter) to play it.
- The trick is in the middle, each card in front of the player who played it; between tricks it shows the last trick and who took it.
- Above the table: the **turned card** (the Joker plays as this card), the dump suit and the dumpth trick.
- The **penalty grid** shows each counter in its player's colour and number. Each player's panel shows counters left, tricks taken and penalties this hand.
- When a hand ends a summary says what each player lost and won back, and why; the next hand starts when you close it (*Next hand*). The *Hand summary* button shows it again.
- ↶ and ↷ undo and redo (playing alone); *New* starts another deal.`;

class AgonyAuntBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.press = null;
    // The summary opens by itself on the first trick after a hand, until closed.
    this.closedSummary = 0;
    this.summaryOpen = false;
    this.listeners = {
      pointerdown: (e) => this.pointerDown(e), pointerup: (e) => this.pointerUp(e),
      pointercancel: () => { this.press = null; }, keydown: (e) => this.keyDown(e),
    };
    for (const [type, fn] of Object.entries(this.listeners)) root.addEventListener(type, fn);
    // Fan the hand again whenever the board's size changes (the stylesheet arriving too).
    this.resizeObserver = new ResizeObserver(() => this.fanHand());
    this.resizeObserver.observe(root);
  }

  destroy() {
    for (const [type, fn] of Object.entries(this.listeners)) this.root.removeEventListener(type, fn);
    this.resizeObserver.disconnect();
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.snapshot = snapshot;
    const { view } = snapshot;
    const lastHand = view.last_hand?.hand_number ?? 0;
    if (lastHand > this.closedSummary && (view.trick_number === 1 || view.over)) {
      this.summaryOpen = true;
    }
    // The computers wait while the summary is open: the next hand starts when it closes.
    this.table.hold(this.summaryOpen);
    this.bottom = snapshot.seat ?? 0;
    this.legalCards = new Set(snapshot.legal.map((move) => move.slice("play ".length)));
    const focused = this.root.contains(document.activeElement) ? document.activeElement.dataset.card : null;
    const board = h("div", { class: "aa" },
      view.over ? this.resultBar(view, snapshot.names) : null,
      dealBar(view, () => this.openSummary()),
      h("div", { class: "aa-main" },
        h("div", { class: "aa-play-area" }, this.tableArea(view, snapshot), this.handArea(view, snapshot)),
        h("div", { class: "aa-side" },
          h("section", { class: "aa-penalties" }, h("h2", {}, "Penalty grid, this hand"),
            penaltyGrid(view, snapshot.names, currentHolders(view))),
          moveLog(view, snapshot.names))),
      this.summaryOpen && view.last_hand ? handSummary(view, snapshot, {
        onClose: () => this.closeSummary(), onNewDeal: () => this.table.newDeal() }) : null);
    this.root.replaceChildren(board);
    this.fanHand();
    const fan = board.querySelector(".aa-fan");
    requestAnimationFrame(() => fan.classList.add("fanned"));
    if (this.summaryOpen) board.querySelector(".aa-summary button:last-child").focus({ preventScroll: true });
    else if (focused) board.querySelector(`.aa-hand .card.legal[data-card="${focused}"]`)?.focus();
  }

  placeOf(seat) {
    return PLACES[(seat - this.bottom + PLACES.length) % PLACES.length];
  }

  resultBar(view, names) {
    return h("div", { class: "aa-result-bar" },
      h("p", { class: "aa-result", role: "status" }, `Game over. ${resultText(view, names)}`),
      h("button", { type: "button", class: "primary", onclick: () => this.table.newDeal() }, "New deal"));
  }

  tableArea(view, snapshot) {
    const leader = view.trick.length ? view.trick[0].seat : snapshot.over ? null : snapshot.toPlay[0];
    const seats = view.counters.map((_, seat) =>
      seatPanel(view, snapshot, seat, this.placeOf(seat), leader));
    return h("div", { class: "aa-table" }, ...seats,
      trickArea(view, snapshot.names, (seat) => this.placeOf(seat)));
  }

  handArea(view, snapshot) {
    const myTurn = this.legalCards.size > 0;
    const cards = view.hand.map((code, index) => {
      const face = card(code, view.turned_card);
      const legal = this.legalCards.has(code);
      const previous = view.hand[index - 1];
      if (previous && this.suitOf(previous, view) !== this.suitOf(code, view)) {
        face.classList.add("new-suit");
      }
      if (legal) {
        face.classList.add("legal");
        face.setAttribute("tabindex", "0");
        face.setAttribute("aria-label", `${face.getAttribute("aria-label")}: play it`);
      } else if (myTurn) {
        face.classList.add("held");
      }
      return face;
    });
    let prompt = "";
    if (snapshot.seat === null) prompt = "Watching the computers play";
    else if (myTurn) prompt = view.trick.length ? "Your turn: play a raised card" : "Your lead: play any card";
    else if (!snapshot.over) prompt = `Waiting for ${snapshot.names[snapshot.toPlay[0]]}`;
    return h("section", { class: `aa-hand${myTurn ? " my-turn" : ""}`, "aria-label": "Your hand" },
      h("p", { class: "aa-prompt", role: "status" }, prompt),
      h("div", { class: "aa-fan" }, cards));
  }

  suitOf(code, view) {
    return code === "JOKER" ? view.turned_card[1] : code[1];
  }

  /** Overlap the hand so it fits one row, with a little more room between suits. */
  fanHand() {
    const fan = this.root.querySelector(".aa-fan");
    if (!fan) return;
    const cards = [...fan.children];
    const room = fan.parentElement.clientWidth;
    const cardWidth = Math.round(Math.min(HAND_CARD_MAX, Math.max(HAND_CARD_MIN, room * HAND_CARD_SHARE)));
    const width = room - cardWidth * TILT_MARGIN;
    const gaps = cards.filter((c) => c.classList.contains("new-suit")).length;
    const share = (width - cardWidth) / Math.max(1, cards.length - 1 + gaps * SUIT_GAP / MIN_SHOWN);
    const step = Math.max(cardWidth * MIN_SHOWN, Math.min(cardWidth * MAX_SHOWN, share));
    fan.style.setProperty("--hand-cw", `${cardWidth}px`);
    const middle = (cards.length - 1) / 2;
    let left = 0;
    cards.forEach((face, index) => {
      if (face.classList.contains("new-suit")) left += step * SUIT_GAP / MIN_SHOWN;
      face.style.left = `${Math.round(left)}px`;
      face.style.setProperty("--tilt", `${((index - middle) * FAN_DEGREES).toFixed(2)}deg`);
      face.style.setProperty("--arc", `${(Math.abs(index - middle) ** 2 * 0.35).toFixed(1)}px`);
      if (index < cards.length - 1) left += step;
    });
    fan.style.width = `${Math.round(left + cardWidth)}px`;
  }

  openSummary() {
    this.summaryOpen = true;
    this.render(this.snapshot);
  }

  closeSummary() {
    this.summaryOpen = false;
    this.closedSummary = this.snapshot.view.last_hand?.hand_number ?? 0;
    this.render(this.snapshot);
  }

  // --- input ---------------------------------------------------------------------------
  /** A tap on a card of the hand: play it; a card that may not be played goes to the
   * engine too, whose refusal tells the player why. */
  tap(target) {
    const code = target.closest(".aa-hand .card")?.dataset.card;
    if (!code) return;
    const { names, toPlay, over } = this.snapshot;
    if (this.legalCards.size) this.table.play(`play ${code}`);
    else if (!over) this.table.notify(`It is ${names[toPlay[0]]}'s turn.`);
  }

  pointerDown(event) {
    if (event.button !== 0) return;
    this.press = { target: event.target.closest(".aa-hand .card"), id: event.pointerId };
  }

  pointerUp(event) {
    const press = this.press;
    this.press = null;
    if (!press?.target || press.id !== event.pointerId) return;
    if (event.target.closest(".aa-hand .card") === press.target) this.tap(press.target);
  }

  keyDown(event) {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest?.(".aa-hand .card")) {
      event.preventDefault();
      this.tap(event.target);
    } else if (event.key === "Escape" && this.summaryOpen) {
      this.closeSummary();
    }
  }
}

export default {
  howToPlay,
  stylesheet: "./games/agony-aunt/board.css",
  create: (root, table) => new AgonyAuntBoard(root, table),
};

// Agnès on screen: the game bar, then the stock and foundations, the reserve row and the
// seven fanned columns (table.js), with the move log beside them on a wide screen and below
// on a phone. Moves come only from the engine's legal moves, as data ({kind: "move", card,
// to: "t1".."t7" or "f"}, and the kinds "deal", "redeal", "resign"). Input: tap a card to pick it up and tap where it goes, tap it again
// (or double-click) to send it to its foundation, or drag it; the stock deals. A card or
// place that cannot be used says why. The keyboard does the same (keys.js). Cards fly to
// their new places when a move is made (motion.js): dealt cards from the stock, gathered
// ones back to it.

import { announce } from "../../js/kit/announce.js";
import { ask } from "../../js/kit/dialogs.js";
import { h } from "../../js/kit/dom.js";
import { trackDrags } from "../../js/kit/drag.js";
import { say, t } from "../../js/kit/i18n.js";
import { captureLayout } from "../../js/kit/motion.js";
import { moveLike } from "../../js/kit/moves.js";
import { nextSpot, spotNear } from "./keys.js";
import {
  cardSize, fanColumns, gameBar, GAP, moveLog, reserveRow, spotOf, tableau, targetsByCard, topRow,
} from "./table.js";

// Beside the table, the log is open and as tall as the room; below it, folded.
const WIDE = "(min-width: 900px)";
// Between two cards dealt from the stock, in ms.
const DEAL_STAGGER = 45;

class AgnesBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.selected = null;
    this.cursor = [2, 0, 0]; // the spot that takes the Tab key: [row, pile, depth]
    this.landing = null; // the card a move from this screen put on a column
    this.hinted = null; // the move the game screen's Hint shows on this position
    this.logOpen = matchMedia(WIDE).matches;
    // A window dragged to a new size fires many resize events: redraw once per frame.
    this.onResize = () => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => this.snapshot && this.draw());
    };
    this.onKeyDown = (event) => this.keyDown(event);
    this.drags = trackDrags(root, {
      pieceAt: (target) => target.closest(".card.movable")?.dataset.card,
      lift: (code) => this.lift(code),
      placeAt: (event, ghost) => this.dropZone(event, ghost),
      settle: () => {
        for (const card of this.root.querySelectorAll(".card.lifted")) card.classList.remove("lifted");
      },
      drop: (zone, code) => this.drop(code, zone),
      tap: (target) => this.tap(target),
    });
    root.addEventListener("keydown", this.onKeyDown);
    addEventListener("resize", this.onResize);
  }

  destroy() {
    this.drags.destroy();
    this.root.removeEventListener("keydown", this.onKeyDown);
    removeEventListener("resize", this.onResize);
    cancelAnimationFrame(this.resizeFrame);
  }

  /** How the engine's messages name the seats for this reader. */
  get reader() {
    return { names: this.snapshot.names, you: this.snapshot.you };
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    const before = this.snapshot;
    this.snapshot = snapshot;
    this.selected = null;
    this.hinted = null;
    const forward = snapshot.direction === "forward" && before && snapshot.events.length;
    this.draw(forward ? flights(snapshot.events) : null);
    this.landing = null;
  }

  /** Draw the position; `flying` (see flights below) makes the last move's cards fly. */
  draw(flying = null) {
    const { view, legal } = this.snapshot;
    const focus = this.focusedPlace();
    const layout = flying ? captureLayout(this.root) : null;
    this.drags.cancel();
    this.targets = targetsByCard(legal);
    const table = h("div", { class: "agnes" });
    const log = moveLog(this, view, this.logOpen, (open) => { this.logOpen = open; });
    const bar = gameBar(this, this.snapshot, { play: (move) => this.play(move),
      giveUp: () => this.giveUp(), newDeal: () => this.table.newDeal() });
    this.root.replaceChildren(h("div", { class: "agnes-body" },
      h("div", { class: "agnes-main" }, bar, table), log));
    const size = cardSize(table, view);
    this.root.style.setProperty("--cw", `${size.width}px`);
    this.root.style.setProperty("--ch", `${size.height}px`);
    this.root.style.setProperty("--gap", `${GAP}px`);
    table.append(topRow(this, view, legal), reserveRow(this, view, size.height), tableau(this, view));
    fanColumns(table.querySelector(".tableau"), view, size.height);
    if (matchMedia(WIDE).matches) {
      const list = log.querySelector("ol");
      list.style.maxHeight = `${Math.max(160, innerHeight - list.getBoundingClientRect().top - 16)}px`;
    }
    this.showSelection();
    this.markHint();
    this.placeCursor(focus);
    if (layout) {
      const stock = this.root.querySelector(".stock");
      layout.animate(this.root, {
        from: Object.fromEntries(flying.dealt.map((code) => [code, stock])),
        to: Object.fromEntries(flying.gathered.map((code) => [code, stock])),
        stagger: DEAL_STAGGER,
      });
    }
  }

  /** What had the keyboard focus in the board, to give it back after a redraw. */
  focusedPlace() {
    const active = document.activeElement;
    if (!this.root.contains(active)) return null;
    if (active.dataset.spot) return { spot: spotOf(active) };
    if (active.dataset.focus) return { selector: `[data-focus="${active.dataset.focus}"]` };
    if (active.closest(".agnes-log")) {
      return { selector: active.matches("summary") ? ".agnes-log summary" : ".agnes-log ol" };
    }
    return {};
  }

  /** One spot takes the Tab key; the focus, if the board had it, comes back to the same
   * place (a card just moved onto a column: that card). */
  placeCursor(focus) {
    if (focus?.spot) this.cursor = focus.spot;
    const landed = this.landing && this.root.querySelector(`[data-spot][data-card="${this.landing}"]`);
    const spot = (focus?.spot && landed) || spotNear(this.root, this.cursor);
    this.cursor = spotOf(spot);
    spot.tabIndex = 0;
    if (!focus) return;
    const element = focus.selector && this.root.querySelector(focus.selector);
    (element || spot).focus({ preventScroll: true });
  }

  /** Give the Tab key (and, with `focus`, the focus) to this spot. */
  moveCursor(spot, focus) {
    this.root.querySelector('[data-spot][tabindex="0"]')?.setAttribute("tabindex", "-1");
    spot.tabIndex = 0;
    this.cursor = spotOf(spot);
    if (focus) spot.focus();
  }

  /** Mark the picked-up card (with those on it) and the places it may go. */
  showSelection() {
    for (const element of this.root.querySelectorAll(".selected, .target")) {
      element.classList.remove("selected", "target");
    }
    for (const card of this.root.querySelectorAll('[aria-pressed="true"]')) {
      card.setAttribute("aria-pressed", "false");
    }
    if (!this.selected) return;
    const stack = this.stackFrom(this.selected);
    for (const card of stack) card.classList.add("selected");
    stack[0]?.setAttribute("aria-pressed", "true");
    for (const target of this.targets.get(this.selected)) {
      if (target === "f") this.foundationFor(this.selected)?.classList.add("target");
      else this.root.querySelector(`[data-drop="${target}"]`).classList.add("target");
    }
  }

  /** Highlight `move`, one of the legal moves (the game screen's Hint, see screen/game-screen.js): the card, with
   * every card lying on it that moves along, and where it goes, or the stock that deals, until the next
   * position is drawn. */
  showHint(move) {
    this.hinted = move;
    this.markHint();
  }

  markHint() {
    for (const element of this.root.querySelectorAll(".hinted")) element.classList.remove("hinted");
    if (!this.hinted) return;
    const { kind, card, to } = this.hinted;
    const pieces = kind !== "move" ? [this.root.querySelector(".stock")]
      : [...this.stackFrom(card),
        to === "f" ? this.foundationFor(card) : this.root.querySelector(`[data-drop="${to}"]`)];
    for (const piece of pieces) piece?.classList.add("hinted");
  }

  foundationFor(code) {
    const piles = [...this.root.querySelectorAll(".foundation")];
    return piles.find((pile) => pile.dataset.suit === code[1]) || piles.find((pile) => !pile.dataset.suit);
  }

  /** The card element and the ones lying on it in its pile. */
  stackFrom(code) {
    const card = this.root.querySelector(`.card[data-spot][data-card="${code}"]`);
    if (!card) return [];
    const pile = [...card.parentNode.querySelectorAll(".card")];
    return pile.slice(pile.indexOf(card));
  }

  // --- input ---------------------------------------------------------------------------
  /** Make a move (as data, see the game screen's `play`); the engine's reason when it refuses
   * one, else null. */
  play(move) {
    this.selected = null;
    this.landing = move.kind === "move" && move.to !== "f" ? move.card : null;
    return this.table.play(move);
  }

  /** Try a move the legal moves do not hold, so the engine says why, beside `element`. */
  async explain(move, element) {
    const reason = await this.table.play(move);
    if (reason) this.table.refuse(element, reason);
  }

  pick(code) {
    this.selected = code;
    this.showSelection();
    announce(t("agnes.board.picked", { card: code }));
  }

  letGo() {
    if (!this.selected) return;
    announce(t("agnes.board.let-go", { card: this.selected }));
    this.selected = null;
    this.showSelection();
  }

  /** One tap (or click, or Enter) on a card, a pile or the stock: see the top of the file. */
  tap(target) {
    const spot = target.closest("[data-spot]");
    if (spot) this.moveCursor(spot, false);
    const { view, legal } = this.snapshot;
    if (!legal.length) return; // the game is over, or it is not this screen's turn
    const stock = target.closest(".stock");
    if (stock) {
      const move = { kind: view.stock ? "deal" : "redeal" };
      if (moveLike(legal, move)) this.play(move);
      else this.explain(move, stock);
      return;
    }
    const cardElement = target.closest(".card[data-spot]");
    const code = cardElement?.dataset.card;
    const place = target.closest("[data-drop]")?.dataset.drop;
    const chosen = this.selected;
    if (chosen && code === chosen) {
      if (this.targets.get(chosen).includes("f")) this.play({ kind: "move", card: chosen, to: "f" });
      else this.letGo();
    } else if (chosen && this.targets.get(chosen).includes(place)) {
      this.play({ kind: "move", card: chosen, to: place });
    } else if (code && this.targets.has(code)) {
      this.pick(code);
    } else if (chosen && place) {
      this.explain({ kind: "move", card: chosen, to: place }, spot ?? target.closest("[data-drop]"));
    } else {
      this.letGo();
      if (view.blocked[code]) this.table.refuse(cardElement, say(view.blocked[code], this.reader));
    }
  }

  keyDown(event) {
    if (event.key === "Escape") {
      if (this.selected) event.preventDefault();
      this.letGo();
      return;
    }
    const spot = event.target.closest?.("[data-spot]");
    if (!spot) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.tap(spot);
      return;
    }
    const next = nextSpot(this.root, spot, event.key);
    if (next) {
      event.preventDefault();
      this.moveCursor(next, true);
    }
  }

  async giveUp() {
    const home = this.snapshot.view.foundations.reduce((sum, pile) => sum + pile.length, 0);
    const quit = t("agnes.board.give-up");
    const answer = await ask(t("agnes.board.give-up-title"), t("agnes.board.give-up-text", { home }),
      [t("agnes.board.keep-playing"), quit]);
    if (answer === quit) await this.play({ kind: "resign" });
    else this.root.querySelector('[data-focus="resign"]')?.focus();
  }

  /** Start dragging a card: it and the cards on it lift into a ghost. */
  lift(code) {
    this.selected = code;
    this.showSelection();
    const stack = this.stackFrom(code);
    const first = stack[0].getBoundingClientRect();
    const ghost = h("div", { class: "drag-ghost", "aria-hidden": "true", style:
      `left:${first.left}px;top:${first.top}px;width:${first.width}px` });
    for (const card of stack) {
      const copy = card.cloneNode(true);
      copy.removeAttribute("data-motion");
      copy.removeAttribute("data-spot");
      copy.style.top = `${card.getBoundingClientRect().top - first.top}px`;
      ghost.append(copy);
      card.classList.add("lifted");
    }
    return ghost;
  }

  /** The drop zone under the pointer, else the one the dragged card overlaps most. */
  dropZone(event, ghost) {
    const card = ghost.firstChild.getBoundingClientRect();
    let best = null;
    let bestArea = 0;
    for (const zone of this.root.querySelectorAll("[data-drop]")) {
      const box = zone.getBoundingClientRect();
      const bottom = zone.classList.contains("column") ? Math.max(box.bottom, innerHeight) : box.bottom;
      if (event.clientX >= box.left && event.clientX <= box.right
          && event.clientY >= box.top && event.clientY <= bottom) return zone;
      const area = Math.max(0, Math.min(card.right, box.right) - Math.max(card.left, box.left))
        * Math.max(0, Math.min(card.bottom, bottom) - Math.max(card.top, box.top));
      if (area > bestArea) [best, bestArea] = [zone, area];
    }
    return best;
  }

  /** A dragged card lands on `zone`; dropped where it lay, it is just let go. */
  drop(code, zone) {
    const home = this.stackFrom(code)[0]?.closest("[data-drop]");
    const move = { kind: "move", card: code, to: zone?.dataset.drop };
    if (!zone || zone === home) {
      this.selected = null;
      this.showSelection();
    } else if (moveLike(this.snapshot.legal, move)) {
      this.play(move);
    } else {
      this.explain(move, zone);
    }
  }
}

/** The cards the last move took out of the stock and put back into it, which fly from and
 * to the stock; every other card that moved slides from its old place by itself. */
function flights(events) {
  const dealt = [];
  const gathered = [];
  for (const event of events) {
    if (event.kind === "deal") dealt.push(...event.cards);
    if (event.kind === "redeal") gathered.push(...event.cards);
  }
  return { dealt, gathered };
}

export default {
  howToPlay: "agnes.help",
  stylesheet: "./games/agnes/board.css",
  create: (root, table) => new AgnesBoard(root, table),
};

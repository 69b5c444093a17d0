// Agnès on screen: foundations and stock on top, the reserve row, then the seven fanned
// columns. Moves come only from the engine's legal list ("QS>t5", "7H>f", "deal", "redeal",
// "resign"). Input: tap a card to pick it up and tap where it goes, tap it again (or
// double-click) to send it to its foundation, or drag it; the stock deals.

import { cardBack, cardFace, cardName, CARD_RATIO, rankLabel } from "../../js/cards.js";
import { h } from "../../js/dom.js";
import { trackDrags } from "../../js/drag.js";

const COLUMNS = 7;
const GAP = 6;
// Offsets as a share of the card height: the reserve's, and the tightest and loosest fan
// of a column (the tightest still shows the rank and suit corner).
const RESERVE_STEP = 0.16;
const MIN_FAN = 0.24;
const MAX_FAN = 0.36;

const howToPlay = `## Playing on this screen
- **Tap a card** to pick it up, with the cards lying on it; the places where it can go light up. **Tap one** to move it there.
- **Tap the picked-up card again**, or **double-click** it, to send it to its foundation.
- Or **drag** a card where it should go.
- **Tap the stock** (or *Deal*) to deal the stock onto the reserve row, which sits between the foundations and the columns; only the top card of a reserve pile can be played.
- Beside the stock: the variant, the **base** rank of the foundations, the rank an **empty** column takes, and the redeals left.
- With a keyboard: **Tab** to a card or a column, **Enter** to pick up or put down, **Esc** to let go.
- ↶ and ↷ undo and redo as far as you like; *New* starts another deal. The deal number in the header is a link to this deal.`;

/** The targets ("t1".."t7", "f") each card may go to, from the legal move list. */
function targetsByCard(legal) {
  const targets = new Map();
  for (const move of legal) {
    const match = /^(\w\w)>(t\d|f)$/.exec(move);
    if (!match) continue;
    if (!targets.has(match[1])) targets.set(match[1], []);
    targets.get(match[1]).push(match[2]);
  }
  return targets;
}

function slot(label, attrs = {}) {
  return h("div", { class: "slot", ...attrs }, label ? h("span", {}, label) : null);
}

class AgnesBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.selected = null;
    this.snapshot = null;
    // A window dragged to a new size fires many resize events: redraw once per frame.
    this.onResize = () => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => this.snapshot && this.render(this.snapshot));
    };
    this.onKeyDown = (e) => this.keyDown(e);
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

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.snapshot = snapshot;
    this.drags.cancel();
    const { view, legal } = snapshot;
    const active = document.activeElement;
    const focused = this.root.contains(active) ? active.dataset.card : null;
    this.targets = targetsByCard(legal);
    if (this.selected && !this.targets.has(this.selected)) this.selected = null;
    const board = h("div", { class: "agnes" });
    this.root.replaceChildren(this.gameBar(view, legal), board);
    this.sizeCards(board, view);
    board.append(this.topRow(view, legal), this.reserveRow(view), this.tableau(view));
    this.fanColumns(board, view);
    this.showSelection();
    if (focused) board.querySelector(`.card.movable[data-card="${focused}"]`)?.focus();
  }

  /** Card size from the room there is: seven across, and the deal on one screen while
   * no column is longer than nine cards (so the size only changes in long games). */
  sizeCards(board, view) {
    const width = Math.max(280, board.clientWidth || this.root.clientWidth);
    const byWidth = (width - GAP * (COLUMNS - 1)) / COLUMNS;
    const room = innerHeight - board.getBoundingClientRect().top - 3 * GAP - 8;
    const longest = Math.max(9, ...view.tableau.map((column) => column.length));
    const heights = 1 + (1 + 3 * RESERVE_STEP) + 1 + MIN_FAN * (longest - 1);
    const byHeight = room / heights / CARD_RATIO;
    this.cardWidth = Math.floor(Math.max(40, Math.min(byWidth, byHeight, 104)));
    this.cardHeight = Math.round(this.cardWidth * CARD_RATIO);
    this.root.style.setProperty("--cw", `${this.cardWidth}px`);
    this.root.style.setProperty("--ch", `${this.cardHeight}px`);
    this.root.style.setProperty("--gap", `${GAP}px`);
  }

  gameBar(view, legal) {
    const home = view.foundations.reduce((sum, pile) => sum + pile.length, 0);
    const button = (label, move, extra = {}) => h("button", { type: "button", "data-move": move,
      onclick: () => this.play(move), ...extra }, label);
    if (view.over) {
      const outcome = view.won ? "Won! All 52 cards are on the foundations."
        : view.resigned ? `You gave up with ${home} of 52 cards on the foundations.`
          : `No move is left: ${home} of 52 cards on the foundations.`;
      return h("div", { class: `game-bar over ${view.won ? "won" : "lost"}` },
        h("p", { class: "outcome", role: "status" }, outcome),
        h("button", { class: "primary", type: "button", onclick: () => this.table.newDeal() }, "New deal"));
    }
    return h("div", { class: "game-bar" },
      h("p", { class: "score", title: "cards on the foundations" },
        h("strong", {}, String(home)), " / 52 cards home"),
      legal.includes("deal") ? button(`Deal (${view.stock})`, "deal") : null,
      legal.includes("redeal") ? button(`Redeal (${view.redeals_left} left)`, "redeal") : null,
      legal.includes("resign") ? button("Give up", "resign", { onclick: () => {
        if (confirm("Give up this deal? The cards on the foundations are your score.")) this.play("resign");
      } }) : null);
  }

  topRow(view, legal) {
    const stock = view.stock
      ? h("div", { class: "pile stock", "data-action": "deal", title: "Deal the stock", role: "button",
        tabindex: 0 }, cardBack(),
        h("span", { class: "count" }, String(view.stock)))
      : slot(legal.includes("redeal") ? "↺" : "", { class: "slot pile stock", "data-action": "redeal",
        title: legal.includes("redeal") ? "Gather the reserve and deal it again" : "The stock is empty" });
    const info = h("div", { class: "info" },
      h("span", { class: "variant" }, view.variant === "sorel" ? "Sorel" : "Bernauer"),
      h("span", { title: "The foundations start at this rank" },
        "Base ", h("strong", {}, rankLabel(view.base_rank))),
      h("span", { title: "An empty column takes only this rank" },
        "Empty ", h("strong", {}, rankLabel(view.empty_column_rank))),
      view.redeals ? h("span", { title: "Redeals left" },
        "Redeals ", h("strong", {}, String(view.redeals_left))) : null);
    const foundations = view.foundations.map((pile, index) => h("div", {
      class: "pile foundation", "data-drop": "f", "data-foundation": index, tabindex: 0,
      "aria-label": `Foundation ${index + 1}`,
      "data-suit": pile.length ? pile[0][1] : "" },
    pile.length ? this.card(pile[pile.length - 1], false) : slot(rankLabel(view.base_rank))));
    return h("div", { class: "row top" }, stock, info, ...foundations);
  }

  reserveRow(view) {
    return h("div", { class: "row reserve" }, view.reserve.map((pile, index) => {
      const cards = pile.map((code, depth) => {
        const card = this.card(code, depth === pile.length - 1);
        card.style.top = `${depth * this.cardHeight * RESERVE_STEP}px`;
        return card;
      });
      return h("div", { class: "pile reserve-pile", "data-reserve": index,
        style: `height:${this.cardHeight * (1 + RESERVE_STEP * Math.max(0, pile.length - 1))}px` },
      cards.length ? cards : slot(""));
    }));
  }

  tableau(view) {
    return h("div", { class: "row tableau" }, view.tableau.map((column, index) =>
      h("div", { class: "pile column", "data-drop": `t${index + 1}`, tabindex: 0,
        "aria-label": `Column ${index + 1}` },
        column.length ? column.map((code) => this.card(code, true))
          : slot(rankLabel(view.empty_column_rank)))));
  }

  /** Spread each column as far as the screen allows, never so tight a corner hides. */
  fanColumns(board, view) {
    const tableau = board.querySelector(".tableau");
    const room = innerHeight - tableau.getBoundingClientRect().top - 12;
    const longest = Math.max(1, ...view.tableau.map((column) => column.length));
    const step = Math.max(this.cardHeight * MIN_FAN,
      Math.min(this.cardHeight * MAX_FAN, (room - this.cardHeight) / Math.max(1, longest - 1)));
    for (const column of tableau.children) {
      [...column.querySelectorAll(".card")].forEach((card, depth) => {
        card.style.top = `${Math.round(depth * step)}px`;
      });
    }
    tableau.style.height = `${Math.round(this.cardHeight + step * (longest - 1))}px`;
  }

  card(code, playable) {
    const card = cardFace(code);
    if (playable && this.targets.has(code)) {
      card.classList.add("movable");
      card.setAttribute("tabindex", "0");
      card.setAttribute("aria-label", `${cardName(code)}: can move`);
    }
    return card;
  }

  /** Mark the picked-up card (with those on it) and the places it may go. */
  showSelection() {
    for (const el of this.root.querySelectorAll(".selected, .target")) {
      el.classList.remove("selected", "target");
    }
    if (!this.selected) return;
    for (const card of this.stackFrom(this.selected)) card.classList.add("selected");
    for (const target of this.targets.get(this.selected)) {
      if (target === "f") this.foundationFor(this.selected)?.classList.add("target");
      else this.root.querySelector(`[data-drop="${target}"]`).classList.add("target");
    }
  }

  foundationFor(code) {
    const piles = [...this.root.querySelectorAll(".foundation")];
    return piles.find((pile) => pile.dataset.suit === code[1]) || piles.find((pile) => !pile.dataset.suit);
  }

  /** The card element and the ones lying on it in its column. */
  stackFrom(code) {
    const card = this.root.querySelector(`.card[data-card="${code}"]`);
    if (!card) return [];
    const pile = [...card.parentNode.querySelectorAll(".card")];
    return pile.slice(pile.indexOf(card));
  }

  // --- input ---------------------------------------------------------------------------
  async play(move) {
    this.selected = null;
    await this.table.play(move);
  }

  /** One tap (or click) on a card, a pile or the stock: see the scheme at the top. */
  tap(target) {
    const action = target.closest("[data-action]")?.dataset.action;
    if (action) {
      if (this.snapshot.legal.includes(action)) this.play(action);
      return;
    }
    const code = target.closest(".card")?.dataset.card;
    const drop = target.closest("[data-drop]")?.dataset.drop;
    const chosen = this.selected;
    if (chosen && code === chosen) {
      if (this.targets.get(chosen).includes("f")) this.play(`${chosen}>f`);
      else this.selected = null;
    } else if (chosen && drop && this.targets.get(chosen).includes(drop)) {
      this.play(`${chosen}>${drop}`);
    } else {
      this.selected = code && this.targets.has(code) ? code : null;
    }
    this.showSelection();
  }

  keyDown(event) {
    if ((event.key === "Enter" || event.key === " ")
        && event.target.closest(".card, [data-action], [data-drop]")) {
      event.preventDefault();
      this.tap(event.target);
    } else if (event.key === "Escape") {
      this.selected = null;
      this.showSelection();
    }
  }

  /** Start dragging a card: it and the cards on it lift into a ghost. */
  lift(code) {
    this.selected = code;
    this.showSelection();
    const stack = this.stackFrom(code);
    const first = stack[0].getBoundingClientRect();
    const ghost = h("div", { class: "drag-ghost", style:
      `left:${first.left}px;top:${first.top}px;width:${first.width}px` });
    for (const card of stack) {
      const copy = card.cloneNode(true);
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
          && event.clientY >= box.top && event.clientY <= bottom) return zone.dataset.drop;
      const area = Math.max(0, Math.min(card.right, box.right) - Math.max(card.left, box.left))
        * Math.max(0, Math.min(card.bottom, bottom) - Math.max(card.top, box.top));
      if (area > bestArea) [best, bestArea] = [zone.dataset.drop, area];
    }
    return best;
  }

  /** A dragged card lands on `zone`; dropped where it lay, it is just let go. */
  drop(code, zone) {
    const home = this.stackFrom(code)[0]?.closest("[data-drop]")?.dataset.drop;
    if (zone && zone !== home) {
      // An illegal drop still goes to the engine, whose refusal tells the player why.
      this.play(`${code}>${zone}`);
    } else {
      this.selected = null;
      this.showSelection();
    }
  }
}

export default {
  howToPlay,
  stylesheet: "./games/agnes/board.css",
  create: (root, table) => new AgnesBoard(root, table),
};

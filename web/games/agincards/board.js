// Agincards on screen: the map (an unbounded grid that pans and zooms), the player's hand
// with a "place a token" switch, the score board and the move log. Moves come only from
// the engine's legal moves, as data: {kind: "place", card, cell: "3,-2", token}, {kind:
// "reclaim", cell}, {kind: "pass"}.
// Input: tap a card of the hand (or drag it onto the map), then one of the lit cells; tap a
// token of yours marked ↺ to take it back. A card or cell that cannot be used says why. The
// keyboard does the same (keys.js). A played card flies from the hand, or from the seat that
// played it, to its cell; a drawn card from the draw pile (motion.js).

import { announce } from "../../js/kit/announce.js";
import { h } from "../../js/kit/dom.js";
import { trackDrags } from "../../js/kit/drag.js";
import { t } from "../../js/kit/i18n.js";
import { captureLayout } from "../../js/kit/motion.js";
import { moveLike } from "../../js/kit/moves.js";
import { nearestTarget } from "./keys.js";
import { cellKey, MapView } from "./map.js";
import { logPanel, scoreBoard } from "./panels.js";
import { barContents, handContents, legend, movesOf, previewsOf } from "./parts.js";

// The map's height: at least this (the hand then may need a scroll on a tiny window), at most
// this, and the room kept below the hand, in CSS pixels.
const MIN_MAP_HEIGHT = 200;
const MAX_MAP_HEIGHT = 832;
const HAND_MARGIN = 8;

class AgincardsBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.selected = null;
    this.tokenOn = false;
    this.map = new MapView((target) => this.tapMap(target));
    const zoomButton = (label, key, onclick) => h("button", { type: "button", class: "tool",
      title: t(key), "aria-label": t(key), onclick }, label);
    this.bar = h("div", { class: "game-bar ag-bar" });
    // What the lit cells' tags mean, in the map's corner the fitted map leaves free.
    this.legend = h("div", { class: "ag-legend-slot" });
    this.scores = h("div", { class: "ag-scores-slot" });
    this.hand = h("section", { class: "ag-hand-area", "aria-label": t("agincards.board.hand") });
    this.log = h("div", { class: "ag-log-slot" });
    this.onKey = (event) => this.keyDown(event);
    root.addEventListener("keydown", this.onKey);
    // A window dragged to a new size fires many resize events: fit the map once per frame.
    this.onResize = () => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => this.fitMapHeight());
    };
    addEventListener("resize", this.onResize);
    this.drags = trackDrags(root, {
      pieceAt: (target) => {
        const code = target.closest(".ag-hand-card")?.dataset.card;
        return code && this.moves.placements.has(code) ? code : null;
      },
      lift: (code) => this.lift(code),
      placeAt: (event) => document.elementFromPoint(event.clientX, event.clientY)?.closest(".ag-map [data-cell]"),
      settle: () => this.hand.querySelector(".lifted")?.classList.remove("lifted"),
      drop: (cell, code) => this.drop(code, cell),
    });
    this.element = h("div", { class: "agincards" }, this.bar,
      h("div", { class: "ag-map-area" }, this.map.element, this.legend,
        h("div", { class: "ag-zoom" },
          zoomButton("+", "agincards.board.zoom-in", () => this.map.zoomIn()),
          zoomButton("−", "agincards.board.zoom-out", () => this.map.zoomOut()),
          zoomButton("⤢", "agincards.board.fit", () => this.map.fit()))),
      this.hand, h("div", { class: "ag-side" }, this.scores, this.log));
    root.replaceChildren(this.element);
  }

  destroy() {
    this.drags.destroy();
    this.root.removeEventListener("keydown", this.onKey);
    removeEventListener("resize", this.onResize);
    cancelAnimationFrame(this.resizeFrame);
    this.map.destroy();
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    const before = this.snapshot;
    const forward = snapshot.direction === "forward" && before && snapshot.events.length;
    const layout = forward ? captureLayout(this.element) : null;
    const handHadFocus = this.hand.contains(document.activeElement);
    this.snapshot = snapshot;
    this.hint = null;
    this.moves = movesOf(snapshot.legal);
    this.drags.cancel();
    if (!this.moves.placements.has(this.selected)) this.selected = null;
    if (!this.tokenAllowed()) this.tokenOn = false;
    this.scores.replaceChildren(scoreBoard(snapshot));
    this.element.style.setProperty("--seats", snapshot.view.players);
    this.log.replaceChildren(logPanel(snapshot));
    const { view, names } = snapshot;
    const arriving = new Set(layout ? snapshot.events.filter((event) => event.kind === "place")
      .map((event) => event.cell) : []);
    this.map.draw(view, { fresh: new Set(view.recent.map(([x, y]) => cellKey(x, y))), arriving,
      canReclaim: this.moves.reclaims, names });
    this.showSelection();
    if (handHadFocus || this.focusAfterMove) this.focusHand();
    this.focusAfterMove = false;
    if (layout) layout.animate(this.element, this.flights(layout, snapshot.events));
  }

  /** Where the last move's new pieces fly from and the gone ones fly to: a played card from
   * the hand card it was (or the score row of the seat that played it), a drawn card from
   * the draw pile, a token taken back to its owner's row. */
  flights(layout, events) {
    const from = {};
    const to = {};
    const rowOf = (seat) => this.scores.querySelector(`.ag-seat[data-seat="${seat}"]`);
    const handCards = [...layout.pieces].filter(([key]) => key.startsWith("hand:"));
    for (const event of events) {
      if (event.kind === "place") {
        const mine = event.seat === this.snapshot.seat
          && handCards.find(([key]) => key.split(":")[1] === event.card);
        const start = mine ? mine[1].rect : rowOf(event.seat).getBoundingClientRect();
        from[`cell:${event.cell}`] = this.map.localStart(event.cell, start);
      } else if (event.kind === "draw" && event.seat === this.snapshot.seat) {
        const drawn = this.hand.querySelector(".ag-hand-card:last-child");
        if (drawn) from[drawn.dataset.motion] = this.bar.querySelector(".ag-pile");
      } else if (event.kind === "reclaim") {
        to[`token:${event.cell}`] = rowOf(event.seat);
      }
    }
    return { from, to };
  }

  /** Make the map as tall as the window allows with the hand in full view below it (the
   * header above may wrap to two rows, in French or on a narrow phone): the stylesheet's
   * height is the first guess, measured and corrected before the first paint. */
  fitMapHeight() {
    const map = this.map.element;
    map.style.height = "";
    const spare = innerHeight - HAND_MARGIN - (this.hand.getBoundingClientRect().bottom + scrollY);
    const height = Math.max(MIN_MAP_HEIGHT, map.getBoundingClientRect().height + spare);
    map.style.height = `${Math.min(height, MAX_MAP_HEIGHT)}px`;
  }

  /** Redraw only what the chosen card and the token switch decide: the prompt, the hand and
   * the map's lit cells (not its cards), so that choosing a card stays cheap on a big map. */
  showSelection() {
    const focused = this.focusedHandControl();
    this.bar.replaceChildren(...barContents(this));
    this.legend.replaceChildren(legend(this));
    this.hand.replaceChildren(...handContents(this));
    if (focused) this.hand.querySelector(focused)?.focus();
    this.map.showTargets(this.targets(), { tokenOn: this.tokenOn, seat: this.snapshot.seat });
    this.showHintMark();
    this.fitMapHeight(); // the prompt above the map may now take another line
  }

  /** A selector for the hand's card or switch that has the focus, to give it back after drawing. */
  focusedHandControl() {
    const active = document.activeElement;
    if (!this.hand.contains(active)) return null;
    return active.dataset.card ? `[data-card="${active.dataset.card}"]` : ".ag-token-switch";
  }

  /** Give the focus back to the hand: its card that takes the Tab key. */
  focusHand() {
    this.hand.querySelector('.ag-hand-card[tabindex="0"]')?.focus({ preventScroll: true });
  }

  /** The cells the selected card may go to: "x,y" -> {needsToken, points, tokenPoints}, the
   * points this seat scores there without and with a token (null: not offered). */
  targets() {
    const targets = new Map();
    const previews = previewsOf(this.snapshot.view, this.selected);
    for (const [cell, ways] of this.moves.placements.get(this.selected) ?? []) {
      if (this.tokenOn && !ways.token) continue;
      const [points, tokenPoints] = previews.get(cell) ?? [null, null];
      targets.set(cell, { needsToken: !this.tokenOn && !ways.plain,
        points: ways.plain ? points : null, tokenPoints: ways.token ? tokenPoints : null });
    }
    return targets;
  }

  /** Whether a token may go with the selected card (or, before choosing, with any card). */
  tokenAllowed() {
    const cards = this.selected ? [this.selected] : [...this.moves.placements.keys()];
    return cards.some((card) => [...this.moves.placements.get(card).values()].some((ways) => ways.token));
  }

  get reader() {
    return { names: this.snapshot.names, you: this.snapshot.you };
  }

  /** Show the hint's move until the next change of the board: its card is picked up (with
   * a token when the hint has one) and ringed, and so is its cell, or the token to take back. */
  showHint(move) {
    this.hint = move;
    if (move.kind === "place") {
      this.selected = move.card;
      this.tokenOn = move.token;
    }
    this.showSelection();
  }

  showHintMark() {
    for (const old of this.element.querySelectorAll(".ag-hinted")) old.classList.remove("ag-hinted");
    if (!this.hint || !moveLike(this.snapshot.legal, this.hint)) return;
    const { kind, card, cell } = this.hint;
    if (kind === "place") {
      this.hand.querySelector(`.ag-hand-card[data-card="${card}"]`)?.classList.add("ag-hinted");
      if (this.selected === card) {
        this.map.world.querySelector(`.ag-target[data-cell="${cell}"]`)?.classList.add("ag-hinted");
      }
    } else if (kind === "reclaim") {
      this.map.world.querySelector(`[data-reclaim="${cell}"]`)?.classList.add("ag-hinted");
    }
  }

  // --- input ---------------------------------------------------------------------------
  select(card) {
    this.selected = card;
    if (card) this.cursorCard = card;
    if (!this.tokenAllowed()) this.tokenOn = false;
    this.showSelection();
  }

  /** A tap (or Enter) on a card of the hand: pick it up, put it back, or say why not. */
  tapCard(code, element, byKeyboard) {
    if (code === this.selected) {
      this.select(null);
      announce(t("agincards.board.let-go", { card: code }));
      return;
    }
    const reason = this.cardRefusal(code);
    if (reason) {
      this.table.refuse(element, reason);
      return;
    }
    this.select(code);
    announce(t("agincards.board.picked", { card: code }));
    if (byKeyboard) this.focusTarget(null);
  }

  /** Why a card of the hand cannot be played now, or null when it can. */
  cardRefusal(code) {
    const { view, legal } = this.snapshot;
    if (!legal.length) return t("agincards.why.not-your-turn");
    if (this.moves.placements.has(code)) return null;
    const index = view.hand.indexOf(code);
    if (view.variant === "patience" && view.legal_cells[index].length) {
      return t("agincards.why.scores-nowhere", { card: code });
    }
    return t("agincards.why.fits-nowhere", { rank: code[0] });
  }

  setToken(on) {
    this.tokenOn = on && this.tokenAllowed();
    this.showSelection();
  }

  /** Send a move; the board then starts afresh, with no card chosen and no token, and the
   * focus, if the board had it, comes back to the hand. */
  play(move) {
    this.focusAfterMove = this.element.contains(document.activeElement);
    this.selected = null;
    this.tokenOn = false;
    this.hint = null;
    return this.table.play(move);
  }

  /** A tap on the map that did not pan it: a lit cell plays, a token of yours comes back,
   * anything else with a card chosen (or a card or dead space) says why not. */
  tapMap(target) {
    const reclaim = target.closest("[data-reclaim]")?.dataset.reclaim;
    if (reclaim && this.moves.reclaims.has(reclaim)) {
      this.play({ kind: "reclaim", cell: reclaim });
      return;
    }
    const place = target.closest("[data-cell]");
    if (!place) return; // the map's background: nothing to say
    this.placeOn(this.selected, place);
  }

  /** Put `card` on the map's cell element `place`, or say why it cannot go there. */
  placeOn(card, place) {
    const cell = place.dataset.cell;
    const ways = card && this.moves.placements.get(card)?.get(cell);
    if (ways && (this.tokenOn ? ways.token : true)) {
      const withToken = this.tokenOn || !ways.plain;
      this.play({ kind: "place", card, cell, token: withToken });
    } else if (!this.snapshot.legal.length) {
      this.table.refuse(place, t("agincards.why.not-your-turn"));
    } else if (place.classList.contains("ag-dead")) {
      this.table.refuse(place, t("agincards.why.dead"));
    } else if (!card) {
      this.table.refuse(place, t("agincards.why.pick-first"));
    } else {
      this.explain({ kind: "place", card, cell, token: this.tokenOn }, place);
    }
  }

  /** Try a move the legal moves do not hold, so the engine says why, beside `element`. */
  async explain(move, element) {
    const reason = await this.table.play(move);
    if (reason) this.table.refuse(element, reason);
  }

  /** Start dragging a card of the hand: it is picked up, and a copy follows the pointer. */
  lift(code) {
    this.select(code);
    const card = this.hand.querySelector(`.ag-hand-card[data-card="${code}"]`);
    const box = card.getBoundingClientRect();
    card.classList.add("lifted");
    const copy = card.querySelector(".card").cloneNode(true);
    return h("div", { class: "drag-ghost", "aria-hidden": "true",
      style: `left:${box.left}px;top:${box.top}px;width:${box.width}px` }, copy);
  }

  /** A dragged card lands on a cell of the map, or outside it (then it stays picked up). */
  drop(code, cell) {
    if (cell) this.placeOn(code, cell);
  }

  /** Give the keyboard focus to a lit cell: the one nearest `from` in the arrow's direction
   * (`key`), or the first one. */
  focusTarget(from, key) {
    const targets = [...this.map.world.querySelectorAll(".ag-target")];
    const next = from ? nearestTarget(targets, from, key) : targets[0];
    if (!next) return;
    for (const target of targets) target.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }

  keyDown(event) {
    if (event.key === "Escape" && this.selected) {
      event.preventDefault();
      const card = this.selected;
      this.select(null);
      announce(t("agincards.board.let-go", { card }));
      this.hand.querySelector(`.ag-hand-card[data-card="${card}"]`)?.focus();
      return;
    }
    if ((event.key === "t" || event.key === "T") && this.selected && !event.ctrlKey && !event.metaKey) {
      const onTarget = event.target.closest?.(".ag-target");
      this.setToken(!this.tokenOn);
      if (onTarget) this.focusTarget(null);
      return;
    }
    const target = event.target.closest?.(".ag-target");
    if (target && event.key.startsWith("Arrow")) {
      event.preventDefault();
      this.focusTarget(target, event.key);
    }
  }
}

export default {
  howToPlay: "agincards.help",
  stylesheet: "./games/agincards/board.css",
  create: (root, table) => new AgincardsBoard(root, table),
};

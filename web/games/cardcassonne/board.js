// Cardcassonne on screen: the players, then the four coloured rows running out from the
// scoring track, then what this seat may do now (its hand and follower, the opening joker,
// or the keep / take-10 choice), the round summary and the log. Moves come only from the
// engine's legal moves, as data: {kind: "play", card: "Y2", row: "R", down}, {kind:
// "follower", row}, {kind: "joker", card: "DRAGON", row} (the opening), {kind: "keep"},
// {kind: "take-10"}. Input: tap a piece (a card or the follower) then a row, or drag it onto
// a row; the keyboard does the same (Tab, arrows, Enter, 1-4, Esc). A piece or row that
// cannot be used says why. Pieces fly where the last move took them (flights.js).

import { announce } from "../../js/kit/announce.js";
import { h } from "../../js/kit/dom.js";
import { trackDrags } from "../../js/kit/drag.js";
import { t } from "../../js/kit/i18n.js";
import { captureLayout } from "../../js/kit/motion.js";
import { Ring } from "../../js/kit/ring.js";
import { cardBack, cardFace, cardMessage, cardWords, COLOURS, installArt, meeple,
  ROW_COLOUR } from "./art.js";
import { flightsOf, handKeys, motionKeys } from "./flights.js";
import { claimsPanel, finalSummary, logPanel, playersPanel, roundSummary, rowMessage, sayTo,
  scoringTrack } from "./panels.js";

const FOLLOWER = "follower";
const DEAL_STAGGER = 60; // ms between two cards dealt from the supply

/** The pieces this seat may move now ("Y2", "DRAGON", "follower") -> {row colour: move}. */
function targetsByPiece(legal) {
  const targets = new Map();
  for (const move of legal) {
    if (!move.row) continue;
    const piece = move.kind === "follower" ? FOLLOWER : move.card;
    if (!targets.has(piece)) targets.set(piece, {});
    targets.get(piece)[move.row] = move;
  }
  return targets;
}

/** The cards a follower placed now at the end of `entries` would claim. */
function claimable(entries) {
  let count = 0;
  for (const entry of entries) count = entry.kind === "follower" ? 0 : count + 1;
  return count;
}

class CardcassonneBoard {
  constructor(root, table) {
    installArt();
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.selected = null;
    this.summaryClosed = null;
    this.summaryOpened = null;
    this.onKeyDown = (e) => this.keyDown(e);
    this.drags = trackDrags(root, {
      pieceAt: (target) => target.closest(".cc-piece.movable"),
      lift: (pieceElement) => this.lift(pieceElement),
      hover: (event) => this.markDropRow(this.rowAt(event)),
      placeAt: (event) => this.rowAt(event),
      settle: (pieceElement) => {
        pieceElement.classList.remove("lifted");
        this.markDropRow(null);
      },
      drop: (row) => (row ? this.placeInRow(row) : this.letGo()),
      tap: (target) => this.tap(target),
    });
    root.addEventListener("keydown", this.onKeyDown);
    this.ring = new Ring(root, (move) => {
      const piece = move.kind === "follower" ? FOLLOWER : move.card;
      return [piece && root.querySelector(`.cc-hand .cc-piece[data-piece="${piece}"]`),
        move.row && root.querySelector(`.cc-row[data-row="${move.row}"]`),
        root.querySelector(`.cc-choice [data-focus="${move.kind}"]`)];
    });
  }

  destroy() {
    this.ring.clear();
    this.drags.destroy();
    this.root.removeEventListener("keydown", this.onKeyDown);
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.ring.clear();
    const before = this.snapshot;
    const forward = snapshot.direction === "forward" && before && snapshot.events.length;
    const flights = forward ? flightsOf(this.root, before.view, snapshot.view, snapshot.events) : null;
    const layout = forward ? captureLayout(this.root) : null;
    const focus = this.focusedPlace();
    this.snapshot = snapshot;
    this.draw();
    this.restoreFocus(focus);
    if (layout) this.fly(layout, flights);
  }

  draw() {
    const snapshot = this.snapshot;
    const { view, legal } = snapshot;
    this.drags.cancel();
    this.targets = targetsByPiece(legal);
    const logOpen = this.root.querySelector(".cc-log")?.open ?? true;
    if (view.phase === "opening" && this.targets.size) this.selected = view.opening_joker;
    if (this.selected && !this.targets.has(this.selected)) this.selected = null;
    const summaryRound = this.summaryRound();
    this.table.hold(summaryRound !== null);
    const board = h("div", { class: "cardcassonne" },
      this.gameBar(view),
      playersPanel(snapshot),
      h("div", { class: "cc-table" }, scoringTrack(snapshot), this.rows(view)),
      view.phase === "over" ? this.final() : this.actions(snapshot),
      view.phase === "choice" ? claimsPanel(snapshot) : null,
      view.phase === "over" && view.last_round ? this.roundPanel(view.round) : null,
      logPanel(snapshot, logOpen),
      summaryRound === null ? null : this.summaryOverlay(summaryRound));
    this.root.replaceChildren(board);
    this.showSelection();
  }

  /** Ring `move` (a review's better move, see screen/game-screen.js): the card or the
   * follower and the row it goes to, or the keep / take-10 choice. */
  showHint(move) {
    this.ring.show(move);
  }

  /** Pieces new on the board fly in from where the move took them (see flights.js). */
  fly(layout, { from, to, fallback }) {
    const entering = {};
    for (const piece of this.root.querySelectorAll("[data-motion]")) {
      const key = piece.dataset.motion;
      if (!layout.pieces.has(key)) entering[key] = from[key] ?? fallback;
    }
    layout.animate(this.root, { from: entering, to, stagger: DEAL_STAGGER });
  }

  gameBar(view) {
    const round = view.phase === "over" ? t("cardcassonne.board.over")
      : view.phase === "opening" ? t("cardcassonne.board.opening")
        : t("cardcassonne.board.round", { round: view.round, rounds: view.rounds_total });
    const lastRound = view.last_round && view.phase !== "over"
      ? h("button", { type: "button", "data-focus": "last-round", onclick: () => {
        this.summaryOpened = view.round - 1;
        this.draw();
      } }, t("cardcassonne.board.round-scores", { round: view.round - 1 })) : null;
    return h("div", { class: "game-bar cc-bar" },
      h("p", {}, h("strong", {}, round), view.phase === "over" ? null
        : h("span", { class: "cc-bar-item cc-supply", title: t("cardcassonne.board.supply-help") },
          t("cardcassonne.board.supply", { count: view.supply }))),
      lastRound);
  }

  rows(view) {
    return h("div", { class: "cc-rows", role: "group", "aria-label": t("cardcassonne.board.rows") },
      view.rows.map((row) => {
        const keys = motionKeys(row.entries, row.colour);
        const entries = row.entries.map((entry, index) => {
          if (entry.kind === "follower") {
            return h("div", { class: "cc-entry follower", "data-seat": entry.seat, "data-motion": keys[index] },
              meeple(entry.seat, sayTo(this.snapshot, "cardcassonne.board.follower-of", { seat: entry.seat })));
          }
          const card = entry.face_down ? cardBack(entry.card, entry.placer) : cardFace(entry.card);
          return h("div", { class: "cc-entry", "data-motion": keys[index] }, card);
        });
        const count = claimable(row.entries);
        const name = t(`cardcassonne.board.row.${row.colour}`);
        return h("div", { class: "cc-row", "data-row": row.colour, "data-tap-area": "",
          style: `--row:${ROW_COLOUR[row.colour]}` },
          h("div", { class: "cc-row-label", "aria-hidden": "true" }, h("span", { class: "cc-row-name" }, name),
            h("span", { class: "cc-row-claim", title: t("cardcassonne.board.to-claim-help") },
              t("cardcassonne.board.to-claim", { count }))),
          h("div", { class: "cc-entries" }, entries,
            h("button", { type: "button", class: "cc-end", "data-row": row.colour, tabindex: -1,
              "aria-label": t("cardcassonne.board.row-group", { row: name, count }) })));
      }));
  }

  /** What this seat may do now, or whom the table waits for. */
  actions(snapshot) {
    const { view, legal, seat, toPlay } = snapshot;
    const seats = toPlay;
    if (view.phase === "choice") return this.choice(snapshot);
    // A replay's caption stands in place of the prompts: its board is read-only.
    const panel = (prompt, pieces) => h("section", { class: "cc-panel cc-actions" },
      h("p", { class: "cc-prompt" }, snapshot.caption || prompt),
      pieces ? h("div", { class: "cc-hand", role: "group", "aria-label": t("cardcassonne.board.hand") }, pieces)
        : null);
    if (view.phase === "opening") {
      const card = cardMessage(view.opening_joker);
      return panel(legal.length ? t("cardcassonne.board.prompt-opening", { card })
        : sayTo(snapshot, "cardcassonne.board.prompt-opening-wait", { seat: toPlay[0], card }),
      [this.piece(view.opening_joker, cardFace(view.opening_joker), "hand:opening")]);
    }
    if (seat === null) return panel(sayTo(snapshot, "cardcassonne.board.prompt-watch", { seats }));
    const mine = view.seats[seat];
    const keys = handKeys(view.hand);
    const hand = view.hand.map((code, index) => this.piece(code, cardFace(code), keys[index]));
    const follower = this.piece(FOLLOWER, meeple(seat), null, mine.follower_placed ? "placed" : "");
    return panel(this.prompt(snapshot, mine), [...hand, follower]);
  }

  prompt(snapshot, mine) {
    const seats = snapshot.toPlay;
    const say = (key) => sayTo(snapshot, `cardcassonne.board.${key}`, { seats });
    if (!snapshot.legal.length) return say(mine.hand || !mine.follower_placed ? "prompt-wait" : "prompt-done");
    if (!mine.hand) return say("prompt-follower-only");
    if (!mine.face_down_done) return say("prompt-face-down");
    return say(mine.follower_placed ? "prompt-play" : "prompt-play-or-claim");
  }

  /** A piece of the hand: focusable always (it says why when it cannot move), draggable when
   * it has somewhere to go. */
  piece(key, art, motion, extra = "") {
    const movable = this.targets.has(key);
    return h("div", { class: `cc-piece ${extra}${movable ? " movable" : ""}${key === FOLLOWER ? " follower" : ""}`,
      "data-piece": key, "data-motion": motion, tabindex: -1, role: "button",
      "aria-disabled": movable ? null : "true", "aria-pressed": "false",
      "aria-label": this.pieceWords(key, extra === "placed") }, art);
  }

  pieceWords(piece, placed = false) {
    if (piece !== FOLLOWER) return cardWords(piece);
    return t(placed ? "cardcassonne.board.your-follower-placed" : "cardcassonne.board.your-follower");
  }

  choice(snapshot) {
    const { view, legal } = snapshot;
    const { seat, claim } = view.pending_choice;
    const card = view.claims[seat][claim];
    const about = { seat, card: cardMessage(card.card), row: rowMessage(card.row) };
    // In a replay (its caption in place of the prompt) the buttons only show the choice,
    // for a review to ring the better one: they play nothing.
    const { caption } = snapshot;
    const button = (label, kind, cls = "") => h("button", { type: "button", class: cls,
      "data-focus": kind, disabled: Boolean(caption), onclick: () => this.play({ kind }) }, label);
    return h("section", { class: "cc-panel cc-actions cc-choice" },
      h("div", { class: "cc-choice-card" }, cardFace(card.card)),
      h("div", {},
        h("p", { class: "cc-prompt" }, caption || (legal.length ? t("cardcassonne.board.choice", about)
          : sayTo(snapshot, "cardcassonne.board.choice-wait", about))),
        legal.length ? h("p", { class: "cc-choice-buttons" },
          button(t("cardcassonne.board.keep"), "keep", "primary"),
          button(t("cardcassonne.board.take-10"), "take-10")) : null));
  }

  final() {
    const panel = finalSummary(this.snapshot);
    panel.append(h("p", { class: "dialog-buttons" },
      h("button", { type: "button", class: "primary", "data-focus": "new-deal",
        onclick: () => this.table.newDeal() }, t("cardcassonne.board.new-deal"))));
    return panel;
  }

  roundPanel(round) {
    return h("section", { class: "cc-panel cc-round-summary" },
      h("h2", {}, t("cardcassonne.board.round-scores", { round })), roundSummary(this.snapshot, round));
  }

  /**
   * The round whose summary is over the board, or null: the previous round's, shown at a
   * new round until this seat has acted in it (so each player sees it once), or when asked
   * for (a spectator asks). The computers wait while it is open.
   */
  summaryRound() {
    const { view, seat } = this.snapshot;
    if (!view.last_round || view.phase === "over") return null;
    const round = view.round - 1;
    const mine = seat === null ? null : view.seats[seat];
    // A replay (its caption) opens no summary by itself: it would cover a reviewed position.
    const fresh = mine !== null && mine.hand === view.hand_size && !mine.face_down_done
      && !mine.follower_placed && !this.snapshot.caption;
    return this.summaryOpened === round || (fresh && this.summaryClosed !== round) ? round : null;
  }

  summaryOverlay(round) {
    const close = () => {
      this.summaryClosed = round;
      this.summaryOpened = null;
      this.draw();
      this.restoreFocus({ area: "hand", index: 0 });
    };
    const panel = this.roundPanel(round);
    panel.append(h("p", { class: "dialog-buttons" },
      h("button", { type: "button", class: "primary", "data-focus": "on-to-round", onclick: close },
        t("cardcassonne.board.on-to-round", { round: round + 1 }))));
    const overlay = h("div", { class: "cc-overlay", role: "dialog", "aria-modal": "true",
      "aria-label": t("cardcassonne.board.round-scores", { round }) }, panel);
    requestAnimationFrame(() => overlay.querySelector("button")?.focus({ preventScroll: true }));
    return overlay;
  }

  /** Light the selected piece and the rows it may go to: for the follower, only the rows it
   * would claim cards in (a row whose open end is already claimed stays unlit, though the
   * follower may still go there), unless none has any. */
  showSelection() {
    for (const el of this.root.querySelectorAll(".selected, .target")) el.classList.remove("selected", "target");
    for (const el of this.root.querySelectorAll('.cc-piece[aria-pressed="true"]')) el.setAttribute("aria-pressed", "false");
    if (!this.selected) return;
    const piece = this.pieceElement(this.selected);
    piece?.classList.add("selected");
    piece?.setAttribute("aria-pressed", "true");
    const colours = Object.keys(this.targets.get(this.selected));
    const worth = this.selected === FOLLOWER ? colours.filter((colour) => claimable(
      this.snapshot.view.rows.find((row) => row.colour === colour)?.entries ?? []) > 0) : colours;
    for (const colour of worth.length ? worth : colours) {
      this.root.querySelector(`.cc-row[data-row="${colour}"]`).classList.add("target");
    }
  }

  pieceElement(piece) {
    return this.root.querySelector(`.cc-hand .cc-piece[data-piece="${piece}"]`);
  }

  // --- focus ---------------------------------------------------------------------------
  /** Where the keyboard focus is on the board, to give it back after a redraw. */
  focusedPlace() {
    const active = document.activeElement;
    if (!this.root.contains(active)) return null;
    const pieces = [...this.root.querySelectorAll(".cc-hand .cc-piece")];
    if (pieces.includes(active)) return { area: "hand", index: pieces.indexOf(active) };
    if (active.matches(".cc-end")) return { area: "row", colour: active.dataset.row };
    if (active.dataset.focus) return { selector: `[data-focus="${active.dataset.focus}"]` };
    return { area: "hand", index: 0 };
  }

  /** One hand piece and one row end take the Tab key (roving focus); the focus comes back
   * to the place it was in (after a move from the hand: the piece now in that place). */
  restoreFocus(focus) {
    const pieces = [...this.root.querySelectorAll(".cc-hand .cc-piece")];
    const ends = [...this.root.querySelectorAll(".cc-end")];
    const piece = pieces[Math.min(focus?.index ?? 0, pieces.length - 1)] ?? pieces[0];
    if (piece) piece.tabIndex = 0;
    const lit = this.root.querySelector(".cc-row.target .cc-end");
    const end = (focus?.colour && this.root.querySelector(`.cc-end[data-row="${focus.colour}"]`)) || lit || ends[0];
    end.tabIndex = 0;
    if (!focus || this.root.querySelector(".cc-overlay")) return;
    const wanted = focus.selector ? this.root.querySelector(focus.selector) : null;
    const target = wanted ?? (focus.area === "row" && !this.selected ? piece : null)
      ?? (focus.area === "row" ? end : piece) ?? end;
    target?.focus({ preventScroll: true });
  }

  /** Give the Tab key (and the focus) to `element`, one of a roving group's. */
  rove(element, selector) {
    for (const other of this.root.querySelectorAll(selector)) other.tabIndex = -1;
    element.tabIndex = 0;
    element.focus();
  }

  // --- input ---------------------------------------------------------------------------
  /** Make a move (as data, see the game screen's `play`). */
  play(move) {
    this.selected = null;
    return this.table.play(move);
  }

  pick(piece) {
    this.selected = piece;
    this.showSelection();
    announce(t("cardcassonne.board.picked", { piece: this.pieceWords(piece) }));
  }

  letGo() {
    if (!this.selected) return;
    if (this.snapshot.view.phase !== "opening") {
      announce(t("cardcassonne.board.let-go", { piece: this.pieceWords(this.selected) }));
      this.selected = null;
    }
    this.showSelection();
  }

  /** Put the picked-up piece in a row; when it may not go there, the engine says why. */
  async placeInRow(colour) {
    const end = this.root.querySelector(`.cc-end[data-row="${colour}"]`);
    if (!this.selected) {
      this.refuseTap(end, this.snapshot.legal.length ? t("cardcassonne.board.pick-first") : null);
      return;
    }
    const move = this.targets.get(this.selected)[colour];
    if (move) {
      await this.play(move);
      return;
    }
    const reason = await this.table.play({ kind: "play", card: this.selected, row: colour, down: false });
    if (reason) this.table.refuse(end, reason);
  }

  /** A tap that cannot be used: `reason`, or why nothing can be done now. */
  refuseTap(element, reason) {
    const { view, toPlay } = this.snapshot;
    if (this.root.querySelector(".cc-overlay")) {
      this.table.refuse(element, t("cardcassonne.board.summary-open"));
    } else if (reason) {
      this.table.refuse(element, reason);
    } else if (!view.over && toPlay.length) {
      this.table.refuse(element, sayTo(this.snapshot, "cardcassonne.board.not-your-turn", { seats: toPlay }));
    }
  }

  tap(target) {
    if (target.closest(".cc-overlay, button:not(.cc-end), summary, .cc-log")) return;
    const pieceElement = target.closest(".cc-hand .cc-piece");
    const row = target.closest(".cc-row")?.dataset.row;
    if (pieceElement) {
      this.rove(pieceElement, ".cc-hand .cc-piece");
      this.tapPiece(pieceElement);
    } else if (row) {
      this.placeInRow(row);
    } else {
      this.letGo();
    }
  }

  tapPiece(pieceElement) {
    const piece = pieceElement.dataset.piece;
    if (!this.targets.has(piece)) {
      const placed = piece === FOLLOWER && this.snapshot.legal.length;
      this.refuseTap(pieceElement, placed ? t("cardcassonne.board.follower-stands") : null);
      return;
    }
    const only = Object.values(this.targets.get(piece));
    if (piece === this.selected && only.length === 1) {
      this.play(only[0]);
    } else if (piece === this.selected) {
      this.letGo();
    } else {
      this.pick(piece);
    }
  }

  keyDown(event) {
    const { key, target } = event;
    if (key === "Escape") {
      if (!this.selected) return;
      event.preventDefault();
      const piece = this.pieceElement(this.selected);
      this.letGo();
      if (piece) this.rove(piece, ".cc-hand .cc-piece");
    } else if (/^[1-4]$/.test(key) && this.selected) {
      event.preventDefault();
      this.placeInRow(COLOURS[Number(key) - 1]);
    } else if (target.matches(".cc-hand .cc-piece")) {
      this.pieceKey(event);
    } else if (target.matches(".cc-end")) {
      this.rowKey(event);
    }
  }

  pieceKey(event) {
    const { key, target } = event;
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      const wasSelected = this.selected === target.dataset.piece;
      this.tapPiece(target);
      const first = this.root.querySelector(".cc-row.target .cc-end");
      if (!wasSelected && this.selected && first) this.rove(first, ".cc-end");
      return;
    }
    const next = step([...this.root.querySelectorAll(".cc-hand .cc-piece")], target, key, "ArrowLeft", "ArrowRight");
    if (next) {
      event.preventDefault();
      this.rove(next, ".cc-hand .cc-piece");
    }
  }

  rowKey(event) {
    const { key, target } = event;
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      this.placeInRow(target.dataset.row);
      return;
    }
    const next = step([...this.root.querySelectorAll(".cc-end")], target, key, "ArrowUp", "ArrowDown");
    if (next) {
      event.preventDefault();
      this.rove(next, ".cc-end");
    }
  }

  /** Start dragging a piece: select it and return its ghost. */
  lift(pieceElement) {
    this.pick(pieceElement.dataset.piece);
    const box = pieceElement.getBoundingClientRect();
    const ghost = h("div", { class: "drag-ghost cc-ghost", "aria-hidden": "true",
      style: `left:${box.left}px;top:${box.top}px;width:${box.width}px` },
    pieceElement.firstChild.cloneNode(true));
    pieceElement.classList.add("lifted");
    return ghost;
  }

  /** The row under the pointer (the row's whole band counts). */
  rowAt(event) {
    for (const row of this.root.querySelectorAll(".cc-row")) {
      const box = row.getBoundingClientRect();
      if (event.clientX >= box.left && event.clientX <= box.right
          && event.clientY >= box.top && event.clientY <= box.bottom) return row.dataset.row;
    }
    return null;
  }

  markDropRow(colour) {
    for (const row of this.root.querySelectorAll(".cc-row")) row.classList.toggle("over", row.dataset.row === colour);
  }
}

/** The element an arrow key leads to in a line of `elements`: back and forth by `previous`
 * and `next` (the other arrows of the pair too), Home and End to the ends. */
function step(elements, from, key, previous, next) {
  const index = elements.indexOf(from);
  const last = elements.length - 1;
  const back = [previous, "ArrowLeft", "ArrowUp"].includes(key);
  const forth = [next, "ArrowRight", "ArrowDown"].includes(key);
  if (back) return elements[Math.max(0, index - 1)];
  if (forth) return elements[Math.min(last, index + 1)];
  if (key === "Home") return elements[0];
  if (key === "End") return elements[last];
  return null;
}

export default {
  howToPlay: "cardcassonne.help",
  stylesheet: "./games/cardcassonne/board.css",
  create: (root, table) => new CardcassonneBoard(root, table),
};

// Cardcassonne on screen: the players, then the four coloured rows running out from the
// scoring track, then what this seat may do now (its hand and follower, the opening joker,
// or the keep / take-10 choice), the round summary and the log. Moves come only from the
// engine's legal list: "play Y2>R down", "play Y2>Y", "follower>G", "joker DRAGON>G",
// "keep", "take 10". Input: tap a card (or the follower) then a row, or drag it onto a row.

import { h } from "../../js/dom.js";
import { trackDrags } from "../../js/drag.js";
import { cardBack, cardFace, cardWords, COLOURS, installArt, meeple, ROW_COLOUR,
  ROW_NAME } from "./art.js";
import { claimsPanel, finalSummary, logPanel, playersPanel, roundSummary, scoringTrack,
  seatName } from "./panels.js";

const STYLESHEET = "./games/cardcassonne/board.css";
const FOLLOWER = "follower";

const howToPlay = `## Playing on this screen
- **Tap a card** in your hand, then **tap a row** to put it at that row's open end; the rows it may go to light up. Or **drag** the card onto a row.
- Your **first card of each round goes face down**, in any row. On your screen a face-down card of yours shows its face small in a window of the back, under an eye; everyone else sees only the back, with a dot in your colour.
- **Tap your follower** (beside your hand), then a row, to claim the cards at that row's open end; or drag it there. Each row's label says how many cards a follower placed now would claim.
- When a joker turns up in the opening and you deal, **tap the row** it goes to.
- When you claim a face-down animal or building from a row of another colour, choose **Keep it** or **Take 10 points**.
- The column at the left is the scoring track: a pawn per player at its score. Each player's box shows the cards in hand, the animals collected by colour (★: animal jokers waiting for animals) and how many buildings lie unseen under the chest.
- With a keyboard: **Tab** to a card or the follower, **Enter** to pick it up, **1** to **4** to put it in the cloister, road, field or city row, **Esc** to let go.
- After each round a summary shows what everyone claimed and scored; the next round goes on when you close it. The last one shows the building sets.
- ↶ and ↷ undo and redo; *New* starts another deal.`;

/** The pieces this seat may move now ("Y2", "DRAGON", "follower") -> {row colour: move}. */
function targetsByPiece(legal) {
  const targets = new Map();
  const add = (piece, colour, move) => {
    if (!targets.has(piece)) targets.set(piece, {});
    targets.get(piece)[colour] = move;
  };
  for (const move of legal) {
    const match = /^(?:play|joker) (\S+)>([YRGB])(?: down)?$/.exec(move) || /^(follower)>([YRGB])$/.exec(move);
    if (match) add(match[1], match[2], move);
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
      drop: (row) => {
        if (!row || !this.playInto(row)) this.showSelection();
      },
      tap: (target) => this.tap(target),
    });
    root.addEventListener("keydown", this.onKeyDown);
  }

  destroy() {
    this.drags.destroy();
    this.root.removeEventListener("keydown", this.onKeyDown);
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.snapshot = snapshot;
    this.drags.cancel();
    const { view, legal } = snapshot;
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

  gameBar(view) {
    const round = { over: "Game over", opening: "The opening" }[view.phase]
      ?? `Round ${view.round} of ${view.rounds_total}`;
    const lastRound = view.last_round && view.phase !== "over"
      ? h("button", { type: "button", onclick: () => {
        this.summaryOpened = view.round - 1;
        this.render(this.snapshot);
      } }, `Round ${view.round - 1} scores`) : null;
    return h("div", { class: "game-bar cc-bar" },
      h("p", {}, h("strong", {}, round), view.phase === "over" ? null
        : h("span", { class: "cc-bar-item", title: "Cards left in the supply" }, `Supply: ${view.supply}`)),
      lastRound);
  }

  rows(view) {
    return h("div", { class: "cc-rows" }, view.rows.map((row) => {
      const count = claimable(row.entries);
      const entries = row.entries.map((entry) => {
        if (entry.kind === "follower") {
          return h("div", { class: "cc-entry follower", "data-seat": entry.seat },
            meeple(entry.seat, `${seatName(this.snapshot, entry.seat)}'s follower`));
        }
        const card = entry.face_down ? cardBack(entry.card, entry.placer) : cardFace(entry.card);
        return h("div", { class: "cc-entry" }, card);
      });
      return h("div", { class: "cc-row", "data-row": row.colour, style: `--row:${ROW_COLOUR[row.colour]}`,
        role: "group", "aria-label": `The ${row.name} row` },
      h("div", { class: "cc-row-label" }, h("span", { class: "cc-row-name" }, row.name),
        h("span", { class: "cc-row-claim", title: "Cards a follower placed now would claim" },
          `${count} to claim`)),
      h("div", { class: "cc-entries" }, entries,
        h("div", { class: "cc-end", "aria-hidden": "true" })));
    }));
  }

  /** What this seat may do now, or whom the table waits for. */
  actions(snapshot) {
    const { view, legal, seat } = snapshot;
    const waiting = snapshot.toPlay.map((other) => seatName(snapshot, other)).join(", ");
    if (view.phase === "choice") return this.choice(snapshot, waiting);
    if (view.phase === "opening") {
      const joker = this.piece(view.opening_joker, cardFace(view.opening_joker));
      return h("section", { class: "cc-panel cc-actions" },
        h("p", { class: "cc-prompt" }, legal.length
          ? `The opening turned up the ${cardWords(view.opening_joker)}: tap the row it goes to.`
          : `${waiting} deals and chooses a row for the ${cardWords(view.opening_joker)}.`),
        h("div", { class: "cc-hand" }, joker));
    }
    if (seat === null) {
      return h("section", { class: "cc-panel cc-actions" }, h("p", { class: "cc-prompt" }, `${waiting} to play.`));
    }
    const mine = view.seats[seat];
    const hand = view.hand.map((code) => this.piece(code, cardFace(code)));
    const follower = this.piece(FOLLOWER, meeple(seat, "Your follower"), mine.follower_placed ? "placed" : "");
    return h("section", { class: "cc-panel cc-actions" },
      h("p", { class: "cc-prompt" }, this.prompt(snapshot, mine, waiting)),
      h("div", { class: "cc-hand" }, hand, follower));
  }

  prompt(snapshot, mine, waiting) {
    if (!snapshot.legal.length) {
      return mine.hand || !mine.follower_placed ? `Waiting for ${waiting}.`
        : `Your follower stands and your hand is empty: waiting for ${waiting}.`;
    }
    if (!mine.hand) return "Your hand is empty: place your follower at the end of a row.";
    if (!mine.face_down_done) return "Your turn. Your first card of this round goes face down, in any row.";
    return mine.follower_placed ? "Your turn: play a card into the row of its colour (a joker: any row)."
      : "Your turn: play a card into the row of its colour (a joker: any row), or place your follower.";
  }

  /** A piece of the hand: selectable and draggable when it has somewhere to go. */
  piece(key, art, extra = "") {
    const movable = this.targets.has(key);
    return h("div", { class: `cc-piece ${extra}${movable ? " movable" : ""}${key === FOLLOWER ? " follower" : ""}`,
      "data-piece": key, tabindex: movable ? 0 : null, role: movable ? "button" : null,
      "aria-label": key === FOLLOWER ? "Your follower" : cardWords(key) }, art);
  }

  choice(snapshot, waiting) {
    const { view, legal } = snapshot;
    const { seat, claim } = view.pending_choice;
    const card = view.claims[seat][claim];
    const about = `${cardWords(card.card)} placed face down in the ${ROW_NAME[card.row]} row`;
    const button = (label, move, cls = "") => h("button", { type: "button", class: cls, "data-move": move,
      onclick: () => this.play(move) }, label);
    return h("section", { class: "cc-panel cc-actions cc-choice" },
      h("div", { class: "cc-choice-card" }, cardFace(card.card)),
      h("div", {},
        h("p", { class: "cc-prompt" }, legal.length
          ? `You claimed the ${about}. Keep it as a card of its kind, or take 10 points for it?`
          : `${waiting} claimed the ${about} and chooses: keep it or take 10 points.`),
        legal.length ? h("p", { class: "cc-choice-buttons" }, button("Keep it", "keep", "primary"),
          button("Take 10 points", "take 10")) : null));
  }

  final() {
    const panel = finalSummary(this.snapshot);
    panel.append(h("p", { class: "dialog-buttons" },
      h("button", { type: "button", class: "primary", onclick: () => this.table.newDeal() }, "New deal")));
    return panel;
  }

  roundPanel(round) {
    return h("section", { class: "cc-panel cc-round-summary" },
      h("h2", {}, `Round ${round} scores`), roundSummary(this.snapshot, round));
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
    const fresh = mine !== null && mine.hand === view.hand_size && !mine.face_down_done
      && !mine.follower_placed;
    return this.summaryOpened === round || (fresh && this.summaryClosed !== round) ? round : null;
  }

  summaryOverlay(round) {
    const { view } = this.snapshot;
    const close = () => {
      this.summaryClosed = round;
      this.summaryOpened = null;
      this.render(this.snapshot);
    };
    const panel = this.roundPanel(round);
    panel.append(h("p", { class: "dialog-buttons" },
      h("button", { type: "button", class: "primary", onclick: close }, `On to round ${view.round}`)));
    return h("div", { class: "cc-overlay", role: "dialog", "aria-label": `Round ${round} scores` }, panel);
  }

  /** Light the selected piece and the rows it may go to. */
  showSelection() {
    for (const el of this.root.querySelectorAll(".selected, .target")) el.classList.remove("selected", "target");
    if (!this.selected) return;
    this.root.querySelector(`.cc-piece[data-piece="${this.selected}"]`)?.classList.add("selected");
    for (const colour of Object.keys(this.targets.get(this.selected))) {
      this.root.querySelector(`.cc-row[data-row="${colour}"]`).classList.add("target");
    }
  }

  // --- input ---------------------------------------------------------------------------
  async play(move) {
    this.selected = null;
    await this.table.play(move);
  }

  /** Play the selected piece into a row, when it may go there. */
  playInto(colour) {
    const move = this.selected && this.targets.get(this.selected)?.[colour];
    if (move) this.play(move);
    return Boolean(move);
  }

  tap(target) {
    const piece = target.closest(".cc-piece.movable")?.dataset.piece;
    const row = target.closest(".cc-row")?.dataset.row;
    if (piece) {
      const only = Object.values(this.targets.get(piece));
      if (piece === this.selected && only.length === 1) return this.play(only[0]);
      this.selected = piece === this.selected ? null : piece;
    } else if (row && this.selected) {
      if (this.playInto(row)) return undefined;
      this.table.notify(`The ${this.pieceWords(this.selected)} cannot go in the ${ROW_NAME[row]} row.`);
    } else if (!target.closest(".cc-overlay, button, summary")) {
      this.selected = this.snapshot.view.phase === "opening" ? this.selected : null;
    }
    this.showSelection();
    return undefined;
  }

  pieceWords(piece) {
    return piece === FOLLOWER ? "follower" : cardWords(piece);
  }

  keyDown(event) {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest(".cc-piece.movable")) {
      event.preventDefault();
      this.tap(event.target);
    } else if (this.selected && /^[1-4]$/.test(event.key)) {
      this.playInto(COLOURS[Number(event.key) - 1]);
    } else if (event.key === "Escape") {
      this.selected = null;
      this.showSelection();
    }
  }

  /** Start dragging a piece: select it and return its ghost. */
  lift(pieceElement) {
    this.selected = pieceElement.dataset.piece;
    this.showSelection();
    const box = pieceElement.getBoundingClientRect();
    const ghost = h("div", { class: "cc-ghost", style: `left:${box.left}px;top:${box.top}px;width:${box.width}px` },
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

export default {
  howToPlay,
  stylesheet: STYLESHEET,
  create: (root, table) => new CardcassonneBoard(root, table),
};

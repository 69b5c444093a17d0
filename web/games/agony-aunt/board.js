// Agony Aunt on screen: the other three players around the table with the trick in the
// middle, your hand fanned below it (the cards you may play raised), the turned card and what
// it decides above, the penalty grid and the log beside (below on a phone). Moves are the
// engine's, as data ({kind: "play", card: "QS"}). Tap a raised card or drag it onto the table to play it; a card that may
// not be played says why. The keyboard does the same (hand.js: the arrows between cards, Enter
// plays). Cards fly (motion.js): a card played comes from its player, a finished trick stays
// until its taker is clear (the table's linger) and then goes to them, a new hand is dealt
// from the turned card once the summary of the last hand is closed.

import { h } from "../../js/kit/dom.js";
import { trackDrags } from "../../js/kit/drag.js";
import { say, t } from "../../js/kit/i18n.js";
import { captureLayout } from "../../js/kit/motion.js";
import { movesLike } from "../../js/kit/moves.js";
import { Ring } from "../../js/kit/ring.js";
import { completedTrick, readEvents } from "./events.js";
import { fanHand, handArea, nextCard } from "./hand.js";
import {
  currentHolders, dealBar, handSummary, moveLog, penaltyCards, penaltyGrid, resultText, seatPanel,
  trickArea,
} from "./parts.js";

const PLACES = ["south", "west", "north", "east"];
// Between two cards of a deal flying into the hand, in ms.
const DEAL_STAGGER = 30;
// A dragged card lands on the table when this share of it lies over the trick.
const DROP_OVERLAP = 0.3;

class AgonyAuntBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.sequence = 0; // each render starts a new one; a finished trick's pause ends with it
    this.lingering = false; // a finished trick is shown until its taker is clear
    this.cursor = 0; // the card of the hand that takes the Tab key
    this.myTurn = false;
    this.dealPending = false; // a new hand is dealt once the summary of the last one closes
    this.closedSummary = 0; // the summary opens by itself after a hand, until closed
    this.summaryOpen = false;
    this.drags = trackDrags(root, {
      pieceAt: (target) => (this.lingering ? null : target.closest(".aa-fan .card.legal")?.dataset.card),
      lift: (code) => this.lift(code),
      hover: (event) => this.trickZone()?.classList.toggle("over", this.overTrick(event)),
      placeAt: (event, ghost) => (this.overTrick(event, ghost) ? "trick" : null),
      settle: () => {
        this.root.querySelector(".aa-fan .lifted")?.classList.remove("lifted");
        this.trickZone()?.classList.remove("target", "over");
      },
      drop: (place, code) => (place ? this.play(code) : null),
      tap: (target) => this.tap(target),
    });
    this.onKeyDown = (event) => this.keyDown(event);
    root.addEventListener("keydown", this.onKeyDown);
    // Fan the hand again whenever the board's size changes.
    this.resizeObserver = new ResizeObserver(() => {
      const fan = this.root.querySelector(".aa-fan");
      if (fan) fanHand(fan);
    });
    this.resizeObserver.observe(root);
    this.ring = new Ring(root, ({ card }) => [card && root.querySelector(`.aa-fan .card[data-card="${card}"]`)]);
  }

  destroy() {
    this.ring.clear();
    this.sequence += 1;
    this.drags.destroy();
    this.root.removeEventListener("keydown", this.onKeyDown);
    this.resizeObserver.disconnect();
  }

  /** Ring `move` (a review's better move, see screen/game-screen.js): the card to play. */
  showHint(move) {
    this.ring.show(move);
  }

  /** How the engine's messages name the seats for this reader. */
  get reader() {
    return { names: this.snapshot.names, you: this.snapshot.you };
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.ring.clear();
    const before = this.snapshot;
    this.snapshot = snapshot;
    this.sequence += 1;
    this.lingering = false;
    const move = snapshot.direction === "forward" && before ? readEvents(snapshot.events) : null;
    if (move?.played && move.taker !== null) this.finishTrick(before.view, move);
    else this.showPosition(move?.played ? { played: move.played } : null);
  }

  /** The move completed a trick: it lies complete, its taker marked, for the table's pause
   * (the computers wait), then goes to its taker. */
  async finishTrick(before, move) {
    const sequence = this.sequence;
    const pause = this.table.linger();
    const complete = completedTrick(before, move);
    this.lingering = true;
    this.draw(complete, { taker: move.taker, flights: { played: move.played } });
    await pause;
    if (sequence !== this.sequence) return;
    this.lingering = false;
    this.dealPending = move.dealt;
    const keys = complete.trick.map(({ card }) => `${complete.hand_number}:${card}`);
    this.showPosition({ gathered: { seat: move.taker, keys } });
  }

  /** Draw the snapshot's position, with the hand's summary when one is due. */
  showPosition(flights = null) {
    const { view } = this.snapshot;
    const lastHand = view.last_hand?.hand_number ?? 0;
    if (lastHand > this.closedSummary && view.trick_number === 1 && !view.trick.length && !view.over) {
      this.summaryOpen = true;
    }
    this.table.hold(this.summaryOpen); // the next hand starts when the summary closes
    this.draw(view, { flights });
  }

  /** Draw `view` (the snapshot's, or a trick complete before it is gathered, `taker` marked);
   * `flights` ({played, gathered, dealt}) makes the cards the move moved fly. */
  draw(view, { taker = null, flights = null } = {}) {
    const { snapshot } = this;
    const hadFocus = this.root.contains(document.activeElement);
    const layout = flights ? captureLayout(this.root) : null;
    this.drags.cancel();
    this.bottom = snapshot.seat ?? 0;
    const live = view === snapshot.view;
    this.legal = new Set(live ? movesLike(snapshot.legal, { kind: "play" }).map((move) => move.card) : []);
    const shown = this.dealPending && this.summaryOpen ? { ...view, hand: [] } : view;
    this.placeCursor(shown);
    const summary = live && this.summaryOpen && view.last_hand ? handSummary(view, this.reader, {
      onClose: () => this.closeSummary(), onNewDeal: () => this.table.newDeal() }) : null;
    this.root.replaceChildren(h("div", { class: "aa" },
      view.over ? this.resultBar(view) : null,
      dealBar(view, () => this.openSummary()),
      h("div", { class: "aa-main" },
        h("div", { class: "aa-play-area" }, this.tableArea(view, taker),
          snapshot.seat === null ? null
            : handArea(shown, snapshot, { legal: this.legal, cursor: this.cursor, reader: this.reader })),
        h("div", { class: "aa-side" },
          h("section", { class: "aa-penalties" }, h("h2", {}, t("agony-aunt.board.grid")),
            penaltyGrid(view, this.reader, currentHolders(view)), penaltyCards(view)),
          moveLog(view, this.reader))),
      summary));
    const fan = this.root.querySelector(".aa-fan");
    if (fan) {
      fanHand(fan);
      requestAnimationFrame(() => fan.classList.add("fanned"));
    }
    if (summary) {
      summary.showModal();
      summary.querySelector(".primary").focus();
    } else if (hadFocus) {
      (this.root.querySelector('.aa-fan .card[tabindex="0"]') ?? this.root.querySelector(".aa-log-lines"))
        .focus({ preventScroll: true });
    }
    if (layout) this.fly(layout, view, flights);
  }

  /** The card that takes the Tab key: the same place in the hand, or the first card that may
   * be played when the player's turn comes. */
  placeCursor(view) {
    const myTurn = this.legal.size > 0;
    const onLegal = this.legal.has(view.hand[this.cursor]);
    if (myTurn && !this.myTurn && !onLegal) this.cursor = view.hand.findIndex((code) => this.legal.has(code));
    this.cursor = Math.max(0, Math.min(this.cursor, view.hand.length - 1));
    this.myTurn = myTurn;
  }

  /** Fly what the move moved: a card played from its player's place (the player's own card
   * slides from the hand by itself), a trick to its taker, a deal from the turned card. */
  fly(layout, view, { played = null, gathered = null, dealt = false }) {
    const from = {};
    const to = {};
    if (played) {
      const key = `${view.hand_number}:${played.code}`;
      const piece = this.root.querySelector(`[data-motion="${key}"]`);
      if (piece && !layout.pieces.has(key)) from[key] = cardBoxOver(this.seatPanel(played.seat), piece);
    }
    if (gathered) {
      for (const key of gathered.keys) to[key] = this.seatPanel(gathered.seat);
    }
    if (dealt) {
      const pack = this.root.querySelector(".aa-turned");
      for (const face of this.root.querySelectorAll(".aa-fan .card")) from[face.dataset.motion] = pack;
    }
    layout.animate(this.root, { from, to, stagger: dealt ? DEAL_STAGGER : 0, copyClass: "aa-flight" });
  }

  seatPanel(seat) {
    return this.root.querySelector(`.aa-seat[data-seat="${seat}"]`);
  }

  placeOf(seat) {
    return PLACES[(seat - this.bottom + PLACES.length) % PLACES.length];
  }

  resultBar(view) {
    return h("div", { class: "aa-result-bar" },
      h("p", { class: "aa-result" }, t("agony-aunt.board.game-over-result",
        { result: resultText(view, this.reader) })),
      h("button", { type: "button", class: "primary", onclick: () => this.table.newDeal() },
        t("agony-aunt.board.new-deal")));
  }

  tableArea(view, taker) {
    const { snapshot } = this;
    const leader = view.trick.length ? view.trick[0].seat : snapshot.over ? null : snapshot.toPlay[0];
    const lastTaker = !view.trick.length && view.previous_trick ? view.previous_trick.winner : null;
    const seats = view.counters.map((_, seat) =>
      seatPanel(view, snapshot, seat, this.placeOf(seat), leader));
    return h("div", { class: "aa-table" }, ...seats,
      trickArea(view, { placeOf: (seat) => this.placeOf(seat), reader: this.reader, taker, lastTaker }));
  }

  openSummary() {
    this.summaryOpen = true;
    this.showPosition();
  }

  closeSummary() {
    this.summaryOpen = false;
    this.closedSummary = this.snapshot.view.last_hand?.hand_number ?? 0;
    const dealt = this.dealPending;
    this.dealPending = false;
    this.showPosition(dealt ? { dealt } : null);
  }

  // --- input ---------------------------------------------------------------------------
  play(code) {
    return this.table.play({ kind: "play", card: code });
  }

  /** A tap (or Enter) on a card of the hand: play it, or say why it may not be played. A
   * press on a card the board has since drawn again (the press that cut a pause short) is no
   * tap. */
  tap(target) {
    const face = target.closest(".aa-fan .card");
    if (!face?.isConnected || this.lingering) return null;
    this.cursor = [...face.parentElement.children].indexOf(face);
    const code = face.dataset.card;
    if (this.legal.has(code)) return this.play(code);
    const { view, toPlay, over } = this.snapshot;
    if (view.blocked[code]) this.table.refuse(face, say(view.blocked[code], this.reader));
    else if (!over) {
      this.table.refuse(face, say({ key: "agony-aunt.board.not-your-turn", seat: toPlay[0] }, this.reader));
    }
    return null;
  }

  keyDown(event) {
    const face = event.target.closest?.(".aa-fan .card");
    if (!face?.isConnected) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.tap(face);
      return;
    }
    const next = nextCard(face, event.key);
    if (!next) return;
    event.preventDefault();
    face.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
    this.cursor = [...next.parentElement.children].indexOf(next);
  }

  trickZone() {
    return this.root.querySelector(".aa-trick");
  }

  /** Start dragging a card of the hand: a copy follows the pointer, the table lights up. */
  lift(code) {
    const face = this.root.querySelector(`.aa-fan .card[data-card="${code}"]`);
    const box = face.getBoundingClientRect();
    const copy = face.cloneNode(true);
    copy.removeAttribute("data-motion");
    copy.removeAttribute("tabindex");
    face.classList.add("lifted");
    this.trickZone().classList.add("target");
    return h("div", { class: "drag-ghost", "aria-hidden": "true",
      style: `left:${box.left}px;top:${box.top}px;width:${box.width}px` }, copy);
  }

  /** Whether the pointer (or enough of the dragged card) is over the trick. */
  overTrick(event, ghost = document.querySelector(".drag-ghost")) {
    const zone = this.trickZone()?.getBoundingClientRect();
    if (!zone) return false;
    if (event.clientX >= zone.left && event.clientX <= zone.right
        && event.clientY >= zone.top && event.clientY <= zone.bottom) return true;
    const box = ghost?.firstChild.getBoundingClientRect();
    if (!box) return false;
    const overlap = Math.max(0, Math.min(box.right, zone.right) - Math.max(box.left, zone.left))
      * Math.max(0, Math.min(box.bottom, zone.bottom) - Math.max(box.top, zone.top));
    return overlap >= DROP_OVERLAP * box.width * box.height;
  }
}

/** A card-sized box over the middle of `panel`: where a card played from that seat starts. */
function cardBoxOver(panel, piece) {
  const { width, height } = piece.getBoundingClientRect();
  const seat = panel.getBoundingClientRect();
  return { left: seat.left + seat.width / 2 - width / 2, top: seat.top + seat.height / 2 - height / 2,
    width, height };
}

export default {
  howToPlay: "agony-aunt.help",
  stylesheet: "./games/agony-aunt/board.css",
  create: (root, table) => new AgonyAuntBoard(root, table),
};

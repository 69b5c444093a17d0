// Agents of the Crown on screen: the year and whose turn, the four Houses, the season's
// challenges with the cards committed beside them, the current step's controls and your hand
// (parts.js); beside them on a wide screen, below on a phone, the last reveal, the year's
// scoring, the score table and the log (record.js). Moves come only from the engine's legal
// moves, as data: {kind: "pass", cards: [noble, common]}, {kind: "commit", card, face: "up"
// or "down", at: a suit}, {kind: "deal"}.
// Input: tap (or Enter on) a card, then a challenge, or drag the card onto it; a card or
// challenge that cannot be used says why; the arrow keys move within the hand and between
// the challenges (keys.js). A reveal steps through its challenges at the player's pace.
// Cards fly (motion.js): committed cards from their player's House, passed cards to the left
// and from the right, prizes to their takers.

import { announce } from "../../js/kit/announce.js";
import { cardFace } from "../../js/kit/cards.js";
import { h } from "../../js/kit/dom.js";
import { trackDrags } from "../../js/kit/drag.js";
import { t } from "../../js/kit/i18n.js";
import { captureLayout } from "../../js/kit/motion.js";
import { moveLike, movesLike } from "../../js/kit/moves.js";
import { Ring } from "../../js/kit/ring.js";
import { focusAfterDraw, moveFocus, rove } from "./keys.js";
import { challenges, controls, hand, houses, statusBar, upcoming } from "./parts.js";
import { logPanel, revealPanel, scoreTable, yearSummary } from "./record.js";
import { isNoble, K, Seating } from "./words.js";

// Beside the table from this width; below it on narrower screens.
const WIDE = "(min-width: 900px)";

/** What the legal moves allow: the passes, each card's placements ("down H"), a deal. */
function readLegal(legal) {
  const passes = new Set(movesLike(legal, { kind: "pass" }));
  const passable = new Set([...passes].flatMap((move) => move.cards));
  const placements = new Map();
  for (const { card, face, at } of movesLike(legal, { kind: "commit" })) {
    if (!placements.has(card)) placements.set(card, new Set());
    placements.get(card).add(`${face} ${at}`);
  }
  return { passes, passable, placements, deal: movesLike(legal, { kind: "deal" }).length > 0 };
}

/** Where the last move's cards fly from and to: a committed card from its player's House,
 * cards passed to the left neighbour and received from the right, prizes to their takers. */
function flights(root, events, seating) {
  const house = (seat) => root.querySelector(`.house[data-seat="${seat}"]`);
  const from = {};
  const to = {};
  for (const event of events) {
    if (event.kind === "commit") from[event.card ?? `down-${event.seat}`] = house(event.seat);
    if (event.kind === "passed" && event.gave) { // this seat's own exchange
      for (const card of event.gave) to[card] = house(seating.left(event.seat));
      for (const card of event.received) from[card] = house(seating.right(event.seat));
    }
    for (const prize of event.kind === "challenge" ? event.prizes : []) to[prize.card] = house(prize.seat);
  }
  return { from, to };
}

class CrownBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.pass = { noble: null, common: null };
    this.chosen = null;
    this.face = "down";
    this.cursor = 0; // the hand card (by index) that takes the Tab key
    this.revealOpen = new Map();
    this.revealShown = Infinity; // while a reveal steps: how many challenges are shown
    this.revealRun = null;
    // The last year whose scoring this player has read; until then a computer dealing the
    // next year (which clears the scoring and Winter's reveal) waits.
    this.yearRead = 0;
    this.wide = matchMedia(WIDE);
    this.onWidth = () => this.redraw();
    this.wide.addEventListener("change", this.onWidth);
    this.onKeyDown = (event) => this.keyDown(event);
    this.onClick = (event) => this.clicked(event.target);
    this.drags = trackDrags(root, {
      pieceAt: (target) => this.draggableCard(target),
      lift: (code) => this.lift(code),
      hover: (event) => {
        const over = this.challengeAt(event);
        for (const box of this.root.querySelectorAll(".challenge")) box.classList.toggle("hovered", box === over);
      },
      placeAt: (event) => this.challengeAt(event),
      settle: () => {
        for (const el of this.root.querySelectorAll(".lifted, .hovered")) el.classList.remove("lifted", "hovered");
      },
      drop: (box, code) => {
        if (box) this.placeAt(box, code);
      },
    });
    root.addEventListener("keydown", this.onKeyDown);
    root.addEventListener("click", this.onClick);
    this.ring = new Ring(root, (move) => [
      ...(move.cards ?? [move.card]).map((code) => code && root.querySelector(`.hand-card[data-card="${code}"]`)),
      move.at && root.querySelector(`.challenge[data-suit="${move.at}"]`)]);
  }

  destroy() {
    this.ring.clear();
    this.drags.destroy();
    this.revealRun = null;
    this.wide.removeEventListener("change", this.onWidth);
    this.root.removeEventListener("keydown", this.onKeyDown);
    this.root.removeEventListener("click", this.onClick);
  }

  /** Ring `move` (a review's better move, see screen/game-screen.js): the cards to pass, or
   * the card to commit and the challenge it goes beside. */
  showHint(move) {
    this.ring.show(move);
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.ring.clear();
    const forward = snapshot.direction === "forward" && this.snapshot && snapshot.events.length;
    this.snapshot = snapshot;
    this.seating = new Seating(snapshot);
    this.allowed = readLegal(snapshot.legal);
    this.dropStaleChoices();
    const { view } = snapshot;
    this.yearHeld = view.phase === "deal" && !this.allowed.deal && this.yearRead < view.year;
    this.table.hold(this.yearHeld);
    const revealed = forward && view.last_reveal && snapshot.events.some((event) => event.kind === "reveal");
    this.revealRun = null;
    this.revealShown = revealed ? 1 : Infinity;
    const layout = forward ? captureLayout(this.root) : null;
    this.draw();
    if (layout) layout.animate(this.root, flights(this.root, snapshot.events, this.seating));
    if (revealed) this.stepReveal(view.last_reveal);
  }

  redraw() {
    if (this.snapshot) this.draw();
  }

  /** Draw the position, keeping the keyboard focus where it was (or on the hand). */
  draw() {
    const { view } = this.snapshot;
    const wide = this.wide.matches;
    focusAfterDraw(this, () => {
      const record = [view.last_reveal ? this.reveal(view) : null,
        view.year_end ? yearSummary(view.year_end, this.seating, view.houses) : null];
      const main = h("div", { class: `crown-main ${this.allowed.placements.size ? "committing" : ""}` },
        statusBar(this, view), houses(this, view), wide ? null : record[0],
        view.phase === "commit" ? challenges(this, view) : upcoming(view),
        controls(this, view), hand(this, view), wide ? null : record[1]);
      const side = h("div", { class: "crown-side" }, wide ? record : null, scoreTable(view, this.seating),
        logPanel(view.log, this.seating.reader));
      this.root.replaceChildren(h("div", { class: "crown" }, main, side));
      this.showSelection();
    });
  }

  reveal(view) {
    const reveal = view.last_reveal;
    const key = `${reveal.year}-${reveal.season}`;
    const stepping = this.revealShown < reveal.challenges.length;
    const open = stepping || this.revealShown === reveal.challenges.length || this.revealOpen.get(key) === true;
    return revealPanel(reveal, this.seating, { open, shown: this.revealShown,
      onToggle: (isOpen) => this.revealOpen.set(key, isOpen) });
  }

  /** Show a fresh reveal one challenge at a time, each for the pace's pause (a tap goes on),
   * then fold it so the table is in view again. A new position ends the steps. */
  async stepReveal(reveal) {
    const run = {};
    this.revealRun = run;
    const count = reveal.challenges.length;
    for (let shown = 1; shown <= count; shown += 1) {
      this.revealShown = shown;
      this.root.querySelector("details.reveal")?.replaceWith(this.reveal(this.snapshot.view));
      await this.table.linger();
      if (this.revealRun !== run) return;
    }
    this.revealRun = null;
    this.revealShown = Infinity;
    this.root.querySelector("details.reveal")?.replaceWith(this.reveal(this.snapshot.view));
  }

  /** Mark the picked cards and the challenges that take the picked card; the others'
   * "Place here" is hidden (keeping its room). */
  showSelection() {
    for (const card of this.root.querySelectorAll(".hand-card")) {
      const picked = this.isPicked(card.dataset.card);
      card.classList.toggle("picked", picked);
      if (card.getAttribute("aria-disabled") !== "true") card.setAttribute("aria-pressed", String(picked));
    }
    for (const box of this.root.querySelectorAll(".challenge")) {
      const target = this.isTarget(box.dataset.suit);
      box.classList.toggle("target", target);
      box.querySelector(".place").classList.toggle("unlit", !target);
    }
    const view = this.snapshot.view;
    const fresh = controls(this, view);
    const old = this.root.querySelector(".controls");
    if (old && fresh.innerHTML !== old.innerHTML) {
      const focused = old.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
      old.replaceWith(fresh);
      // Without scrolling, as focusAfterDraw (keys.js): a computer's move redraws the controls.
      if (focused) fresh.querySelector(`[data-focus-key="${focused}"]`)?.focus({ preventScroll: true });
    }
  }

  /** Forget a picked card the legal list no longer offers (after a move, undo or redo). */
  dropStaleChoices() {
    const { passable, placements } = this.allowed;
    if (!passable.has(this.pass.noble)) this.pass.noble = null;
    if (!passable.has(this.pass.common)) this.pass.common = null;
    if (!placements.has(this.chosen)) this.chosen = null;
  }

  /** Whether the chosen card, with the chosen face, may be committed at challenge `suit`. */
  isTarget(suit) {
    return this.chosen !== null && this.allowed.placements.get(this.chosen).has(`${this.face} ${suit}`);
  }

  /** Whether `code` is picked: to pass while passing, else to commit. */
  isPicked(code) {
    return this.allowed.passes.size ? code === this.pass.noble || code === this.pass.common : code === this.chosen;
  }

  usable(code) {
    return this.allowed.passes.size ? this.allowed.passable.has(code) : this.allowed.placements.has(code);
  }

  /** Why a card of the hand cannot be picked now. */
  whyNot() {
    const { view, toPlay } = this.snapshot;
    if (view.over) return t("agents-of-the-crown.why.over");
    if (view.phase === "deal") return t("agents-of-the-crown.why.year-over");
    if (view.phase === "pass") return t("agents-of-the-crown.why.waiting");
    return t("agents-of-the-crown.why.not-your-turn", { name: this.seating.name(toPlay[0]) });
  }

  // --- input ---------------------------------------------------------------------------
  /** A click, a tap, or Enter or Space on a card or a challenge. */
  clicked(target) {
    const card = target.closest(".hand-card");
    if (card) {
      moveFocus(this, card);
      if (this.usable(card.dataset.card)) this.pick(card.dataset.card);
      else this.table.refuse(card, this.whyNot());
      return;
    }
    const box = target.closest(".challenge");
    if (box) this.placeAt(box, this.chosen);
  }

  /** Place `code` beside the challenge `box`, or say why not. */
  placeAt(box, code) {
    const suit = box.dataset.suit;
    if (code && this.allowed.placements.get(code)?.has(`${this.face} ${suit}`)) {
      this.play({ kind: "commit", card: code, face: this.face, at: suit }, box);
    } else if (this.allowed.placements.size) {
      this.table.refuse(box, t(K("pick-card-first")));
    } else if (!this.snapshot.view.over) {
      this.table.refuse(box, this.whyNot());
    }
  }

  pick(code) {
    let dropped = null;
    if (this.allowed.passes.size) {
      const slot = isNoble(code) ? "noble" : "common";
      dropped = this.pass[slot] === code ? code : null;
      this.pass[slot] = dropped ? null : code;
    } else {
      dropped = this.chosen === code ? code : null;
      this.chosen = dropped ? null : code;
    }
    this.showSelection();
    announce(t(K(dropped ? "put-back" : "picked"), { card: code }));
  }

  chooseFace(face) {
    this.face = face;
    this.showSelection();
  }

  passNow(button) {
    const { noble, common } = this.pass;
    const move = { kind: "pass", cards: [noble, common] };
    if (moveLike(this.snapshot.legal, move)) this.play(move, button);
    else this.table.refuse(button, t(K("pass-first")));
  }

  /** The player has read the year's scoring: the next year may be dealt. */
  moveOn(year) {
    this.yearRead = year;
    this.yearHeld = false;
    this.table.hold(false);
    this.redraw();
  }

  keyDown(event) {
    if (event.key === "Escape") {
      if (this.chosen || this.pass.noble || this.pass.common) event.preventDefault();
      this.pass = { noble: null, common: null };
      this.chosen = null;
      this.showSelection();
      return;
    }
    const next = rove(this.root, event.target, event.key);
    if (next) {
      event.preventDefault();
      moveFocus(this, next);
    }
  }

  /** The code of the hand card at `target` when it may be committed, else null. */
  draggableCard(target) {
    const card = target.closest(".hand-card");
    return card && this.allowed.placements.has(card.dataset.card) ? card.dataset.card : null;
  }

  /** Start dragging a hand card: choose it and return its ghost. */
  lift(code) {
    this.chosen = code;
    this.showSelection();
    const card = this.root.querySelector(`.hand-card[data-card="${code}"]`);
    const box = card.getBoundingClientRect();
    const face = cardFace(code);
    face.style.width = "100%";
    card.classList.add("lifted");
    return h("div", { class: "drag-ghost crown-ghost", "aria-hidden": "true",
      style: `left:${box.left}px;top:${box.top}px;width:${box.width}px` }, face);
  }

  challengeAt(event) {
    return document.elementFromPoint(event.clientX, event.clientY)?.closest(".crown .challenge") ?? null;
  }

  /** Make a move (as data, see the game screen's `play`); when the engine refuses it, its reason
   * goes beside `element`. */
  async play(move, element = null) {
    this.pass = { noble: null, common: null };
    this.chosen = null;
    const reason = await this.table.play(move);
    if (reason && element?.isConnected) this.table.refuse(element, reason);
  }
}

export default {
  howToPlay: "agents-of-the-crown.help",
  stylesheet: "./games/agents-of-the-crown/board.css",
  create: (root, table) => new CrownBoard(root, table),
};

// The Hint button (and the key H) of the games whose describe() has `hints`: the engine
// chooses one real move from what the player's seat sees (never the face-down cards), the
// board highlights it (the renderer's optional showHint(move)), and a note says in a
// player's words what the choice rests on, the detail behind a "Why?". The engine thinks in
// its worker: the button shows it is thinking while the board stays playable, and an answer
// about a position the player has since left is dropped.
//
// The note floats where it covers the fewest things to touch (never the hinted ones), lets
// taps through to the table, and leaves by itself: after a few seconds, or at a tap anywhere.

import { h, s as svg } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { floatNote } from "../kit/float-note.js";
import { has, say, sentence, t } from "../kit/i18n.js";
import { youSeat } from "../store/seats.js";

// How long the note stays when the player does not open its "Why?".
const NOTE_MS = 8000;

export class Hints {
  /** Hints for the GameScreen `screen` (its table, seat, board and current snapshot). */
  constructor(screen) {
    this.screen = screen;
    this.asked = null; // the position (its move count) the answer being awaited is about
    this.build();
    this.onPointerDown = (event) => {
      if (!this.note.hidden && !this.note.contains(event.target)) this.hide();
    };
    addEventListener("pointerdown", this.onPointerDown, true);
    this.onKeyDown = (event) => {
      if (event.key.toLowerCase() !== "h" || event.repeat || event.ctrlKey || event.metaKey || event.altKey
        || event.target.closest?.("input, select, textarea, dialog")) return;
      event.preventDefault();
      this.ask();
    };
    addEventListener("keydown", this.onKeyDown);
  }

  /** The button for the header's tools and the note for the page, made afresh (in the
   * reader's language) whenever the game screen builds its header. */
  build() {
    this.note?.remove();
    this.label = h("span", { class: "tool-label" }, t("hint.button"));
    this.button = h("button", { class: "tool hint-button", type: "button", title: t("hint.help"),
      "aria-label": t("hint.button"), "aria-keyshortcuts": "H", onclick: () => this.ask() },
    bulb(), this.label);
    this.note = h("div", { class: "hint-note", role: "status", hidden: true });
    if (this.asked !== null) this.thinking(true);
    return [this.button, this.note];
  }

  /** The position on screen, to tell an answer about it from one about an earlier one. */
  get position() {
    const snap = this.screen.snapshot;
    return snap && !snap.over && snap.legal.length ? snap.save.moves.length : null;
  }

  async ask() {
    const position = this.position;
    if (position === null) return this.show(t("hint.no-move"), null);
    if (this.asked === position) return undefined;
    this.asked = position;
    this.thinking(true);
    let answer;
    try {
      answer = await call("hint", { table: this.screen.table, seat: this.screen.viewer });
    } catch (error) {
      answer = { error: error.message };
    }
    if (this.asked !== position) return undefined; // the player moved on meanwhile
    this.asked = null;
    this.thinking(false);
    if (answer.error) return this.show(answer.error, null);
    if (answer.move) this.screen.board?.showHint?.(answer.move);
    const reader = { names: this.screen.names, you: youSeat(this.screen.record.seats) };
    const why = answer.why ? `${sentence(say(answer.why, reader))} ` : "";
    return this.show(sentence(say(answer.message, reader)), why + t(this.fairnessKey()));
  }

  /** The words that the hint sees only what the player sees: a game's own, where its hidden
   * cards have a name of their own (Agnès's stock), else the page's. */
  fairnessKey() {
    const own = `${this.screen.describe.id}.hint.seen-only`;
    return has(own) ? own : "hint.fair";
  }

  thinking(busy) {
    this.button.setAttribute("aria-busy", String(busy));
    this.button.classList.toggle("busy", busy);
    this.label.textContent = t(busy ? "hint.thinking" : "hint.button");
  }

  /** The note: `text`, and `why` (or null) behind a "Why?" that keeps the note while open. */
  show(text, why) {
    const details = why === null ? [] : [h("details", { ontoggle: () => this.stayWhileOpen() },
      h("summary", {}, t("hint.why")), h("p", {}, why))];
    this.note.replaceChildren(h("p", {}, text), ...details);
    this.note.hidden = false;
    this.place();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hide(), NOTE_MS);
  }

  stayWhileOpen() {
    clearTimeout(this.timer);
    if (!this.note.querySelector("details").open) this.timer = setTimeout(() => this.hide(), NOTE_MS);
    this.place();
  }

  hide() {
    clearTimeout(this.timer);
    this.note.hidden = true;
    this.note.replaceChildren();
  }

  /** Float the note where it covers the fewest things to touch, and no hinted one. */
  place() {
    const root = this.screen.boardRoot;
    floatNote(this.note, root, [...root.querySelectorAll(".hinted")]);
  }

  /** A move, an undo or a redo: the hint was about the position before; drop it. A game
   * over has nothing to hint at: no button. */
  positionChanged() {
    this.button.hidden = Boolean(this.screen.snapshot?.over);
    if (this.asked !== null && this.asked !== this.position) {
      this.asked = null;
      this.thinking(false);
    }
    this.hide();
  }

  destroy() {
    removeEventListener("keydown", this.onKeyDown);
    removeEventListener("pointerdown", this.onPointerDown, true);
    this.hide();
    this.note.remove();
  }
}

/** A light bulb: the button's whole face where a phone's header has no room for its word. */
function bulb() {
  return svg("svg", { class: "tool-icon hint-bulb", viewBox: "0 0 24 24", width: 20, height: 20,
    "aria-hidden": "true" },
  svg("path", { d: "M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z", fill: "currentColor" }),
  svg("path", { d: "M9 19h6M10 22h4", stroke: "currentColor", "stroke-width": 2,
    "stroke-linecap": "round" }));
}

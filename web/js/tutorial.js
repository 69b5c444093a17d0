// A first game that teaches: each game's tutorial (games/<id>/tutorial.json, written by
// tools/tutorials.py) is a fixed deal and a few steps, one idea each. The game screen plays
// it like any game, on the real board, but nothing of it is saved or counted; a coach note
// says the step's idea, rings the pieces concerned (never covering them) and waits for that
// very move: the move the player makes, as data (one of snapshot.legal), must have every
// field of the step's move record. Any other move is not played: the note says why in the
// tutorial's words, with the rules' reason when the move is not legal at all. Computer seats
// wait while a step waits for the player, so the deal plays out as the script chose it.
//
// The first time a game is opened the tutorial is offered (remembered in localStorage); the
// rules dialog of every game with a tutorial offers it again.

import { h } from "./dom.js";
import { floatNote } from "./float-note.js";
import { sentence, t } from "./i18n.js";
import { movesLike } from "./moves.js";
import { readObject, writeJSON } from "./storage.js";

export const TUTORIAL_GAMES = ["agents-of-the-crown", "agnes", "agincards", "agony-aunt", "cardcassonne"];
const KEY = "cardtable/tutorials";
const ROUTE = /^#?tutorial\/([a-z0-9-]+)$/;
// Where the player was when a tutorial started (a game, the lobby): where skip or done leads.
let cameFrom = "";

/** The game a tutorial's address names ("#tutorial/agnes"), or null. */
export function tutorialGame(hash) {
  const match = ROUTE.exec(hash);
  return match && TUTORIAL_GAMES.includes(match[1]) ? match[1] : null;
}

export function hasTutorial(gameId) {
  return TUTORIAL_GAMES.includes(gameId);
}

/** Open the tutorial of `gameId`; skipping or finishing it comes back here. */
export function startTutorial(gameId) {
  if (!tutorialGame(location.hash)) cameFrom = location.hash;
  const route = `#tutorial/${gameId}`;
  if (location.hash === route) dispatchEvent(new HashChangeEvent("hashchange")); // again
  else location.hash = route;
}

/** The tutorial's data: {deal: {game, seed, options}, seats, steps}. */
export async function loadTutorial(gameId) {
  const response = await fetch(`games/${gameId}/tutorial.json`);
  if (!response.ok) throw new Error(t("tutorial.missing", { status: response.status }));
  return response.json();
}

function remembered() {
  return readObject(KEY);
}

function remember(gameId, how) {
  writeJSON(KEY, { ...remembered(), [gameId]: how });  // not kept: the offer may come again
}

/** A reason as a sentence of the note: with its full stop. */
function ended(text) {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** The first time `gameId` is opened (not as a tutorial), offer its tutorial in a note that
 * covers nothing the player needs and leaves at a tap elsewhere; remembered at once. */
export function offerTutorial(screen, gameId) {
  if (!hasTutorial(gameId) || remembered()[gameId]) return;
  remember(gameId, "offered");
  const close = () => {
    removeEventListener("pointerdown", onPointerDown, true);
    note.remove();
  };
  const onPointerDown = (event) => { if (!note.contains(event.target)) close(); };
  const note = h("div", { class: "coach offer", role: "dialog", "aria-label": t("tutorial.title") },
    h("p", {}, t("tutorial.offer", { game: gameId })),
    h("p", { class: "coach-buttons" },
      h("button", { type: "button", onclick: close }, t("tutorial.no-thanks")),
      h("button", { class: "primary", type: "button", onclick: () => { close(); startTutorial(gameId); } },
        t("tutorial.show-me"))));
  screen.root.append(note);
  addEventListener("pointerdown", onPointerDown, true);
  requestAnimationFrame(() => floatNote(note, screen.boardRoot, []));
}

export class Tutorial {
  /** The tutorial `data` (see loadTutorial) played on the GameScreen `screen`. */
  constructor(screen, data) {
    Object.assign(this, { screen, steps: data.steps, game: data.deal.game });
    this.index = 0;
    this.wrong = null; // after a wrong tap: {reason} (the rules' or the board's, or null)
    this.closed = false; // skipped, or finished and the note put away
    this.note = h("div", { class: "coach", role: "status", hidden: true });
    this.onResize = () => this.place();
    addEventListener("resize", this.onResize);
    // A board redraws parts by itself (a picked card lights the places it may go): ring the
    // pieces that appear, and keep the note off them.
    this.frame = 0;
    this.observer = new MutationObserver(() => {
      this.frame ||= requestAnimationFrame(() => {
        this.frame = 0;
        this.place();
      });
    });
    this.watched = null;
  }

  /** Watch the board's place (made afresh when the screen is drawn in another language). */
  watch() {
    if (this.watched === this.screen.boardRoot) return;
    this.observer.disconnect();
    this.watched = this.screen.boardRoot;
    this.observer.observe(this.watched, { childList: true, subtree: true });
  }

  get step() {
    return this.closed ? null : this.steps[this.index] ?? null;
  }

  /** Whether a step waits for the player now: the computers wait too. */
  holdsComputers() {
    return Boolean(this.step && this.screen.snapshot?.legal.length);
  }

  /** Whether `move` (one of snapshot.legal, or null when the rules refuse it: `reason`) is
   * the step's move: null, and the step is done; else what the player is told instead. */
  judge(move, reason) {
    const { step } = this;
    if (!step) return null;
    if (move && movesLike([move], step.move).length) {
      this.index += 1;
      this.wrong = null;
      if (this.index === this.steps.length) remember(this.game, "done");
      return null;
    }
    this.showWrong(reason);
    return reason ?? t("tutorial.not-this");
  }

  /** The board refused a tap (the reason it shows beside the piece): say the step again, with
   * that reason unless it is the tutorial's own answer to a move (see judge). */
  refused(reason) {
    if (this.holdsComputers()) this.showWrong(reason === t("tutorial.not-this") ? null : reason);
  }

  showWrong(reason) {
    this.wrong = { reason: reason ?? null };
    this.show();
  }

  /** The board shows a new position: show the step it waits for (or the end). */
  positionChanged() {
    this.show();
  }

  /** The note, in the reader's language, for the current step. */
  show() {
    this.watch();
    this.unmark();
    const { step } = this;
    const finished = !this.closed && this.index === this.steps.length;
    if (!finished && !this.holdsComputers()) {
      this.note.hidden = true;
      return;
    }
    const leave = h("button", { type: "button", onclick: () => this.leave(finished ? "done" : "skipped") },
      t(finished ? "tutorial.leave" : "tutorial.skip"));
    const buttons = finished
      ? [h("button", { type: "button", onclick: () => this.putAway() }, t("tutorial.play-on")), leave]
      : [leave];
    this.note.replaceChildren(
      h("p", { class: "coach-progress" }, finished ? t("tutorial.title")
        : t("tutorial.progress", { step: this.index + 1, steps: this.steps.length })),
      // After a wrong tap, what was wrong (which says the step again) in place of the step.
      this.wrong ? h("p", { class: "coach-text coach-wrong" }, t(step.wrong),
        this.wrong.reason ? ` ${ended(sentence(this.wrong.reason))}` : "")
        : h("p", { class: "coach-text" }, t(finished ? "tutorial.done" : step.text)),
      h("p", { class: "coach-buttons" }, buttons));
    this.note.hidden = false;
    if (!this.note.isConnected) this.screen.root.append(this.note);
    this.place();
    // A board that animates the move in settles a moment later: place the note again then.
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.place(), 450);
  }

  /** The pieces the step points at, ringed; the note where it covers none of them. */
  place() {
    if (this.note.hidden) return;
    this.unmark();
    const root = this.screen.boardRoot;
    const pointed = (this.step?.point ?? []).flatMap((selector) => [...root.querySelectorAll(selector)]);
    for (const element of pointed) element.classList.add("coach-target");
    pointed[0]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    floatNote(this.note, root, pointed);
  }

  unmark() {
    for (const element of this.screen.boardRoot.querySelectorAll(".coach-target")) {
      element.classList.remove("coach-target");
    }
  }

  /** The tutorial is over: the deal stays to play on, uncounted and unsaved. */
  putAway() {
    this.closed = true;
    this.note.hidden = true;
    this.unmark();
    this.screen.computers.schedule();
  }

  /** Skip (or finish): back where the player came from. */
  leave(how) {
    if (how === "skipped" && remembered()[this.game] !== "done") remember(this.game, "skipped");
    this.putAway();
    location.hash = tutorialGame(cameFrom) ? "" : cameFrom;
  }

  destroy() {
    this.observer.disconnect();
    cancelAnimationFrame(this.frame);
    clearTimeout(this.settleTimer);
    removeEventListener("resize", this.onResize);
    this.note.remove();
  }
}

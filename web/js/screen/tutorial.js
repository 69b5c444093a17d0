// A first game that teaches: each game's tutorial (games/<id>/tutorial.json, written by
// tools/tutorials.py) is a fixed deal, the game's goal and a few steps, one idea each. The
// game screen plays it like any game, on the real board, but nothing of it is saved or
// counted; a coach note says the goal, then the step's idea, rings the pieces concerned (never
// covering them, and letting every tap through to the table: float-note.js) and waits for
// that very move: the move the player makes, as data (one of snapshot.legal), must have every
// field of the step's move record. Any other move is not played: the note says why in the
// tutorial's words, with the rules' reason when the move is not legal at all, and it alone
// says so (the piece tapped only shakes). Computer seats wait while a step waits for the
// player, so the deal plays out as the script chose it; the last note sums up what the player
// has just seen happen, in the game's own words where it has them.
//
// The first two times a game is opened the tutorial is offered (remembered in localStorage);
// the rules dialog of every game with a tutorial offers it at any time.

import { RENDERERS } from "../games.js";
import { h } from "../kit/dom.js";
import { floatNote } from "../kit/float-note.js";
import { sentence, t } from "../kit/i18n.js";
import { movesLike } from "../kit/moves.js";
import { readObject, writeJSON } from "../kit/storage.js";

const KEY = "cardtable/tutorials";
const ROUTE = /^#?tutorial\/([a-z0-9-]+)$/;
// Where the player was when a tutorial started (a game, the lobby): where skip or done leads.
let cameFrom = "";

/** The game a tutorial's address names ("#tutorial/agnes"), or null. */
export function tutorialGame(hash) {
  const match = ROUTE.exec(hash);
  return match && hasTutorial(match[1]) ? match[1] : null;
}

/** Every game the page shows has a tutorial (tests/test_tutorials.py checks each one's file). */
export function hasTutorial(gameId) {
  return Object.hasOwn(RENDERERS, gameId);
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

// What the player did with the offer: "later" (one "No thanks": offered once more), then
// "declined"; "offered" is how earlier versions remembered any answer (final). "skipped" and
// "done" come from the tutorial itself.
const ASK_AGAIN = "later";

/** Whether the boxes of elements `a` and `b` overlap. */
function overlap(a, b) {
  const [one, two] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
  return one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;
}

/** A reason as a sentence of the note: with its full stop. */
function ended(text) {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** The first two times `gameId` is opened (not as a tutorial), offer its tutorial in a note
 * that covers nothing the player needs and leaves at a tap elsewhere. */
export function offerTutorial(screen, gameId) {
  if (!hasTutorial(gameId)) return;
  const answer = remembered()[gameId];
  if (answer && answer !== ASK_AGAIN) return;
  // One notice at a time: where the screen tells of a game kept (a new deal left it), the
  // offer waits for the next open of the game, unremembered.
  if (screen.root.querySelector(".undo-note")) return;
  remember(gameId, answer === ASK_AGAIN ? "declined" : ASK_AGAIN);
  const close = () => {
    removeEventListener("pointerdown", onPointerDown, true);
    note.remove();
  };
  const onPointerDown = (event) => { if (!note.contains(event.target)) close(); };
  const note = h("div", { class: "coach offer", role: "dialog", "aria-label": t("tutorial.title") },
    h("p", {}, t(answer === ASK_AGAIN ? "tutorial.offer-again" : "tutorial.offer", { game: gameId })),
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
    // The goal, said before the first step; the last note, where the game has its own.
    Object.assign(this, { screen, steps: data.steps, game: data.deal.game, goal: data.goal,
      doneText: data.done ?? "tutorial.done" });
    this.index = 0;
    this.greeted = !this.goal; // the goal said (its note put away by "Start")
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
      this.greeted = true;
      this.index += 1;
      this.wrong = null;
      if (this.index === this.steps.length) remember(this.game, "done");
      return null;
    }
    this.showWrong(reason);
    return reason ?? t("tutorial.not-this");
  }

  /** The board refused a tap with `reason`: say the step again, with that reason unless it is
   * the tutorial's own answer to a move (see judge). Whether the note says it (while a step
   * waits): then nothing else on the screen should. */
  refused(reason) {
    if (!this.holdsComputers()) return false;
    this.showWrong(reason === t("tutorial.not-this") ? null : reason);
    return true;
  }

  showWrong(reason) {
    this.greeted = true;
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
    // The progress and the way out on one line, so the note takes little of a phone's height.
    const head = h("div", { class: "coach-head" },
      h("p", { class: "coach-progress" }, finished || !this.greeted ? t("tutorial.title")
        : t("tutorial.progress", { step: this.index + 1, steps: this.steps.length })),
      finished ? null : leave);
    this.note.replaceChildren(head, ...this.words(step, finished, leave));
    this.note.hidden = false;
    if (!this.note.isConnected) this.screen.root.append(this.note);
    this.place({ scroll: true });
    // A board that animates the move in settles a moment later: place the note again then.
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.place({ scroll: true }), 450);
  }

  /** What the note says under its head: the goal (before the first step), the step, what
   * was wrong with a tap (which says the step again), or the end; with its buttons. */
  words(step, finished, leave) {
    if (!this.greeted) {
      return [h("p", { class: "coach-goal" }, t(this.goal)),
        h("p", { class: "coach-buttons" }, h("button", { class: "primary", type: "button",
          onclick: () => { this.greeted = true; this.show(); } }, t("tutorial.start")))];
    }
    if (finished) {
      return [h("p", { class: "coach-text" }, t(this.doneText)),
        h("p", { class: "coach-buttons" },
          h("button", { type: "button", onclick: () => this.putAway() }, t("tutorial.play-on")), leave)];
    }
    if (this.wrong) {
      return [h("p", { class: "coach-text coach-wrong" }, t(step.wrong),
        this.wrong.reason ? ` ${ended(sentence(this.wrong.reason))}` : "")];
    }
    return [h("p", { class: "coach-text" }, t(step.text))];
  }

  /** The pieces the step points at, ringed; the note where it covers none of them, nor what
   * the step's words speak of ("show": a trick the step follows, unringed). With `scroll` (a
   * step just shown) the page may be scrolled under it where the window lacks room for it (a
   * phone's). As the board redraws under a finger (a piece picked) or the window resizes, the
   * table moves under the player's hand only when the note finds no place else that leaves
   * every one of them uncovered. */
  place({ scroll = false } = {}) {
    if (this.note.hidden) return;
    this.unmark();
    const root = this.screen.boardRoot;
    const found = (selectors) => (this.greeted ? selectors ?? [] : [])
      .flatMap((selector) => [...root.querySelectorAll(selector)]);
    const pointed = found(this.step?.point);
    for (const element of pointed) element.classList.add("coach-target");
    pointed[0]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    const kept = [...pointed, ...found(this.step?.show)];
    floatNote(this.note, root, kept, { scroll });
    if (!scroll && kept.some((element) => overlap(element, this.note))) {
      floatNote(this.note, root, kept, { scroll: true });
    }
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

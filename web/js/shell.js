/*
 * The game screen: a header (lobby, title, deal number, status line, undo, redo, new deal,
 * settings, rules), the board of one game drawn by that game's renderer, computer seats that
 * play on their own at the pace the player chose, the hand-off screen of pass-and-play, and
 * the summary that ends every game (ending.js). Every move is told to screen readers as its
 * log line reads, computer moves included (announce.js).
 *
 * RENDERER CONTRACT. A game plugs in with an ES module web/games/<id>/board.js, listed in
 * js/games.js, whose default export is
 *
 *   {
 *     howToPlay: "help.<id>",              // message key of how to operate this board
 *     stylesheet: "./games/<id>/board.css", // loaded (once) before any board is created
 *     create(root, table) {                // root: an empty element the renderer owns
 *       return {
 *         render(snapshot) {},             // draw the position; called after every change
 *         destroy() {},                    // drop listeners and timers; the shell empties root
 *         showHint(move) {},               // optional, for games whose describe() has
 *                                          // `hints`: highlight one of snapshot.legal (the
 *                                          // piece and where it goes) until the next render
 *       };
 *     },
 *   }
 *
 * snapshot = {view, legal, seat, names, kinds, levels, you, over, toPlay, journal, direction}:
 *   view    State.view(seat) from the engine: everything this screen may show, nothing more;
 *   legal   the moves this seat may make now (empty while only other seats are to play;
 *           when this seat chooses at the same time as computer seats, its moves are here
 *           at once while the computers play theirs); offer only these;
 *   seat    the seat whose screen this is (null: a spectator, when every seat is a computer);
 *   names   seat names in the reader's language: put them in the page as text, never markup;
 *   kinds   "human" or "computer" per seat; levels: "easy", "normal", "hard" or null per seat;
 *   you     the seat that reads as "You" (messages about it are in the second person), or null;
 *   journal the log entries the last move added, as this seat reads them (what to animate:
 *           which card went where), when `direction` is "forward"; else empty;
 *   direction "forward" (one move was made), "back" (undo), "again" (redo) or "load" (a new
 *           board: the game opened, a hand-off, a language change): animate only "forward"
 *           moves; the others snap;
 *   over, toPlay as the engine says.
 * table = {
 *   play(move)    -> Promise<string|null>: null once applied, else the engine's reason (shown
 *                 beside the board's last tapped piece, see refuse); the shell ignores input
 *                 while a move is applied and drawn, and the second press of a double click or
 *                 tap (input-guard.js), so a board need not;
 *   refuse(target, text)  the answer to a tap that cannot be used: `text` beside `target`;
 *   linger()      -> Promise: resolves after the pace's pause for a finished trick or a step
 *                 of a reveal, or at the player's next tap; the computers wait meanwhile;
 *   hold(held)    hold(true): computer seats wait (e.g. while a summary of the hand, round or
 *                 year is open) until hold(false); a new board starts released;
 *   newDeal()     start another deal of this game with the same seats and options;
 *   notify(text)  show a short message in the header.
 * }
 * Words come from i18n.js: t(key, params) for the board's own, say(entry, {names, you}) for
 * the engine's messages, cardName(code) for cards. Motion: motion.js; drag: drag.js.
 * Between two human seats the shell destroys the renderer and shows "Pass to <name>"; the
 * next seat's board is created afresh only once that player confirms, so nothing private
 * is in the page during the hand-off. Undo and redo work when exactly one seat is human, and
 * step back to that seat's previous decision; an undo while a computer thinks cancels its
 * move. Every change is saved (saves.js); when another tab plays on in the same game, this
 * screen stops and offers to load the game as that tab left it.
 */

import { announce } from "./announce.js";
import { h, s as svg } from "./dom.js";
import { call } from "./engine.js";
import { showEnding } from "./ending.js";
import { clearRefusal, refuse } from "./feedback.js";
import { RENDERERS } from "./games.js";
import { Hints } from "./hint.js";
import { say, sentence, t } from "./i18n.js";
import { showRules } from "./rules-dialog.js";
import { randomSeed } from "./routes.js";
import { createDeal, readSave, sameSave, SaveConflict, saveKey, writeSave } from "./saves.js";
import { levelOf, seatNames, youSeat } from "./seats.js";
import { pace } from "./settings.js";
import { showSettings } from "./settings-dialog.js";

const NOTICE_MS = 3500;

export class GameScreen {
  /** A screen for an opened engine table; `record` is its saved game, stored at `revision`
   * (see saves.js); `input` guards the page's input (input-guard.js); `reopen()` opens the
   * game again from its save. */
  constructor(root, { describe, record, revision, table, renderer, input, reopen, challenge }) {
    Object.assign(this, { root, describe, record, revision, table, renderer, input, reopen });
    this.takeChallenge(challenge);
    this.key = saveKey(record.route);
    this.kinds = record.seats.map((seat) => seat.kind);
    this.levels = record.seats.map(levelOf);
    this.humans = this.kinds.flatMap((kind, seat) => (kind === "human" ? [seat] : []));
    this.viewer = this.humans.length ? this.humans[0] : null;
    this.timer = null;
    this.nextComputer = undefined;
    this.held = false;
    this.lingering = 0;
    this.board = null;
    this.thinking = null; // the play_computer request of the computer thinking now
    this.stale = false;
    this.closed = false;
    this.seen = null; // {moves, log}: the position last drawn, to tell what the next move adds
    this.overBefore = null;
    this.snapshot = null;
    // The Hint button and key (hint.js), in a game played alone: the patiences'. Against
    // others a hint would be a computer playing the human's hand.
    this.hints = describe.hints && record.seats.length === 1 ? new Hints(this) : null;
    this.buildChrome();
    this.handoffPending = this.humans.length > 1;
    this.onLanguage = () => this.redraw();
    addEventListener("languagechange", this.onLanguage);
  }

  /** A challenge link's score to beat (text from the address) is kept with the game. */
  takeChallenge(text) {
    const score = Number(text);
    if (text === null || text === undefined || !Number.isSafeInteger(score)
        || this.record.challenge === score) return;
    try {
      this.record = writeSave({ ...this.record, challenge: score }, this.revision);
      this.revision = this.record.revision;
    } catch {
      // another tab or full storage: the challenge shows on this screen only
      this.record = { ...this.record, challenge: score };
    }
  }

  get names() {
    return seatNames(this.record.seats);
  }

  buildChrome() {
    const tool = (label, key, onclick) => h("button", { class: "tool", type: "button",
      title: t(key), "aria-label": t(key), onclick }, label);
    this.undoButton = tool("↶", "shell.undo", () => this.step("undo"));
    this.redoButton = tool("↷", "shell.redo", () => this.step("redo"));
    this.resultsButton = tool("★", "shell.results", () => this.showResults());
    this.resultsButton.hidden = true;
    const { seed } = this.record.save;
    this.status = h("p", { class: "status", role: "status" });
    this.boardRoot = h("div", { class: "board-root" });
    const { challenge } = this.record;
    const [hintButton, hintNote] = this.hints ? this.hints.build() : [];
    this.root.replaceChildren(
      h("header", { class: "game-header" },
        h("a", { class: "button tool back", href: "#", title: t("shell.lobby"),
          "aria-label": t("shell.lobby") }, "‹"),
        h("h1", {}, t(`${this.describe.id}.title`),
          h("a", { class: "deal", href: "#" + this.record.route, title: t("shell.deal-link") },
            t("shell.deal", { seed }))),
        this.status,
        h("nav", { class: "tools" }, hintButton, this.undoButton, this.redoButton, this.resultsButton,
          h("button", { class: "tool new-deal", type: "button", "aria-label": t("shell.new"),
            onclick: () => this.newDeal() }, plusIcon(), h("span", { class: "tool-label" },
            t("shell.new"))),
          tool("⚙", "shell.settings", () => showSettings()),
          tool("?", "shell.rules", () => showRules(this.describe, this.renderer.howToPlay)))),
      ...(Number.isSafeInteger(challenge)
        ? [h("p", { class: "challenge-line" }, t("shell.challenge", { score: challenge }))] : []),
      this.boardRoot, ...(hintNote ? [hintNote] : []));
  }

  /** The table handle given to the renderer (see the contract above). */
  get api() {
    return {
      play: (move) => this.play(this.viewer, move),
      refuse: (target, text) => refuse(target, sentence(text)),
      linger: () => this.linger(),
      hold: (held) => this.hold(held),
      newDeal: () => this.newDeal(),
      notify: (text) => this.notify(text),
    };
  }

  notify(text) {
    this.status.textContent = sentence(text);
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => { this.status.textContent = ""; }, NOTICE_MS);
  }

  /** Stop or restart the computer seats (see `hold` in the contract above). */
  hold(held) {
    if (this.held === Boolean(held)) return;
    this.held = Boolean(held);
    if (this.held) this.stopComputer();
    else this.scheduleComputer();
  }

  /** The pace's pause, cut short by a tap or a key; the computers wait meanwhile. */
  linger() {
    this.lingering += 1;
    this.stopComputer();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        removeEventListener("pointerdown", done, true);
        removeEventListener("keydown", done, true);
        this.lingering -= 1;
        resolve();
        this.scheduleComputer();
      };
      const timer = setTimeout(done, pace().lingerMs);
      addEventListener("pointerdown", done, true);
      addEventListener("keydown", done, true);
    });
  }

  play(seat, move) {
    return this.input.run(async () => {
      clearRefusal();
      try {
        await call("play", { table: this.table, seat, move });
      } catch (error) {
        const reason = this.reason(error);
        this.notify(reason);
        return reason;
      }
      await this.refresh("forward");
      return null;
    });
  }

  /** An engine's refusal in the reader's words, the seats called by their names. */
  reason(error) {
    if (!error.entry) return error.message;
    return say(error.entry, { names: this.names, you: youSeat(this.record.seats) });
  }

  async step(direction) {
    await this.input.run(async () => {
      clearRefusal();
      await this.cancelComputer();
      try {
        await call(direction, { table: this.table, humans: this.humans });
      } catch (error) {
        this.notify(error.message);
      }
      await this.refresh(direction === "undo" ? "back" : "again");
    }, { repeatable: true });
  }

  /** Start a deal of this game with a random number that no save uses yet: with "winnable
   * deals only", the first deal from that number on that the solver proves winnable. */
  newDeal() {
    return this.input.run(async () => {
      const { players, options } = this.record.save;
      const { winnableOnly } = this.record;
      for (;;) {
        try {
          let seed = randomSeed();
          if (winnableOnly) {
            this.notify(t("new-game.finding"));
            ({ seed } = await call("winnable_seed", { game: this.describe.id, seed, options }));
          }
          const settings = { game: this.describe.id, seed, players, options };
          location.hash = await createDeal(this.describe, settings, this.record.seats, null,
            winnableOnly);
          return;
        } catch (error) {
          if (!(error instanceof SaveConflict)) return this.notify(error.message);
        }
      }
    });
  }

  /** Deal this very deal again from its start, in place of the game played. */
  sameDeal() {
    return this.input.run(async () => {
      const { seed, players, options } = this.record.save;
      try {
        await createDeal(this.describe, { game: this.describe.id, seed, players, options },
          this.record.seats, this.revision, this.record.winnableOnly);
      } catch (error) {
        return error instanceof SaveConflict ? this.showStale() : this.notify(error.message);
      }
      return this.reopen();
    });
  }

  /** Ask the engine for the position, save it, and show it to the right seat; `cause` says
   * how this position follows the one on screen (see `direction` in the contract). */
  async refresh(cause = "load") {
    this.stopComputer();
    this.nextComputer = undefined;
    if (this.closed || this.stale) return;
    let snap = await call("view", { table: this.table, seat: this.viewer });
    if (!sameSave(snap.save, this.record.save)) {
      try {
        this.record = writeSave({ ...this.record, save: snap.save }, this.revision);
        this.revision = this.record.revision;
      } catch (error) {
        if (error instanceof SaveConflict) return this.showStale();
        this.notify(t("shell.not-saved", { reason: error.message }));
      }
    }
    const waiting = snap.to_play.filter((seat) => this.kinds[seat] === "human");
    if (!snap.over && waiting.length && !waiting.includes(this.viewer)) {
      this.viewer = waiting[0];
      this.handoffPending = this.humans.length > 1;
      snap = await call("view", { table: this.table, seat: this.viewer });
    }
    const solo = this.humans.length === 1;
    // Undo goes back to a decision of the human's: none yet, nothing to undo.
    const humanMoved = snap.save.moves.some(([seat]) => this.humans.includes(seat));
    this.undoButton.disabled = !(solo && snap.can_undo && humanMoved);
    this.redoButton.disabled = !(solo && snap.can_redo);
    this.resultsButton.hidden = !snap.over;
    if (this.handoffPending) return this.showHandoff();
    this.nextComputer = snap.over ? undefined : snap.to_play.find((seat) => this.kinds[seat] === "computer");
    this.snapshot = snap;
    this.hints?.positionChanged();
    const journal = this.journalOf(snap.view, cause);
    this.draw(snap, journal.length ? "forward" : cause === "forward" ? "load" : cause, journal);
    this.tellMove(journal);
    if (snap.over && this.overBefore === false) this.finish();
    this.overBefore = snap.over;
    this.scheduleComputer();
  }

  /** The log entries the move just made added, when `view` follows the position last drawn
   * by one move; else none. A log shorter than before was started afresh by that move (a new
   * year's deal in Agents of the Crown): all of it is the move's. */
  journalOf(view, cause) {
    const follows = cause === "forward" && this.seen && view.move_number === this.seen.moves + 1;
    const restarted = follows && view.log.length < this.seen.log;
    const journal = follows ? view.log.slice(restarted ? 0 : this.seen.log) : [];
    this.seen = { moves: view.move_number, log: view.log.length };
    return journal;
  }

  /** Draw `snap` on the board (created if need be). */
  draw(snap, direction, journal = []) {
    if (!this.board) this.board = this.renderer.create(this.boardRoot, this.api);
    this.board.render({ view: snap.view, legal: snap.legal, seat: this.viewer, names: this.names,
      kinds: this.kinds, levels: this.levels, you: youSeat(this.record.seats), over: snap.over,
      toPlay: snap.to_play, journal, direction });
  }

  /** Everything on screen again in the language just chosen. */
  redraw() {
    if (this.closed || this.stale) return;
    this.board?.destroy();
    this.board = null;
    this.buildChrome();
    this.refresh("load");
  }

  /** Tell screen readers what the last move did, as its log lines read. */
  tellMove(journal) {
    const reader = { names: this.names, you: youSeat(this.record.seats) };
    announce(journal.map((entry) => sentence(say(entry, reader))).join(" "));
  }

  /** The game has just ended here: count it and show its summary once the board settles. */
  finish() {
    setTimeout(() => {
      if (!this.closed && !this.stale) this.showResults(true);
    }, pace().lingerMs);
  }

  /** The summary of a finished game (ending.js); counting it in the statistics once. */
  showResults(justEnded = false) {
    const snap = this.snapshot;
    if (!snap?.over) return;
    const counted = this.record.counted === true;
    const ending = showEnding({ describe: this.describe, record: this.record, view: snap.view,
      names: this.names, seat: this.viewer, count: justEnded && !counted,
      onNewDeal: () => this.newDeal(), onSameDeal: () => this.sameDeal(),
      onReplay: () => { location.hash = `replay/${this.record.route}`; } });
    if (ending.counted) {
      try {
        this.record = writeSave({ ...this.record, counted: true }, this.revision);
        this.revision = this.record.revision;
      } catch (error) {
        if (error instanceof SaveConflict) this.showStale();
      }
    }
  }

  /** After the pace's pause, let the next computer seat move, unless the board holds them. */
  scheduleComputer() {
    clearTimeout(this.timer);
    const seat = this.nextComputer;
    if (seat === undefined || this.held || this.lingering || this.closed || this.stale) return;
    if (this.thinking) return;
    // While the player chooses too (a simultaneous pass), the header is theirs.
    if (!this.snapshot?.legal.length) this.status.textContent = t("shell.thinking", { name: this.names[seat] });
    this.timer = setTimeout(() => this.computerMoves(seat), pace().computerMs);
  }

  async computerMoves(seat) {
    if (this.closed || this.stale || this.thinking) return;
    const request = call("play_computer", { table: this.table, seat, level: this.levels[seat] });
    this.thinking = request;
    let answer;
    try {
      answer = await request;
    } catch (error) {
      this.notify(error.message);
      return;
    } finally {
      if (this.thinking === request) this.thinking = null;
    }
    if (answer.cancelled || this.closed) return;
    this.status.textContent = "";
    await this.refresh("forward");
  }

  /** Stop the computers: no new move is scheduled (the one thinking now goes on). */
  stopComputer() {
    clearTimeout(this.timer);
    if (!this.thinking && this.status.textContent && this.nextComputer !== undefined) {
      this.status.textContent = "";
    }
  }

  /** A computer's move being thought out is dropped (an undo came first). */
  async cancelComputer() {
    this.stopComputer();
    if (!this.thinking) return;
    const request = this.thinking;
    await call("cancel_computer", { table: this.table });
    await request.catch(() => {});
    this.status.textContent = "";
  }

  /** Another tab wrote or deleted this game's save (key null: every save). */
  savesChanged(key) {
    if (this.stale || (key !== null && key !== this.key)) return;
    if (readSave(this.key).revision !== this.revision) this.showStale();
  }

  /** This tab no longer has the game as saved: stop (the computers too) and offer the game
   * as the other tab left it, or, when it was deleted there, to keep it. */
  showStale() {
    this.stale = true;
    this.stopComputer();
    this.cancelComputer();
    this.status.textContent = "";
    this.board?.destroy();
    this.board = null;
    this.undoButton.disabled = true;
    this.redoButton.disabled = true;
    const deleted = readSave(this.key).revision === null;
    const next = deleted
      ? h("button", { class: "primary", type: "button",
        onclick: () => this.input.run(() => this.keepHere()) }, t("stale.keep"))
      : h("button", { class: "primary", type: "button", onclick: () => this.reopen() },
        t("stale.load"));
    this.boardRoot.replaceChildren(h("section", { class: "handoff stale" },
      h("h2", {}, t(deleted ? "stale.deleted" : "stale.continued")),
      h("p", {}, t(deleted ? "stale.deleted-text" : "stale.continued-text")),
      h("p", { class: "dialog-buttons" },
        h("a", { class: "button", href: "#" }, t("shell.lobby")), next)));
    next.focus();
  }

  /** Save this tab's position again after another tab deleted the game, and go on. */
  async keepHere() {
    const { save } = await call("view", { table: this.table, seat: null });
    try {
      this.record = writeSave({ ...this.record, save }, null);
      this.revision = this.record.revision;
    } catch (error) {
      if (error instanceof SaveConflict) return this.showStale();
      return this.notify(t("shell.not-saved", { reason: error.message }));
    }
    this.stale = false;
    return this.refresh();
  }

  /** Remove the board entirely and wait until the next player says they hold the device. */
  showHandoff() {
    this.board?.destroy();
    this.board = null;
    this.held = false;
    this.seen = null;
    const name = this.names[this.viewer];
    const ready = h("button", { class: "primary", type: "button", onclick: () => this.input.run(() => {
      this.handoffPending = false;
      return this.refresh();
    }) }, t("handoff.ready", { name }));
    this.boardRoot.replaceChildren(h("section", { class: "handoff" },
      h("h2", {}, t("handoff.pass", { name })),
      h("p", {}, t("handoff.hidden")), ready));
    ready.focus();
  }

  destroy() {
    this.closed = true;
    removeEventListener("languagechange", this.onLanguage);
    clearTimeout(this.timer);
    clearTimeout(this.noticeTimer);
    clearRefusal();
    this.hints?.destroy();
    this.board?.destroy();
    call("close", { table: this.table }).catch(() => {});
  }
}

/** Load the renderer module of a game (see games.js) and its stylesheet, so a board is
 * only ever drawn styled (a log can scroll to its end, a layout can be measured). */
export async function loadRenderer(gameId) {
  const renderer = (await RENDERERS[gameId]()).default;
  if (renderer.stylesheet) await addStylesheet(renderer.stylesheet);
  return renderer;
}

/** Add a stylesheet to the page once; resolves when it has loaded (or failed to). */
function addStylesheet(href) {
  let link = document.querySelector(`link[href="${href}"]`);
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = h("link", { rel: "stylesheet", href });
    document.head.append(link);
  }
  return new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
}

/** A plus: the New button's face where a phone's header has no room for its word. */
function plusIcon() {
  return svg("svg", { class: "tool-icon", viewBox: "0 0 24 24", width: 18, height: 18,
    "aria-hidden": "true" }, svg("path", { d: "M12 5v14M5 12h14", stroke: "currentColor",
    "stroke-width": 2.5, "stroke-linecap": "round" }));
}

/*
 * The game screen, which coordinates: a header (screen/header.js: lobby, title, deal number,
 * status line, undo, redo, new deal, settings, rules), the board of one game drawn by that
 * game's renderer, computer seats that play on their own at the pace the player chose
 * (computer-seats.js), the save and the watch on other tabs (saved-game.js), the hand-off
 * screen of pass-and-play, and the summary that ends every game (ending.js). A move goes to
 * the engine and the position it leads to is drawn here (play, refresh). Every move is told
 * to screen readers as its log line reads, computer moves included (announce.js).
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
 *         destroy() {},                    // drop listeners and timers; the game screen empties root
 *         showHint(move) {},               // highlight `move`, a move of this seat at the
 *                                          // position drawn, as data (the piece and where it
 *                                          // goes: ringed, never covered), until the next
 *                                          // render: the Hint of games whose describe() has
 *                                          // `hints`, and a review's better move (review.js,
 *                                          // see `caption`); kit/ring.js rings it
 *                                          // for a board without a highlight of its own
 *       };
 *     },
 *   }
 *
 * snapshot = {view, legal, seat, names, kinds, levels, you, over, toPlay, events, direction,
 *   caption}:
 *   view    State.view(seat) from the engine: everything this screen may show, nothing more;
 *   legal   the moves this seat may make now, as data: {text, kind, ...} with the cards and
 *           places each concerns (the game's parse_move); empty while only other seats are
 *           to play; when this seat chooses at the same time as computer seats, its moves
 *           are here at once while the computers play theirs); offer only these;
 *   seat    the seat whose screen this is (null: a spectator, when every seat is a computer);
 *   names   seat names in the reader's language: put them in the page as text, never markup;
 *   kinds   "human" or "computer" per seat; levels: "easy", "normal", "hard" or null per seat;
 *   you     the seat that reads as "You" (messages about it are in the second person), or null;
 *   events  what the last move did, as this seat may see it: the engine's events, {kind, ...
 *           the seats, cards and places concerned, message} (what to animate: which card
 *           went where), when `direction` is "forward"; else empty;
 *   direction "forward" (one move was made), "back" (undo), "again" (redo) or "load" (a new
 *           board: the game opened, a hand-off, a language change): animate only "forward"
 *           moves; the others snap;
 *   caption absent in play; in a replay (replay.js) the sentence about the position shown,
 *           put where the board says whose turn it is and what to do, and in place of its
 *           buttons of play (deal, pass, give up...): a replay's board is read-only, and a
 *           reviewed position's `legal` is there only to ring the better move (showHint);
 *   over, toPlay as the engine says. (The engine's `settled`, the moves of a rest where
 *           nothing left can change how the hand or game ends, is the game screen's: a patience
 *           finishes by itself, a table of one player and computers is offered to play the
 *           rest out at once when it is more than a round of moves.)
 * table = {
 *   play(move)    -> Promise<string|null>: `move` is one of snapshot.legal, or a move the
 *                 player tried given as data ({kind, card, ...}: what was tapped); the legal
 *                 move whose fields it all has is played, and null comes back once it is
 *                 applied; else the engine's reason why not (shown beside the board's last
 *                 tapped piece, see refuse). No board writes or reads a move's text. The
 *                 shell ignores input while a move is applied and drawn, and the second press
 *                 of a double click or tap (input-guard.js), so a board need not;
 *   refuse(target, text)  the answer to a tap that cannot be used: `text` beside `target`;
 *   linger()      -> Promise: resolves after the pace's pause for a finished trick or a step
 *                 of a reveal, or at the player's next tap; the computers wait meanwhile;
 *   hold(held)    hold(true): computer seats wait (e.g. while a summary of the hand, round or
 *                 year is open) until hold(false); a new board starts released;
 *   newDeal()     start another deal of this game with the same seats and options;
 *   notify(text)  show a short message in the header.
 * }
 * A board marks each seat's panel with data-seat-panel="<seat>": a win against others
 * celebrates there (celebration.js); a won patience's cards cascade from the board.
 * Words come from i18n.js: t(key, params) for the board's own, say(entry, {names, you}) for
 * the engine's messages, cardName(code) for cards. Motion: motion.js; drag: drag.js.
 * Between two human seats the game screen destroys the renderer and shows "Pass to <name>"; the
 * next seat's board is created afresh only once that player confirms, so nothing private
 * is in the page during the hand-off. Undo and redo work when exactly one seat is human, and
 * step back to that seat's previous decision; an undo while a computer thinks cancels its
 * move. A finished game is final (counted in the statistics): no undo or redo; its replay and
 * review show it again. Every change is saved (saves.js); when another tab plays on in the
 * same game, this screen stops and offers to load the game as that tab left it.
 */

import { celebrate, endCelebration } from "./celebration.js";
import { ComputerSeats } from "./computer-seats.js";
import { AwaySeats } from "../rooms/away.js";
import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { showEnding } from "./ending.js";
import { clearRefusal, refuse } from "../kit/feedback.js";
import { GameClock } from "./clock.js";
import { GameHeader } from "./header.js";
import { drawSnapshot, tellEvents } from "./board-view.js";
import { Hints } from "./hint.js";
import { say, sentence, t } from "../kit/i18n.js";
import { afterPress } from "./input-guard.js";
import { showRules } from "../dialogs/rules.js";
import { moveLike } from "../kit/moves.js";
import { randomSeed, reviewRoute } from "../store/routes.js";
import { SavedGame, showStalePanel, UnsavedGame } from "./saved-game.js";
import { createDeal } from "../engine/new-deal.js";
import { sameSave, SaveConflict } from "../store/saves.js";
import { levelOf, localHumans, seatNames, youSeat } from "../store/seats.js";
import { motionMs, pace } from "../store/settings.js";
import { playSound, soundOfEvents } from "../kit/sound.js";
import { Tutorial } from "./tutorial.js";
import { showUndoNote } from "../kit/dialogs.js";

// Between two moves of a settled rest played out at once: long enough to see each card go.
const SETTLED_STEP_MS = 120;

// A game left in progress for a new deal ({from, to}: the two routes): the new deal's screen
// says that game is kept in the lobby, with the way back to it (newDeal, tellKept).
let leftForNewDeal = null;

export class GameScreen {
  /** A screen for an opened engine table; `record` is its saved game, stored at `revision`
   * (see saves.js); `input` guards the page's input (input-guard.js); `reopen()` opens the
   * game again from its save. With `tutorial` (tutorial.js: its data), the game is that
   * tutorial's deal, kept in memory only: never saved, never counted. With `room`
   * (rooms/host.js), this device hosts an online room and its friends play some seats. */
  constructor(root, { describe, record, revision, table, renderer, input, reopen, challenge,
    tutorial, room = null }) {
    Object.assign(this, { root, describe, table, renderer, input, reopen, room });
    this.saved = tutorial ? new UnsavedGame(record) : new SavedGame(record, revision);
    this.tutorial = tutorial ? new Tutorial(this, tutorial) : null;
    this.saved.keepChallenge(challenge);
    this.kinds = record.seats.map((seat) => seat.kind);
    this.levels = record.seats.map(levelOf);
    // A friend's seat of an online room (rooms/host.js) is a human seat played on another
    // device: this screen neither shows it nor hands the device over to it.
    this.remote = record.seats.map((seat) => seat.remote === true);
    this.humans = localHumans(record.seats);
    this.viewer = this.humans.length ? this.humans[0] : null;
    this.computers = new ComputerSeats(this);
    this.board = null;
    this.stale = false;
    this.closed = false;
    this.seenMoves = null; // the move count of the position last drawn
    this.overBefore = null;
    this.playingOut = false; // a settled rest is being played out (playSettled)
    this.snapshot = null;
    // The Hint button and key (hint.js), in a game played alone: the patiences'. Against
    // others a hint would be a computer playing the human's hand.
    this.hints = describe.hints && record.seats.length === 1 ? new Hints(this) : null;
    // A patience's move count and time (screen/clock.js), its time kept with the save.
    this.clock = record.seats.length === 1 && this.kinds[0] === "human" && !record.tutorial
      ? new GameClock(record.playMs ?? 0, (playMs) => this.keepTime(playMs)) : null;
    this.header = new GameHeader({ undo: () => this.step("undo"), redo: () => this.step("redo"),
      results: () => this.showResults(), newDeal: () => this.newDeal(),
      rules: () => showRules(this.describe, this.renderer.howToPlay) });
    this.buildChrome();
    this.tellKept();
    this.gradeAsked = false; // the grade is asked for once the board is first drawn
    this.handoffPending = this.humans.length > 1;
    this.onLanguage = () => this.redraw();
    addEventListener("languagechange", this.onLanguage);
    // A new look (look.js: larger cards) is measured again by the boards that size in code.
    this.onSettings = () => {
      if (this.board && this.snapshot && !this.closed && !this.stale) this.draw(this.snapshot, "load");
    };
    addEventListener("settingschange", this.onSettings);
    this.remoteMoves = Promise.resolve();
    this.away = room ? new AwaySeats(this, room) : null;
    if (this.away) this.boardRoot.before(this.away.box);
    room?.attachGame({ view: (seat) => call("view", { table: this.table, seat }),
      play: (seat, message) => this.playRemote(seat, message), back: (seat) => this.takeBack(seat) });
  }

  /** A computer of `level` plays a friend's seat while its device is away (rooms/away.js). */
  handOver(seat, level) {
    this.setSeat(seat, { ...this.record.seats[seat], kind: "computer", level });
  }

  /** The friend's device is back: the seat is the friend's again. */
  takeBack(seat) {
    const { level, ...place } = this.record.seats[seat];
    if (place.remote && place.kind === "computer") this.setSeat(seat, { ...place, kind: "human" });
  }

  setSeat(seat, place) {
    const seats = this.record.seats.map((entry, index) => (index === seat ? place : entry));
    try {
      this.saved.update({ seats });
    } catch (error) {
      if (error instanceof SaveConflict) return this.showStale();
    }
    this.kinds[seat] = place.kind;
    this.levels[seat] = levelOf(place);
    return this.computers.cancel().then(() => this.refresh());
  }

  /** A friend's move in an online room, checked by the host (rooms/host.js): played in turn
   * after any other; when the engine refuses it, {message, error} goes back to that friend
   * alone. */
  playRemote(seat, { move, intent }) {
    const played = this.remoteMoves.then(async () => {
      if (this.closed || this.stale) return { message: { key: "room.not-started" } };
      try {
        const text = move ?? (await call("why_not", { table: this.table, seat, intent })).move.text;
        await call("play", { table: this.table, seat, move: text });
      } catch (error) {
        return { message: error.entry ?? { key: "room.refused" }, error: error.message };
      }
      await this.refresh("forward");
      return null;
    });
    this.remoteMoves = played.catch(() => null);
    return played;
  }

  /** The saved game as this tab last stored it (saved-game.js). */
  get record() {
    return this.saved.record;
  }

  get names() {
    return seatNames(this.record.seats);
  }

  /** The header, the board's place and the hint's note, in the reader's language. */
  buildChrome() {
    const [hintButton, hintNote] = this.hints ? this.hints.build() : [];
    this.boardRoot = h("div", { class: "board-root" });
    this.root.replaceChildren(...this.header.build(this.describe, this.record, hintButton,
      this.clock), ...(this.away ? [this.away.box] : []), this.boardRoot,
    ...(hintNote ? [hintNote] : []));
  }

  /** For a game that grades its deals, the deal's grade in the header, shown before play: the
   * one kept with the save (a deal dealt of a grade is of that grade), else asked for after the
   * board's first drawing, which the solver's look would hold up, and kept for the next open. */
  async showGrade() {
    if (!this.describe.grades?.length || this.record.tutorial) return; // a lesson, not a deal
    // Only a grade the game has: a save edited or restored from a file may hold any text.
    const kept = [this.record.dealGrade, this.record.grade].find((grade) => this.describe.grades.includes(grade));
    if (kept) {
      this.header.showGrade(this.describe, kept);
      return;
    }
    const { seed, options } = this.record.save;
    let grade;
    try {
      ({ grade } = await call("deal_grade", { game: this.describe.id, seed, options }));
    } catch {
      return; // no grade shown: the game plays the same without it
    }
    if (this.closed) return;
    this.header.showGrade(this.describe, grade);
    if (!grade) return;
    try {
      this.saved.update({ dealGrade: grade });
    } catch (error) {
      if (error instanceof SaveConflict) this.showStale(); // else full storage: asked again next time
    }
  }

  /** The table handle given to the renderer (see the contract above). */
  get api() {
    return {
      play: (move) => this.play(this.viewer, move),
      // In a tutorial's step its note says why (tutorial.js): the piece only shakes.
      refuse: (target, text) => refuse(target, this.tutorial?.refused(text) ? null : sentence(text)),
      linger: () => this.computers.linger(),
      hold: (held) => this.computers.hold(held),
      newDeal: () => this.newDeal(),
      notify: (text) => this.header.notify(text),
    };
  }

  /** Play the legal move that has every field of `tried` (see `play` in the contract), or
   * ask the engine why there is none; the engine's answer to a move is the new position. */
  play(seat, tried) {
    return this.input.run(async () => {
      clearRefusal();
      const move = moveLike(this.snapshot?.legal ?? [], tried);
      let snap;
      try {
        const { text, ...intent } = tried;
        const chosen = move ?? (await call("why_not", { table: this.table, seat, intent })).move;
        // A tutorial's step waits for one move: any other is explained, not played.
        const wrong = this.tutorial?.judge(chosen);
        if (wrong) return wrong;
        snap = await call("play", { table: this.table, seat, move: chosen.text });
        this.keptNote?.remove(); // the player is playing this deal now
      } catch (error) {
        const reason = this.reason(error);
        if (!this.tutorial?.judge(null, reason)) this.header.notify(reason);
        return reason;
      }
      await this.refresh("forward", snap);
      return null;
    });
  }

  /** An engine's refusal in the reader's words, the seats called by their names. */
  reason(error) {
    if (!error.entry) return error.message;
    return say(error.entry, { names: this.names, you: youSeat(this.record.seats) });
  }

  /** Undo or redo; never on a finished game, which the statistics have counted (the engine
   * refuses it too, and its reason is shown). */
  async step(direction) {
    if (this.snapshot?.over) return;
    await this.input.run(async () => {
      clearRefusal();
      await this.computers.cancel();
      const before = this.snapshot.save.moves.length;
      try {
        await call(direction, { table: this.table, humans: this.humans });
      } catch (error) {
        this.header.notify(this.reason(error));
      }
      await this.refresh(direction === "undo" ? "back" : "again");
      // Undo goes back to the player's own decision, over the computers' moves after it:
      // a board that jumps by several moves says why.
      const others = Math.abs(this.snapshot.save.moves.length - before) - 1;
      if (others > 0) this.header.notify(t(`shell.${direction}-others`, { count: others }));
    }, { repeatable: true });
  }

  /** How this game's deal was chosen: {winnableOnly, grade} (saves.js). */
  get dealing() {
    return { winnableOnly: this.record.winnableOnly === true, grade: this.record.grade ?? null };
  }

  /** Start a deal of this game with a random number that no save uses yet: with "winnable
   * deals only" or a grade, the first deal from that number on that the solver proves
   * winnable (and of that grade). */
  newDeal() {
    return this.input.run(async () => {
      const { players, options } = this.record.save;
      const { dealing } = this;
      for (;;) {
        try {
          let seed = randomSeed();
          if (dealing.winnableOnly || dealing.grade) {
            this.header.notify(t("new-game.finding"));
            ({ seed } = await call("winnable_seed", { game: this.describe.id, seed, options,
              grade: dealing.grade }));
          }
          const settings = { game: this.describe.id, seed, players, options };
          const route = await createDeal(this.describe, settings, this.record.seats, null, dealing);
          leftForNewDeal = this.inProgress ? { from: this.record.route, to: route } : null;
          location.hash = route;
          return;
        } catch (error) {
          if (!(error instanceof SaveConflict)) return this.header.notify(error.message);
        }
      }
    });
  }

  /** Whether this game is one the lobby lists as going on: saved, begun and not over. */
  get inProgress() {
    return !this.tutorial && !this.room && !this.snapshot?.over && this.record.save.moves.length > 0;
  }

  /** On the screen of a deal just started from a game in progress (newDeal): that game is
   * kept in the lobby, and the note's button goes back to it. The note goes at the first move. */
  tellKept() {
    const left = leftForNewDeal;
    leftForNewDeal = null;
    if (left?.to !== this.record.route || this.tutorial) return;
    this.keptNote = showUndoNote(this.root, t("shell.kept-game"), { label: t("shell.kept-game-back"),
      focus: false, undo: () => { location.hash = left.from; }, close: () => {} });
  }

  /** Deal this very deal again from its start, in place of the game played. */
  sameDeal() {
    if (this.tutorial) return this.reopen();
    return this.input.run(async () => {
      const { seed, players, options } = this.record.save;
      try {
        await createDeal(this.describe, { game: this.describe.id, seed, players, options },
          this.record.seats, this.saved.revision, this.dealing);
      } catch (error) {
        return error instanceof SaveConflict ? this.showStale() : this.header.notify(error.message);
      }
      return this.reopen();
    });
  }

  /** Save the position and show it to the right seat: `given`, the viewer's snapshot the
   * engine answered a move with, or else the engine's view; `cause` says how this position
   * follows the one on screen (see `direction` in the contract). A press going on (another
   * seat's move coming in mid-tap) ends first: see afterPress (input-guard.js). */
  async refresh(cause = "load", given = null) {
    this.computers.stop();
    this.computers.next = undefined;
    await afterPress();
    if (this.closed || this.stale) return;
    let snap = given ?? await call("view", { table: this.table, seat: this.viewer });
    if (!sameSave(snap.save, this.record.save)) {
      try {
        this.saved.update({ save: snap.save,
          ...(this.clock ? { playMs: Math.round(this.clock.elapsed) } : {}) });
      } catch (error) {
        if (error instanceof SaveConflict) return this.showStale();
        this.header.notify(t("shell.not-saved", { reason: error.message }));
      }
    }
    // Closed while the engine answered (the player went elsewhere): the move is saved above;
    // draw and schedule nothing.
    if (this.closed) return;
    // Every friend of an online room gets its own seat's view of the new position.
    this.room?.positionChanged();
    const waiting = snap.to_play.filter((seat) => this.kinds[seat] === "human" && !this.remote[seat]);
    if (!snap.over && waiting.length && !waiting.includes(this.viewer)) {
      this.viewer = waiting[0];
      this.handoffPending = this.humans.length > 1;
      snap = await call("view", { table: this.table, seat: this.viewer });
      if (this.closed) return;
    }
    // Undo is off in an online room: a move is seen on every device at once, and undoing it
    // would need every friend's consent.
    const solo = this.humans.length === 1 && !this.room;
    // Undo goes back to a decision of the human's: none yet, nothing to undo.
    const humanMoved = snap.save.moves.some(([seat]) => this.humans.includes(seat));
    // A tutorial's steps follow the deal forward only.
    const steps = !this.tutorial?.step;
    this.header.showTools({ undo: solo && snap.can_undo && humanMoved && steps,
      redo: solo && snap.can_redo && steps, over: snap.over });
    // A game over hides nothing more from anyone: no hand-off before its last position.
    if (this.handoffPending && !snap.over) return this.showHandoff();
    this.computers.next = snap.over ? undefined : snap.to_play.find((seat) => this.kinds[seat] === "computer");
    this.snapshot = snap;
    this.clock?.update(snap.view.move_number, !snap.over);
    this.hints?.positionChanged();
    const events = this.eventsOf(snap, cause);
    this.draw(snap, events.length ? "forward" : cause === "forward" ? "load" : cause, events);
    if (!this.gradeAsked) {
      this.gradeAsked = true;
      this.showGrade();
    }
    this.tellMove(events);
    soundOfEvents(events);
    this.offerSettled(snap, cause);
    this.tutorial?.positionChanged();
    if (snap.over && this.overBefore === false) this.finish();
    this.overBefore = snap.over;
    this.computers.schedule();
  }

  /** What the move just made did (its events), when `snap` follows the position last drawn
   * by one move; else nothing. */
  eventsOf(snap, cause) {
    const follows = cause === "forward" && snap.view.move_number === this.seenMoves + 1;
    this.seenMoves = snap.view.move_number;
    return follows ? snap.events : [];
  }

  /** A settled rest (snap.settled moves): a patience plays it out by itself after the
   * player's move (not after an undo, which would play it again at once); with one player
   * against computers the header offers it while that player is to play, when it is more
   * than a round of moves (the last trick's cards are forced: nothing to offer). */
  offerSettled(snap, cause) {
    // Not in an online room: a settled rest would play the friends' seats from this device.
    const open = snap.settled > 0 && !snap.over && !this.playingOut && this.humans.length === 1
      && !this.room;
    const seats = this.record.seats.length;
    if (open && seats === 1) {
      if (cause === "forward") setTimeout(() => this.playSettled());
      return;
    }
    this.header.showOffer(open && snap.legal.length && snap.settled > seats ? { text: t("shell.settled"),
      label: t("shell.play-out"), action: () => this.playSettled() } : null);
  }

  /** Play the settled rest out, a move at a time, each drawn (and animated) as it goes; the
   * computers wait meanwhile (computer-seats.js). */
  playSettled() {
    return this.input.run(async () => {
      this.playingOut = true;
      this.header.showOffer(null);
      this.computers.stop();
      try {
        while (this.snapshot?.settled > 0 && !this.snapshot.over && !this.closed && !this.stale) {
          const snap = await call("play_settled", { table: this.table, viewer: this.viewer });
          await this.refresh("forward", snap);
          await new Promise((resolve) => { setTimeout(resolve, motionMs() + SETTLED_STEP_MS); });
        }
      } catch (error) {
        this.header.notify(this.reason(error));
      } finally {
        this.playingOut = false;
        this.computers.schedule();
      }
    });
  }

  /** Draw `snap` on the board (created if need be). */
  draw(snap, direction, events = []) {
    if (!this.board) this.board = this.renderer.create(this.boardRoot, this.api);
    const table = { names: this.names, kinds: this.kinds, levels: this.levels, you: youSeat(this.record.seats) };
    drawSnapshot(this.board, snap, { seat: this.viewer, table, events, direction });
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
  tellMove(events) {
    tellEvents(events, { names: this.names, you: youSeat(this.record.seats) });
  }

  /** The game has just ended here: once the board settles, a win celebrates (sound and
   * celebration.js), then the summary counts it. */
  finish() {
    const { winners } = this.snapshot.view;
    const won = this.viewer !== null && winners.includes(this.viewer);
    setTimeout(async () => {
      if (this.closed || this.stale) return;
      if (won) playSound("win");
      if (winners.length) {
        await celebrate(this.boardRoot, { patience: this.record.seats.length === 1, winners });
      }
      if (!this.closed && !this.stale) this.showResults(true);
    }, pace().lingerMs);
  }

  /** Keep a patience's time with its save when its clock stops (the page hidden, the end). */
  keepTime(playMs) {
    if (this.stale || this.closed || this.record.playMs === playMs) return;
    try {
      this.saved.update({ playMs });
    } catch (error) {
      if (error instanceof SaveConflict) this.showStale();
    }
  }

  /** The summary of a finished game (ending.js); counting it in the statistics once. */
  showResults(justEnded = false) {
    const snap = this.snapshot;
    if (!snap?.over) return;
    const counted = this.record.counted === true;
    const ending = showEnding({ describe: this.describe, record: this.record, view: snap.view,
      names: this.names, seat: this.viewer, count: justEnded && !counted, clock: this.clock,
      onNewDeal: () => this.newDeal(), onSameDeal: () => this.sameDeal(),
      onReplay: this.tutorial ? null : () => { location.hash = `replay/${this.record.route}`; },
      // The review is of one person's moves, computed on this device (screen/review.js): of
      // this device's player, or of the one each of its players chooses.
      onReview: this.tutorial || !this.humans.length ? null
        : () => { location.hash = reviewRoute(this.record.route); } });
    if (ending.counted) {
      try {
        this.saved.update({ counted: true });
      } catch (error) {
        if (error instanceof SaveConflict) this.showStale();
      }
    }
  }

  /** Another tab wrote or deleted this game's save (key null: every save). */
  savesChanged(key) {
    if (!this.stale && this.saved.changedElsewhere(key)) this.showStale();
  }

  /** This tab no longer has the game as saved: stop (the computers too) and offer the game
   * as the other tab left it, or, when it was deleted there, to keep it. */
  showStale() {
    this.stale = true;
    this.computers.stop();
    this.computers.cancel();
    this.header.clearStatus();
    this.board?.destroy();
    this.board = null;
    this.header.disableUndoRedo();
    showStalePanel(this.boardRoot, this.saved.deleted, {
      keep: () => this.input.run(() => this.keepHere()), load: () => this.reopen() });
  }

  /** Save this tab's position again after another tab deleted the game, and go on. */
  async keepHere() {
    const { save } = await call("view", { table: this.table, seat: null });
    try {
      this.saved.storeAgain(save);
    } catch (error) {
      if (error instanceof SaveConflict) return this.showStale();
      return this.header.notify(t("shell.not-saved", { reason: error.message }));
    }
    this.stale = false;
    return this.refresh();
  }

  /** Remove the board entirely and wait until the next player says they hold the device. */
  showHandoff() {
    this.board?.destroy();
    this.board = null;
    this.computers.hold(false);
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
    this.clock?.update(this.clock.moves, false); // stops it: its time is kept with the save
    this.closed = true;
    removeEventListener("languagechange", this.onLanguage);
    removeEventListener("settingschange", this.onSettings);
    endCelebration();
    this.computers.destroy();
    this.clock?.destroy();
    this.away?.destroy();
    this.header.destroy();
    clearRefusal();
    this.hints?.destroy();
    this.tutorial?.destroy();
    this.board?.destroy();
    this.room?.leave();
    call("close", { table: this.table }).catch(() => {});
  }
}

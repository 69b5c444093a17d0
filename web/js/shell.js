/*
 * The game screen: a header (lobby, title, deal number, status line, undo, redo, new deal,
 * rules), the board of one game drawn by that game's renderer, computer seats that play on
 * their own, and the hand-off screen of pass-and-play. The status line ("Computer 2 is
 * playing…", notices) is part of the header, so it never covers the board.
 *
 * RENDERER CONTRACT. A game plugs in with an ES module web/games/<id>.js, listed in
 * js/games.js, whose default export is
 *
 *   {
 *     howToPlay: "Markdown",          // how to operate this board; shown above the rules
 *     stylesheet: "./games/<id>.css", // optional: loaded (once) before any board is created
 *     create(root, table) {           // root: an empty element the renderer owns
 *       return {
 *         render(snapshot) {},        // draw the position; called after every change
 *         destroy() {},               // drop listeners and timers; the shell empties root
 *       };
 *     },
 *   }
 *
 * snapshot = {view, legal, seat, names, kinds, over, toPlay}:
 *   view   State.view(seat) from the engine: everything this screen may show, nothing more;
 *   legal  the moves this seat may make now (empty while only other seats are to play;
 *          when this seat chooses at the same time as computer seats, its moves are here
 *          at once while the computers play theirs); offer only these;
 *   seat   the seat whose screen this is (null: a spectator, when every seat is a computer);
 *   names  seat names: put them in the page with textContent only, never as markup;
 *   kinds  "human" or "computer" per seat; over, toPlay as the engine says.
 * table = {
 *   play(move)   -> Promise<string|null>: null once applied, else the engine's reason; the
 *                shell ignores input while a move is applied and drawn, and the second
 *                press of a double click or tap (input-guard.js), so a board need not;
 *   newDeal()    start another deal of this game with the same seats and options;
 *   notify(text) show a short message to the player;
 *   hold(held)   hold(true): computer seats wait (e.g. while a summary of the hand, round
 *                or year is open, so the table does not move on behind it) until
 *                hold(false); the simplest use is to call it in every render with whether
 *                such a summary is open. A new board (after a hand-off) starts released.
 * }
 * Between two human seats the shell destroys the renderer and shows "Pass to <name>"; the
 * next seat's board is created afresh only once that player confirms, so nothing private
 * is in the page during the hand-off. Computer seats move after a short pause, one move per
 * engine request (the engine chooses and applies it together). Undo and redo work when
 * exactly one seat is human, and step back to that seat's previous decision. Every change
 * is saved (saves.js); when another tab plays on in the same game, this screen stops and
 * offers to load the game as that tab left it.
 * Card art for standard cards: cardFace(code) and cardBack() from js/cards.js.
 */

import { h } from "./dom.js";
import { call } from "./engine.js";
import { RENDERERS } from "./games.js";
import { showRules } from "./rules-dialog.js";
import { formatRoute, randomSeed } from "./routes.js";
import { readSave, sameSave, SaveConflict, saveKey, writeSave } from "./saves.js";

const COMPUTER_PAUSE_MS = 700;
const NOTICE_MS = 3500;

/** Default seats: the first a human ("You" when alone), the rest computers when possible. */
export function defaultSeats(describe, players) {
  return Array.from({ length: players }, (_, seat) => {
    const computer = seat > 0 && describe.has_computer;
    const name = players === 1 ? "You" : computer ? `Computer ${seat + 1}` : `Player ${seat + 1}`;
    return { name, kind: computer ? "computer" : "human" };
  });
}

/** Save a fresh deal under its route, in place of the stored `replacing` revision (null:
 * where nothing is stored; see writeSave), and return that route. */
export async function createDeal(describe, settings, seats, replacing) {
  const { table } = await call("new", settings);
  const { save } = await call("view", { table, seat: null });
  await call("close", { table });
  const route = formatRoute(describe, settings);
  writeSave({ game: describe.id, title: describe.title, route, seats, save }, replacing);
  return route;
}

export class GameScreen {
  /** A screen for an opened engine table; `record` is its saved game, stored at `revision`
   * (see saves.js); `input` guards the page's input (input-guard.js); `reopen()` opens the
   * game again from its save. */
  constructor(root, { describe, record, revision, table, renderer, input, reopen }) {
    Object.assign(this, { root, describe, record, revision, table, renderer, input, reopen });
    this.key = saveKey(record.route);
    this.names = record.seats.map((seat) => seat.name);
    this.kinds = record.seats.map((seat) => seat.kind);
    this.humans = this.kinds.flatMap((kind, seat) => (kind === "human" ? [seat] : []));
    this.viewer = this.humans.length ? this.humans[0] : null;
    this.timer = null;
    this.nextComputer = undefined;
    this.held = false;
    this.board = null;
    this.computerMoving = false;
    this.stale = false;
    this.closed = false;
    this.buildChrome();
    this.handoffPending = this.humans.length > 1;
  }

  buildChrome() {
    const button = (label, title, onclick) =>
      h("button", { class: "tool", type: "button", title, "aria-label": title, onclick }, label);
    this.undoButton = button("↶", "Undo", () => this.step("undo"));
    this.redoButton = button("↷", "Redo", () => this.step("redo"));
    const { seed } = this.record.save;
    this.status = h("p", { class: "status", role: "status", "aria-live": "polite" });
    this.boardRoot = h("div", { class: "board-root" });
    this.root.replaceChildren(
      h("header", { class: "game-header" },
        h("a", { class: "button tool back", href: "#", title: "Back to the lobby",
          "aria-label": "Back to the lobby" }, "‹"),
        h("h1", {}, this.describe.title,
          h("a", { class: "deal", href: "#" + this.record.route, title: "A link to this deal" },
            `Deal ${seed}`)),
        this.status,
        h("nav", { class: "tools" }, this.undoButton, this.redoButton,
          button("New", "New deal", () => this.newDeal()),
          button("?", "Rules", () => showRules(this.describe, this.renderer.howToPlay)))),
      this.boardRoot);
  }

  /** The table handle given to the renderer (see the contract above). */
  get api() {
    return {
      play: (move) => this.play(this.viewer, move),
      newDeal: () => this.newDeal(),
      notify: (text) => this.notify(text),
      hold: (held) => this.hold(held),
    };
  }

  notify(text) {
    this.status.textContent = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => { this.status.textContent = ""; }, NOTICE_MS);
  }

  /** Stop or restart the computer seats (see `hold` in the contract above). */
  hold(held) {
    if (this.held === Boolean(held)) return;
    this.held = Boolean(held);
    if (this.held) {
      clearTimeout(this.timer);
      if (this.nextComputer !== undefined) this.status.textContent = "";
    } else {
      this.scheduleComputer();
    }
  }

  play(seat, move) {
    return this.input.run(async () => {
      try {
        await call("play", { table: this.table, seat, move });
      } catch (error) {
        this.notify(error.message);
        return error.message;
      }
      await this.refresh();
      return null;
    });
  }

  async step(direction) {
    if (this.computerMoving) return;
    await this.input.run(async () => {
      clearTimeout(this.timer);
      try {
        await call(direction, { table: this.table, humans: this.humans });
      } catch (error) {
        this.notify(error.message);
      }
      await this.refresh();
    }, { repeatable: true });
  }

  /** Start a deal of this game with a random number that no save uses yet. */
  newDeal() {
    return this.input.run(async () => {
      const { players, options } = this.record.save;
      for (;;) {
        const settings = { game: this.describe.id, seed: randomSeed(), players, options };
        try {
          location.hash = await createDeal(this.describe, settings, this.record.seats, null);
          return;
        } catch (error) {
          if (!(error instanceof SaveConflict)) return this.notify(error.message);
        }
      }
    });
  }

  /** Ask the engine for the position, save it, and show it to the right seat. */
  async refresh() {
    clearTimeout(this.timer);
    this.nextComputer = undefined;
    if (this.closed || this.stale) return;
    let snap = await call("view", { table: this.table, seat: this.viewer });
    if (!sameSave(snap.save, this.record.save)) {
      try {
        this.record = writeSave({ ...this.record, save: snap.save }, this.revision);
        this.revision = this.record.revision;
      } catch (error) {
        if (error instanceof SaveConflict) return this.showStale();
        this.notify(`This game could not be saved: ${error.message}`);
      }
    }
    const waiting = snap.to_play.filter((seat) => this.kinds[seat] === "human");
    if (!snap.over && waiting.length && !waiting.includes(this.viewer)) {
      this.viewer = waiting[0];
      this.handoffPending = this.humans.length > 1;
      snap = await call("view", { table: this.table, seat: this.viewer });
    }
    const solo = this.humans.length === 1;
    this.undoButton.disabled = !(solo && snap.can_undo);
    this.redoButton.disabled = !(solo && snap.can_redo);
    if (this.handoffPending) return this.showHandoff();
    this.nextComputer = snap.over ? undefined : snap.to_play.find((seat) => this.kinds[seat] === "computer");
    if (!this.board) this.board = this.renderer.create(this.boardRoot, this.api);
    this.board.render({ view: snap.view, legal: snap.legal, seat: this.viewer, names: this.names,
      kinds: this.kinds, over: snap.over, toPlay: snap.to_play });
    this.scheduleComputer();
  }

  /** After a short pause, let the next computer seat move, unless the board holds them. */
  scheduleComputer() {
    clearTimeout(this.timer);
    const seat = this.nextComputer;
    if (seat === undefined || this.held || this.closed) return;
    this.status.textContent = `${this.names[seat]} is playing…`;
    this.timer = setTimeout(async () => {
      if (this.closed || this.stale) return;
      this.computerMoving = true;
      try {
        await call("play_computer", { table: this.table, seat });
        this.status.textContent = "";
      } catch (error) {
        this.notify(error.message);
        return;
      } finally {
        this.computerMoving = false;
      }
      await this.refresh();
    }, COMPUTER_PAUSE_MS);
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
    clearTimeout(this.timer);
    this.status.textContent = "";
    this.board?.destroy();
    this.board = null;
    this.undoButton.disabled = true;
    this.redoButton.disabled = true;
    const deleted = readSave(this.key).revision === null;
    const next = deleted
      ? h("button", { class: "primary", type: "button",
        onclick: () => this.input.run(() => this.keepHere()) }, "Keep it")
      : h("button", { class: "primary", type: "button", onclick: () => this.reopen() },
        "Load the latest");
    this.boardRoot.replaceChildren(h("section", { class: "handoff stale" },
      h("h2", {}, `This game was ${deleted ? "deleted" : "continued"} in another tab`),
      h("p", {}, deleted ? "Keep it to go on playing it here: it is saved again."
        : "Another tab played on, undid moves or started this deal again. Load the game as "
          + "that tab left it to go on."),
      h("p", { class: "dialog-buttons" },
        h("a", { class: "button", href: "#" }, "Back to the lobby"), next)));
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
      return this.notify(`This game could not be saved: ${error.message}`);
    }
    this.stale = false;
    return this.refresh();
  }

  /** Remove the board entirely and wait until the next player says they hold the device. */
  showHandoff() {
    this.board?.destroy();
    this.board = null;
    this.held = false;
    const name = this.names[this.viewer];
    const ready = h("button", { class: "primary", type: "button", onclick: () => this.input.run(() => {
      this.handoffPending = false;
      return this.refresh();
    }) }, `I am ${name}: show my cards`);
    this.boardRoot.replaceChildren(h("section", { class: "handoff" },
      h("h2", {}, `Pass to ${name}`),
      h("p", {}, "Everything private is hidden until then."), ready));
    ready.focus();
  }

  destroy() {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.noticeTimer);
    this.board?.destroy();
    call("close", { table: this.table });
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

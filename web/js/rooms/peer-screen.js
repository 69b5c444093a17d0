// A friend's game screen in an online room (rooms/screens.js): the board of the game, drawn
// from the snapshots the host sends (its own seat's view, legal moves and the move's events),
// and the moves the player makes sent to the host (rooms/peer.js), whose refusal is shown in
// this reader's language. No engine runs the game here; at its end the host sends the save,
// which this device keeps among its saved games (replay and challenge link work from it) and
// counts in its statistics.

import { h } from "../kit/dom.js";
import { showEnding } from "../screen/ending.js";
import { clearRefusal, refuse } from "../kit/feedback.js";
import { say, sentence, t } from "../kit/i18n.js";
import { afterPress } from "../screen/input-guard.js";
import { moveLike } from "../kit/moves.js";
import { showRules } from "../dialogs/rules.js";
import { headerRow, rulesTool, settingsTool } from "../screen/header.js";
import { readSave, sameSave, saveKey, writeSave } from "../store/saves.js";
import { levelOf, seatNames } from "../store/seats.js";
import { formatRoute, reviewRoute } from "../store/routes.js";
import { pace } from "../store/settings.js";
import { drawSnapshot, loadRenderer, tellEvents } from "../screen/board-view.js";

export class PeerScreen {
  /** The screen for the room's game that `start` ({describe, seats, seat}) announced. */
  static async open(root, peer, start) {
    const renderer = await loadRenderer(start.describe.id);
    const screen = new PeerScreen(root, peer, start, renderer);
    if (peer.snapshot) screen.show(peer.snapshot);
    return screen;
  }

  constructor(root, peer, { describe, seats, seat }, renderer) {
    Object.assign(this, { root, peer, describe, seats, seat, renderer });
    this.kinds = seats.map((entry) => entry.kind);
    this.levels = seats.map(levelOf);
    this.board = null;
    this.shown = Promise.resolve(); // the snapshots drawn so far, in the order they came
    this.seen = null;
    this.snapshot = null;
    this.status = h("p", { class: "status", role: "status" });
    this.boardRoot = h("div", { class: "board-root" });
    document.body.dataset.screen = "game";
    root.replaceChildren(headerRow(describe, [h("span", { class: "deal" }, t("room.online"))], this.status,
      h("nav", { class: "tools" }, settingsTool(), rulesTool(() => showRules(describe, renderer.howToPlay)))),
    this.boardRoot);
  }

  /** The host gives this device another seat (`seat` null: watching), as when a friend's
   * device is back at its seat or another device took it: the board, the ending and the
   * statistics follow that seat from now on. */
  seatGiven({ seats, seat }) {
    if (seat === this.seat) return;
    Object.assign(this, { seats, seat, seen: null });
    this.kinds = seats.map((entry) => entry.kind);
    this.levels = seats.map(levelOf);
    if (this.peer.snapshot?.seat === seat) this.show(this.peer.snapshot);
  }

  get names() {
    return seatNames(this.seats);
  }

  get api() {
    return {
      play: (tried) => this.play(tried),
      refuse: (target, text) => refuse(target, sentence(text)),
      linger: () => new Promise((resolve) => setTimeout(resolve, pace().lingerMs)),
      hold: () => {},
      newDeal: () => {},
      notify: (text) => this.notify(text),
    };
  }

  notify(text) {
    this.status.textContent = sentence(text);
  }

  /** Send a move of this seat to the host: the legal move `tried` names, or the intent for
   * the host's engine to judge. Resolves with null once the next position came, or the
   * host's reason in this reader's words. */
  async play(tried) {
    clearRefusal();
    const move = moveLike(this.snapshot?.legal ?? [], tried);
    const { text, ...intent } = tried;
    const refusal = await this.peer.play(move ? { move: move.text } : { intent });
    if (!refusal) return null;
    const reason = refusal.message?.key ? say(refusal.message, { names: this.names }) : t("room.refused");
    this.notify(reason);
    return reason;
  }

  /** Draw the host's snapshot of this seat, once no press is going on (input-guard.js), in
   * the order they came. */
  show(snap) {
    this.shown = this.shown.then(afterPress).then(() => this.draw(snap));
  }

  draw(snap) {
    if (this.closed) return;
    const follows = this.seen !== null && snap.view.move_number === this.seen + 1;
    this.seen = snap.view.move_number;
    this.snapshot = snap;
    if (!this.board) this.board = this.renderer.create(this.boardRoot, this.api);
    const events = follows ? snap.events : [];
    const table = { names: this.names, kinds: this.kinds, levels: this.levels, you: null };
    drawSnapshot(this.board, snap, { seat: snap.seat, table, events, direction: follows ? "forward" : "load" });
    tellEvents(events, { names: this.names });
  }

  /** The game is over: keep its save here (unless kept already) and show its summary, which
   * counts the game in the statistics once (not again when the host says it again: a
   * reload, a reconnection after the end). */
  finished(save) {
    if (this.ended) return;
    this.ended = true;
    const route = formatRoute(this.describe, save);
    // This device's seat is its human; the host's and the other friends' are played elsewhere.
    const seats = this.seats.map((entry, index) => (index === this.seat ? { name: "", kind: "human" }
      : entry.kind === "human" ? { name: entry.name, kind: "human", remote: true } : entry));
    let record = { version: 1, game: this.describe.id, title: this.describe.title ?? this.describe.id,
      route, seats, save, counted: this.seat !== null };
    const stored = readSave(saveKey(route));
    const counted = stored.record?.counted === true && sameSave(stored.record.save, save);
    try {
      record = counted ? stored.record : writeSave(record, stored.revision);
    } catch {
      // storage full or another game of this deal: the summary still shows
    }
    if (this.seat === null || !this.snapshot) return;
    setTimeout(() => showEnding({ describe: this.describe, record, view: this.snapshot.view,
      names: this.names, seat: this.seat, count: !counted, onNewDeal: () => { location.hash = ""; },
      onSameDeal: () => { location.hash = route; }, onReplay: () => { location.hash = `replay/${route}`; },
      // This device's player's moves, reviewed here (nothing of it is sent).
      onReview: () => { location.hash = reviewRoute(route); } }),
    pace().lingerMs);
  }

  notifyHostLeft() {
    this.notify(t("room.host-left"));
  }

  destroy() {
    this.closed = true;
    clearRefusal();
    this.board?.destroy();
  }
}

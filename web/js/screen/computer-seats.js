// The computer seats of a game screen (screen/game-screen.js): after the pace's pause the next computer
// seat asks the engine for its move (play_computer), which answers with the position it leads
// to as the screen's seat sees it, and the screen shows that. The board may hold them (a summary is open) or make them wait while it
// lingers over a finished trick; an undo cancels the move being thought out.

import { call } from "../engine/engine.js";
import { t } from "../kit/i18n.js";
import { pace } from "../store/settings.js";

export class ComputerSeats {
  /** The computers of the GameScreen `screen`: its table, seats' levels and names, snapshot,
   * header (which says who is thinking) and refresh, which shows the position after a move. */
  constructor(screen) {
    this.screen = screen;
    this.next = undefined; // the computer seat to move next, once the screen says which
    this.timer = null;
    this.held = false;
    this.lingering = 0;
    this.thinking = null; // the play_computer request of the computer thinking now
  }

  /** After the pace's pause, let the next computer seat move, unless the board holds them. */
  schedule() {
    clearTimeout(this.timer);
    const { screen } = this;
    const seat = this.next;
    if (seat === undefined || this.held || this.lingering || screen.closed || screen.stale
      || screen.playingOut) return;
    if (screen.tutorial?.holdsComputers()) return; // a tutorial's step waits for the player first
    if (this.thinking) return;
    // While the player chooses too (a simultaneous pass), the header is theirs.
    if (!screen.snapshot?.legal.length) screen.header.showStatus(t("shell.thinking", { name: screen.names[seat] }));
    this.timer = setTimeout(() => this.move(seat), pace().computerMs);
  }

  async move(seat) {
    const { screen } = this;
    if (screen.closed || screen.stale || this.thinking) return;
    const request = call("play_computer", { table: screen.table, seat, level: screen.levels[seat],
      viewer: screen.viewer });
    this.thinking = request;
    let answer;
    try {
      answer = await request;
    } catch (error) {
      screen.header.notify(error.message);
      return;
    } finally {
      if (this.thinking === request) this.thinking = null;
    }
    if (answer.cancelled || screen.closed) return;
    screen.header.clearStatus();
    await screen.refresh("forward", answer);
  }

  /** Stop the computers: no new move is scheduled (the one thinking now goes on). */
  stop() {
    clearTimeout(this.timer);
    if (!this.thinking && this.next !== undefined) this.screen.header.clearStatus();
  }

  /** A computer's move being thought out is dropped (an undo came first). */
  async cancel() {
    this.stop();
    if (!this.thinking) return;
    const request = this.thinking;
    await call("cancel_computer", { table: this.screen.table });
    await request.catch(() => {});
    this.screen.header.clearStatus();
  }

  /** Stop or restart the computer seats (see `hold` in the renderer contract, screen/game-screen.js). */
  hold(held) {
    if (this.held === Boolean(held)) return;
    this.held = Boolean(held);
    if (this.held) this.stop();
    else this.schedule();
  }

  /** The pace's pause, cut short by a tap or a key; the computers wait meanwhile. */
  linger() {
    this.lingering += 1;
    this.stop();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        removeEventListener("pointerdown", done, true);
        removeEventListener("keydown", done, true);
        this.lingering -= 1;
        resolve();
        this.schedule();
      };
      const timer = setTimeout(done, pace().lingerMs);
      addEventListener("pointerdown", done, true);
      addEventListener("keydown", done, true);
    });
  }

  destroy() {
    clearTimeout(this.timer);
  }
}

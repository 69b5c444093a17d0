// A friend's seat left waiting: when the device at a friend's seat of an online room is not
// connected while that seat is to play, for longer than AWAY_MS, the host's game screen offers
// to let a computer (of the level chosen) play it. The seat stays the friend's: when that
// device comes back (rooms/host.js: its token), the friend takes the seat back at once.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

export const AWAY_MS = 30_000;

export class AwaySeats {
  /** For the host's game screen `screen` (screen/game-screen.js) and its room `host` (rooms/host.js). */
  constructor(screen, host) {
    Object.assign(this, { screen, host });
    this.box = h("div", { class: "room-away", role: "status" });
    this.since = new Map(); // seat -> when its device was first seen gone at its turn
    this.timer = setInterval(() => this.update(), 1000);
  }

  /** Which friends' seats are waiting on a device that is gone, and since when. */
  update() {
    const { screen, host } = this;
    const toPlay = screen.snapshot?.to_play ?? [];
    const now = performance.now();
    for (const [seat, place] of screen.record.seats.entries()) {
      const waiting = place.remote && screen.kinds[seat] === "human" && toPlay.includes(seat)
        && !host.connected(seat);
      if (!waiting) this.since.delete(seat);
      else if (!this.since.has(seat)) this.since.set(seat, now);
    }
    const away = [...this.since].filter(([, since]) => now - since >= (host.awayMs ?? AWAY_MS));
    const shown = this.box.dataset.seats ?? "";
    const seats = away.map(([seat]) => seat).join(",");
    if (shown === seats) return;
    this.box.dataset.seats = seats;
    this.box.replaceChildren(...away.map(([seat]) => this.offer(seat)));
  }

  offer(seat) {
    const levels = this.screen.describe.levels;
    const level = h("select", { "aria-label": t("new-game.level", { seat: seat + 1 }) },
      levels.map((code) => h("option", { value: code, selected: code === "normal" }, t(`level.${code}`))));
    return h("p", { class: "room-away-seat" }, t("room.away-turn", { name: this.screen.names[seat] }), " ",
      level, " ", h("button", { type: "button", class: "primary",
        onclick: () => this.screen.handOver(seat, level.value) }, t("room.hand-over")));
  }

  destroy() {
    clearInterval(this.timer);
  }
}

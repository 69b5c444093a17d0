// The clock of a patience (a game of one seat): its move count, and how long the player has
// spent on the deal, counted while its screen is open and the page visible. The time is kept
// in the saved record (`playMs`, saves.js) with every move and whenever the page is hidden, so
// a reload goes on from there. The header shows the moves, and the time when the timer setting
// is on; a win's time and moves go to the statistics (stats.js).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { settings } from "../store/settings.js";

const TICK_MS = 1000;

const twoDigits = (number) => String(number).padStart(2, "0");

/** "3:07", or "1:02:09" past the hour. */
export function clockText(ms) {
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours}:${twoDigits(minutes % 60)}:${twoDigits(seconds % 60)}`
    : `${minutes}:${twoDigits(seconds % 60)}`;
}

export class GameClock {
  /** `playMs`: the time already spent (the record's); `onPause(ms)` is told the time whenever
   * the clock stops (the page hidden, the game over), to keep it. */
  constructor(playMs, onPause) {
    this.base = playMs;
    this.onPause = onPause;
    this.since = null;
    this.running = false;
    this.moves = 0;
    this.element = h("span", { class: "game-clock" });
    this.follow = this.follow.bind(this);
    this.show = this.show.bind(this);
    document.addEventListener("visibilitychange", this.follow);
    addEventListener("settingschange", this.show);
  }

  /** The time spent on the deal so far, in milliseconds. */
  get elapsed() {
    return this.base + (this.since === null ? 0 : performance.now() - this.since);
  }

  /** The position drawn: its move count, and whether the game goes on (the clock runs). */
  update(moves, running) {
    this.moves = moves;
    this.running = running;
    this.follow();
  }

  follow() {
    const go = this.running && document.visibilityState === "visible";
    if (go && this.since === null) {
      this.since = performance.now();
      this.timer = setInterval(this.show, TICK_MS);
    } else if (!go && this.since !== null) {
      this.base = this.elapsed;
      this.since = null;
      clearInterval(this.timer);
      this.onPause(Math.round(this.base));
    }
    this.show();
  }

  show() {
    const moves = t("clock.moves", { count: this.moves });
    this.element.textContent = settings().timer ? `${moves} · ${clockText(this.elapsed)}` : moves;
  }

  destroy() {
    clearInterval(this.timer);
    document.removeEventListener("visibilitychange", this.follow);
    removeEventListener("settingschange", this.show);
  }
}

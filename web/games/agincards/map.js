// The Agincards map: an unbounded grid of cards in a viewport that pans and zooms.
// Mouse: drag the background to pan, wheel to zoom. Touch: one finger pans, two pinch.
// Keyboard (with the map focused): arrows pan, + and - zoom, 0 shows the whole map; on a lit
// cell or a token, Enter or Space taps it (the board moves between lit cells). Until the
// player moves the camera it follows the play: with a mouse it fits the whole map as it
// grows; on a touch screen it never zooms out so far that a card is smaller than a fingertip,
// and a larger map is shown around the lit cells (else the card last played). ⤢ (or 0) shows
// the whole map until the next card is played. Tokens, and a card just played, carry
// data-motion keys ("token:x,y", "cell:x,y") for motion.js; the other cards only follow the
// camera.

import { cardFace } from "../../js/kit/cards.js";
import { h } from "../../js/kit/dom.js";
import { t } from "../../js/kit/i18n.js";

// A card in world pixels, and the step between neighbouring cells (a thin gap between cards).
const CARD_W = 60;
const CARD_H = 84;
const STEP_X = 64;
const STEP_Y = 88;
const MIN_ZOOM = 0.15;
const MAX_ZOOM = 3;
const MAX_FIT_ZOOM = 1.25;
// The least zoom the follow view takes on a touch screen: a card 45 px wide, a fingertip.
const MIN_TOUCH_ZOOM = 0.75;
const touchScreen = matchMedia("(pointer: coarse)");
// Screen pixels left around the whole map: more below, where the zoom buttons sit.
const FIT_MARGIN = 10;
const FIT_MARGIN_BOTTOM = 54;
const TAP_SLOP = 6;
const KEY_PAN = 60;
// Score badges on lit cells grow as the map zooms out (up to this factor), to stay readable.
const MAX_BADGE_SCALE = 2.8;
const NAMES_MIN_ZOOM = 0.7;  // below it lit cells do not show their "x,y"
const ZOOM_STEP = 1.25;  // one press of + or −
const WHEEL_ZOOM_RATE = 0.0015;  // per pixel of wheel travel

const SEAT_COLOURS = ["#1f6fd0", "#f08a12", "#2a9d48", "#9247c6", "#e04d96", "#13a3a3"];

export function seatColour(seat) {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

export const cellKey = (x, y) => `${x},${y}`;

function placeAt(element, x, y) {
  element.style.left = `${x * STEP_X}px`;
  element.style.top = `${y * STEP_Y}px`;
  return element;
}

/** A token disc in its owner's colour; `number` is shown on it for colour-blind players. */
export function tokenDisc(seat, attrs = {}) {
  return h("span", { class: "ag-token", style: `--seat:${seatColour(seat)}`, "data-seat": seat,
    ...attrs }, String(seat + 1));
}

export class MapView {
  /** `onTap(target)`: a tap (not a pan) landed on `target` inside the map. */
  constructor(onTap) {
    this.onTap = onTap;
    this.world = h("div", { class: "ag-world" });
    this.element = h("div", { class: "ag-map", tabindex: 0, role: "group",
      "aria-label": t("agincards.board.map") }, this.world);
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
    // "follow" the play, show the "whole" map (⤢, until a card is played), or "free" (moved by
    // the player).
    this.camera = "follow";
    this.bounds = null;
    this.focusBounds = null;
    this.cellsDrawn = null;
    this.lastPlayed = null;
    this.pointers = new Map();
    this.press = null;
    this.listeners = {
      pointerdown: (e) => this.pointerDown(e), pointermove: (e) => this.pointerMove(e),
      pointerup: (e) => this.pointerUp(e), pointercancel: (e) => this.pointerUp(e, true),
      wheel: (e) => this.wheel(e), keydown: (e) => this.keyDown(e),
    };
    for (const [type, fn] of Object.entries(this.listeners)) {
      this.element.addEventListener(type, fn, type === "wheel" ? { passive: false } : undefined);
    }
    this.resizeObserver = new ResizeObserver(() => this.aim());
    this.resizeObserver.observe(this.element);
  }

  destroy() {
    this.resizeObserver.disconnect();
  }

  // --- drawing -------------------------------------------------------------------------
  /**
   * Draw the map's cards, tokens and dead space, without lit cells (see showTargets).
   * `marks`: {fresh: Set of "x,y" just played by others, arriving: Set of "x,y" played by the
   * move being shown, canReclaim: Set of "x,y" this seat may take back now, names}.
   */
  draw(view, marks) {
    const reclaimable = new Set(view.reclaimable.map(([x, y]) => cellKey(x, y)));
    const dead = view.dead_cells.map(([x, y]) => placeAt(h("div", { class: "ag-dead",
      "data-cell": cellKey(x, y), title: t("agincards.board.dead", { cell: cellKey(x, y) }) }), x, y));
    const cards = view.cells.map(([x, y, code, owner]) => {
      const key = cellKey(x, y);
      const name = t("agincards.board.cell", { card: code, cell: key });
      const face = cardFace(code);
      face.setAttribute("aria-label", name);
      const cell = h("div", { class: `ag-cell${marks.fresh.has(key) ? " fresh" : ""}`,
        "data-cell": key, "data-motion": marks.arriving.has(key) ? `cell:${key}` : null, title: name }, face);
      if (owner !== null) this.addToken(cell, owner, key, reclaimable.has(key), marks);
      return placeAt(cell, x, y);
    });
    this.world.replaceChildren(...dead, ...cards);
    this.bounds = this.boundsOf(view.cells);
    this.notePlayed(view);
    this.aim();
  }

  /** Remember the card last played, where the follow view looks when no cell is lit: the
   * newest of those the others played since this seat's turn, else the newest on the map
   * since the last drawing. A card played ends the view of the whole map. */
  notePlayed(view) {
    const keys = view.cells.map(([x, y]) => cellKey(x, y));
    const added = this.cellsDrawn ? keys.filter((key) => !this.cellsDrawn.has(key)) : [];
    const recent = view.recent.at(-1);
    this.lastPlayed = added.at(-1) ?? (recent ? cellKey(...recent) : this.lastPlayed);
    if (added.length && this.camera === "whole") this.camera = "follow";
    this.cellsDrawn = new Set(keys);
  }

  /**
   * Light the cells the chosen card may go to, in place of those lit before, leaving the
   * cards alone. `targets`: Map "x,y" -> {needsToken, points, tokenPoints} (the scores of a
   * play there without and with a token, null if not offered); `marks`: {tokenOn, seat (the
   * player placing, for the token preview)}.
   */
  showTargets(targets, marks) {
    for (const old of this.world.querySelectorAll(":scope > .ag-target")) old.remove();
    // Lit cells lie under the cards, after the dead space, as the map first drew them.
    const firstCard = this.world.querySelector(":scope > .ag-cell");
    const cells = [...targets.keys()].map((key) => key.split(",").map(Number));
    for (const [key, target] of targets) {
      const [x, y] = key.split(",").map(Number);
      this.world.insertBefore(placeAt(this.target(key, target, marks), x, y), firstCard);
    }
    this.focusBounds = cells.length ? this.boundsOf(cells, 0) : null;
    this.aim();
  }

  /** A lit cell: the score of the play there, and below it, on a tag in the player's token
   * colour, the score with a token when it may carry one. With a token to place (switched on,
   * or needed) it shows the token and that score. */
  target(key, { needsToken, points, tokenPoints }, marks) {
    const withToken = needsToken || marks.tokenOn;
    const gain = (value, kind) => h("span", { class: `ag-gain ${kind}${value ? "" : " nil"}`,
      style: kind === "token" ? `--seat:${seatColour(marks.seat)}` : null, "aria-hidden": "true" }, `+${value}`);
    let badges, label;
    if (withToken) {
      badges = [gain(tokenPoints, "plain"), tokenDisc(marks.seat, { "aria-hidden": "true" })];
      label = t("agincards.board.target-token", { cell: key, token: tokenPoints });
    } else {
      badges = [gain(points, "plain"), tokenPoints === null ? null : gain(tokenPoints, "token")];
      label = tokenPoints === null ? t("agincards.board.target", { cell: key, points })
        : t("agincards.board.target-or-token", { cell: key, points, token: tokenPoints });
    }
    return h("div", { class: `ag-target${needsToken ? " needs-token" : ""}${withToken ? " with-token" : ""}`,
      "data-cell": key, role: "button", tabindex: -1, title: label, "aria-label": label },
    h("span", { class: "ag-coords", "aria-hidden": "true" }, key), badges);
  }

  /** Put `owner`'s token on `cell`. A token of this seat's that may come back now makes its
   * whole cell the button that takes it back: a card is a fingertip where a token is not. */
  addToken(cell, owner, key, reclaimable, marks) {
    const motion = `token:${key}`;
    if (marks.canReclaim.has(key)) {
      const label = t("agincards.board.reclaim", { cell: key });
      cell.classList.add("reclaim");
      const button = { "data-reclaim": key, role: "button", tabindex: 0, title: label, "aria-label": label };
      for (const [name, value] of Object.entries(button)) cell.setAttribute(name, value);
      cell.append(tokenDisc(owner, { class: "ag-token reclaimable mine", "aria-hidden": "true",
        "data-motion": motion }));
      return;
    }
    // Only a token that may be taken back flies (to its owner); the others follow the camera.
    cell.append(tokenDisc(owner, { class: `ag-token${reclaimable ? " reclaimable" : ""}`,
      "data-motion": reclaimable ? motion : null,
      title: t(reclaimable ? "agincards.board.token-spent" : "agincards.board.token-of",
        { name: marks.names[owner] }) }));
  }

  /** Where the card on `key` must start a flight from the screen box `start`: motion.js
   * moves it in its own pixels, which the world's zoom scales, so the offset is unscaled. */
  localStart(key, start) {
    const now = this.world.querySelector(`.ag-cell[data-cell="${key}"]`).getBoundingClientRect();
    return { left: now.left + (start.left - now.left) / this.zoom, top: now.top + (start.top - now.top) / this.zoom,
      width: start.width, height: start.height };
  }

  /** The box of `cells` ([x, y, ...]) and of `ring` cells around them, in world pixels. */
  boundsOf(cells, ring = 1) {
    const xs = cells.map((cell) => cell[0]);
    const ys = cells.map((cell) => cell[1]);
    return {
      left: (Math.min(...xs) - ring) * STEP_X, top: (Math.min(...ys) - ring) * STEP_Y,
      right: (Math.max(...xs) + ring) * STEP_X + CARD_W, bottom: (Math.max(...ys) + ring) * STEP_Y + CARD_H,
    };
  }

  // --- the camera ----------------------------------------------------------------------
  /** Show the whole map, centred, and keep it whole as it grows until a card is played. */
  fit() {
    this.camera = "whole";
    this.aim();
  }

  /** Point the camera as its mode asks: the whole map, or the play it follows. */
  aim() {
    const width = this.element.clientWidth - 2 * FIT_MARGIN;
    const height = this.element.clientHeight - FIT_MARGIN - FIT_MARGIN_BOTTOM;
    if (this.camera === "free" || !this.bounds || width <= 0 || height <= 0) return;
    const { left, top, right, bottom } = this.bounds;
    const whole = Math.max(MIN_ZOOM, Math.min(MAX_FIT_ZOOM, width / (right - left), height / (bottom - top)));
    const least = this.camera === "follow" && touchScreen.matches ? MIN_TOUCH_ZOOM : 0;
    this.zoom = Math.max(whole, least);
    const centre = this.focusCentre();
    // Along a side the map fits, centred on it; else on the play, with no more than the margin
    // beyond the map's edges.
    const panFor = (size, from, to, at) => {
      if ((to - from) * this.zoom <= size) return FIT_MARGIN + size / 2 - (from + to) / 2 * this.zoom;
      const pan = FIT_MARGIN + size / 2 - at * this.zoom;
      return Math.min(FIT_MARGIN - from * this.zoom, Math.max(FIT_MARGIN + size - to * this.zoom, pan));
    };
    this.panX = panFor(width, left, right, centre.x);
    this.panY = panFor(height, top, bottom, centre.y);
    this.apply();
  }

  /** Where the follow view looks when the map is larger than the view, in world pixels: the
   * middle of the lit cells, else of the card last played, else of the map. */
  focusCentre() {
    const last = this.lastPlayed && this.cellsDrawn.has(this.lastPlayed)
      ? this.boundsOf([this.lastPlayed.split(",").map(Number)], 0) : null;
    const { left, top, right, bottom } = this.focusBounds ?? last ?? this.bounds;
    return { x: (left + right) / 2, y: (top + bottom) / 2 };
  }

  apply() {
    this.world.style.transform = `translate(${this.panX}px, ${this.panY}px) scale(${this.zoom})`;
    this.world.style.setProperty("--badge-scale", Math.min(MAX_BADGE_SCALE, Math.max(1, 1 / this.zoom)));
    // Zoomed far out, a lit cell has room for its score only; its name stays in its label.
    this.world.classList.toggle("far", this.zoom < NAMES_MIN_ZOOM);
  }

  panBy(dx, dy) {
    this.camera = "free";
    this.panX += dx;
    this.panY += dy;
    this.apply();
  }

  /** Zoom by `factor` keeping the point (x, y) of the viewport still. */
  zoomAt(factor, x, y) {
    this.camera = "free";
    const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, this.zoom * factor));
    this.panX = x - (x - this.panX) * (zoom / this.zoom);
    this.panY = y - (y - this.panY) * (zoom / this.zoom);
    this.zoom = zoom;
    this.apply();
  }

  zoomIn() {
    this.zoomAt(ZOOM_STEP, this.element.clientWidth / 2, this.element.clientHeight / 2);
  }

  zoomOut() {
    this.zoomAt(1 / ZOOM_STEP, this.element.clientWidth / 2, this.element.clientHeight / 2);
  }

  // --- input ---------------------------------------------------------------------------
  local(event) {
    const box = this.element.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  pointerDown(event) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    this.element.setPointerCapture(event.pointerId);
    this.pointers.set(event.pointerId, this.local(event));
    if (this.pointers.size === 1) {
      this.press = { id: event.pointerId, target: event.target, ...this.local(event), moved: false };
    } else if (this.press) {
      this.press.moved = true;  // a second finger: a pinch, never a tap
    }
  }

  pointerMove(event) {
    const before = this.pointers.get(event.pointerId);
    if (!before) return;
    const now = this.local(event);
    if (this.pointers.size === 1) {
      const press = this.press;
      if (press && !press.moved && Math.hypot(now.x - press.x, now.y - press.y) < TAP_SLOP) return;
      if (press) press.moved = true;
      this.pointers.set(event.pointerId, now);
      this.panBy(now.x - before.x, now.y - before.y);
      return;
    }
    const [other] = [...this.pointers].filter(([id]) => id !== event.pointerId)
      .map(([, point]) => point);
    const spreadBefore = Math.hypot(before.x - other.x, before.y - other.y);
    const spreadNow = Math.hypot(now.x - other.x, now.y - other.y);
    this.pointers.set(event.pointerId, now);
    if (spreadBefore > 0) {
      this.zoomAt(spreadNow / spreadBefore, (now.x + other.x) / 2, (now.y + other.y) / 2);
    }
    this.panBy((now.x - before.x) / 2, (now.y - before.y) / 2);
  }

  pointerUp(event, cancelled = false) {
    if (!this.pointers.delete(event.pointerId)) return;
    const press = this.press;
    if (press && press.id === event.pointerId) this.press = null;
    if (!cancelled && press && press.id === event.pointerId && !press.moved) this.onTap(press.target);
  }

  wheel(event) {
    event.preventDefault();
    const { x, y } = this.local(event);
    const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1;
    this.zoomAt(Math.exp(-event.deltaY * pixels * WHEEL_ZOOM_RATE), x, y);
  }

  keyDown(event) {
    // On a lit cell or a token of the map, Enter or Space taps it; the arrows are the board's.
    if (event.target !== this.element) {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      this.onTap(event.target);
      return;
    }
    const actions = {
      ArrowLeft: () => this.panBy(KEY_PAN, 0), ArrowRight: () => this.panBy(-KEY_PAN, 0),
      ArrowUp: () => this.panBy(0, KEY_PAN), ArrowDown: () => this.panBy(0, -KEY_PAN),
      "+": () => this.zoomIn(), "=": () => this.zoomIn(), "-": () => this.zoomOut(), 0: () => this.fit(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }
}

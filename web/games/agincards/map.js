// The Agincards map: an unbounded grid of cards in a viewport that pans and zooms.
// Mouse: drag the background to pan, wheel to zoom. Touch: one finger pans, two pinch.
// Keyboard (with the map focused): arrows pan, + and - zoom, 0 shows the whole map; on a lit
// cell or a token, Enter or Space taps it (the board moves between lit cells). Until the
// player moves the camera it follows the map, fitting all of it in view as it grows. Tokens,
// and a card just played, carry data-motion keys ("token:x,y", "cell:x,y") for motion.js;
// the other cards only follow the camera.

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
    this.following = true;
    this.bounds = null;
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
    this.resizeObserver = new ResizeObserver(() => this.following && this.fit());
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
      if (owner !== null) cell.append(this.token(owner, key, reclaimable.has(key), marks));
      return placeAt(cell, x, y);
    });
    this.world.replaceChildren(...dead, ...cards);
    this.bounds = this.boundsOf(view);
    if (this.following) this.fit();
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
    for (const [key, target] of targets) {
      const [x, y] = key.split(",").map(Number);
      this.world.insertBefore(placeAt(this.target(key, target, marks), x, y), firstCard);
    }
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

  token(owner, key, reclaimable, marks) {
    const name = marks.names[owner];
    const motion = `token:${key}`;
    if (marks.canReclaim.has(key)) {
      const label = t("agincards.board.reclaim", { cell: key });
      return tokenDisc(owner, { class: "ag-token reclaimable mine", "data-reclaim": key, role: "button",
        tabindex: 0, title: label, "aria-label": label, "data-motion": motion });
    }
    // Only a token that may be taken back flies (to its owner); the others follow the camera.
    return tokenDisc(owner, { class: `ag-token${reclaimable ? " reclaimable" : ""}`,
      "data-motion": reclaimable ? motion : null,
      title: t(reclaimable ? "agincards.board.token-spent" : "agincards.board.token-of", { name }) });
  }

  /** Where the card on `key` must start a flight from the screen box `start`: motion.js
   * moves it in its own pixels, which the world's zoom scales, so the offset is unscaled. */
  localStart(key, start) {
    const now = this.world.querySelector(`.ag-cell[data-cell="${key}"]`).getBoundingClientRect();
    return { left: now.left + (start.left - now.left) / this.zoom, top: now.top + (start.top - now.top) / this.zoom,
      width: start.width, height: start.height };
  }

  /** The cells in use and the ring of cells around them, in world pixels. */
  boundsOf(view) {
    const xs = view.cells.map((cell) => cell[0]);
    const ys = view.cells.map((cell) => cell[1]);
    return {
      left: (Math.min(...xs) - 1) * STEP_X, top: (Math.min(...ys) - 1) * STEP_Y,
      right: (Math.max(...xs) + 1) * STEP_X + CARD_W, bottom: (Math.max(...ys) + 1) * STEP_Y + CARD_H,
    };
  }

  // --- the camera ----------------------------------------------------------------------
  /** Show the whole map, centred, and follow it as it grows. */
  fit() {
    this.following = true;
    const width = this.element.clientWidth - 2 * FIT_MARGIN;
    const height = this.element.clientHeight - FIT_MARGIN - FIT_MARGIN_BOTTOM;
    if (!this.bounds || width <= 0 || height <= 0) return;
    const { left, top, right, bottom } = this.bounds;
    this.zoom = Math.max(MIN_ZOOM, Math.min(MAX_FIT_ZOOM, width / (right - left), height / (bottom - top)));
    this.panX = FIT_MARGIN + (width - (right - left) * this.zoom) / 2 - left * this.zoom;
    this.panY = FIT_MARGIN + (height - (bottom - top) * this.zoom) / 2 - top * this.zoom;
    this.apply();
  }

  apply() {
    this.world.style.transform = `translate(${this.panX}px, ${this.panY}px) scale(${this.zoom})`;
    this.world.style.setProperty("--badge-scale", Math.min(MAX_BADGE_SCALE, Math.max(1, 1 / this.zoom)));
    // Zoomed far out, a lit cell has room for its score only; its name stays in its label.
    this.world.classList.toggle("far", this.zoom < NAMES_MIN_ZOOM);
  }

  panBy(dx, dy) {
    this.following = false;
    this.panX += dx;
    this.panY += dy;
    this.apply();
  }

  /** Zoom by `factor` keeping the point (x, y) of the viewport still. */
  zoomAt(factor, x, y) {
    this.following = false;
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

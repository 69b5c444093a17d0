// A win that celebrates, shared by every game: a won patience ends with its cards cascading
// off the table, bouncing one after another (cascade); a win against others with a short
// flourish on the winner's seat (flourish: the board marks each seat's panel with
// data-seat-panel="<seat>"). Either ends at the player's first tap or key, and neither plays
// when cards stay still (settings.js motionAllowed: the setting or the system's reduced
// motion). Both resolve when done, so the game's summary follows them.

import { cardFace } from "../kit/cards.js";
import { h } from "../kit/dom.js";
import { motionAllowed } from "../store/settings.js";

const CASCADE_CARDS = 52;
const RANKS = "A23456789TJQK";
const CASCADE_STAGGER_MS = 55;
const BOUNCE_MS = 1900;
const FLOURISH_MS = 1800;

/** Celebrate a win on `board` (the board's root): `patience` a game played alone. */
export function celebrate(board, { patience, winners }) {
  if (!motionAllowed()) return Promise.resolve();
  return patience ? cascade(board) : flourish(board, winners);
}

// Ends the celebration on screen now (none: a no-op).
let stopNow = () => {};

/** End a celebration at once, e.g. when its game's screen closes. */
export function endCelebration() {
  stopNow();
}

/** Resolves on the first tap or key, or after `ms`; `end` runs once either way. */
function untilTapOr(ms, end) {
  return new Promise((resolve) => {
    const finish = () => {
      stopNow = () => {};
      clearTimeout(timer);
      for (const gesture of ["pointerdown", "keydown"]) {
        removeEventListener(gesture, onTap, { capture: true });
      }
      end();
      resolve();
    };
    const onTap = (event) => {
      event.preventDefault();
      event.stopPropagation();
      finish();
    };
    const timer = setTimeout(finish, ms);
    stopNow = finish;
    for (const gesture of ["pointerdown", "keydown"]) {
      addEventListener(gesture, onTap, { capture: true });
    }
  });
}

/** The patience's cards leave the table one after another, each bouncing off the bottom of
 * the window, copies over the page (the board stays as it is, for the summary behind). A
 * foundation shows only its top card: each gives back its whole suit, top card first. */
function cascade(board) {
  const faces = [...board.querySelectorAll(".card.face[data-card]")]
    .filter((face) => face.getBoundingClientRect().width > 0);
  if (!faces.length) return Promise.resolve();
  const layer = h("div", { class: "celebration cascade", "aria-hidden": "true" });
  document.body.append(layer);
  // The top cards of the piles first (those last in the page).
  const sources = faces.reverse();
  const launches = sources.length >= CASCADE_CARDS / 2
    ? sources.slice(0, CASCADE_CARDS).map((face) => ({ face, card: face.cloneNode(true) }))
    : wholeSuits(sources);
  launches.forEach(({ face, card }, index) =>
    layer.append(bouncing(card, face.getBoundingClientRect(), index)));
  const total = CASCADE_STAGGER_MS * launches.length + BOUNCE_MS;
  return untilTapOr(total, () => layer.remove());
}

/** From each of a few top cards, its suit down from it (and round again from the King),
 * taken in turns: {face (where it leaves from), card (the copy that flies)}. */
function wholeSuits(tops) {
  const launches = [];
  for (let step = 0; step < RANKS.length; step++) {
    for (const face of tops) {
      const [rank, suit] = face.dataset.card;
      const at = RANKS.indexOf(rank);
      if (at < 0) continue;
      const code = RANKS[(at - step + RANKS.length) % RANKS.length] + suit;
      launches.push({ face, card: step ? cardFace(code) : face.cloneNode(true) });
    }
  }
  return launches.slice(0, CASCADE_CARDS);
}

/** `card` (a copy, not in the board) falls from `box`, bouncing lower each time, off the
 * window's side; the `index`th to leave. */
function bouncing(card, box, index) {
  for (const name of ["data-motion", "data-spot", "role", "tabindex", "aria-label", "aria-disabled"]) {
    card.removeAttribute(name);
  }
  card.classList.add("cascade-card");
  Object.assign(card.style, { left: `${box.left}px`, top: `${box.top}px`,
    width: `${box.width}px`, height: `${box.height}px` });
  const direction = index % 2 ? -1 : 1;
  const across = direction * (innerWidth * (0.45 + (index % 5) * 0.08));
  const floor = innerHeight - box.top - box.height;
  const frames = [];
  const STEPS = 30;
  for (let step = 0; step <= STEPS; step++) {
    const time = step / STEPS;
    frames.push({ translate: `${across * time}px ${floor - heightAbove(time) * floor}px`, offset: time });
  }
  card.animate(frames, { duration: BOUNCE_MS, delay: index * CASCADE_STAGGER_MS,
    easing: "linear", fill: "both" });
  return card;
}

// A fall and two bounces, each as high as BOUNCES says (a share of the fall): the time each
// arc takes goes with the square root of its height, as under gravity.
const BOUNCES = [0.42, 0.16];
const ARCS = [{ height: 1, half: true }, ...BOUNCES.map((height) => ({ height, half: false }))];
const ARC_TIMES = ARCS.map(({ height, half }) => Math.sqrt(height) * (half ? 1 : 2));
const TOTAL_TIME = ARC_TIMES.reduce((sum, time) => sum + time, 0);

/** How high above the floor a bouncing card is at `time` (0 to 1), as a share of its fall. */
function heightAbove(time) {
  let left = time * TOTAL_TIME;
  for (const [index, { height, half }] of ARCS.entries()) {
    const span = ARC_TIMES[index];
    if (left <= span || index === ARCS.length - 1) {
      const peak = Math.sqrt(height);
      // Time from this arc's peak: the fall starts at its peak, a bounce rises to it first.
      const fromPeak = half ? Math.min(left, span) : Math.min(left, span) - peak;
      return Math.max(0, height - fromPeak * fromPeak);
    }
    left -= span;
  }
  return 0;
}

/** The winners' seats glow and a ring of stars bursts from each. */
function flourish(board, winners) {
  const panels = winners.map((seat) => board.querySelector(`[data-seat-panel="${seat}"]`))
    .filter(Boolean);
  if (!panels.length) return Promise.resolve();
  const bursts = panels.map((panel) => {
    panel.classList.add("celebrated");
    const burst = h("span", { class: "celebration flourish", "aria-hidden": "true" },
      Array.from({ length: 8 }, (_, i) => h("span", { class: "flourish-star", style: `--turn:${i / 8}turn` }, "★")));
    const box = panel.getBoundingClientRect();
    Object.assign(burst.style, { left: `${box.left + box.width / 2}px`, top: `${box.top + box.height / 2}px` });
    document.body.append(burst);
    return burst;
  });
  return untilTapOr(FLOURISH_MS, () => {
    panels.forEach((panel) => panel.classList.remove("celebrated"));
    bursts.forEach((burst) => burst.remove());
  });
}

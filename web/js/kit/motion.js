// Cards that move: the FLIP technique (First, Last, Invert, Play) over a board's redraw, shared
// by every game. A board marks each piece that can move with `data-motion="<key>"` (unique on
// the board: a card's code, or a code and a place where codes repeat), then:
//
//   const before = captureLayout(root);   // First: where every piece is
//   ...redraw the board...                // Last: where every piece is now
//   await before.animate(root, {           // Invert and Play
//     from: { "9C": seatPanel },          // a piece new on screen flies in from there
//     to: { "QS": takerPanel },           // a piece gone from screen flies off to there
//     stagger: 40,                        // ms between pieces that fly in (a deal)
//     copyClass: "aa-flight",             // a class for the copies that fly off, so the
//   });                                   //   game's stylesheet can place them (z-order)
//
// A piece present before and after slides from its old place to its new one; a piece that
// appears without a `from` and one that vanishes without a `to` simply appear and vanish.
// Nothing moves when motion is off (settings, the pace "instant", or the system's reduced
// motion): `animate` then resolves at once. The pieces move with the CSS `translate` and
// `scale` properties, so the boards' own `transform`s (a fanned hand's tilt) are untouched.

import { motionMs } from "../store/settings.js";

const EASING = "cubic-bezier(0.2, 0.7, 0.3, 1)";

function rectOf(place) {
  return place instanceof Element ? place.getBoundingClientRect() : place;
}

/** Where every `[data-motion]` piece of `root` is now, to animate the next redraw from. */
export function captureLayout(root) {
  const pieces = new Map();
  for (const node of root.querySelectorAll("[data-motion]")) {
    pieces.set(node.dataset.motion, { rect: node.getBoundingClientRect(), node });
  }
  return {
    pieces,
    animate: (after, moves = {}) => play(pieces, after, moves),
  };
}

function play(before, root, { from = {}, to = {}, stagger = 0, copyClass = null } = {}) {
  const duration = motionMs();
  if (!duration) return Promise.resolve();
  const runs = [];
  let entering = 0;
  const now = new Set();
  for (const node of root.querySelectorAll("[data-motion]")) {
    const key = node.dataset.motion;
    now.add(key);
    const old = before.get(key)?.rect ?? (from[key] ? rectOf(from[key]) : null);
    if (!old) continue;
    const delay = before.has(key) ? 0 : stagger * entering++;
    runs.push(slide(node, old, node.getBoundingClientRect(), duration, delay, !before.has(key)));
  }
  for (const [key, { rect, node }] of before) {
    if (!now.has(key) && to[key]) runs.push(flyOff(node, rect, rectOf(to[key]), duration, copyClass));
  }
  return Promise.all(runs);
}

function slide(node, first, last, duration, delay, appearing) {
  const dx = first.left - last.left;
  const dy = first.top - last.top;
  const sx = last.width ? first.width / last.width : 1;
  const sy = last.height ? first.height / last.height : 1;
  if (!appearing && Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(sx - 1) < 0.01) {
    return Promise.resolve();
  }
  const start = { translate: `${dx}px ${dy}px`, scale: `${sx} ${sy}`, transformOrigin: "0 0" };
  const end = { translate: "0px 0px", scale: "1 1", transformOrigin: "0 0" };
  const frames = appearing ? [{ ...start, opacity: 0.4 }, { ...end, opacity: 1 }] : [start, end];
  return finished(node.animate(frames, { duration, delay, easing: EASING, fill: "backwards" }));
}

/** A piece that left the board flies to its destination as a copy over the page (styles.css
 * `.flight-copy`), then goes. */
function flyOff(node, first, last, duration, copyClass) {
  const ghost = node.cloneNode(true);
  ghost.removeAttribute("data-motion");
  ghost.setAttribute("aria-hidden", "true");
  ghost.classList.add("flight-copy", ...(copyClass ? [copyClass] : []));
  Object.assign(ghost.style, { left: `${first.left}px`, top: `${first.top}px`,
    width: `${first.width}px`, height: `${first.height}px` });
  document.body.append(ghost);
  const dx = last.left + last.width / 2 - (first.left + first.width / 2);
  const dy = last.top + last.height / 2 - (first.top + first.height / 2);
  const animation = ghost.animate([
    { translate: "0px 0px", scale: "1", opacity: 1 },
    { translate: `${dx}px ${dy}px`, scale: "0.5", opacity: 0 },
  ], { duration, easing: EASING, fill: "forwards" });
  return finished(animation).then(() => ghost.remove());
}

function finished(animation) {
  return animation.finished.then(() => undefined, () => undefined);  // cancelled: done too
}

// An answer to every tap: a card or place that cannot be used now says why, in a short note
// beside it, with a gentle shake; a thing whose meaning a tap asks for says it the same way.
// The note goes at the player's next action (a press or a key anywhere) and whenever the
// board changes (a move, undo, redo), or the turn comes or goes (turnShown). Screen readers
// hear it too.

import { h } from "./dom.js";
import { announce } from "./announce.js";
import { motionMs } from "../store/settings.js";
import { refused } from "./sound.js";

const GAP = 8;
let note = null;
let dismissListener = null;
// Whether the seat a board was last drawn for was to play (null: no board drawn yet).
let seatToPlay = null;

/** Show `text` beside `target` (an element of the board) and shake the target; a null
 * `text` (said elsewhere: a tutorial's note) only shakes it. */
export function refuse(target, text) {
  clearRefusal();
  if (text !== null) show(target, text);
  refused();
  if (motionMs()) {
    target.animate([{ translate: "0" }, { translate: "-5px" }, { translate: "5px" },
      { translate: "-3px" }, { translate: "0" }], { duration: 320, easing: "ease-out" });
  }
  goesAtNextAction();
}

/** Show `text` beside `target` as a refusal's note, without its sound or shake: what a thing
 * on the board means, at a tap (a phone has no hover to show a title). */
export function explain(target, text) {
  clearRefusal();
  show(target, text);
  goesAtNextAction();
}

function show(target, text) {
  note = h("div", { class: "refusal", "aria-hidden": "true" }, text);
  document.body.append(note);
  place(note, target.getBoundingClientRect());
  announce(text);
}

function goesAtNextAction() {
  // The press that caused this note is still being handled: listen from the next one on.
  setTimeout(() => {
    if (!note) return;
    dismissListener = () => clearRefusal();
    addEventListener("pointerdown", dismissListener, { capture: true, once: true });
    addEventListener("keydown", dismissListener, { capture: true, once: true });
  });
}

/** Above the target when there is room, else below; always inside the window. */
function place(element, target) {
  const box = element.getBoundingClientRect();
  const left = Math.min(Math.max(GAP, target.left + target.width / 2 - box.width / 2),
    innerWidth - box.width - GAP);
  const above = target.top - box.height - GAP;
  const top = above >= GAP ? above : Math.min(target.bottom + GAP, innerHeight - box.height - GAP);
  Object.assign(element.style, { left: `${left}px`, top: `${top}px` });
}

/** Take the note away (a new action, a move, undo). */
export function clearRefusal() {
  note?.remove();
  note = null;
  if (dismissListener) {
    removeEventListener("pointerdown", dismissListener, { capture: true });
    removeEventListener("keydown", dismissListener, { capture: true });
    dismissListener = null;
  }
}

/** A board is drawn for `seat` with `toPlay` the seats to play. A refusal speaks of the turn it
 * was made in ("wait for your turn"): it goes when the turn comes to the seat or leaves it,
 * whoever moved (a computer, a friend in a room); others' secret picks meanwhile, or the same
 * position drawn again, leave it. */
export function turnShown(seat, toPlay) {
  const now = seat !== null && toPlay.includes(seat);
  if (seatToPlay !== null && now !== seatToPlay) clearRefusal();
  seatToPlay = now;
}

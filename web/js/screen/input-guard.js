// One press, one move. The game screen runs every change of position it makes for the player (a
// move, undo, redo, a new deal, the hand-off) through `run`, and while one runs the page
// drops all input: the board on screen is the one that move was decided on. Once the new
// position is drawn, the second press of a double click or double tap whose first press
// made the move still belongs to the old decision, and is dropped too. So no board can
// make a move twice, whatever it listens to (buttons, taps or drags).
//
// Which press is the second of a double click, the browser says for a mouse (the click
// count in `detail`, after the player's own double-click speed), on mousedown, before any
// board acts on the release. For a finger it says so only after the release, too late, so
// the guard counts taps itself as the browser does: one near the last, soon after it.

const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 24;
// Longer than any double click: a release older than this when a move starts made no part
// of it (the move came from the keyboard).
const DOUBLE_PRESS_MAX_MS = 800;

// A move of another seat (a computer's, a friend's) waits at most this long for a press to end.
const PRESS_WAIT_MAX_MS = 2000;
let pressing = false;
const afterRelease = [];
const released = () => setTimeout(() => { // after the click the release makes
  pressing = false;
  for (const resolve of afterRelease.splice(0)) resolve();
});
addEventListener("pointerdown", () => { pressing = true; }, true);
for (const type of ["pointerup", "pointercancel"]) addEventListener(type, released, true);
addEventListener("blur", (event) => { if (event.target === window) released(); }); // the window's own

/** Resolves once no press is going on: at once, or after its release and the click it makes
 * (at most PRESS_WAIT_MAX_MS). Another seat's move is drawn after it: a board redrawn between
 * a tap's press and release would take the card from under it, and the tap would be lost. */
export function afterPress() {
  if (!pressing) return Promise.resolve();
  return new Promise((resolve) => {
    afterRelease.push(resolve);
    setTimeout(resolve, PRESS_WAIT_MAX_MS);
  });
}

/** What `run` answers when it drops an action because another is running. */
export const IGNORED = "ignored: the last move is still being made";

/** Guard the input of `root` (the page's main element), for the page's whole life. */
export function guardInput(root) {
  let running = false;
  let lastRelease = null;   // {x, y, time} of the last press that ended
  let moveRelease = null;   // the release that started the last move, until the next press
  let pressAfterMove = null; // that release, while the press right after it goes on
  let droppingPress = false;

  const drop = (event) => {
    event.stopPropagation();
    event.preventDefault();
  };
  const secondTap = (event) => pressAfterMove !== null
    && event.timeStamp - pressAfterMove.time < DOUBLE_TAP_MS
    && Math.hypot(event.clientX - pressAfterMove.x, event.clientY - pressAfterMove.y) <= DOUBLE_TAP_PX;

  /** Drop this press as more of a double click or tap, and the presses that follow it
   * as quickly (a triple click). */
  const dropFollowingPress = (event) => {
    droppingPress = true;
    moveRelease = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    drop(event);
  };

  // Capturing on the root, these run before any listener of a board or a button inside it.
  const listeners = {
    pointerdown(event) {
      pressAfterMove = moveRelease;
      moveRelease = null;
      droppingPress = running;
      if (running) drop(event);
      else if (event.pointerType !== "mouse" && secondTap(event)) dropFollowingPress(event);
    },
    mousedown(event) {
      if (droppingPress) drop(event);
      else if (pressAfterMove !== null && event.detail > 1) dropFollowingPress(event);
    },
    pointermove(event) {
      if (droppingPress) drop(event);
    },
    pointerup(event) {
      if (droppingPress) return drop(event);
      lastRelease = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      return undefined;
    },
    mouseup(event) {
      if (droppingPress) drop(event);
    },
    // A click from a dropped press is dropped; one from the keyboard (detail 0) is not.
    click(event) {
      if (running || (droppingPress && event.detail > 0)) drop(event);
    },
    dblclick(event) {
      if (running || droppingPress) drop(event);
    },
    // A held Enter or Space repeats: only its first press counts.
    keydown(event) {
      if (running || (event.repeat && (event.key === "Enter" || event.key === " "))) drop(event);
    },
  };
  for (const [type, listener] of Object.entries(listeners)) {
    root.addEventListener(type, listener, { capture: true });
  }

  return {
    /**
     * Run `action` (async) unless another is running; resolves with its result, or with
     * IGNORED. `repeatable` actions (undo, redo) may be pressed again at once: a quick
     * second press on them is not taken for the rest of a double click.
     */
    async run(action, { repeatable = false } = {}) {
      if (running) return IGNORED;
      running = true;
      const recent = lastRelease && performance.now() - lastRelease.time < DOUBLE_PRESS_MAX_MS;
      moveRelease = !repeatable && recent ? lastRelease : null;
      try {
        return await action();
      } finally {
        running = false;
      }
    },
  };
}

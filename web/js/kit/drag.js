// Press, then tap or drag: the pointer handling the game boards share, so mouse, finger and
// pen behave alike on every board. The board says what may be dragged, draws the ghost and
// decides what a drop or a tap means; this module only follows the pointer.

/** How far (in pixels) a press must move to become a drag, so a shaky tap stays a tap. */
const DRAG_THRESHOLD = 6;

/**
 * Follow presses on `root`, one pointer at a time, and call the board's hooks:
 * - `pieceAt(target)`: the draggable piece a press on `target` lands on, or nothing.
 * - `lift(piece)`: the drag starts (the pointer moved DRAG_THRESHOLD): mark the piece and
 *   return its ghost, a `position: fixed` element over it that then follows the pointer.
 * - `hover(event)` (optional): the dragged piece moved; light the place under the pointer.
 * - `placeAt(event, ghost)`: where the piece lands on release (the ghost is still shown).
 * - `settle(piece)`: undo `lift`'s marks; runs whenever a drag ends, dropped or not.
 * - `drop(place, piece)`: act on the drop, once the board is settled.
 * - `tap(target)` (optional): a press anywhere that did not become a drag. Without it taps
 *   are left to the board's click handlers; the click that ends a drag never reaches them.
 * Returns `cancel()`, to end a drag without a drop when the board is redrawn (the press
 * stays, so the next move lifts the piece again), and `destroy()`.
 */
export function trackDrags(root, hooks) {
  let press = null;
  let drag = null;
  let dragJustEnded = false;

  function endDrag() {
    if (!drag) return;
    drag.ghost.remove();
    const { piece } = drag;
    drag = null;
    hooks.settle(piece);
  }

  function pointerDown(event) {
    if (event.button !== 0 || drag) return;
    const piece = hooks.pieceAt(event.target);
    if (!piece && !hooks.tap) return;
    press = { id: event.pointerId, x: event.clientX, y: event.clientY, target: event.target, piece };
  }

  function pointerMove(event) {
    if (press?.id !== event.pointerId || !press.piece) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!drag) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      // The root keeps the pointer even when the board redraws the piece that had it.
      root.setPointerCapture(event.pointerId);
      drag = { piece: press.piece, ghost: hooks.lift(press.piece) };
      document.body.append(drag.ghost);
    }
    drag.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
    hooks.hover?.(event);
  }

  function pointerUp(event) {
    if (press?.id !== event.pointerId) return;
    const { piece, target } = press;
    press = null;
    if (!drag) {
      hooks.tap?.(target);
      return;
    }
    const place = hooks.placeAt(event, drag.ghost);
    endDrag();
    dragJustEnded = true;
    setTimeout(() => { dragJustEnded = false; });
    hooks.drop(place, piece);
  }

  function pointerCancel(event) {
    if (press?.id !== event.pointerId) return;
    press = null;
    endDrag();
  }

  /** The click that ends a drag must not also pick or place something. */
  function swallowClick(event) {
    if (!dragJustEnded) return;
    dragJustEnded = false;
    event.stopPropagation();
  }

  const listeners = { pointerdown: pointerDown, pointermove: pointerMove, pointerup: pointerUp,
    pointercancel: pointerCancel };
  for (const [type, listener] of Object.entries(listeners)) root.addEventListener(type, listener);
  root.addEventListener("click", swallowClick, true);
  return {
    cancel: endDrag,
    destroy() {
      for (const [type, listener] of Object.entries(listeners)) root.removeEventListener(type, listener);
      root.removeEventListener("click", swallowClick, true);
      endDrag();
    },
  };
}

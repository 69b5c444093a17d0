// The keyboard on the Agents of the Crown table: one card of the hand takes the Tab key
// (roving focus) and the arrows go along the hand (Home and End to its ends); up goes to the
// challenges that take the picked card, left and right between them, down back to the hand.
// Enter and Space are the buttons' own (a card is a button). After a redraw the focus comes
// back to where it was, or to the hand, never lost.

const visible = (element) => element?.checkVisibility({ visibilityProperty: true });

function handCards(root) {
  return [...root.querySelectorAll(".hand-card")];
}

function placeButtons(root) {
  return [...root.querySelectorAll(".challenge .place")].filter(visible);
}

/** The hand card that takes the Tab key: the picked one, else the one last used. */
function rover(board) {
  const cards = handCards(board.root);
  return cards.find((card) => card.classList.contains("picked"))
    ?? cards[Math.min(board.cursor, cards.length - 1)] ?? null;
}

function along(items, item, key) {
  const index = items.indexOf(item);
  switch (key) {
    case "ArrowLeft": return items[index - 1] ?? null;
    case "ArrowRight": return items[index + 1] ?? null;
    case "Home": return items[0] ?? null;
    case "End": return items[items.length - 1] ?? null;
    default: return null;
  }
}

/** Where `key` takes the focus from `target`, or null (not a key of ours, or an edge). */
export function rove(root, target, key) {
  if (target.matches(".hand-card")) {
    if (key === "ArrowUp") return placeButtons(root)[0] ?? null;
    return along(handCards(root), target, key);
  }
  if (target.matches(".challenge .place")) {
    if (key === "ArrowDown") return root.querySelector('.hand-card[tabindex="0"]');
    return along(placeButtons(root), target, key);
  }
  return null;
}

/** Focus `element`; a hand card also takes the Tab key from the one that had it. */
export function moveFocus(board, element) {
  if (element.matches(".hand-card")) {
    for (const card of handCards(board.root)) card.tabIndex = card === element ? 0 : -1;
    board.cursor = handCards(board.root).indexOf(element);
  }
  element.focus();
}

/** Run `draw`, give the Tab key to one hand card, and give the focus back if the board had
 * it: to the same control when it is still shown, else to the hand (or the first control). */
export function focusAfterDraw(board, draw) {
  const active = document.activeElement;
  const had = board.root.contains(active);
  const key = had ? active.dataset.focusKey : null;
  const inLog = had && active.closest(".log");
  draw();
  const card = rover(board);
  if (card) {
    card.tabIndex = 0;
    board.cursor = handCards(board.root).indexOf(card);
  }
  if (!had || board.root.contains(document.activeElement)) return;
  const same = key ? board.root.querySelector(`[data-focus-key="${key}"]`) : inLog ? board.root.querySelector(".log") : null;
  const next = visible(same) ? same : card ?? board.root.querySelector(".controls button");
  next?.focus({ preventScroll: true });
}

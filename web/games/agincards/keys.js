// The arrow keys on Agincards' table: along the hand (one card takes the Tab key: roving
// focus), and between the lit cells of the map, to the nearest one in the arrow's direction.

const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** ← → Home End within the hand `area`: the focus and the Tab key go to the next card. */
export function cardKeys(event, area) {
  const cards = [...area.querySelectorAll(".ag-hand-card")];
  const index = cards.indexOf(event.target.closest(".ag-hand-card"));
  if (index < 0) return;
  const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: cards.length - 1 }[event.key];
  if (next === undefined || !cards[next]) return;
  event.preventDefault();
  for (const card of cards) card.tabIndex = -1;
  cards[next].tabIndex = 0;
  cards[next].focus();
}

/** The lit cell nearest `from` in the direction of arrow `key` (cells are named "x,y"), or
 * null: a step aside costs twice a step ahead. */
export function nearestTarget(targets, from, key) {
  const [dx, dy] = STEPS[key];
  const [x0, y0] = from.dataset.cell.split(",").map(Number);
  let best = null;
  let bestCost = Infinity;
  for (const target of targets) {
    const [x, y] = target.dataset.cell.split(",").map(Number);
    const ahead = (x - x0) * dx + (y - y0) * dy;
    if (ahead <= 0) continue;
    const aside = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
    const cost = ahead + 2 * aside;
    if (cost < bestCost) [best, bestCost] = [target, cost];
  }
  return best;
}

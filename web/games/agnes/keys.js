// Moving about Agnès's table with the arrow keys: one spot of the table takes the Tab key
// (roving focus), and the arrows go from spot to spot as the table is laid out — left and
// right along a row, up and down within a pile and from one row to the next. Spots are
// marked data-spot="row:pile:depth" (see table.js): row 0 the stock and the foundations,
// row 1 the reserve piles, row 2 the columns.

import { spotOf } from "./table.js";

const STOCK_AND_INFO = 3; // grid columns the stock and the variant's details take in row 0

/** The table's spots as rows of piles, each pile its spots from the bottom card up. */
function layout(root) {
  const rows = [[], [], []];
  for (const element of root.querySelectorAll("[data-spot]")) {
    const [row, pile, depth] = spotOf(element);
    (rows[row][pile] ??= [])[depth] = element;
  }
  return rows;
}

/** The grid column of row 0's pile (stock 0, foundations 1..4), and back. */
const columnOfTop = (pile) => (pile === 0 ? 0 : pile + STOCK_AND_INFO - 1);
const topOfColumn = (column) => (column < STOCK_AND_INFO ? 0 : column - STOCK_AND_INFO + 1);

const last = (pile) => pile[pile.length - 1];

/** The spot the key `key` leads to from `from`, or null (not an arrow key, or the edge). */
export function nextSpot(root, from, key) {
  const rows = layout(root);
  const [row, pile, depth] = spotOf(from);
  const piles = rows[row];
  switch (key) {
    case "ArrowLeft": return piles[pile - 1] ? last(piles[pile - 1]) : null;
    case "ArrowRight": return piles[pile + 1] ? last(piles[pile + 1]) : null;
    case "Home": return last(piles[0]);
    case "End": return last(piles[piles.length - 1]);
    case "ArrowUp":
      if (depth > 0) return piles[pile][depth - 1];
      if (row === 2) return last(rows[1][pile]);
      if (row === 1) return last(rows[0][topOfColumn(pile)]);
      return null;
    case "ArrowDown":
      if (depth < piles[pile].length - 1) return piles[pile][depth + 1];
      if (row === 0) return rows[1][columnOfTop(pile)][0];
      if (row === 1) return rows[2][pile][0];
      return null;
    default:
      return null;
  }
}

/** The spot at [row, pile, depth], or the nearest one left in that pile or row. */
export function spotNear(root, [row, pile, depth]) {
  const piles = layout(root)[row];
  const found = piles[Math.min(pile, piles.length - 1)];
  return found[Math.min(depth, found.length - 1)];
}

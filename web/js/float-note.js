// A note floated over the table: the hint's (hint.js) and the tutorial's coach (tutorial.js).
// It goes where it covers the fewest things a player may touch, and never the pieces it points
// at: at the foot of the window, under the game's header, or just below or above a pointed piece.

const MARGIN = 8;
// What a player may touch on a board; a pointed-at piece weighs more than all the others.
const TOUCHABLE = "button, a, [role=button], [data-spot], [data-drop], .card";
const POINTED_WEIGHT = 1000;
// Each height's places, the first preferred among those covering as little as the others.
const HORIZONTAL = ["centre", "right", "left"];

/** Float `note` where it covers the fewest things to touch on `root`, none of `pointed`:
 * at the foot of the window, under the header, or just below or above a pointed piece. */
export function floatNote(note, root, pointed) {
  const touchable = [...root.querySelectorAll(TOUCHABLE)].map((element) => ({
    box: element.getBoundingClientRect(), weight: 1 }));
  const boxes = pointed.map((element) => element.getBoundingClientRect());
  for (const box of boxes) touchable.push({ box, weight: POINTED_WEIGHT });
  const header = (document.querySelector(".game-header")?.getBoundingClientRect().bottom ?? 0) + MARGIN;
  putAt(note, { top: header, horizontal: "centre" });
  const { height } = note.getBoundingClientRect();
  // The foot, the top, and just below or above each pointed piece (a gap between two of them).
  const tops = [innerHeight - MARGIN - height, header,
    ...boxes.flatMap((box) => [box.bottom + MARGIN, box.top - MARGIN - height])];
  const places = tops.filter((top) => top >= header && top + height <= innerHeight)
    .flatMap((top) => HORIZONTAL.map((horizontal) => ({ top, horizontal })));
  if (!places.length) places.push({ top: header, horizontal: "centre" });
  const cost = (place) => {
    putAt(note, place);
    const box = note.getBoundingClientRect();
    return touchable.filter((item) => overlap(item.box, box)).reduce((sum, item) => sum + item.weight, 0);
  };
  const costs = places.map(cost);
  putAt(note, places[costs.indexOf(Math.min(...costs))]);
}

function putAt(note, { top, horizontal }) {
  Object.assign(note.style, {
    top: `${top}px`,
    bottom: "auto",
    left: { left: `${MARGIN}px`, centre: "50%", right: "auto" }[horizontal],
    right: horizontal === "right" ? `${MARGIN}px` : "auto",
    transform: horizontal === "centre" ? "translateX(-50%)" : "none",
  });
}

function overlap(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

// A note floated over the table: the hint's (hint.js) and the tutorial's coach (tutorial.js).
// It goes where it hides the least of what the player needs: never the pieces it points at,
// then as few things to touch as it can, then as little of what the board says (its prompt,
// the scores, a pile's count); over bare cloth when there is some. Taps go through the note to
// the table (styles.css: pointer-events), all but its own buttons', so even a note that must
// lie over something never swallows a tap.

const MARGIN = 8;
// Candidate heights are tried every STEP pixels between the header and the foot of the window.
const STEP = 8;
// What a player may touch on a board; a pointed-at piece weighs more than all the others
// together, a thing to touch more than any amount of words.
const TOUCHABLE = "button, a, input, select, [role=button], [data-spot], [data-drop], .card";
const POINTED_WEIGHT = 1000;
const TOUCHABLE_WEIGHT = 10;
const SAID_WEIGHT = 1;
// A region a tap anywhere on plays to (data-tap-area: a row of Cardcassonne): its contents
// weigh for themselves, but a note lying across it (over more than ACROSS of its width, as on
// a phone) whose edge cuts a sliver off it (less than SLIVER of its height) costs up to as
// much as hiding some words, the thinner the more: the row reads as one more under the note.
const AREA = "[data-tap-area]";
const SLIVER = 0.5;
const ACROSS = 0.8;
const SLIVER_WEIGHT = SAID_WEIGHT;
// A line of a list (a log of the moves so far) is read back seldom: hiding it costs less.
const LISTED_WEIGHT = 0.2;
// Each height's places, the first preferred among those that hide as little as the others.
const HORIZONTAL = ["centre", "right", "left"];
// Costs closer than this are the same: the earlier place (the foot, the top) is kept.
const SAME_COST = 0.05;

/** Float `note` (position: fixed) where it hides the least of `root` and the game's header
 * status, and none of `pointed`: at the foot of the window, under the header, beside a
 * pointed piece, or at any height between. */
export function floatNote(note, root, pointed) {
  const things = needs(root, pointed);
  const header = (document.querySelector(".game-header")?.getBoundingClientRect().bottom ?? 0) + MARGIN;
  putAt(note, { top: header, horizontal: "centre" });
  const { width, height } = note.getBoundingClientRect();
  const boxes = pointed.map((element) => element.getBoundingClientRect());
  const lowest = innerHeight - MARGIN - height;
  // The foot and the top first, then just below or above each pointed piece, then every height.
  const tops = [lowest, header, ...boxes.flatMap((box) => [box.bottom + MARGIN, box.top - MARGIN - height])];
  for (let top = lowest - STEP; top > header; top -= STEP) tops.push(top);
  const places = [...new Set(tops.map(Math.round))].filter((top) => top >= header && top <= lowest)
    .flatMap((top) => HORIZONTAL.map((horizontal) => ({ top, horizontal })));
  if (!places.length) places.push({ top: header, horizontal: "centre" });
  let best = null;
  for (const place of places) {
    const cost = hidden(things, boxAt(place, width, height));
    if (!best || cost < best.cost - SAME_COST) best = { place, cost };
  }
  putAt(note, best.place);
}

/** What the note should leave in sight, each a box and how much hiding all of it costs: the
 * pointed pieces, the things to touch, and every piece of the board that says something. */
function needs(root, pointed) {
  const weights = new Map();
  const weigh = (element, weight) => weights.set(element, Math.max(weight, weights.get(element) ?? 0));
  for (const element of root.querySelectorAll("*")) {
    if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim())) {
      weigh(element, element.closest("ol, ul") ? LISTED_WEIGHT : SAID_WEIGHT);
    }
  }
  const status = document.querySelector(".game-header .status");
  if (status?.textContent.trim()) weigh(status, SAID_WEIGHT);
  for (const element of root.querySelectorAll(TOUCHABLE)) weigh(element, TOUCHABLE_WEIGHT);
  for (const element of pointed) weigh(element, POINTED_WEIGHT);
  const areas = [...root.querySelectorAll(AREA)].map((element) => ({
    box: element.getBoundingClientRect(), weight: 0, sliver: SLIVER_WEIGHT }));
  return [...[...weights].map(([element, weight]) => ({ box: element.getBoundingClientRect(), weight })),
    ...areas].filter(({ box }) => box.width > 1 && box.height > 1);
}

/** How much of `things` a note at `box` hides: each thing's weight times its share hidden. */
function hidden(things, box) {
  let cost = 0;
  for (const { box: thing, weight, sliver = 0 } of things) {
    const width = Math.min(thing.right, box.right) - Math.max(thing.left, box.left);
    const height = Math.min(thing.bottom, box.bottom) - Math.max(thing.top, box.top);
    if (width <= 0 || height <= 0) continue;
    cost += weight * (width * height) / (thing.width * thing.height);
    if (height < thing.height * SLIVER && width > thing.width * ACROSS) {
      cost += sliver * (1 - height / (thing.height * SLIVER));
    }
  }
  return cost;
}

function boxAt({ top, horizontal }, width, height) {
  const left = { left: MARGIN, centre: (innerWidth - width) / 2,
    right: innerWidth - MARGIN - width }[horizontal];
  return { left, top, right: left + width, bottom: top + height };
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

// A note floated over the table: the hint's (hint.js) and the tutorial's coach (tutorial.js).
// It goes where it hides the least of what the player needs: never the pieces it points at,
// then as few things to touch as it can, then as little of what the board says (its prompt,
// the scores, a pile's count); over bare cloth when there is some. Taps go through the note to
// the table (styles.css: pointer-events), all but its own buttons', so even a note that must
// lie over something never swallows a tap. A note that may scroll the page (the tutorial's)
// finds room a phone's window lacks: the board slides under it until no pointed piece is
// covered, as many of them in the window as it holds.

const MARGIN = 8;
// Candidate heights are tried every STEP pixels between the header and the foot of the window;
// a note that may scroll the page tries its scroll every SCROLL_STEP pixels too.
const STEP = 8;
const SCROLL_STEP = 32;
// What a player may touch on a board; a pointed-at piece weighs more than all the others
// together (any of it covered, and more the more), a thing to touch more than any amount of
// words.
const TOUCHABLE = "button, a, input, select, [role=button], [data-spot], [data-drop], .card";
const POINTED_WEIGHT = 1000;
// How far a pointed piece's ring reaches outside its box (styles.css: .coach-target's 3 px
// outline, its offset pulsing up to 5 px): the note leaves the ring in sight too.
const RING = 8;
const TOUCHABLE_WEIGHT = 10;
const SAID_WEIGHT = 1;
// A pointed piece scrolled out of the window must be scrolled back to: less bad than a covered
// one, worse than a few things to touch covered. Each pixel scrolled moves the whole table
// away from where the player saw it: a hundred of them cost as much as a thing to touch.
const OUT_OF_VIEW_WEIGHT = 100;
const SCROLLED_WEIGHT = TOUCHABLE_WEIGHT / 100;
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
// Costs closer than this are the same: the earlier place (the foot, the top; no scroll, then
// the least) is kept.
const SAME_COST = 0.05;

/** Float `note` (position: fixed) where it hides the least of `root` and the game's header
 * status, and none of `pointed`: at the foot of the window, under the header, beside a
 * pointed piece, or at any height between. With `scroll`, the page may be scrolled too (the
 * header with it): then a note that covers none of `pointed` is found wherever the page is
 * long enough for one. */
export function floatNote(note, root, pointed, { scroll = false } = {}) {
  const things = needs(root, pointed);
  const header = document.querySelector(".game-header")?.getBoundingClientRect().bottom ?? 0;
  putAt(note, { top: header + MARGIN, horizontal: "centre" });
  const { width, height } = note.getBoundingClientRect();
  const boxes = pointed.map((element) => element.getBoundingClientRect());
  const lowest = innerHeight - MARGIN - height;
  let best = null;
  // What a note hides depends on its place on the page only: shifts meet the same places.
  const hiddenAt = new Map();
  const hides = (box, shift) => {
    const key = `${box.top + shift}:${box.left}`;
    if (!hiddenAt.has(key)) {
      hiddenAt.set(key, hidden(things, { ...box, top: box.top + shift, bottom: box.bottom + shift }));
    }
    return hiddenAt.get(key);
  };
  for (const shift of scroll ? shifts(boxes, height, lowest) : [0]) {
    // The page scrolled down by `shift`: every box `shift` higher, the header's too.
    const top = Math.max(0, header - shift) + MARGIN;
    const seen = outOfView(boxes, shift) + SCROLLED_WEIGHT * Math.abs(shift);
    if (best && seen >= best.cost) continue;
    // The foot and the top first, then just below or above each pointed piece, then every height.
    const tops = [lowest, top, ...boxes.flatMap((box) => [box.bottom - shift + MARGIN,
      box.top - shift - MARGIN - height])];
    for (let at = lowest - STEP; at > top; at -= STEP) tops.push(at);
    const places = [...new Set(tops.map(Math.round))].filter((at) => at >= top && at <= lowest)
      .flatMap((at) => HORIZONTAL.map((horizontal) => ({ top: at, horizontal })));
    if (!places.length) places.push({ top, horizontal: "centre" });
    for (const place of places) {
      const box = boxAt(place, width, height);
      const cost = seen + hides(box, shift);
      if (!best || cost < best.cost - SAME_COST) best = { place, shift, cost };
    }
  }
  if (best.shift) scrollBy({ top: best.shift, behavior: "instant" });
  putAt(note, best.place);
}

/** The scrolls to try, the least first: none, those that bring a pointed piece just above a
 * note at the foot or just below one at the top, and every SCROLL_STEP pixels; each as far
 * as the page scrolls. With nothing pointed, nothing to scroll for. */
function shifts(boxes, height, lowest) {
  if (!boxes.length) return [0];
  const page = document.scrollingElement;
  const [least, most] = [-page.scrollTop, page.scrollHeight - page.clientHeight - page.scrollTop];
  const tried = [0, ...boxes.flatMap((box) => [box.bottom + MARGIN - lowest, box.top - 2 * MARGIN - height])];
  for (let shift = least; shift < most; shift += SCROLL_STEP) tried.push(shift);
  return [...new Set(tried.map((shift) => Math.round(Math.max(least, Math.min(most, shift)))))]
    .sort((a, b) => Math.abs(a) - Math.abs(b));
}

/** What it costs to have the pointed `boxes` out of the window once scrolled by `shift`. */
function outOfView(boxes, shift) {
  let cost = 0;
  for (const box of boxes) {
    if (box.height <= 1) continue;
    const shown = Math.min(innerHeight, box.bottom - shift) - Math.max(0, box.top - shift);
    cost += OUT_OF_VIEW_WEIGHT * (1 - Math.max(0, shown) / box.height);
  }
  return cost;
}

/** What the note should leave in sight, each a box and how much hiding all of it costs (and,
 * for a pointed piece, hiding any of it): the pointed pieces, the things to touch, and every
 * piece of the board that says something. */
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
  return [...[...weights].map(([element, weight]) => (weight === POINTED_WEIGHT
    ? { box: ringed(element.getBoundingClientRect()), weight, any: POINTED_WEIGHT }
    : { box: element.getBoundingClientRect(), weight })), ...areas]
    .filter(({ box }) => box.width > 1 && box.height > 1);
}

/** A pointed piece's box with its ring (.coach-target's outline, outside the box) around it. */
function ringed(box) {
  return { left: box.left - RING, right: box.right + RING, top: box.top - RING,
    bottom: box.bottom + RING, width: box.width + 2 * RING, height: box.height + 2 * RING };
}

/** How much of `things` a note at `box` hides: each thing's weight times its share hidden
 * (and its `any` once for any of it hidden). */
function hidden(things, box) {
  let cost = 0;
  for (const { box: thing, weight, any = 0, sliver = 0 } of things) {
    const width = Math.min(thing.right, box.right) - Math.max(thing.left, box.left);
    const height = Math.min(thing.bottom, box.bottom) - Math.max(thing.top, box.top);
    if (width <= 0 || height <= 0) continue;
    cost += any + weight * (width * height) / (thing.width * thing.height);
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

// Card art drawn as SVG from code: a face shows its rank (in the reader's language: V D R in
// French) in the top-left corner and its suit in the top-right corner (both stay visible when cards overlap in a column) and a
// large suit below them (a framed letter for a court card). Suits are paths, not
// font glyphs, so no phone turns them into coloured emoji. Units: a card is 100 x 140.
// Each face is classed by its suit (.suit-S ...) and each back's art by .card-back-art, so
// look.css inks them as the player chose (look.js: the deck and the back).

import { s } from "./dom.js";
import { cardName, t } from "./i18n.js";

export { cardName };

export const CARD_RATIO = 1.4;
// The share of a card's height its corner index (rank and suit) takes: a card covered from
// lower down than this still shows its whole index, so a J never reads as "1".
export const INDEX_HEIGHT = 40 / 140;
export const SUIT_NAME = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };

// Each suit fits a 100 x 100 box.
const SUIT_SHAPES = {
  H: () => [s("path", { d: "M50 92C20 68 2 49 2 28 2 12 14 2 28 2c10 0 18 6 22 15 4-9 12-15 22-15 14 0 26 10 26 26 0 21-18 40-48 64z" })],
  D: () => [s("path", { d: "M50 2 88 50 50 98 12 50z" })],
  S: () => [s("path", { d: "M50 2C64 24 96 40 96 62c0 15-11 25-24 25-8 0-15-4-19-10 1 10 6 17 14 21H33c8-4 13-11 14-21-4 6-11 10-19 10C15 87 4 77 4 62 4 40 36 24 50 2z" })],
  C: () => [
    s("circle", { cx: 50, cy: 27, r: 21 }), s("circle", { cx: 26, cy: 58, r: 21 }),
    s("circle", { cx: 74, cy: 58, r: 21 }),
    s("path", { d: "M46 40h8l2 30c2 13 7 22 14 28H30c7-6 12-15 14-28z" }),
  ],
};

// The backs a player can choose (settings.js CHOICES.back), each a pattern of two colours:
// a blue lattice, red stripes, black with gold dots.
const BACKS = {
  blue: { size: 12, rotate: 45, base: "#1f4e8c", mark: () => s("rect", { width: 6, height: 6, fill: "#2a62ab" }) },
  red: { size: 10, rotate: -30, base: "#9c1c2b", mark: () => s("rect", { width: 4, height: 10, fill: "#c7384a" }) },
  black: { size: 14, rotate: 0, base: "#1d1f24", mark: () => s("circle", { cx: 7, cy: 7, r: 2.6, fill: "#d9b24a" }) },
};

/** Add the shared suit symbols and the back patterns to the page once. */
export function installCardArt() {
  if (document.getElementById("card-art")) return;
  const symbols = Object.entries(SUIT_SHAPES).map(([suit, shape]) =>
    s("symbol", { id: `suit-${suit}`, viewBox: "0 0 100 100" }, shape()));
  const patterns = Object.entries(BACKS).map(([name, { size, rotate, base, mark }]) =>
    s("pattern", { id: `card-back-${name}`, width: size, height: size,
      patternUnits: "userSpaceOnUse", patternTransform: `rotate(${rotate})` },
    s("rect", { width: size, height: size, fill: base }), mark()));
  document.body.prepend(s("svg", { id: "card-art", width: 0, height: 0, "aria-hidden": "true",
    style: "position:absolute" }, s("defs", {}, symbols, patterns)));
}

export function isRed(code) {
  return code[1] === "H" || code[1] === "D";
}

function pip(suit, x, y, size, extra = {}) {
  return s("use", { href: `#suit-${suit}`, x, y, width: size, height: size, ...extra });
}

function frame(attrs, ...content) {
  return s("svg", { viewBox: "0 0 100 140", role: "img", ...attrs },
    s("rect", { class: "card-edge", x: 1, y: 1, width: 98, height: 138, rx: 8 }), ...content);
}

/** A rank as a card's corner shows it in the reader's language: "10" for the code's "T",
 * "V" for a Jack in French. */
export function rankLabel(rank) {
  return t(`core.rank.index.${rank}`);
}

/** The face of a card as an <svg class="card">, carrying data-card="QS". */
export function cardFace(code) {
  const [rank, suit] = code;
  const label = rankLabel(rank);
  const narrow = label.length > 1 ? { "letter-spacing": -4 } : {};
  const middle = "JQK".includes(rank)
    ? [s("rect", { class: "card-court", x: 20, y: 54, width: 60, height: 76, rx: 6 }),
      s("text", { class: "card-letter", x: 50, y: 97, "text-anchor": "middle" }, label),
      pip(suit, 41, 104, 18)]
    : [rank === "A" ? pip(suit, 22, 58, 56) : pip(suit, 26, 62, 48)];
  return frame({ class: `card face ${isRed(code) ? "red" : "black"} suit-${suit}`, "data-card": code,
    "aria-label": cardName(code) },
  s("text", { class: "card-rank", x: 6, y: 31, ...narrow }, label),
  pip(suit, 68, 7, 26, { class: "card-corner" }),
  ...middle);
}

/** The back of a card. */
export function cardBack() {
  return frame({ class: "card back", "aria-label": t("card.face-down") },
    s("rect", { class: "card-back-art", x: 7, y: 7, width: 86, height: 126, rx: 4,
      fill: "url(#card-back-blue)", stroke: "#fff", "stroke-width": 3 }));
}

// Cardcassonne's own card art, drawn as SVG from code (it is not a standard deck): a card
// is its colour with a white corner index (the part a fanned row leaves visible) and its
// kind drawn large below. Face-down cards are a wooden back; a face-down card of your own
// also shows its face, small, in a window of the back. Units: a card is 100 x 140.

import { s } from "../../js/kit/dom.js";
import { cardName, t } from "../../js/kit/i18n.js";

export const COLOURS = ["Y", "R", "G", "B"];
export const ROW_COLOUR = { Y: "#f0bd2b", R: "#cf4530", G: "#4b9a3a", B: "#2f6cb3" };
const ROW_INK = { Y: "#6b4d00", R: "#6e1a0e", G: "#1f4d14", B: "#12305c" };
// Seats: five colours apart from the four row colours, each ringed by a light or dark
// outline so the colour or its ring stands out on the felt, the rows, the track and the
// wooden backs (tests/test_cardcassonne_colours.py): light colours, and black ringed light.
const SEAT_COLOURS = ["#f7f4ea", "#262626", "#dcbcff", "#ffadd8", "#7fe8f0"];
const SEAT_OUTLINES = ["#111", "#e8e8e8", "#111", "#111", "#111"];
// The wood of a card's back.
const WOOD = "#6b4423";

const BACK = "BACK";
const JOKER_STYLE = {
  DRAGON: { fill: "#4a1d2e", ink: "#f6c644", icon: "dragon" },
  FAIRY: { fill: "#efe3fb", ink: "#7b3fb5", icon: "fairy" },
  "ANIMAL-JOKER": { fill: "#f4ecd8", ink: "#3b3b3b", icon: "animal" },
  "BUILDING-JOKER": { fill: "#f4ecd8", ink: "#3b3b3b", icon: "building" },
};

// Each icon fits a 100 x 100 box.
const ICONS = {
  meeple: () => [s("path", { d: "M50 4a15 15 0 0 1 10 26c13 3 33 9 35 19 1 6-6 9-16 9h-6l16 32c2 4 0 6-4 6H65L50 72 35 96H15c-4 0-6-2-4-6l16-32h-6c-10 0-17-3-16-9 2-10 22-16 35-19A15 15 0 0 1 50 4z" })],
  animal: () => [
    s("path", { d: "M24 66h8v24h-8zM40 68h8v22h-8zM60 68h8v22h-8zM74 66h8v24h-8z" }),
    s("path", { d: "M22 44c0-10 9-16 17-14 3-8 14-11 20-5 7-5 18-2 20 7 9 1 14 10 11 18 5 7 0 18-9 18-4 6-13 8-19 3-6 5-16 5-21 0-8 3-17-2-18-10-7-3-8-13-1-17z" }),
    s("path", { d: "M4 40c0-9 8-15 16-13l8 4-2 20c-7 3-14 1-18-4-3-2-4-4-4-7z" }),
  ],
  building: () => [s("path", { d: "M50 6 95 46H84v46H60V66H40v26H16V46H5zM44 38h12v12H44z",
    "fill-rule": "evenodd" })],
  dragon: () => [
    s("path", { d: "M44 40C34 22 18 16 2 22c8 6 10 12 8 20 6-4 12-2 14 4 4-4 10-2 12 4 2-4 6-4 8-2zM56 40c10-18 26-24 42-18-8 6-10 12-8 20-6-4-12-2-14 4-4-4-10-2-12 4-2-4-6-4-8-2z" }),
    s("path", { d: "M42 30l-4-14 8 8 4-2 4 2 8-8-4 14c0 6-4 10-8 10s-8-4-8-10z" }),
    s("ellipse", { cx: 50, cy: 54, rx: 9, ry: 16 }),
    s("path", { d: "M47 66c-2 12 4 22 15 24 8 2 14-2 16-8-6 4-14 4-18-2-4-6-4-10-6-14zM43 62l-7 12 7-2zM57 62l7 12-7-2z" }),
  ],
  fairy: () => [
    s("path", { d: "M48 40C34 18 10 14 6 26c-4 12 14 22 36 22-16 6-26 18-20 26 6 8 20 0 28-16z" }),
    s("path", { d: "M52 40c14-22 38-26 42-14 4 12-14 22-36 22 16 6 26 18 20 26-6 8-20 0-28-16z" }),
    s("circle", { cx: 50, cy: 26, r: 8 }),
    s("path", { d: "M44 38h12l6 50H38z" }),
  ],
  castle: () => [s("path", { d: "M12 92V40h12v10h10V40h12v10h8V40h12v10h10V40h12v52H60V72a10 10 0 0 0-20 0v20z" })],
  eye: () => [s("path", { d: "M50 22C28 22 10 38 2 50c8 12 26 28 48 28s40-16 48-28C90 38 72 22 50 22zm0 46a18 18 0 1 1 0-36 18 18 0 0 1 0 36zm0-26a8 8 0 1 0 0 16 8 8 0 0 0 0-16z",
    "fill-rule": "evenodd" })],
  hand: () => [s("path", { d: "M18 24h38a6 6 0 0 1 6 6v56a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6zM40 8h40a6 6 0 0 1 6 6v56a6 6 0 0 1-6 6H68V30a12 12 0 0 0-12-12H34v-4a6 6 0 0 1 6-6z" })],
  chest: () => [s("path", { d: "M8 40c0-16 10-26 42-26s42 10 42 26v46H8zM8 46h84v8H8zM42 48h16v18H42z",
    "fill-rule": "evenodd" })],
};

/** Add the icon symbols to the page once (the card faces <use> them). */
export function installArt() {
  if (document.getElementById("cc-art")) return;
  const symbols = Object.entries(ICONS).map(([name, shape]) =>
    s("symbol", { id: `cc-${name}`, viewBox: "0 0 100 100" }, shape()));
  document.body.prepend(s("svg", { id: "cc-art", width: 0, height: 0, "aria-hidden": "true",
    style: "position:absolute" }, s("defs", {}, symbols)));
}

function icon(name, x, y, size, attrs = {}) {
  return s("use", { href: `#cc-${name}`, x, y, width: size, height: size, ...attrs });
}

/** A standalone icon as an inline <svg>, e.g. an animal in a player's collection. */
export function iconSvg(name, { fill = "currentColor", stroke, label, cls = "" } = {}) {
  return s("svg", { class: `cc-icon ${cls}`, viewBox: "0 0 100 100", fill,
    stroke: stroke || null, "stroke-width": stroke ? 5 : null,
    role: label ? "img" : null, "aria-label": label || null, "aria-hidden": label ? null : "true" },
  s("use", { href: `#cc-${name}` }));
}

/** A seat's mark: its colour, ringed by its outline. */
function seatPaint(seat) {
  return { fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], stroke: SEAT_OUTLINES[seat % SEAT_OUTLINES.length] };
}

/** A follower (a large meeple) in a seat's colour. */
export function meeple(seat, label) {
  return iconSvg("meeple", { ...seatPaint(seat), label, cls: "cc-meeple" });
}

function isJoker(code) {
  return code in JOKER_STYLE;
}

/** A card as the engine's messages name it, for {card:card} placeholders. */
export const cardMessage = (code) => ({ key: `cardcassonne.card.${code}` });

/** A card's name in the reader's language: "yellow 2", "l'animal rouge" (with `article`). */
export function cardWords(code, article = false) {
  return cardName(cardMessage(code), { article });
}

function kindIcon(code) {
  if (isJoker(code)) return JOKER_STYLE[code].icon;
  return { A: "animal", H: "building" }[code[1]] || "meeple";
}

function frame(attrs, ...content) {
  return s("svg", { viewBox: "0 0 100 140", role: "img", ...attrs, class: `cc-card ${attrs.class || ""}` },
    ...content,
    s("rect", { class: "cc-edge", x: 1, y: 1, width: 98, height: 138, rx: 8, fill: "none" }));
}

/** The large picture of a card's kind: 1 to 3 persons, an animal, a building, a joker. */
function picture(code, ink) {
  const persons = { 1: [[22, 56, 56]], 2: [[10, 66, 40], [50, 66, 40]], 3: [[9, 88, 34], [33, 54, 34], [57, 88, 34]] };
  if (!isJoker(code) && code[1] in persons) {
    return persons[code[1]].map(([x, y, size]) => icon("meeple", x, y, size, { fill: ink }));
  }
  return [icon(kindIcon(code), 14, 50, 72, { fill: ink })];
}

/** The corner index: the value of a person, else a small picture of the kind. */
function index(code, ink) {
  const value = !isJoker(code) && "123".includes(code[1]) ? code[1] : null;
  return [
    s("rect", { x: 5, y: 5, width: 28, height: 34, rx: 6, fill: "#fffdf6" }),
    value ? s("text", { class: "cc-value", x: 19, y: 33, "text-anchor": "middle", fill: ink }, value)
      : icon(kindIcon(code), 7, 10, 24, { fill: ink }),
  ];
}

/** A fold of the wooden back at the bottom right: a claimed card that lay face down. */
const turnedCorner = () => s("path", { class: "cc-turned", d: "M99 104v27a8 8 0 0 1-8 8H64z", fill: WOOD });

/**
 * The face of a card as an <svg class="cc-card">, carrying data-card; `turned` marks a
 * card that lay face down until it was claimed.
 */
export function cardFace(code, turned = false) {
  if (isJoker(code)) {
    const { fill, ink } = JOKER_STYLE[code];
    const stripes = COLOURS.map((colour, i) =>
      s("rect", { x: 38 + i * 14, y: 12, width: 12, height: 22, rx: 3, fill: ROW_COLOUR[colour] }));
    return frame({ class: "face joker", "data-card": code, "aria-label": cardWords(code) },
      s("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, fill }),
      code.endsWith("JOKER") ? stripes : null,
      ...index(code, ink), ...picture(code, ink), turned ? turnedCorner() : null);
  }
  const colour = code[0];
  return frame({ class: "face", "data-card": code, "aria-label": cardWords(code) },
    s("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: ROW_COLOUR[colour] }),
    s("rect", { x: 8, y: 44, width: 84, height: 88, rx: 6, fill: "#fffdf6", opacity: 0.9 }),
    ...index(code, ROW_INK[colour]), ...picture(code, ROW_INK[colour]), turned ? turnedCorner() : null);
}

/**
 * A face-down card: the back, with a dot in the colour of the seat that placed it. Its
 * placer sees the face too (`code` is then the card, else "BACK").
 */
export function cardBack(code, placer) {
  const yours = code && code !== BACK;
  const dot = placer === null || placer === undefined ? null
    : s("circle", { cx: 19, cy: 58, r: 9, ...seatPaint(placer), "stroke-width": 2 });
  const peek = yours
    ? [s("g", { transform: "translate(36 46) scale(0.58)" }, [...cardFace(code).childNodes]),
      s("rect", { x: 5, y: 5, width: 28, height: 34, rx: 6, fill: "#fffdf6" }),
      icon("eye", 7, 10, 24, { fill: "#4a2f14" })]
    : [icon("castle", 26, 46, 48, { fill: "#d9b77a" })];
  const label = yours ? t("cardcassonne.board.back-yours", { card: cardMessage(code) })
    : t("cardcassonne.board.back");
  return frame({ class: `back${yours ? " yours" : ""}`, "data-card": code || BACK, "aria-label": label },
    s("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: WOOD }),
    s("rect", { x: 7, y: 7, width: 86, height: 126, rx: 5, fill: "none", stroke: "#d9b77a",
      "stroke-width": 3, "stroke-dasharray": "10 5" }),
    dot, ...peek);
}

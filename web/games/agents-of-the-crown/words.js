// Small pieces the Agents of the Crown board and its record panels share: suit symbols,
// small cards, and how a seat is named on the screen of another seat.

import { cardBack, cardFace, cardName, rankLabel, SUIT_NAME } from "../../js/cards.js";
import { h, s } from "../../js/dom.js";

const SEATS = 4;
// The board names suits as the shared card art does.
export { SUIT_NAME as SUIT_NAMES };
export const SEASONS = ["Spring", "Summer", "Fall", "Winter"];
// Where another seat sits as seen from this one: left is the next seat round the table.
const RELATIONS = ["you", "your left", "across", "your right"];

export const capitalized = (text) => text[0].toUpperCase() + text.slice(1);
export const isNoble = (code) => "TJQK".includes(code[0]);
const suitOf = (code) => code[1];

/** A suit drawn with the shared card-art symbols, so no phone shows an emoji instead. */
export function suitIcon(suit) {
  return s("svg", { class: `suit-icon suit-${suit}`, viewBox: "0 0 100 100", "aria-hidden": "true" },
    s("use", { href: `#suit-${suit}` }));
}

/** A small face-up card in a box of the caller's size (CSS sets the width). */
export function smallCard(code, extraClass = "") {
  return h("span", { class: `small-card ${extraClass}`, title: cardName(code) }, cardFace(code));
}

export function smallBack(extraClass = "") {
  return h("span", { class: `small-card ${extraClass}`, title: "a face-down card" }, cardBack());
}

/** A card in a sentence: its rank and suit symbol ("Q" and a spade), named for readers. */
export function cardTag(code) {
  return h("span", { class: `card-tag suit-${suitOf(code)}`, title: cardName(code), "aria-label": cardName(code) },
    rankLabel(code[0]), suitIcon(suitOf(code)));
}

/** How one screen names the seats: by their names, with where each sits. */
export class Seating {
  constructor(names, viewer) {
    this.names = names;
    this.viewer = viewer;
  }

  name(seat) {
    return this.names[seat];
  }

  /** "you", "your left", "across", "your right"; null on a spectator's screen. */
  relation(seat) {
    return this.viewer === null ? null : RELATIONS[(seat - this.viewer + SEATS) % SEATS];
  }

  left(seat) {
    return (seat + 1) % SEATS;
  }
}

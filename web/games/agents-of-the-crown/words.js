// Small pieces the Agents of the Crown board and its record panels share: sentences with
// drawn cards in them, suit symbols, small cards, the seasons' names, and how a seat is named
// on the screen of another seat. Every word comes from the catalogs (the engine's messages.py
// and this board's i18n/), in the reader's language.

import { cardBack, cardFace, cardName, rankLabel } from "../../js/kit/cards.js";
import { h, s } from "../../js/kit/dom.js";
import { say, sentence, t } from "../../js/kit/i18n.js";

const SEATS = 4;
export const SEASONS = ["spring", "summer", "fall", "winter"];
// Where another seat sits as seen from this one: left is the next seat round the table.
const RELATIONS = ["you", "left", "across", "right"];
// Marks a piece's place in a rendered template (see phrase); no template holds this character.
const MARK = "\u0001";

export const K = (name) => `agents-of-the-crown.board.${name}`;
export const isNoble = (code) => "TJQK".includes(code[0]);
const suitOf = (code) => code[1];

/** A season's name as a title ("Spring", "Printemps"). */
export const seasonName = (index) => sentence(t(`agents-of-the-crown.season.${SEASONS[index]}`));

/** The board's sentence `key` as a list of nodes: a parameter given as an element (a drawn
 * card, a name in bold) is put where the template places it, so each language keeps its own
 * word order. With a `reader` ({names, you}), seats are named as the engine's messages name
 * them ("You take", "Ben takes"). */
export function phrase(key, params = {}, reader = null) {
  const pieces = [];
  const words = {};
  for (const [name, value] of Object.entries(params)) {
    if (value instanceof Node || Array.isArray(value)) {
      words[name] = `${MARK}${pieces.length}${MARK}`;
      pieces.push(value);
    } else {
      words[name] = value;
    }
  }
  const text = reader ? say({ key, ...words }, reader) : t(key, words);
  return text.split(MARK).flatMap((part, index) => (index % 2 ? pieces[Number(part)] : part));
}

/** Items joined as the language joins a list ("a, b and c"), for phrase(). */
export function listed(items) {
  const and = t("core.and");
  return items.flatMap((item, index) => [
    index === 0 ? "" : index === items.length - 1 ? and : ", ", item]);
}

/** A suit drawn with the shared card-art symbols, so no phone shows an emoji instead. */
export function suitIcon(suit) {
  return s("svg", { class: `suit-icon suit-${suit}`, viewBox: "0 0 100 100", "aria-hidden": "true" },
    s("use", { href: `#suit-${suit}` }));
}

/** A small face-up card in a box of the caller's size (CSS sets the width); `motion` names
 * it for motion.js when it may fly. */
export function smallCard(code, extraClass = "", motion = null) {
  return h("span", { class: `small-card ${extraClass}`, title: cardName(code), "data-motion": motion },
    cardFace(code));
}

/** A face-down card, named as one for readers. */
export function smallBack(motion = null) {
  const back = cardBack();
  back.setAttribute("role", "img");
  back.setAttribute("aria-label", t(K("face-down-card")));
  return h("span", { class: "small-card", title: t(K("face-down-card")),
    "data-motion": motion }, back);
}

/** A card in a sentence: its rank and suit symbol ("Q" and a spade), named for readers. */
export function cardTag(code) {
  return h("span", { class: `card-tag suit-${suitOf(code)}`, title: cardName(code), role: "img",
    "aria-label": cardName(code) }, rankLabel(code[0]), suitIcon(suitOf(code)));
}

/** How one screen names the seats: by their names, with where each sits and, for a
 * computer, its level. */
export class Seating {
  constructor({ names, seat, levels, kinds, you }) {
    this.names = names;
    this.you = you;
    this.viewer = seat;
    this.levels = levels;
    this.kinds = kinds;
  }

  name(seat) {
    return this.names[seat];
  }

  /** How the engine's messages name the seats on this screen (see i18n.say). */
  get reader() {
    return { names: this.names, you: this.you };
  }

  /** "easy", "normal", "hard" in the reader's words for a computer seat, else null. */
  level(seat) {
    return this.kinds[seat] === "computer" && this.levels[seat] ? t(`level.${this.levels[seat]}`) : null;
  }

  /** "you", "your left", "across", "your right"; null on a spectator's screen. */
  relation(seat) {
    if (this.viewer === null) return null;
    return t(K(`relation.${RELATIONS[(seat - this.viewer + SEATS) % SEATS]}`));
  }

  isViewer(seat) {
    return seat === this.viewer;
  }

  left(seat) {
    return (seat + 1) % SEATS;
  }

  right(seat) {
    return (seat + SEATS - 1) % SEATS;
  }
}

// A small picture of each game for its card in the lobby: a few cards laid as the game lays
// them (a column of Agnès, a corner of an Agincards map, a hand of Agony Aunt...). Only a
// picture: hidden from screen readers, whom the game's name and summary tell.

import { cardBack, cardFace } from "../kit/cards.js";
import { h } from "../kit/dom.js";

// Each card: its code (null: a card face down) and where it lies, in card widths from the
// picture's centre (x to the right, y down), turned by r degrees.
const PICTURES = {
  agnes: [["AH", -0.8, -0.3, 0], ["9S", 0.5, -0.65, 0], ["8H", 0.5, -0.3, 0], ["7C", 0.5, 0.05, 0]],
  agincards: [["7H", -0.53, -0.73, 0], ["8D", 0.53, -0.73, 0], ["6S", -0.53, 0.73, 0],
    ["9H", 0.53, 0.73, 0]],
  "agony-aunt": [["QS", -0.6, 0.1, -20], ["QH", -0.2, -0.04, -7], ["KD", 0.2, -0.04, 7],
    ["AC", 0.6, 0.1, 20]],
  cardcassonne: [["2C", -0.75, 0, 0], ["3C", -0.25, 0, 0], ["5C", 0.25, 0, 0], [null, 0.75, 0, 0]],
  "agents-of-the-crown": [["KH", -0.6, 0.05, -10], [null, 0, -0.05, 0], ["QD", 0.6, 0.05, 10]],
};
// A game this page has no picture for: two aces, as on the lobby's title.
const ANY_GAME = [["AH", -0.3, 0, -8], ["AS", 0.3, 0, 8]];

/** The picture of the game `gameId` for the lobby. */
export function gamePicture(gameId) {
  const cards = (PICTURES[gameId] ?? ANY_GAME).map(([code, x, y, r]) => {
    const card = code ? cardFace(code) : cardBack();
    card.setAttribute("style", `--x:${x};--y:${y};--r:${r}deg`);
    return card;
  });
  return h("div", { class: "game-picture", "aria-hidden": "true", "data-picture": gameId }, cards);
}

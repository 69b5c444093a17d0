// The player's hand: a fan of cards overlapping so that thirteen fit one row, the ones that
// may be played raised, a little more room between suits; where one row would leave a finger
// less than MIN_STRIP of each card (a phone), two rows, the second lying over the first's
// lower part. Every card is a button the keyboard reaches: one of them takes the Tab key
// (roving focus) and the arrow keys go from card to card.

import { h } from "../../js/kit/dom.js";
import { cardScale } from "../../js/kit/look.js";
import { say, t } from "../../js/kit/i18n.js";
import { card, nameOf, suitOf } from "./parts.js";

// Card width in the hand: a share of the hand's width, within these bounds (px); the overlap
// never shows less than MIN_SHOWN of a card (its rank and suit corner).
const HAND_CARD_SHARE = 0.15;
const HAND_CARD_MIN = 52;
const HAND_CARD_MAX = 92;
const MIN_SHOWN = 0.4;
const MAX_SHOWN = 0.62;
const SUIT_GAP = 0.12;
const FAN_DEGREES = 1.3;
// The room left at the two ends of the hand for the tilted end cards, in card widths.
const TILT_MARGIN = 0.4;
// The least width of each card a finger gets (px), and in two rows how much of a back-row
// card's height shows above the front row (beside the lift of a raised card).
const MIN_STRIP = 36;
const BACK_SHOWN = 0.55;
const CARD_RATIO = 1.4; // a card's height to its width

/** What the hand's line above the cards says. */
function prompt(view, snapshot, myTurn, reader) {
  if (snapshot.caption) return snapshot.caption; // a replay's: the board is read-only
  if (snapshot.seat === null) return t("agony-aunt.board.watching");
  if (myTurn) return t(view.trick.length ? "agony-aunt.board.your-turn" : "agony-aunt.board.your-lead");
  if (snapshot.over) return "";
  return say({ key: "agony-aunt.board.waiting", seat: snapshot.toPlay[0] }, reader);
}

/**
 * The hand of `view` with the cards in `legal` raised (none: not this seat's turn now), the
 * card at index `cursor` taking the Tab key; `reader` names the seats.
 */
export function handArea(view, snapshot, { legal, cursor, reader }) {
  const myTurn = legal.size > 0;
  const turned = view.turned_card;
  const cards = view.hand.map((code, index) => {
    const face = card(code, turned, `${view.hand_number}:${code}`);
    const previous = view.hand[index - 1];
    if (previous && suitOf(previous, turned) !== suitOf(code, turned)) face.classList.add("new-suit");
    face.classList.add(legal.has(code) ? "legal" : myTurn ? "held" : "waiting");
    face.setAttribute("role", "button");
    face.setAttribute("aria-label", nameOf(code, turned));
    if (!legal.has(code)) face.setAttribute("aria-disabled", "true");
    face.setAttribute("tabindex", index === cursor ? "0" : "-1");
    return face;
  });
  return h("section", { class: `aa-hand${myTurn ? " my-turn" : ""}`,
    "aria-label": t("agony-aunt.board.your-hand") },
  h("p", { class: "aa-prompt" }, prompt(view, snapshot, myTurn, reader)),
  h("div", { class: "aa-fan" }, cards));
}

/** Overlap the hand so it fits one row, with a little more room between suits; in two rows
 * where one would leave a finger less than MIN_STRIP of each card. */
export function fanHand(fan) {
  const cards = [...fan.children];
  const room = fan.parentElement.clientWidth;
  let rows = [cards];
  let size = sizing(cards, room, 0);
  if (size.step < MIN_STRIP && cards.length > 1) {
    const half = Math.ceil(cards.length / 2);
    rows = [cards.slice(0, half), cards.slice(half)];
    size = sizing(rows[0], room, Math.ceil(MIN_STRIP / MAX_SHOWN));
  }
  const { cardWidth, step } = size;
  const rowTop = Math.round(cardWidth * CARD_RATIO * BACK_SHOWN + parseFloat(getComputedStyle(fan)
    .getPropertyValue("--raise") || 0));
  fan.style.setProperty("--hand-cw", `${cardWidth}px`);
  fan.style.setProperty("--fan-rows-extra", `${(rows.length - 1) * rowTop}px`);
  const widths = rows.map((row) => rowWidth(row, step, cardWidth));
  const widest = Math.max(...widths);
  rows.forEach((row, number) => {
    const middle = (row.length - 1) / 2;
    let left = (widest - widths[number]) / 2;
    row.forEach((face, index) => {
      if (index > 0 && face.classList.contains("new-suit")) left += step * SUIT_GAP / MIN_SHOWN;
      face.style.left = `${Math.round(left)}px`;
      face.style.setProperty("--row-top", `${number * rowTop}px`);
      face.style.setProperty("--tilt", `${((index - middle) * FAN_DEGREES).toFixed(2)}deg`);
      face.style.setProperty("--arc", `${(Math.abs(index - middle) ** 2 * 0.35).toFixed(1)}px`);
      left += step;
    });
  });
  fan.style.width = `${Math.round(widest)}px`;
}

/** The card width and the step from card to card of a row of `cards` in `room` px, the
 * cards `least` px wide at least. */
function sizing(cards, room, least) {
  const gaps = suitGaps(cards);
  const usual = Math.min(HAND_CARD_MAX, Math.max(HAND_CARD_MIN, room * HAND_CARD_SHARE, least));
  // Larger cards (look.js) only as large as a hand overlapped at its tightest still fits.
  const fits = room / (1 + TILT_MARGIN + MIN_SHOWN * (cards.length - 1) + gaps * SUIT_GAP);
  const cardWidth = Math.round(Math.max(usual, Math.min(usual * cardScale(), fits)));
  const width = room - cardWidth * TILT_MARGIN;
  const share = (width - cardWidth) / Math.max(1, cards.length - 1 + gaps * SUIT_GAP / MIN_SHOWN);
  return { cardWidth, step: Math.max(cardWidth * MIN_SHOWN, Math.min(cardWidth * MAX_SHOWN, share)) };
}

/** How many cards of a row start a new suit after another card of the row. */
function suitGaps(cards) {
  return cards.filter((face, index) => index > 0 && face.classList.contains("new-suit")).length;
}

function rowWidth(row, step, cardWidth) {
  return (row.length - 1) * step + suitGaps(row) * step * SUIT_GAP / MIN_SHOWN + cardWidth;
}

/** The card of the hand the key `key` leads to from `from`, or null (not a key of ours). */
export function nextCard(from, key) {
  const cards = [...from.parentElement.children];
  const index = cards.indexOf(from);
  switch (key) {
    case "ArrowLeft": case "ArrowUp": return cards[Math.max(0, index - 1)];
    case "ArrowRight": case "ArrowDown": return cards[Math.min(cards.length - 1, index + 1)];
    case "Home": return cards[0];
    case "End": return cards[cards.length - 1];
    default: return null;
  }
}

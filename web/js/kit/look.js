// The look of the table the player chose (settings.js), applied in one place for every game:
// attributes on <html> that look.css reads.
//
//   data-deck="classic|four-colour|contrast"  how suits are inked (cards.js marks each face's
//                                             suit: .suit-S .suit-H .suit-D .suit-C)
//   data-back="blue|red|black"                the pattern on a card's back
//   data-felt="green|blue|wine|grey"          the table's cloth
//   data-cards="normal|large"                 the cards' size: --card-scale, and cardScale()
//                                             for the boards that size cards in code
//   data-hand="right|left"                    a left-handed layout mirrors the controls and
//                                             the hand's reach
//
// A change in the settings dialog shows at once, boards that size cards in code redraw
// (they follow "settingschange" through cardScale on their next layout).

import { settings } from "../store/settings.js";

const LARGE = 1.25;

/** How much larger than usual the player wants the cards: 1 or 1.25. */
export function cardScale() {
  return settings().cardSize === "large" ? LARGE : 1;
}

/** Put the chosen look on <html>, now and after every change of the settings. */
export function applyLook() {
  const show = () => {
    const now = settings();
    const root = document.documentElement;
    Object.assign(root.dataset, { deck: now.deck, back: now.back, felt: now.felt,
      cards: now.cardSize, hand: now.leftHanded ? "left" : "right" });
    root.style.setProperty("--card-scale", String(cardScale()));
  };
  show();
  addEventListener("settingschange", show);
}

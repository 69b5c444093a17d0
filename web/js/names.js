// The engines name seats by number in their log and summaries; the page shows the players'
// names instead. Every name goes into the page as text, never as markup.

import { h } from "./dom.js";

// The verbs the engines write after a seat, as a seat named "You" says them ("You play").
const YOU_SAY = {
  chooses: "choose", claims: "claim", commits: "commit", deals: "deal", draws: "draw",
  has: "have", keeps: "keep", loses: "lose", passes: "pass", places: "place", plays: "play",
  takes: "take", wins: "win",
};

// "Seat 2" and "seat 2" count seats from 0; Agincards' "Player 3" counts from 1.
const SEAT_MENTION = new RegExp(
  String.raw`\b(?:[Ss]eat (\d+)|Player (\d+))\b(?: (${Object.keys(YOU_SAY).join("|")})\b)?`, "g");

/** `text` with every seat the engine mentions replaced by that player's name. */
export function withNames(text, names) {
  return text.replace(SEAT_MENTION, (whole, seat, player, verb) => {
    const name = names[seat === undefined ? Number(player) - 1 : Number(seat)];
    if (name === undefined) return whole;
    if (!verb) return name;
    return `${name} ${name === "You" ? YOU_SAY[verb] : verb}`;
  });
}

/** A move log as a list, oldest line first, with names for seats. Once drawn it shows the
 * newest line (the list scrolls when the game's stylesheet caps its height). */
export function logLines(log, names, attrs) {
  const list = h("ol", attrs, log.map((line) => h("li", {}, withNames(line, names))));
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return list;
}

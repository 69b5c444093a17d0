// The seats of a game as its save keeps them: [{name, kind, level}], kind "human" or
// "computer", level "easy", "normal" or "hard" for a computer (a save from before levels has
// none: it plays as normal). A name the player did not type is stored empty and shown in the
// reader's language: "You" for the only human, "Player 2" for a human among several,
// "Computer 3". Saves from before stored those English names; they count as untyped too.

import { t } from "../kit/i18n.js";

export const LEVELS = ["easy", "normal", "hard"];

/** The seats a new game starts with: the first a human, the rest computers (at normal) when
 * the game has computer players. */
export function defaultSeats(describe, players) {
  return Array.from({ length: players }, (_, seat) => (seat > 0 && describe.levels.length
    ? { name: "", kind: "computer", level: defaultLevel(describe) }
    : { name: "", kind: "human" }));
}

/** The level a new computer seat gets: normal when the game has it. */
export function defaultLevel(describe) {
  return describe.levels.includes("normal") ? "normal" : describe.levels[0];
}

export function levelOf(seat) {
  return seat.kind === "computer" ? seat.level ?? "normal" : null;
}

function isUntyped(seat, index, seats) {
  const english = [`Computer ${index + 1}`, `Player ${index + 1}`, "You"];
  return seat.name === "" || english.includes(seat.name) || (seats.length === 1 && seat.name === "Player");
}

/** The name of every seat as the reader sees it. */
export function seatNames(seats) {
  const humans = seats.filter((seat) => seat.kind === "human").length;
  return seats.map((seat, index) => {
    if (!isUntyped(seat, index, seats)) return seat.name;
    if (seat.kind === "computer") return t("seat.computer", { number: index + 1 });
    return humans === 1 ? t("seat.you") : t("seat.player", { number: index + 1 });
  });
}

/** The seats of the people who play on this device: its humans but a room's friends, who
 * play elsewhere. */
export function localHumans(seats) {
  return seats.flatMap((seat, index) => (seat.kind === "human" && seat.remote !== true ? [index] : []));
}

/** The seat the reader is when it is "You" (the only human, its name untyped), else null:
 * messages about that seat read in the second person ("You play"). */
export function youSeat(seats) {
  const humans = seats.flatMap((seat, index) => (seat.kind === "human" ? [index] : []));
  return humans.length === 1 && isUntyped(seats[humans[0]], humans[0], seats) ? humans[0] : null;
}

/** The default name a seat shows in the new-game dialog before the player types one. */
export function placeholderName(kind, index, humans) {
  if (kind === "computer") return t("seat.computer", { number: index + 1 });
  return humans === 1 ? t("seat.you") : t("seat.player", { number: index + 1 });
}

// What the last move did, read from the log lines it added (the shell's journal): the card
// played and by whom, the seat that took the trick it completed, and whether a new hand was
// dealt; and the table as it stood once that trick was complete, before its taker gathered it.

import { codeOf } from "./parts.js";

const PLAYS = new Set(["agony-aunt.log.lead", "agony-aunt.log.play", "agony-aunt.log.discard"]);
const TAKES = new Set(["agony-aunt.log.trick", "agony-aunt.log.trick-squares"]);

/** {played: {seat, code} or null, taker: seat or null, dealt} of a move's journal. */
export function readJournal(journal) {
  const move = { played: null, taker: null, dealt: false };
  for (const entry of journal) {
    if (PLAYS.has(entry.key)) move.played = { seat: entry.seat, code: codeOf(entry.card) };
    else if (TAKES.has(entry.key)) move.taker = entry.seat;
    else if (entry.key === "agony-aunt.log.deal") move.dealt = true;
  }
  return move;
}

/** `before` (the view ahead of a move that completed a trick) with the card played added to
 * the trick and gone from the hand that held it: the trick lies complete on the table. */
export function completedTrick(before, { played: { seat, code } }) {
  return {
    ...before,
    trick: [...before.trick, { seat, card: code }],
    hand: before.seat === seat ? before.hand.filter((held) => held !== code) : before.hand,
    hand_sizes: before.hand_sizes.map((size, index) => (index === seat ? size - 1 : size)),
  };
}

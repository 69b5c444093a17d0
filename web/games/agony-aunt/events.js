// What the last move did, read from its events (the game screen's snapshot.events): the card
// played and by whom, the seat that took the trick it completed, and whether a new hand was
// dealt; and the table as it stood once that trick was complete, before its taker gathered it.

/** {played: {seat, code} or null, taker: seat or null, dealt} of a move's events. */
export function readEvents(events) {
  const move = { played: null, taker: null, dealt: false };
  for (const event of events) {
    if (event.kind === "play") move.played = { seat: event.seat, code: event.card };
    else if (event.kind === "take") move.taker = event.seat;
    else if (event.kind === "deal") move.dealt = true;
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

// Where Cardcassonne's pieces fly when a move is made (motion.js does the flying): a card or
// follower placed flies from the hand that played it (this screen's own hand, or the box of
// the seat that played it), cards dealt and cards turned up in the opening fly from the
// supply, and at a round's end every claimed card and follower goes to its claimer's box.
// Pieces carry data-motion keys that stay the same from one drawing to the next (motionKeys).

// The kinds of event that put a piece at the end of a row.
const PLACED = new Set(["play", "joker", "follower"]);

/** Each row entry's data-motion key, "Y:Y2:0" (the row, the card, which of its copies in
 * the row) or "Y:follower:1", so a card keeps its key while the row grows and slides. */
export function motionKeys(entries, colour) {
  const seen = {};
  return entries.map((entry) => {
    const name = entry.kind === "follower" ? `follower:${entry.seat}` : entry.card;
    seen[name] = (seen[name] ?? 0) + 1;
    return `${colour}:${name}:${seen[name] - 1}`;
  });
}

/** The hand's data-motion keys, "hand:Y2:0". */
export function handKeys(hand) {
  const seen = {};
  return hand.map((code) => {
    seen[code] = (seen[code] ?? 0) + 1;
    return `hand:${code}:${seen[code] - 1}`;
  });
}

/** Rectangles to fly from and to, measured on the board as it was before the move's redraw:
 * {from: key -> rect, to: key -> rect, fallback: the supply's rect for other new pieces}. */
export function flightsOf(root, before, after, events) {
  const box = (selector) => root.querySelector(selector)?.getBoundingClientRect() ?? null;
  const seatBox = (seat) => box(`.cc-player[data-seat="${seat}"]`);
  const from = {};
  const to = {};
  for (const event of events) {
    if (PLACED.has(event.kind)) {
      const row = after.rows.find((candidate) => candidate.colour === event.row);
      const follower = event.kind === "follower";
      const index = row.entries.findLastIndex((item) => (item.kind === "follower") === follower);
      if (index < 0) continue; // the round ended with this move: its rows are already claimed
      const piece = follower ? "follower" : row.entries[index].card;
      const fromHand = event.seat === after.seat || event.kind === "joker";
      from[motionKeys(row.entries, row.colour)[index]] = (fromHand
        && box(`.cc-hand .cc-piece[data-piece="${piece}"]`)) || seatBox(event.seat);
    }
    if (event.kind === "round-end") {
      // The follower that ended the round is among the events, not yet on the board drawn.
      const last = events.find((other) => other.kind === "follower");
      for (const row of before.rows) {
        const keys = motionKeys(row.entries, row.colour);
        const entries = last?.row === row.colour
          ? [...row.entries, { kind: "follower", seat: last.seat }] : row.entries;
        let waiting = [];
        entries.forEach((item, index) => {
          if (item.kind !== "follower") {
            waiting.push(keys[index]);
            return;
          }
          if (index < keys.length) waiting.push(keys[index]);
          for (const key of waiting) to[key] = seatBox(item.seat);
          waiting = [];
        });
      }
    }
  }
  return { from, to, fallback: box(".cc-supply") };
}

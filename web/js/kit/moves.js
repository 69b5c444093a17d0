// The moves a board offers are the engine's, as data: {text, kind, ...} with the cards and
// places each concerns (State.moves in pygames/core/protocol.py). A board finds among them
// by their fields, so no board writes or reads a move's text.

const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The moves of `legal` that have every field of `fields`. */
export function movesLike(legal, fields) {
  const wanted = Object.entries(fields);
  return legal.filter((move) => wanted.every(([name, value]) => same(move[name], value)));
}

/** The one move of `legal` with every field of `fields`, or null (none, or several). */
export function moveLike(legal, fields) {
  const found = movesLike(legal, fields);
  return found.length === 1 ? found[0] : null;
}

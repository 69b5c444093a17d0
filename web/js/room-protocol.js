// What a room's devices say to each other, and the host's checks on what a peer says. Every
// message is JSON text. A peer sends only:
//   {t: "take", seat, name}   take a free seat of the room's lobby, under `name`;
//   {t: "hello", token}       rejoin: `token` is the one the host gave this device for its seat
//                             (a reload, a lost connection), or null to watch;
//   {t: "move", move}         the text of one of its seat's legal moves, or
//   {t: "move", intent}       a move as data the player tried ({kind, card, ...}); the engine
//                             decides whether it is legal now, as for the host's own moves.
// The host sends: {t: "lobby", ...}, {t: "seat", seat, token}, {t: "snap", ...} (one seat's
// view), {t: "refused", message, error}, {t: "end", save}, {t: "bye", reason}.
// Like a request to the bridge, a peer's message is checked before anything runs: its size,
// its shape (known fields of known types only), and its sender's pace.

export const MAX_MESSAGE_CHARS = 4096;
export const MAX_NAME_CHARS = 24;
// A peer may send RATE_BURST messages at once, then RATE_PER_SECOND a second on average; past
// that it floods and the host drops it (its seat waits for it, or for a computer).
export const RATE_BURST = 20;
export const RATE_PER_SECOND = 5;

const isPlainObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isSeat = (value) => Number.isInteger(value) && value >= 0 && value < 16;
const isScalar = (value) => value === null || ["string", "number", "boolean"].includes(typeof value);

// A move as data: flat fields of short strings, numbers and booleans (a card, a place, a kind).
function isIntent(value) {
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.length <= 12 && typeof value.kind === "string"
    && entries.every(([key, field]) => key.length <= 32 && (isScalar(field) && String(field).length <= 64
      || Array.isArray(field) && field.length <= 16 && field.every((item) => isScalar(item) && String(item).length <= 64)));
}

const SHAPES = {
  take: (m) => isSeat(m.seat) && typeof m.name === "string" && m.name.trim().length > 0
    && m.name.length <= MAX_NAME_CHARS,
  hello: (m) => m.token === null || (typeof m.token === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(m.token)),
  move: (m) => ((typeof m.move === "string" && m.move.length <= 200 && !("intent" in m))
      || (isIntent(m.intent) && !("move" in m))),
};
const FIELDS = { take: ["t", "seat", "name"], hello: ["t", "token"], move: ["t", "move", "intent"] };

/** A peer's message `text` read and checked: the message, or null when it is too long, not
 * JSON, or not one of the shapes above (a field too many is refused too). */
export function readPeerMessage(text) {
  if (typeof text !== "string" || text.length > MAX_MESSAGE_CHARS) return null;
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(message) || !Object.hasOwn(SHAPES, message.t)) return null;
  if (Object.keys(message).some((key) => !FIELDS[message.t].includes(key))) return null;
  return SHAPES[message.t](message) ? message : null;
}

/** A token bucket per sender: `allow()` says whether one more message is within the pace. */
export class RateLimit {
  constructor(burst = RATE_BURST, perSecond = RATE_PER_SECOND, now = () => performance.now()) {
    Object.assign(this, { burst, perSecond, now, tokens: burst, last: now() });
  }

  allow() {
    const time = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((time - this.last) / 1000) * this.perSecond);
    this.last = time;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** A fresh random token (a seat's, a room's id or secret): `bytes` random bytes, base64url. */
export function randomToken(bytes = 12) {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

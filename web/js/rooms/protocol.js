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
// its shape (known fields of known types only), and its sender's pace. Below the messages,
// every chunk a device receives passes a ChunkGate first (rooms/network.js): only the room's
// action and Trystero's own, and on the host only messages of one chunk, so that no device can
// make another gather bytes it will not read.

export const MAX_MESSAGE_CHARS = 4096;
// The most a host's message may take (a snapshot: a view with its log), as a friend's device
// reads it (rooms/peer.js), and so the most it gathers from any one device.
export const MAX_HOST_MESSAGE_CHARS = 4_000_000;
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
  if (!isPlainObject(message) || typeof message.t !== "string" || !Object.hasOwn(SHAPES, message.t)) return null;
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

// Trystero's wire: every data-channel message is one frame (its shared-peer.mjs) of one room
// on the connection: [1, token length (2 bytes), the room's token, a chunk], or a presence frame
// [2, present, token length (2 bytes), token]. A chunk (its action-wire.mjs) is part of an
// action's message: 32 bytes of the action's name (its UTF-8, zero-padded), 2 of a message
// number, 1 of flags, 1 of progress, then at most CHUNK_PAYLOAD bytes of the message; a longer
// message comes in several chunks, which Trystero gathers until the last one. Trystero keeps
// whole the messages of an action nobody listens to, and the frames of a room it is not in,
// until someone does. The gate stands before all of that.
export const CHUNK_HEADER = 36;
export const CHUNK_PAYLOAD = 16 * 1024 - CHUNK_HEADER;
export const MAX_TOKEN_BYTES = 128;
const ROOM_FRAME = 1;
const PRESENCE_FRAME = 2;
const LAST = 1;
const META = 2;
const BINARY = 4;
export const ROOM_ACTION = "m";
// Trystero's own actions a room needs: its password handshake, a renegotiated connection, a
// device leaving. (Pings, media and requests are never used by a room.)
export const TRYSTERO_ACTIONS = Object.freeze(["@_hsdata", "@_hsready", "@_signal", "@_leave"]);
// Frames of Trystero's own (its actions, presence) a device may send: joining, a renegotiation
// (with its candidates) and leaving take a few; past this pace it floods.
export const OWN_BURST = 24;
export const OWN_PER_SECOND = 2;

// What a device takes from any other. A host reads only a friend's short messages: each fits in
// one chunk (a UTF-8 character takes at most 3 bytes per UTF-16 unit), so it gathers nothing. A
// friend's device gathers the host's longer snapshots, at most MAX_HOST_MESSAGE_CHARS from any
// one device at a time, in at most MAX_IN_FLIGHT messages at once.
export const MAX_MESSAGE_BYTES = 3 * MAX_MESSAGE_CHARS;
export const MAX_GATHERED_BYTES = 3 * MAX_HOST_MESSAGE_CHARS;
export const MAX_IN_FLIGHT = 8;
export const HOST_LIMITS = Object.freeze({ oneChunk: true, gathered: MAX_MESSAGE_BYTES });
export const PEER_LIMITS = Object.freeze({ oneChunk: false, gathered: MAX_GATHERED_BYTES });

const decoder = new TextDecoder();

/** A frame read: {presence: true, token} or {presence: false, token, chunk: {action, message
 * (its number), flags, last, payload (bytes)}}, or null when the data is no frame Trystero
 * reads. Names are read as Trystero reads them (an action's zero bytes dropped), so the gate
 * and Trystero never disagree on them. */
export function readFrame(data) {
  if (!(data instanceof ArrayBuffer) || data.byteLength < 4) return null;
  const bytes = new Uint8Array(data);
  const presence = bytes[0] === PRESENCE_FRAME;
  if (!presence && bytes[0] !== ROOM_FRAME) return null;
  const start = presence ? 4 : 3;
  const size = (bytes[start - 2] << 8) | bytes[start - 1];
  if (size === 0 || size > MAX_TOKEN_BYTES || bytes.length < start + size) return null;
  const token = decoder.decode(bytes.subarray(start, start + size));
  if (presence) return bytes.length === start + size && bytes[1] <= 1 ? { presence, token } : null;
  const chunk = bytes.subarray(start + size);
  if (chunk.length < CHUNK_HEADER) return null;
  const flags = chunk[34];
  return { presence, token, chunk: { action: decoder.decode(chunk.subarray(0, 32)).replaceAll("\0", ""),
    message: (chunk[32] << 8) | chunk[33], flags, last: Boolean(flags & LAST),
    payload: chunk.length - CHUNK_HEADER } };
}

/** The check of every frame one device sends this one (`limits`: HOST_LIMITS or PEER_LIMITS).
 * `pass(data)` says whether the frame may go on to Trystero; the first that breaks a limit sets
 * `refused` (why) and from then on nothing of that device passes. Only one room's frames pass
 * (the first named: a device is in one room). `held` is what Trystero may be gathering of the
 * device's unfinished messages, never more than `limits.gathered`. */
export class ChunkGate {
  constructor(limits, now = () => performance.now()) {
    Object.assign(this, { limits, refused: null, held: 0, passed: 0, token: null });
    this.gathering = new Map(); // "action/number" -> bytes of that message so far
    this.own = new RateLimit(OWN_BURST, OWN_PER_SECOND, now);
  }

  pass(data) {
    if (this.refused) return false;
    const why = this.problem(readFrame(data));
    if (why) {
      this.refused = why;
      this.gathering.clear();
      this.held = 0;
      return false;
    }
    this.passed += data.byteLength;
    return true;
  }

  /** Why `frame` may not pass, or null. */
  problem(frame) {
    if (!frame) return "not a frame";
    this.token ??= frame.token;
    if (frame.token !== this.token) return "room";
    if (frame.presence) return this.own.allow() ? null : "pace";
    const { chunk } = frame;
    const own = TRYSTERO_ACTIONS.includes(chunk.action);
    if (!own && chunk.action !== ROOM_ACTION) return "action";
    if (chunk.flags & (META | BINARY)) return "kind";
    if (chunk.payload > CHUNK_PAYLOAD) return "size";
    if (own) {
      if (!this.own.allow()) return "pace";
      return chunk.last ? null : "chunks";
    }
    if (this.limits.oneChunk) {
      if (!chunk.last) return "chunks";
      return chunk.payload > this.limits.gathered ? "size" : null;
    }
    return this.gather(chunk);
  }

  /** Count a chunk of a longer message; its last chunk hands the whole on and frees it. */
  gather({ action, message, last, payload }) {
    const key = `${action}/${message}`;
    const soFar = this.gathering.get(key) ?? 0;
    if (!this.gathering.has(key) && this.gathering.size >= MAX_IN_FLIGHT) return "chunks";
    if (this.held + payload > this.limits.gathered) return "size";
    if (last) {
      this.gathering.delete(key);
      this.held -= soFar;
    } else {
      this.gathering.set(key, soFar + payload);
      this.held += payload;
    }
    return null;
  }
}

// A friend's side of an online room: no engine runs the game here. The peer waits for the
// host's proof (rooms/identity.js) and from then on listens to the host alone: the lobby, the
// seat it took (with a token kept in this browser, so a reload rejoins that seat), the start,
// and after every move its own seat's snapshot. It sends only a seat to take, its token, and
// a move of its own seat. What it is told is handed to the screen through `changed(kind,
// message)`; a message from a device that has not proved it is the host is ignored.

import { isHostProof } from "./identity.js";
import { MAX_HOST_MESSAGE_CHARS } from "./protocol.js";
import { forget, readText, writeText } from "../kit/storage.js";

const SEAT_PREFIX = "cardtable/room-seat/";

function storedToken(id) {
  return readText(SEAT_PREFIX + id);
}

const isPlainObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const HOST_MESSAGES = ["lobby", "seat", "start", "snap", "refused", "end", "bye"];

export class RoomPeer {
  /** `link`: {id, secret, publicKey} from the room's address; `changed(kind, message)`. */
  constructor(link, { changed }) {
    Object.assign(this, { link, changed });
    this.net = null;
    this.host = null; // the host's peer id, once proved
    this.lobby = null;
    this.start = null;
    this.snapshot = null;
    this.pending = null; // {resolve} of the move waiting for its answer
    this.ended = false; // the host sent the game's end
    this.heard = []; // every message received, from any device, when `record` is on (the tests')
    this.record = false;
  }

  get listeners() {
    return { join: () => {}, leave: (peer) => this.left(peer),
      message: (peer, text) => this.received(peer, text), failed: (reason) => this.changed("failed", reason),
      missing: () => this.missing };
  }

  /** Whether this device seeks its host (rooms/seek.js): until it is found, and whenever it is
   * gone, unless the game has ended (the end was received). */
  get missing() {
    return this.host === null && !this.ended;
  }

  left(peer) {
    if (peer === this.host) {
      this.host = null;
      this.changed("host-left");
    }
  }

  send(message) {
    if (this.host) this.net.send(JSON.stringify(message), this.host);
  }

  async received(peer, text) {
    if (this.record) this.heard.push({ peer, text });
    let message;
    try {
      message = typeof text === "string" && text.length <= MAX_HOST_MESSAGE_CHARS ? JSON.parse(text) : null;
    } catch {
      return;
    }
    if (!isPlainObject(message)) return;
    if (message.t === "host" && typeof message.proof === "string" && peer !== this.host) {
      if (await isHostProof(this.link.publicKey, this.link.id, this.net.self, message.proof)) {
        this.host = peer;
        this.send({ t: "hello", token: storedToken(this.link.id) });
        this.changed("host");
      }
      return;
    }
    if (peer !== this.host || !HOST_MESSAGES.includes(message.t)) return;
    if (message.t === "seat") {
      // not kept: a reload will watch instead of taking the seat back
      if (message.token === null) forget(SEAT_PREFIX + this.link.id);
      else writeText(SEAT_PREFIX + this.link.id, message.token);
    }
    if (message.t === "lobby") this.lobby = message;
    if (message.t === "start") this.start = message;
    if (message.t === "snap") {
      this.snapshot = message;
      this.answer(null);
    }
    if (message.t === "refused") this.answer(message);
    if (message.t === "end") this.ended = true;
    this.changed(message.t, message);
  }

  /** Settle the move waiting for the host: null once the position moved on, or the refusal. */
  answer(refusal) {
    const waiting = this.pending;
    this.pending = null;
    waiting?.resolve(refusal);
  }

  take(seat, name) {
    this.send({ t: "take", seat, name });
  }

  /** Ask the host to play `move` (a legal move's text) or `intent` (a move as data): resolves
   * with null once the next position arrives, or with the host's refusal; at once with a
   * refusal of this device's while the host is not connected (the move would be lost). */
  play({ move = null, intent = null }) {
    this.answer(null);
    if (!this.host) return Promise.resolve({ t: "refused", message: { key: "room.host-left" } });
    return new Promise((resolve) => {
      this.pending = { resolve };
      this.send(move !== null ? { t: "move", move } : { t: "move", intent });
    });
  }

  leave() {
    this.net?.leave();
  }
}

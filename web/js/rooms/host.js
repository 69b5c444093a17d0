// The host's side of an online room: the one device that runs the game. Before the start it
// keeps the room's lobby (which seat is the host's, a computer's, or a friend's, and who took
// it); once the game runs (a GameScreen that calls attachGame), after every move it sends each
// peer exactly its own seat's snapshot (the engine's view, legal moves and the move's events
// for that seat) and a spectator what every player sees. Nothing of the deal leaves this device
// before the end: not the save, not its seed, not the route (which names the seed), since
// whoever knows the seed deals every hand again; the room's deal is a secret seed
// (secretSeed), never a number someone else may know. A device is greeted (the lobby, or the
// game at its seat) only once it said hello with its token, so a returning friend is never
// first shown a watcher's screen. A peer's message is checked (rooms/protocol.js: size, shape, pace); its seat is the one the
// host gave it, never one it names; its move goes through the engine, and a refusal goes back
// to that peer alone, as message data it renders in its own language.
// The transport is given (rooms/network.js, or a test's), so this module runs without one.

import { proveHost } from "./identity.js";
import { RateLimit, randomToken, readPeerMessage } from "./protocol.js";
import { readJSON } from "../kit/storage.js";

const ROOM_PREFIX = "cardtable/room/";

/** The host's stored room of `id`, or null. */
export function readHostedRoom(id) {
  const room = readJSON(ROOM_PREFIX + id);
  return room && room.privateJwk ? room : null;
}

export function storeHostedRoom(room) {
  localStorage.setItem(ROOM_PREFIX + room.id, JSON.stringify(room));
}

/** The seats of the game's record (saves.js) from the lobby's: a friend's is a human seat
 * played on another device (`remote`). */
export function recordSeats(room) {
  return room.seats.map((seat) => {
    if (seat.kind === "computer") return { name: "", kind: "computer", level: seat.level };
    if (seat.kind === "friend") return { name: seat.name, kind: "human", remote: true };
    return { name: seat.name ?? "", kind: "human" };
  });
}

/** A deal number nobody can guess: 53 random bits (the engine's whole range of seeds) from
 * the browser's cryptographic generator. A room deals from it, never from a number typed,
 * shared or of the day: whoever knows the number deals the same hands. */
export function secretSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

export class RoomHost {
  /** `room`: the stored room ({id, secret, publicKey, privateJwk, game, settings, seats,
   * route, started}); `net`: a joined network (rooms/network.js); `describe`: the game's
   * Game.describe(); `changed()` is called when the lobby or a connection changes. */
  constructor(room, { net = null, describe, changed = () => {} }) {
    Object.assign(this, { room, net, describe, changed });
    this.peers = new Map(); // peer id -> {seat (null: watching), limit, hello (it said hello)}
    this.game = null; // {view(seat), play(seat, message)} once attachGame is called
    this.sent = []; // every message sent, when `record` is on (the tests' secrecy check)
    this.record = false;
    this.ignored = 0; // malformed or oversized messages
    this.dropped = 0; // peers dropped for flooding or a message too long
  }

  /** The network's listeners for this host (join, leave, message). */
  get listeners() {
    return { join: (peer) => this.joined(peer), leave: (peer) => this.left(peer),
      message: (peer, text) => this.received(peer, text), failed: () => {},
      // A device that broke the network's limits (rooms/protocol.js ChunkGate): an action
      // other than the room's, a message longer than one chunk, a flood of Trystero's own.
      refused: (peer) => this.drop(peer), missing: () => this.missing };
  }

  /** Whether a friend's seat was taken and its device is not here now: this device then seeks
   * it (rooms/seek.js), so that a friend back online finds the host at once. */
  get missing() {
    return this.room.seats.some((seat, index) => seat.kind === "friend" && seat.token && !this.connected(index));
  }

  send(peer, message) {
    const text = JSON.stringify(message);
    if (this.record) this.sent.push({ peer, seat: this.peers.get(peer)?.seat ?? null, text });
    this.net?.send(text, peer);
  }

  save() {
    storeHostedRoom(this.room);
  }

  /** Seats still open for a friend. */
  get openSeats() {
    return this.room.seats.flatMap((seat, index) => (seat.kind === "friend" && !seat.token ? [index] : []));
  }

  /** The host changed who plays seat `index` in the lobby: a friend who had taken it has it
   * no more (its device watches, and may take another free seat). */
  freeSeat(index) {
    for (const [peer, sender] of this.peers) {
      if (sender.seat === index) {
        sender.seat = null;
        this.send(peer, { t: "seat", seat: null, token: null });
      }
    }
    this.save();
  }

  /** Which peer, if any, is at each seat now. */
  connected(seat) {
    return [...this.peers.values()].some((peer) => peer.seat === seat);
  }

  /** A device joined: it is sent the host's proof, and greeted once it answers with hello. */
  async joined(peer) {
    this.peers.set(peer, { seat: null, limit: new RateLimit(), hello: false });
    this.send(peer, { t: "host", proof: await proveHost(this.room.privateJwk, this.room.id, peer) });
    this.changed();
  }

  left(peer) {
    if (this.peers.delete(peer)) this.changed();
  }

  /** What a peer is told once it said hello, or after the lobby or its seat changed: the
   * lobby, or the game (its seat, then its snapshot). */
  greet(peer) {
    if (!this.peers.get(peer)?.hello) return null;
    if (!this.room.started) return this.send(peer, this.lobbyMessage());
    this.send(peer, this.startMessage(peer));
    return this.sendSnapshot(peer);
  }

  lobbyMessage() {
    return { t: "lobby", game: this.room.game, players: this.room.settings.players,
      seats: this.room.seats.map((seat) => ({ kind: seat.kind, name: seat.name ?? "",
        level: seat.level ?? null, taken: Boolean(seat.token) })) };
  }

  startMessage(peer) {
    return { t: "start", describe: this.describe,
      seats: recordSeats(this.room).map(({ remote, ...seat }) => seat), seat: this.peers.get(peer)?.seat ?? null };
  }

  received(peer, text) {
    const sender = this.peers.get(peer);
    if (!sender) return;
    if (!sender.limit.allow()) {
      this.drop(peer);
      return;
    }
    const message = readPeerMessage(text);
    if (!message) {
      this.ignored += 1;
      return;
    }
    if (message.t === "take") this.take(peer, sender, message);
    else if (message.t === "hello") this.hello(peer, sender, message);
    else this.move(peer, sender, message);
  }

  /** Drop a peer that floods or sends too much; its seat waits for it to come back (or a
   * computer). */
  drop(peer) {
    this.dropped += 1;
    this.peers.delete(peer);
    this.net?.drop(peer);
    this.changed();
  }

  refuse(peer, key, params = {}) {
    this.send(peer, { t: "refused", message: { key, ...params } });
  }

  take(peer, sender, { seat, name }) {
    const place = this.room.seats[seat];
    if (this.room.started || !sender.hello || !place || place.kind !== "friend" || place.token
      || sender.seat !== null) {
      return this.refuse(peer, "room.seat-taken");
    }
    Object.assign(place, { name: name.trim(), token: randomToken() });
    sender.seat = seat;
    this.save();
    this.send(peer, { t: "seat", seat, token: place.token });
    for (const other of this.peers.keys()) this.greet(other);
    this.changed();
    return null;
  }

  hello(peer, sender, { token }) {
    const seat = token === null ? -1 : this.room.seats.findIndex((place) => place.token === token);
    sender.hello = true;
    if (seat >= 0) {
      // A device back at its seat: any older connection of that seat stops being it, and is
      // told so (it watches from now on).
      for (const [other, place] of this.peers) {
        if (other !== peer && place.seat === seat) {
          place.seat = null;
          this.greet(other);
        }
      }
      sender.seat = seat;
      this.game?.back(seat);
    }
    this.greet(peer);
    this.changed();
  }

  async move(peer, sender, message) {
    if (!this.game || sender.seat === null) return this.refuse(peer, "room.not-your-seat");
    const refusal = await this.game.play(sender.seat, message);
    if (refusal) this.send(peer, { t: "refused", ...refusal });
    return null;
  }

  /** The game has started on this device: `game` = {view(seat) -> the engine's view answer,
   * play(seat, message) -> null, or {message, error}: the refusal; back(seat): the seat's
   * device is back (a computer that played it meanwhile gives it back)}. */
  attachGame(game) {
    this.game = game;
    for (const peer of this.peers.keys()) this.greet(peer);
  }

  /** Send `peer` its seat's snapshot (a watcher: the spectator's). */
  async sendSnapshot(peer) {
    const seat = this.peers.get(peer)?.seat ?? null;
    if (!this.game || !this.peers.get(peer)?.hello) return;
    const snap = await this.game.view(seat);
    if (!this.peers.has(peer) || (this.peers.get(peer).seat ?? null) !== seat) return;
    this.send(peer, { t: "snap", seat, view: snap.view, legal: snap.legal, events: snap.events,
      to_play: snap.to_play, over: snap.over });
    if (snap.over) this.send(peer, { t: "end", save: snap.save });
  }

  /** After every move: each peer gets its own seat's snapshot. */
  positionChanged() {
    return Promise.all([...this.peers.keys()].map((peer) => this.sendSnapshot(peer)));
  }

  leave() {
    this.net?.leave();
  }
}

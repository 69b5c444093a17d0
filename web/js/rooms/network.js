// How a room reaches the other devices: WebRTC data channels opened by Trystero's Nostr
// strategy (bundled into runtime/rooms.js by tools/build.py, imported only when a room opens).
// The relays only pass the connection offers (encrypted with the room's secret, which is in
// the link and never sent to them); the game's messages go device to device, encrypted by
// WebRTC. Which relays, which ICE servers and a TURN server of the player's own are read here;
// the page's Content-Security-Policy (index.html) lets the page connect to these relays, to
// the site itself and to a relay on this very machine (ws://127.0.0.1, ws://localhost: a relay
// of one's own, and the tests').

import { ChunkGate, PEER_LIMITS } from "./protocol.js";
import { seekPeers } from "./seek.js";
import { forget, readJSON, writeJSON } from "../kit/storage.js";

const APP_ID = "cardtable-rooms-1";

// Five relays of Trystero's default list. Trystero picks five of its list at random; a fixed
// choice keeps the page's Content-Security-Policy exact (index.html lists the same).
export const PUBLIC_RELAYS = Object.freeze(["wss://nos.lol", "wss://relay.mostr.pub",
  "wss://purplerelay.com", "wss://nostr.data.haus", "wss://yabu.me/v2"]);

// Test-only (or a player running a relay on their own machine): relays on loopback, and the
// ICE servers (an empty list: host candidates only, as in the tests' network namespace).
const RELAYS_KEY = "cardtable/rooms/relays";
const ICE_KEY = "cardtable/rooms/ice";
// The player's TURN server, from the settings dialog: {urls, username, credential}.
export const TURN_KEY = "cardtable/rooms/turn";

/** Why this browser cannot be in a room now, as a message key, or null: rooms need a network
 * and WebRTC (which a browser may lack or have switched off, e.g. WebKitGTK by default). */
export function roomsUnavailable() {
  if (navigator.onLine === false) return "room.offline";
  return typeof RTCPeerConnection === "function" ? null : "room.no-webrtc";
}

const isLoopbackRelay = (url) => typeof url === "string"
  && /^wss?:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/.*)?$/.test(url);

/** The relays a room signals through: loopback relays set in this browser, else the public ones. */
export function relays() {
  const local = readJSON(RELAYS_KEY);
  return Array.isArray(local) && local.length && local.every(isLoopbackRelay) ? local : [...PUBLIC_RELAYS];
}

/** The player's TURN server ({urls, username, credential}) or null. */
export function turnServer() {
  const turn = readJSON(TURN_KEY);
  return turn && typeof turn.urls === "string" && /^turns?:/.test(turn.urls)
    ? { urls: turn.urls, username: String(turn.username ?? ""), credential: String(turn.credential ?? "") }
    : null;
}

/** Remember the player's TURN server (null or an empty address forgets it). */
export function setTurnServer(turn) {
  if (turn?.urls) writeJSON(TURN_KEY, turn);  // unavailable storage: no TURN server
  else forget(TURN_KEY);
}

/** The test-only ICE setting: a list of ICE servers, or {iceServers, relayOnly} (relayOnly:
 * every packet through the tests' TURN relay, which adds a real network's faults). */
function testIce() {
  const ice = readJSON(ICE_KEY);
  if (Array.isArray(ice)) return { iceServers: ice };
  return ice && Array.isArray(ice.iceServers)
    ? { iceServers: ice.iceServers, iceTransportPolicy: ice.relayOnly ? "relay" : "all" } : null;
}

function trysteroConfig(secret, rtcPolyfill) {
  const config = { appId: APP_ID, password: secret, rtcPolyfill,
    relayConfig: { urls: relays(), warnOnRelayFailure: false } };
  const ice = testIce();
  const turn = turnServer();
  if (ice) config.rtcConfig = { ...ice, iceServers: turn ? [...ice.iceServers, turn] : ice.iceServers };
  else if (turn) config.turnConfig = [turn];
  return config;
}

/** RTCPeerConnection with a ChunkGate (rooms/protocol.js) before each of its data channels:
 * every chunk a device sends is checked before Trystero sees it, and the first that breaks
 * `limits` closes the connection (`refused(connection)`), so nothing of it is gathered. */
function gatedConnection(limits, refused) {
  const onmessage = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
  const guard = (connection, channel) => {
    let handler = null;
    Object.defineProperty(channel, "onmessage", { configurable: true, get: () => handler,
      set(next) {
        handler = next;
        onmessage.set.call(channel, next && ((event) => {
          if (connection.gate.pass(event.data)) next.call(channel, event);
          else refused(connection);
        }));
      } });
    return channel;
  };
  return class GatedConnection extends RTCPeerConnection {
    constructor(config) {
      super(config);
      this.gate = new ChunkGate(limits);
    }

    createDataChannel(...args) {
      return guard(this, super.createDataChannel(...args));
    }

    get ondatachannel() {
      return super.ondatachannel;
    }

    set ondatachannel(handler) {
      super.ondatachannel = handler && ((event) => {
        guard(this, event.channel);
        handler(event);
      });
    }
  };
}

/**
 * Join room `roomId` with its `secret`. `listeners`: {join(peer), leave(peer), message(peer,
 * text), failed(reason), refused(peer): a device broke `limits` (HOST_LIMITS or PEER_LIMITS of
 * rooms/protocol.js) and was dropped, missing(): whether this device misses another one of the
 * room now, which it then seeks (rooms/seek.js)}. Resolves with {self, send(text, peer|null:
 * everyone), drop(peer), relayReached(), gates(), leave()}. Messages are strings: the room
 * modules write and check their JSON themselves.
 */
export async function joinNetwork(roomId, secret, listeners, limits = PEER_LIMITS) {
  const trystero = await import("../../runtime/rooms.js");
  const { getRelaySockets, joinRoom, selfId } = trystero;
  const dropped = new Set();
  const refusals = []; // {peer, gate} of each connection its gate closed
  const peerOf = (connection) => Object.entries(room.getPeers()).find(([, pc]) => pc === connection)?.[0];
  const refused = (connection) => {
    const peer = peerOf(connection);
    if (!refusals.some((entry) => entry.gate === connection.gate)) refusals.push({ peer, gate: connection.gate });
    if (peer === undefined || dropped.has(peer)) connection.close(); // in its handshake, or gone
    else if (listeners.refused) listeners.refused(peer);
    else network.drop(peer);
  };
  const room = joinRoom(trysteroConfig(secret, gatedConnection(limits, refused)), roomId, {
    onJoinError: (details) => listeners.failed?.(String(details?.error ?? "no connection")),
  });
  const action = room.makeAction("m");
  action.onMessage = (data, { peerId }) => {
    if (!dropped.has(peerId)) listeners.message(peerId, data);
  };
  room.onPeerJoin = (peer) => {
    if (!dropped.has(peer)) listeners.join(peer);
  };
  room.onPeerLeave = (peer) => listeners.leave(peer);
  const stopSeeking = seekPeers(trystero, APP_ID, roomId, () => listeners.missing?.() ?? false);
  const network = {
    self: selfId,
    send(text, peer = null) {
      if (peer !== null && dropped.has(peer)) return;
      action.send(text, peer === null ? undefined : { target: peer }).catch(() => {});
    },
    /** Stop hearing `peer` and close its connection (a peer that floods or breaks the rules). */
    drop(peer) {
      dropped.add(peer);
      try {
        room.getPeers()[peer]?.close();
      } catch {
        // already closed
      }
      listeners.leave(peer);
    },
    /** Whether this device reaches one of the relays now (a room needs one to find devices). */
    relayReached: () => Object.values(getRelaySockets()).some((socket) => socket.readyState === WebSocket.OPEN),
    /** The gate of each device connected now or refused: {peer, passed (bytes), held,
     * refused}, for the tests. */
    gates: () => [...Object.entries(room.getPeers()).map(([peer, pc]) => ({ peer, gate: pc.gate })), ...refusals]
      .map(({ peer, gate }) => ({ peer, passed: gate.passed, held: gate.held, refused: gate.refused })),
    leave: () => {
      stopSeeking();
      return room.leave();
    },
  };
  return network;
}

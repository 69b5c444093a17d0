// How a room reaches the other devices: WebRTC data channels opened by Trystero's Nostr
// strategy (bundled into runtime/rooms.js by tools/build.py, imported only when a room opens).
// The relays only pass the connection offers (encrypted with the room's secret, which is in
// the link and never sent to them); the game's messages go device to device, encrypted by
// WebRTC. Which relays, which ICE servers and a TURN server of the player's own are read here;
// the page's Content-Security-Policy (index.html) lets the page connect to these relays, to
// the site itself and to a relay on this very machine (ws://127.0.0.1, ws://localhost: a relay
// of one's own, and the tests').

import { forget, readJSON, writeJSON } from "./storage.js";

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

function trysteroConfig(secret) {
  const config = { appId: APP_ID, password: secret, relayConfig: { urls: relays(), warnOnRelayFailure: false } };
  const ice = readJSON(ICE_KEY);
  const turn = turnServer();
  if (Array.isArray(ice)) config.rtcConfig = { iceServers: turn ? [...ice, turn] : ice };
  else if (turn) config.turnConfig = [turn];
  return config;
}

/**
 * Join room `roomId` with its `secret`. `listeners`: {join(peer), leave(peer), message(peer,
 * text), failed(reason), and optionally oversized(peer)}. Resolves with {self, send(text,
 * peer|null: everyone), drop(peer), leave()}. Messages are strings: the room modules write and check their JSON themselves.
 */
export async function joinNetwork(roomId, secret, listeners) {
  const { joinRoom, selfId } = await import("../runtime/rooms.js");
  const dropped = new Set();
  const room = joinRoom(trysteroConfig(secret), roomId, {
    onJoinError: (details) => listeners.failed?.(String(details?.error ?? "no connection")),
  });
  const action = room.makeAction("m");
  // Trystero sends a message in chunks of 16 KB and gathers them before handing it on; a
  // device whose messages are all short (listeners.oversized: a friend, to the host) is told
  // of at its first chunk of a longer one, before the rest is gathered.
  if (listeners.oversized) {
    action.onReceiveProgress = (progress, { peerId }) => {
      if (progress < 1 && !dropped.has(peerId)) listeners.oversized(peerId);
    };
  }
  action.onMessage = (data, { peerId }) => {
    if (!dropped.has(peerId)) listeners.message(peerId, data);
  };
  room.onPeerJoin = (peer) => {
    if (!dropped.has(peer)) listeners.join(peer);
  };
  room.onPeerLeave = (peer) => listeners.leave(peer);
  return {
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
    leave: () => room.leave(),
  };
}

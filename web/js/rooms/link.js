// A room's address: "#room/<id>/<secret>/<host key>". The id names the room on the relays;
// the secret encrypts the connection offers there (Trystero's password) and never leaves the
// link; the host key is the public half of the key the host proves itself with
// (rooms/identity.js). A room is a pure fragment, so the link works on any static host.

const ROOM = /^#?room\/([A-Za-z0-9_-]{8,32})\/([A-Za-z0-9_-]{8,64})\/([A-Za-z0-9_-]{40,128})$/;

/** {id, secret, publicKey} of a room's hash, or null when the hash names no room. */
export function parseRoomLink(hash) {
  const match = ROOM.exec(hash);
  return match ? { id: match[1], secret: match[2], publicKey: match[3] } : null;
}

export function roomHash({ id, secret, publicKey }) {
  return `#room/${id}/${secret}/${publicKey}`;
}

/** The whole address of a room, for a friend's device. */
export function roomUrl(room) {
  return location.href.split("#")[0] + roomHash(room);
}

// Which peer of a room is its host. Every device of a room talks to every other (Trystero
// joins them all), so a peer must not take a "snap" from just anyone: the host keeps a signing
// key made with the room (ECDSA P-256, WebCrypto), the room's link carries its public half,
// and to each peer the host proves itself by signing that peer's own id. A proof made for one
// peer is worth nothing to another, so no peer can pass for the host.

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };

const toBase64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
  .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromBase64url = (text) => Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")),
  (c) => c.charCodeAt(0));
const proofText = (roomId, peer) => new TextEncoder().encode(`cardtable-room:${roomId}:${peer}`);

/** A new host key: {privateJwk (kept by the host), publicKey (base64url, for the link)}. */
export async function makeHostKey() {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const raw = await crypto.subtle.exportKey("raw", pair.publicKey);
  return { privateJwk: await crypto.subtle.exportKey("jwk", pair.privateKey), publicKey: toBase64url(raw) };
}

/** The host's proof for `peer` (base64url). */
export async function proveHost(privateJwk, roomId, peer) {
  const key = await crypto.subtle.importKey("jwk", privateJwk, ALGORITHM, false, ["sign"]);
  return toBase64url(await crypto.subtle.sign(SIGNING, key, proofText(roomId, peer)));
}

/** Whether `proof` is the host's for this device (`self`, its own peer id). */
export async function isHostProof(publicKey, roomId, self, proof) {
  try {
    const key = await crypto.subtle.importKey("raw", fromBase64url(publicKey), ALGORITHM, false, ["verify"]);
    return await crypto.subtle.verify(SIGNING, key, fromBase64url(proof), proofText(roomId, self));
  } catch {
    return false;
  }
}

// What the page takes from npm for online rooms, bundled by tools/build/site.py with esbuild into
// dist/runtime/rooms.js: Trystero's Nostr strategy (WebRTC data channels, signalling through
// Nostr relays) and a QR code encoder. Bundling resolves the bare package names these modules
// import (@noble/secp256k1, @trystero-p2p/core), so the page needs no import map and no CDN.
export { createEvent, getRelaySockets, joinRoom, pauseRelayReconnection, resumeRelayReconnection, selfId }
  from "@trystero-p2p/nostr";
export { default as qrcode } from "qrcode-generator";

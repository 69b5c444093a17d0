// Finding the devices of a room again after a fault: a device's link down for a while, the
// relays gone and back. Trystero's Nostr strategy (runtime/rooms.js) says a device is in the
// room (an announcement on the room's topic, to which the others answer with an offer) a few
// times as it joins and then once a minute; after an announcement that found its relay
// unreachable, it announces nothing to that relay for a minute, then two, doubling; and it
// tries a lost relay again five times, at random moments of about a minute in all (a few
// seconds at worst), then gives it up for good. A friend back online would wait minutes for
// its host, or forever. So, while a device misses another one of its room (`missing()`: a
// friend its host, the host a friend's device at a taken seat), this module announces it
// itself, with Trystero's own event, at once and then every few seconds, again at once when
// the browser comes back online or a relay comes back; and while the room is open, a relay
// lost is tried again every few seconds, never given up.

// The gaps between two announcements while a device is missed, and between two tries of a
// lost relay: 1 s, doubling up to 5 s (Trystero's core announces every 5.3 s; its Nostr
// strategy stretches that to a minute), up to 30 s after two minutes (a friend gone for
// good, a relay closed down).
const FIRST_GAP_MS = 1000;
const GAP_MS = 5000;
const LONG_GAP_MS = 30_000;
const LONG_AFTER_MS = 120_000;
const TICK_MS = 250;

/** The Nostr topic of the announcements of room `roomId` of app `appId`, as Trystero names it
 * (its core's strategy.mjs: sha1(topicPath(libName, appId, roomId)); its crypto.mjs writes
 * each byte of the SHA-1 in base 36). */
export async function announcementTopic(appId, roomId) {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(["Trystero", appId, roomId].join("@")));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(36)).join("");
}

/** Keep the room `roomId` of `appId` findable while this device misses another one of it
 * (`missing()`), through `trystero` (runtime/rooms.js's exports). Returns stop(). */
export function seekPeers(trystero, appId, roomId, missing) {
  const { createEvent, getRelaySockets, pauseRelayReconnection, resumeRelayReconnection, selfId } = trystero;
  const topic = announcementTopic(appId, roomId);
  const sockets = () => Object.values(getRelaySockets());
  const now = () => performance.now();
  const nextGap = (gap, since) => Math.min(gap * 2, now() - since < LONG_AFTER_MS ? GAP_MS : LONG_GAP_MS);
  let missedSince = null;
  let nextAnnouncement = 0;
  let gap = FIRST_GAP_MS;
  let open = 0;
  let lostSince = null;
  let nextRetry = 0;
  let retryGap = FIRST_GAP_MS;

  const announce = async () => {
    const event = await createEvent(await topic, JSON.stringify({ peerId: selfId }));
    for (const socket of sockets()) if (socket.readyState === WebSocket.OPEN) socket.send(event);
  };
  const soon = () => {
    nextAnnouncement = 0;
    gap = FIRST_GAP_MS;
  };
  // A lost relay waits for Trystero's reconnection to be resumed (its pause, which it uses
  // while the browser is offline) instead of counting towards its giving up; it is resumed
  // here now and then, and paused again before the new socket can fail.
  const retryRelays = (time) => {
    pauseRelayReconnection();
    const lost = sockets().some((socket) => socket.readyState === WebSocket.CLOSED);
    if (!lost) {
      lostSince = null;
      retryGap = FIRST_GAP_MS;
      return;
    }
    lostSince ??= time;
    if (time < nextRetry || navigator.onLine === false) return;
    nextRetry = time + retryGap;
    retryGap = nextGap(retryGap, lostSince);
    resumeRelayReconnection();
    setTimeout(pauseRelayReconnection, 0);
  };
  const tick = () => {
    const time = now();
    retryRelays(time);
    const reopened = sockets().filter((socket) => socket.readyState === WebSocket.OPEN).length;
    if (reopened > open) soon(); // a relay back knows nothing of this device
    open = reopened;
    if (!missing()) {
      missedSince = null;
      soon();
      return;
    }
    missedSince ??= time;
    if (time < nextAnnouncement || !open) return;
    announce().catch(() => {});
    nextAnnouncement = time + gap;
    gap = nextGap(gap, missedSince);
  };
  const timer = setInterval(tick, TICK_MS);
  addEventListener("online", soon);
  return () => {
    clearInterval(timer);
    removeEventListener("online", soon);
    resumeRelayReconnection();
  };
}

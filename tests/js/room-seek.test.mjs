// Tests of web/js/rooms/seek.js (node's test runner, from `make test`): its announcement is on
// the very topic Trystero's own announcements use (its core's strategy.mjs and crypto.mjs,
// the code the page bundles), for any room; and a device that misses another announces at
// once and then every few seconds, and tries a lost relay again without ever leaving it to
// Trystero's own retries (which give it up after five), on a clock of the test's own.

import assert from "node:assert/strict";
import { test } from "node:test";

import fc from "fast-check";

import { sha1 } from "../../node_modules/@trystero-p2p/core/dist/crypto.mjs";
import { libName, topicPath } from "../../node_modules/@trystero-p2p/core/dist/utils.mjs";
import { announcementTopic, seekPeers } from "../../web/js/rooms/seek.js";

test("the announcements' topic is Trystero's own for the room", async () => {
  await fc.assert(fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 1 }),
    async (appId, roomId) => {
      assert.equal(await announcementTopic(appId, roomId), await sha1(topicPath(libName, appId, roomId)));
    }), { numRuns: 200 });
});

const OPEN = 1;
const CLOSED = 3;

/** A page of the test's own (`t`'s, whose end gives the globals back): its clock, timers,
 * sockets and Trystero's exports, recorded. `run(until)` moves its clock on to `until` (ms),
 * never while a digest is being computed: the real WebCrypto answers on a thread of its own,
 * whose time is not the page's (under load it took more than a few of the clock's steps). */
function fakePage(t) {
  const { subtle } = globalThis.crypto;
  const page = { time: 0, timers: new Set(), sent: [], resumes: [], paused: 0, listeners: {},
    digests: [],
    sockets: { a: { readyState: OPEN, send: (event) => page.sent.push(["a", page.time, event]) },
      b: { readyState: OPEN, send: (event) => page.sent.push(["b", page.time, event]) } } };
  const fakes = {
    WebSocket: { OPEN, CLOSED },
    navigator: { onLine: true },
    performance: { now: () => page.time },
    addEventListener: (kind, listener) => { page.listeners[kind] = listener; },
    removeEventListener: (kind) => { delete page.listeners[kind]; },
    setInterval: (run, every) => {
      const timer = { run, every, at: page.time + every };
      page.timers.add(timer);
      return timer;
    },
    clearInterval: (timer) => page.timers.delete(timer),
    setTimeout: (run) => run(),
    crypto: { subtle: { digest: (...args) => {
      const digest = subtle.digest(...args);
      page.digests.push(digest);
      return digest;
    } } },
  };
  const kept = Object.fromEntries(Object.keys(fakes).map((name) =>
    [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  for (const [name, value] of Object.entries(fakes)) {
    Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
  }
  t.after(() => {
    for (const [name, descriptor] of Object.entries(kept)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
  });
  page.trystero = { selfId: "me", getRelaySockets: () => page.sockets,
    createEvent: async (topic, content) => JSON.stringify(["EVENT", { topic, content }]),
    pauseRelayReconnection: () => { page.paused += 1; },
    resumeRelayReconnection: () => { page.resumes.push(page.time); } };
  page.run = async (until) => {
    while (page.time < until) {
      await Promise.all(page.digests);
      await new Promise((resolve) => { setImmediate(resolve); });
      page.time += 50;
      for (const timer of page.timers) {
        if (timer.at <= page.time) {
          timer.at += timer.every;
          timer.run();
        }
      }
      await new Promise((resolve) => { setImmediate(resolve); });
    }
  };
  return page;
}

const gaps = (times) => times.slice(1).map((time, index) => time - times[index]);

test("a device missed announces itself at once, then after 1, 2, 4 and 5 s, on every open relay", async (t) => {
  const page = fakePage(t);
  let missing = false;
  const stop = seekPeers(page.trystero, "app", "room", () => missing);
  await page.run(10_000);
  assert.deepEqual(page.sent, [], "nothing said while nobody is missed");
  missing = true;
  await page.run(30_000);
  const times = page.sent.filter(([socket]) => socket === "a").map(([, time]) => time);
  assert.ok(times[0] - 10_000 <= 250, "the first at once");
  assert.deepEqual(gaps(times), [1000, 2000, 4000, 5000, 5000]);
  assert.equal(page.sent.filter(([socket]) => socket === "b").length, times.length);
  const event = JSON.parse(page.sent[0][2])[1];
  assert.deepEqual(JSON.parse(event.content), { peerId: "me" }, "Trystero's announcement");
  assert.equal(event.topic, await announcementTopic("app", "room"));
  // Found again: silent; missed again: at once, then 1 s later, and at once on coming online.
  missing = false;
  const said = page.sent.length;
  await page.run(50_000);
  assert.equal(page.sent.length, said);
  missing = true;
  await page.run(52_000);
  page.listeners.online();
  await page.run(52_300);
  const again = page.sent.slice(said).filter(([socket]) => socket === "a").map(([, time]) => time);
  assert.deepEqual(gaps(again), [1000, 1000]);
  stop();
  assert.ok(page.resumes.length >= 1, "Trystero's reconnection resumed once the room is left");
});

test("a lost relay is tried again every few seconds, Trystero's reconnection paused between", async (t) => {
  const page = fakePage(t);
  const stop = seekPeers(page.trystero, "app", "room", () => false);
  await page.run(5_000);
  assert.deepEqual(page.resumes, [], "nothing to try again while every relay is open");
  assert.ok(page.paused > 0, "a relay lost waits for a try of this module's, not Trystero's giving up");
  page.sockets.b.readyState = CLOSED;
  await page.run(200_000);
  const tries = gaps(page.resumes);
  assert.deepEqual(tries.slice(0, 5), [1000, 2000, 4000, 5000, 5000]);
  assert.ok(page.resumes.length > 20, "never given up");
  assert.equal(tries.at(-1), 30_000, "slower once the relay has been gone for two minutes");
  stop();
});

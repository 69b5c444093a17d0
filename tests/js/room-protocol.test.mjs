// Property-based tests of web/js/rooms/protocol.js (fast-check, run by node's test runner from
// `make test`): what a host reads of a friend's messages (shapes and sizes), the pace it
// allows, and the gate every data-channel frame passes first, fed with Trystero's own chunks
// (its action-wire.mjs, the sender the page bundles) and with arbitrary bytes.

import assert from "node:assert/strict";
import { test } from "node:test";

import fc from "fast-check";

import { createActionWireManager } from "../../node_modules/@trystero-p2p/core/dist/action-wire.mjs";
import {
  CHUNK_PAYLOAD, ChunkGate, HOST_LIMITS, MAX_GATHERED_BYTES, MAX_IN_FLIGHT, MAX_MESSAGE_BYTES,
  MAX_MESSAGE_CHARS, MAX_NAME_CHARS, OWN_BURST, PEER_LIMITS, RATE_BURST, RATE_PER_SECOND, RateLimit,
  readFrame, readPeerMessage, TRYSTERO_ACTIONS,
} from "../../web/js/rooms/protocol.js";

const RUNS = { numRuns: 300 };
const TOKEN = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const FIELDS = { take: ["t", "seat", "name"], hello: ["t", "token"], move: ["t", "move", "intent"] };

// --- a friend's messages -------------------------------------------------------------------

const scalar = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 64 }));
const intent = fc.record({ kind: fc.string({ maxLength: 64 }) }).chain((base) =>
  fc.dictionary(fc.string({ minLength: 1, maxLength: 32 }).filter((key) => key !== "kind" && key !== "__proto__"),
    fc.oneof(scalar, fc.array(scalar, { maxLength: 16 })), { maxKeys: 11 })
    .map((fields) => ({ ...fields, ...base })));
const goodMessage = fc.oneof(
  fc.record({ t: fc.constant("take"), seat: fc.integer({ min: 0, max: 15 }),
    name: fc.string({ minLength: 1, maxLength: MAX_NAME_CHARS }).filter((name) => name.trim().length > 0) }),
  fc.record({ t: fc.constant("hello"),
    token: fc.oneof(fc.constant(null), fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)) }),
  fc.record({ t: fc.constant("move"), move: fc.string({ maxLength: 200 }) }),
  fc.record({ t: fc.constant("move"), intent }),
);

test("every well-formed message of a friend is read as it was sent", () => {
  fc.assert(fc.property(goodMessage, (message) => {
    const text = JSON.stringify(message);
    fc.pre(text.length <= MAX_MESSAGE_CHARS);
    assert.deepEqual(readPeerMessage(text), JSON.parse(text));
  }), RUNS);
});

test("a field more, or a message too long, is refused", () => {
  fc.assert(fc.property(goodMessage, fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue(),
    (message, key, value) => {
      fc.pre(!FIELDS[message.t].includes(key) && key !== "__proto__");
      assert.equal(readPeerMessage(JSON.stringify({ ...message, [key]: value })), null);
    }), RUNS);
  fc.assert(fc.property(goodMessage, (message) => {
    const padded = JSON.stringify(message).replace(/}$/, " ".repeat(MAX_MESSAGE_CHARS) + "}");
    assert.equal(readPeerMessage(padded), null);
  }), RUNS);
});

test("whatever a device sends, what is read is one of the shapes, with known fields only", () => {
  const anyText = fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue().map((value) => JSON.stringify(value)),
    goodMessage.chain((message) => fc.jsonValue({ maxDepth: 2 }).map((value) =>
      JSON.stringify({ ...message, [fc.sample(fc.constantFrom(...FIELDS[message.t]), 1)[0]]: value }))));
  fc.assert(fc.property(anyText, (text) => {
    const message = readPeerMessage(text);
    if (message === null) return;
    assert.ok(Object.hasOwn(FIELDS, message.t));
    assert.ok(Object.keys(message).every((key) => FIELDS[message.t].includes(key)));
    if (message.t === "take") assert.ok(message.name.length <= MAX_NAME_CHARS && Number.isInteger(message.seat));
    if (message.t === "move") assert.ok(("move" in message) !== ("intent" in message));
  }), { numRuns: 2000 });
  for (const text of [undefined, null, 42, {}, "x".repeat(MAX_MESSAGE_CHARS + 1)]) {
    assert.equal(readPeerMessage(text), null);
  }
});

// --- the pace --------------------------------------------------------------------------------

test("no sender gets more than the burst and the pace allow, in any stretch of time", () => {
  fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 300 }), (gaps) => {
    let clock = 0;
    const limit = new RateLimit(RATE_BURST, RATE_PER_SECOND, () => clock);
    const allowed = [];
    for (const gap of gaps) {
      clock += gap;
      if (limit.allow()) allowed.push(clock);
    }
    for (let first = 0; first < allowed.length; first += 1) {
      for (let last = first; last < allowed.length; last += 1) {
        const seconds = (allowed[last] - allowed[first]) / 1000;
        assert.ok(last - first + 1 <= RATE_BURST + seconds * RATE_PER_SECOND + 1e-9);
      }
    }
  }), RUNS);
});

test("a sender within the pace is never refused, and a burst is refused past its size", () => {
  fc.assert(fc.property(fc.array(fc.integer({ min: 1000 / RATE_PER_SECOND, max: 5000 }), { maxLength: 200 }), (gaps) => {
    let clock = 0;
    const limit = new RateLimit(RATE_BURST, RATE_PER_SECOND, () => clock);
    for (const gap of gaps) {
      clock += gap;
      assert.ok(limit.allow());
    }
  }), RUNS);
  const limit = new RateLimit(RATE_BURST, RATE_PER_SECOND, () => 0);
  const answers = Array.from({ length: RATE_BURST + 5 }, () => limit.allow());
  assert.deepEqual(answers, [...Array(RATE_BURST).fill(true), ...Array(5).fill(false)]);
});

// --- the gate ----------------------------------------------------------------------------------

/** The frames Trystero's own sender makes of `data` on action `action`, in room `token`. */
async function framesOf(action, data, token = TOKEN) {
  const chunks = [];
  const peer = { channel: null, sendData: (chunk) => chunks.push(chunk) };
  const wire = createActionWireManager({ getPeer: () => peer, getPeerIds: () => ["p"],
    canReceiveFromPeer: () => true, throwIfAborted: () => {} });
  await wire.makeInternalAction(action).send(data, "p");
  const name = new TextEncoder().encode(token);
  return chunks.map((chunk) => {
    const frame = new Uint8Array(3 + name.length + chunk.length);
    frame.set([1, name.length >> 8, name.length & 255]);
    frame.set(name, 3);
    frame.set(chunk, 3 + name.length);
    return frame.buffer;
  });
}

const text = (length) => "é".repeat(Math.floor(length / 2)) + "x".repeat(length % 2);

test("a friend's every message passes the host's gate whole, in one chunk", async () => {
  await fc.assert(fc.asyncProperty(goodMessage, async (message) => {
    const frames = await framesOf("m", JSON.stringify(message));
    const gate = new ChunkGate(HOST_LIMITS);
    assert.equal(frames.length, 1);
    assert.ok(gate.pass(frames[0]) && gate.refused === null);
  }), RUNS);
  const longest = await framesOf("m", "\u20ac".repeat(MAX_MESSAGE_CHARS));
  assert.equal(longest.length, 1, "the longest message a friend may send fits one chunk");
  assert.ok(new ChunkGate(HOST_LIMITS).pass(longest[0]));
});

test("on the host, a message longer than a chunk is refused at its first chunk", async () => {
  await fc.assert(fc.asyncProperty(fc.integer({ min: CHUNK_PAYLOAD + 1, max: 6 * CHUNK_PAYLOAD }), async (length) => {
    const frames = await framesOf("m", "x".repeat(length));
    const gate = new ChunkGate(HOST_LIMITS);
    assert.equal(gate.pass(frames[0]), false);
    assert.equal(gate.refused, "chunks");
    assert.ok(frames.slice(1).every((frame) => !gate.pass(frame)), "nothing passes once refused");
    assert.equal(gate.passed, 0);
  }), { numRuns: 30 });
});

test("any other action is refused at its first frame, on every device", async () => {
  // (Trystero's sender cannot make an action named like an Object method: "toString".)
  const other = fc.string({ minLength: 1, maxLength: 10 }).filter((name) => name.replaceAll("\0", "") !== "m"
    && !TRYSTERO_ACTIONS.includes(name.replaceAll("\0", "")) && new TextEncoder().encode(name).length <= 32
    && !(name in Object.prototype));
  await fc.assert(fc.asyncProperty(other, fc.integer({ min: 0, max: 3 * CHUNK_PAYLOAD }), fc.boolean(),
    async (action, length, onHost) => {
      const frames = await framesOf(action, "z".repeat(length));
      const gate = new ChunkGate(onHost ? HOST_LIMITS : PEER_LIMITS);
      assert.equal(gate.pass(frames[0]), false);
      assert.equal(gate.refused, "action");
      assert.equal(gate.passed, 0);
    }), RUNS);
});

test("the host's long messages pass a friend's gate, and what it gathers stays bounded", async () => {
  await fc.assert(fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5 * CHUNK_PAYLOAD }), { minLength: 1, maxLength: 6 }),
    async (lengths) => {
      const gate = new ChunkGate(PEER_LIMITS);
      for (const length of lengths) {
        for (const frame of await framesOf("m", text(length))) assert.ok(gate.pass(frame));
        assert.equal(gate.held, 0, "a whole message frees what was gathered of it");
      }
    }), { numRuns: 60 });
});

/** One raw frame: room frame of `token` with a chunk of `action`, message number, flags, payload. */
function rawFrame({ action = "m", message = 0, flags = 1, payload = 0, token = TOKEN }) {
  const name = new TextEncoder().encode(token);
  const frame = new Uint8Array(3 + name.length + 36 + payload);
  frame.set([1, name.length >> 8, name.length & 255]);
  frame.set(name, 3);
  frame.set(new TextEncoder().encode(action), 3 + name.length);
  frame.set([message >> 8, message & 255, flags, 255], 3 + name.length + 32);
  return frame.buffer;
}

test("whatever frames a device sends, a friend's gate holds at most its limit, in few messages", () => {
  const frame = fc.record({ action: fc.constantFrom("m", "@_hsdata", "zz"), message: fc.integer({ min: 0, max: 20 }),
    flags: fc.constantFrom(0, 1, 0, 1, 2, 4, 8, 9), payload: fc.integer({ min: 0, max: CHUNK_PAYLOAD + 10 }) });
  fc.assert(fc.property(fc.array(frame, { maxLength: 400 }), (frames) => {
    const gate = new ChunkGate({ ...PEER_LIMITS, gathered: 20 * CHUNK_PAYLOAD });
    for (const one of frames) {
      const passed = gate.pass(rawFrame(one));
      assert.ok(gate.held <= 20 * CHUNK_PAYLOAD && gate.gathering.size <= MAX_IN_FLIGHT);
      if (!passed) assert.ok(gate.refused);
    }
  }), RUNS);
  assert.ok(MAX_GATHERED_BYTES >= 3 * 4_000_000);
});

test("arbitrary bytes never throw, and pass only as a frame Trystero reads", () => {
  fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, onHost) => {
    const gate = new ChunkGate(onHost ? HOST_LIMITS : PEER_LIMITS);
    if (gate.pass(bytes.slice().buffer)) assert.ok(readFrame(bytes.slice().buffer));
  }), { numRuns: 3000 });
  for (const data of ["text", new Uint8Array(8), null, new Blob(["x"])]) {
    assert.equal(new ChunkGate(HOST_LIMITS).pass(data), false);
  }
});

test("frames of another room, and a flood of Trystero's own, are refused", async () => {
  const gate = new ChunkGate(HOST_LIMITS);
  assert.ok(gate.pass((await framesOf("m", "{}"))[0]));
  assert.equal(gate.pass((await framesOf("m", "{}", "another-room"))[0]), false);
  assert.equal(gate.refused, "room");
  const flooded = new ChunkGate(HOST_LIMITS, () => 0);
  const leave = (await framesOf("@_leave", ""))[0];
  const answers = Array.from({ length: OWN_BURST + 1 }, () => flooded.pass(leave));
  assert.deepEqual(answers, [...Array(OWN_BURST).fill(true), false]);
  assert.equal(flooded.refused, "pace");
  const named = new ChunkGate(PEER_LIMITS);
  assert.equal(named.pass(rawFrame({ action: "toString" })), false, "an action named like an Object method");
  assert.equal(named.refused, "action");
  assert.ok(MAX_MESSAGE_BYTES <= CHUNK_PAYLOAD);
});
